//! wikioi-1004's lab (`judging::lab`): valid boards (7 `B`, 7 `W`, 2 `O`)
//! with the traps drawn often, and what the template's bidirectional
//! search does where the goal is a set. `bibfs` takes one goal, so its
//! backward side starts from a virtual goal, one move past every position
//! with a line; the virtual goal's predecessors, the backward side's first
//! layer, are the whole goal set (283,072 positions).

use crate::fast::{self as solution, State, ToMove};
use judging::compare;
use judging::lab::{nth_case, odd_layout, Lab};
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
/// images under the board's symmetries ([`symmetric`]) are deepest too.
pub const DEEPEST: [&str; 2] = ["OOBB BWWB BWBW WBWW", "OOWW WBBW WBWB BWBB"];

/// The goal states, `goal_positions(start).len()` for a start without a
/// line.
pub const GOAL_POSITIONS: u64 = 283_072;

/// A valid board; the statement's board has one size, so `size` does not
/// matter. About a quarter are traps: a line already at the start (answer
/// 0), a colour that cannot move at all, and the deepest boards (7 moves).
fn generate(rng: &mut Rng, _size: u32) -> String {
    let board = if rng.chance(1, 4) {
        match rng.below(3) {
            0 => random_board_where(rng, solution::has_line),
            1 => random_board_where(rng, stuck),
            _ => symmetric(&read(DEEPEST[rng.below(2)]), rng.below(16)),
        }
    } else {
        random_board_where(rng, |_| true)
    };
    odd_layout(rng, render(&board), 8)
}

/// The board as four plain rows, when written otherwise: every board has
/// the same size.
fn shrink(input: &str) -> Vec<String> {
    match solution::read_board(input) {
        Ok(board) if render(&board) != input => vec![render(&board)],
        _ => Vec::new(),
    }
}

fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let start = nth_case(vec![solution::read_board(input)?], case)?;
    Ok(trace_board(start))
}

/// The solution's one-way search against the template's bidirectional
/// search to the virtual goal, both with the solution's moves, with notes
/// on what the bidirectional one did with the goal set.
pub fn trace_board(start: State) -> Trace {
    let (two_way, meeting) = two_way(start);
    let notes = vec![
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
        goal_layer_note(&two_way),
        "the start has either side to move (`Either`); every later state has a definite one"
            .to_string(),
    ];
    Trace {
        title: format!("wikioi-1004: {} -> a line of four", row_text(&start)),
        one_way: one_way(start),
        two_way,
        meeting: meeting.map(|state| row_text(&state)),
        notes,
    }
}

/// What the backward side did with the goal set.
fn goal_layer_note(two_way: &Search) -> String {
    let goal_layer = two_way.layers.iter().find(|l| l.side == Side::Backward);
    match goal_layer {
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

/// A state of the bidirectional search: a position, or the virtual goal,
/// whose predecessors are the goal set and which has no successors.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Node {
    Position(State),
    VirtualGoal,
}

const TWO_WAY: &str = "template::bibfs::distance to a virtual goal one move past every line";

/// The template's bidirectional search from `start` to the virtual goal,
/// recorded in positions and moves (see [`trace_board`]'s notes), and the
/// position where the sides met.
pub fn two_way(start: State) -> (Search, Option<State>) {
    let generated = Cell::new(0);
    // The forward side's move into the virtual goal, the backward side's
    // root, ends the search at once: in positions the sides met where it
    // was taken.
    let line_expanded = Cell::new(None);
    let mut after = counted(&generated, solution::successors);
    let forward = |node: &Node| match *node {
        Node::Position(state) => {
            let goal = solution::has_line(&state).then_some(Node::VirtualGoal);
            if goal.is_some() {
                line_expanded.set(Some(state));
            }
            let next = after(&state).map(Node::Position);
            goal.into_iter().chain(next).collect()
        }
        Node::VirtualGoal => Vec::new(),
    };
    let mut before = counted(&generated, predecessors);
    let mut goal_set = counted(&generated, goal_positions);
    let backward = |node: &Node| match *node {
        Node::Position(state) => before(&state).map(Node::Position).collect::<Vec<_>>(),
        Node::VirtualGoal => goal_set(&start).map(Node::Position).collect(),
    };
    // No root layer on the backward side: its root is not a position.
    let mut recorder = Positions(Recorder::two_way(1, 0, &generated));
    let (from, to) = (Node::Position(start), Node::VirtualGoal);
    let found =
        template::bibfs::distance_with(from, to, forward, backward, usize::MAX, &mut recorder);
    let meeting = found.and(line_expanded.get().or(recorder.0.last));
    // Every path to the virtual goal ends with the move into it.
    let mut search = recorder.0.finish(TWO_WAY, found.map(|steps| steps - 1));
    for layer in &mut search.layers {
        layer.depth -= usize::from(layer.side == Side::Backward);
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

/// The states one move before `state`: slides are their own inverse, so
/// the solution's `successors` with the turn handed back to the side that
/// moved last give the boards. Each comes with `Either` to move too, since
/// it may have been the start; for any other board that state is one the
/// start never reaches, so every state it reaches keeps its distance.
pub fn predecessors(state: &State) -> Vec<State> {
    let last_mover = match state.to_move {
        ToMove::Black => ToMove::White,
        ToMove::White => ToMove::Black,
        ToMove::Either => return Vec::new(),
    };
    let to_move = last_mover;
    let turns = [last_mover, ToMove::Either];
    let before = |earlier: State| turns.map(|to_move| State { to_move, ..earlier });
    let earlier = solution::successors(&State { to_move, ..*state });
    earlier.into_iter().flat_map(before).collect()
}

/// Every position with a line, with black to move and with white to move
/// (`GOAL_POSITIONS` of them); and `start` too when it has a line, the
/// only state with `Either` to move that a search from it reaches.
pub fn goal_positions(start: &State) -> Vec<State> {
    let turns = [ToMove::Black, ToMove::White];
    let turned = |board: State| turns.map(|to_move| State { to_move, ..board });
    let lined = all_boards().into_iter().filter(solution::has_line);
    let mut goals: Vec<State> = lined.flat_map(turned).collect();
    goals.extend(Some(*start).filter(solution::has_line));
    goals
}

/// All 411,840 boards with 7 black, 7 white and 2 empty cells (`Either`
/// to move).
pub fn all_boards() -> Vec<State> {
    let masks = |bits: u32, ones: u32| (0u32..1 << bits).filter(move |m| m.count_ones() == ones);
    let mut boards = Vec::new();
    for pieces in masks(16, 14) {
        let cells: Vec<usize> = cells_of(pieces as u16).collect();
        for blacks in masks(14, 7) {
            let black = mask_of(cells_of(blacks as u16).map(|k| cells[k]));
            boards.push(board(black, pieces as u16 & !black));
        }
    }
    boards
}

/// The cells whose bits `mask` sets.
fn cells_of(mask: u16) -> impl Iterator<Item = usize> {
    (0..16).filter(move |&cell| mask >> cell & 1 == 1)
}

/// The mask that sets the bits of `cells`.
fn mask_of(cells: impl Iterator<Item = usize>) -> u16 {
    cells.fold(0, |mask, cell| mask | 1 << cell)
}

/// The board of masks `black` and `white`, either side to move.
fn board(black: u16, white: u16) -> State {
    let to_move = ToMove::Either;
    State {
        black,
        white,
        to_move,
    }
}

/// A random board (by shuffled cells) that `wanted` accepts.
fn random_board_where(rng: &mut Rng, wanted: impl Fn(&State) -> bool) -> State {
    loop {
        let mut cells = *b"BBBBBBBWWWWWWWOO";
        rng.shuffle(&mut cells);
        let mask = |c| mask_of((0..16).filter(|&i| cells[i] == c));
        let board = board(mask(b'B'), mask(b'W'));
        if wanted(&board) {
            return board;
        }
    }
}

/// Whether a colour has no piece next to an empty cell.
pub fn stuck(board: &State) -> bool {
    let moves = solution::successors(board);
    let moved = |side: ToMove| moves.iter().any(|s| s.to_move != side);
    !(moved(ToMove::Black) && moved(ToMove::White))
}

/// One of the 16 images of `board` under the symmetries that keep the
/// answer: the 8 rotations and reflections of the square (rows, columns
/// and diagonals map onto each other), each with the colours swapped or not.
pub fn symmetric(board: &State, which: usize) -> State {
    let turn = |cell: usize| {
        let (row, col) = match which & 1 {
            1 => (cell % 4, cell / 4),
            _ => (cell / 4, cell % 4),
        };
        let flip = |n: usize, bit: usize| if which & bit != 0 { 3 - n } else { n };
        flip(row, 2) * 4 + flip(col, 4)
    };
    let map = |mask: u16| mask_of(cells_of(mask).map(turn));
    let (black, white) = (map(board.black), map(board.white));
    match which >= 8 {
        true => self::board(white, black),
        false => self::board(black, white),
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
    let cell = |c: usize| match (board.black >> c & 1, board.white >> c & 1) {
        (1, _) => 'B',
        (_, 1) => 'W',
        _ => 'O',
    };
    let row = |r: usize| (4 * r..4 * r + 4).map(cell).chain(Some('\n'));
    (0..4).flat_map(row).collect()
}
