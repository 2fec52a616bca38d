//! The reference the tests trust, written independently of the solution: a plain one-way
//! BFS from the goal over boards kept as text, and a checker that replays an answer's moves.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

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
