//! bw-swap's lab (`judging::lab`): random boards of up to 64 cells with
//! the traps drawn often (start = goal, goals made unreachable by a
//! different piece, a wall or a parity, identical pieces, goals that are
//! the start's mirror image), shrinking by rows, columns, kinds of piece
//! and cells; the searches traced; and the checker.
//!
//! The trace runs the contest version's own packing, moves and mirror in
//! the template's searches, the very searches it runs: the one-way BFS,
//! capped (the classic board would need about 239 million states), and the
//! two-sided search, or where the goal is the start's mirror image (the
//! classic board, upside down) the contest version's `template::mirror`
//! search, one side meeting its own mirror image, the two-sided figures
//! going to the notes. Random walks take the fast version's moves. The
//! generator keeps to the boards the contest version promises to answer,
//! whose states fit one 64-bit word (`within_one_word`).

use crate::contest::{self, Packing};
use crate::fast::{self, Board, RegionSearch, State};
use judging::compare::{significant_lines, Checked};
use judging::lab::Lab;
use judging::testing::Rng;
use judging::text::{moves as plural, thousands};
use judging::trace::{both_ways_within, counted, Recorder, Search, Side, Trace};
use std::cell::Cell;

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
/// the classic board, where it would need nearly all 239.5 million): more
/// than the two-sided search stores there, so that the two compare.
pub const ONE_WAY_CAP: usize = 3_000_000;

/// The two-sided and mirrored searches stop here (the classic board needs
/// 2.25 million two-sided, 1.27 million mirrored): big open boards explode.
/// Above the contest version's guard (`contest::MOST_STATES`), so that the
/// trace shows where it gives up.
pub const SEARCH_CAP: usize = 4_000_000;

/// A walk is cut so that its moves from the start, to the power of half the
/// walk, stay under this; a goal is drawn anywhere only on boards with at
/// most this many arrangements.
const SMALL_SPACE: u64 = 100_000;

const PIECES: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// ---------------------------------------------------------------------------
// Boards.

/// The board as its rows, each ending in a newline.
pub fn text(board: &Board) -> String {
    let rows = board.cells.chunks(board.width).map(String::from_utf8_lossy);
    rows.map(|row| row + "\n").collect()
}

pub fn input_of(start: &Board, goal: &Board) -> String {
    format!("{}\n{}", text(start), text(goal))
}

fn open_cells(board: &Board) -> Vec<usize> {
    (0..board.cells.len())
        .filter(|&c| board.cells[c] != b'#')
        .collect()
}

/// The kinds of piece on two boards, sorted.
pub fn kinds(start: &Board, goal: &Board) -> Vec<u8> {
    let mut kinds: Vec<u8> = start.cells.iter().chain(&goal.cells).copied().collect();
    kinds.retain(|&c| c != b'#' && c != b'.');
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}

/// `board` with `contents` put in `cells`, in order.
fn placed(board: &Board, cells: &[usize], contents: impl IntoIterator<Item = u8>) -> Board {
    let mut board = board.clone();
    for (&cell, content) in cells.iter().zip(contents) {
        board.cells[cell] = content;
    }
    board
}

/// Every board one move after `board`, by the fast version's moves, region
/// by region; its states of eight words hold any region.
pub fn next_boards(board: &Board) -> Vec<Board> {
    let mut next = Vec::new();
    for cells in fast::regions(board) {
        let region = fast::Region::new(board, &cells);
        let (mut states, contents) = (Vec::<State<8>>::new(), contents_of(board, &cells));
        region.moves(&region.pack(&contents), &mut states);
        next.extend((states.iter()).map(|state| placed(board, &cells, region.unpack(state))));
    }
    next
}

fn contents_of(board: &Board, cells: &[usize]) -> Vec<u8> {
    cells.iter().map(|&c| board.cells[c]).collect()
}

/// A walk of at most `steps` random moves, cut short where a search for a
/// goal `apart` times as far (1, or 2 for a goal seen in a mirror) would
/// grow past `SMALL_SPACE` states a side.
fn walk(board: &Board, steps: usize, apart: usize, rng: &mut Rng) -> Board {
    let branching = next_boards(board).len().max(2) as f64;
    let affordable = (2.0 * (SMALL_SPACE as f64).ln() / branching.ln()) as usize / apart;
    let mut board = board.clone();
    for _ in 0..steps.min(affordable.max(1)) {
        let next = next_boards(&board);
        if !next.is_empty() {
            board = rng.pick(&next).clone();
        }
    }
    board
}

/// How many arrangements the contents of the open cells have.
fn arrangements(board: &Board) -> u64 {
    let mut counts = [0u64; 256];
    for &cell in board.cells.iter().filter(|&&c| c != b'#') {
        counts[usize::from(cell)] += 1;
    }
    let (mut total, mut placed) = (1u64, 0u64);
    for k in counts.iter().flat_map(|&count| 1..=count) {
        placed += 1;
        total = total.saturating_mul(placed) / k;
    }
    total
}

/// The board seen through symmetry `k` (`fast::symmetry`: 1 to 3 flip it or
/// turn it half a turn, 4 to 7, for squares, exchange rows and columns).
fn transformed(board: &Board, k: usize) -> Board {
    let mut seen = board.clone();
    for (cell, &content) in board.cells.iter().enumerate() {
        seen.cells[image(board, k, cell)] = content;
    }
    seen
}

fn image(board: &Board, k: usize, cell: usize) -> usize {
    let (height, width) = (board.cells.len() / board.width, board.width);
    let (row, column) = fast::symmetry(k, height, width, cell / width, cell % width);
    row * width + column
}

/// The first flip or half turn of the whole board (`fast::symmetry`'s 1 to
/// 3) that maps `start` onto `goal`, for the trace's words.
pub fn whole_board_symmetry(start: &Board, goal: &Board) -> Option<usize> {
    (1..4).find(|&k| transformed(start, k) == *goal)
}

// ---------------------------------------------------------------------------
// The generator.

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
            let piece = start.cells.iter().position(|&c| c != b'#' && c != b'.');
            let cell = piece.or_else(|| start.cells.iter().position(|&c| c == b'.'));
            (start.clone(), placed(&start, &Vec::from_iter(cell), [b'9']))
        }
        // A piece across a wall: unsolvable.
        2 => walled_apart(rng, most_cells),
        // The 8-puzzle's parity (3x3, one empty cell), or a corridor's
        // order: unsolvable.
        3 if most_cells >= 9 => {
            let mut cells = *b"12345678.";
            rng.shuffle(&mut cells);
            let start = Board {
                width: 3,
                cells: cells.to_vec(),
            };
            let pieces: Vec<usize> = (0..9).filter(|&c| cells[c] != b'.').collect();
            let goal = placed(&start, &pieces[..2], [cells[pieces[1]], cells[pieces[0]]]);
            (start, goal)
        }
        3 => corridor(most_cells),
        // A goal that a symmetry maps the start onto: a walk from a board
        // the symmetry keeps, seen through the symmetry (at most twice the
        // walk away), or on a small board any start seen through it.
        4 | 5 => {
            let (symmetric, k) = symmetric_board(rng, most_cells, kinds);
            let start = away(&symmetric, 2, 2, rng);
            (start.clone(), transformed(&start, k))
        }
        // The classic, as empty input or written out.
        6 if most_cells >= 15 => {
            return [String::new(), fast::CLASSIC.to_string()][rng.below(2)].clone();
        }
        // Identical pieces (one or two kinds), or any.
        choice => {
            let kinds = if (7..9).contains(&choice) {
                rng.range(1, 2)
            } else {
                kinds
            };
            let start = random_board(rng, most_cells, kinds, 5);
            let goal = away(&start, 3, 1, rng);
            (start, goal)
        }
    };
    let (start, goal) = within_one_word(start, goal);
    input_of(&start, &goal)
}

/// A random board of at most `most_cells` cells (and, for a square, exactly
/// a square): walls one cell in `wall_odds`, at least one empty cell (if
/// any is open), pieces drawn from the first `kinds` of `PIECES`.
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
    let walls = (0..height * width).map(|_| if rng.chance(1, wall_odds) { b'#' } else { b'.' });
    let board = Board {
        width,
        cells: walls.collect(),
    };
    let open = open_cells(&board);
    if open.is_empty() {
        return board;
    }
    let empty = rng.range(1, (open.len() + 1) / 2);
    let piece = |i| {
        if i < empty {
            b'.'
        } else {
            PIECES[rng.below(kinds)]
        }
    };
    let contents: Vec<u8> = (0..open.len()).map(piece).collect();
    rearranged(&placed(&board, &open, contents), rng)
}

/// The open cells' contents shuffled: any arrangement of the same pieces.
fn rearranged(board: &Board, rng: &mut Rng) -> Board {
    let open = open_cells(board);
    let mut contents = contents_of(board, &open);
    rng.shuffle(&mut contents);
    placed(board, &open, contents)
}

/// A random board with few enough arrangements for any goal to be searched
/// whole (tries a few, then takes a corridor).
fn small_board(rng: &mut Rng, most_cells: usize, kinds: usize) -> Board {
    let mut boards = (0..20).map(|_| random_board(rng, most_cells.min(12), kinds, 5));
    let corridor = Board {
        width: 2,
        cells: b"A.".to_vec(),
    };
    boards
        .find(|board| arrangements(board) <= SMALL_SPACE)
        .unwrap_or(corridor)
}

/// A board away from `board`: one time in `odds` on a small board, any
/// arrangement of its pieces (often unsolvable); else a random walk of up
/// to `16 / apart` moves (`walk`).
fn away(board: &Board, odds: usize, apart: usize, rng: &mut Rng) -> Board {
    if arrangements(board) <= SMALL_SPACE && rng.chance(1, odds) {
        rearranged(board, rng)
    } else {
        let steps = rng.range(1, 16 / apart);
        walk(board, steps, apart, rng)
    }
}

/// A board that symmetry `k` maps onto itself, pieces and all: each orbit
/// of cells under the symmetry gets one content.
fn symmetric_board(rng: &mut Rng, most_cells: usize, kinds: usize) -> (Board, usize) {
    let side = rng.range(1, (most_cells as f64).sqrt() as usize);
    let mut board = match rng.chance(1, 2) {
        true => Board {
            width: side,
            cells: vec![b'.'; side * side],
        },
        false => random_board(rng, most_cells, kinds, 6),
    };
    let square = board.cells.len() / board.width == board.width;
    let mut symmetries: Vec<usize> = (1..if square { 8 } else { 4 }).collect();
    symmetries.push(1);
    let k = *rng.pick(&symmetries);
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
            cell = image(&board, k, cell);
        }
    }
    if !board.cells.contains(&b'.') {
        // At least one empty cell (and the board stays symmetric).
        let open = open_cells(&board);
        board = placed(&board, &open, open.iter().map(|_| b'.'));
    }
    (board, k)
}

/// The boards with their kinds of piece merged where need be, so that a
/// state fits one 64-bit word: the contest version's promise, which `cargo
/// stress` holds it to. With `bits` bits for each open cell, `2^bits` codes
/// cover the empty cell and the kinds, so a board of `open` open cells
/// keeps at most `2^(64 / open) - 1` kinds: each kind past them is renamed
/// to one of them, the same way in both boards. Every trap stays what it
/// was (moves do not look at the pieces' names; the unsolvable traps are
/// drawn too small to be renamed); only the wide board of many kinds, which
/// the fast version alone answers, goes.
fn within_one_word(start: Board, goal: Board) -> (Board, Board) {
    let open = open_cells(&start).len().max(1);
    let most = (1usize << (64 / open).min(7)) - 1;
    let kinds = kinds(&start, &goal);
    let rename = |c: &u8| kinds.binary_search(c).map_or(*c, |kind| kinds[kind % most]);
    let renamed = |board: Board| Board {
        width: board.width,
        cells: board.cells.iter().map(rename).collect(),
    };
    (renamed(start), renamed(goal))
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
    let cells = (0..height * width).map(|c| if c % width == wall { b'#' } else { b'.' });
    let (left, right) = (0, height * width - 1);
    let start = placed(
        &Board {
            width,
            cells: cells.collect(),
        },
        &[left],
        [PIECES[rng.below(3)]],
    );
    let goal = placed(&start, &[left, right], [b'.', start.cells[left]]);
    (start, goal)
}

// ---------------------------------------------------------------------------
// The shrinker.

/// Smaller inputs, the most promising first: a row less, a column less, one
/// kind of piece merged into another, an empty cell walled. The empty input
/// is the classic board, and shrinks from it.
fn shrink(input: &str) -> Vec<String> {
    let (start, goal) = match fast::read_boards(input) {
        Ok(boards) => boards,
        Err(_) => return Vec::new(),
    };
    let (height, width) = (start.cells.len() / start.width, start.width);
    let mut smaller = Vec::new();
    // Both boards edited alike: each cell's new content, or none to drop it.
    let mut edit = |new: &dyn Fn(usize, u8) -> Option<u8>, width| {
        let edited = |board: &Board| {
            let cells = board
                .cells
                .iter()
                .enumerate()
                .filter_map(|(c, &x)| new(c, x));
            Board {
                width,
                cells: cells.collect(),
            }
        };
        smaller.push(input_of(&edited(&start), &edited(&goal)));
    };
    for row in (0..height).filter(|_| height > 1) {
        edit(&|c, x| Some(x).filter(|_| c / width != row), width);
    }
    for column in (0..width).filter(|_| width > 1) {
        edit(&|c, x| Some(x).filter(|_| c % width != column), width - 1);
    }
    let kinds = kinds(&start, &goal);
    for &kind in kinds.iter().skip(1) {
        edit(&|_, x| Some(if x == kind { kinds[0] } else { x }), width);
    }
    for cell in (0..start.cells.len()).filter(|&c| start.cells[c] == b'.' && goal.cells[c] == b'.')
    {
        edit(&|c, x| Some(if c == cell { b'#' } else { x }), width);
    }
    smaller
}

// ---------------------------------------------------------------------------
// The trace.

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
    let (one_way, two_sided, met) = both_ways_within(from, to, moves, moves, usize::MAX, caps);
    let mut notes = Vec::new();
    if one_way.capped {
        notes.push(format!(
            "the one-way BFS stopped at its cap of {} stored states, at depth {}: it would \
             have to store every state closer to the start than the goal",
            thousands(ONE_WAY_CAP as u64),
            one_way.deepest(Side::OneWay)
        ));
    }
    let (start_board, goal_board) = fast::read_boards(input)?;
    // As the contest version decides: the goal is the start's mirror image.
    let through_mirror = from != to && packing.mirrored(from) == to;
    let (two_way, meeting, one_side) = match whole_board_symmetry(&start_board, &goal_board) {
        Some(k) if through_mirror => {
            let words = [
                "",
                "flipped top to bottom",
                "flipped left to right",
                "turned half a turn",
            ][k];
            let (mirrored, meeting) = mirrored(&packing, from);
            let meeting = meeting.map(draw);
            notes.push(format!(
                "the goal is the start {}, so the bidirectional search above is the contest \
                 version's, template::mirror: the forward side alone, no backward side grown; a \
                 state meets when its mirror image is stored too (the backward side would be the \
                 forward side's mirror image, layer for layer)",
                words
            ));
            notes.push(mirrored_note(&mirrored, meeting.as_deref()));
            notes.push(two_sided_note(&two_sided));
            (
                mirrored,
                meeting,
                format!(", the start {}: one side searched", words),
            )
        }
        _ => {
            if two_sided.capped {
                notes.push(format!(
                    "the two-sided search stopped at its cap of {} stored states",
                    thousands(SEARCH_CAP as u64)
                ));
            }
            notes.extend(fast_note(
                fast::region_searches(&start_board, &goal_board).as_deref(),
            ));
            (two_sided, met.map(draw), String::new())
        }
    };
    // The chart's legend names both sides: the title says when there is one.
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
/// its moves and mirror), recorded, and the state on the path it finds as
/// far from the start as the search grew: the state whose storing met its
/// image (where the trace says the sides met).
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
        Some(searches) if searches.len() > 1 => Some(format!(
            "src/main.rs searches the {} regions that walls keep apart one by one ({} \
             through a mirror); the search above is the contest version's, on the whole \
             board",
            searches.len(),
            searches.iter().filter(|s| s.mirror.is_some()).count()
        )),
        Some([search]) if search.mirror.is_some() => Some(
            "src/main.rs searches this board through a mirror that the contest version does \
             not try (a quarter turn, a diagonal flip, or a region's own symmetry): from the \
             start alone; the search above is the contest version's, from both ends"
                .to_string(),
        ),
        Some(_) => None,
    }
}

/// Where the mirrored search closed its path, and why it stopped there.
fn mirrored_note(search: &Search, meeting: Option<&str>) -> String {
    let deepest = search.deepest(Side::Forward);
    let how = format!(
        "it grew {} layers (depths 0 to {}) and stored {} states",
        search.layers.len(),
        deepest,
        thousands(search.stored() as u64)
    );
    match (search.distance, meeting) {
        (Some(moves), Some(at)) => format!(
            "{}; the path it found passes {}, {} from the start and {} from the goal: {} \
             moves, {}",
            how,
            at,
            plural(deepest),
            plural(moves - deepest),
            moves,
            if moves == 2 * deepest {
                "an even path, kept until the layer was complete in case an odd one followed"
            } else {
                "an odd path: the search stopped at once, in the middle of that layer"
            }
        ),
        _ if search.capped => format!("{}, and stopped at its cap", how),
        _ => format!("{}: every state it reaches, and no pair: unsolvable", how),
    }
}

/// The contest version's two-sided search on a board that it searches
/// through a mirror instead.
fn two_sided_note(two_sided: &Search) -> String {
    let stored = |side| {
        let last = two_sided.layers.iter().rev().find(|l| l.side == side);
        thousands(last.map_or(0, |l| l.stored) as u64)
    };
    format!(
        "both ways instead (template::bibfs): {} stored ({} forward, {} backward), {} \
         generated, distance {}",
        thousands(two_sided.stored() as u64),
        stored(Side::Forward),
        stored(Side::Backward),
        thousands(two_sided.generated()),
        two_sided
            .distance
            .map_or_else(|| "none".to_string(), |d| d.to_string())
    )
}

// ---------------------------------------------------------------------------
// The checker.

/// The checker. The answer is the number of moves `N` (or `unsolvable`),
/// then `N + 1` boards, each followed by a blank line, from the start to
/// the goal, each one legal move after the one before: a single piece
/// carried along empty cells to an empty cell. The boards are checked
/// before the count, and the count before its length, so that an answer
/// that breaks a rule is told which, not only that it has too many moves.
/// Blank lines at the very end do not count, as judges compare
/// (`significant_lines`); white space around a row is not part of it.
pub fn check(input: &str, expected: &str, received: &str) -> Checked {
    let boards = split_boards(if input.trim().is_empty() {
        fast::CLASSIC
    } else {
        input
    });
    if boards.len() != 2 {
        let why = format!("checker: the input holds {} boards, not 2", boards.len());
        return Err(why);
    }
    let expected_moves = match significant_lines(expected).first().copied() {
        None => return Err("checker: the expected output is empty".into()),
        Some("unsolvable") => None,
        Some(count) => Some(
            (count.parse::<usize>())
                .map_err(|_| "checker: the expected output does not start with a count")?,
        ),
    };
    let got = significant_lines(received);
    let received_moves = match got.first().copied() {
        None => return Err("the output is empty".into()),
        Some("unsolvable") if got.len() == 1 => None,
        Some("unsolvable") => return Err("`unsolvable` is followed by more lines".into()),
        Some(count) => Some(count.parse::<usize>().map_err(|_| {
            let what = "expected the number of moves or `unsolvable`";
            format!("line 1: {}, received `{}`", what, count)
        })?),
    };
    if let Some(moves) = received_moves {
        let path = split_boards(&got[1..].join("\n"));
        if path.first() != Some(&boards[0]) {
            return Err("the first board is not the start".into());
        }
        for (i, pair) in path.windows(2).enumerate() {
            legal_move(&pair[0], &pair[1]).map_err(|why| format!("move {}: {}", i + 1, why))?;
        }
        if path.last() != Some(&boards[1]) {
            return Err("the last board is not the goal".into());
        }
        if path.len() != moves + 1 {
            return Err(format!(
                "the first line says {} moves, but {} boards follow: {} legal moves",
                moves,
                path.len(),
                path.len() - 1
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
pub type Rows = Vec<Vec<u8>>;

/// The boards of a text: runs of non-blank lines, each line's white space
/// removed at both ends (spaces are never part of a board).
pub fn split_boards(text: &str) -> Vec<Rows> {
    let mut boards = vec![Rows::new()];
    for line in text.lines().map(str::trim) {
        match boards.last_mut() {
            Some(rows) if !line.is_empty() => rows.push(line.as_bytes().to_vec()),
            Some(rows) if !rows.is_empty() => boards.push(Rows::new()),
            _ => {}
        }
    }
    boards.retain(|rows| !rows.is_empty());
    boards
}

/// One piece moved from a cell to an empty cell along empty cells.
pub fn legal_move(before: &Rows, after: &Rows) -> Result<(), String> {
    let shape = |rows: &Rows| rows.iter().map(Vec::len).collect::<Vec<usize>>();
    if shape(before) != shape(after) {
        return Err("the board changed shape".into());
    }
    let cells = (0..before.len()).flat_map(|r| (0..before[r].len()).map(move |c| (r, c)));
    let changed: Vec<(usize, usize)> = cells
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
    let mut reached = vec![from];
    let mut next = 0;
    while let Some(&(r, c)) = reached.get(next) {
        next += 1;
        for (r, c) in [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ] {
            let empty = before.get(r).and_then(|row| row.get(c)) == Some(&b'.');
            if empty && !reached.contains(&(r, c)) {
                reached.push((r, c));
            }
        }
    }
    match reached.contains(&to) {
        true => Ok(()),
        false => Err(format!(
            "no empty path carries `{}` from {:?} to {:?}",
            piece as char, from, to
        )),
    }
}
