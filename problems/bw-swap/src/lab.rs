//! bw-swap in the lab (see `lab/mod.rs`): random boards of up to 64 cells
//! with the traps drawn often (start = goal, goals made unreachable by a
//! different piece, a wall or a parity, identical pieces, goals that are
//! the start's mirror image), shrinking by rows, columns, kinds of piece
//! and cells, and the searches traced with the contest version's moves:
//! the one-way BFS (capped: on the classic board it would need about 239
//! million states), and the bidirectional search as `src/main.rs` runs it.
//! That is the template's two-sided search (the contest version's, too),
//! except where a symmetry maps the start onto the goal: then one side from
//! the start, meeting its own mirror image, and the contest version's
//! two-sided figures in the notes.

use super::Lab;
use crate::testing::Rng;
use crate::trace::{self, Layer, Limits, Search, Side, Trace};
use std::collections::{BTreeSet, HashMap};

#[allow(dead_code)]
#[path = "../../../problems/bw-swap/src/bin/bw-swap-contest.rs"]
mod contest;

/// The collection's solution: its reading of the boards (the shrinker's),
/// and for the tests its answers.
#[allow(dead_code)]
#[path = "../../../problems/bw-swap/src/main.rs"]
mod fast;

use fast::Board;

pub const LAB: Lab = Lab {
    id: "bw-swap",
    generate,
    shrink,
    trace,
    // The classic puzzle (empty input): its goal is its start upside down,
    // so the chart shows one side, meeting its mirror image halfway.
    chart_input: "problems/bw-swap/bench/classic.in",
};

/// The one-way search stops after this many stored states (at depth 31 on
/// the classic board, where it would need every state within 55 moves of
/// the start, nearly all of the 239.5 million): more than the two-sided
/// search stores there, so that the two can be compared.
const ONE_WAY_CAP: usize = 3_000_000;

/// The two-sided and mirrored searches stop here too (the classic board
/// needs 2.25 million two-sided, 1.27 million mirrored): big open boards
/// explode.
const SEARCH_CAP: usize = 4_000_000;

/// Random walks and rearranged goals keep the searches small: a walk's
/// length is cut so that its moves from the start, to the power of half
/// the walk, stay under this, and a goal is drawn anywhere only on boards
/// with at most this many arrangements.
const SMALL_SPACE: u64 = 100_000;

/// The classic puzzle, written out.
const CLASSIC: &str = "BLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n";

// ---------------------------------------------------------------------------
// Boards: moves (for random walks), symmetries, text.
// ---------------------------------------------------------------------------

fn height(board: &Board) -> usize {
    board.cells.len() / board.width
}

/// The board as its rows, each ending in a newline.
fn text(board: &Board) -> String {
    board
        .cells
        .chunks(board.width)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect()
}

fn input_of(start: &Board, goal: &Board) -> String {
    format!("{}\n{}", text(start), text(goal))
}

/// The cells next to `cell` on the board.
fn around(board: &Board, cell: usize) -> Vec<usize> {
    let (row, column, width) = (cell / board.width, cell % board.width, board.width);
    let mut around = Vec::new();
    if column > 0 {
        around.push(cell - 1);
    }
    if column + 1 < width {
        around.push(cell + 1);
    }
    if row > 0 {
        around.push(cell - width);
    }
    if row + 1 < height(board) {
        around.push(cell + width);
    }
    around
}

/// Every board one move later (for random walks; the traces use the
/// contest version's moves): each piece to each empty cell it reaches
/// through empty cells.
fn moves(board: &Board) -> Vec<Board> {
    let mut next = Vec::new();
    for from in 0..board.cells.len() {
        let piece = board.cells[from];
        if piece == b'#' || piece == b'.' {
            continue;
        }
        let mut reached = vec![false; board.cells.len()];
        let mut stack = vec![from];
        while let Some(cell) = stack.pop() {
            for to in around(board, cell) {
                if board.cells[to] == b'.' && !reached[to] {
                    reached[to] = true;
                    stack.push(to);
                    let mut moved = board.clone();
                    moved.cells[to] = piece;
                    moved.cells[from] = b'.';
                    next.push(moved);
                }
            }
        }
    }
    next
}

/// A walk of at most `steps` random moves, cut short where a search for
/// its end would grow past `SMALL_SPACE` states a side.
fn walk(board: &Board, steps: usize, rng: &mut Rng) -> Board {
    let branching = moves(board).len().max(2) as f64;
    let affordable = (2.0 * (SMALL_SPACE as f64).ln() / branching.ln()) as usize;
    let mut board = board.clone();
    for _ in 0..steps.min(affordable.max(1)) {
        let next = moves(&board);
        if next.is_empty() {
            break;
        }
        board = rng.pick(&next).clone();
    }
    board
}

/// How many arrangements the contents of the open cells have.
fn arrangements(board: &Board) -> u64 {
    let mut counts: HashMap<u8, u64> = HashMap::new();
    for &cell in board.cells.iter().filter(|&&c| c != b'#') {
        *counts.entry(cell).or_default() += 1;
    }
    let (mut total, mut placed) = (1u64, 0u64);
    for &count in counts.values() {
        for k in 1..=count {
            placed += 1;
            total = total.saturating_mul(placed) / k;
        }
    }
    total
}

/// The names of the symmetries of a rectangle, numbered as `symmetry`
/// numbers them (4 to 7 for squares only).
const SYMMETRY_NAMES: [&str; 8] = [
    "left as it is",
    "flipped top to bottom",
    "flipped left to right",
    "turned half a turn",
    "flipped along its main diagonal",
    "flipped along its other diagonal",
    "turned a quarter turn clockwise",
    "turned a quarter turn anticlockwise",
];

/// Where symmetry `k` of a `height` x `width` rectangle takes the cell at
/// `(row, column)`.
fn symmetry(k: usize, height: usize, width: usize, row: usize, column: usize) -> (usize, usize) {
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

/// The symmetries other than the identity that map the board's rectangle
/// onto itself.
fn symmetries(board: &Board) -> Vec<usize> {
    let square = height(board) == board.width;
    (1..if square { 8 } else { 4 }).collect()
}

/// The board seen through symmetry `k`.
fn transformed(board: &Board, k: usize) -> Board {
    let (height, width) = (height(board), board.width);
    let mut cells = board.cells.clone();
    for (cell, &content) in board.cells.iter().enumerate() {
        let (row, column) = symmetry(k, height, width, cell / width, cell % width);
        cells[row * width + column] = content;
    }
    Board { width, cells }
}

// ---------------------------------------------------------------------------
// The generator.
// ---------------------------------------------------------------------------

const PIECES: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A random board of at most `most_cells` cells (and, for a square,
/// exactly a square): walls one cell in `wall_odds`, at least one empty
/// cell, pieces drawn from the first `kinds` of `PIECES`.
fn random_board(rng: &mut Rng, most_cells: usize, kinds: usize, wall_odds: usize) -> Board {
    let (height, width) = if rng.chance(1, 4) {
        // All the cells allowed, in a shape they fill exactly.
        let heights: Vec<usize> = (1..=most_cells).filter(|h| most_cells % h == 0).collect();
        let height = *rng.pick(&heights);
        (height, most_cells / height)
    } else {
        let height = rng.range(1, most_cells.min(16));
        (height, rng.range(1, most_cells / height))
    };
    let mut cells: Vec<u8> = (0..height * width)
        .map(|_| if rng.chance(1, wall_odds) { b'#' } else { b'.' })
        .collect();
    fill(&mut cells, kinds, rng);
    Board { width, cells }
}

/// Fills the open cells with pieces and one or more empty cells.
fn fill(cells: &mut [u8], kinds: usize, rng: &mut Rng) {
    let open: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] != b'#').collect();
    if open.is_empty() {
        return;
    }
    let empty = rng.range(1, (open.len() + 1) / 2);
    for (i, &cell) in open.iter().enumerate() {
        cells[cell] = if i < empty {
            b'.'
        } else {
            PIECES[rng.below(kinds)]
        };
    }
    let mut contents: Vec<u8> = open.iter().map(|&c| cells[c]).collect();
    rng.shuffle(&mut contents);
    for (&cell, &content) in open.iter().zip(&contents) {
        cells[cell] = content;
    }
}

/// The open cells' contents shuffled: any arrangement of the same pieces.
fn rearranged(board: &Board, rng: &mut Rng) -> Board {
    let open: Vec<usize> = (0..board.cells.len())
        .filter(|&c| board.cells[c] != b'#')
        .collect();
    let mut contents: Vec<u8> = open.iter().map(|&c| board.cells[c]).collect();
    rng.shuffle(&mut contents);
    let mut goal = board.clone();
    for (&cell, &content) in open.iter().zip(&contents) {
        goal.cells[cell] = content;
    }
    goal
}

/// A random board with few enough arrangements for any goal to be
/// searched whole (tries a few, then takes a corridor).
fn small_board(rng: &mut Rng, most_cells: usize, kinds: usize) -> Board {
    for _ in 0..20 {
        let board = random_board(rng, most_cells.min(12), kinds, 5);
        if arrangements(&board) <= SMALL_SPACE {
            return board;
        }
    }
    Board {
        width: 2,
        cells: b"A.".to_vec(),
    }
}

/// A goal for `start`: a random walk away (solvable), or on a small board
/// a random arrangement of the same pieces (often unsolvable).
fn goal_for(start: &Board, rng: &mut Rng) -> Board {
    if arrangements(start) <= SMALL_SPACE && rng.chance(1, 3) {
        rearranged(start, rng)
    } else {
        let steps = rng.range(1, 16);
        walk(start, steps, rng)
    }
}

/// A board that symmetry `k` maps onto itself, pieces and all: each orbit
/// of cells under the symmetry gets one content.
fn symmetric_board(rng: &mut Rng, most_cells: usize, kinds: usize) -> (Board, usize) {
    let side = rng.range(1, (most_cells as f64).sqrt() as usize);
    let square = Board {
        width: side,
        cells: vec![b'.'; side * side],
    };
    let mut board = if rng.chance(1, 2) {
        square
    } else {
        random_board(rng, most_cells, kinds, 6)
    };
    let k = *rng.pick(
        &symmetries(&board)
            .into_iter()
            .chain([1])
            .collect::<Vec<_>>(),
    );
    let (height, width) = (height(&board), board.width);
    // Each cell's orbit, walked from its first cell in reading order.
    let mut done = vec![false; board.cells.len()];
    for first in 0..board.cells.len() {
        if done[first] {
            continue;
        }
        let content = match rng.below(6) {
            0 => b'#',
            1 | 2 => b'.',
            _ => PIECES[rng.below(kinds)],
        };
        let mut cell = first;
        while !done[cell] {
            done[cell] = true;
            board.cells[cell] = content;
            let (row, column) = symmetry(k, height, width, cell / width, cell % width);
            cell = row * width + column;
        }
    }
    if !board.cells.contains(&b'.') {
        // At least one empty cell (and the board stays symmetric).
        for cell in board.cells.iter_mut().filter(|c| **c != b'#') {
            *cell = b'.';
        }
    }
    (board, k)
}

/// A random valid input: one board pair of at most `2 + 62 * size / 100`
/// cells (64 at size 100), or the classic; the traps about one time in
/// three.
fn generate(rng: &mut Rng, size: u32) -> String {
    let most_cells = 2 + 62 * size.min(100) as usize / 100;
    let kinds = rng.range(1, 12);
    let (start, goal) = match rng.below(16) {
        // Start = goal: 0 moves.
        0 => {
            let board = random_board(rng, most_cells, kinds, 5);
            (board.clone(), board)
        }
        // A piece the start does not have: unsolvable.
        1 => {
            let start = small_board(rng, most_cells, kinds);
            let mut goal = start.clone();
            let piece = goal.cells.iter().position(|&c| c != b'#' && c != b'.');
            let cell = piece.or_else(|| goal.cells.iter().position(|&c| c == b'.'));
            if let Some(cell) = cell {
                goal.cells[cell] = b'9';
            }
            (start, goal)
        }
        // A piece across a wall: unsolvable.
        2 => walled_apart(rng, most_cells),
        // The 8-puzzle's parity (3x3, one empty cell), or a corridor's
        // order: unsolvable.
        3 => {
            if most_cells >= 9 {
                let mut cells = *b"12345678.";
                rng.shuffle(&mut cells);
                let start = Board {
                    width: 3,
                    cells: cells.to_vec(),
                };
                let mut goal = start.clone();
                let pieces: Vec<usize> = (0..9).filter(|&c| cells[c] != b'.').collect();
                goal.cells.swap(pieces[0], pieces[1]);
                (start, goal)
            } else {
                corridor(most_cells)
            }
        }
        // A goal that a symmetry maps the start onto: a walk from a board
        // the symmetry keeps, seen through the symmetry (at most twice the
        // walk away), or on a small board any start seen through it.
        4 | 5 => {
            let (symmetric, k) = symmetric_board(rng, most_cells, kinds);
            let start = if arrangements(&symmetric) <= SMALL_SPACE && rng.chance(1, 2) {
                rearranged(&symmetric, rng)
            } else {
                let steps = rng.range(1, 8);
                walk(&symmetric, steps, rng)
            };
            let goal = transformed(&start, k);
            (start, goal)
        }
        // The classic, as empty input or written out.
        6 if most_cells >= 15 => {
            return if rng.chance(1, 2) {
                String::new()
            } else {
                CLASSIC.to_string()
            };
        }
        // Identical pieces: one or two kinds.
        7 | 8 => {
            let kinds = rng.range(1, 2);
            let start = random_board(rng, most_cells, kinds, 5);
            let goal = goal_for(&start, rng);
            (start, goal)
        }
        _ => {
            let start = random_board(rng, most_cells, kinds, 5);
            let goal = goal_for(&start, rng);
            (start, goal)
        }
    };
    input_of(&start, &goal)
}

/// An unsolvable pair on at most `most_cells` cells (2 or more): a piece
/// behind a wall, or two pieces that cannot pass each other.
fn corridor(most_cells: usize) -> (Board, Board) {
    let (start, goal): (&[u8], &[u8]) = match most_cells {
        2 => (b"AB", b"BA"),
        3 | 4 => (b"A#.", b".#A"),
        _ => (b"AB...", b"BA..."),
    };
    let board = |cells: &[u8]| Board {
        width: cells.len(),
        cells: cells.to_vec(),
    };
    (board(start), board(goal))
}

/// A board split by a column of walls, the goal moving one piece from one
/// side to the other: unsolvable (a corridor when the board is too small).
fn walled_apart(rng: &mut Rng, most_cells: usize) -> (Board, Board) {
    if most_cells < 6 {
        return corridor(most_cells);
    }
    let height = rng.range(1, (most_cells / 3).min(3));
    let width = rng.range(3, (most_cells / height).min(5));
    let wall = rng.range(1, width - 2);
    let mut cells: Vec<u8> = (0..height * width)
        .map(|c| if c % width == wall { b'#' } else { b'.' })
        .collect();
    let left = (0..cells.len()).find(|&c| c % width < wall).unwrap();
    let right = (0..cells.len()).rev().find(|&c| c % width > wall).unwrap();
    cells[left] = PIECES[rng.below(3)];
    let start = Board { width, cells };
    let mut goal = start.clone();
    goal.cells.swap(left, right);
    (start, goal)
}

// ---------------------------------------------------------------------------
// The shrinker.
// ---------------------------------------------------------------------------

/// Smaller inputs, the most promising first: a row less, a column less,
/// one kind of piece merged into another, an empty cell walled. The empty
/// input is the classic board, and shrinks from it.
fn shrink(input: &str) -> Vec<String> {
    let (start, goal) = match fast::read_boards(input) {
        Ok(boards) => boards,
        Err(_) => return Vec::new(),
    };
    let (height, width) = (height(&start), start.width);
    let mut smaller = Vec::new();
    let keep = |board: &Board, keep_cell: &dyn Fn(usize) -> bool, width: usize| Board {
        width,
        cells: (0..board.cells.len())
            .filter(|&c| keep_cell(c))
            .map(|c| board.cells[c])
            .collect(),
    };
    if height > 1 {
        for row in 0..height {
            let keep_cell = |c: usize| c / width != row;
            smaller.push(input_of(
                &keep(&start, &keep_cell, width),
                &keep(&goal, &keep_cell, width),
            ));
        }
    }
    if width > 1 {
        for column in 0..width {
            let keep_cell = |c: usize| c % width != column;
            smaller.push(input_of(
                &keep(&start, &keep_cell, width - 1),
                &keep(&goal, &keep_cell, width - 1),
            ));
        }
    }
    let mut kinds: Vec<u8> = start
        .cells
        .iter()
        .chain(&goal.cells)
        .copied()
        .filter(|&c| c != b'#' && c != b'.')
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    for &kind in kinds.iter().skip(1) {
        let merge = |board: &Board| Board {
            width,
            cells: (board.cells.iter())
                .map(|&c| if c == kind { kinds[0] } else { c })
                .collect(),
        };
        smaller.push(input_of(&merge(&start), &merge(&goal)));
    }
    for cell in 0..start.cells.len() {
        if start.cells[cell] == b'.' && goal.cells[cell] == b'.' {
            let (mut walled_start, mut walled_goal) = (start.clone(), goal.clone());
            walled_start.cells[cell] = b'#';
            walled_goal.cells[cell] = b'#';
            smaller.push(input_of(&walled_start, &walled_goal));
        }
    }
    smaller
}

// ---------------------------------------------------------------------------
// The contest version's search, taken apart for the trace.
// ---------------------------------------------------------------------------

/// A board packed as the contest version packs it: open cell `i` holds its
/// code at bit `i * bits` of a word, code 0 being the empty cell. The
/// contest version keeps this inside `solve`; the trace needs the pieces.
struct Puzzle {
    width: usize,
    /// The start board, row after row: the walls never change.
    cells: Vec<u8>,
    /// The open cells, as indices into `cells`.
    open: Vec<usize>,
    /// For each open cell, the open cells next to it (by their numbers).
    neighbours: Vec<Vec<usize>>,
    /// The character of each code: `.` for 0, then the pieces in order.
    kinds: Vec<u8>,
    bits: usize,
}

/// The boards as the contest version reads them (its checks, and the
/// classic puzzle for an empty input), packed.
fn read(input: &str) -> Result<(Puzzle, u64, u64), String> {
    let (width, start, goal) = contest::read(input)?;
    let open: Vec<usize> = (0..start.len()).filter(|&c| start[c] != b'#').collect();
    let mut pieces: Vec<u8> = (start.iter().chain(&goal))
        .copied()
        .filter(|&c| c != b'#' && c != b'.')
        .collect();
    pieces.sort_unstable();
    pieces.dedup();
    let kinds: Vec<u8> = std::iter::once(b'.').chain(pieces).collect();
    let bits = kinds.len().next_power_of_two().trailing_zeros().max(1) as usize;
    if open.len() * bits > 64 {
        return Err(format!(
            "gave up: a state takes {} bits here, 64 at most",
            open.len() * bits
        ));
    }
    let board = Board {
        width,
        cells: start.clone(),
    };
    let number = |cell: usize| open.iter().position(|&o| o == cell);
    let neighbours = (open.iter())
        .map(|&cell| {
            around(&board, cell)
                .into_iter()
                .filter_map(number)
                .collect()
        })
        .collect();
    let puzzle = Puzzle {
        width,
        cells: start,
        open,
        neighbours,
        kinds,
        bits,
    };
    let (start, goal) = (pack(&puzzle, &puzzle.cells), pack(&puzzle, &goal));
    Ok((puzzle, start, goal))
}

/// The code open cell `i` holds in `state`.
fn code(puzzle: &Puzzle, state: u64, i: usize) -> u64 {
    state >> (i * puzzle.bits) & ((1 << puzzle.bits) - 1)
}

fn pack(puzzle: &Puzzle, board: &[u8]) -> u64 {
    let code_of = |c| puzzle.kinds.iter().position(|&kind| kind == c).unwrap_or(0) as u64;
    (puzzle.open.iter().enumerate())
        .map(|(i, &cell)| code_of(board[cell]) << (i * puzzle.bits))
        .sum()
}

/// The contest version's moves in its order, on which the trace's figures
/// depend (where a layer is cut short, which states it holds): the pieces
/// by open cell, and for each the empty cells it reaches, always the
/// lowest-numbered one next among those beside the start or a cell already
/// reached. (The contest version floods bit masks; the test below holds
/// the two to the same boards on every path.)
fn successors(puzzle: &Puzzle, state: u64) -> Vec<u64> {
    let count = puzzle.open.len();
    let codes: Vec<u64> = (0..count).map(|i| code(puzzle, state, i)).collect();
    let mut next = Vec::new();
    for from in (0..count).filter(|&i| codes[i] != 0) {
        let piece = codes[from];
        let mut reached = vec![false; count];
        let mut beside: BTreeSet<usize> = BTreeSet::new();
        let next_to = |cell: usize| puzzle.neighbours[cell].iter().copied();
        beside.extend(next_to(from).filter(|&i| codes[i] == 0));
        while let Some(&to) = beside.iter().next() {
            beside.remove(&to);
            reached[to] = true;
            beside.extend(next_to(to).filter(|&i| codes[i] == 0 && !reached[i]));
            next.push(state - (piece << (from * puzzle.bits)) + (piece << (to * puzzle.bits)));
        }
    }
    next
}

// ---------------------------------------------------------------------------
// The trace.
// ---------------------------------------------------------------------------

/// A state of the contest version drawn as its board, rows joined by `/`.
fn draw(puzzle: &Puzzle, state: u64) -> String {
    let mut cells = puzzle.cells.clone();
    for (i, &cell) in puzzle.open.iter().enumerate() {
        cells[cell] = puzzle.kinds[code(puzzle, state, i) as usize];
    }
    let rows: Vec<String> = cells
        .chunks(puzzle.width)
        .map(|row| String::from_utf8_lossy(row).into_owned())
        .collect();
    rows.join("/")
}

/// A symmetry of the whole board that maps the walls onto themselves and
/// the start onto the goal, as its number and the permutation of the open
/// cells (open cell `i` goes to `onto_goal[i]`).
fn mirror_of(puzzle: &Puzzle, start: u64, goal: u64) -> Option<(usize, Vec<usize>)> {
    let board = Board {
        width: puzzle.width,
        cells: puzzle.cells.clone(),
    };
    let (height, width) = (height(&board), board.width);
    symmetries(&board).into_iter().find_map(|k| {
        let onto_goal = (puzzle.open.iter())
            .map(|&cell| {
                let (row, column) = symmetry(k, height, width, cell / width, cell % width);
                puzzle.open.iter().position(|&o| o == row * width + column)
            })
            .collect::<Option<Vec<usize>>>()?;
        let code = |state, i| code(puzzle, state, i);
        let maps = (0..onto_goal.len()).all(|i| code(start, i) == code(goal, onto_goal[i]));
        if maps {
            Some((k, onto_goal))
        } else {
            None
        }
    })
}

/// The state whose open cell `map[i]` holds what open cell `i` of `state`
/// holds.
fn permuted(puzzle: &Puzzle, map: &[usize], state: u64) -> u64 {
    (0..map.len()).fold(0, |image, i| {
        image | code(puzzle, state, i) << (map[i] * puzzle.bits)
    })
}

/// `map` the other way round: where `map` takes `i` to `map[i]`, the
/// result takes `map[i]` back to `i`.
fn inverse(map: &[usize]) -> Vec<usize> {
    let mut back = vec![0; map.len()];
    for (i, &image) in map.iter().enumerate() {
        back[image] = i;
    }
    back
}

/// What the mirrored search did: its layers (all on the forward side:
/// there is no other) and, where it closed a path, a state on that path
/// with its distances from the start and from the goal.
struct Mirrored {
    search: Search,
    meeting: Option<(u64, usize, usize)>,
}

/// A pair the mirrored search found: the new state `y`, the stored state
/// `partner` and its depth, and whether `partner` is `t(y)` (the image of
/// `y` under the inverse symmetry: `y` is then `partner_depth` moves from
/// the goal) or `s(y)` (the partner is then as far from the goal as `y` is
/// from the start).
#[derive(Clone, Copy)]
struct Pair {
    y: u64,
    partner: u64,
    partner_depth: usize,
    partner_is_t_of_y: bool,
}

/// The search `src/main.rs` runs when a symmetry `s` maps the start onto
/// the goal: one side from the start, whole layers; a new state `y` meets
/// when `t(y)` is stored (`t` the inverse of `s`) or `s(y)` is. A partner
/// one layer earlier closes an odd path and ends the search at once; one in
/// the same layer closes an even path, which is kept until the layer is
/// complete (`src/main.rs`, section "The search", proves both).
fn mirrored_search(
    start: u64,
    moves: impl Fn(&u64) -> Vec<u64>,
    onto_goal: impl Fn(u64) -> u64,
    onto_start: impl Fn(u64) -> u64,
) -> Mirrored {
    let mut depth_of: contest::hash::FastMap<u64, usize> = Default::default();
    depth_of.insert(start, 0);
    let root = Layer {
        side: Side::Forward,
        depth: 0,
        size: 1,
        stored: 1,
        generated: 0,
        partial: false,
    };
    let mut search = Search {
        layers: vec![root],
        distance: None,
        capped: false,
    };
    let mut frontier = vec![start];
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let (mut layer, mut generated) = (Vec::new(), 0);
        let (mut even, mut odd) = (None, None);
        'layer: for state in &frontier {
            for y in moves(state) {
                generated += 1;
                if depth_of.contains_key(&y) {
                    continue;
                }
                if depth_of.len() == SEARCH_CAP {
                    search.capped = true;
                    break 'layer;
                }
                depth_of.insert(y, depth);
                layer.push(y);
                for (partner, partner_is_t_of_y) in [(onto_start(y), true), (onto_goal(y), false)] {
                    if let Some(&partner_depth) = depth_of.get(&partner) {
                        let pair = Pair {
                            y,
                            partner,
                            partner_depth,
                            partner_is_t_of_y,
                        };
                        if partner_depth < depth {
                            odd = Some(pair);
                            break 'layer;
                        }
                        even = even.or(Some(pair));
                    }
                }
            }
        }
        search.layers.push(Layer {
            side: Side::Forward,
            depth,
            size: layer.len(),
            stored: depth_of.len(),
            generated,
            partial: odd.is_some() || search.capped,
        });
        if search.capped {
            break;
        }
        if let Some(pair) = odd.or(even) {
            let at = halfway(pair, depth, &moves, &onto_goal, &depth_of);
            search.distance = Some(depth + pair.partner_depth);
            return Mirrored {
                search,
                meeting: Some((at, depth, pair.partner_depth)),
            };
        }
        frontier = layer;
    }
    Mirrored {
        search,
        meeting: None,
    }
}

/// The state on the path through `pair` that is `depth` moves from the
/// start (the depth of the new state `y`) and `pair.partner_depth` from the
/// goal, as `cargo trace` reports a meeting. With `t(y)` stored, it is `y`.
/// With `s(y)` stored as deep as `y`, it is `s(y)`. With `s(y)` one layer
/// earlier, `s` carries the path start -> w -> y (`w` a state one layer
/// before `y`) to a path goal -> s(w) -> s(y): `s(w)` is `depth - 1` moves
/// from the goal, so `depth` from the start.
fn halfway(
    pair: Pair,
    depth: usize,
    moves: impl Fn(&u64) -> Vec<u64>,
    onto_goal: impl Fn(u64) -> u64,
    depth_of: &contest::hash::FastMap<u64, usize>,
) -> u64 {
    if pair.partner_is_t_of_y {
        pair.y
    } else if pair.partner_depth == depth {
        pair.partner
    } else {
        let w = moves(&pair.y)
            .into_iter()
            .find(|w| depth_of.get(w) == Some(&(depth - 1)))
            .expect("a state of a layer has a neighbour in the layer before");
        onto_goal(w)
    }
}

/// The one-way BFS (capped), and the bidirectional search as `src/main.rs`
/// runs it: where a symmetry of the board maps the start onto the goal, one
/// side from the start that meets its own mirror image; elsewhere the
/// two-sided search of the template (with the contest version's moves,
/// which is also what the contest version runs everywhere). `src/main.rs`
/// looks for the symmetry region by region; the trace, with the contest
/// version's moves, on the whole board.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("no case {} (a bw-swap input is one case)", case));
    }
    let (puzzle, start, goal) = read(input)?;
    let moves = |state: &u64| successors(&puzzle, *state);
    let one_way_limits = Limits {
        depth: usize::MAX,
        states: ONE_WAY_CAP,
    };
    let one_way = trace::one_way(vec![start], |s| *s == goal, moves, one_way_limits);
    let limits = Limits {
        depth: usize::MAX,
        states: SEARCH_CAP,
    };
    let (two_sided, two_sided_meeting) =
        trace::two_way(vec![start], vec![goal], moves, moves, limits);
    let mut notes = Vec::new();
    if one_way.capped {
        let depth = one_way.layers.last().map_or(0, |l| l.depth);
        notes.push(format!(
            "the one-way BFS stopped at its cap of {} stored states, at depth {}: it would \
             have to store every state closer to the start than the goal",
            thousands(ONE_WAY_CAP),
            depth
        ));
    }
    let mirror = mirror_of(&puzzle, start, goal).filter(|_| start != goal);
    let (two_way, meeting) = match &mirror {
        None => {
            if two_sided.capped {
                notes.push(format!(
                    "the two-sided search stopped at its cap of {} stored states",
                    thousands(SEARCH_CAP)
                ));
            }
            (
                two_sided,
                two_sided_meeting.map(|state| draw(&puzzle, state)),
            )
        }
        Some((k, onto_goal)) => {
            let onto_start = inverse(onto_goal);
            let mirrored = mirrored_search(
                start,
                moves,
                |state| permuted(&puzzle, onto_goal, state),
                |state| permuted(&puzzle, &onto_start, state),
            );
            notes.push(format!(
                "the goal is the start {}, so the bidirectional search above is the one of \
                 src/main.rs: the forward side alone, no backward side grown; a state meets \
                 when its mirror image is stored too (the backward side would be the forward \
                 side's mirror image, layer for layer)",
                SYMMETRY_NAMES[*k]
            ));
            notes.push(mirrored_note(&puzzle, &mirrored, |state| {
                permuted(&puzzle, &onto_start, state)
            }));
            notes.push(two_sided_note(&two_sided));
            let meeting = mirrored.meeting.map(|(state, _, _)| draw(&puzzle, state));
            (mirrored.search, meeting)
        }
    };
    // The chart's legend names both sides: the title says when there is one.
    let one_side = match mirror {
        Some((k, _)) => format!(", the start {}: one side searched", SYMMETRY_NAMES[k]),
        None => String::new(),
    };
    let title = format!(
        "bw-swap: {} -> {}{}",
        draw(&puzzle, start),
        draw(&puzzle, goal),
        one_side
    );
    Ok(Trace {
        title,
        one_way,
        two_way,
        meeting,
        notes,
    })
}

/// `n` with a comma between groups of three digits.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// Where the mirrored search closed its path, and why it stopped there.
fn mirrored_note(puzzle: &Puzzle, mirrored: &Mirrored, onto_start: impl Fn(u64) -> u64) -> String {
    let search = &mirrored.search;
    let deepest = search.layers.last().map_or(0, |l| l.depth);
    let how = format!(
        "it grew {} layers (depths 0 to {}) and stored {} states",
        search.layers.len(),
        deepest,
        thousands(search.stored())
    );
    match mirrored.meeting {
        Some((state, from_start, from_goal)) => {
            let parity = if from_start == from_goal {
                "an even path, kept until the layer was complete in case an odd one followed"
            } else {
                "an odd path: the search stopped at once"
            };
            format!(
                "{}; {}, {} from the start, has its mirror image {} stored {} from the \
                 start, so it is {} from the goal: {} moves, {}",
                how,
                draw(puzzle, state),
                plural(from_start),
                draw(puzzle, onto_start(state)),
                plural(from_goal),
                plural(from_goal),
                from_start + from_goal,
                parity
            )
        }
        None if search.capped => format!("{}, and stopped at its cap", how),
        None => format!("{}: every state it reaches, and no pair: unsolvable", how),
    }
}

/// The contest version's search on a board that src/main.rs searches
/// through a mirror.
fn two_sided_note(two_sided: &Search) -> String {
    let stored = |side| {
        (two_sided.layers.iter().rev())
            .find(|l| l.side == side)
            .map_or(0, |l| l.stored)
    };
    format!(
        "the contest version searches both ways (template::bibfs): {} stored ({} forward, \
         {} backward), {} generated, distance {}",
        thousands(two_sided.stored()),
        thousands(stored(Side::Forward)),
        thousands(stored(Side::Backward)),
        thousands(two_sided.generated() as usize),
        two_sided
            .distance
            .map_or_else(|| "none".to_string(), |d| d.to_string())
    )
}

fn plural(moves: usize) -> String {
    format!("{} move{}", moves, if moves == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The collection's answer to `input`: the number of moves, or `None`
    /// for `unsolvable`; panics on an error.
    fn answer(input: &str) -> Option<usize> {
        let mut out = String::new();
        fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}:\n{}", e, input));
        out.lines().next().unwrap().parse().ok()
    }

    #[test]
    fn generated_inputs_are_valid_and_hold_the_traps() {
        let mut rng = Rng::new(1);
        let (mut zero, mut unsolvable, mut mirrored, mut one_kind, mut classic) = (0, 0, 0, 0, 0);
        let mut largest = 0;
        let count = 600;
        for input_number in 0..count {
            let size = (input_number % 101) as u32;
            let input = generate(&mut rng, size);
            let (start, goal) = fast::read_boards(&input).unwrap();
            let cells = start.cells.len();
            if !input.is_empty() && input != CLASSIC {
                assert!(cells <= 2 + 62 * size as usize / 100, "{}", input);
            } else {
                classic += 1;
            }
            largest = largest.max(cells);
            let moves = answer(&input);
            match moves {
                Some(0) => zero += 1,
                None => unsolvable += 1,
                _ => {}
            }
            let solution =
                fast::shortest_path(&start, &goal, fast::Searches::MirroredWherePossible).unwrap();
            if solution.searches.iter().any(|s| s.mirrored) {
                mirrored += 1;
            }
            let mut kinds: Vec<u8> = start.cells.clone();
            kinds.retain(|&c| c != b'#' && c != b'.');
            kinds.sort_unstable();
            kinds.dedup();
            one_kind += usize::from(kinds.len() == 1);
        }
        println!(
            "{} inputs: {} start = goal, {} unsolvable, {} mirrored, {} of one kind, {} classic",
            count, zero, unsolvable, mirrored, one_kind, classic
        );
        assert!(largest >= 60, "{}", largest);
        // At the largest size, boards of all 64 cells come up.
        let full = (0..60)
            .map(|_| generate(&mut rng, 100))
            .filter(|input| fast::read_boards(input).unwrap().0.cells.len() == 64)
            .count();
        assert!(full >= 5, "{}", full);
        for trap in [zero, unsolvable, mirrored, one_kind] {
            assert!(trap * 16 > count, "{} of {}", trap, count);
        }
        assert!(classic > 5);
    }

    #[test]
    fn size_zero_is_tiny_and_generation_is_deterministic() {
        let mut rng = Rng::new(7);
        for _ in 0..100 {
            let input = generate(&mut rng, 0);
            let (start, _) = fast::read_boards(&input).unwrap();
            assert!(start.cells.len() <= 2, "{}", input);
        }
        assert_eq!(
            generate(&mut Rng::new(3), 50),
            generate(&mut Rng::new(3), 50)
        );
    }

    /// Open cells, distinct kinds of piece, cells: a candidate must have
    /// fewer of one and no more of the others.
    fn measure(input: &str) -> (usize, usize, usize) {
        let (start, goal) = fast::read_boards(input).unwrap();
        let mut kinds: Vec<u8> = start.cells.iter().chain(&goal.cells).copied().collect();
        kinds.retain(|&c| c != b'#' && c != b'.');
        kinds.sort_unstable();
        kinds.dedup();
        let open = start.cells.iter().filter(|&&c| c != b'#').count();
        (start.cells.len(), kinds.len(), open)
    }

    #[test]
    fn shrinking_keeps_inputs_valid_and_smaller() {
        let mut rng = Rng::new(8);
        let mut tried = 0;
        for _ in 0..60 {
            let input = generate(&mut rng, 40);
            let before = measure(&input);
            for candidate in shrink(&input) {
                let after = measure(&candidate);
                assert!(
                    after.0 <= before.0 && after.1 <= before.1 && after.2 <= before.2,
                    "{:?} -> {:?}",
                    before,
                    after
                );
                assert_ne!(after, before);
                answer(&candidate);
                tried += 1;
            }
        }
        assert!(tried > 200);
        // The classic shrinks from its written-out boards; one cell is the
        // end of the line.
        let classic = measure(CLASSIC);
        assert!(shrink("").iter().all(|c| measure(c) != classic));
        assert!(shrink("A\n\nA\n").is_empty());
        assert!(shrink("not two boards").is_empty());
    }

    #[test]
    fn traced_answers_are_the_solution_s_answers_on_the_samples() {
        for sample in crate::testing::samples("bw-swap") {
            let moves = answer(&sample.input);
            let traced = trace(&sample.input, 1).unwrap();
            assert_eq!(traced.two_way.distance, moves, "{}", sample.name);
            assert_eq!(traced.meeting.is_some(), moves.is_some());
            if !traced.one_way.capped {
                assert_eq!(traced.one_way.distance, moves, "{}", sample.name);
            }
            assert!(trace(&sample.input, 2).is_err());
        }
    }

    /// The mirrored search the trace shows, on generated inputs whose goal
    /// a symmetry maps the start onto: the collection's distance, and a
    /// meeting state as far from the start and from the goal as the trace
    /// says (measured by the collection's solution).
    #[test]
    fn the_mirrored_search_finds_the_distance_and_a_state_halfway() {
        let mut rng = Rng::new(9);
        let (mut compared, mut odd, mut quarter_turns) = (0, 0, 0);
        while compared < 150 {
            let size = rng.range(0, 30) as u32;
            let input = generate(&mut rng, size);
            let (puzzle, start, goal) = match read(&input) {
                Ok(read) if !input.is_empty() && input != CLASSIC => read,
                _ => continue,
            };
            let (k, onto_goal) = match mirror_of(&puzzle, start, goal) {
                Some(mirror) if start != goal => mirror,
                _ => continue,
            };
            let traced = trace(&input, 1).unwrap();
            let moves = answer(&input);
            assert_eq!(traced.two_way.distance, moves, "{}", input);
            assert!(traced
                .two_way
                .layers
                .iter()
                .all(|l| l.side == Side::Forward));
            if let (Some(moves), Some(at)) = (moves, &traced.meeting) {
                let from_start = traced.two_way.layers.last().unwrap().depth;
                let (start_board, goal_board) = fast::read_boards(&input).unwrap();
                let at_board = Board {
                    width: start_board.width,
                    cells: at.replace('/', "").into_bytes(),
                };
                let to_at = input_of(&start_board, &at_board);
                let from_at = input_of(&at_board, &goal_board);
                assert_eq!(answer(&to_at), Some(from_start), "{}\n{}", input, at);
                assert_eq!(answer(&from_at), Some(moves - from_start), "{}", input);
                odd += moves % 2;
            }
            quarter_turns += usize::from(k >= 6);
            let onto_start = inverse(&onto_goal);
            assert!((0..onto_goal.len()).all(|i| onto_start[onto_goal[i]] == i));
            compared += 1;
        }
        assert!(odd >= 30 && quarter_turns >= 5, "{} {}", odd, quarter_turns);
    }

    /// The trace replays the contest version's search: with the moves
    /// above, the template's search finds the very path the contest version
    /// prints, board for board (another order of moves often finds another
    /// path of the same length), on random boards and the classic one.
    #[test]
    fn the_traced_moves_are_the_contest_version_s() {
        let mut rng = Rng::new(11);
        let mut compared = 0;
        while compared < 300 {
            let size = rng.range(0, 20) as u32;
            let input = generate(&mut rng, size);
            let mut printed = String::new();
            if input.trim().is_empty() || contest::solve(&input, &mut printed).is_err() {
                continue;
            }
            let (puzzle, start, goal) = read(&input).unwrap();
            let moves = |state: &u64| successors(&puzzle, *state);
            let path = template::bibfs::path(start, goal, moves, moves, usize::MAX);
            let mut replayed = match &path {
                None => "unsolvable\n".to_string(),
                Some(path) => format!("{}\n", path.len() - 1),
            };
            for &state in path.iter().flatten() {
                replayed.push_str(&format!("{}\n\n", draw(&puzzle, state).replace('/', "\n")));
            }
            assert_eq!(replayed, printed, "{}", input);
            compared += 1;
        }
    }

    #[test]
    fn the_chart_input_is_the_classic_searched_once() {
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(
            traced.title,
            "bw-swap: BLACK/#.#.#/WHITE -> WHITE/#.#.#/BLACK, the start flipped top to bottom: \
             one side searched"
        );
        assert_eq!(traced.two_way.distance, Some(56));
        assert!(traced.one_way.capped && traced.one_way.distance.is_none());
        // One side, layers 0 to 28, as src/main.rs stores them.
        let layers = &traced.two_way.layers;
        assert_eq!(layers.len(), 29);
        assert!(layers.iter().all(|l| l.side == Side::Forward && !l.partial));
        assert_eq!(traced.two_way.stored(), 1_274_273);
        // The one-way search's layers are the same as far as both go.
        for (mirrored, one_way) in layers.iter().zip(&traced.one_way.layers) {
            if !one_way.partial {
                assert_eq!(mirrored.size, one_way.size, "depth {}", mirrored.depth);
            }
        }
        let meeting = traced.meeting.as_deref().unwrap();
        assert_eq!(meeting, "W.CHK/#A#I#/ELT.B");
        assert!(traced.notes[1].starts_with("the goal is the start flipped top to bottom"));
        assert!(
            traced.notes[2].contains("29 layers (depths 0 to 28) and stored 1,274,273 states"),
            "{}",
            traced.notes[2]
        );
        assert!(traced.notes[2].contains("56 moves, an even path"));
        assert!(
            traced.notes[3].contains("2,252,877 stored (1,274,273 forward, 978,604 backward)"),
            "{}",
            traced.notes[3]
        );
    }
}

// ---------------------------------------------------------------------------
// MOVED from scripts/src/checkers.rs (the checker now lives with its
// problem): to fold into this lab as `check` (a `judging::compare::Checker`,
// Ok(None) / Ok(Some(note)) / Err(why)). `significant_lines` is
// `judging::compare::significant_lines`.
// ---------------------------------------------------------------------------


/// The classic bw-swap instance, solved when the input is empty.
pub const BW_SWAP_CLASSIC: [&str; 2] = ["BLACK\n#.#.#\nWHITE\n", "WHITE\n#.#.#\nBLACK\n"];

/// bw-swap: the count `N` as expected (or `unsolvable` as expected), then
/// `N + 1` boards, each followed by a blank line, from the start to the
/// goal, each one legal move after the one before: a single piece carried
/// along empty cells to an empty cell.
pub fn bw_swap(input: &str, expected: &str, received: &str) -> Result<(), String> {
    let (start, goal) = if input.trim().is_empty() {
        (
            board_rows(BW_SWAP_CLASSIC[0]),
            board_rows(BW_SWAP_CLASSIC[1]),
        )
    } else {
        let boards = split_boards(input);
        if boards.len() != 2 {
            return Err(format!(
                "checker: the input holds {} boards, not 2",
                boards.len()
            ));
        }
        (boards[0].clone(), boards[1].clone())
    };
    let want = significant_lines(expected);
    let got = significant_lines(received);
    let first = |lines: &[&str]| lines.first().map(|s| s.to_string()).unwrap_or_default();
    if want.first() == Some(&"unsolvable") || got.first() == Some(&"unsolvable") {
        return if got == ["unsolvable"] && want == ["unsolvable"] {
            Ok(())
        } else {
            Err(format!(
                "expected `{}`, received `{}`",
                first(&want),
                first(&got)
            ))
        };
    }
    let moves: usize = want
        .first()
        .and_then(|s| s.parse().ok())
        .ok_or("checker: the expected output does not start with a count")?;
    if got.first().map(|s| s.parse::<usize>()) != Some(Ok(moves)) {
        return Err(format!(
            "expected {} moves, received `{}`",
            moves,
            first(&got)
        ));
    }
    // Boards are separated by blank lines: rebuild them from the received
    // text after the count line.
    let body = received
        .split_once('\n')
        .map(|(_, rest)| rest)
        .unwrap_or("");
    if !body.replace('\r', "").ends_with("\n\n") {
        return Err("the last board is not followed by a blank line".into());
    }
    let boards = split_boards(body);
    if boards.len() != moves + 1 {
        return Err(format!(
            "expected {} boards, received {}",
            moves + 1,
            boards.len()
        ));
    }
    if boards[0] != start {
        return Err("the first board is not the start".into());
    }
    if boards[moves] != goal {
        return Err("the last board is not the goal".into());
    }
    for (i, pair) in boards.windows(2).enumerate() {
        legal_move(&pair[0], &pair[1]).map_err(|why| format!("move {}: {}", i + 1, why))?;
    }
    Ok(())
}

type Board = Vec<Vec<u8>>;

/// The boards of a text: runs of non-blank lines, each line's white space
/// removed at both ends (spaces are never part of a board).
fn split_boards(text: &str) -> Vec<Board> {
    let mut boards = Vec::new();
    let mut rows: Board = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !rows.is_empty() {
                boards.push(std::mem::take(&mut rows));
            }
        } else {
            rows.push(line.as_bytes().to_vec());
        }
    }
    if !rows.is_empty() {
        boards.push(rows);
    }
    boards
}

fn board_rows(text: &str) -> Board {
    split_boards(text).remove(0)
}

/// One piece moved from a cell to an empty cell along empty cells.
fn legal_move(before: &Board, after: &Board) -> Result<(), String> {
    let same_shape =
        before.len() == after.len() && before.iter().zip(after).all(|(a, b)| a.len() == b.len());
    if !same_shape {
        return Err("the board changed shape".into());
    }
    let changed: Vec<(usize, usize)> = (0..before.len())
        .flat_map(|r| (0..before[r].len()).map(move |c| (r, c)))
        .filter(|&(r, c)| before[r][c] != after[r][c])
        .collect();
    let (from, to) = match changed[..] {
        [a, b] if after[a.0][a.1] == b'.' => (a, b),
        [a, b] if after[b.0][b.1] == b'.' => (b, a),
        _ => {
            return Err(format!(
                "{} cells changed, not one piece moved",
                changed.len()
            ))
        }
    };
    let piece = before[from.0][from.1];
    if piece == b'.' || piece == b'#' || before[to.0][to.1] != b'.' || after[to.0][to.1] != piece {
        return Err("a move must carry one piece to an empty cell".into());
    }
    // Walk the empty cells reachable from the piece's cell.
    let mut seen = vec![vec![false; before[0].len()]; before.len()];
    let mut stack = vec![from];
    seen[from.0][from.1] = true;
    while let Some((r, c)) = stack.pop() {
        if (r, c) == to {
            return Ok(());
        }
        let neighbours = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in neighbours {
            if nr < before.len() && nc < before[nr].len() && !seen[nr][nc] && before[nr][nc] == b'.'
            {
                seen[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    Err(format!(
        "no empty path carries `{}` from {:?} to {:?}",
        piece as char, from, to
    ))
}


#[cfg(test)]
mod checker_tests {
    use super::*;

    #[test]
    fn bw_swap_accepts_legal_optimal_sequences() {
        // One piece carried along two empty cells is one move.
        assert_eq!(
            bw_swap("A..\n\n..A\n", "1\nA..\n\n..A\n\n", "1\nA..\n\n..A\n\n"),
            Ok(())
        );
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let other = "3\nAB\n..\n\n.B\nA.\n\nB.\nA.\n\nBA\n..\n\n";
        assert_eq!(bw_swap(input, expected, other), Ok(()));
        assert_eq!(
            bw_swap(input, expected, &other.replace('\n', "\r\n")),
            Ok(())
        );
        assert_eq!(
            bw_swap("AB.\n\n.BA\n", "unsolvable\n", "unsolvable\n"),
            Ok(())
        );
    }

    #[test]
    fn bw_swap_refuses_illegal_or_longer_sequences() {
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let refuse = |received: &str| bw_swap(input, expected, received).unwrap_err();
        // Two pieces swapped at once.
        assert!(refuse("1\nAB\n..\n\nBA\n..\n\n").contains("expected 3 moves"));
        assert!(refuse("3\nAB\n..\n\nBA\n..\n\nAB\n..\n\nBA\n..\n\n").contains("cells changed"));
        // A piece that changes its letter on the way.
        assert!(refuse(
            "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n"
                .replace(".A\n.B", ".C\n.B")
                .as_str()
        )
        .contains("one piece"));
        assert!(refuse("3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n").contains("blank line"));
        assert!(refuse("3\nAB\n..\n\nA.\n.B\n\nBA\n..\n\n").contains("expected 4 boards"));
        assert!(refuse("unsolvable\n").contains("expected `3`"));
        let wrong_start = "3\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\nBA\n..\n\n";
        assert!(refuse(wrong_start).contains("start"));
        // Jumping over a piece: no empty path from A to the far cell.
        let jump = bw_swap("AB.\n\n.BA\n", "1\nAB.\n\n.BA\n\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
        assert!(jump.contains("no empty path"), "{}", jump);
        assert!(bw_swap("AB.\n\n.BA\n", "unsolvable\n", "0\nAB.\n\n").is_err());
    }

    // The checker takes the number of moves from the expected output, so
    // the next instances need not be solvable: each is one move that a
    // wrong program might print.

    #[test]
    fn a_wall_is_not_a_piece() {
        let why = bw_swap("#..\n\n..#\n", "1\n", "1\n#..\n\n..#\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_piece_does_not_change_its_letter_on_the_way() {
        let why = bw_swap("A..\n\n..B\n", "1\n", "1\nA..\n\n..B\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_board_that_changes_shape_is_refused() {
        // A row grows a cell in the middle board; the rows still match in
        // number.
        let input = "A..\n\n..A\n";
        let why = bw_swap(input, "2\n", "2\nA..\n\n.A..\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
        // A row appears in the middle board; the rows there all match.
        let why = bw_swap(input, "2\n", "2\nA..\n\n.A.\n...\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
    }

    #[test]
    fn empty_input_means_the_classic_board() {
        let refuse = bw_swap(
            "",
            "56\n",
            "1\nBLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n\n",
        )
        .unwrap_err();
        assert!(refuse.contains("expected 56 moves"), "{}", refuse);
        let refuse = bw_swap("\r\n", "0\n", "0\nWHITE\n#.#.#\nBLACK\n\n").unwrap_err();
        assert!(refuse.contains("start"), "{}", refuse);
    }

}
