//! The reference the tests trust, written independently of the solutions: a plain one-way
//! BFS from the goal over boards kept as text, and a checker that replays an answer's moves;
//! with the boards and inputs that `reference.rs`, `io.rs` and `figures.rs` share.
// Each test file uses its own part of this module.
#![allow(dead_code)]

use judging::testing::Rng;
use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};

/// A board as nine ASCII symbols row by row, `x` for the space.
pub type Board = [u8; 9];

pub const GOAL: Board = *b"12345678x";

/// The board after moving the space by `letter`, or `None` if that leaves the board or the
/// letter is not a move.
pub fn apply(board: &Board, letter: u8) -> Option<Board> {
    let at = board.iter().position(|&c| c == b'x')?;
    let to = match letter {
        b'u' if at >= 3 => at - 3,
        b'd' if at < 6 => at + 3,
        b'l' if at % 3 != 0 => at - 1,
        b'r' if at % 3 != 2 => at + 1,
        _ => return None,
    };
    let mut next = *board;
    next.swap(at, to);
    Some(next)
}

/// The puzzle as the input writes it: `1 2 3 4 5 6 7 8 x`.
pub fn text(board: &Board) -> String {
    let cells: Vec<String> = board.iter().map(|&c| (c as char).to_string()).collect();
    cells.join(" ")
}

/// All 9! boards, solvable or not, in lexicographic order.
pub fn all_boards() -> Vec<Board> {
    let mut board = *b"12345678x";
    let mut boards = vec![board];
    // Next permutation: find the last ascent, swap with the last larger cell, reverse the tail.
    while let Some(i) = (0..8).rev().find(|&i| board[i] < board[i + 1]) {
        let j = (i + 1..9).rev().find(|&j| board[j] > board[i]).unwrap();
        board.swap(i, j);
        board[i + 1..].reverse();
        boards.push(board);
    }
    boards
}

/// Distances to the goal of every board that can reach it.
pub struct Reference {
    pub distance: HashMap<Board, usize>,
}

impl Reference {
    pub fn new() -> Self {
        let mut distance = HashMap::new();
        distance.insert(GOAL, 0);
        let mut queue = VecDeque::from(vec![GOAL]);
        while let Some(board) = queue.pop_front() {
            let d = distance[&board];
            for &letter in b"udlr" {
                if let Some(next) = apply(&board, letter) {
                    distance.entry(next).or_insert_with(|| {
                        queue.push_back(next);
                        d + 1
                    });
                }
            }
        }
        Reference { distance }
    }

    /// How many boards lie at each distance from the goal.
    pub fn layer_sizes(&self) -> Vec<usize> {
        let deepest = self.distance.values().copied().max().unwrap_or(0);
        let mut sizes = vec![0; deepest + 1];
        for &d in self.distance.values() {
            sizes[d] += 1;
        }
        sizes
    }

    /// `Ok` when `line` is a right answer for `board`: `unsolvable` exactly when the goal is
    /// out of reach, otherwise legal moves that end at the goal, as few as possible.
    pub fn check(&self, board: &Board, line: &str) -> Result<(), String> {
        let line = line.trim_end();
        match self.distance.get(board) {
            None if line == "unsolvable" => Ok(()),
            None => Err(format!("{}: unsolvable, answered `{}`", text(board), line)),
            Some(&shortest) => {
                let mut at = *board;
                for letter in line.bytes() {
                    at = apply(&at, letter).ok_or_else(|| {
                        format!(
                            "{}: illegal move `{}` in `{}`",
                            text(board),
                            letter as char,
                            line
                        )
                    })?;
                }
                if at != GOAL {
                    Err(format!(
                        "{}: `{}` does not reach the goal",
                        text(board),
                        line
                    ))
                } else if line.len() != shortest {
                    Err(format!(
                        "{}: `{}` has {} moves, the shortest has {}",
                        text(board),
                        line,
                        line.len(),
                        shortest
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// A shortest answer, found by always stepping to a board one move nearer the goal.
    pub fn shortest_moves(&self, board: &Board) -> String {
        let Some(&distance) = self.distance.get(board) else {
            return "unsolvable".to_string();
        };
        let mut at = *board;
        let mut moves = String::new();
        for d in (0..distance).rev() {
            let (letter, next) = b"udlr"
                .iter()
                .filter_map(|&letter| Some((letter, apply(&at, letter)?)))
                .find(|(_, next)| self.distance.get(next) == Some(&d))
                .expect("a board at distance d + 1 has a neighbour at distance d");
            moves.push(letter as char);
            at = next;
        }
        moves
    }

    /// Checks an output line by line against its boards, and that nothing else is printed.
    pub fn check_output(&self, boards: &[Board], output: &str) -> Result<(), String> {
        let lines: Vec<&str> = output.lines().collect();
        if lines.len() != boards.len() {
            return Err(format!("{} puzzles, {} lines", boards.len(), lines.len()));
        }
        for (board, line) in boards.iter().zip(lines) {
            self.check(board, line)?;
        }
        Ok(())
    }
}

/// The boards of an input written by hand or generated: every run of nine tokens.
pub fn parse_boards(input: &str) -> Vec<Board> {
    let tokens: Vec<u8> = input
        .split_ascii_whitespace()
        .map(|t| {
            assert_eq!(t.len(), 1, "bad token in a test input");
            t.as_bytes()[0]
        })
        .collect();
    assert_eq!(tokens.len() % 9, 0, "incomplete puzzle in a test input");
    tokens
        .chunks(9)
        .map(|c| {
            let mut board = [0; 9];
            board.copy_from_slice(c);
            board
        })
        .collect()
}

/// A multi-case input, one puzzle per line.
pub fn input_of(boards: &[Board]) -> String {
    boards.iter().map(|b| text(b) + "\n").collect()
}

pub fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bench")
}

pub fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../samples/poj-1077")
}

/// Any of the 9! boards, solvable or not.
pub fn random_board(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    rng.shuffle(&mut board);
    board
}

/// `count` boards, each a random walk away from the goal: solvable, of mixed depths.
pub fn random_solvable_boards(rng: &mut Rng, count: usize) -> Vec<Board> {
    (0..count)
        .map(|_| {
            let mut board = GOAL;
            for _ in 0..rng.range(0, 200) {
                board = apply(&board, *rng.pick(b"udlr")).unwrap_or(board);
            }
            board
        })
        .collect()
}

/// An unsolvable board: `board` with two tiles swapped when it is solvable (any swap of two
/// cells flips the parity; two tiles, so that the space stays where it is).
pub fn unsolvable_from(reference: &Reference, mut board: Board) -> Board {
    if reference.distance.contains_key(&board) {
        let tiles: Vec<usize> = (0..9).filter(|&cell| board[cell] != b'x').collect();
        board.swap(tiles[0], tiles[1]);
    }
    board
}

/// Malformed inputs: the well-formed puzzles before the bad part (their answers must still be
/// printed), the bad part, and what the one-line message must say. Every version gives these
/// exact messages.
pub fn malformed_inputs() -> Vec<(String, String, &'static str)> {
    let good = "2 3 4 1 5 x 7 6 8\n";
    let goal = "1 2 3 4 5 6 7 8 x\n";
    let fresh = |bad: &str, message| (String::new(), bad.to_string(), message);
    vec![
        fresh("", "the input holds no puzzle"),
        fresh(" \r\n\n\t", "the input holds no puzzle"),
        fresh(
            "1 2 3 4 5 6 7 8 9",
            "puzzle 1: expected a tile 1-8 or `x`, found `9`",
        ),
        fresh(
            "0 1 2 3 4 5 6 7 8",
            "puzzle 1: expected a tile 1-8 or `x`, found `0`",
        ),
        fresh(
            "1 2 3 4 5 6 7 8 X",
            "puzzle 1: expected a tile 1-8 or `x`, found `X`",
        ),
        fresh(
            "12 3 4 5 6 7 8 x",
            "puzzle 1: expected a tile 1-8 or `x`, found `12`",
        ),
        fresh(
            "1 2 3 4 5 6 7 8 -x",
            "puzzle 1: expected a tile 1-8 or `x`, found `-x`",
        ),
        fresh("1 2 3 4 5 6 7 8 8", "puzzle 1: `8` appears twice"),
        fresh("x 2 3 4 5 6 7 8 x", "puzzle 1: `x` appears twice"),
        fresh(
            "1 2 3 4 5 6 7 8",
            "puzzle 1: the input ends after 8 of its 9 cells",
        ),
        (
            good.repeat(2),
            "1 2 3".to_string(),
            "puzzle 3: the input ends after 3 of its 9 cells",
        ),
        (
            good.to_string(),
            "hello".to_string(),
            "puzzle 2: expected a tile 1-8 or `x`, found `hello`",
        ),
        (
            format!("{}{}", good, goal),
            "1 2 3 4 5 6 7 8 8\n".to_string(),
            "puzzle 3: `8` appears twice",
        ),
        // Past the fast version's switch to the table, the earlier answers are still printed.
        (
            good.repeat(30),
            "1 2 3 4 5 6 7 8 y".to_string(),
            "puzzle 31: expected a tile 1-8 or `x`, found `y`",
        ),
        // A huge bad token is quoted cut short.
        (
            String::new(),
            "7".repeat(100_000),
            "puzzle 1: expected a tile 1-8 or `x`, found `77777777777777777777...`",
        ),
    ]
}
