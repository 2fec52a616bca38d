//! bw-swap's lab (`judging::lab`): random boards of up to 64 cells with
//! the traps drawn often (start = goal, goals made unreachable by a
//! different piece, a wall or a parity, identical pieces, goals that are
//! the start's mirror image), shrinking by rows, columns, kinds of piece
//! and cells; the searches traced; and the checker.
//!
//! The trace runs the contest version's own code: its packing, its moves
//! and its mirror, in the template's searches, the very searches it runs.
//! The one-way BFS is capped (on the classic board it would need about 239
//! million states); the two-sided search is the contest version's where
//! the goal is not the start's mirror image. Where it is (the classic
//! board, upside down), the bidirectional search shown is the contest
//! version's `template::mirror` search, one side from the start meeting its
//! own mirror image, and the two-sided figures go to the notes. Nothing
//! here searches, packs a state or moves a piece by itself: random walks
//! take the fast version's moves.
//!
//! The generator keeps to the boards the contest version promises to
//! answer, whose states fit one 64-bit word (`within_one_word`).

use crate::contest;
use crate::contest::Packing;
use crate::fast::{self, Board, RegionSearch, State};
use judging::compare::significant_lines;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::trace::{both_ways_within, counted, Recorder, Search, Side, Trace};
use std::cell::Cell;
use std::collections::HashMap;

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check,
    // The classic puzzle (empty input): its goal is its start upside down,
    // so the chart shows the contest version's one side, meeting its mirror
    // image halfway.
    chart_input: "problems/bw-swap/bench/classic.in",
    figures: &[],
};

/// The one-way search stops after this many stored states (at depth 31 on
/// the classic board, where it would need every state within 55 moves of
/// the start, nearly all of the 239.5 million): more than the two-sided
/// search stores there, so that the two can be compared.
const ONE_WAY_CAP: usize = 3_000_000;

/// The two-sided and mirrored searches stop here too (the classic board
/// needs 2.25 million two-sided, 1.27 million mirrored): big open boards
/// explode. Above the contest version's guard (`contest::MOST_STATES`), so
/// that the trace shows where it gives up.
const SEARCH_CAP: usize = 4_000_000;

/// Random walks and rearranged goals keep the searches small: a walk's
/// length is cut so that its moves from the start, to the power of half
/// the walk, stay under this, and a goal is drawn anywhere only on boards
/// with at most this many arrangements.
const SMALL_SPACE: u64 = 100_000;

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

/// Every board one move after `board`, by the fast version's moves, region
/// by region (no move crosses a wall); its states of eight words hold any
/// region.
fn next_boards(board: &Board) -> Vec<Board> {
    let mut next = Vec::new();
    for cells in fast::regions(board) {
        let region = fast::Region::new(board, &cells);
        let contents: Vec<u8> = cells.iter().map(|&c| board.cells[c]).collect();
        let mut states: Vec<State<8>> = Vec::new();
        region.moves(&region.pack(&contents), &mut states);
        for state in &states {
            let mut moved = board.clone();
            for (&cell, content) in cells.iter().zip(region.unpack(state)) {
                moved.cells[cell] = content;
            }
            next.push(moved);
        }
    }
    next
}

/// A walk of at most `steps` random moves, cut short where a search for
/// a goal `apart` times as far as the walk (1, or 2 for a goal seen in a
/// mirror) would grow past `SMALL_SPACE` states a side.
fn walk(board: &Board, steps: usize, apart: usize, rng: &mut Rng) -> Board {
    let branching = next_boards(board).len().max(2) as f64;
    let affordable = (2.0 * (SMALL_SPACE as f64).ln() / branching.ln()) as usize / apart;
    let mut board = board.clone();
    for _ in 0..steps.min(affordable.max(1)) {
        let next = next_boards(&board);
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

/// The names of the symmetries of a rectangle, numbered as
/// `fast::symmetry` numbers them (4 to 7 for squares only).
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

/// The symmetries other than the identity that map the board's rectangle
/// onto itself.
fn symmetries(board: &Board) -> Vec<usize> {
    let square = height(board) == board.width;
    (1..if square { 8 } else { 4 }).collect()
}

/// The board seen through symmetry `k` (`fast::symmetry`).
fn transformed(board: &Board, k: usize) -> Board {
    let (height, width) = (height(board), board.width);
    let mut cells = board.cells.clone();
    for (cell, &content) in board.cells.iter().enumerate() {
        let (row, column) = fast::symmetry(k, height, width, cell / width, cell % width);
        cells[row * width + column] = content;
    }
    Board { width, cells }
}

/// The first symmetry of the whole board that maps `start` onto `goal`,
/// for the trace's words (`src/main.rs` looks for its own, region by
/// region).
fn whole_board_symmetry(start: &Board, goal: &Board) -> Option<usize> {
    symmetries(start)
        .into_iter()
        .find(|&k| transformed(start, k) == *goal)
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
        walk(start, steps, 1, rng)
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
            let (row, column) = fast::symmetry(k, height, width, cell / width, cell % width);
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
                walk(&symmetric, steps, 2, rng)
            };
            let goal = transformed(&start, k);
            (start, goal)
        }
        // The classic, as empty input or written out.
        6 if most_cells >= 15 => {
            return if rng.chance(1, 2) {
                String::new()
            } else {
                fast::CLASSIC.to_string()
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
    let (start, goal) = within_one_word(start, goal);
    input_of(&start, &goal)
}

/// The boards with their kinds of piece merged where need be, so that a
/// state fits one 64-bit word: the contest version's promise (its header
/// says so), which `cargo stress` holds it to. A state takes `bits` bits
/// for each open cell, where `2^bits` codes cover the empty cell and every
/// kind of piece, so a board of `open` open cells keeps at most
/// `2^(64 / open) - 1` kinds: each kind past them is renamed to one of
/// them, the same way in both boards. Every trap stays what it was: start
/// = goal, a goal seen in a mirror or a walk away (moves do not look at the
/// pieces' names), identical pieces (more of them); the unsolvable traps
/// are drawn small enough never to be renamed. What goes is only the wide
/// board of many kinds, which the fast version alone answers.
fn within_one_word(start: Board, goal: Board) -> (Board, Board) {
    let open = start.cells.iter().filter(|&&c| c != b'#').count().max(1);
    let most_kinds = (1usize << (64 / open).min(7)) - 1;
    let mut kinds: Vec<u8> = start.cells.iter().chain(&goal.cells).copied().collect();
    kinds.retain(|&c| c != b'#' && c != b'.');
    kinds.sort_unstable();
    kinds.dedup();
    if kinds.len() <= most_kinds {
        return (start, goal);
    }
    let rename = |board: Board| Board {
        width: board.width,
        cells: (board.cells.iter())
            .map(|&c| match kinds.binary_search(&c) {
                Ok(kind) => kinds[kind % most_kinds],
                Err(_) => c,
            })
            .collect(),
    };
    (rename(start), rename(goal))
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
// The trace.
// ---------------------------------------------------------------------------

/// The contest version's searches, with its packing and moves: the
/// template's one-way BFS (capped), its two-sided search, and where the
/// contest version searches through a mirror, that search itself
/// (`mirrored`), which the trace then shows as its bidirectional search.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("no case {} (a bw-swap input is one case)", case));
    }
    let (width, start, goal) = contest::read(input)?;
    let (from, to, packing) = Packing::new(width, &start, &goal)?;
    let draw = |state: u64| {
        packing
            .draw(state, &start, width)
            .trim_end()
            .replace('\n', "/")
    };
    let moves = |state: &u64| packing.successors(*state);
    let caps = [ONE_WAY_CAP, SEARCH_CAP];
    let (one_way, two_sided, two_sided_meeting) =
        both_ways_within(from, to, moves, moves, usize::MAX, caps);
    let mut notes = Vec::new();
    if one_way.capped {
        notes.push(format!(
            "the one-way BFS stopped at its cap of {} stored states, at depth {}: it would \
             have to store every state closer to the start than the goal",
            thousands(ONE_WAY_CAP),
            one_way.deepest(Side::OneWay)
        ));
    }
    let (start_board, goal_board) = fast::read_boards(input)?;
    // As the contest version decides: the goal is the start's mirror image.
    let through_mirror = from != to && packing.mirrored(from) == to;
    let mirror_words = match whole_board_symmetry(&start_board, &goal_board) {
        Some(k) if through_mirror => SYMMETRY_NAMES[k],
        _ => "",
    };
    let (two_way, meeting) = if through_mirror {
        let (mirrored, meeting) = mirrored(&packing, from);
        notes.push(format!(
            "the goal is the start {}, so the bidirectional search above is the contest \
             version's, template::mirror: the forward side alone, no backward side grown; a \
             state meets when its mirror image is stored too (the backward side would be the \
             forward side's mirror image, layer for layer)",
            mirror_words
        ));
        let meeting = meeting.map(draw);
        notes.push(mirrored_note(&mirrored, meeting.as_deref()));
        notes.push(two_sided_note(&two_sided));
        (mirrored, meeting)
    } else {
        if two_sided.capped {
            notes.push(format!(
                "the two-sided search stopped at its cap of {} stored states",
                thousands(SEARCH_CAP)
            ));
        }
        notes.extend(fast_note(
            fast::region_searches(&start_board, &goal_board).as_deref(),
        ));
        (two_sided, two_sided_meeting.map(draw))
    };
    // The chart's legend names both sides: the title says when there is one.
    let one_side = match through_mirror {
        true => format!(", the start {}: one side searched", mirror_words),
        false => String::new(),
    };
    let title = format!("bw-swap: {} -> {}{}", draw(from), draw(to), one_side);
    Ok(Trace {
        title,
        one_way,
        two_way,
        meeting,
        notes,
    })
}

/// The contest version's search through its mirror (`template::mirror`,
/// the contest version's moves and mirror), recorded, and the state on
/// the path it finds as far from the start as the search grew: the state
/// whose storing met its image (where the trace says the sides met).
fn mirrored(packing: &Packing, from: u64) -> (Search, Option<u64>) {
    let generated = Cell::new(0);
    let mut recorder = Recorder::two_way(1, 0, &generated).cap(SEARCH_CAP);
    let moves = counted(&generated, |state: &u64| packing.successors(*state));
    let image = |state: &u64| packing.mirrored(*state);
    let path = template::mirror::path_with(from, image, moves, usize::MAX, &mut recorder);
    let distance = path.as_ref().map(|path| path.len() - 1);
    let recorded = recorder.finish("template::mirror::path", distance);
    let meeting = path.map(|path| path[recorded.deepest(Side::Forward)]);
    (recorded, meeting)
}

/// What `src/main.rs` does where the trace shows the contest version's
/// two-sided search.
fn fast_note(searches: Option<&[RegionSearch]>) -> Option<String> {
    match searches {
        None => Some(
            "src/main.rs answers `unsolvable` without a search: a region between walls \
             holds other pieces at the goal than at the start"
                .to_string(),
        ),
        Some(searches) if searches.len() > 1 => {
            let mirrored = searches.iter().filter(|s| s.mirror.is_some()).count();
            Some(format!(
                "src/main.rs searches the {} regions that walls keep apart one by one ({} \
                 through a mirror); the search above is the contest version's, on the whole \
                 board",
                searches.len(),
                mirrored
            ))
        }
        Some([search]) if search.mirror.is_some() => Some(
            "src/main.rs searches this board through a mirror that the contest version does \
             not try (a quarter turn, a diagonal flip, or a region's own symmetry): from the \
             start alone; the search above is the contest version's, from both ends"
                .to_string(),
        ),
        Some(_) => None,
    }
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
fn mirrored_note(search: &Search, meeting: Option<&str>) -> String {
    let deepest = search.deepest(Side::Forward);
    let how = format!(
        "it grew {} layers (depths 0 to {}) and stored {} states",
        search.layers.len(),
        deepest,
        thousands(search.stored())
    );
    match (search.distance, meeting) {
        (Some(moves), Some(at)) => {
            let parity = if moves == 2 * deepest {
                "an even path, kept until the layer was complete in case an odd one followed"
            } else {
                "an odd path: the search stopped at once, in the middle of that layer"
            };
            format!(
                "{}; the path it found passes {}, {} from the start and {} from the goal: {} \
                 moves, {}",
                how,
                at,
                plural(deepest),
                plural(moves - deepest),
                moves,
                parity
            )
        }
        _ if search.capped => format!("{}, and stopped at its cap", how),
        _ => format!("{}: every state it reaches, and no pair: unsolvable", how),
    }
}

/// The contest version's two-sided search on a board that it searches
/// through a mirror instead.
fn two_sided_note(two_sided: &Search) -> String {
    let stored = |side| {
        (two_sided.layers.iter().rev())
            .find(|l| l.side == side)
            .map_or(0, |l| l.stored)
    };
    format!(
        "both ways instead (template::bibfs): {} stored ({} forward, {} backward), {} \
         generated, distance {}",
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

    /// Whether `src/main.rs` searches some region of `input` through a
    /// mirror.
    fn mirrored_somewhere(input: &str) -> bool {
        let (start, goal) = fast::read_boards(input).unwrap();
        let searches = fast::region_searches(&start, &goal);
        searches.is_some_and(|s| s.iter().any(|s| s.mirror.is_some()))
    }

    /// Whether the contest version searches `input` through its mirror
    /// (its goal is the start seen in one).
    fn contest_mirrors(input: &str) -> bool {
        let (width, start, goal) = contest::read(input).unwrap();
        let packed = Packing::new(width, &start, &goal);
        packed.map_or(false, |(from, to, packing)| {
            from != to && packing.mirrored(from) == to
        })
    }

    #[test]
    fn generated_inputs_are_valid_and_hold_the_traps() {
        let mut rng = Rng::new(1);
        let (mut zero, mut unsolvable, mut mirrored, mut one_kind, mut classic) = (0, 0, 0, 0, 0);
        let (mut largest, mut contest_mirrored) = (0, 0);
        let count = 600;
        for input_number in 0..count {
            let size = (input_number % 101) as u32;
            let input = generate(&mut rng, size);
            let (start, _) = fast::read_boards(&input).unwrap();
            let cells = start.cells.len();
            if !input.is_empty() && input != fast::CLASSIC {
                assert!(cells <= 2 + 62 * size as usize / 100, "{}", input);
            } else {
                classic += 1;
            }
            largest = largest.max(cells);
            match answer(&input) {
                Some(0) => zero += 1,
                None => unsolvable += 1,
                _ => {}
            }
            mirrored += usize::from(mirrored_somewhere(&input));
            // Within the contest version's promise: a state fits one word.
            let (width, start_cells, goal_cells) = contest::read(&input).unwrap();
            let packed = Packing::new(width, &start_cells, &goal_cells);
            assert!(packed.is_ok(), "{:?}\n{}", packed.err(), input);
            contest_mirrored += usize::from(contest_mirrors(&input));
            let mut kinds: Vec<u8> = start.cells.clone();
            kinds.retain(|&c| c != b'#' && c != b'.');
            kinds.sort_unstable();
            kinds.dedup();
            one_kind += usize::from(kinds.len() == 1);
        }
        println!(
            "{} inputs: {} start = goal, {} unsolvable, {} mirrored ({} by the contest version), \
             {} of one kind, {} classic",
            count, zero, unsolvable, mirrored, contest_mirrored, one_kind, classic
        );
        assert!(largest >= 60, "{}", largest);
        // At the largest size, boards of all 64 cells come up.
        let full = (0..60)
            .map(|_| generate(&mut rng, 100))
            .filter(|input| fast::read_boards(input).unwrap().0.cells.len() == 64)
            .count();
        assert!(full >= 5, "{}", full);
        for trap in [zero, unsolvable, mirrored, contest_mirrored, one_kind] {
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

    /// Random walks take legal moves only: each step is one the checker
    /// accepts, and one the contest version's moves reach.
    #[test]
    fn walks_are_legal_moves() {
        let mut rng = Rng::new(10);
        let mut steps = 0;
        for _ in 0..600 {
            let size = rng.range(0, 20) as u32;
            let input = generate(&mut rng, size);
            let (start, _) = fast::read_boards(&input).unwrap();
            for next in next_boards(&start) {
                let rows = |board: &Board| split_boards(&text(board)).remove(0);
                assert_eq!(legal_move(&rows(&start), &rows(&next)), Ok(()), "{}", input);
                steps += 1;
            }
            let (width, cells) = (start.width, &start.cells);
            if let Ok((from, _, packing)) = Packing::new(width, cells, cells) {
                let reached: Vec<String> = (packing.successors(from).into_iter())
                    .map(|state| packing.draw(state, cells, width))
                    .collect();
                let walked: Vec<String> = next_boards(&start).iter().map(text).collect();
                assert_eq!(sorted(reached), sorted(walked), "{}", input);
            }
        }
        assert!(steps > 1000, "{}", steps);
    }

    fn sorted(mut texts: Vec<String>) -> Vec<String> {
        texts.sort();
        texts
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
                // Valid: a board smaller still may need more moves, so the
                // solution may give up on it, but not fail otherwise.
                let mut out = String::new();
                if let Err(why) = fast::solve(&candidate, &mut out) {
                    assert!(why.starts_with("gave up after"), "{}: {}", why, candidate);
                }
                tried += 1;
            }
        }
        assert!(tried > 200);
        // The classic shrinks from its written-out boards; one cell is the
        // end of the line.
        let classic = measure(fast::CLASSIC);
        assert!(shrink("").iter().all(|c| measure(c) != classic));
        assert!(shrink("A\n\nA\n").is_empty());
        assert!(shrink("not two boards").is_empty());
    }

    #[test]
    fn traced_answers_are_the_solution_s_answers_on_the_samples() {
        for sample in judging::testing::samples("bw-swap") {
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

    /// The mirrored search the trace records, on 300 generated inputs where
    /// the contest version searches through its mirror: the solution's
    /// distance, one side only, and a meeting state as far from the start
    /// and from the goal as the trace says (measured by the fast version),
    /// on odd and even paths, through each of the three mirrors.
    #[test]
    fn the_mirrored_search_finds_the_distance_and_a_state_halfway() {
        let mut rng = Rng::new(9);
        let (mut compared, mut odd, mut even) = (0, 0, 0);
        let mut mirrors = [0; 4];
        while compared < 300 {
            let size = rng.range(0, 30) as u32;
            let input = generate(&mut rng, size);
            // The classic board is the chart's, tested below.
            if input.trim().is_empty() || input == fast::CLASSIC || !contest_mirrors(&input) {
                continue;
            }
            let traced = trace(&input, 1).unwrap();
            let moves = answer(&input);
            assert_eq!(traced.two_way.distance, moves, "{}", input);
            assert!(
                traced.title.ends_with("one side searched"),
                "{}",
                traced.title
            );
            assert!(!traced.two_way.grew(Side::Backward));
            assert!(traced
                .two_way
                .layers
                .iter()
                .all(|l| l.side == Side::Forward));
            let (start, goal) = fast::read_boards(&input).unwrap();
            if let (Some(moves), Some(at)) = (moves, &traced.meeting) {
                let from_start = traced.two_way.deepest(Side::Forward);
                let at_board = Board {
                    width: start.width,
                    cells: at.replace('/', "").into_bytes(),
                };
                let to_at = input_of(&start, &at_board);
                let from_at = input_of(&at_board, &goal);
                assert_eq!(answer(&to_at), Some(from_start), "{}\n{}", input, at);
                assert_eq!(answer(&from_at), Some(moves - from_start), "{}", input);
                odd += moves % 2;
                even += 1 - moves % 2;
            }
            mirrors[whole_board_symmetry(&start, &goal).unwrap()] += 1;
            compared += 1;
        }
        println!("{} odd, {} even; mirrors {:?}", odd, even, mirrors);
        assert!(odd >= 60 && even >= 60, "{} {}", odd, even);
        assert!(mirrors[1..].iter().all(|&m| m >= 20), "{:?}", mirrors);
    }

    /// The trace's searches are the contest version's: the template's
    /// searches with the contest version's moves (and mirror, where the goal
    /// is the start's mirror image) find the very path the contest version
    /// prints, board for board, on random boards.
    #[test]
    fn the_traced_searches_are_the_contest_version_s() {
        let mut rng = Rng::new(11);
        let (mut compared, mut mirrored) = (0, 0);
        while compared < 300 || mirrored < 50 {
            let size = rng.range(0, 20) as u32;
            let input = generate(&mut rng, size);
            let mut printed = String::new();
            if input.trim().is_empty() || contest::solve(&input, &mut printed).is_err() {
                continue;
            }
            let (width, start, goal) = contest::read(&input).unwrap();
            let (from, to, packing) = Packing::new(width, &start, &goal).unwrap();
            let moves = |state: &u64| packing.successors(*state);
            let image = |state: &u64| packing.mirrored(*state);
            let path = if image(&from) == to {
                mirrored += usize::from(from != to);
                template::mirror::path(from, image, moves, usize::MAX)
            } else {
                template::bibfs::path(from, to, moves, moves, usize::MAX)
            };
            let mut replayed = match &path {
                None => "unsolvable\n".to_string(),
                Some(path) => format!("{}\n", path.len() - 1),
            };
            for &state in path.iter().flatten() {
                replayed.push_str(&packing.draw(state, &start, width));
                replayed.push('\n');
            }
            assert_eq!(replayed, printed, "{}", input);
            compared += 1;
        }
    }

    /// The figures of the chapter, from the trace of the charted input.
    #[test]
    fn the_chart_input_is_the_classic_searched_once() {
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        // BLACK/#.#.#/WHITE -> WHITE/#.#.#/BLACK
        let boards = fast::CLASSIC
            .trim()
            .replace("\n\n", " -> ")
            .replace('\n', "/");
        assert_eq!(
            traced.title,
            format!(
                "bw-swap: {}, the start flipped top to bottom: one side searched",
                boards
            )
        );
        assert_eq!(traced.two_way.distance, Some(56));
        // The one-way search stops at its cap, 31 moves from the start.
        assert!(traced.one_way.capped && traced.one_way.distance.is_none());
        assert_eq!(traced.one_way.stored(), ONE_WAY_CAP);
        assert_eq!(traced.one_way.deepest(Side::OneWay), 31);
        // One side, layers 0 to 28, as src/main.rs stores them.
        let layers = &traced.two_way.layers;
        assert_eq!(layers.len(), 29);
        assert!(layers.iter().all(|l| l.side == Side::Forward && !l.partial));
        assert_eq!(traced.two_way.stored(), 1_274_273);
        // The one-way search's layers are the same as far as both go.
        for (mirrored, one_way) in layers.iter().zip(&traced.one_way.layers) {
            if !one_way.partial {
                assert_eq!(mirrored.size, one_way.size, "depth {}", mirrored.depth);
                assert_eq!(
                    mirrored.generated, one_way.generated,
                    "depth {}",
                    mirrored.depth
                );
            }
        }
        // Where the contest version meets: the first even pair in its
        // lookup order (the first state of layer 28 whose image is stored).
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

    /// The contest version gives up exactly where its search, recorded by
    /// the trace, stores more than `MOST_STATES` states beside its roots:
    /// its guard counts what the search stores. The classic board (through
    /// the mirror) and a far goal (both ways) are solved; the classic board
    /// with its last wall opened stores 3,394,570 through the mirror, and
    /// the same board to its rows reversed about 8 million both ways (the
    /// trace stops at its cap of 4 million): the contest version gives up.
    #[test]
    fn the_contest_version_gives_up_where_its_search_stores_too_many() {
        let far_goal = "BLACK\n#.#.#\nWHITE\n\nWCAB.\n#T#L#\n.EIHK\n";
        let opened = "BLACK\n..#..\nWHITE\n\nWHITE\n..#..\nBLACK\n";
        let reversed = "BLACK\n#.#..\nWHITE\n\nKCALB\n#.#..\nETIHW\n";
        let cases = [
            ("", 1_274_273, false),
            (far_goal, 2_131_713, false),
            (opened, 3_394_571, true),
            (reversed, SEARCH_CAP, true),
        ];
        for (input, stored, gives_up) in cases {
            let traced = trace(input, 1).unwrap();
            assert_eq!(traced.two_way.stored(), stored, "{:?}", input);
            let roots = if contest_mirrors(input) { 1 } else { 2 };
            let beside_roots = traced.two_way.stored() - roots;
            assert_eq!(beside_roots > contest::MOST_STATES, gives_up, "{:?}", input);
            let refused = contest::solve(input, &mut String::new());
            assert_eq!(refused.is_err(), gives_up, "{:?}", input);
        }
    }
}

// ---------------------------------------------------------------------------
// The checker (moved here from scripts/src/checkers.rs).
// ---------------------------------------------------------------------------

/// The checker. The answer is the number of moves `N` (or `unsolvable`),
/// then `N + 1` boards, each followed by a blank line, from the start to
/// the goal, each one legal move after the one before: a single piece
/// carried along empty cells to an empty cell. The boards are checked
/// before the count, and the count before its length, so that an answer
/// that breaks a rule is told which, not only that it has too many moves.
/// Blank lines at the very end do not count, as judges compare
/// (`significant_lines`); white space around a row is not part of it.
pub fn check(input: &str, expected: &str, received: &str) -> Result<Option<String>, String> {
    let (start, goal) = if input.trim().is_empty() {
        let boards = split_boards(fast::CLASSIC);
        (boards[0].clone(), boards[1].clone())
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
    let expected_moves = match significant_lines(expected).first() {
        Some(&"unsolvable") => None,
        Some(count) => Some(
            count
                .parse::<usize>()
                .map_err(|_| "checker: the expected output does not start with a count")?,
        ),
        None => return Err("checker: the expected output is empty".into()),
    };
    let got = significant_lines(received);
    let received_moves = match got.first() {
        Some(&"unsolvable") if got.len() == 1 => None,
        Some(&"unsolvable") => return Err("`unsolvable` is followed by more lines".into()),
        Some(count) => Some(count.parse::<usize>().map_err(|_| {
            format!(
                "line 1: expected the number of moves or `unsolvable`, received `{}`",
                count
            )
        })?),
        None => return Err("the output is empty".into()),
    };
    if let Some(moves) = received_moves {
        let boards = split_boards(&got[1..].join("\n"));
        if boards.first() != Some(&start) {
            return Err("the first board is not the start".into());
        }
        for (i, pair) in boards.windows(2).enumerate() {
            legal_move(&pair[0], &pair[1]).map_err(|why| format!("move {}: {}", i + 1, why))?;
        }
        if boards.last() != Some(&goal) {
            return Err("the last board is not the goal".into());
        }
        if boards.len() != moves + 1 {
            return Err(format!(
                "the first line says {} moves, but {} boards follow: {} legal moves",
                moves,
                boards.len(),
                boards.len() - 1
            ));
        }
    }
    match (expected_moves, received_moves) {
        (want, got) if want == got => Ok(None),
        (Some(want), None) => Err(format!("expected {} moves, received `unsolvable`", want)),
        (None, Some(got)) => Err(format!(
            "checker: {} legal moves solve the board, but the expected output says `unsolvable`",
            got
        )),
        (Some(want), Some(got)) if got > want => Err(format!(
            "{} legal moves, not a shortest solution: the shortest has {}",
            got, want
        )),
        (Some(want), Some(got)) => Err(format!(
            "checker: {} legal moves, fewer than the {} of the expected output",
            got, want
        )),
        (None, None) => unreachable!("equal answers are accepted above"),
    }
}

/// A board as its rows of cells.
type Rows = Vec<Vec<u8>>;

/// The boards of a text: runs of non-blank lines, each line's white space
/// removed at both ends (spaces are never part of a board).
fn split_boards(text: &str) -> Vec<Rows> {
    let mut boards = Vec::new();
    let mut rows: Rows = Vec::new();
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

/// One piece moved from a cell to an empty cell along empty cells.
fn legal_move(before: &Rows, after: &Rows) -> Result<(), String> {
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
    fn legal_shortest_sequences_are_accepted() {
        // One piece carried along two empty cells is one move.
        assert_eq!(
            check("A..\n\n..A\n", "1\nA..\n\n..A\n\n", "1\nA..\n\n..A\n\n"),
            Ok(None)
        );
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let other = "3\nAB\n..\n\n.B\nA.\n\nB.\nA.\n\nBA\n..\n\n";
        assert_eq!(check(input, expected, other), Ok(None));
        assert_eq!(
            check(input, expected, &other.replace('\n', "\r\n")),
            Ok(None)
        );
        assert_eq!(
            check("AB.\n\n.BA\n", "unsolvable\n", "unsolvable\n"),
            Ok(None)
        );
    }

    #[test]
    fn illegal_or_longer_sequences_are_refused() {
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let refuse = |received: &str| check(input, expected, received).unwrap_err();
        assert!(refuse("3\nAB\n..\n\nBA\n..\n\nAB\n..\n\nBA\n..\n\n").contains("cells changed"));
        // A piece that changes its letter on the way.
        assert!(refuse(&expected.replace(".A\n.B", ".C\n.B")).contains("one piece"));
        // Legal boards under a wrong count.
        let miscounted = refuse(&expected.replacen('3', "2", 1));
        assert!(
            miscounted.contains("says 2 moves, but 4 boards follow"),
            "{}",
            miscounted
        );
        // Five legal moves, B down and back up once more than needed.
        let longer = "5\nAB\n..\n\nA.\n.B\n\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        assert_eq!(
            refuse(longer),
            "5 legal moves, not a shortest solution: the shortest has 3"
        );
        assert!(refuse("unsolvable\n").contains("expected 3 moves, received `unsolvable`"));
        assert!(refuse("unsolvable\nAB\n..\n").contains("followed by more lines"));
        let wrong_start = "3\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\nBA\n..\n\n";
        assert!(refuse(wrong_start).contains("start"));
        assert!(refuse("3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\n").contains("not the goal"));
        assert!(refuse("three\n").contains("line 1"));
        assert!(refuse("").contains("empty"));
        // Jumping over a piece: no empty path from A to the far cell.
        let jump = check("AB.\n\n.BA\n", "1\nAB.\n\n.BA\n\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
        assert!(jump.contains("no empty path"), "{}", jump);
        assert!(check("AB.\n\n.BA\n", "unsolvable\n", "0\nAB.\n\n").is_err());
    }

    /// Legality before length: an answer whose count differs from the
    /// expected one and whose boards break a rule is told the rule (the
    /// checker used to say only `expected 3 moves, received `1``).
    #[test]
    fn an_illegal_answer_is_told_its_illegal_move_not_its_count() {
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        // Two pieces swapped at once.
        let why = check(input, expected, "1\nAB\n..\n\nBA\n..\n\n").unwrap_err();
        assert_eq!(why, "move 1: 2 cells changed, not one piece moved");
        // A piece carried through another.
        let why = check("AB.\n\n.BA\n", "unsolvable\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
        assert!(why.starts_with("move 1: no empty path"), "{}", why);
    }

    /// Blank lines at the very end do not count, as judges compare: the
    /// blank line after the last board may be missing (the checker used
    /// to refuse that), or there may be several, with spaces in them.
    #[test]
    fn blank_lines_at_the_end_do_not_count() {
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let bare = expected.trim_end();
        assert_eq!(check(input, expected, bare), Ok(None));
        assert_eq!(check(input, expected, &format!("{}\n", bare)), Ok(None));
        assert_eq!(
            check(input, expected, &format!("{}\n\n \n\t\n", bare)),
            Ok(None)
        );
        assert_eq!(
            check(input, expected, &format!("{}\r\n\r\n\r\n", bare)),
            Ok(None)
        );
        assert_eq!(
            check("AB\n\nBA\n", "unsolvable\n", "unsolvable\n\n\n"),
            Ok(None)
        );
    }

    // The checker takes the number of moves from the expected output, so
    // the next instances need not be solvable: each is one move that a
    // wrong program might print.

    #[test]
    fn a_wall_is_not_a_piece() {
        let why = check("#..\n\n..#\n", "1\n", "1\n#..\n\n..#\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_piece_does_not_change_its_letter_on_the_way() {
        let why = check("A..\n\n..B\n", "1\n", "1\nA..\n\n..B\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_board_that_changes_shape_is_refused() {
        // A row grows a cell in the middle board; the rows still match in
        // number.
        let input = "A..\n\n..A\n";
        let why = check(input, "2\n", "2\nA..\n\n.A..\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
        // A row appears in the middle board; the rows there all match.
        let why = check(input, "2\n", "2\nA..\n\n.A.\n...\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
    }

    #[test]
    fn empty_input_means_the_classic_board() {
        // The classic start, then its goal in one move: ten cells change.
        let one_move = format!("1\n{}\n", fast::CLASSIC);
        let refuse = check("", "56\n", &one_move).unwrap_err();
        assert!(refuse.starts_with("move 1: 10 cells changed"), "{}", refuse);
        let goal = fast::CLASSIC.split_once("\n\n").unwrap().1;
        let refuse = check("\r\n", "0\n", &format!("0\n{}\n", goal)).unwrap_err();
        assert!(refuse.contains("start"), "{}", refuse);
        let mut solved = String::new();
        fast::solve("", &mut solved).unwrap();
        assert_eq!(check("", "56\n", &solved), Ok(None));
        assert_eq!(check(" \n", "56\n", &solved), Ok(None));
    }

    #[test]
    fn a_wrong_expected_output_is_the_checker_s_error() {
        let input = "A.\n\n.A\n";
        let why = check(input, "unsolvable\n", "1\nA.\n\n.A\n\n").unwrap_err();
        assert!(why.starts_with("checker: 1 legal moves"), "{}", why);
        let why = check(input, "2\n", "1\nA.\n\n.A\n\n").unwrap_err();
        assert!(why.starts_with("checker: 1 legal moves, fewer"), "{}", why);
        assert!(check("A.\n", "1\n", "1\n")
            .unwrap_err()
            .contains("holds 1 boards"));
    }
}
