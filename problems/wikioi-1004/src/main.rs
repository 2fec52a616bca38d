//! wikioi-1004 — 四子连棋 (Four in a line), also Luogu P2346.
//!
//! A 4×4 board holds 7 black pieces (`B`), 7 white ones (`W`) and 2 empty
//! cells (`O`). A move slides a piece of the side to move into an orthogonally
//! adjacent empty cell; the sides alternate and either may move first. Print
//! the fewest moves that give four pieces of one colour in a row, a column or
//! a long diagonal (0 when the start already has such a line).
//!
//! Idea: one-way breadth-first search that stops at the first goal. The goal
//! is not one board but a set described by a test (any of 10 lines, either
//! colour, whatever the other cells hold: 141,536 of the 411,840 boards). A
//! bidirectional search would have to start its backward side from every
//! goal state at once (283,072 of them, with the turn): storing those alone
//! dwarfs the forward search, which stores at most 779 states.
//!
//! State: the board (a 16-bit mask per colour) and the side to move. The two
//! possible first movers share one search through a third value of the turn,
//! `Either`: from the start both colours may move, and every later state has
//! a definite side. So both openings grow in one queue with one seen set (a
//! multi-source search), and the answer needs no fix-up. (Two searches, one
//! per opening, would repeat work; a virtual root above the two openings
//! would add one step to every answer, to be taken off again.)
//!
//! Size: 411,840 boards × 2 sides + the start = 823,681 states at most. The
//! answer never exceeds 7 moves, and a search stores 18 states on average
//! and 779 at worst (over all boards), so time and memory are tiny: each
//! state is expanded once into at most 8 successors (2 empty cells × 4
//! neighbours).
//!
//! Traps:
//! - Black does not always start: on 113,392 boards forcing black first gives
//!   a longer answer or none at all.
//! - A side with no piece next to an empty cell cannot move, and there is no
//!   passing: that state has no successors. On 8,160 boards one opening is
//!   dead at once (the other always leads to a line); allowing a pass would
//!   shorten the answer of 952 boards, even counting the pass as a move.
//! - A start that already has a line prints 0 (some published solutions print
//!   nothing there).
//! - A line of either colour counts, whoever moved last. It cannot matter: a
//!   move changes only the mover's pieces, so a new line is always the
//!   mover's.
//! - Every valid board reaches a line (the tests check all 411,840), so the
//!   "no line reachable" error below never fires.
//!
//! Input: four rows of four cells, read as white-space separated words, so
//! CRLF, blank lines and a missing final newline are fine. Anything else — a
//! row of another length, a character other than `B`, `W`, `O` (lower case
//! too), counts other than 7, 7 and 2, or text after the fourth row — is
//! malformed: one line on standard error, exit status 1.
//!
//! The `scan`, `hash` and `bfs` modules at the end are the collection's
//! template code, embedded unchanged; the moves are top-level functions so
//! that the lab can trace them. NOTES.md has the measured figures.

pub fn main() {
    scan::run(solve)
}

pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let start = read_board(input)?;
    // The state space is finite, so an unlimited search always ends.
    let moves = bfs::distance(start, has_line, successors, usize::MAX)
        .ok_or("no sequence of moves reaches a line of four")?;
    out.push_str(&format!("{}\n", moves));
    Ok(())
}

/// The side allowed to make the next move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ToMove {
    Black,
    White,
    /// Only the start: either colour may open the game.
    Either,
}

/// A position: bit `4 * row + col` of a mask is set when that cell holds a
/// piece of that colour; a cell in neither mask is empty.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct State {
    pub black: u16,
    pub white: u16,
    pub to_move: ToMove,
}

const SIZE: usize = 4;

/// The ten lines of four: 4 rows, 4 columns, the two long diagonals.
const LINES: [u16; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, // rows
    0x1111, 0x2222, 0x4444, 0x8888, // columns
    0x8421, // cells 0, 5, 10, 15: top left to bottom right
    0x1248, // cells 3, 6, 9, 12: top right to bottom left
];

pub fn has_line(state: &State) -> bool {
    LINES
        .iter()
        .any(|&line| state.black & line == line || state.white & line == line)
}

/// Every position one move away: a piece of a side allowed to move slides
/// from a neighbour of an empty cell into it, and the turn passes.
pub fn successors(state: &State) -> Vec<State> {
    let mut next = Vec::with_capacity(8);
    let empty = !(state.black | state.white);
    for to in (0..SIZE * SIZE).filter(|&cell| empty >> cell & 1 == 1) {
        for from in (0..SIZE * SIZE).filter(|&cell| adjacent(cell, to)) {
            // XOR with both bits moves the piece: `from` empties, `to` fills.
            let slide = 1 << from | 1 << to;
            if state.to_move != ToMove::White && state.black >> from & 1 == 1 {
                next.push(State {
                    black: state.black ^ slide,
                    white: state.white,
                    to_move: ToMove::White,
                });
            }
            if state.to_move != ToMove::Black && state.white >> from & 1 == 1 {
                next.push(State {
                    black: state.black,
                    white: state.white ^ slide,
                    to_move: ToMove::Black,
                });
            }
        }
    }
    next
}

/// True when cells `a` and `b` are one step apart in a row or a column.
fn adjacent(a: usize, b: usize) -> bool {
    (a / SIZE).abs_diff(b / SIZE) + (a % SIZE).abs_diff(b % SIZE) == 1
}

/// Reads the four rows and checks the piece counts.
pub fn read_board(input: &str) -> Result<State, String> {
    let mut tokens = scan::Tokens::new(input);
    let (mut black, mut white, mut empty) = (0u16, 0u16, 0);
    for row in 1..=SIZE {
        let text = tokens.next(&format!("row {row} of the board"))?;
        let cells = text.chars().count();
        if cells != SIZE {
            let why = "rows are read as words: no spaces inside a row";
            return Err(format!(
                "row {row} has {cells} cells, expected {SIZE} ({why})"
            ));
        }
        for (col, cell) in (1..).zip(text.chars()) {
            let bit = 1 << ((row - 1) * SIZE + col - 1);
            match cell {
                'B' => black |= bit,
                'W' => white |= bit,
                'O' => empty += 1,
                _ => {
                    let found = cell.escape_debug();
                    let place = format!("row {row}, column {col}");
                    return Err(format!("{place}: expected B, W or O, found `{found}`"));
                }
            }
        }
    }
    if !tokens.is_empty() {
        return Err("unexpected text after the fourth row".to_string());
    }
    let (b, w, o) = (black.count_ones(), white.count_ones(), empty);
    if (b, w, o) != (7, 7, 2) {
        return Err(format!(
            "expected 7 B, 7 W and 2 O, found {b} B, {w} W and {o} O"
        ));
    }
    Ok(State {
        black,
        white,
        to_move: ToMove::Either,
    })
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bfs.rs: distance, distance_with
#[rustfmt::skip]
mod bfs {
    /// The number of steps from `start` to the nearest state where `is_goal`
    /// holds, if at most `max_depth`. Keeps only the seen set and one layer.
    ///
    /// # Complexity
    ///
    /// As [`path`], without the parent links.
    pub fn distance<S, I, G, F>(start: S, is_goal: G, successors: F, max_depth: usize) -> Option<usize>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        G: FnMut(&S) -> bool,
        F: FnMut(&S) -> I,
    {
        distance_with(start, is_goal, successors, max_depth, &mut ())
    }

    /// [`distance`], reporting to `observer` ([`crate::observe`]; every layer
    /// is the forward side's); `None` too when the observer stops it.
    pub fn distance_with<S, I, G, F, O>(
        start: S,
        mut is_goal: G,
        mut successors: F,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<usize>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        G: FnMut(&S) -> bool,
        F: FnMut(&S) -> I,
        O: super::observe::Observer<S>,
    {
        use std::collections::hash_map::Entry;
        if is_goal(&start) {
            return Some(0);
        }
        let forward = super::observe::Side::Forward;
        let mut seen: super::hash::FastMap<S, ()> = super::hash::FastMap::default();
        seen.insert(start.clone(), ());
        let mut layer = vec![start];
        let mut depth = 0;
        while depth < max_depth && !layer.is_empty() {
            depth += 1;
            let mut next_layer = Vec::new();
            for state in &layer {
                for next in successors(state) {
                    if let Entry::Vacant(slot) = seen.entry(next) {
                        if !observer.stored(forward, depth, slot.key()) {
                            return None;
                        }
                        if is_goal(slot.key()) {
                            return Some(depth);
                        }
                        next_layer.push(slot.key().clone());
                        slot.insert(());
                    }
                }
            }
            observer.layer(forward, depth, next_layer.len());
            layer = next_layer;
        }
        None
    }
}

// template/src/hash.rs: FastMap, FastHasher
#[rustfmt::skip]
mod hash {
    /// A `HashMap` with [`FastHasher`].
    pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;

    /// A multiply-rotate hash of whole words: a few cycles a state, where the
    /// standard SipHash (built to resist chosen keys) costs tens.
    #[derive(Clone, Copy, Default)]
    pub struct FastHasher(u64);

    impl FastHasher {
        #[inline]
        fn add(&mut self, word: u64) {
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    impl std::hash::Hasher for FastHasher {
        #[inline]
        fn write(&mut self, bytes: &[u8]) {
            let mut chunks = bytes.chunks_exact(8);
            for chunk in &mut chunks {
                let mut word = [0u8; 8];
                word.copy_from_slice(chunk);
                self.add(u64::from_le_bytes(word));
            }
            for &byte in chunks.remainder() {
                self.add(u64::from(byte));
            }
        }
        #[inline]
        fn write_u8(&mut self, n: u8) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u16(&mut self, n: u16) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u32(&mut self, n: u32) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u64(&mut self, n: u64) {
            self.add(n);
        }
        #[inline]
        fn write_usize(&mut self, n: usize) {
            self.add(n as u64);
        }
        #[inline]
        fn finish(&self) -> u64 {
            self.0.rotate_left(26)
        }
    }
}

// template/src/observe.rs: Side, Observer
#[rustfmt::skip]
mod observe {
    /// Which side of a search a report is about: `Forward` grows from the
    /// start, `Backward` from the goal. A one-way search from the start has
    /// only `Forward`; a table of distances to the goal only `Backward`.
    // A paste of one-sided searches alone never constructs the other variant.
    #[allow(dead_code)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Side {
        Forward,
        Backward,
    }

    /// Told what a search does; each method does nothing unless overridden.
    pub trait Observer<S> {
        /// `side` stored `state`, new to it, `depth` moves from its root.
        /// Returning `false` stops the search at once, which then returns
        /// `None` (a memory guard: the observer knows it gave up).
        fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
            true
        }

        /// `side` finished its layer at `depth`, which holds `size` states.
        fn layer(&mut self, _side: Side, _depth: usize, _size: usize) {}
    }

    /// Watches nothing: the plain searches pass `&mut ()`.
    impl<S> Observer<S> for () {}
}

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
