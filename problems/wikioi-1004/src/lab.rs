//! wikioi-1004 in the lab (see `lab/mod.rs`): valid boards (7 `B`, 7 `W`,
//! 2 `O`), and what a bidirectional search would do where the goal is a set:
//! its backward side starts from all 283,072 goal states at once.

use super::Lab;
use crate::testing::Rng;
use crate::trace::{self, Limits, Trace};

#[allow(dead_code)]
#[path = "../../../problems/wikioi-1004/src/main.rs"]
mod solution;

use solution::{State, ToMove};

pub const LAB: Lab = Lab {
    id: "wikioi-1004",
    generate,
    shrink,
    trace,
    chart_input: "samples/wikioi-1004/deepest-seven-moves.in",
};

/// Two of the 128 boards whose answer is 7, the most there is; their
/// images under the board's symmetries (below) are deepest too.
const DEEPEST: [&str; 2] = ["OOBB BWWB BWBW WBWW", "OOWW WBBW WBWB BWBB"];

/// A valid board; the statement's board has one size, so `size` does not
/// matter. About a quarter are traps: a line already at the start (answer
/// 0), a colour that cannot move at all, and the deepest boards (7 moves).
fn generate(rng: &mut Rng, _size: u32) -> String {
    let board = if rng.chance(1, 4) {
        match rng.below(3) {
            0 => random_board_where(rng, solution::has_line),
            1 => random_board_where(rng, |state| stuck_colour(state).is_some()),
            _ => {
                let deepest = read(DEEPEST[rng.below(DEEPEST.len())]);
                symmetric(&deepest, rng.below(16))
            }
        }
    } else {
        random_board_where(rng, |_| true)
    };
    // Rows are words: now and then all on one line, or with CRLF.
    match rng.below(8) {
        0 => render(&board).replace('\n', " ").trim_end().to_string(),
        1 => render(&board).replace('\n', "\r\n"),
        _ => render(&board),
    }
}

/// Every board has the same size: the only smaller candidate is the same
/// board written as four plain rows, when it was written otherwise.
fn shrink(input: &str) -> Vec<String> {
    match solution::read_board(input) {
        Ok(board) if render(&board) != input => vec![render(&board)],
        _ => Vec::new(),
    }
}

/// The solution's one-way search against a bidirectional search whose
/// backward side starts from every goal state at once.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("wikioi-1004 has one case, not a case {}", case));
    }
    let start = solution::read_board(input)?;
    let one_way = trace::one_way(
        vec![start],
        solution::has_line,
        solution::successors,
        Limits::NONE,
    );
    let mut goals = goal_states();
    let goal_count = goals.len();
    if solution::has_line(&start) {
        // The start is a goal too (either side to move): distance 0.
        goals.push(start);
    }
    let (two_way, meeting) = trace::two_way(
        vec![start],
        goals,
        solution::successors,
        predecessors,
        Limits::NONE,
    );
    let notes = vec![
        format!(
            "the goal is a set: every board with a line of four, with either side to move, \
             {},{:03} states; the backward side stores them all before it could grow a layer",
            goal_count / 1000,
            goal_count % 1000
        ),
        "the backward side's frontier is never the smaller, so it never grows: the \
         bidirectional search is the one-way search plus a stored goal set, which the \
         solution replaces by a test (`has_line`) on each new state"
            .to_string(),
        "the start has either side to move (`Either`); every later state has a definite one"
            .to_string(),
    ];
    Ok(Trace {
        title: format!(
            "wikioi-1004: {} -> a line of four",
            render(&start).trim_end().replace('\n', "/")
        ),
        one_way,
        two_way,
        meeting: meeting.map(|state| render(&state).trim_end().replace('\n', "/")),
        notes,
    })
}

/// The states one move before `state`: the side that moved last (the one
/// not to move now) slides a piece back into an adjacent empty cell, and
/// before that move it was its turn, or the game's start (`Either`).
/// Slides are their own inverse, so the solution's `successors` from the
/// state with the turn handed back give the boards.
fn predecessors(state: &State) -> Vec<State> {
    let last_mover = match state.to_move {
        ToMove::Black => ToMove::White,
        ToMove::White => ToMove::Black,
        ToMove::Either => return Vec::new(),
    };
    let undone = State {
        to_move: last_mover,
        ..*state
    };
    let mut before = Vec::new();
    for earlier in solution::successors(&undone) {
        for to_move in [last_mover, ToMove::Either] {
            before.push(State { to_move, ..earlier });
        }
    }
    before
}

/// Every board with a line, with black to move and with white to move.
fn goal_states() -> Vec<State> {
    let mut goals = Vec::new();
    for board in all_boards().into_iter().filter(solution::has_line) {
        for to_move in [ToMove::Black, ToMove::White] {
            goals.push(State { to_move, ..board });
        }
    }
    goals
}

/// All 411,840 boards with 7 black, 7 white and 2 empty cells (`Either`
/// to move).
fn all_boards() -> Vec<State> {
    let mut boards = Vec::new();
    for pieces in 0u32..1 << 16 {
        if pieces.count_ones() != 14 {
            continue;
        }
        let cells: Vec<u32> = (0..16).filter(|&cell| pieces >> cell & 1 == 1).collect();
        for blacks in 0u32..1 << 14 {
            if blacks.count_ones() == 7 {
                let mut black = 0u16;
                for (k, &cell) in cells.iter().enumerate() {
                    if blacks >> k & 1 == 1 {
                        black |= 1 << cell;
                    }
                }
                let white = pieces as u16 & !black;
                boards.push(State {
                    black,
                    white,
                    to_move: ToMove::Either,
                });
            }
        }
    }
    boards
}

/// A random board (by shuffled cells) that `wanted` accepts.
fn random_board_where(rng: &mut Rng, wanted: impl Fn(&State) -> bool) -> State {
    loop {
        let mut cells = *b"BBBBBBBWWWWWWWOO";
        rng.shuffle(&mut cells);
        let rows: Vec<&str> = cells
            .chunks(4)
            .map(|row| std::str::from_utf8(row).unwrap_or_default())
            .collect();
        let board = read(&rows.join(" "));
        if wanted(&board) {
            return board;
        }
    }
}

/// The colour with no piece next to an empty cell, if one has none.
fn stuck_colour(board: &State) -> Option<ToMove> {
    let moves = solution::successors(board);
    let black_moves = moves.iter().any(|s| s.to_move == ToMove::White);
    let white_moves = moves.iter().any(|s| s.to_move == ToMove::Black);
    match (black_moves, white_moves) {
        (false, _) => Some(ToMove::Black),
        (_, false) => Some(ToMove::White),
        _ => None,
    }
}

/// One of the 16 images of `board` under the symmetries that keep the
/// answer: the 8 rotations and reflections of the square (rows, columns
/// and diagonals map onto each other), each with the colours swapped or not.
fn symmetric(board: &State, which: usize) -> State {
    let turn = |cell: usize, k: usize| {
        let (mut row, mut col) = (cell / 4, cell % 4);
        if k & 1 == 1 {
            std::mem::swap(&mut row, &mut col);
        }
        if k & 2 == 2 {
            row = 3 - row;
        }
        if k & 4 == 4 {
            col = 3 - col;
        }
        row * 4 + col
    };
    let map = |mask: u16| {
        (0..16)
            .filter(|&cell| mask >> cell & 1 == 1)
            .fold(0u16, |image, cell| image | 1 << turn(cell, which % 8))
    };
    let (black, white) = (map(board.black), map(board.white));
    let (black, white) = if which >= 8 {
        (white, black)
    } else {
        (black, white)
    };
    State {
        black,
        white,
        to_move: ToMove::Either,
    }
}

fn read(text: &str) -> State {
    solution::read_board(text).expect("a valid board")
}

/// Four rows of `B`, `W` and `O`, as the judge writes them.
fn render(board: &State) -> String {
    let mut text = String::new();
    for cell in 0..16 {
        text.push(if board.black >> cell & 1 == 1 {
            'B'
        } else if board.white >> cell & 1 == 1 {
            'W'
        } else {
            'O'
        });
        if cell % 4 == 3 {
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(input: &str) -> usize {
        let mut out = String::new();
        solution::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        out.trim().parse().unwrap()
    }

    #[test]
    fn generated_boards_are_valid_and_the_traps_appear() {
        let mut rng = Rng::new(1004);
        let (mut at_start, mut stuck, mut deepest) = (0, 0, 0);
        for round in 0..2000 {
            let input = generate(&mut rng, round % 101);
            let moves = answer(&input);
            at_start += usize::from(moves == 0);
            stuck += usize::from(stuck_colour(&read(&input)).is_some());
            deepest += usize::from(moves == 7);
        }
        assert!(
            at_start > 150,
            "{} boards with a line at the start",
            at_start
        );
        assert!(stuck > 150, "{} boards where a colour cannot move", stuck);
        assert!(deepest > 100, "{} deepest boards", deepest);
    }

    #[test]
    fn generation_is_deterministic() {
        let (mut a, mut b) = (Rng::new(3), Rng::new(3));
        for size in 0..=100 {
            assert_eq!(generate(&mut a, size), generate(&mut b, size));
        }
    }

    #[test]
    fn symmetric_boards_keep_the_answer() {
        for text in ["BWBO WBWB BWBW WBWO", "OWBW WWBB OWBB WBWB"] {
            let board = read(text);
            for which in 0..16 {
                let image = render(&symmetric(&board, which));
                assert_eq!(answer(&image), answer(text), "{} -> {}", text, image);
            }
        }
        for text in DEEPEST {
            assert_eq!(answer(text), 7);
        }
    }

    #[test]
    fn shrink_only_rewrites_the_layout() {
        let rows = "BWBO\nWBWB\nBWBW\nWBWO\n";
        assert!(shrink(rows).is_empty());
        assert_eq!(shrink("BWBO WBWB BWBW WBWO"), [rows]);
        assert_eq!(shrink(&rows.replace('\n', "\r\n")), [rows]);
    }

    #[test]
    fn the_goal_set_and_the_moves_backwards() {
        assert_eq!(all_boards().len(), 411_840);
        assert_eq!(goal_states().len(), 283_072);
        // Every predecessor leads back: `state` is among its successors.
        let mut rng = Rng::new(8);
        for _ in 0..500 {
            let board = random_board_where(&mut rng, |_| true);
            for state in solution::successors(&board) {
                for before in predecessors(&state) {
                    assert!(solution::successors(&before).contains(&state));
                }
                assert!(predecessors(&state).contains(&board));
            }
        }
    }

    #[test]
    fn traced_distances_are_the_solution_s() {
        for sample in crate::testing::samples("wikioi-1004") {
            let traced = trace(&sample.input, 1).unwrap();
            let moves = answer(&sample.input);
            assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
            assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
            // The goal set alone outweighs the one-way search many times.
            assert!(traced.two_way.stored() > 283_072);
            assert!(traced.one_way.stored() < 1_000);
        }
        assert!(trace("BWBO WBWB BWBW WBWO", 2).is_err());
        assert!(trace("BWBO WBWB BWBW WBWB", 1).is_err());
    }
}
