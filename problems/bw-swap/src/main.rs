//! # bw-swap — the black-and-white exchange
//!
//! A board of walls `#`, empty cells `.` and pieces (any other visible
//! character; equal characters are interchangeable). One move carries one
//! piece along a path of empty cells to an empty cell. Print a shortest
//! sequence of boards from the start to the goal. Empty input means the
//! classic `BLACK / #.#.# / WHITE` to its mirror image.
//!
//! ## Why a bidirectional search
//!
//! The classic board has 12 open cells: 10 distinct pieces and 2 empty
//! cells, `12!/2! = 239,500,800` positions, and every one of them is
//! reachable. The answer, 56 moves, is near the far end of that space
//! (nothing is more than 57 moves from the start). A one-way BFS would visit
//! nearly all 239 million positions; two searches that grow whole layers
//! from both ends, always the smaller frontier, meet after 28 layers each
//! and touch about 2.2 million. The first position that both sides know
//! closes a shortest path (the proof is in `template/src/bibfs.rs`: while
//! the sides are disjoint after `f` and `b` layers, the distance exceeds
//! `f + b`, so the layer that first meets gives exactly the distance).
//!
//! ## The state
//!
//! Identical pieces are interchangeable, so a position is just the content
//! of each open cell: code 0 for empty, 1.. for the kinds of piece. The
//! codes are packed into machine words, 1, 2, 4 or 8 bits a cell (a power
//! of two, so that no cell straddles two words): the classic board is 12
//! cells of 4 bits in one `u64`; the largest boards (64 cells, 16 kinds or
//! more) take eight words. The search is written once over `[u64; W]` and
//! compiled for W = 1, 2, 4 and 8.
//!
//! ## One table for both sides
//!
//! Every position found lives in one flat open-addressing table (linear
//! probing, at most three quarters full), with a mark byte: the side that
//! found it and its depth there, modulo 128. A side that reaches a position
//! marked by the other side has met it. There are no parent links: the path
//! is traced back from the meeting position, each time to a neighbour
//! marked by that side one layer earlier (a neighbour's depth differs by at
//! most one, so the depth modulo 128 is enough). That is 9 bytes a slot on
//! the classic board.
//!
//! ## Where the time goes
//!
//! Moves are cheap: empty cells form connected areas, each piece next to an
//! area can go to any cell of it, and with each cell's neighbours as a bit
//! mask an area is a flood fill of masks. The table is not: at 38 MB it is
//! far bigger than the cache, so the positions of a layer are collected in
//! batches, sorted by the top bits of their hash (the bits that pick the
//! slot), and looked up in that order: the lookups sweep the table from one
//! end to the other instead of jumping around, which halves the time.
//!
//! ## Traps and limits
//!
//! * Walls can cut the board into regions. A move never crosses between
//!   them, so each region is solved on its own (a much smaller space) and
//!   the paths are joined one after the other. A region whose pieces differ
//!   between start and goal makes the instance `unsolvable` at once.
//! * Pieces can be stuck in subtler ways (a corridor keeps their order, a
//!   3x3 board with one empty cell keeps a parity): only the search can
//!   tell, by running out of positions on one side.
//! * Big open boards have astronomically many positions. The table and the
//!   layers may take 224 MB; a search that would need more stops with a
//!   one-line error (after about 5 million positions on one-word boards,
//!   within a second or so) rather than exhaust the memory. The hardest
//!   goals measured on the classic board need 2.2 million.
//! * The table must not grow in the middle of a sorted batch (see
//!   `Side::grow`): it would pile the batch into its low end.
//!
//! Cost: `O(T * m)` for `T` positions touched and `m` moves from each; on
//! the classic board 2.2 million positions, about 0.3 s and 75 MB (whole
//! process, release build, a shared machine).
//!
//! Specialised rather than embedded: `template/src/bibfs.rs` keeps a
//! `HashMap` per side with parent links; here the states are packed words
//! in one flat table with a mark byte, probed in hash order. With the same
//! move generator the template takes 0.70 s and 151 MB on the classic
//! board, this file 0.27 s and 75 MB.

use std::fmt::Write as _;

fn main() {
    scan::run(solve)
}

/// The board solved when the input is empty.
const CLASSIC: &str = "BLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n";

/// The most cells a board may have (the problem's limit, and a bit mask).
const MAX_CELLS: usize = 64;

const WALL: u8 = b'#';
const EMPTY: u8 = b'.';

/// Reads the start and goal boards (or none: the classic puzzle) and prints
/// the number of moves and every board from start to goal, or `unsolvable`.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (start, goal) = read_boards(input)?;
    match shortest_path(&start, &goal)? {
        None => out.push_str("unsolvable\n"),
        Some(boards) => {
            let _ = writeln!(out, "{}", boards.len() - 1);
            for board in &boards {
                for row in board.chunks(start.width) {
                    out.extend(row.iter().map(|&cell| char::from(cell)));
                    out.push('\n');
                }
                out.push('\n');
            }
        }
    }
    Ok(())
}

/// A rectangular board, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    width: usize,
    cells: Vec<u8>,
}

/// The two boards of the input: runs of non-blank lines, separated by blank
/// lines; no board at all means the classic puzzle.
fn read_boards(input: &str) -> Result<(Board, Board), String> {
    let mut boards: Vec<Vec<&str>> = Vec::new();
    let mut previous_blank = true;
    for line in input.lines() {
        let row = line.trim();
        if row.is_empty() {
            previous_blank = true;
            continue;
        }
        if previous_blank {
            if boards.len() == 2 {
                return Err("expected two boards, found a third one".to_string());
            }
            boards.push(Vec::new());
        }
        previous_blank = false;
        let rows = boards.len();
        let board = &mut boards[rows - 1];
        board.push(row);
        // Checked as the rows come, so that a huge input is refused early.
        if board.len() > MAX_CELLS {
            return Err(format!("board {} has more than {} rows", rows, MAX_CELLS));
        }
    }
    match boards.len() {
        0 => read_boards(CLASSIC),
        2 => {
            let start = parse_board(&boards[0], "the start")?;
            let goal = parse_board(&boards[1], "the goal")?;
            let height = |board: &Board| board.cells.len() / board.width;
            if (start.width, height(&start)) != (goal.width, height(&goal)) {
                return Err(format!(
                    "the start is {}x{} but the goal is {}x{}",
                    height(&start),
                    start.width,
                    height(&goal),
                    goal.width
                ));
            }
            let walls_differ = start
                .cells
                .iter()
                .zip(&goal.cells)
                .position(|(&a, &b)| (a == WALL) != (b == WALL));
            if let Some(cell) = walls_differ {
                return Err(format!(
                    "the boards differ at row {}, column {}: a wall in one, not in the other",
                    cell / start.width + 1,
                    cell % start.width + 1
                ));
            }
            Ok((start, goal))
        }
        _ => Err("expected two boards separated by a blank line, found one".to_string()),
    }
}

fn parse_board(rows: &[&str], which: &str) -> Result<Board, String> {
    let width = rows[0].len();
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if let Some(bad) = row.chars().find(|c| !c.is_ascii_graphic()) {
            return Err(format!(
                "{}, row {}: `{}` is not a cell (`#` wall, `.` empty, a letter or digit)",
                which,
                r + 1,
                bad
            ));
        }
        if row.len() != width {
            return Err(format!(
                "{}: row {} has {} cells, row 1 has {}",
                which,
                r + 1,
                row.len(),
                width
            ));
        }
        if cells.len() + row.len() > MAX_CELLS {
            return Err(format!("{} has more than {} cells", which, MAX_CELLS));
        }
        cells.extend_from_slice(row.as_bytes());
    }
    Ok(Board { width, cells })
}

/// Every board from `start` to `goal` on a shortest path, or `None` when
/// the goal cannot be reached. Each region between walls is solved on its
/// own, in turn, the others staying as they are.
fn shortest_path(start: &Board, goal: &Board) -> Result<Option<Vec<Vec<u8>>>, String> {
    let regions = regions(start);
    for cells in &regions {
        let mut pieces_then: Vec<u8> = cells.iter().map(|&c| start.cells[c]).collect();
        let mut pieces_now: Vec<u8> = cells.iter().map(|&c| goal.cells[c]).collect();
        pieces_then.sort_unstable();
        pieces_now.sort_unstable();
        if pieces_then != pieces_now {
            return Ok(None);
        }
    }
    let mut boards = vec![start.cells.clone()];
    for cells in &regions {
        let region = Region::new(start, cells);
        let from: Vec<u8> = cells.iter().map(|&c| start.cells[c]).collect();
        let to: Vec<u8> = cells.iter().map(|&c| goal.cells[c]).collect();
        let steps = match region.words() {
            1 => region.path::<1>(&from, &to)?,
            2 => region.path::<2>(&from, &to)?,
            3 | 4 => region.path::<4>(&from, &to)?,
            _ => region.path::<8>(&from, &to)?,
        };
        // `match`, not `let ... else`: the file keeps to Rust 1.63.
        let steps = match steps {
            Some(steps) => steps,
            None => return Ok(None),
        };
        for step in steps.iter().skip(1) {
            let mut board = boards[boards.len() - 1].clone();
            for (&cell, &content) in cells.iter().zip(step) {
                board[cell] = content;
            }
            boards.push(board);
        }
    }
    Ok(Some(boards))
}

/// The open cells of `board` grouped into regions that walls keep apart,
/// each in reading order.
fn regions(board: &Board) -> Vec<Vec<usize>> {
    let mut region_of = vec![usize::MAX; board.cells.len()];
    let mut regions = Vec::new();
    for first in 0..board.cells.len() {
        if board.cells[first] == WALL || region_of[first] != usize::MAX {
            continue;
        }
        let mut cells = vec![first];
        region_of[first] = regions.len();
        let mut next = 0;
        while next < cells.len() {
            let cell = cells[next];
            next += 1;
            for neighbour in grid_neighbours(board, cell) {
                if board.cells[neighbour] != WALL && region_of[neighbour] == usize::MAX {
                    region_of[neighbour] = regions.len();
                    cells.push(neighbour);
                }
            }
        }
        cells.sort_unstable();
        regions.push(cells);
    }
    regions
}

/// The cells above, below, left and right of `cell` that are on the board.
fn grid_neighbours(board: &Board, cell: usize) -> impl Iterator<Item = usize> {
    let (width, size) = (board.width, board.cells.len());
    let column = cell % width;
    let up = cell.checked_sub(width);
    let down = Some(cell + width).filter(|&c| c < size);
    let left = Some(cell.wrapping_sub(1)).filter(|_| column > 0);
    let right = Some(cell + 1).filter(|_| column + 1 < width);
    IntoIterator::into_iter([up, down, left, right]).flatten()
}

/// One region as the search sees it: cells numbered `0..n` (n <= 64), each
/// holding a code, 0 for empty and `1..` for the kinds of piece.
struct Region {
    /// For each cell, the bit mask of its neighbours.
    neighbours: Vec<u64>,
    /// The character of each code; `EMPTY` for 0.
    kinds: Vec<u8>,
    /// Bits a cell takes in a packed position: 1, 2, 4 or 8.
    bits: usize,
    /// A bound on the moves from one position: each move takes one piece
    /// to one empty cell.
    most_moves: usize,
}

impl Region {
    fn new(board: &Board, cells: &[usize]) -> Self {
        let number = |grid_cell: usize| cells.binary_search(&grid_cell).ok();
        let neighbours = cells
            .iter()
            .map(|&cell| {
                grid_neighbours(board, cell)
                    .filter_map(number)
                    .fold(0, |mask, n| mask | 1 << n)
            })
            .collect();
        let mut kinds: Vec<u8> = cells.iter().map(|&c| board.cells[c]).collect();
        kinds.push(EMPTY);
        kinds.sort_unstable_by_key(|&k| (k != EMPTY, k));
        kinds.dedup();
        let bits = [1, 2, 4, 8]
            .iter()
            .copied()
            .find(|&bits| kinds.len() <= 1 << bits)
            .unwrap_or(8);
        let empty = cells.iter().filter(|&&c| board.cells[c] == EMPTY).count();
        Region {
            neighbours,
            kinds,
            bits,
            most_moves: empty * (cells.len() - empty),
        }
    }

    /// How many 64-bit words a packed position takes.
    fn words(&self) -> usize {
        (self.neighbours.len() * self.bits + 63) / 64
    }

    fn pack<const W: usize>(&self, contents: &[u8]) -> Position<W> {
        let mut position = Position::ZERO;
        for (cell, content) in contents.iter().enumerate() {
            let code = self.kinds.iter().position(|k| k == content).unwrap_or(0);
            position.set(cell, self.bits, code as u64);
        }
        position
    }

    fn unpack<const W: usize>(&self, position: &Position<W>) -> Vec<u8> {
        (0..self.neighbours.len())
            .map(|cell| self.kinds[position.get(cell, self.bits) as usize])
            .collect()
    }

    /// Appends to `next` every position one move after `position`. Moves
    /// are their own inverses, so this also gives the positions before.
    fn moves<const W: usize>(&self, position: &Position<W>, next: &mut Vec<Position<W>>) {
        let empty = (0..self.neighbours.len())
            .filter(|&cell| position.get(cell, self.bits) == 0)
            .fold(0u64, |mask, cell| mask | 1 << cell);
        let mut unexplored = empty;
        while unexplored != 0 {
            // Flood one area of empty cells, collecting the cells around it.
            let mut area = unexplored & unexplored.wrapping_neg();
            let mut todo = area;
            let mut rim = 0;
            while todo != 0 {
                let cell = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                rim |= self.neighbours[cell];
                let added = self.neighbours[cell] & empty & !area;
                area |= added;
                todo |= added;
            }
            unexplored &= !area;
            let mut movers = rim & !empty;
            while movers != 0 {
                let from = movers.trailing_zeros() as usize;
                movers &= movers - 1;
                let code = position.get(from, self.bits);
                let mut lifted = *position;
                lifted.set(from, self.bits, 0);
                let mut targets = area;
                while targets != 0 {
                    let to = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    let mut moved = lifted;
                    moved.set(to, self.bits, code);
                    next.push(moved);
                }
            }
        }
    }

    /// The contents of the cells on a shortest path from `from` to `to`,
    /// both included, or `None`: a bidirectional BFS by whole layers,
    /// always growing the side with the smaller frontier.
    fn path<const W: usize>(&self, from: &[u8], to: &[u8]) -> Result<Option<Vec<Vec<u8>>>, String> {
        let start = self.pack::<W>(from);
        let goal = self.pack::<W>(to);
        if start == goal {
            return Ok(Some(vec![from.to_vec()]));
        }
        let mut seen = Seen::new();
        let mut forward = Side::new(FORWARD, start, &mut seen);
        let mut backward = Side::new(BACKWARD, goal, &mut seen);
        let mut buffers = Buffers::default();
        loop {
            if forward.frontier.is_empty() || backward.frontier.is_empty() {
                // One side has found every position it can reach.
                return Ok(None);
            }
            let meeting = if forward.frontier.len() <= backward.frontier.len() {
                forward.grow(&mut seen, self, &mut buffers)?
            } else {
                backward.grow(&mut seen, self, &mut buffers)?
            };
            if let Some(meeting) = meeting {
                // The meeting position is `depth` moves from each root, the
                // growing side's new layer and the other side's newest.
                let mut positions = seen.trace(self, meeting, FORWARD, forward.depth);
                positions.reverse();
                let towards_goal = seen.trace(self, meeting, BACKWARD, backward.depth);
                positions.extend(towards_goal.into_iter().skip(1));
                return Ok(Some(positions.iter().map(|p| self.unpack(p)).collect()));
            }
        }
    }
}

/// A position: the code of each cell, `bits` bits a cell, packed into `W`
/// words. A position with a piece in it is never all zeros, which lets the
/// seen table use zero for a free slot.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Position<const W: usize>([u64; W]);

impl<const W: usize> Position<W> {
    const ZERO: Self = Position([0; W]);

    fn get(&self, cell: usize, bits: usize) -> u64 {
        let at = cell * bits;
        (self.0[at / 64] >> (at % 64)) & ((1 << bits) - 1)
    }

    fn set(&mut self, cell: usize, bits: usize, code: u64) {
        let at = cell * bits;
        let word = &mut self.0[at / 64];
        *word = (*word & !(((1 << bits) - 1) << (at % 64))) | code << (at % 64);
    }

    /// A multiplicative hash; its top bits are the well-mixed ones. A
    /// multiplication carries each bit only upwards, so a change in the
    /// last cells (the top bits of a word) would change only the top few
    /// bits of the product: the high half is folded down and multiplied
    /// again, so that every cell reaches every bit that picks a slot.
    fn hash(&self) -> u64 {
        const ODD: u64 = 0x9e37_79b9_7f4a_7c15;
        let hash = self.0.iter().fold(0, |hash: u64, &word| {
            (hash.rotate_left(23) ^ word).wrapping_mul(ODD)
        });
        (hash ^ hash >> 32).wrapping_mul(ODD)
    }
}

/// The sides of the search, as the top bit of the marks in [`Seen`].
const FORWARD: u8 = 0;
const BACKWARD: u8 = 0x80;

/// What the table keeps of a position: the side that found it and its
/// depth on that side, modulo 128 (enough: a neighbour's depth differs by
/// at most one).
fn mark(side: u8, depth: usize) -> u8 {
    side | (depth % 128) as u8
}

/// One side of the search: its newest layer and how deep it is.
struct Side<const W: usize> {
    side: u8,
    frontier: Vec<Position<W>>,
    depth: usize,
}

/// The positions one layer generates are handled this many bytes at a time.
const BATCH_BYTES: usize = 4 << 20;

/// Reused space for a batch of positions and for sorting it.
struct Buffers<const W: usize> {
    batch: Vec<Position<W>>,
    scratch: Vec<Position<W>>,
}

impl<const W: usize> Default for Buffers<W> {
    fn default() -> Self {
        Buffers {
            batch: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

impl<const W: usize> Side<W> {
    fn new(side: u8, root: Position<W>, seen: &mut Seen<W>) -> Self {
        seen.insert(root, mark(side, 0));
        Side {
            side,
            frontier: vec![root],
            depth: 0,
        }
    }

    /// Replaces the frontier by the next layer. Stops at the first
    /// position the other side has found and returns it: it closes a
    /// shortest path (module docs). Errs when the table would outgrow the
    /// memory it may take.
    fn grow(
        &mut self,
        seen: &mut Seen<W>,
        region: &Region,
        buffers: &mut Buffers<W>,
    ) -> Result<Option<Position<W>>, String> {
        self.depth += 1;
        let new_mark = mark(self.side, self.depth);
        let batch_size = BATCH_BYTES / std::mem::size_of::<Position<W>>();
        let mut layer = Vec::new();
        let mut parents = self.frontier.iter();
        loop {
            // The table never grows in the middle of a batch: the batch is
            // sorted by hash, so until it is all in, its positions would
            // crowd the low end of a table sized for fewer of them.
            seen.make_room(region.most_moves)?;
            let room = seen.room().min(batch_size);
            let batch = &mut buffers.batch;
            batch.clear();
            while batch.len() + region.most_moves <= room {
                match parents.next() {
                    Some(parent) => region.moves(parent, batch),
                    None => break,
                }
            }
            if batch.is_empty() {
                break;
            }
            sort_by_home_slot(batch, &mut buffers.scratch);
            for &position in batch.iter() {
                match seen.insert(position, new_mark) {
                    None => layer.push(position),
                    Some(found) if found & BACKWARD != self.side => return Ok(Some(position)),
                    Some(_) => {}
                }
            }
        }
        self.frontier = layer;
        Ok(None)
    }
}

/// Orders `positions` by the top 16 bits of their hash, low byte first,
/// with two counting-sort passes.
///
/// Why: a table of `2^k` slots puts a position at the top `k` bits of its
/// hash, so a sorted batch probes the table in one sweep from the low end
/// to the high end instead of jumping around. The table (38 MB on the
/// classic board) is far bigger than the cache; sweeping fetches each
/// stretch of it once per batch rather than once per probe, and halves the
/// running time.
fn sort_by_home_slot<const W: usize>(
    positions: &mut Vec<Position<W>>,
    scratch: &mut Vec<Position<W>>,
) {
    // Both passes' counts in one reading: `starts[pass][digit]`.
    let mut starts = [[0; 256]; 2];
    for position in positions.iter() {
        let hash = position.hash();
        starts[0][(hash >> 48) as usize & 0xff] += 1;
        starts[1][(hash >> 56) as usize] += 1;
    }
    scratch.resize(positions.len(), Position::ZERO);
    for (pass, starts) in starts.iter_mut().enumerate() {
        let shift = 48 + 8 * pass;
        let mut sum = 0;
        for start in starts.iter_mut() {
            let count = *start;
            *start = sum;
            sum += count;
        }
        for position in positions.iter() {
            let digit = (position.hash() >> shift) as usize & 0xff;
            scratch[starts[digit]] = *position;
            starts[digit] += 1;
        }
        std::mem::swap(positions, scratch);
    }
}

/// The memory the search may take, inside the 256 MB limit with room for
/// the buffers and the output: the table and the layers, and while the
/// table doubles, the old one too (see `Seen::double`). The classic board
/// needs at most a fifth of it.
const SEARCH_BYTES: usize = 224 << 20;

/// Every position either side has found, with its mark: open addressing,
/// linear probing, at most three quarters full.
struct Seen<const W: usize> {
    slots: Vec<Position<W>>,
    marks: Vec<u8>,
    len: usize,
    /// `64 - log2(slots)`: the hash's top bits pick the slot.
    shift: u32,
}

impl<const W: usize> Seen<W> {
    fn new() -> Self {
        let slots = 1 << 10;
        Seen {
            slots: vec![Position::ZERO; slots],
            marks: vec![0; slots],
            len: 0,
            shift: 64 - 10,
        }
    }

    /// The slot that holds `position`, or the free slot where it belongs.
    fn slot(&self, position: &Position<W>) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = (position.hash() >> self.shift) as usize;
        while self.slots[slot] != *position && self.slots[slot] != Position::ZERO {
            slot = (slot + 1) & mask;
        }
        slot
    }

    fn mark(&self, position: &Position<W>) -> Option<u8> {
        let slot = self.slot(position);
        if self.slots[slot] == *position {
            Some(self.marks[slot])
        } else {
            None
        }
    }

    /// Adds `position` with `mark` and returns `None`, or returns the mark
    /// it already has. The caller has made room for it.
    fn insert(&mut self, position: Position<W>, mark: u8) -> Option<u8> {
        let slot = self.slot(&position);
        if self.slots[slot] == position {
            return Some(self.marks[slot]);
        }
        self.slots[slot] = position;
        self.marks[slot] = mark;
        self.len += 1;
        None
    }

    /// How many more positions fit before the table is three quarters
    /// full, the most it may hold.
    fn room(&self) -> usize {
        self.slots.len() / 4 * 3 - self.len
    }

    /// Doubles the table until `wanted` more positions fit, and at least an
    /// eighth of its slots, so that batches are not cut too small.
    fn make_room(&mut self, wanted: usize) -> Result<(), String> {
        while self.room() < wanted.max(self.slots.len() / 8) {
            self.double()?;
        }
        Ok(())
    }

    fn double(&mut self) -> Result<(), String> {
        // The old table, the new one, and in the layers a copy of each
        // position the new one may hold (three quarters of its slots), twice
        // over for a vector's spare capacity.
        let size = std::mem::size_of::<Position<W>>();
        let slots = self.slots.len();
        let needed = slots * (size + 1) + 2 * slots * (size + 1 + size * 3 / 2);
        if needed > SEARCH_BYTES {
            return Err(format!(
                "gave up after {} positions: the search would outgrow the memory limit",
                self.len
            ));
        }
        let old_slots = std::mem::replace(&mut self.slots, vec![Position::ZERO; 2 * slots]);
        let old_marks = std::mem::replace(&mut self.marks, vec![0; 2 * slots]);
        self.shift -= 1;
        for (position, mark) in old_slots.into_iter().zip(old_marks) {
            if position != Position::ZERO {
                let slot = self.slot(&position);
                self.slots[slot] = position;
                self.marks[slot] = mark;
            }
        }
        Ok(())
    }

    /// The positions from `position`, `depth` moves from the root of
    /// `side`, back to that root: each time a neighbour that `side` found
    /// one layer earlier.
    fn trace(
        &self,
        region: &Region,
        mut position: Position<W>,
        side: u8,
        depth: usize,
    ) -> Vec<Position<W>> {
        let mut positions = vec![position];
        let mut next = Vec::new();
        for earlier in (0..depth).rev() {
            next.clear();
            region.moves(&position, &mut next);
            position = *next
                .iter()
                .find(|p| self.mark(p) == Some(mark(side, earlier)))
                .expect("a position at depth d has a neighbour at depth d - 1");
            positions.push(position);
        }
        positions
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
