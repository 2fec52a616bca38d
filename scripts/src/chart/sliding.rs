//! The two sliding puzzles the template's README charts: the 8-puzzle on
//! one of its two boards 31 moves from the goal, the farthest there are,
//! and the 15-puzzle on the template bench's 20-move start, the farthest
//! whose one-way search still takes only seconds.
//!
//! Boards are written as the bench and the template's README write them:
//! the cells row by row, `0` for the blank. Both puzzles move the blank up,
//! down, left, right, in that order, as the bench and the solutions do, so
//! the traced counts are the bench's counts (`tests/charts.rs` holds them
//! to the figures of the template's README).

use crate::lab;
use crate::trace::{self, Limits, Trace};

/// One of the two 8-puzzle boards 31 moves from the goal.
pub const EIGHT_START: [u8; 9] = [8, 6, 7, 2, 5, 4, 3, 0, 1];
pub const EIGHT_GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The template bench's 15-puzzle start 20 moves from the goal.
pub const FIFTEEN_START: [u8; 16] = [3, 6, 7, 2, 1, 0, 8, 4, 5, 9, 11, 12, 13, 10, 14, 15];
pub const FIFTEEN_GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The 8-puzzle from [`EIGHT_START`] to [`EIGHT_GOAL`], traced by the
/// poj-1077 lab: the moves are that solution's own, and the lab the one
/// place that includes its file.
pub fn eight_puzzle() -> Result<Trace, String> {
    let input = show(&EIGHT_START).replace('0', "x");
    let mut trace = (lab::by_id("poj-1077")?.trace)(&input, 1)?;
    trace.title = format!("8-puzzle: {} -> {}", show(&EIGHT_START), show(&EIGHT_GOAL));
    trace.meeting = trace.meeting.map(|board| board.replace('x', "0"));
    trace.notes = vec![
        "traced by the poj-1077 lab, with that solution's moves; every slide is undone by \
         the opposite slide, so the backward side uses the same moves"
            .to_string(),
        "the solvable half of the 8-puzzle is 181,440 boards: one-way BFS from a board this \
         far out stores nearly all of them"
            .to_string(),
    ];
    Ok(trace)
}

/// The 15-puzzle from [`FIFTEEN_START`] to [`FIFTEEN_GOAL`].
pub fn fifteen_puzzle() -> Result<Trace, String> {
    let (start, goal) = (FIFTEEN_START, FIFTEEN_GOAL);
    let moves = fifteen_moves;
    let one_way = trace::one_way(vec![start], |board| *board == goal, moves, Limits::NONE);
    let (two_way, meeting) = trace::two_way(vec![start], vec![goal], moves, moves, Limits::NONE);
    Ok(Trace {
        title: format!("15-puzzle: {} -> {}", show(&start), show(&goal)),
        one_way,
        two_way,
        meeting: meeting.map(|board| show(&board)),
        notes: vec![
            "the start is the template bench's 20-move 15-puzzle (template/examples/bench.rs); \
             every slide is undone by the opposite slide, so the backward side uses the same \
             moves"
                .to_string(),
        ],
    })
}

/// The boards one slide of the blank away on the 4×4 board, up, down,
/// left, right.
pub fn fifteen_moves(board: &[u8; 16]) -> Vec<[u8; 16]> {
    let blank = board.iter().position(|&tile| tile == 0).unwrap_or(0);
    let (row, column) = (blank / 4, blank % 4);
    let mut next = Vec::with_capacity(4);
    let targets = [
        (row > 0, blank.wrapping_sub(4)),
        (row < 3, blank + 4),
        (column > 0, blank.wrapping_sub(1)),
        (column < 3, blank + 1),
    ];
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
fn show<B: AsRef<[u8]>>(board: &B) -> String {
    let cells: Vec<String> = board.as_ref().iter().map(|c| c.to_string()).collect();
    cells.join(" ")
}
