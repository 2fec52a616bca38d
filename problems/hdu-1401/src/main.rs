//! HDU 1401 — Solitaire. Four identical pieces on an 8×8 board; a move takes
//! one piece to an empty orthogonal neighbour, or over an orthogonally
//! adjacent piece onto the empty cell right behind it. For each case (a start
//! and a target board, up to the end of the input) print `YES` if the target
//! is at most 8 moves away, else `NO`.
//!
//! Idea: bidirectional BFS with the depth limit shared by the two sides:
//! whole layers, the side with the smaller newest layer first, stop at the
//! first board the other side already stores. After k layers in all without
//! a meeting the distance is more than k, so exactly 8 layers decide a case
//! (split 4 + 4, or 5 + 3 when one side branches less; the proof is in
//! `template/README.md`). Every move is undone by a move of the same kind,
//! so the target's side uses the same moves. This is the search of the
//! contest version (`src/bin/hdu-1401-contest.rs`, the template's
//! `bibfs::distance`), with its bookkeeping made fast: the three speed-ups
//! below, each in its own section.
//!
//! State space: the set of occupied cells (the pieces are identical),
//! C(64, 4) = 635,376 boards, at most 16 moves from each (four pieces, four
//! directions, a step or a jump but never both).
//!
//! Cost: a case stores at most the boards within 4 or 5 moves of its two
//! ends, a few thousand, where a one-way search to depth 8 stores up to
//! about 136,000; a `NO` is the dear answer for both, since nothing ends the
//! search early. Memory: 635 KB of marks whatever the number of cases.
//! NOTES.md has the figures and the times.
//!
//! Traps:
//! - The same cells listed in another order are the same board: `YES`.
//! - A jump goes over exactly one adjacent piece onto an empty cell: not over
//!   two pieces, not over an empty cell, not off the board, and never from
//!   column 8 round into the next row.
//! - The limit counts the moves of both sides together: 8 is `YES`, 9 `NO`.
//! - Malformed input (a coordinate outside 1..8, two pieces on one cell, a
//!   case cut short) ends with one error line after the answers so far.

pub fn main() {
    scan::run(solve)
}

/// The most moves a case may take (the problem's limit).
const MOVE_LIMIT: usize = 8;

/// Reads cases up to the end of the input and prints `YES` or `NO` for each.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let mut tokens = scan::Tokens::new(input);
    let mut search = Search::default();
    let mut case = 0;
    while !tokens.is_empty() {
        case += 1;
        let start = read_board(&mut tokens)
            .map_err(|message| format!("case {}, start: {}", case, message))?;
        let target = read_board(&mut tokens)
            .map_err(|message| format!("case {}, target: {}", case, message))?;
        let answer = search.within_limit(start, target);
        out.push_str(if answer { "YES\n" } else { "NO\n" });
    }
    Ok(())
}

/// Four `row column` pairs, as a packed board (speed-up 1).
fn read_board(tokens: &mut scan::Tokens) -> Result<u64, String> {
    let mut board = 0u64;
    for _ in 0..4 {
        let row = read_coordinate(tokens, "a row 1-8")?;
        let column = read_coordinate(tokens, "a column 1-8")?;
        let cell = bit(8 * (row - 1) + (column - 1));
        if board & cell != 0 {
            return Err(format!("two pieces on row {}, column {}", row, column));
        }
        board |= cell;
    }
    Ok(board)
}

fn read_coordinate(tokens: &mut scan::Tokens, what: &str) -> Result<u32, String> {
    let value: u32 = tokens.parse(what)?;
    if (1..=8).contains(&value) {
        Ok(value)
    } else {
        Err(format!("expected {}, found `{}`", what, value))
    }
}

/// Bidirectional breadth-first search, kept between cases so that its
/// memory is allocated once. (Public for the tests, through the problem's
/// library.)
#[derive(Default)]
pub struct Search {
    marks: Marks,
    /// The newest layer of each side (0: from the start, 1: from the
    /// target), the layer being built, and the moves from one board.
    layers: [Vec<u64>; 2],
    next_layer: Vec<u64>,
    next_boards: Vec<u64>,
}

impl Search {
    /// True if `target` can be reached from `start` in at most `MOVE_LIMIT` moves.
    pub fn within_limit(&mut self, start: u64, target: u64) -> bool {
        if start == target {
            return true;
        }
        let sides = self.marks.new_case();
        for (side, &root) in [start, target].iter().enumerate() {
            *self.marks.at(root) = sides[side];
            self.layers[side].clear();
            self.layers[side].push(root);
        }
        // Each round grows one side by a whole layer. After k rounds with no
        // meeting the distance is more than k, so exactly MOVE_LIMIT rounds.
        for _ in 0..MOVE_LIMIT {
            // The smaller newest layer grows; a tie goes to the start's side.
            let side = usize::from(self.layers[0].len() > self.layers[1].len());
            let (mine, theirs) = (sides[side], sides[1 - side]);
            self.next_layer.clear();
            for &board in &self.layers[side] {
                moves(board, &mut self.next_boards);
                for &next in &self.next_boards {
                    let mark = self.marks.at(next);
                    if *mark == theirs {
                        return true;
                    }
                    if *mark != mine {
                        *mark = mine;
                        self.next_layer.push(next);
                    }
                }
            }
            if self.next_layer.is_empty() {
                // This side has stored all it ever can without meeting the other.
                return false;
            }
            std::mem::swap(&mut self.layers[side], &mut self.next_layer);
        }
        false
    }
}

// ---------------------------------------------------------------------------
// Speed-up 1: packed boards. A board is one u64 with four bits set, so it
// needs no sorting, its moves are bit operations, and they go into a reused
// buffer instead of a new Vec per board; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// The bit of cell `8 * row + column` (counted from 0). The set of occupied
/// cells is the whole state, and a bit set is that set with no order to
/// normalise.
fn bit(cell: u32) -> u64 {
    1 << cell
}

/// Up, down, left, right, as (row, column) steps.
const DIRECTIONS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The cell one step from `cell` in `direction`, unless that leaves the
/// board. Rows and columns apart, so that a step right from column 8 cannot
/// wrap into the next row.
fn step(cell: u32, (row_step, column_step): (i32, i32)) -> Option<u32> {
    let row = (cell / 8) as i32 + row_step;
    let column = (cell % 8) as i32 + column_step;
    if (0..8).contains(&row) && (0..8).contains(&column) {
        Some((8 * row + column) as u32)
    } else {
        None
    }
}

/// Puts into `next` every board one move after `board`, in the contest
/// version's order (pieces by cell, then up, down, left, right). A piece
/// steps onto an empty neighbour, or jumps over the piece right next to it
/// onto the cell behind, if that cell is on the board and empty. Every move
/// is undone by the same kind of move, so the target's side uses this too.
pub fn moves(board: u64, next: &mut Vec<u64>) {
    next.clear();
    let mut pieces = board;
    while pieces != 0 {
        let from = pieces.trailing_zeros();
        pieces &= pieces - 1;
        for direction in DIRECTIONS {
            // `match`, not `let ... else`: the file keeps to Rust 1.63.
            let neighbour = match step(from, direction) {
                Some(neighbour) => neighbour,
                None => continue,
            };
            let to = if board & bit(neighbour) == 0 {
                neighbour
            } else {
                match step(neighbour, direction) {
                    Some(behind) if board & bit(behind) == 0 => behind,
                    // Off the board, or a second piece: no jump.
                    _ => continue,
                }
            };
            next.push(board ^ bit(from) ^ bit(to));
        }
    }
}

// ---------------------------------------------------------------------------
// Speed-up 2: ranked boards. Each board's rank among all C(64, 4) indexes a
// flat array that stands in for the two hash maps; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// `CHOOSE[k][n]` is C(n, k), for k <= 4 and n <= 64.
const CHOOSE: [[usize; 65]; 5] = choose_table();

/// The number of boards: four cells out of 64, C(64, 4) = 635,376.
const BOARDS: usize = CHOOSE[4][64];

const fn choose_table() -> [[usize; 65]; 5] {
    let mut table = [[0; 65]; 5];
    let mut n = 0;
    while n <= 64 {
        table[0][n] = 1;
        let mut k = 1;
        while k <= 4 && n > 0 {
            table[k][n] = table[k - 1][n - 1] + table[k][n - 1];
            k += 1;
        }
        n += 1;
    }
    table
}

/// The rank of a board among all C(64, 4): with its cells `a < b < c < d`,
/// C(a, 1) + C(b, 2) + C(c, 3) + C(d, 4) (the combinatorial number system, a
/// bijection onto `0..BOARDS`).
pub fn rank(board: u64) -> usize {
    let mut cells = board;
    let mut rank = 0;
    for choose_k in &CHOOSE[1..] {
        rank += choose_k[cells.trailing_zeros() as usize];
        cells &= cells - 1;
    }
    rank
}

// ---------------------------------------------------------------------------
// Speed-up 3: byte marks, two fresh ones per case. One array of 635 KB
// records both sides, mostly in the processor's cache, and is cleared only
// every 127 cases; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// `mark[rank(board)]` is the mark of the side that has stored that board.
/// Each case takes two fresh marks, so the marks of earlier cases read as
/// "not stored" and nothing is cleared between cases. One byte a board keeps
/// the array four times smaller than `u32` marks would; the price is a full
/// clear every 127 cases, when the byte's 254 marks run out.
struct Marks {
    mark: Vec<u8>,
    last: u8,
}

impl Default for Marks {
    fn default() -> Self {
        Marks {
            mark: vec![0; BOARDS],
            last: 0,
        }
    }
}

impl Marks {
    /// The two marks of a new case: the start's side, the target's side.
    fn new_case(&mut self) -> [u8; 2] {
        if self.last > u8::MAX - 2 {
            self.mark.iter_mut().for_each(|mark| *mark = 0);
            self.last = 0;
        }
        self.last += 2;
        [self.last - 1, self.last]
    }

    #[inline]
    fn at(&mut self, board: u64) -> &mut u8 {
        &mut self.mark[rank(board)]
    }
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/scan.rs: run, Tokens
#[rustfmt::skip]
mod scan {
    /// Reads all of standard input, runs `solve` on it, prints what it wrote,
    /// and turns an error into one line on standard error and exit status 1.
    pub fn run(solve: fn(&str, &mut String) -> Result<(), String>) {
        use std::io::{Read, Write};
        let mut bytes = Vec::new();
        let mut out = String::new();
        let result = match std::io::stdin().read_to_end(&mut bytes) {
            Err(e) => Err(format!("cannot read the input: {}", e)),
            Ok(_) => match String::from_utf8(bytes) {
                Err(_) => Err("the input is not valid UTF-8 text".to_string()),
                Ok(input) => solve(&input, &mut out),
            },
        };
        // A closed pipe is the reader's choice, not an error worth a panic.
        let _ = std::io::stdout().lock().write_all(out.as_bytes());
        if let Err(message) = result {
            eprintln!("error: {}", message.replace('\n', " "));
            std::process::exit(1);
        }
    }

    /// Whitespace-separated tokens, each read with a description of what was
    /// expected so that a malformed input gets a message a person can act on.
    pub struct Tokens<'a> {
        words: std::iter::Peekable<std::str::SplitAsciiWhitespace<'a>>,
    }

    // A solution calls some of these methods, not always all: they come as one
    // reader, and a paste must not be refused for a method it does not call.
    #[allow(dead_code)]
    impl<'a> Tokens<'a> {
        pub fn new(input: &'a str) -> Self {
            Tokens {
                words: input.split_ascii_whitespace().peekable(),
            }
        }

        /// True when no token is left (trailing white space does not count).
        pub fn is_empty(&mut self) -> bool {
            self.words.peek().is_none()
        }

        /// The next token; `what` names it in the error when the input ends.
        pub fn next(&mut self, what: &str) -> Result<&'a str, String> {
            self.words
                .next()
                .ok_or_else(|| format!("the input ends where {} was expected", what))
        }

        /// The next token parsed as `T`, with `what` in either error.
        pub fn parse<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, String> {
            let word = self.next(what)?;
            word.parse()
                .map_err(|_| format!("expected {}, found `{}`", what, Self::shorten(word)))
        }

        /// Quotes at most 20 characters of a bad token, so that a huge one
        /// cannot flood the error line.
        fn shorten(word: &str) -> String {
            match word.char_indices().nth(20) {
                Some((cut, _)) => format!("{}...", &word[..cut]),
                None => word.to_string(),
            }
        }
    }
}
