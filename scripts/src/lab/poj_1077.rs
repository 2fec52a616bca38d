//! poj-1077 in the lab (see `lab/mod.rs`): inputs of one or several
//! 8-puzzles, and the template's two searches on one of them, with the
//! contest version's moves.

use super::Lab;
use crate::testing::Rng;
use crate::trace::{self, Limits, Trace};

#[allow(dead_code)]
#[path = "../../../problems/poj-1077/src/bin/poj-1077-contest.rs"]
mod contest;

use contest::{Board, GOAL};

// The fast version, for the tests' answers in-process.
#[cfg(test)]
#[allow(dead_code)]
#[path = "../../../problems/poj-1077/src/main.rs"]
mod fast;

pub const LAB: Lab = Lab {
    id: "poj-1077",
    generate,
    shrink,
    trace,
    chart_input: "samples/poj-1077/hardest-31-moves.in",
};

/// The two boards 31 moves from the goal, the most there is.
const HARDEST: [Board; 2] = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];

/// One puzzle (POJ's form) or several (HDU's), more of them as `size`
/// grows: up to 26, past the fast version's switch to its table at 10
/// solvable ones. About a quarter of the puzzles are traps: unsolvable
/// boards (odd parity), the goal itself, a 31-move board, a board a move or
/// two away.
fn generate(rng: &mut Rng, size: u32) -> String {
    let puzzles = if rng.chance(1, 2) {
        1
    } else {
        rng.range(2, 2 + size as usize / 4)
    };
    let boards: Vec<Board> = (0..puzzles).map(|_| random_puzzle(rng)).collect();
    match rng.below(6) {
        // Three rows a puzzle, CRLF, no final newline.
        0 => boards
            .iter()
            .map(|board| render(board).replace(' ', "\r\n"))
            .collect::<Vec<_>>()
            .join("\r\n"),
        // All on one line.
        1 => boards.iter().map(render).collect::<Vec<_>>().join(" "),
        _ => boards.iter().map(|board| render(board) + "\n").collect(),
    }
}

fn random_puzzle(rng: &mut Rng) -> Board {
    if rng.chance(3, 4) {
        let mut board = GOAL;
        rng.shuffle(&mut board);
        return board;
    }
    match rng.below(4) {
        0 => unsolvable(rng),
        1 => GOAL,
        2 => HARDEST[rng.below(2)],
        _ => {
            let mut board = GOAL;
            for _ in 0..rng.range(1, 3) {
                let next = contest::successors(&board);
                board = next[rng.below(next.len())];
            }
            board
        }
    }
}

/// A board of odd parity: a random board with two tiles swapped if it was
/// solvable (swapping two tiles flips the parity).
fn unsolvable(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    rng.shuffle(&mut board);
    if contest::is_solvable(&board) {
        let tiles: Vec<usize> = (0..9).filter(|&cell| board[cell] != 0).collect();
        board.swap(tiles[0], tiles[1]);
    }
    board
}

/// Several puzzles: each alone, then each half. One puzzle: the same board
/// one move nearer the goal along a shortest path, and half way there (a
/// smaller answer), and the board on one line when written otherwise.
fn shrink(input: &str) -> Vec<String> {
    let boards = match read_all(input) {
        Ok(boards) => boards,
        Err(_) => return Vec::new(),
    };
    let lines =
        |boards: &[Board]| -> String { boards.iter().map(|board| render(board) + "\n").collect() };
    let mut candidates = Vec::new();
    if boards.len() > 1 {
        candidates.extend(boards.iter().map(|board| lines(&[*board])));
        if boards.len() > 2 {
            let half = boards.len() / 2;
            candidates.push(lines(&boards[..half]));
            candidates.push(lines(&boards[half..]));
        }
        return candidates;
    }
    let board = boards[0];
    if let Some(moves) = contest::answer(&board) {
        let path = contest_path(&board, &moves);
        if moves.len() >= 2 {
            candidates.push(lines(&[path[moves.len() / 2]]));
        }
        if !moves.is_empty() {
            candidates.push(lines(&[path[1]]));
        }
    }
    if input != lines(&boards) {
        candidates.push(lines(&boards));
    }
    candidates
}

/// The boards along `moves` from `board`, both ends included.
fn contest_path(board: &Board, moves: &str) -> Vec<Board> {
    let mut path = vec![*board];
    for letter in moves.bytes() {
        let at = path[path.len() - 1];
        let space = contest::space_of(&at);
        let to = match letter {
            b'u' => space - 3,
            b'd' => space + 3,
            b'l' => space - 1,
            _ => space + 1,
        };
        let mut next = at;
        next.swap(space, to);
        path.push(next);
    }
    path
}

/// Case `case` against the goal: one-way BFS from the board, and the
/// template's bidirectional BFS, both with the contest version's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let boards = read_all(input)?;
    let board = *boards.get(case.wrapping_sub(1)).ok_or_else(|| {
        format!(
            "the input holds {} puzzles, no puzzle {}",
            boards.len(),
            case
        )
    })?;
    let is_goal = |state: &Board| *state == GOAL;
    let one_way = trace::one_way(vec![board], is_goal, contest::successors, Limits::NONE);
    let (two_way, meeting) = trace::two_way(
        vec![board],
        vec![GOAL],
        contest::successors,
        contest::successors,
        Limits::NONE,
    );
    let mut notes = vec![
        "every move is undone by its opposite: the backward side uses the same moves".to_string(),
        "with more than 10 solvable puzzles in one input, src/main.rs answers from one \
         backward BFS over all 181,440 solvable boards instead"
            .to_string(),
    ];
    if !contest::is_solvable(&board) {
        notes.push(
            "odd parity: unsolvable; the solutions answer at once, and both searches \
             drawn here run out of boards (the one-way one after the board's whole half)"
                .to_string(),
        );
    }
    Ok(Trace {
        title: format!("poj-1077: {} -> {}", render(&board), render(&GOAL)),
        one_way,
        two_way,
        meeting: meeting.map(|board| render(&board)),
        notes,
    })
}

/// Every puzzle of a well-formed input, read by the contest version.
fn read_all(input: &str) -> Result<Vec<Board>, String> {
    match contest::read_puzzles(input) {
        (boards, None) => Ok(boards),
        (_, Some(message)) => Err(message),
    }
}

/// The nine cells on one line, `x` for the space.
fn render(board: &Board) -> String {
    let cells: Vec<String> = board
        .iter()
        .map(|&cell| match cell {
            0 => "x".to_string(),
            tile => tile.to_string(),
        })
        .collect();
    cells.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(input: &str) -> Vec<String> {
        let mut out = String::new();
        contest::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        let mut out_fast = String::new();
        fast::solve(input, &mut out_fast).unwrap();
        let lines: Vec<String> = out.lines().map(str::to_string).collect();
        let fast_lines: Vec<&str> = out_fast.lines().collect();
        assert_eq!(lines.len(), fast_lines.len());
        for (a, b) in lines.iter().zip(&fast_lines) {
            assert_eq!(a.len(), b.len(), "{:?}", input);
        }
        lines
    }

    #[test]
    fn generated_inputs_are_valid_and_the_traps_appear() {
        let mut rng = Rng::new(1077);
        let (mut unsolvable, mut goal, mut deepest, mut several, mut tables) = (0, 0, 0, 0, 0);
        for round in 0..600 {
            let input = generate(&mut rng, round % 101);
            let lines = answers(&input);
            unsolvable += lines.iter().filter(|l| *l == "unsolvable").count();
            goal += lines.iter().filter(|l| l.is_empty()).count();
            deepest += lines.iter().filter(|l| l.len() == 31).count();
            several += usize::from(lines.len() > 1);
            let solvable = lines.iter().filter(|l| *l != "unsolvable").count();
            tables += usize::from(solvable > 10);
        }
        assert!(unsolvable > 300, "{} unsolvable", unsolvable);
        assert!(goal > 50, "{} goals", goal);
        assert!(deepest > 50, "{} 31-move boards", deepest);
        assert!(several > 200, "{} multi-case inputs", several);
        assert!(tables > 10, "{} inputs past the switch", tables);
    }

    #[test]
    fn generation_is_deterministic() {
        let (mut a, mut b) = (Rng::new(4), Rng::new(4));
        for size in 0..=100 {
            assert_eq!(generate(&mut a, size), generate(&mut b, size));
        }
    }

    #[test]
    fn shrink_candidates_are_valid_and_smaller() {
        let mut rng = Rng::new(31);
        for round in 0..100 {
            let input = generate(&mut rng, round % 101);
            let puzzles = read_all(&input).unwrap().len();
            let moves: usize = answers(&input).iter().map(|l| l.len()).sum();
            for candidate in shrink(&input) {
                assert_ne!(candidate, input);
                let fewer = read_all(&candidate).unwrap().len();
                let smaller: usize = answers(&candidate).iter().map(|l| l.len()).sum();
                assert!(
                    fewer < puzzles || (fewer == 1 && smaller <= moves),
                    "{:?} -> {:?}",
                    input,
                    candidate
                );
            }
        }
        // Several puzzles: each alone first.
        let two = "1 2 3 4 5 6 7 8 x\n8 6 7 2 5 4 3 x 1\n";
        assert_eq!(
            shrink(two)[..2],
            ["1 2 3 4 5 6 7 8 x\n", "8 6 7 2 5 4 3 x 1\n"]
        );
        // One puzzle: half way, then one move nearer.
        let nearer = shrink("8 6 7 2 5 4 3 x 1\n");
        let lengths: Vec<usize> = nearer.iter().map(|c| answers(c)[0].len()).collect();
        assert_eq!(lengths, [16, 30]);
        assert!(shrink("1 2 3 4 5 6 7 8 x\n").is_empty());
    }

    #[test]
    fn traced_distances_are_the_solution_s() {
        // An unsolvable board costs the one-way trace its whole half: trace a few only.
        let mut unsolvable_traced = 0;
        for sample in crate::testing::samples("poj-1077") {
            let lines = answers(&sample.input);
            for (case, line) in lines.iter().enumerate() {
                if line == "unsolvable" {
                    unsolvable_traced += 1;
                    if unsolvable_traced > 2 {
                        continue;
                    }
                }
                let traced = trace(&sample.input, case + 1).unwrap();
                let expected = Some(line.len()).filter(|_| line != "unsolvable");
                assert_eq!(traced.one_way.distance, expected, "{}", sample.name);
                assert_eq!(traced.two_way.distance, expected, "{}", sample.name);
            }
        }
        assert!(trace("1 2 3 4 5 6 7 8 x", 2).is_err());
        assert!(trace("1 2 3 4 5 6 7 8 8", 1).is_err());
    }

    #[test]
    fn the_chart_input_is_a_31_move_board() {
        let root = crate::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.two_way.distance, Some(31));
        assert!(traced.two_way.stored() * 10 < traced.one_way.stored());
    }
}
