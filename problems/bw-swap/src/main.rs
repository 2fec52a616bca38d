//! # bw-swap — the black-and-white exchange (the fast version)
//!
//! **The problem.** A board of walls `#`, empty cells `.` and pieces (any
//! other visible character; equal characters are interchangeable). One move
//! carries one piece along a path of empty cells (orthogonal steps, turns
//! allowed) to an empty cell. Print the fewest moves and every board from
//! the start to the goal, or `unsolvable`. Empty input means the classic
//! `BLACK / #.#.# / WHITE` to `WHITE / #.#.# / BLACK`.
//!
//! **The idea.** A bidirectional BFS by whole layers, the smaller frontier
//! grown first, stopping at the first meeting (the proof is in the
//! template's README). And when a symmetry of the board maps the start onto
//! the goal, as the top-to-bottom flip does on the classic board, the
//! backward side would only be the forward side seen in a mirror: one
//! search from the start is enough, and it meets when a state's mirror
//! image is already stored (the section "The search" proves where it may
//! stop).
//!
//! **The state space.** A state is the content of each open cell. The
//! classic board has 12 open cells holding 10 distinct pieces and 2 empty
//! cells: 12!/2! = 239,500,800 states, all reachable, the goal 56 moves
//! away and nothing farther than 57.
//!
//! **The cost.** On the classic board a one-way BFS would store nearly all
//! 239.5 million states; the two-sided search stores 2,180,265, the
//! mirrored search 1,274,273 (the start's layers 0 to 28), each generating
//! four or five states per state expanded. Times and memory: NOTES.md.
//!
//! **The traps.** Walls may cut the board into regions that no move
//! crosses: each is solved on its own, and one whose pieces differ between
//! start and goal makes the board `unsolvable` at once. Other stuck pieces
//! (a corridor keeps its order, a 3x3 board with one empty cell keeps the
//! 8-puzzle's parity) only show when a search runs out of states. In the
//! mirrored search, a meeting whose two halves are equally long may not end
//! the search before the layer is complete: a shorter, odd one may follow.
//! Big open boards have astronomically many states: a search that would
//! outgrow the memory stops with a one-line error. The hash table must not
//! grow in the middle of a sorted batch (Speed-up 3).

use std::fmt::Write as _;

pub fn main() {
    scan::run(solve)
}

/// The board solved when the input is empty.
pub const CLASSIC: &str = "BLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n";

/// The most cells a board may have (the problem's limit, and a bit mask).
const MAX_CELLS: usize = 64;

const WALL: u8 = b'#';
const EMPTY: u8 = b'.';

/// Reads the start and goal boards (or none: the classic puzzle) and prints
/// the number of moves and every board from start to goal, or `unsolvable`.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (start, goal) = read_boards(input)?;
    match shortest_path(&start, &goal, &mut ())? {
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
pub struct Board {
    pub width: usize,
    pub cells: Vec<u8>,
}

/// The two boards of the input: runs of non-blank lines, separated by blank
/// lines; no board at all means the classic puzzle.
pub fn read_boards(input: &str) -> Result<(Board, Board), String> {
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
        let count = boards.len();
        let board = &mut boards[count - 1];
        board.push(row);
        // Checked as the rows come, so that a huge input is refused early.
        if board.len() > MAX_CELLS {
            return Err(format!("board {} has more than {} rows", count, MAX_CELLS));
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
/// own, in turn, the others staying as they are: no move crosses a wall,
/// so the shortest paths of the regions add up to a shortest path of the
/// board. `observer` is told of what each region's search stores and grows,
/// region after region (`&mut ()`: nobody watches); if it stops a search,
/// that search finds no path.
pub fn shortest_path<O: Watch>(
    start: &Board,
    goal: &Board,
    observer: &mut O,
) -> Result<Option<Vec<Vec<u8>>>, String> {
    let searches = match region_searches(start, goal) {
        Some(searches) => searches,
        None => return Ok(None),
    };
    let mut boards = vec![start.cells.clone()];
    for search in &searches {
        // `match`, not `let ... else`: the file keeps to Rust 1.63.
        let steps = match search.run(observer)? {
            Some(steps) => steps,
            None => return Ok(None),
        };
        for step in steps.iter().skip(1) {
            let mut board = boards[boards.len() - 1].clone();
            for (&cell, &content) in search.cells.iter().zip(step) {
                board[cell] = content;
            }
            boards.push(board);
        }
    }
    Ok(Some(boards))
}

/// One region's search, as `shortest_path` runs it.
pub struct RegionSearch {
    /// The region's cells, in reading order.
    pub cells: Vec<usize>,
    pub region: Region,
    /// What the cells hold at the start and at the goal (not the same).
    pub from: Vec<u8>,
    pub to: Vec<u8>,
    /// A symmetry of the region that maps `from` onto `to`, if there is
    /// one: then the search goes from the start alone.
    pub mirror: Option<Mirror>,
}

/// The searches `shortest_path` runs, in order: one for each region whose
/// contents differ between `start` and `goal`. `None` when a region holds
/// other pieces at the goal than at the start: no move changes that.
pub fn region_searches(start: &Board, goal: &Board) -> Option<Vec<RegionSearch>> {
    let regions = regions(start);
    for cells in &regions {
        let mut pieces_then: Vec<u8> = cells.iter().map(|&c| start.cells[c]).collect();
        let mut pieces_now: Vec<u8> = cells.iter().map(|&c| goal.cells[c]).collect();
        pieces_then.sort_unstable();
        pieces_now.sort_unstable();
        if pieces_then != pieces_now {
            return None;
        }
    }
    let mut searches = Vec::new();
    for cells in regions {
        let from: Vec<u8> = cells.iter().map(|&c| start.cells[c]).collect();
        let to: Vec<u8> = cells.iter().map(|&c| goal.cells[c]).collect();
        if from == to {
            continue;
        }
        let region = Region::new(start, &cells);
        let mirror = Mirror::find(start.width, &cells, region.bits, &from, &to);
        searches.push(RegionSearch {
            cells,
            region,
            from,
            to,
            mirror,
        });
    }
    Some(searches)
}

impl RegionSearch {
    /// What the region's cells hold on a shortest path from `from` to `to`,
    /// both included, or `None`: through the mirror if there is one, else
    /// from both ends. States take 1, 2, 4 or 8 words (Speed-up 1).
    pub fn run<O: Watch>(&self, observer: &mut O) -> Result<Option<Steps>, String> {
        let (region, from, to, mirror) = (&self.region, &self.from, &self.to, self.mirror.as_ref());
        match region.words() {
            1 => region.path::<1, O>(from, to, mirror, observer),
            2 => region.path::<2, O>(from, to, mirror, observer),
            3 | 4 => region.path::<4, O>(from, to, mirror, observer),
            _ => region.path::<8, O>(from, to, mirror, observer),
        }
    }
}

/// The template's observer (pasted at the end of the file), for whoever
/// watches the search from outside (`Direction` is the template's `Side`,
/// renamed here, where `Side` is one side of the search).
pub use observe::Observer;
pub use observe::Side as Direction;

/// An observer of the search for every size of state it packs (one to
/// eight words); `()` is one.
pub trait Watch:
    Observer<State<1>> + Observer<State<2>> + Observer<State<4>> + Observer<State<8>>
{
}

impl<O> Watch for O where
    O: Observer<State<1>> + Observer<State<2>> + Observer<State<4>> + Observer<State<8>>
{
}

/// The open cells of `board` grouped into regions that walls keep apart,
/// each in reading order.
pub fn regions(board: &Board) -> Vec<Vec<usize>> {
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

/// One region as the search sees it: cells numbered `0..n` (n <= 64) in
/// reading order, each holding a code, 0 for empty and `1..` for the kinds
/// of piece.
pub struct Region {
    /// For each cell, the bit mask of its neighbours.
    neighbours: Vec<u64>,
    /// The character of each code; `EMPTY` for 0.
    kinds: Vec<u8>,
    /// Bits a cell takes in a packed state: 1, 2, 4 or 8 (Speed-up 1).
    bits: usize,
    /// A bound on the moves from one state: each move takes one piece to
    /// one empty cell.
    most_moves: usize,
}

impl Region {
    pub fn new(board: &Board, cells: &[usize]) -> Self {
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

    /// Appends to `next` every state one move after `state`. Moves are
    /// their own inverses, so these are also the states one move before.
    ///
    /// The empty cells form connected areas; each piece next to an area can
    /// go to any cell of it. With each cell's neighbours as a bit mask, an
    /// area is a flood fill of masks.
    pub fn moves<const W: usize>(&self, state: &State<W>, next: &mut Vec<State<W>>) {
        let empty = (0..self.neighbours.len())
            .filter(|&cell| state.get(cell, self.bits) == 0)
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
                let code = state.get(from, self.bits);
                let mut lifted = *state;
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
}

// ---------------------------------------------------------------------------
// The search: from both ends, or from the start alone through a mirror.
// ---------------------------------------------------------------------------
//
// Two-sided: whole layers, the smaller frontier grown, the first state one
// side stores that the other side already stores ends it; the template's
// README (chapter 0) proves the path shortest.
//
// Mirrored. Let a symmetry `s` of the region (a flip or a turn of the
// rectangle around it) map the start onto the goal, and `t` be its inverse.
// A symmetry maps moves to moves, so it keeps distances: the distance from
// a state `x` to the goal `s(start)` equals the distance from `t(x)` to the
// start. The backward search would store exactly the mirror images `s(y)`
// of the forward layers `y`; so one search from the start does, and it
// meets where a state `x` and its image `t(x)` are both stored, at depths
// `d` and `e`. Then start -> x is `d` moves, and `s` turns the path start
// -> t(x) of `e` moves into a path goal -> x: `d + e` moves in all.
//
// Where it may stop. Say layers `0..=k` are complete with no state whose
// image is stored. Then the distance `D` from start to goal is at least
// `2k + 1`: on a path of `D <= 2k` moves, the state `p` that is `min(k, D)`
// moves along is within `k` of the start, and `D - min(k, D) <= k` moves
// from the goal, so `t(p)` is within `k` of the start: both stored (and
// found, see below). Now layer `k + 1` is grown, and each new state's
// image is looked up. A meeting there pairs a new state, `k + 1` deep, with
// one `e` deep: `e` is at most `k + 1` (nothing deeper is stored), and at
// least `k` (else `D <= k + 1 + e <= 2k`):
//
// * `e = k`: a path of `2k + 1 <= D` moves, a shortest one, and the search
//   may stop at once, mid-layer;
// * `e = k + 1`: a path of `2k + 2` moves, shortest only if `D` is not
//   `2k + 1`. That is known only once the layer is complete: if `D` is
//   `2k + 1`, the state `k + 1` moves along a shortest path is in this
//   layer with its image in layer `k`, and its lookup will find it. So an
//   even meeting is kept, and the search ends after the layer, unless an
//   odd one turns up first.
//
// Every pair is found when its second state is stored: the new state `y`
// has `t(y)` stored (`x = y`), or, for a quarter turn (`s` and `t`
// differ), the new `y` is the image `t(x)` of a stored `x = s(y)`. A flip or
// half turn is its own inverse, and one lookup covers both. If the layer comes out empty,
// every state reachable from the start is stored and the goal, the image of
// the start, is not among them: `unsolvable`.

/// The sides of a search, as the top bit of the marks in the table.
const FORWARD: u8 = 0;
const BACKWARD: u8 = 0x80;

/// The contents of a region's cells, state after state.
pub type Steps = Vec<Vec<u8>>;

/// Where a search found its path.
#[derive(Clone, Copy)]
enum Meeting<const W: usize> {
    /// Two-sided: a state the growing side stored and the other side had,
    /// `depth` moves from each side's root (the two sides' current depths).
    Sides(State<W>),
    /// Mirrored: a state stored `depth` moves from the start whose image
    /// under `Mirror::onto_start` is stored `image_depth` moves from it.
    Mirror {
        state: State<W>,
        depth: usize,
        image_depth: usize,
    },
}

impl Region {
    /// The contents of the cells on a shortest path from `from` to `to`,
    /// both included, or `None`; `observer` is told of each state stored
    /// (the two ends excepted) and each layer grown, and may stop the search.
    fn path<const W: usize, O: Observer<State<W>>>(
        &self,
        from: &[u8],
        to: &[u8],
        mirror: Option<&Mirror>,
        observer: &mut O,
    ) -> Result<Option<Steps>, String> {
        let start = self.pack::<W>(from);
        let goal = self.pack::<W>(to);
        let mut seen = Seen::new();
        let mut buffers = Buffers::default();
        let states = match mirror {
            None => self.two_sided(start, goal, &mut seen, &mut buffers, observer)?,
            Some(mirror) => self.mirrored(start, mirror, &mut seen, &mut buffers, observer)?,
        };
        Ok(states.map(|states| states.iter().map(|s| self.unpack(s)).collect()))
    }

    /// The bidirectional search by whole layers, the smaller frontier first.
    fn two_sided<const W: usize, O: Observer<State<W>>>(
        &self,
        start: State<W>,
        goal: State<W>,
        seen: &mut Seen<W>,
        buffers: &mut Buffers<W>,
        observer: &mut O,
    ) -> Result<Option<Vec<State<W>>>, String> {
        let mut forward = Side::new(FORWARD, start, seen);
        let mut backward = Side::new(BACKWARD, goal, seen);
        loop {
            if forward.frontier.is_empty() || backward.frontier.is_empty() {
                // One side has stored every state it can reach.
                return Ok(None);
            }
            let meeting = if forward.frontier.len() <= backward.frontier.len() {
                forward.grow(seen, self, buffers, None, observer)?
            } else {
                backward.grow(seen, self, buffers, None, observer)?
            };
            if let Some(Meeting::Sides(meeting)) = meeting {
                // The meeting state is `depth` moves from each root: the
                // growing side's new layer and the other side's newest.
                let mut states = seen.trace(self, meeting, FORWARD, forward.depth);
                states.reverse();
                let towards_goal = seen.trace(self, meeting, BACKWARD, backward.depth);
                states.extend(towards_goal.into_iter().skip(1));
                return Ok(Some(states));
            }
        }
    }

    /// The search from the start alone, meeting its own mirror image (the
    /// proof is at the head of this section).
    fn mirrored<const W: usize, O: Observer<State<W>>>(
        &self,
        start: State<W>,
        mirror: &Mirror,
        seen: &mut Seen<W>,
        buffers: &mut Buffers<W>,
        observer: &mut O,
    ) -> Result<Option<Vec<State<W>>>, String> {
        let mut forward = Side::new(FORWARD, start, seen);
        loop {
            if forward.frontier.is_empty() {
                return Ok(None);
            }
            let meeting = forward.grow(seen, self, buffers, Some(mirror), observer)?;
            if let Some(Meeting::Mirror {
                state,
                depth,
                image_depth,
            }) = meeting
            {
                // start -> state, then the path start -> image seen in the
                // mirror and walked backwards: state -> goal.
                let mut states = seen.trace(self, state, FORWARD, depth);
                states.reverse();
                let image = Mirror::apply(&mirror.onto_start, &state);
                let image_path = seen.trace(self, image, FORWARD, image_depth);
                states.extend(
                    image_path
                        .iter()
                        .skip(1)
                        .map(|s| Mirror::apply(&mirror.onto_goal, s)),
                );
                return Ok(Some(states));
            }
        }
    }
}

/// One side of the search: its newest layer and how deep it is.
struct Side<const W: usize> {
    side: u8,
    frontier: Vec<State<W>>,
    depth: usize,
}

impl<const W: usize> Side<W> {
    fn new(side: u8, root: State<W>, seen: &mut Seen<W>) -> Self {
        seen.insert(root, mark(side, 0));
        Side {
            side,
            frontier: vec![root],
            depth: 0,
        }
    }

    /// Replaces the frontier by the next layer. Two-sided, it stops at the
    /// first state the other side has stored. Mirrored, it looks up the
    /// images of the new states after each batch: it stops at once at an
    /// odd meeting and after the layer at an even one. Errs when the table
    /// would outgrow the memory it may take. Tells `observer` of each new
    /// state and of the layer once it is whole; when the observer says
    /// stop, the frontier is left empty, as if the side had run out of
    /// states, and the search ends without a path.
    fn grow<O: Observer<State<W>>>(
        &mut self,
        seen: &mut Seen<W>,
        region: &Region,
        buffers: &mut Buffers<W>,
        mirror: Option<&Mirror>,
        observer: &mut O,
    ) -> Result<Option<Meeting<W>>, String> {
        self.depth += 1;
        let new_mark = mark(self.side, self.depth);
        let batch_size = BATCH_BYTES / std::mem::size_of::<State<W>>();
        let mut layer = Vec::new();
        let mut even_meeting = None;
        let mut parents = self.frontier.iter();
        loop {
            // The table never grows in the middle of a batch (Speed-up 3).
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
            let first_new = layer.len();
            for &state in batch.iter() {
                match seen.insert(state, new_mark) {
                    None if !observer.stored(self.direction(), self.depth, &state) => {
                        self.frontier.clear();
                        return Ok(None);
                    }
                    None => layer.push(state),
                    Some(found) if found & BACKWARD != self.side => {
                        return Ok(Some(Meeting::Sides(state)))
                    }
                    Some(_) => {}
                }
            }
            if let Some(mirror) = mirror {
                let new_states = &layer[first_new..];
                match mirror.meeting(seen, new_states, self.depth, buffers) {
                    Some(odd) if odd.moves() < 2 * self.depth => return Ok(Some(odd)),
                    Some(even) => even_meeting = even_meeting.or(Some(even)),
                    None => {}
                }
            }
        }
        observer.layer(self.direction(), self.depth, layer.len());
        self.frontier = layer;
        Ok(even_meeting)
    }

    /// This side as the observer knows it.
    fn direction(&self) -> Direction {
        if self.side == FORWARD {
            Direction::Forward
        } else {
            Direction::Backward
        }
    }
}

impl<const W: usize> Meeting<W> {
    /// The length of the path through a mirrored meeting.
    fn moves(&self) -> usize {
        match *self {
            Meeting::Sides(_) => 0,
            Meeting::Mirror {
                depth, image_depth, ..
            } => depth + image_depth,
        }
    }
}

/// A symmetry of a region that maps its start onto its goal, as two
/// permutations of the region's cells (each the inverse of the other) in
/// the form that moves packed states.
pub struct Mirror {
    /// The symmetry: the start onto the goal.
    onto_goal: Vec<Run>,
    /// Its inverse: the goal onto the start.
    onto_start: Vec<Run>,
    /// A flip or a half turn: its own inverse.
    involution: bool,
}

/// Cells that a permutation moves together: `mask` (the bits of one or more
/// consecutive cells) at `from_shift` in word `from_word` goes to
/// `to_shift` in word `to_word`. A flip top to bottom moves whole rows.
struct Run {
    from_word: usize,
    from_shift: u32,
    to_word: usize,
    to_shift: u32,
    mask: u64,
}

/// The permutation `map` (cell `c` goes to `map[c]`) as runs of cells,
/// `bits` bits a cell: consecutive cells that land on consecutive cells
/// share a run, as long as neither end crosses into another word.
fn runs(map: &[usize], bits: usize) -> Vec<Run> {
    let cell_mask = (1u64 << bits) - 1;
    let mut runs: Vec<Run> = Vec::new();
    for (cell, &to) in map.iter().enumerate() {
        let (from_at, to_at) = (cell * bits, to * bits);
        let extends = cell > 0 && to == map[cell - 1] + 1 && from_at % 64 != 0 && to_at % 64 != 0;
        match runs.last_mut() {
            Some(run) if extends => {
                run.mask |= cell_mask << (from_at % 64 - run.from_shift as usize);
            }
            _ => runs.push(Run {
                from_word: from_at / 64,
                from_shift: (from_at % 64) as u32,
                to_word: to_at / 64,
                to_shift: (to_at % 64) as u32,
                mask: cell_mask,
            }),
        }
    }
    runs
}

/// Where symmetry `k` of an `height` x `width` rectangle takes the cell at
/// `(row, column)`: 0 leaves it, 1 flips top and bottom, 2 left and right,
/// 3 turns half a turn, 4 and 5 flip along a diagonal, 6 and 7 turn a
/// quarter turn each way. 4 to 7 exchange rows and columns: they map the
/// rectangle onto itself only when it is square.
pub fn symmetry(
    k: usize,
    height: usize,
    width: usize,
    row: usize,
    column: usize,
) -> (usize, usize) {
    let (last_row, last_column) = (height - 1, width - 1);
    match k {
        0 => (row, column),
        1 => (last_row - row, column),
        2 => (row, last_column - column),
        3 => (last_row - row, last_column - column),
        4 => (column, row),
        5 => (last_column - column, last_row - row),
        6 => (column, last_row - row),
        _ => (last_column - column, row),
    }
}

impl Mirror {
    /// The first symmetry of the rectangle around `cells` (a region of a
    /// board `width` wide, `bits` bits a cell when packed) that maps the
    /// region onto itself and the contents `from` onto `to`. Flips and the
    /// half turn (their own inverses, one lookup a state) are tried first.
    fn find(width: usize, cells: &[usize], bits: usize, from: &[u8], to: &[u8]) -> Option<Mirror> {
        let rows = cells.iter().map(|&c| c / width);
        let columns = cells.iter().map(|&c| c % width);
        let (top, bottom) = (rows.clone().min()?, rows.max()?);
        let (left, right) = (columns.clone().min()?, columns.max()?);
        let (height, frame_width) = (bottom - top + 1, right - left + 1);
        let symmetries = if height == frame_width { 8 } else { 4 };
        (1..symmetries).find_map(|k| {
            let onto_goal = cells
                .iter()
                .map(|&cell| {
                    let (row, column) = symmetry(
                        k,
                        height,
                        frame_width,
                        cell / width - top,
                        cell % width - left,
                    );
                    cells
                        .binary_search(&((row + top) * width + column + left))
                        .ok()
                })
                .collect::<Option<Vec<usize>>>()?;
            if (0..cells.len()).any(|c| from[c] != to[onto_goal[c]]) {
                return None;
            }
            let mut onto_start = vec![0; cells.len()];
            for (cell, &image) in onto_goal.iter().enumerate() {
                onto_start[image] = cell;
            }
            Some(Mirror {
                involution: onto_goal == onto_start,
                onto_goal: runs(&onto_goal, bits),
                onto_start: runs(&onto_start, bits),
            })
        })
    }

    /// The image of `state` under the permutation `runs`.
    fn apply<const W: usize>(runs: &[Run], state: &State<W>) -> State<W> {
        let mut image = State::ZERO;
        for run in runs {
            image.0[run.to_word] |=
                (state.0[run.from_word] >> run.from_shift & run.mask) << run.to_shift;
        }
        image
    }

    /// The best meeting among `new_states`, just stored `depth` moves from
    /// the start: an odd one (the image one layer earlier) if any, else
    /// the first even one. The images are looked up in hash order, like the
    /// batches (Speed-up 3).
    fn meeting<const W: usize>(
        &self,
        seen: &Seen<W>,
        new_states: &[State<W>],
        depth: usize,
        buffers: &mut Buffers<W>,
    ) -> Option<Meeting<W>> {
        // The new state `y` meets as `x = y` when `t(y)` is stored, and as
        // `t(x)` when `x = s(y)` is stored.
        let lookups = [(&self.onto_start, true), (&self.onto_goal, false)];
        let mut even = None;
        for &(runs, new_is_x) in lookups.iter().take(if self.involution { 1 } else { 2 }) {
            let images = &mut buffers.batch;
            images.clear();
            images.extend(new_states.iter().map(|y| Mirror::apply(runs, y)));
            sort_by_home_slot(images, &mut buffers.scratch);
            for image in images.iter() {
                let found = match seen.mark(image) {
                    Some(found) => found,
                    None => continue,
                };
                // Stored in this layer or the one before (see above).
                let image_depth = if mark(FORWARD, depth) == found {
                    depth
                } else {
                    depth - 1
                };
                debug_assert_eq!(found, mark(FORWARD, image_depth));
                let meeting = if new_is_x {
                    Meeting::Mirror {
                        state: Mirror::apply(&self.onto_goal, image),
                        depth,
                        image_depth,
                    }
                } else {
                    Meeting::Mirror {
                        state: *image,
                        depth: image_depth,
                        image_depth: depth,
                    }
                };
                if image_depth < depth {
                    return Some(meeting);
                }
                even = even.or(Some(meeting));
            }
        }
        even
    }
}

// ---------------------------------------------------------------------------
// Speed-up 1: packed states. A state is one to eight machine words, not a
// vector: no allocation, and comparing or hashing it is a few instructions.
// ---------------------------------------------------------------------------
//
// Identical pieces are interchangeable, so a state is just the code of each
// cell, packed 1, 2, 4 or 8 bits a cell (a power of two, so that no cell
// straddles two words): the classic board is 12 cells of 4 bits in one
// `u64`; the largest boards (64 cells, 16 kinds or more) take eight words.
// The search is written once over `[u64; W]` and compiled for W = 1, 2, 4
// and 8.

/// A state: the code of each cell, `bits` bits a cell, packed into `W`
/// words. A state with a piece in it is never all zeros, which lets the
/// table use zero for a free slot.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct State<const W: usize>([u64; W]);

impl<const W: usize> State<W> {
    const ZERO: Self = State([0; W]);

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

impl Region {
    /// How many 64-bit words a packed state takes.
    fn words(&self) -> usize {
        (self.neighbours.len() * self.bits + 63) / 64
    }

    pub fn pack<const W: usize>(&self, contents: &[u8]) -> State<W> {
        let mut state = State::ZERO;
        for (cell, content) in contents.iter().enumerate() {
            let code = self.kinds.iter().position(|k| k == content).unwrap_or(0);
            state.set(cell, self.bits, code as u64);
        }
        state
    }

    pub fn unpack<const W: usize>(&self, state: &State<W>) -> Vec<u8> {
        (0..self.neighbours.len())
            .map(|cell| self.kinds[state.get(cell, self.bits) as usize])
            .collect()
    }
}

// ---------------------------------------------------------------------------
// Speed-up 2: one flat hash table for both sides, a mark byte a state. Half
// the memory of a map per side with parent links, and no allocation per
// state.
// ---------------------------------------------------------------------------
//
// Every state stored lives in one open-addressing table (linear probing, at
// most three quarters full), with a mark byte: the side that stored it (top
// bit) and its depth there, modulo 128. A side that stores a state marked
// by the other side has met it. 9 bytes a slot on the classic board.

/// What the table keeps of a state: the side that stored it and its depth
/// on that side, modulo 128 (enough: Speed-up 4).
fn mark(side: u8, depth: usize) -> u8 {
    side | (depth % 128) as u8
}

/// Every state either side has stored, with its mark: open addressing,
/// linear probing, at most three quarters full.
struct Seen<const W: usize> {
    slots: Vec<State<W>>,
    marks: Vec<u8>,
    len: usize,
    /// `64 - log2(slots)`: the hash's top bits pick the slot.
    shift: u32,
}

impl<const W: usize> Seen<W> {
    fn new() -> Self {
        let slots = 1 << 10;
        Seen {
            slots: vec![State::ZERO; slots],
            marks: vec![0; slots],
            len: 0,
            shift: 64 - 10,
        }
    }

    /// The slot that holds `state`, or the free slot where it belongs.
    fn slot(&self, state: &State<W>) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = (state.hash() >> self.shift) as usize;
        while self.slots[slot] != *state && self.slots[slot] != State::ZERO {
            slot = (slot + 1) & mask;
        }
        slot
    }

    fn mark(&self, state: &State<W>) -> Option<u8> {
        let slot = self.slot(state);
        if self.slots[slot] == *state {
            Some(self.marks[slot])
        } else {
            None
        }
    }

    /// Adds `state` with `mark` and returns `None`, or returns the mark it
    /// already has. The caller has made room for it.
    fn insert(&mut self, state: State<W>, mark: u8) -> Option<u8> {
        let slot = self.slot(&state);
        if self.slots[slot] == state {
            return Some(self.marks[slot]);
        }
        self.slots[slot] = state;
        self.marks[slot] = mark;
        self.len += 1;
        None
    }
}

// ---------------------------------------------------------------------------
// Speed-up 3: hash-sorted batches. The lookups sweep the table once per
// batch instead of jumping around it: a quarter to a third less time. And
// the trap: the table must not grow in the middle of a batch.
// ---------------------------------------------------------------------------
//
// The table (19 MB on the classic board, mirrored) is far bigger than the
// processor's caches. The states a layer generates are collected in batches
// of up to 4 MB, sorted by the top bits of their hash (the bits that pick
// the slot) and then looked up in that order: the lookups walk the table
// from its low end to its high end, fetching each stretch once per batch
// rather than once per probe. The images the mirrored search looks up are
// sorted the same way.
//
// The trap: a half-inserted batch holds only the states with the smallest
// hashes; a table that doubled then would pile them all into its low end,
// far above the average load (on an 8x8 board the probe sequences grew to
// thousands of slots, and a search that gives up after a few million
// states took 40 s instead of about one). So the table makes room before
// each batch, and a batch is cut to what fits.

/// The states one layer generates are handled this many bytes at a time.
const BATCH_BYTES: usize = 4 << 20;

/// Reused space for a batch of states and for sorting it.
struct Buffers<const W: usize> {
    batch: Vec<State<W>>,
    scratch: Vec<State<W>>,
}

impl<const W: usize> Default for Buffers<W> {
    fn default() -> Self {
        Buffers {
            batch: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

/// Orders `states` by the top 16 bits of their hash, low byte first, with
/// two counting-sort passes: the order of their home slots in any table of
/// up to 2^16 slots, and nearly so in larger ones.
fn sort_by_home_slot<const W: usize>(states: &mut Vec<State<W>>, scratch: &mut Vec<State<W>>) {
    // Both passes' counts in one reading: `starts[pass][digit]`.
    let mut starts = [[0; 256]; 2];
    for state in states.iter() {
        let hash = state.hash();
        starts[0][(hash >> 48) as usize & 0xff] += 1;
        starts[1][(hash >> 56) as usize] += 1;
    }
    scratch.resize(states.len(), State::ZERO);
    for (pass, starts) in starts.iter_mut().enumerate() {
        let shift = 48 + 8 * pass;
        let mut sum = 0;
        for start in starts.iter_mut() {
            let count = *start;
            *start = sum;
            sum += count;
        }
        for state in states.iter() {
            let digit = (state.hash() >> shift) as usize & 0xff;
            scratch[starts[digit]] = *state;
            starts[digit] += 1;
        }
        std::mem::swap(states, scratch);
    }
}

/// The memory the search may take, inside the 256 MB limit with room for
/// the buffers and the output: the table and the layers, and while the
/// table doubles, the old one too (see `Seen::double`). The classic board
/// needs a small part of it.
const SEARCH_BYTES: usize = 224 << 20;

impl<const W: usize> Seen<W> {
    /// How many more states fit before the table is three quarters full,
    /// the most it may hold.
    fn room(&self) -> usize {
        self.slots.len() / 4 * 3 - self.len
    }

    /// Doubles the table until `wanted` more states fit, and at least an
    /// eighth of its slots, so that batches are not cut too small.
    fn make_room(&mut self, wanted: usize) -> Result<(), String> {
        while self.room() < wanted.max(self.slots.len() / 8) {
            self.double()?;
        }
        Ok(())
    }

    fn double(&mut self) -> Result<(), String> {
        // The old table, the new one, and in the layers a copy of each
        // state the new one may hold (three quarters of its slots), twice
        // over for a vector's spare capacity.
        let size = std::mem::size_of::<State<W>>();
        let slots = self.slots.len();
        let needed = slots * (size + 1) + 2 * slots * (size + 1 + size * 3 / 2);
        if needed > SEARCH_BYTES {
            return Err(format!(
                "gave up after {} states: the search would outgrow the memory limit",
                self.len
            ));
        }
        let old_slots = std::mem::replace(&mut self.slots, vec![State::ZERO; 2 * slots]);
        let old_marks = std::mem::replace(&mut self.marks, vec![0; 2 * slots]);
        self.shift -= 1;
        for (state, mark) in old_slots.into_iter().zip(old_marks) {
            if state != State::ZERO {
                let slot = self.slot(&state);
                self.slots[slot] = state;
                self.marks[slot] = mark;
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Speed-up 4: no parent links. The path is traced back through the depth
// marks: 9 bytes a stored state instead of 17 or more.
// ---------------------------------------------------------------------------
//
// From the meeting state, each step back goes to a neighbour (a state one
// move away: moves are their own inverses) marked by the same side one
// layer earlier. Two neighbours' depths differ by at most one, so the
// depth modulo 128 tells the earlier layer from this one and the next;
// 56 steps of a dozen moves each cost nothing.

impl<const W: usize> Seen<W> {
    /// The states from `state`, `depth` moves from the root of `side`, back
    /// to that root: each time a neighbour that `side` stored one layer
    /// earlier.
    fn trace(&self, region: &Region, mut state: State<W>, side: u8, depth: usize) -> Vec<State<W>> {
        let mut states = vec![state];
        let mut next = Vec::new();
        for earlier in (0..depth).rev() {
            next.clear();
            region.moves(&state, &mut next);
            state = *next
                .iter()
                .find(|s| self.mark(s) == Some(mark(side, earlier)))
                .expect("a state at depth d has a neighbour at depth d - 1");
            states.push(state);
        }
        states
    }
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

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
