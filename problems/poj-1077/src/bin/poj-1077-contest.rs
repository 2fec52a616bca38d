//! POJ 1077 / HDU 1043 — Eight, the contest version. For each 3×3 sliding puzzle in the input
//! (POJ sends one, HDU many up to the end of the input), print a shortest sequence of moves of
//! the space `x` (`u d l r`) that reaches `1 2 3 / 4 5 6 / 7 8 x`, or `unsolvable`.
//!
//! Idea: a move never changes the parity of the inversions among the tiles read row by row,
//! and the goal has none, so an odd board is unsolvable; for an even one the template's
//! bidirectional BFS finds a shortest path between the board and the goal.
//! Cost: about 10,000 boards expanded for the hardest puzzle (31 moves) instead of the 181,410
//! of a one-way search; README.md has the times, and `src/main.rs` the faster way to answer
//! thousands of puzzles.

/// The nine cells row by row: tiles 1-8, and 0 for the space.
pub type Board = [u8; 9];

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn main() {
    scan::run(solve)
}

/// Answers every puzzle of the input, one line each. At a malformed puzzle, the answers of
/// the puzzles before it are written and the error is returned.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (puzzles, malformed) = read_puzzles(input);
    for board in &puzzles {
        out.push_str(&answer(board).unwrap_or_else(|| "unsolvable".to_string()));
        out.push('\n');
    }
    malformed.map_or(Ok(()), Err)
}

/// The complete puzzles up to the end of the input or up to the first malformed one, and the
/// error that stopped the reading, if any.
pub fn read_puzzles(input: &str) -> (Vec<Board>, Option<String>) {
    let mut tokens = scan::Tokens::new(input);
    let mut puzzles = Vec::new();
    while !tokens.is_empty() {
        match read_board(&mut tokens, puzzles.len() + 1) {
            Ok(board) => puzzles.push(board),
            Err(message) => return (puzzles, Some(message)),
        }
    }
    if puzzles.is_empty() {
        return (puzzles, Some("the input holds no puzzle".to_string()));
    }
    (puzzles, None)
}

/// Reads nine cells; nine cells with no symbol twice hold each tile and the space once.
fn read_board(tokens: &mut scan::Tokens, number: usize) -> Result<Board, String> {
    let mut board = [0; 9];
    let mut placed = [false; 9];
    for (cell, slot) in board.iter_mut().enumerate() {
        if tokens.is_empty() {
            return Err(format!(
                "puzzle {number}: the input ends after {cell} of its 9 cells"
            ));
        }
        let what = "a tile 1-8 or `x`";
        let symbol: char = tokens
            .parse(what)
            .map_err(|message| format!("puzzle {number}: {message}"))?;
        *slot = match symbol {
            'x' => 0,
            '1'..='8' => symbol as u8 - b'0',
            _ => {
                return Err(format!(
                    "puzzle {number}: expected {what}, found `{symbol}`"
                ))
            }
        };
        if placed[*slot as usize] {
            return Err(format!("puzzle {number}: `{symbol}` appears twice"));
        }
        placed[*slot as usize] = true;
    }
    Ok(board)
}

/// An even number of inversions among the tiles: exactly the boards that reach the goal.
pub fn is_solvable(board: &Board) -> bool {
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count();
    }
    inversions % 2 == 0
}

/// The cell of the space.
pub fn space_of(board: &Board) -> usize {
    board.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The boards one move of the space away, in the order `u d l r`. Every move is undone by
/// its opposite, so these are also the boards one move before: the backward side uses the
/// same function. Rows and columns apart, so that a sideways move cannot wrap around.
pub fn successors(board: &Board) -> Vec<Board> {
    let space = space_of(board);
    let (row, col) = (space / 3, space % 3);
    let targets = [
        (row > 0, space.wrapping_sub(3)),
        (row < 2, space + 3),
        (col > 0, space.wrapping_sub(1)),
        (col < 2, space + 1),
    ];
    let mut next = Vec::with_capacity(4);
    for (on_board, to) in IntoIterator::into_iter(targets) {
        if on_board {
            let mut moved = *board;
            moved.swap(space, to);
            next.push(moved);
        }
    }
    next
}

/// A shortest answer, or `None` for an unsolvable board (tested first: the search would
/// otherwise exhaust the board's whole half, 181,440 boards, before it gave up).
pub fn answer(board: &Board) -> Option<String> {
    if !is_solvable(board) {
        return None;
    }
    let path = bibfs::path(*board, GOAL, successors, successors, usize::MAX)?;
    // Each step is named by where the space went.
    let letters = path.windows(2).map(|pair| {
        match space_of(&pair[1]) as isize - space_of(&pair[0]) as isize {
            -3 => 'u',
            3 => 'd',
            -1 => 'l',
            _ => 'r',
        }
    });
    Some(letters.collect())
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bibfs.rs: path, path_with, Tree
#[rustfmt::skip]
mod bibfs {
    /// A shortest path from `start` to `goal`, both included, of at most
    /// `max_depth` steps (`usize::MAX`: no limit), or `None`. `successors`
    /// gives the states one step after a state, `predecessors` the states one
    /// step before it (the same moves, for a reversible puzzle).
    ///
    /// # Complexity
    ///
    /// About `2 * b^(d/2)` states stored and hashed, for a shortest path of
    /// `d` steps and `b` new states per state; each stored state once cloned.
    pub fn path<S, I, J, F, P>(
        start: S,
        goal: S,
        successors: F,
        predecessors: P,
        max_depth: usize,
    ) -> Option<Vec<S>>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
    {
        path_with(start, goal, successors, predecessors, max_depth, &mut ())
    }

    /// [`path`], reporting to `observer` each state stored and each layer
    /// grown ([`crate::observe`]); `None` too when the observer stops it.
    pub fn path_with<S, I, J, F, P, O>(
        start: S,
        goal: S,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<Vec<S>>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
        O: super::observe::Observer<S>,
    {
        if start == goal {
            return Some(vec![start]);
        }
        let mut forward = Tree::new(start, super::observe::Side::Forward);
        let mut backward = Tree::new(goal, super::observe::Side::Backward);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let meeting = if forward.layer.len() <= backward.layer.len() {
                forward.grow(&backward, &mut successors, observer)?
            } else {
                backward
                    .grow(&forward, &mut predecessors, observer)?
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

    /// One side of `path`: every state found, with the state it came from.
    struct Tree<S> {
        side: super::observe::Side,
        states: Vec<S>,
        parents: Vec<usize>,
        index: super::hash::FastMap<S, usize>,
        /// The newest layer, a range of `states` (BFS finds layers in order).
        layer: std::ops::Range<usize>,
        depth: usize,
    }

    impl<S: Clone + Eq + std::hash::Hash> Tree<S> {
        fn new(root: S, side: super::observe::Side) -> Self {
            let mut index = super::hash::FastMap::default();
            index.insert(root.clone(), 0);
            Tree {
                side,
                states: vec![root],
                parents: vec![usize::MAX],
                index,
                layer: 0..1,
                depth: 0,
            }
        }

        /// Grows the newest layer by one step; stops at the first new state the
        /// `other` side knows and returns its positions here and there. `None`
        /// when the observer stops the search.
        fn grow<I, F, O>(
            &mut self,
            other: &Tree<S>,
            moves: &mut F,
            observer: &mut O,
        ) -> Option<Option<(usize, usize)>>
        where
            I: IntoIterator<Item = S>,
            F: FnMut(&S) -> I,
            O: super::observe::Observer<S>,
        {
            use std::collections::hash_map::Entry;
            let next_layer_start = self.states.len();
            self.depth += 1;
            for parent in self.layer.clone() {
                for next in moves(&self.states[parent]) {
                    if let Entry::Vacant(slot) = self.index.entry(next) {
                        if !observer.stored(self.side, self.depth, slot.key()) {
                            return None;
                        }
                        let here = self.states.len();
                        let state = slot.key().clone();
                        slot.insert(here);
                        let there = other.index.get(&state).copied();
                        self.states.push(state);
                        self.parents.push(parent);
                        if let Some(there) = there {
                            return Some(Some((here, there)));
                        }
                    }
                }
            }
            self.layer = next_layer_start..self.states.len();
            observer.layer(self.side, self.depth, self.layer.len());
            Some(None)
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
