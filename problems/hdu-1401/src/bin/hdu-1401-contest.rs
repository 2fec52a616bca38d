//! HDU 1401 — Solitaire, the contest version. Four identical pieces on an 8×8 board; a move
//! takes one piece to an empty orthogonal neighbour, or over an orthogonally adjacent piece onto
//! the empty cell right behind it. For each case (a start board and a target board, up to the
//! end of the input) print `YES` if the target is at most 8 moves away, else `NO`.
//!
//! Idea: the template's bidirectional BFS with the depth limit 8, which the two sides share
//! (the first meeting after k layers in all is at distance k). Every move is undone by a move
//! of the same kind, so the side from the target uses the same moves.
//! Cost: a few thousand boards a case where a one-way search stores up to 136,000 (at most 16
//! moves a board); NOTES.md has the times, and `src/main.rs` the faster version.

/// A board: the cells of its four pieces, each `8 * row + column` counted from 0, in
/// increasing order. The pieces are identical, so the sorted cells are the whole state.
pub type Board = [u8; 4];

/// The most moves a case may take.
pub const MOVE_LIMIT: usize = 8;

pub fn main() {
    scan::run(solve)
}

/// Answers every case up to the end of the input; at the first malformed one, stops with the
/// answers of the cases before it already in `out`.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let mut tokens = scan::Tokens::new(input);
    let mut case = 0;
    while !tokens.is_empty() {
        case += 1;
        let start = read_board(&mut tokens)
            .map_err(|message| format!("case {}, start: {}", case, message))?;
        let target = read_board(&mut tokens)
            .map_err(|message| format!("case {}, target: {}", case, message))?;
        let steps = bibfs::distance(start, target, moves, moves, MOVE_LIMIT);
        out.push_str(if steps.is_some() { "YES\n" } else { "NO\n" });
    }
    Ok(())
}

/// Reads four `row column` pairs (1-8 each) into a board.
pub fn read_board(tokens: &mut scan::Tokens) -> Result<Board, String> {
    let mut board = [0; 4];
    for piece in 0..4 {
        let row = read_coordinate(tokens, "a row 1-8")?;
        let column = read_coordinate(tokens, "a column 1-8")?;
        let cell = 8 * (row - 1) + (column - 1);
        if board[..piece].contains(&cell) {
            return Err(format!("two pieces on row {}, column {}", row, column));
        }
        board[piece] = cell;
    }
    board.sort_unstable();
    Ok(board)
}

fn read_coordinate(tokens: &mut scan::Tokens, what: &str) -> Result<u8, String> {
    let value: u8 = tokens.parse(what)?;
    if (1..=8).contains(&value) {
        Ok(value)
    } else {
        Err(format!("expected {}, found `{}`", what, value))
    }
}

/// The boards one move after `board`. For each piece and each direction: a step onto the
/// neighbouring cell if it is empty, else a jump over the piece there onto the cell behind it
/// if that one is empty; never off the board. A move is undone by the same kind of move, so
/// these are also the boards one move before: the target's side passes this function too.
pub fn moves(board: &Board) -> Vec<Board> {
    let mut next = Vec::with_capacity(16);
    for piece in 0..4 {
        let (row, column) = ((board[piece] / 8) as i8, (board[piece] % 8) as i8);
        for (down, right) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let mut to = cell_at(row + down, column + right);
            if matches!(to, Some(cell) if board.contains(&cell)) {
                to = cell_at(row + 2 * down, column + 2 * right)
                    .filter(|cell| !board.contains(cell));
            }
            if let Some(to) = to {
                let mut moved = *board;
                moved[piece] = to;
                moved.sort_unstable();
                next.push(moved);
            }
        }
    }
    next
}

/// The cell at `row`, `column` (from 0), or `None` off the board. Rows and columns apart, so
/// that a step right from the last column cannot wrap into the next row.
fn cell_at(row: i8, column: i8) -> Option<u8> {
    if (0..8).contains(&row) && (0..8).contains(&column) {
        Some((8 * row + column) as u8)
    } else {
        None
    }
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bibfs.rs: distance, distance_with, Frontier
#[rustfmt::skip]
mod bibfs {
    /// The length of a shortest path from `start` to `goal` if it is at most
    /// `max_depth`. Keeps only the seen sets and the two frontiers.
    ///
    /// # Complexity
    ///
    /// As [`path`], without the parent links.
    pub fn distance<S, I, J, F, P>(
        start: S,
        goal: S,
        successors: F,
        predecessors: P,
        max_depth: usize,
    ) -> Option<usize>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
    {
        distance_with(start, goal, successors, predecessors, max_depth, &mut ())
    }

    /// [`distance`], reporting to `observer` ([`crate::observe`]); `None` too
    /// when the observer stops it.
    pub fn distance_with<S, I, J, F, P, O>(
        start: S,
        goal: S,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<usize>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
        O: super::observe::Observer<S>,
    {
        if start == goal {
            return Some(0);
        }
        let mut forward = Frontier::new(start, super::observe::Side::Forward);
        let mut backward = Frontier::new(goal, super::observe::Side::Backward);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let met = if forward.layer.len() <= backward.layer.len() {
                forward.grow(&backward, &mut successors, observer)?
            } else {
                backward.grow(&forward, &mut predecessors, observer)?
            };
            if met {
                // Every meeting found while growing a layer closes a shortest
                // path (module docs), whose length is the layers grown so far.
                return Some(depth);
            }
        }
        None
    }

    /// One side of `distance`: the states seen and the newest layer.
    struct Frontier<S> {
        side: super::observe::Side,
        seen: super::hash::FastMap<S, ()>,
        layer: Vec<S>,
        depth: usize,
    }

    impl<S: Clone + Eq + std::hash::Hash> Frontier<S> {
        fn new(root: S, side: super::observe::Side) -> Self {
            let mut seen = super::hash::FastMap::default();
            seen.insert(root.clone(), ());
            Frontier {
                side,
                seen,
                layer: vec![root],
                depth: 0,
            }
        }

        /// Replaces the layer by the next one; `Some(true)` at the first new
        /// state the `other` side has seen, `None` when the observer stops.
        fn grow<I, F, O>(
            &mut self,
            other: &Frontier<S>,
            moves: &mut F,
            observer: &mut O,
        ) -> Option<bool>
        where
            I: IntoIterator<Item = S>,
            F: FnMut(&S) -> I,
            O: super::observe::Observer<S>,
        {
            use std::collections::hash_map::Entry;
            let mut next_layer = Vec::new();
            self.depth += 1;
            for state in &self.layer {
                for next in moves(state) {
                    if let Entry::Vacant(slot) = self.seen.entry(next) {
                        if !observer.stored(self.side, self.depth, slot.key()) {
                            return None;
                        }
                        if other.seen.contains_key(slot.key()) {
                            return Some(true);
                        }
                        next_layer.push(slot.key().clone());
                        slot.insert(());
                    }
                }
            }
            observer.layer(self.side, self.depth, next_layer.len());
            self.layer = next_layer;
            Some(false)
        }
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
