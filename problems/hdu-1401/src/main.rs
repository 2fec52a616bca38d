//! HDU 1401 — Solitaire. Four identical pieces on an 8×8 board; a move takes
//! one piece to an empty orthogonal neighbour, or over an orthogonally
//! adjacent piece onto the empty cell right behind it. For each case (a start
//! and a target board) print `YES` if the target is at most 8 moves away.
//!
//! Idea: bidirectional breadth-first search. The target is one known board,
//! and every move is undone by a move of the same kind, so the search from
//! the target uses the very same moves. With up to 16 moves a board, a
//! one-way search to depth 8 stores up to ~136,000 boards; two searches of
//! about 4 moves each store a few thousand. On the bench input the one-way
//! search stores 10,500 boards a case on average when the answer is YES and
//! 56,900 when it is NO; this one 560 and 3,850 (README.md).
//!
//! State: the set of occupied cells (the pieces are identical), a `u64` with
//! four bits set. C(64, 4) = 635,376 boards, at most 16 moves from each.
//!
//! Cost: a case expands at most the boards within 3 or 4 moves of its two
//! ends (about 1,800 around the centre of the board, fewer near the edges),
//! 16 moves each: some 30,000 steps, well under 0.1 ms.
//!
//! Specialised instead of embedding `template/src/bibfs.rs` + `hash.rs`:
//! those take 0.42 s of CPU on the 2,000-case bench input, whose budget is
//! 0.25 s; this file takes 0.10 s. The search is the same (whole layers,
//! smaller frontier first, stop at the first meeting), but a flat array of
//! one-byte marks indexed by the board's rank replaces the hash maps, and
//! each case takes two fresh marks instead of clearing the array (which
//! happens only when the marks run out, every 127 cases). One byte a board
//! (635 KB) rather than four matters: with `u32` marks it took 0.16 s.
//!
//! Traps:
//! - The same cells listed in another order are the same board: `YES`.
//! - A jump goes over exactly one adjacent piece onto an empty cell: not over
//!   two pieces, not over an empty cell, not off the board, and never from
//!   column 8 round into the next row (the cells are numbered 0..64).
//! - The limit counts the moves of both sides together: 8 layers in all,
//!   which the smaller-frontier rule may split 5 + 3 rather than 4 + 4.
//! - Malformed input (a coordinate outside 1..8, two pieces on one cell, a
//!   case cut short) ends with one error line after the answers so far.

fn main() {
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

/// Four `row column` pairs, as a board: bit `8 * (row - 1) + (column - 1)`
/// is set for every occupied cell. The pieces are identical, so the set of
/// cells is the whole state, and a bit mask is that set with no order to
/// normalise.
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

fn bit(cell: u32) -> u64 {
    1 << cell
}

/// Up, down, left, right, as (row, column) steps.
const DIRECTIONS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The cell one step from `cell` in `direction`, unless that leaves the board.
fn step(cell: u32, (row_step, column_step): (i32, i32)) -> Option<u32> {
    let row = (cell / 8) as i32 + row_step;
    let column = (cell % 8) as i32 + column_step;
    if (0..8).contains(&row) && (0..8).contains(&column) {
        Some((8 * row + column) as u32)
    } else {
        None
    }
}

/// Puts into `next` every board one move after `board`. A piece steps onto
/// an empty neighbour, or jumps over the piece right next to it onto the
/// cell behind, if that cell is on the board and empty. Every move can be
/// undone by the same kind of move, so the search from the target uses
/// this function too.
fn moves(board: u64, next: &mut Vec<u64>) {
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

/// The position of a board among all C(64, 4): with its cells `a < b < c < d`,
/// C(a, 1) + C(b, 2) + C(c, 3) + C(d, 4) (the combinatorial number system, a
/// bijection onto `0..BOARDS`). It lets a flat array stand in for a hash set.
fn index(board: u64) -> usize {
    let mut cells = board;
    let mut index = 0;
    for choose_k in &CHOOSE[1..] {
        index += choose_k[cells.trailing_zeros() as usize];
        cells &= cells - 1;
    }
    index
}

/// Bidirectional breadth-first search, kept between cases so that its
/// memory is allocated once.
pub struct Search {
    /// `owner[index(board)]` is the mark of the side that has reached that
    /// board. Each case takes two fresh marks, so the marks of earlier cases
    /// read as "not seen" and nothing is cleared between cases. One byte a
    /// board keeps the array at 635 KB, mostly in the processor's cache; the
    /// price is a full clear every 127 cases, when the marks run out.
    owner: Vec<u8>,
    last_mark: u8,
    /// Boards reached, both sides, all cases: read by the tests, which
    /// measure what meeting in the middle saves.
    #[allow(dead_code)]
    pub boards_reached: u64,
    /// The newest layer of each side, the layer being built, and the
    /// moves from one board: reused buffers.
    layers: [Vec<u64>; 2],
    next_layer: Vec<u64>,
    next_boards: Vec<u64>,
}

impl Default for Search {
    fn default() -> Self {
        Search {
            owner: vec![0; BOARDS],
            last_mark: 0,
            boards_reached: 0,
            layers: [Vec::new(), Vec::new()],
            next_layer: Vec::new(),
            next_boards: Vec::new(),
        }
    }
}

impl Search {
    /// True if `target` can be reached from `start` in at most `MOVE_LIMIT` moves.
    pub fn within_limit(&mut self, start: u64, target: u64) -> bool {
        if start == target {
            return true;
        }
        if self.last_mark > u8::MAX - 2 {
            self.owner.iter_mut().for_each(|mark| *mark = 0);
            self.last_mark = 0;
        }
        let marks = [self.last_mark + 1, self.last_mark + 2];
        self.last_mark += 2;
        for (side, &root) in [start, target].iter().enumerate() {
            self.owner[index(root)] = marks[side];
            self.layers[side].clear();
            self.layers[side].push(root);
        }
        self.boards_reached += 2;
        // Each round grows one side by a whole layer, the side with the
        // smaller frontier. After k rounds the two sides know every board
        // within a total of k moves of their roots, so a board both know
        // closes a path of at most k moves, and none shorter was missed
        // (template/src/bibfs.rs proves it). Hence exactly MOVE_LIMIT rounds.
        for _ in 0..MOVE_LIMIT {
            let side = if self.layers[0].len() <= self.layers[1].len() {
                0
            } else {
                1
            };
            let (mine, theirs) = (marks[side], marks[1 - side]);
            self.next_layer.clear();
            for &board in &self.layers[side] {
                moves(board, &mut self.next_boards);
                for &next in &self.next_boards {
                    let owner = &mut self.owner[index(next)];
                    if *owner == theirs {
                        return true;
                    }
                    if *owner != mine {
                        *owner = mine;
                        self.next_layer.push(next);
                    }
                }
            }
            self.boards_reached += self.next_layer.len() as u64;
            if self.next_layer.is_empty() {
                // This side has reached all it ever can without meeting the other.
                return false;
            }
            std::mem::swap(&mut self.layers[side], &mut self.next_layer);
        }
        false
    }
}

// Copied unchanged from template/src/scan.rs; `cargo snippets` keeps it in sync.
#[rustfmt::skip]
#[allow(dead_code)]
mod scan {
    // snippet:begin scan
    use std::io::{self, Read, Write};
    use std::str::{FromStr, SplitAsciiWhitespace};

    /// Reads all of standard input, runs `solve` on it, prints what it wrote,
    /// and turns an error into one line on standard error and exit status 1.
    pub fn run(solve: fn(&str, &mut String) -> Result<(), String>) {
        let mut bytes = Vec::new();
        let mut out = String::new();
        let result = match io::stdin().read_to_end(&mut bytes) {
            Err(e) => Err(format!("cannot read the input: {}", e)),
            Ok(_) => match String::from_utf8(bytes) {
                Err(_) => Err("the input is not valid UTF-8 text".to_string()),
                Ok(input) => solve(&input, &mut out),
            },
        };
        // A closed pipe is the reader's choice, not an error worth a panic.
        let _ = io::stdout().lock().write_all(out.as_bytes());
        if let Err(message) = result {
            eprintln!("error: {}", message.replace('\n', " "));
            std::process::exit(1);
        }
    }

    /// Whitespace-separated tokens, each read with a description of what was
    /// expected so that a malformed input gets a message a person can act on.
    pub struct Tokens<'a> {
        words: std::iter::Peekable<SplitAsciiWhitespace<'a>>,
    }

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
        pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, String> {
            let word = self.next(what)?;
            word.parse()
                .map_err(|_| format!("expected {}, found `{}`", what, shorten(word)))
        }
    }

    /// Quotes at most 20 characters of a bad token, so that a huge one cannot
    /// flood the error line.
    fn shorten(word: &str) -> String {
        match word.char_indices().nth(20) {
            Some((cut, _)) => format!("{}...", &word[..cut]),
            None => word.to_string(),
        }
    }
    // snippet:end scan
}
