//! The template chapter's figures, as a lab program (`judging::lab`): the
//! 8-puzzle and the 15-puzzle searched by the template's own `bfs` and
//! `bibfs`, recorded layer by layer. `cargo trace template --figure NAME`
//! prints one; `cargo make charts` draws them to `template/charts/`.

use judging::compare;
use judging::lab::{self, Lab};
use judging::trace::{both_ways, Trace};

const LAB: Lab = Lab {
    generate: |_, _| String::new(),
    shrink: |_| Vec::new(),
    trace: |_, _| Err("the template's lab traces its figures only (--figure NAME)".to_string()),
    check: compare::exact,
    chart_input: "",
    figures: &[
        ("eight-puzzle", eight_puzzle),
        ("fifteen-puzzle", fifteen_puzzle),
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
