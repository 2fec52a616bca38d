//! The references of the tests, written without the solution's code and
//! checked against each other (tests/reference.rs):
//! - `forward_distance`: the plainest search, one board at a time, with
//!   boards as arrays of letters and the goal tested when a state is taken
//!   from the queue.
//! - `Retrograde`: one backward search from every goal state at once, which
//!   gives the distance of all 823,680 (board, side to move) states in about
//!   a second; the exhaustive test compares the solution with it on every
//!   one of the 411,840 boards.
//!
//! And the boards, inputs and bench inputs the test files share.
#![allow(dead_code)]

use judging::testing::Rng;
use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

pub const BOARDS: usize = 411_840; // 16! / (7! 7! 2!)

// ---------------------------------------------------------------------------
// The references

/// A board row by row: `b'B'`, `b'W'` or `b'O'` (empty).
pub type Board = [u8; 16];

pub fn adjacent(cell: usize) -> Vec<usize> {
    let (row, col) = (cell / 4, cell % 4);
    let mut cells = Vec::new();
    if row > 0 {
        cells.push(cell - 4);
    }
    if row < 3 {
        cells.push(cell + 4);
    }
    if col > 0 {
        cells.push(cell - 1);
    }
    if col < 3 {
        cells.push(cell + 1);
    }
    cells
}

pub fn lines_of_four() -> Vec<[usize; 4]> {
    let mut lines = Vec::new();
    for i in 0..4 {
        lines.push([4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3]);
        lines.push([i, i + 4, i + 8, i + 12]);
    }
    lines.push([0, 5, 10, 15]);
    lines.push([3, 6, 9, 12]);
    lines
}

pub fn has_line(board: &Board) -> bool {
    lines_of_four().iter().any(|line| {
        let first = board[line[0]];
        first != b'O' && line.iter().all(|&cell| board[cell] == first)
    })
}

pub fn other(colour: u8) -> u8 {
    if colour == b'B' {
        b'W'
    } else {
        b'B'
    }
}

/// The boards after one move of `colour`.
pub fn moves_of(board: &Board, colour: u8) -> Vec<Board> {
    let mut boards = Vec::new();
    for from in 0..16 {
        if board[from] != colour {
            continue;
        }
        for to in adjacent(from) {
            if board[to] == b'O' {
                let mut next = *board;
                next[to] = colour;
                next[from] = b'O';
                boards.push(next);
            }
        }
    }
    boards
}

/// Plain BFS from both openings; `None` when no line can be reached.
pub fn forward_distance(board: &Board) -> Option<u32> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    for first in [b'B', b'W'] {
        seen.insert((*board, first));
        queue.push_back((*board, first, 0));
    }
    while let Some((board, mover, moves)) = queue.pop_front() {
        if has_line(&board) {
            return Some(moves);
        }
        for next in moves_of(&board, mover) {
            if seen.insert((next, other(mover))) {
                queue.push_back((next, other(mover), moves + 1));
            }
        }
    }
    None
}

/// Every board with 7 black, 7 white and 2 empty cells, in a fixed order.
pub fn all_boards() -> Vec<Board> {
    let mut boards = Vec::with_capacity(BOARDS);
    for first_empty in 0..16 {
        for second_empty in first_empty + 1..16 {
            let pieces: Vec<usize> = (0..16)
                .filter(|&cell| cell != first_empty && cell != second_empty)
                .collect();
            for blacks in 0u32..1 << 14 {
                if blacks.count_ones() == 7 {
                    let mut board = [b'O'; 16];
                    for (k, &cell) in pieces.iter().enumerate() {
                        board[cell] = if blacks >> k & 1 == 1 { b'B' } else { b'W' };
                    }
                    boards.push(board);
                }
            }
        }
    }
    boards
}

/// The distance to a line of every (board, side to move) state, found
/// backwards from all goal states at once. A state missing from the table
/// can never reach a line.
pub struct Retrograde {
    pub distance: HashMap<(Board, u8), u8>,
}

impl Retrograde {
    pub fn build() -> Self {
        let mut distance = HashMap::new();
        let mut queue = VecDeque::new();
        for board in all_boards().into_iter().filter(has_line) {
            for mover in [b'B', b'W'] {
                distance.insert((board, mover), 0);
                queue.push_back((board, mover));
            }
        }
        while let Some((board, mover)) = queue.pop_front() {
            let moves = distance[&(board, mover)];
            // The last move was the other side's: undoing it is a move of
            // that side's piece back into an adjacent empty cell.
            let previous = other(mover);
            for earlier in moves_of(&board, previous) {
                distance.entry((earlier, previous)).or_insert_with(|| {
                    queue.push_back((earlier, previous));
                    moves + 1
                });
            }
        }
        Retrograde { distance }
    }

    /// The state's distance, `None` when it can never reach a line.
    pub fn state(&self, board: &Board, mover: u8) -> Option<u8> {
        self.distance.get(&(*board, mover)).copied()
    }

    /// The answer for a board: the better of the two openings.
    pub fn answer(&self, board: &Board) -> Option<u8> {
        let black = self.state(board, b'B');
        let white = self.state(board, b'W');
        black.into_iter().chain(white).min()
    }
}

/// Built once and shared by the tests that need it (about a second).
pub fn retrograde() -> Arc<Retrograde> {
    static TABLE: Mutex<Option<Arc<Retrograde>>> = Mutex::new(None);
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table
        .get_or_insert_with(|| Arc::new(Retrograde::build()))
        .clone()
}

// ---------------------------------------------------------------------------
// Helpers

pub fn board_text(board: &Board) -> String {
    let mut text = String::new();
    for row in board.chunks(4) {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text
}

pub fn parse_board(text: &str) -> Board {
    let letters: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    letters.try_into().expect("16 cells")
}

pub fn random_board(rng: &mut Rng) -> Board {
    let mut board = *b"BBBBBBBWWWWWWWOO";
    rng.shuffle(&mut board);
    board
}

pub fn expected_line(answer: Option<u8>) -> String {
    format!("{}\n", answer.expect("every board reaches a line"))
}

pub fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bench")
}

pub fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", dir.display(), e))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == extension))
        .collect();
    files.sort();
    files
}

// ---------------------------------------------------------------------------
// Benchmark inputs

/// The bench inputs with the reason each was chosen.
pub fn bench_boards(table: &Retrograde) -> Vec<(&'static str, Board)> {
    let boards = all_boards();
    let first = |wanted: &dyn Fn(&Board) -> bool| *boards.iter().find(|b| wanted(b)).unwrap();
    vec![
        ("official", parse_board("BWBO WBWB BWBW WBWO")),
        // The first of the 128 boards that need 7 moves, the most of any.
        ("deepest", first(&|b| table.answer(b) == Some(7))),
        // The board whose search stores the most states (779; the mean is
        // 17.8), found over all boards by `cargo test --release -p
        // wikioi-1004 --test figures -- --ignored --nocapture`. The count
        // depends on the order of the solution's moves, which decides where
        // in the last layer the search stops.
        ("most-states", parse_board("BWBW BOOW WWBB BBWW")),
        // A line already: the search ends before it starts.
        ("line-at-start", first(&|b| table.answer(b) == Some(0))),
        // Black cannot move; the answer needs the deepest white opening.
        (
            "black-stuck",
            *boards
                .iter()
                .filter(|b| table.state(b, b'B').is_none())
                .max_by_key(|b| table.answer(b))
                .unwrap(),
        ),
    ]
}
