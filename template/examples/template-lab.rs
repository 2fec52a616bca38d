//! The template chapter's figures, as a lab program (`judging::lab`):
//!
//! - the charts: the 8-puzzle and the 15-puzzle searched by the template's
//!   own `bfs` and `bibfs`, recorded layer by layer (`cargo make charts`
//!   draws them to `template/charts/`);
//! - the searches followed by hand: `worked-example`, `bibfs` on a graph of
//!   eleven states, and `trap`, the one-state-at-a-time search of
//!   `template::trap` (wrong on purpose) on the same graph, each state
//!   recorded by name (`cargo make charts` writes them into the README).
//!
//! `cargo trace template --figure NAME` prints one (`--steps`: step by step).

use judging::compare;
use judging::lab::{self, Figure, Lab};
use judging::trace::{both_ways, counted, graph_of, Recorder, Steps, Trace};
use std::cell::Cell;
use template::{bfs, bibfs, trap};

const LAB: Lab = Lab {
    generate: |_, _| String::new(),
    shrink: |_| Vec::new(),
    trace: |_, _| Err("the template's lab traces its figures only (--figure NAME)".to_string()),
    check: compare::exact,
    chart_input: "",
    figures: &[
        ("eight-puzzle", Figure::Chart(eight_puzzle)),
        ("fifteen-puzzle", Figure::Chart(fifteen_puzzle)),
        ("worked-example", Figure::Steps(worked_example)),
        ("trap", Figure::Steps(trap_example)),
    ],
};

fn main() {
    lab::main(&LAB)
}

/// A hard 8-puzzle (31 moves, the most there is), blank written 0.
const EIGHT_START: [u8; 9] = [8, 6, 7, 2, 5, 4, 3, 0, 1];
/// The template bench's 20-move 15-puzzle (template/examples/bench.rs).
const FIFTEEN_START: [u8; 16] = [3, 6, 7, 2, 1, 0, 8, 4, 5, 9, 11, 12, 13, 10, 14, 15];

fn eight_puzzle() -> Result<Trace, String> {
    let mut goal = [0; 9];
    solved(&mut goal);
    puzzle(
        "8-puzzle",
        EIGHT_START,
        goal,
        "the solvable half of the 8-puzzle is 181,440 boards: \
        one-way BFS from a board this far out stores nearly all of them",
    )
}

fn fifteen_puzzle() -> Result<Trace, String> {
    let mut goal = [0; 16];
    solved(&mut goal);
    puzzle(
        "15-puzzle",
        FIFTEEN_START,
        goal,
        "the 15-puzzle has 10^13 solvable boards: \
        only the square root of a search this deep fits in memory",
    )
}

/// Tiles 1, 2, ... in order, the blank (0) last.
fn solved(board: &mut [u8]) {
    let cells = board.len();
    for (i, tile) in board.iter_mut().enumerate() {
        *tile = ((i + 1) % cells) as u8;
    }
}

/// Both searches of a sliding puzzle from `start` to `goal`.
fn puzzle<const N: usize>(
    name: &str,
    start: [u8; N],
    goal: [u8; N],
    note: &str,
) -> Result<Trace, String> {
    let (one_way, two_way, meeting) = both_ways(start, goal, slides::<N>, slides::<N>);
    Ok(Trace {
        title: format!("{}: {} -> {}", name, show(&start), show(&goal)),
        one_way,
        two_way,
        meeting: meeting.map(|board| show(&board)),
        notes: vec![
            "every slide is undone by the opposite slide, so the backward side uses the same \
             moves"
                .to_string(),
            note.to_string(),
        ],
    })
}

/// The boards one slide of the blank away, up, down, left, right, on a
/// square board of `N` cells.
fn slides<const N: usize>(board: &[u8; N]) -> Vec<[u8; N]> {
    let side = (1..=N).find(|s| s * s == N).unwrap_or(1);
    let blank = board.iter().position(|&tile| tile == 0).unwrap_or(0);
    let (row, column) = (blank / side, blank % side);
    let targets = [
        (row > 0, blank.wrapping_sub(side)),
        (row + 1 < side, blank + side),
        (column > 0, blank.wrapping_sub(1)),
        (column + 1 < side, blank + 1),
    ];
    let mut next = Vec::with_capacity(4);
    for &(on_board, to) in &targets {
        if on_board {
            let mut moved = *board;
            moved.swap(blank, to);
            next.push(moved);
        }
    }
    next
}

/// A board as the template's README writes it: `8 6 7 2 5 4 3 0 1`.
fn show(board: &[u8]) -> String {
    let cells: Vec<String> = board.iter().map(|c| c.to_string()).collect();
    cells.join(" ")
}

// ---------------------------------------------------------------------------
// The searches a reader follows by hand

/// The README's small graph (judging::trace::Steps says how to read it):
/// eleven states, from A (the start) to K (the goal), five moves apart.
/// The edge from B to C passes over an empty place, and the cycle it closes
/// (A B C G F J I E D, nine moves) is odd: that is what lets the
/// one-state-at-a-time search find a path one move too long.
const PICTURE: [&str; 5] = ["A-B---C", "|     |", "D-E F-G", "| | |", "H-I-J-K"];

/// `bibfs::path` from A to K, and one-way `bfs::path` beside it.
fn worked_example() -> Result<Steps, String> {
    let graph = graph()?;
    let (start, goal) = ends(&graph);
    let moves = |state: &char| neighbours(&graph, *state);
    let generated = Cell::new(0);
    let mut two = Recorder::two_way(1, 1, &generated).named(name, &[start], &[goal]);
    let (forward, backward) = (counted(&generated, moves), counted(&generated, moves));
    let path = bibfs::path_with(start, goal, forward, backward, usize::MAX, &mut two);
    let method = "template::bibfs::path";
    steps(&graph, method, two, path, &generated, Vec::new())
}

/// The one-state-at-a-time search from A to K, which returns six moves, and
/// one-way `bfs::path` beside it, five.
fn trap_example() -> Result<Steps, String> {
    let graph = graph()?;
    let (start, goal) = ends(&graph);
    let moves = |state: &char| neighbours(&graph, *state);
    let generated = Cell::new(0);
    let mut two = Recorder::two_way(1, 1, &generated).named(name, &[start], &[goal]);
    let (forward, backward) = (counted(&generated, moves), counted(&generated, moves));
    let path = trap::path_with(start, goal, forward, backward, &mut two);
    let shortest = bibfs::path(start, goal, moves, moves, usize::MAX);
    let note = format!(
        "template::bibfs::path on the same graph: {}",
        shown(shortest.as_deref())
    );
    let method = "template::trap::path, one state at a time (wrong on purpose)";
    steps(&graph, method, two, path, &generated, vec![note])
}

/// A state's name: its letter.
fn name(state: &char) -> String {
    state.to_string()
}

/// The graph of [`PICTURE`]: each state with its neighbours.
fn graph() -> Result<Vec<(char, Vec<char>)>, String> {
    graph_of(&PICTURE.map(String::from))
}

fn neighbours(graph: &[(char, Vec<char>)], state: char) -> Vec<char> {
    (graph.iter())
        .find(|(name, _)| *name == state)
        .map(|(_, next)| next.clone())
        .unwrap_or_default()
}

/// The first and the last state in reading order: the start and the goal.
fn ends(graph: &[(char, Vec<char>)]) -> (char, char) {
    let first = graph.first().map_or('A', |(name, _)| *name);
    (first, graph.last().map_or(first, |(name, _)| *name))
}

fn shown(path: Option<&[char]>) -> String {
    match path {
        Some(path) => {
            let names: Vec<String> = path.iter().map(char::to_string).collect();
            format!("{} ({} moves)", names.join(" "), path.len() - 1)
        }
        None => "no path".to_string(),
    }
}

/// The figure of a two-sided search (named `method`) recorded by `two`,
/// which returned `path`; the one-way `bfs::path` is run beside it.
fn steps(
    graph: &[(char, Vec<char>)],
    method: &str,
    two: Recorder<char>,
    path: Option<Vec<char>>,
    generated: &Cell<u64>,
    notes: Vec<String>,
) -> Result<Steps, String> {
    let (start, goal) = ends(graph);
    let distance = path.as_ref().map(|path| path.len() - 1);
    let meeting = two.meeting(distance, &start);
    let two_way = two.finish(method, distance);
    let mut one = Recorder::one_way(1, generated).named(name, &[start], &[]);
    let moves = counted(generated, |state: &char| neighbours(graph, *state));
    let found = bfs::path_with(start, |state| *state == goal, moves, usize::MAX, &mut one);
    let one_way = one.finish("template::bfs::path", found.map(|path| path.len() - 1));
    Ok(Steps {
        picture: PICTURE.iter().map(|line| line.to_string()).collect(),
        path: path.map(|path| path.iter().map(char::to_string).collect()),
        trace: Trace {
            title: format!("From {} to {} by {}", start, goal, method),
            one_way,
            two_way,
            meeting: meeting.map(|state| state.to_string()),
            notes,
        },
    })
}
