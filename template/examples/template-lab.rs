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
        ("worked-example", Figure::Steps(|| steps(false))),
        ("trap", Figure::Steps(|| steps(true))),
    ],
};

fn main() {
    lab::main(&LAB)
}

/// A hard 8-puzzle (31 moves, the most there is), blank written 0.
fn eight_puzzle() -> Result<Trace, String> {
    let note = "the solvable half of the 8-puzzle is 181,440 boards: one-way BFS from a board \
                this far out stores nearly all of them";
    puzzle("8-puzzle", [8, 6, 7, 2, 5, 4, 3, 0, 1], note)
}

/// The template bench's 20-move 15-puzzle (template/examples/bench.rs).
fn fifteen_puzzle() -> Result<Trace, String> {
    let start = [3, 6, 7, 2, 1, 0, 8, 4, 5, 9, 11, 12, 13, 10, 14, 15];
    let note = "the 15-puzzle has 10^13 solvable boards: only the square root of a search this \
                deep fits in memory";
    puzzle("15-puzzle", start, note)
}

/// Both searches of a sliding puzzle from `start` to the solved board:
/// tiles 1, 2, ... in order, the blank (0) last.
fn puzzle<const N: usize>(name: &str, start: [u8; N], note: &str) -> Result<Trace, String> {
    let goal: [u8; N] = std::array::from_fn(|i| ((i + 1) % N) as u8);
    let (one_way, two_way, meeting) = both_ways(start, goal, slides::<N>, slides::<N>);
    let same = "every slide is undone by the opposite slide, so the backward side uses the same \
                moves";
    Ok(Trace {
        title: format!("{name}: {} -> {}", show(&start), show(&goal)),
        one_way,
        two_way,
        meeting: meeting.map(|board| show(&board)),
        notes: vec![same.to_string(), note.to_string()],
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
    let slide = |(_, to)| {
        let mut moved = *board;
        moved.swap(blank, to);
        moved
    };
    let on_board = targets.into_iter().filter(|&(on_board, _)| on_board);
    on_board.map(slide).collect()
}

/// A board as the template's README writes it: `8 6 7 2 5 4 3 0 1`.
fn show(board: &[u8]) -> String {
    Vec::from_iter(board.iter().map(u8::to_string)).join(" ")
}

/// The README's small graph (judging::trace::Steps says how to read it):
/// eleven states, from A (the start) to K (the goal), five moves apart.
/// The edge from B to C passes over an empty place, and the cycle it closes
/// (A B C G F J I E D, nine moves) is odd: that is what lets the
/// one-state-at-a-time search find a path one move too long.
const PICTURE: [&str; 5] = ["A-B---C", "|     |", "D-E F-G", "| | |", "H-I-J-K"];

/// From A to K, the first and the last state in reading order: the
/// `worked-example`, `bibfs::path`, or the `trap`'s one-state-at-a-time
/// search, which returns six moves; one-way `bfs::path` beside it, five.
fn steps(trap: bool) -> Result<Steps, String> {
    let graph = graph_of(&PICTURE.map(String::from))?;
    let (start, goal) = (graph[0].0, graph[graph.len() - 1].0);
    let moves = |state: &char| {
        let found = graph.iter().find(|(name, _)| name == state);
        found.map(|(_, next)| next.clone()).unwrap_or_default()
    };
    let generated = Cell::new(0);
    let mut two = Recorder::two_way(1, 1, &generated).named(char::to_string, &[start], &[goal]);
    let (forward, backward) = (counted(&generated, moves), counted(&generated, moves));
    let (method, path, notes) = if trap {
        let shortest = shown(&bibfs::path(start, goal, moves, moves, usize::MAX));
        let note = format!("template::bibfs::path on the same graph: {shortest}");
        let path = trap::path_with(start, goal, forward, backward, &mut two);
        let method = "template::trap::path, one state at a time (wrong on purpose)";
        (method, path, vec![note])
    } else {
        let path = bibfs::path_with(start, goal, forward, backward, usize::MAX, &mut two);
        ("template::bibfs::path", path, Vec::new())
    };
    let distance = path.as_ref().map(|path| path.len() - 1);
    let meeting = two.meeting(distance, &start);
    let two_way = two.finish(method, distance);
    let mut one = Recorder::one_way(1, &generated).named(char::to_string, &[start], &[]);
    let moves = counted(&generated, moves);
    let found = bfs::path_with(start, |state| *state == goal, moves, usize::MAX, &mut one);
    let one_way = one.finish("template::bfs::path", found.map(|path| path.len() - 1));
    Ok(Steps {
        picture: PICTURE.iter().map(|line| line.to_string()).collect(),
        path: path.as_deref().map(names),
        trace: Trace {
            title: format!("From {} to {} by {}", start, goal, method),
            one_way,
            two_way,
            meeting: meeting.map(|state| state.to_string()),
            notes,
        },
    })
}

/// A path as a figure's note writes it: `A B C (2 moves)`.
fn shown(path: &Option<Vec<char>>) -> String {
    match path {
        Some(path) => format!("{} ({} moves)", names(path).join(" "), path.len() - 1),
        None => "no path".to_string(),
    }
}

/// The states of a path by name.
fn names(path: &[char]) -> Vec<String> {
    path.iter().map(char::to_string).collect()
}
