//! wikioi-1004's lab (`judging::lab`): valid boards (7 `B`, 7 `W`, 2 `O`)
//! with the traps drawn often, and what the template's bidirectional
//! search does where the goal is a set. `bibfs` takes one goal, so its
//! backward side starts from a virtual goal, one move past every position
//! with a line; the virtual goal's predecessors, the backward side's first
//! layer, are the whole goal set (283,072 positions).

use crate::fast::{self as solution, State, ToMove};
use judging::compare;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::text::thousands;
use judging::trace::{counted, Recorder, Search, Side, Trace};
use std::cell::Cell;
use template::observe::{self, Observer};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: compare::exact,
    // A deepest board (7 moves): the one-way search stores 455 states, the
    // bidirectional one the goal set besides.
    chart_input: "samples/wikioi-1004/deepest-seven-moves.in",
    figures: &[],
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

/// The solution's one-way search against the template's bidirectional
/// search to the virtual goal, both with the solution's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("wikioi-1004 has one case, not a case {}", case));
    }
    Ok(trace_board(solution::read_board(input)?))
}

/// The two searches from `start`, with notes on what the bidirectional
/// one did with the goal set.
pub fn trace_board(start: State) -> Trace {
    let one_way = one_way(start);
    let (two_way, meeting) = two_way(start);
    let goal_layer = two_way
        .layers
        .iter()
        .find(|layer| layer.side == Side::Backward);
    let mut notes = vec![
        format!(
            "the goal is a set: every position with a line of four, black or white to move, \
             {} states; `bibfs` takes one goal, so its backward side starts from a virtual goal \
             one move past every position with a line, whose predecessors are the goal set",
            thousands(GOAL_POSITIONS)
        ),
        "the virtual goal is not a position: it is left out of the layers and the counts; the \
         backward side's first layer, the goal set, is shown at depth 0 (every backward depth \
         is shown in moves from a line, one less than the template's), and the distance is the \
         template's less the move into the virtual goal"
            .to_string(),
    ];
    notes.push(match goal_layer {
        Some(layer) if !layer.partial && two_way.deepest(Side::Backward) == 0 => {
            "the backward side stores the whole goal set in one layer before it could grow \
             another; its frontier is never the smaller again, so it never grows: the \
             bidirectional search is the one-way search plus a stored goal set, which the \
             solution replaces by a test (`has_line`) on each new state"
                .to_string()
        }
        Some(layer) if layer.partial => format!(
            "the sides met inside the goal layer, after {} of its positions: the forward \
             side already stored a position with a line",
            thousands(layer.size as u64)
        ),
        Some(_) => "the backward side grew past the goal set".to_string(),
        None => "the sides met before the backward side grew: the forward side expanded a \
                 position with a line (its first move is into the virtual goal) while its \
                 frontier was no larger than the backward side's, the virtual goal alone"
            .to_string(),
    });
    notes.push(
        "the start has either side to move (`Either`); every later state has a definite one"
            .to_string(),
    );
    Trace {
        title: format!("wikioi-1004: {} -> a line of four", row_text(&start)),
        one_way,
        two_way,
        meeting: meeting.map(|state| row_text(&state)),
        notes,
    }
}

/// The solution's own search, as `solve` runs it: the template's
/// `bfs::distance` with the solution's `has_line` and `successors`.
pub fn one_way(start: State) -> Search {
    let generated = Cell::new(0);
    let mut recorder = Recorder::one_way(1, &generated);
    let moves = counted(&generated, solution::successors);
    let found =
        template::bfs::distance_with(start, solution::has_line, moves, usize::MAX, &mut recorder);
    recorder.finish("template::bfs::distance", found)
}

/// A state of the bidirectional search: a position, or the virtual goal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Node {
    Position(State),
    /// One move past every position with a line: its predecessors are the
    /// goal set, and it has no successors.
    VirtualGoal,
}

/// The goal states, `goal_positions(start).len()` for a start without a
/// line (`the_goal_set_and_the_moves_backwards` checks it).
const GOAL_POSITIONS: u64 = 283_072;

const TWO_WAY: &str = "template::bibfs::distance to a virtual goal one move past every line";

/// The template's bidirectional search from `start` to the virtual goal,
/// with the solution's `successors` (and `has_line`, for the move into the
/// virtual goal) forwards and `predecessors` backwards, recorded in
/// positions and moves (see the notes of [`trace_board`]). Returns the
/// search and the position where the sides met.
pub fn two_way(start: State) -> (Search, Option<State>) {
    let generated = Cell::new(0);
    // The position whose move into the virtual goal the forward side took:
    // the virtual goal is the backward side's root, so that move ends the
    // search at once, and in positions the sides met there.
    let line_expanded = Cell::new(None);
    let mut after = counted(&generated, solution::successors);
    // A position with a line steps into the virtual goal first.
    let forward = |node: &Node| match *node {
        Node::Position(state) => {
            let mut next = Vec::new();
            if solution::has_line(&state) {
                line_expanded.set(Some(state));
                next.push(Node::VirtualGoal);
            }
            next.extend(after(&state).map(Node::Position));
            next
        }
        Node::VirtualGoal => Vec::new(),
    };
    let mut before = counted(&generated, predecessors);
    let mut goal_set = counted(&generated, goal_positions);
    let backward = |node: &Node| {
        let states = match *node {
            Node::Position(state) => before(&state),
            Node::VirtualGoal => goal_set(&start),
        };
        states.into_iter().map(Node::Position).collect::<Vec<_>>()
    };
    // No root layer on the backward side: its root is not a position.
    let mut recorder = Positions(Recorder::two_way(1, 0, &generated));
    let found = template::bibfs::distance_with(
        Node::Position(start),
        Node::VirtualGoal,
        forward,
        backward,
        usize::MAX,
        &mut recorder,
    );
    let meeting = found.and(line_expanded.get().or(recorder.0.last));
    // Every path to the virtual goal ends with the move into it.
    let moves = found.map(|steps| steps - 1);
    let mut search = recorder.0.finish(TWO_WAY, moves);
    for layer in &mut search.layers {
        if layer.side == Side::Backward {
            layer.depth -= 1;
        }
    }
    (search, meeting)
}

/// A recorder told of positions only. The virtual goal is stored by the
/// backward side as its root (never reported) and by the forward side
/// only as the meeting, which ends the search: no finished layer holds it.
struct Positions<'a>(Recorder<'a, State>);

impl Observer<Node> for Positions<'_> {
    fn stored(&mut self, side: observe::Side, depth: usize, node: &Node) -> bool {
        match node {
            Node::Position(state) => self.0.stored(side, depth, state),
            Node::VirtualGoal => true,
        }
    }

    fn layer(&mut self, side: observe::Side, depth: usize, size: usize) {
        self.0.layer(side, depth, size)
    }
}

/// The states one move before `state`: the side that moved last (the one
/// not to move now) slides a piece back into an adjacent empty cell, and
/// before that move it was its turn, or the game's start (`Either`).
/// Slides are their own inverse, so the solution's `successors` from the
/// state with the turn handed back give the boards. Each earlier board
/// comes with `Either` to move too, since it may have been the start; for
/// any other board that state is one the start never reaches, so every
/// state it does reach keeps its exact distance backwards.
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

/// Every position with a line, with black to move and with white to move
/// (`GOAL_POSITIONS` of them); and `start` too when it has a line, the
/// only state with `Either` to move that a search from it reaches.
fn goal_positions(start: &State) -> Vec<State> {
    let mut goals = Vec::new();
    for board in all_boards().into_iter().filter(solution::has_line) {
        for to_move in [ToMove::Black, ToMove::White] {
            goals.push(State { to_move, ..board });
        }
    }
    if solution::has_line(start) {
        goals.push(*start);
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

/// The board on one line, its rows joined by `/`.
fn row_text(board: &State) -> String {
    render(board).trim_end().replace('\n', "/")
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
        let official = read("BWBO WBWB BWBW WBWO");
        assert_eq!(goal_positions(&official).len() as u64, GOAL_POSITIONS);
        // A start with a line is a goal too, with `Either` to move.
        let lined = read("BBBB WWWW BBBW WWOO");
        let goals = goal_positions(&lined);
        assert_eq!(goals.len() as u64, GOAL_POSITIONS + 1);
        assert_eq!(goals.last(), Some(&lined));
        assert!(goals.iter().all(solution::has_line));
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
        for sample in judging::testing::samples("wikioi-1004") {
            let traced = trace(&sample.input, 1).unwrap();
            let moves = answer(&sample.input);
            assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
            assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
            assert!(traced.one_way.stored() < 1_000);
            if moves == 0 {
                // The forward side's first move is into the virtual goal:
                // the backward side never grows.
                assert_eq!(traced.two_way.stored(), 1, "{}", sample.name);
                assert!(!traced.two_way.grew(Side::Backward));
            } else {
                // The goal set alone outweighs the one-way search many times.
                assert!(traced.two_way.stored() > 283_072, "{}", sample.name);
            }
        }
        assert!(trace("BWBO WBWB BWBW WBWO", 2).is_err());
        assert!(trace("BWBO WBWB BWBW WBWB", 1).is_err());
    }

    /// The virtual goal adds one move to every path and one root to the
    /// backward side; the trace takes both off again. Over boards with the
    /// traps: the distance is the answer, the sides meet at a position
    /// with a line as many moves from the start, and the backward side
    /// never grows past the goal set.
    #[test]
    fn the_virtual_goal_costs_one_move_taken_off_again() {
        let mut rng = Rng::new(1195);
        for round in 0..40 {
            let input = generate(&mut rng, round);
            let start = read(&input);
            let (two_way, meeting) = two_way(start);
            let moves = answer(&input);
            assert_eq!(two_way.distance, Some(moves), "{}", input);
            let meeting = meeting.unwrap();
            assert!(solution::has_line(&meeting), "{}", input);
            assert_eq!(two_way.deepest(Side::Forward), moves, "{}", input);
            let backward: Vec<_> = two_way
                .layers
                .iter()
                .filter(|layer| layer.side == Side::Backward)
                .collect();
            assert!(backward.len() <= 1, "{}", input);
            if let Some(goal_layer) = backward.first() {
                assert_eq!(goal_layer.depth, 0);
                assert!(goal_layer.size as u64 <= GOAL_POSITIONS);
                assert_eq!(goal_layer.stored, goal_layer.size);
                assert!(goal_layer.generated >= goal_layer.size as u64);
            }
        }
    }

    #[test]
    fn a_line_one_move_away_meets_inside_the_goal_layer() {
        // The forward side's first layer (5 positions, grown whole: its
        // frontier was no larger than the virtual goal's) holds a line, so
        // the backward side meets it before it stores the whole goal set.
        let traced = trace("BBBO WWWB BWBW WOWB", 1).unwrap();
        assert_eq!(traced.two_way.distance, Some(1));
        assert_eq!(traced.meeting.as_deref(), Some("BBBB/WWWO/BWBW/WOWB"));
        let goal_layer = traced.two_way.layers.last().unwrap();
        assert_eq!(goal_layer.side, Side::Backward);
        assert_eq!((goal_layer.depth, goal_layer.partial), (0, true));
        assert!((goal_layer.size as u64) < GOAL_POSITIONS);
        assert!(traced
            .notes
            .iter()
            .any(|n| n.contains("inside the goal layer")));
    }

    #[test]
    fn the_chart_input_is_a_deepest_board() {
        let input =
            std::fs::read_to_string(judging::workspace::root().join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(
            traced.title,
            "wikioi-1004: OOBB/BWWB/BWBW/WBWW -> a line of four"
        );
        let (one, two) = (&traced.one_way, &traced.two_way);
        assert_eq!((one.distance, two.distance), (Some(7), Some(7)));
        // The forward side repeats the one-way search layer for layer.
        let sizes = |search: &Search, side| -> Vec<usize> {
            let layers = search.layers.iter().filter(|layer| layer.side == side);
            layers.map(|layer| layer.size).collect()
        };
        assert_eq!(sizes(two, Side::Forward), sizes(one, Side::OneWay));
        // The backward side: the whole goal set in one layer, at depth 0.
        let goal_layer = two.layers.iter().find(|l| l.side == Side::Backward);
        let goal_layer = goal_layer.unwrap();
        assert_eq!((goal_layer.depth, goal_layer.partial), (0, false));
        assert_eq!(goal_layer.size as u64, GOAL_POSITIONS);
        assert_eq!(sizes(two, Side::Backward).len(), 1);
        // The chapter's point: that first layer alone outweighs the whole
        // one-way search, and the two-way search generates it too.
        assert_eq!(two.stored(), one.stored() + goal_layer.size);
        // Generated: the goal set on top of the one-way search's, give or
        // take the rest of one move list (each search stops part-way
        // through the list of the state where it stops; at most 8 moves).
        let extra = two.generated() as i64 - (one.generated() + GOAL_POSITIONS) as i64;
        assert!(extra.abs() <= 8, "{}", extra);
    }
}
