//! HDU 1401 — Solitaire, the contest version. Four identical pieces on an 8×8 board; a move
//! takes one piece to an empty orthogonal neighbour, or over an orthogonally adjacent piece onto
//! the empty cell right behind it. For each case (a start board and a target board, up to the
//! end of the input) print `YES` if the target is at most 8 moves away, else `NO`.
//!
//! Idea: the template's bidirectional BFS with the depth limit 8, which the two sides share
//! (the first meeting after k layers in all is at distance k). Every move is undone by a move
//! of the same kind, so the side from the target uses the same moves.
//! Cost: a few thousand boards a case where a one-way search stores up to 136,000 (at most 16
//! moves a board); README.md has the times, and `src/main.rs` the faster version.

/// A board: the cells of its four pieces, each `8 * row + column` counted from 0, in
/// increasing order. The pieces are identical, so the sorted cells are the whole state.
pub type Board = [u8; 4];

/// The most moves a case may take.
pub const MOVE_LIMIT: usize = 8;

fn main() {
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
            if to.map_or(false, |cell| board.contains(&cell)) {
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
// The template's code, embedded unchanged (`cargo snippets` keeps it in sync).
// A reader can stop here: nothing below is particular to this problem.
// ===========================================================================

// Copied unchanged from template/src/scan.rs; `cargo snippets` keeps it in sync. Public, so
// that the lab, which includes this file, can read a case with `read_board`.
#[rustfmt::skip]
#[allow(dead_code)]
pub mod scan {
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

// Copied unchanged from template/src/hash.rs; `cargo snippets` keeps it in sync.
#[rustfmt::skip]
#[allow(dead_code)]
mod hash {
    // snippet:begin hash
    use std::collections::{HashMap, HashSet};
    use std::hash::{BuildHasherDefault, Hasher};

    pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
    pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

    #[derive(Clone, Copy, Default)]
    pub struct FastHasher(u64);

    impl FastHasher {
        #[inline]
        fn add(&mut self, word: u64) {
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    impl Hasher for FastHasher {
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
    // snippet:end hash
}

// Copied unchanged from template/src/bibfs.rs; `cargo snippets` keeps it in sync. Public, so
// that the tests' figures can time this search with the fast version's moves.
#[rustfmt::skip]
#[allow(dead_code)]
pub mod bibfs {
    // snippet:begin bibfs
    use super::hash::FastMap;
    use std::collections::hash_map::Entry;
    use std::hash::Hash;
    use std::ops::Range;

    /// A shortest path from `start` to `goal`, both included, of at most
    /// `max_depth` steps (`usize::MAX`: no limit), or `None`. `successors`
    /// gives the states one step after a state, `predecessors` the states one
    /// step before it (the same moves, for a reversible puzzle).
    pub fn path<S, I, J, F, P>(
        start: S,
        goal: S,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
    ) -> Option<Vec<S>>
    where
        S: Clone + Eq + Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
    {
        if start == goal {
            return Some(vec![start]);
        }
        let mut forward = Tree::new(start);
        let mut backward = Tree::new(goal);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let meeting = if forward.layer.len() <= backward.layer.len() {
                forward.grow(&backward, &mut successors)
            } else {
                backward
                    .grow(&forward, &mut predecessors)
                    .map(|(b, f)| (f, b))
            };
            if let Some((f, b)) = meeting {
                // Start .. meeting state from the forward tree, then the states
                // after it towards the goal from the backward tree.
                let mut path = forward.branch(f);
                path.reverse();
                path.extend(backward.branch(b).into_iter().skip(1));
                return Some(path);
            }
        }
        None
    }

    /// The length of a shortest path from `start` to `goal` if it is at most
    /// `max_depth`. Keeps only the seen sets and the two frontiers.
    pub fn distance<S, I, J, F, P>(
        start: S,
        goal: S,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
    ) -> Option<usize>
    where
        S: Clone + Eq + Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
    {
        if start == goal {
            return Some(0);
        }
        let mut forward = Frontier::new(start);
        let mut backward = Frontier::new(goal);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let met = if forward.layer.len() <= backward.layer.len() {
                forward.grow(&backward, &mut successors)
            } else {
                backward.grow(&forward, &mut predecessors)
            };
            if met {
                // Every meeting found while growing a layer closes a shortest
                // path (module docs), whose length is the layers grown so far.
                return Some(depth);
            }
        }
        None
    }

    /// One side of `path`: every state found, with the state it came from.
    struct Tree<S> {
        states: Vec<S>,
        parents: Vec<usize>,
        index: FastMap<S, usize>,
        /// The newest layer, a range of `states` (BFS finds layers in order).
        layer: Range<usize>,
    }

    impl<S: Clone + Eq + Hash> Tree<S> {
        fn new(root: S) -> Self {
            let mut index = FastMap::default();
            index.insert(root.clone(), 0);
            Tree {
                states: vec![root],
                parents: vec![usize::MAX],
                index,
                layer: 0..1,
            }
        }

        /// Grows the newest layer by one step; stops at the first new state the
        /// `other` side knows and returns its positions here and there.
        fn grow<I, F>(&mut self, other: &Tree<S>, moves: &mut F) -> Option<(usize, usize)>
        where
            I: IntoIterator<Item = S>,
            F: FnMut(&S) -> I,
        {
            let next_layer_start = self.states.len();
            for parent in self.layer.clone() {
                for next in moves(&self.states[parent]) {
                    if let Entry::Vacant(slot) = self.index.entry(next) {
                        let here = self.states.len();
                        let state = slot.key().clone();
                        slot.insert(here);
                        let there = other.index.get(&state).copied();
                        self.states.push(state);
                        self.parents.push(parent);
                        if let Some(there) = there {
                            return Some((here, there));
                        }
                    }
                }
            }
            self.layer = next_layer_start..self.states.len();
            None
        }

        /// The states from position `at` back to this side's root.
        fn branch(&self, mut at: usize) -> Vec<S> {
            let mut states = Vec::new();
            while at != usize::MAX {
                states.push(self.states[at].clone());
                at = self.parents[at];
            }
            states
        }
    }

    /// One side of `distance`: the states seen and the newest layer.
    struct Frontier<S> {
        seen: FastMap<S, ()>,
        layer: Vec<S>,
    }

    impl<S: Clone + Eq + Hash> Frontier<S> {
        fn new(root: S) -> Self {
            let mut seen = FastMap::default();
            seen.insert(root.clone(), ());
            Frontier {
                seen,
                layer: vec![root],
            }
        }

        /// Replaces the layer by the next one; true at the first new state the
        /// `other` side has seen.
        fn grow<I, F>(&mut self, other: &Frontier<S>, moves: &mut F) -> bool
        where
            I: IntoIterator<Item = S>,
            F: FnMut(&S) -> I,
        {
            let mut next_layer = Vec::new();
            for state in &self.layer {
                for next in moves(state) {
                    if let Entry::Vacant(slot) = self.seen.entry(next) {
                        if other.seen.contains_key(slot.key()) {
                            return true;
                        }
                        next_layer.push(slot.key().clone());
                        slot.insert(());
                    }
                }
            }
            self.layer = next_layer;
            false
        }
    }
    // snippet:end bibfs
}
