//! poj-3984 — 迷宫问题 (Maze). A 5×5 grid of 0 (open) and 1 (wall): print a
//! shortest path from the top-left cell to the bottom-right one, moving up,
//! down, left or right, one cell per line as `(row, col)`.
//!
//! Idea: plain breadth-first search from (0, 0). BFS reaches cells in order
//! of distance, so the first time it reaches (4, 4) it has a shortest path;
//! every cell remembers the cell it was reached from, and the path is read
//! back from the goal.
//!
//! Why not bidirectional: a second search from the goal pays when the number
//! of states within distance d grows exponentially with d (the 8-puzzle: two
//! searches of depth d/2 touch about the square root of what one search of
//! depth d touches). In a grid that number grows only like d², so two
//! half-depth searches save a factor of 2 at best, nothing at all between
//! opposite corners, and nothing in a corridor. Here the whole space is 25
//! cells anyway: the second frontier's bookkeeping would cost more than it
//! could save. NOTES.md has the measured counts.
//!
//! State space: the open cells, at most 25, with at most 4 moves each.
//! Complexity: O(cells + moves), about 125 steps: microseconds, and about a
//! kilobyte of search state.
//!
//! Traps:
//! - print `(row, col)`, row first, zero-based, with a comma and a space,
//!   from the start to the goal (parent links read back give it reversed);
//! - a depth-first search finds a path, not a shortest one;
//! - the judge promises a unique shortest path, but most grids have several
//!   (71% of the solvable ones): print any, never rely on the promise;
//! - read 25 tokens, not 5 lines: CRLF, blank lines, a one-line grid;
//! - a wall on the start or the goal, and a grid with no path, are
//!   malformed input here (one line on stderr, exit 1), never an empty answer;
//! - a cell is exactly `0` or `1` (`2`, `01`, `x` are rejected), and a 26th
//!   token is rejected too: the format is fixed, so more input means a
//!   misread grid.
//!
//! Template code: `scan`, `hash` and `bfs` are embedded unchanged. The
//! generic BFS keeps its visited set in a hash map, more than a 25-cell grid
//! needs (a hand-written one would use a `[u8; 25]` parent array), but here
//! it costs microseconds and it is the collection's tested code.

use std::fmt::Write;
use std::str::FromStr;

/// The grid is `SIZE` × `SIZE`; the path runs from corner to corner.
pub const SIZE: usize = 5;

/// A cell's place as the answer prints it: (row, column), zero-based.
pub type Pos = (usize, usize);

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Open,
    Wall,
}

/// Rows of cells, top row first.
pub type Maze = [[Cell; SIZE]; SIZE];

impl FromStr for Cell {
    type Err = ();

    /// Exactly `0` or `1`: the judge writes nothing else, and accepting
    /// `01` or `+1` would let a garbled grid through.
    fn from_str(word: &str) -> Result<Cell, ()> {
        match word {
            "0" => Ok(Cell::Open),
            "1" => Ok(Cell::Wall),
            _ => Err(()),
        }
    }
}

pub fn main() {
    scan::run(solve)
}

/// Appends the shortest path through the maze in `input` to `out`, or says
/// why there is none.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let maze = read_maze(input)?;
    let start: Pos = (0, 0);
    let goal: Pos = (SIZE - 1, SIZE - 1);
    for (name, (row, col)) in [("start", start), ("goal", goal)] {
        if maze[row][col] == Cell::Wall {
            return Err(format!("the {name} cell ({row}, {col}) is a wall"));
        }
    }
    let path = bfs::path(
        start,
        |&pos| pos == goal,
        |&pos| open_neighbours(&maze, pos),
        usize::MAX,
    )
    .ok_or_else(|| format!("no path of open cells leads from {start:?} to {goal:?}"))?;
    for (row, col) in path {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "({row}, {col})");
    }
    Ok(())
}

/// Reads exactly `SIZE * SIZE` cells, row by row, in any white-space layout.
pub fn read_maze(input: &str) -> Result<Maze, String> {
    let mut tokens = scan::Tokens::new(input);
    let mut maze = [[Cell::Open; SIZE]; SIZE];
    for (row, cells) in maze.iter_mut().enumerate() {
        for (col, cell) in cells.iter_mut().enumerate() {
            // Only a bad cell pays for formatting its position.
            *cell = tokens
                .parse("a 0 or 1")
                .map_err(|message| format!("cell ({row}, {col}): {message}"))?;
        }
    }
    if !tokens.is_empty() {
        return Err(format!(
            "the input goes on after the {} cells of the maze",
            SIZE * SIZE
        ));
    }
    Ok(maze)
}

/// The open cells one step up, down, left or right of `(row, col)`.
pub fn open_neighbours(maze: &Maze, (row, col): Pos) -> Vec<Pos> {
    let mut cells = Vec::with_capacity(4);
    if row > 0 {
        cells.push((row - 1, col));
    }
    if row + 1 < SIZE {
        cells.push((row + 1, col));
    }
    if col > 0 {
        cells.push((row, col - 1));
    }
    if col + 1 < SIZE {
        cells.push((row, col + 1));
    }
    cells.retain(|&(r, c)| maze[r][c] == Cell::Open);
    cells
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bfs.rs: path, path_with
#[rustfmt::skip]
mod bfs {
    /// A shortest path (both ends included) from `start` to the first state
    /// where `is_goal` holds, of at most `max_depth` steps; `None` if there is
    /// none. `usize::MAX` means no limit.
    ///
    /// # Complexity
    ///
    /// Every state within the answer's distance is stored (`b^d` of them);
    /// the goal test runs once per stored state.
    pub fn path<S, I, G, F>(start: S, is_goal: G, successors: F, max_depth: usize) -> Option<Vec<S>>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        G: FnMut(&S) -> bool,
        F: FnMut(&S) -> I,
    {
        path_with(start, is_goal, successors, max_depth, &mut ())
    }

    /// [`path`], reporting to `observer` ([`crate::observe`]; every layer is
    /// the forward side's); `None` too when the observer stops it.
    pub fn path_with<S, I, G, F, O>(
        start: S,
        mut is_goal: G,
        mut successors: F,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<Vec<S>>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        G: FnMut(&S) -> bool,
        F: FnMut(&S) -> I,
        O: super::observe::Observer<S>,
    {
        use std::collections::hash_map::Entry;
        if is_goal(&start) {
            return Some(vec![start]);
        }
        let forward = super::observe::Side::Forward;
        // Every state seen, in the order found; a layer is a contiguous range.
        let mut states = vec![start.clone()];
        let mut parents = vec![usize::MAX];
        let mut seen: super::hash::FastMap<S, ()> = super::hash::FastMap::default();
        seen.insert(start, ());
        let mut layer = 0..1;
        for depth in 1..=max_depth {
            if layer.is_empty() {
                return None;
            }
            let next_layer_start = states.len();
            for parent in layer {
                for next in successors(&states[parent]) {
                    if let Entry::Vacant(slot) = seen.entry(next) {
                        if !observer.stored(forward, depth, slot.key()) {
                            return None;
                        }
                        let state = slot.key().clone();
                        slot.insert(());
                        let found = is_goal(&state);
                        states.push(state);
                        parents.push(parent);
                        if found {
                            let mut path = Vec::new();
                            let mut at = states.len() - 1;
                            while at != usize::MAX {
                                path.push(states[at].clone());
                                at = parents[at];
                            }
                            path.reverse();
                            return Some(path);
                        }
                    }
                }
            }
            layer = next_layer_start..states.len();
            observer.layer(forward, depth, layer.len());
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
