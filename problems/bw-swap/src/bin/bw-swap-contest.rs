//! bw-swap — the black-and-white exchange, the contest version. A board of at most 64 cells
//! holds walls `#`, empty cells `.` and pieces (any other visible character; equal characters
//! are interchangeable); one move carries one piece along empty cells to an empty cell. Print
//! the fewest moves and every board from the start to the goal, or `unsolvable`. Empty input
//! is the classic `BLACK / #.#.# / WHITE` to its mirror image.
//!
//! Idea: a state is the content of the open cells, a few bits a cell in one `u64`. When a flip
//! or a half turn of the board maps the start onto the goal (the classic board: a top-to-bottom flip),
//! the template's `mirror` searches from the start alone and meets its own mirror image;
//! otherwise its bidirectional BFS searches from both boards. Moves are their own inverses, so
//! both sides of that search pass the same move function.
//! Promise: every board whose open cells fit 64 bits (64 open cells with one kind of piece, 32
//! with three, 21 with seven, 16 with fifteen) and whose search stores at most 3 million
//! states; it gives up on the others, with one line on standard error. Wider states need
//! several words a state (the fast version, `src/main.rs`, packs up to eight).
//! Cost: the classic board stores 1.27 million states, a far goal 2.0 to 2.1 million (NOTES.md).

pub fn main() {
    scan::run(solve)
}

/// The memory guard: the search gives up rather than store more states than this beside its
/// roots. Either search of the template keeps a state in a list with its parent's place (16
/// bytes) and in a hash index of 17-byte slots, at most 7/8 full, doubled when full: at most 39
/// bytes a state just after a doubling, and 19 more for the old table while it is copied. So 74
/// bytes a state at most, 222 MB for 3 million, inside the judge's 256 (148 MB measured).
pub const MOST_STATES: usize = 3_000_000;

pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (width, start, goal) = read(input)?;
    let (from, to, packing) = Packing::new(width, &start, &goal)?;
    let moves = |state: &u64| packing.successors(*state);
    let image = |state: &u64| packing.mirrored(*state);
    // The states the search stores beside its roots (the start, and the goal if searched from).
    let mut stored = 0;
    let path = if image(&from) == to {
        mirror::path_with(from, image, moves, usize::MAX, &mut stored)
    } else {
        bibfs::path_with(from, to, moves, moves, usize::MAX, &mut stored)
    };
    match &path {
        None if stored > MOST_STATES => return Err(format!("gave up after {MOST_STATES} states")),
        None => out.push_str("unsolvable\n"),
        Some(path) => out.push_str(&format!("{}\n", path.len() - 1)),
    }
    // Every board, each followed by a blank line.
    out.extend((path.iter().flatten()).map(|&state| packing.draw(state, &start, width) + "\n"));
    Ok(())
}

/// The memory guard: a count of states watches the search, counts each state it stores, and
/// stops it before it stores more than `MOST_STATES`.
impl observe::Observer<u64> for usize {
    fn stored(&mut self, _: observe::Side, _: usize, _: &u64) -> bool {
        *self += 1;
        *self <= MOST_STATES
    }
}

/// A state holds a code for each open cell, `bits` bits each: open cell `i` at bit `i * bits`.
/// Code 0 is the empty cell (even where no cell is empty), then the pieces in `kinds`.
pub struct Packing {
    /// Each open cell: its place on the board, the open cells next to it as a mask with bit `i`
    /// for open cell `i`, and the bit where the mirror puts its code (see `mirrored`).
    cells: Vec<(usize, u64, usize)>,
    kinds: Vec<u8>,
    bits: usize,
}

impl Packing {
    /// The start and the goal packed, and the packing of their board, `width` cells wide.
    pub fn new(width: usize, start: &[u8], goal: &[u8]) -> Result<(u64, u64, Packing), String> {
        let open: Vec<usize> = (0..start.len()).filter(|&c| start[c] != b'#').collect();
        // The empty cell first, then every kind of piece, in the order of their characters.
        let piece = |c: &u8| *c != b'.' && *c != b'#' && (start.contains(c) || goal.contains(c));
        let mut kinds = vec![b'.'];
        kinds.extend((0..128).filter(piece));
        let bits = kinds.len().next_power_of_two().trailing_zeros().max(1) as usize;
        if open.len() * bits > 64 {
            return Err(format!("gave up: {} bits a state", open.len() * bits));
        }
        let code_of = |c: u8| kinds.iter().position(|&kind| kind == c).unwrap_or(0) as u64;
        // Built from the last open cell down, so that open cell `i` lands at bit `i * bits`.
        let pack = |b: &[u8]| (open.iter().rev()).fold(0, |s, &c| s << bits | code_of(b[c]));
        let next_to =
            |a: usize, b| a.abs_diff(b) == width || a.abs_diff(b) == 1 && a / width == b / width;
        let around = |a| (open.iter().rev()).fold(0, |m, &b| m << 1 | u64::from(next_to(a, b)));
        // Mirror `k` takes board cell `a` to `image(k, a)`: 0 leaves it where it is, 1 turns the
        // board half a turn, 2 flips it top to bottom, 3 left to right.
        let flip = |a: usize| (start.len() / width - 1 - a / width) * width + a % width;
        let image = |k: usize, a| [a, start.len() - 1 - a, flip(a), start.len() - 1 - flip(a)][k];
        let k = (1..4).find(|&k| (0..start.len()).all(|a| goal[a] == start[image(k, a)]));
        let at = |a: usize| open.iter().position(|&b| b == a).unwrap_or(0) * bits;
        let cell = |&a: &usize| (a, around(a), at(image(k.unwrap_or(0), a)));
        let cells = open.iter().map(cell).collect();
        Ok((pack(start), pack(goal), Packing { cells, kinds, bits }))
    }

    /// The board `state` stands for (`board` gives the walls), each row on its line.
    pub fn draw(&self, state: u64, board: &[u8], width: usize) -> String {
        let mut board = board.to_vec();
        for (i, &(cell, _, _)) in self.cells.iter().enumerate() {
            board[cell] = self.kinds[(state >> (i * self.bits) & ((1 << self.bits) - 1)) as usize];
        }
        let rows = (board.chunks(width)).map(String::from_utf8_lossy);
        rows.map(|row| row + "\n").collect()
    }

    /// `state` seen in the mirror that maps the start onto the goal, if there is one (a flip or a
    /// half turn of the board): each open cell's code moved to its image. Else `state` itself.
    pub fn mirrored(&self, state: u64) -> u64 {
        let code = |i: usize| state >> (i * self.bits) & ((1 << self.bits) - 1);
        (self.cells.iter().enumerate()).fold(0, |m, (i, c)| m | code(i) << c.2)
    }

    /// Every state one move after `state`: each piece to each empty cell it reaches through
    /// empty cells. A move is undone by a move, so these are also the states one move before.
    pub fn successors(&self, state: u64) -> Vec<u64> {
        let code = |i: usize| state >> (i * self.bits) & ((1 << self.bits) - 1);
        let empty = ((0..self.cells.len()).filter(|&i| code(i) == 0)).fold(0, |m, i| m | 1 << i);
        let mut next = Vec::new();
        for from in (0..self.cells.len()).filter(|&i| empty >> i & 1 == 0) {
            // Flood the empty cells around the piece, a bit a cell; each is a place to go.
            let (piece, mut reached, mut todo) = (code(from), 0u64, self.cells[from].1 & empty);
            while todo != 0 {
                let to = todo.trailing_zeros() as usize;
                reached |= 1 << to;
                todo = (todo | self.cells[to].1 & empty) & !reached;
                next.push(state ^ piece << (from * self.bits) | piece << (to * self.bits));
            }
        }
        next
    }
}

/// The width and the cells (row after row) of the start and the goal: two boards of rows
/// separated by blank lines (white space around a row is ignored), or none for the classic.
/// Both are rectangles of the same size with the same walls, at most 64 cells.
pub fn read(input: &str) -> Result<(usize, Vec<u8>, Vec<u8>), String> {
    let mut rows = input.lines().map(str::trim);
    // The next board's shape, width and cells. It takes at most 65 rows: enough to refuse a
    // board over 64 cells without copying a huge input into rows.
    let mut board = |which: &str| {
        let rows = rows.by_ref().skip_while(|row| row.is_empty());
        let rows: Vec<&str> = rows.take_while(|row| !row.is_empty()).take(65).collect();
        let (width, cells) = (rows.first().map_or(0, |row| row.len()), rows.concat());
        let ragged = rows.iter().any(|row| row.len() != width);
        if ragged || cells.len() > 64 || !cells.bytes().all(|c| c.is_ascii_graphic()) {
            return Err(format!("{which} is not a rectangle of at most 64 cells"));
        }
        Ok((format!("{}x{width}", rows.len()), width, cells.into_bytes()))
    };
    let ((shape, width, start), (goal_shape, _, goal)) = (board("the start")?, board("the goal")?);
    if start.is_empty() {
        // No board: the classic puzzle.
        return read("BLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n");
    } else if goal.is_empty() || rows.any(|row| !row.is_empty()) {
        return Err("expected two boards separated by a blank line".into());
    } else if shape != goal_shape {
        return Err(format!("the start is {shape}, the goal {goal_shape}"));
    } else if let Some(c) = (0..start.len()).find(|&c| (start[c] == b'#') != (goal[c] == b'#')) {
        let (row, column) = (c / width + 1, c % width + 1);
        return Err(format!("the walls differ at row {row}, column {column}"));
    }
    Ok((width, start, goal))
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bibfs.rs: path_with, Tree
#[rustfmt::skip]
mod bibfs {
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

// template/src/mirror.rs: path_with, join
#[rustfmt::skip]
mod mirror {
    /// [`path`], reporting to `observer` ([`crate::observe`]; one side only,
    /// `Side::Forward`); `None` too when the observer stops it.
    pub fn path_with<S, I, M, F, O>(
        start: S,
        mut mirror: M,
        mut successors: F,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<Vec<S>>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        M: FnMut(&S) -> S,
        F: FnMut(&S) -> I,
        O: super::observe::Observer<S>,
    {
        use std::collections::hash_map::Entry;
        if mirror(&start) == start {
            return Some(vec![start]);
        }
        let forward = super::observe::Side::Forward;
        // Every state stored, in the order found (a layer is a range of them),
        // with the position of the state it came from and its own position.
        let mut states = vec![start.clone()];
        let mut parents = vec![usize::MAX];
        let mut index: super::hash::FastMap<S, usize> = super::hash::FastMap::default();
        index.insert(start, 0);
        let mut layer = 0..1;
        // `done` layers complete without a pair: the distance is over 2 * done.
        let mut done = 0;
        while 2 * done < max_depth && !layer.is_empty() {
            let depth = done + 1;
            let next_layer_start = states.len();
            let mut even = None;
            for parent in layer {
                for next in successors(&states[parent]) {
                    if let Entry::Vacant(slot) = index.entry(next) {
                        if !observer.stored(forward, depth, slot.key()) {
                            return None;
                        }
                        let here = states.len();
                        let state = slot.key().clone();
                        slot.insert(here);
                        let image = mirror(&state);
                        states.push(state);
                        parents.push(parent);
                        match index.get(&image) {
                            // The image is older: an odd path, a shortest one.
                            Some(&there) if there < next_layer_start => {
                                return Some(join(&states, &parents, here, there, &mut mirror));
                            }
                            // In this layer: an even path, shortest unless an
                            // odd one follows in the layer.
                            Some(&there) if even.is_none() => even = Some((here, there)),
                            _ => {}
                        }
                    }
                }
            }
            layer = next_layer_start..states.len();
            observer.layer(forward, depth, layer.len());
            if let Some((here, there)) = even {
                if 2 * depth > max_depth {
                    return None;
                }
                return Some(join(&states, &parents, here, there, &mut mirror));
            }
            done = depth;
        }
        None
    }

    /// The path of a mirrored meeting: start .. `states[here]` along the
    /// parents, then the images of `states[there]` .. start, which lead from
    /// `states[here]` (the image of `states[there]`) to the goal.
    fn join<S, M>(states: &[S], parents: &[usize], here: usize, there: usize, mirror: &mut M) -> Vec<S>
    where
        S: Clone,
        M: FnMut(&S) -> S,
    {
        let mut path = Vec::new();
        let mut at = here;
        while at != usize::MAX {
            path.push(states[at].clone());
            at = parents[at];
        }
        path.reverse();
        at = parents[there];
        while at != usize::MAX {
            path.push(mirror(&states[at]));
            at = parents[at];
        }
        path
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

// template/src/scan.rs: run
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
}
