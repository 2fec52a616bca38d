//! bw-swap's lab (`judging::lab`): random boards of up to 64 cells whose
//! states fit the contest version's word, the traps drawn often; shrinking
//! by rows, columns, kinds of piece and cells; the contest version's own
//! packing, moves and mirror traced in the template's searches, the very
//! searches it runs; and the checker.

use crate::contest::{self, Packing};
use crate::fast::{self, Board, State};
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
    // The classic board, its goal its start upside down: one side searched.
    chart_input: "problems/bw-swap/bench/classic.in",
    figures: &[],
};

/// The one-way search stops here, at depth 31 on the classic board.
pub const ONE_WAY_CAP: usize = 3_000_000;
/// The other searches stop here, past the contest version's guard.
pub const SEARCH_CAP: usize = 4_000_000;
/// The states a side that random goals keep a search under (`away`).
const SMALL_SPACE: u64 = 100_000;
const PIECES: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

fn board(width: usize, cells: impl IntoIterator<Item = u8>) -> Board {
    let cells = cells.into_iter().collect();
    Board { width, cells }
}

pub fn text(board: &Board) -> String {
    let rows = board.cells.chunks(board.width).map(String::from_utf8_lossy);
    rows.map(|row| row + "\n").collect()
}

pub fn input_of(start: &Board, goal: &Board) -> String {
    format!("{}\n{}", text(start), text(goal))
}

fn open_cells(board: &Board) -> Vec<usize> {
    let open = |&c: &usize| board.cells[c] != b'#';
    (0..board.cells.len()).filter(open).collect()
}

/// The kinds of piece on two boards, sorted.
pub fn kinds(start: &Board, goal: &Board) -> Vec<u8> {
    let all = start.cells.iter().chain(&goal.cells).copied();
    let kinds: std::collections::BTreeSet<u8> = all.filter(|&c| c != b'#' && c != b'.').collect();
    kinds.into_iter().collect()
}

fn placed(board: &Board, cells: &[usize], contents: impl IntoIterator<Item = u8>) -> Board {
    let mut board = board.clone();
    for (&cell, content) in cells.iter().zip(contents) {
        board.cells[cell] = content;
    }
    board
}

/// Every board one move after `board`, by the fast version's moves.
pub fn next_boards(board: &Board) -> Vec<Board> {
    let mut next = Vec::new();
    for cells in fast::regions(board) {
        let (region, mut states) = (fast::Region::new(board, &cells), Vec::<State<8>>::new());
        let contents: Vec<u8> = cells.iter().map(|&c| board.cells[c]).collect();
        region.moves(&region.pack(&contents), &mut states);
        next.extend((states.iter()).map(|state| placed(board, &cells, region.unpack(state))));
    }
    next
}

/// How many ways the open cells' contents can be arranged.
fn arrangements(board: &Board) -> u64 {
    let mut counts = [0u64; 256];
    (board.cells.iter()).for_each(|&c| counts[usize::from(c)] += 1);
    counts[usize::from(b'#')] = 0;
    let ks = counts.iter().flat_map(|&count| 1..=count).zip(1..);
    ks.fold(1, |all: u64, (k, n)| all.saturating_mul(n) / k)
}

/// The board seen through symmetry `k` (`fast::symmetry`).
fn transformed(board: &Board, k: usize) -> Board {
    let images: Vec<usize> = (0..board.cells.len()).map(|c| image(board, k, c)).collect();
    placed(board, &images, board.cells.iter().copied())
}

fn image(board: &Board, k: usize, cell: usize) -> usize {
    let (height, width) = (board.cells.len() / board.width, board.width);
    let (row, column) = fast::symmetry(k, height, width, cell / width, cell % width);
    row * width + column
}

/// The first flip or half turn (1 to 3) that maps `start` onto `goal`, named.
pub fn whole_board_symmetry(start: &Board, goal: &Board) -> Option<(usize, &'static str)> {
    let seen = "flipped top to bottom/flipped left to right/turned half a turn".split('/');
    ((1..4).zip(seen)).find(|&(k, _)| transformed(start, k) == *goal)
}

/// A board pair of at most `2 + 62 * size / 100` cells (64 at size 100), or
/// the classic; the traps about one time in three.
fn generate(rng: &mut Rng, size: u32) -> String {
    let most = 2 + 62 * size.min(100) as usize / 100;
    let kinds = rng.range(1, 12);
    let (start, goal) = match rng.below(16) {
        // A piece the start lacks, on its first piece (or empty cell), on a
        // board of few arrangements: unsolvable.
        1 => {
            let mut boards = (0..20).map(|_| random_board(rng, most.min(12), kinds, 5));
            let start = boards.find(|board| arrangements(board) <= SMALL_SPACE);
            let start = start.unwrap_or_else(|| board(2, *b"A."));
            let cell = (open_cells(&start).into_iter()).min_by_key(|&c| start.cells[c] == b'.');
            (start.clone(), placed(&start, &Vec::from_iter(cell), [b'9']))
        }
        2 => walled_apart(rng, most),
        // The 8-puzzle's parity (two pieces swapped), or a corridor's
        // order: unsolvable.
        3 if most >= 9 => {
            let start = rearranged(&board(3, *b"12345678."), rng);
            let p: Vec<usize> = (0..9).filter(|&c| start.cells[c] != b'.').collect();
            let goal = placed(&start, &p[..2], [p[1], p[0]].map(|c| start.cells[c]));
            (start, goal)
        }
        3 => corridor(most),
        // The start seen through a symmetry: a walk from a board that it
        // keeps (the goal at most twice the walk away), or any arrangement.
        4 | 5 => {
            let (symmetric, k) = symmetric_board(rng, most, kinds);
            let start = away(&symmetric, 2, 2, rng);
            (start.clone(), transformed(&start, k))
        }
        // The classic, as empty input or written out.
        6 if most >= 15 => return [String::new(), fast::CLASSIC.into()][rng.below(2)].clone(),
        // Start = goal (0 moves); identical pieces (one or two kinds) two
        // times in sixteen; or any pair.
        choice => {
            let few = (7..9).contains(&choice);
            let kinds = if few { rng.range(1, 2) } else { kinds };
            let start = random_board(rng, most, kinds, 5);
            let goal = (choice == 0).then(|| start.clone());
            let goal = goal.unwrap_or_else(|| away(&start, 3, 1, rng));
            (start, goal)
        }
    };
    // Kinds merged so that a state fits the contest version's word: `2^(64
    // / open cells)` codes (unsolvable traps are too small to be renamed).
    let most = (1usize << (64 / open_cells(&start).len().max(1)).min(7)) - 1;
    let kinds = self::kinds(&start, &goal);
    let rename = |c: &u8| kinds.binary_search(c).map_or(*c, |kind| kinds[kind % most]);
    let renamed = |b: &Board| board(b.width, b.cells.iter().map(rename));
    input_of(&renamed(&start), &renamed(&goal))
}

/// A random board of at most `most` cells (all of them one time in four),
/// walls one cell in `wall_odds`, pieces of `kinds` kinds, an empty cell.
fn random_board(rng: &mut Rng, most: usize, kinds: usize, wall_odds: usize) -> Board {
    let (height, width) = if rng.chance(1, 4) {
        let heights: Vec<usize> = (1..=most).filter(|h| most % h == 0).collect();
        let height = *rng.pick(&heights);
        (height, most / height)
    } else {
        let height = rng.range(1, most.min(16));
        (height, rng.range(1, most / height))
    };
    let walls = (0..height * width).map(|_| b".#"[usize::from(rng.chance(1, wall_odds))]);
    let walls = board(width, walls);
    let open = open_cells(&walls);
    if open.is_empty() {
        return walls;
    }
    let empty = rng.range(1, (open.len() + 1) / 2);
    let pieces = (empty..open.len()).map(|_| PIECES[rng.below(kinds)]);
    let contents = std::iter::repeat(b'.').take(empty).chain(pieces);
    rearranged(&placed(&walls, &open, contents), rng)
}

fn rearranged(board: &Board, rng: &mut Rng) -> Board {
    let open = open_cells(board);
    let mut contents: Vec<u8> = open.iter().map(|&c| board.cells[c]).collect();
    rng.shuffle(&mut contents);
    placed(board, &open, contents)
}

/// Any arrangement one time in `odds` on a small board, else a walk short
/// enough for a search `apart` times as far (2 in a mirror) to stay small.
fn away(board: &Board, odds: usize, apart: usize, rng: &mut Rng) -> Board {
    if arrangements(board) <= SMALL_SPACE && rng.chance(1, odds) {
        return rearranged(board, rng);
    }
    let branching = next_boards(board).len().max(2) as f64;
    let affordable = (2.0 * (SMALL_SPACE as f64).ln() / branching.ln()) as usize / apart;
    let mut board = board.clone();
    for _ in 0..rng.range(1, 16 / apart).min(affordable.max(1)) {
        if let Some(next) = Some(next_boards(&board)).filter(|next| !next.is_empty()) {
            board = rng.pick(&next).clone();
        }
    }
    board
}

/// A board that a symmetry (1, top to bottom, twice as likely) keeps, and the symmetry.
fn symmetric_board(rng: &mut Rng, most: usize, kinds: usize) -> (Board, usize) {
    let side = rng.range(1, (most as f64).sqrt() as usize);
    let square = Some(board(side, vec![b'.'; side * side])).filter(|_| rng.chance(1, 2));
    let mut symmetric = square.unwrap_or_else(|| random_board(rng, most, kinds, 6));
    let symmetries = [3, 7][usize::from(symmetric.cells.len() == symmetric.width.pow(2))];
    let k = rng.below(symmetries + 1) % symmetries + 1;
    let images = &Vec::from_iter((0..symmetric.cells.len()).map(|c| image(&symmetric, k, c)));
    let orbit = |c| std::iter::successors(Some(c), move |&x| Some(images[x]).filter(|&y| y != c));
    // Each orbit of cells one content.
    for first in (0..images.len()).filter(|&c| orbit(c).all(|x| x >= c)) {
        let content = (b"#..".get(rng.below(6))).map_or_else(|| PIECES[rng.below(kinds)], |&c| c);
        orbit(first).for_each(|cell| symmetric.cells[cell] = content);
    }
    let none_empty = !symmetric.cells.contains(&b'.');
    let cells = (symmetric.cells.iter()).map(|&c| if none_empty && c != b'#' { b'.' } else { c });
    (board(symmetric.width, cells), k)
}

fn corridor(most: usize) -> (Board, Board) {
    let pairs = [("AB", "BA"), ("A#.", ".#A"), ("AB...", "BA...")];
    let (start, goal) = pairs[usize::from(most > 2) + usize::from(most > 4)];
    let board = |cells: &str| board(cells.len(), cells.bytes());
    (board(start), board(goal))
}

/// Unsolvable: a piece moved across a column of walls, or a corridor.
fn walled_apart(rng: &mut Rng, most: usize) -> (Board, Board) {
    if most < 6 {
        return corridor(most);
    }
    let height = rng.range(1, (most / 3).min(3));
    let width = rng.range(3, (most / height).min(5));
    let wall = rng.range(1, width - 2);
    let cells = (0..height * width).map(|c| b".#"[usize::from(c % width == wall)]);
    let start = placed(&board(width, cells), &[0], [PIECES[rng.below(3)]]);
    let goal = placed(&start, &[0, height * width - 1], [b'.', start.cells[0]]);
    (start, goal)
}

/// A row less, a column less, one kind merged into another, a cell walled.
fn shrink(input: &str) -> Vec<String> {
    // An input that does not parse shrinks as two empty boards: to nothing.
    let none = || board(1, Vec::new());
    let (start, goal) = fast::read_boards(input).unwrap_or_else(|_| (none(), none()));
    let (height, width) = (start.cells.len() / start.width, start.width);
    let mut smaller = Vec::new();
    // Both boards edited alike: each cell's new content, or none to drop it.
    let mut edit = |new: &dyn Fn(usize, u8) -> Option<u8>, width| {
        let edited = |b: &Board| {
            let cells = (b.cells.iter().enumerate()).filter_map(|(c, &x)| new(c, x));
            board(width, cells)
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
    let empty = |c: &usize| start.cells[*c] == b'.' && goal.cells[*c] == b'.';
    for cell in (0..start.cells.len()).filter(empty) {
        edit(&|c, x| Some(if c == cell { b'#' } else { x }), width);
    }
    smaller
}

/// The contest version's searches: one way, and two-sided or mirrored.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("no case {case} (a bw-swap input is one case)"));
    }
    let (width, start, goal) = contest::read(input)?;
    let (from, to, packing) = Packing::new(width, &start, &goal)?;
    let draw = |state| (packing.draw(state, &start, width).trim_end()).replace('\n', "/");
    let moves = |state: &u64| packing.successors(*state);
    let caps = [ONE_WAY_CAP, SEARCH_CAP];
    let (mut one_way, two_sided, met) = both_ways_within(from, to, moves, moves, usize::MAX, caps);
    let (cap, depth) = (thousands(ONE_WAY_CAP as u64), one_way.deepest(Side::OneWay));
    let mut notes = vec![format!(
        "the one-way BFS stopped at its cap of {cap} stored states, at depth {depth}: it would \
         have to store every state closer to the start than the goal"
    )];
    notes.retain(|_| one_way.capped);
    let (start_board, goal_board) = fast::read_boards(input)?;
    // All the boards its pieces make: what one way may have to store.
    one_way.reach = Some(arrangements(&start_board)).filter(|&n| n < u64::MAX >> 8);
    // As the contest version decides: the goal is the start's mirror image.
    let through_mirror = from != to && packing.mirrored(from) == to;
    let mirror = whole_board_symmetry(&start_board, &goal_board).filter(|_| through_mirror);
    let (two_way, meeting, one_side) = match mirror {
        Some((_, seen)) => {
            notes.push(format!(
                "the goal is the start {seen}, so the bidirectional search above is the contest \
                 version's, template::mirror: the forward side alone, no backward side grown; a \
                 state meets when its mirror image is stored too (the backward side would be the \
                 forward side's mirror image, layer for layer)"
            ));
            // Met: the state on the path as far as the search grew.
            let generated = Cell::new(0);
            let mut recorder = Recorder::two_way(1, 0, &generated).cap(SEARCH_CAP);
            let image = |state: &u64| packing.mirrored(*state);
            let (moves, most) = (counted(&generated, moves), usize::MAX);
            let path = template::mirror::path_with(from, image, moves, most, &mut recorder);
            let found = path.as_ref().map(|path| path.len() - 1);
            let mirrored = recorder.finish("template::mirror::path", found);
            let meeting = path.map(|path| draw(path[mirrored.deepest(Side::Forward)]));
            notes.extend(mirror_notes(&mirrored, meeting.as_deref(), &two_sided));
            let one_side = format!(", the start {seen}: one side searched");
            (mirrored, meeting, one_side)
        }
        None => {
            let cap = thousands(SEARCH_CAP as u64);
            let capped = format!("the two-sided search stopped at its cap of {cap} stored states");
            notes.extend(two_sided.capped.then_some(capped));
            notes.extend(fast_note(&start_board, &goal_board));
            (two_sided, met.map(draw), String::new())
        }
    };
    // The chart's legend names both sides: the title says when there is one.
    let title = format!("bw-swap: {} -> {}{one_side}", draw(from), draw(to));
    Ok(Trace {
        title,
        one_way,
        two_way,
        meeting,
        notes,
    })
}

/// Where the mirrored search closed its path, and the two-sided search.
fn mirror_notes(search: &Search, meeting: Option<&str>, two_sided: &Search) -> [String; 2] {
    let last = |side| (two_sided.layers.iter().rfind(|l| l.side == side)).map_or(0, |l| l.stored);
    let [forward, backward] = [Side::Forward, Side::Backward].map(|s| thousands(last(s) as u64));
    let [both, generated] = [two_sided.stored() as u64, two_sided.generated()].map(thousands);
    let distance = (two_sided.distance).map_or("none".to_string(), |d| d.to_string());
    let both_ways = format!(
        "both ways instead (template::bibfs): {both} stored ({forward} forward, {backward} \
         backward), {generated} generated, distance {distance}"
    );
    let (layers, deepest) = (search.layers.len(), search.deepest(Side::Forward));
    let stored = thousands(search.stored() as u64);
    let how = format!("it grew {layers} layers (depths 0 to {deepest}) and stored {stored} states");
    let unsolvable = format!("{how}: every state it reaches, and no pair: unsolvable");
    let (moves, at) = match (search.distance, meeting) {
        (Some(moves), Some(at)) => (moves, at),
        _ if search.capped => return [format!("{how}, and stopped at its cap"), both_ways],
        _ => return [unsolvable, both_ways],
    };
    let (there, back) = (plural(deepest), plural(moves - deepest));
    let parity = match moves == 2 * deepest {
        true => "an even path, kept until the layer was complete in case an odd one followed",
        false => "an odd path: the search stopped at once, in the middle of that layer",
    };
    let path = format!(
        "{how}; the path it found passes {at}, {there} from the start and {back} from the goal: \
         {moves} moves, {parity}"
    );
    [path, both_ways]
}

/// What `src/main.rs` does where the contest version searches two-sided.
fn fast_note(start: &Board, goal: &Board) -> Option<String> {
    let searches = fast::region_searches(start, goal);
    let regions = searches.as_ref().map_or(0, Vec::len);
    let mirrored = (searches.iter().flatten().filter(|s| s.mirror.is_some())).count();
    if regions > 1 {
        return Some(format!(
            "src/main.rs searches the {regions} regions that walls keep apart one by one \
             ({mirrored} through a mirror); the search above is the contest version's, on the \
             whole board"
        ));
    }
    let note = match (searches, mirrored) {
        (None, _) => {
            "src/main.rs answers `unsolvable` without a search: a region between walls holds \
             other pieces at the goal than at the start"
        }
        (_, 1) => {
            "src/main.rs searches this board through a mirror that the contest version does not \
             try (a quarter turn, a diagonal flip, or a region's own symmetry): from the start \
             alone; the search above is the contest version's, from both ends"
        }
        _ => return None,
    };
    Some(note.to_string())
}

/// The checker: `N` (or `unsolvable`), then `N + 1` boards from the start
/// to the goal, each a legal move after the one before, each then a blank
/// line. Legality before the count, the count before the length.
pub fn check(input: &str, expected: &str, received: &str) -> Checked {
    let input = Some(input).filter(|input| !input.trim().is_empty());
    let boards = split_boards(input.unwrap_or(fast::CLASSIC));
    let count = boards.len();
    if count != 2 {
        return Err(format!("checker: the input holds {count} boards, not 2"));
    }
    let count = |line: &str| line.parse::<usize>().ok();
    let want = match significant_lines(expected).first().copied() {
        None => return Err("checker: the expected output is empty".into()),
        Some("unsolvable") => None,
        Some(line) if count(line).is_some() => count(line),
        Some(_) => return Err("checker: the expected output does not start with a count".into()),
    };
    let lines = significant_lines(received);
    let what = "expected the number of moves or `unsolvable`";
    let got = match lines.first().copied() {
        None => return Err("the output is empty".into()),
        Some("unsolvable") if lines.len() == 1 => None,
        Some("unsolvable") => return Err("`unsolvable` is followed by more lines".into()),
        Some(line) if count(line).is_some() => count(line),
        Some(line) => return Err(format!("line 1: {what}, received `{line}`")),
    };
    if let Some(moves) = got {
        let path = split_boards(&lines[1..].join("\n"));
        if path.first() != Some(&boards[0]) {
            return Err("the first board is not the start".into());
        }
        for (i, pair) in path.windows(2).enumerate() {
            legal_move(&pair[0], &pair[1]).map_err(|why| format!("move {}: {why}", i + 1))?;
        }
        if path.last() != Some(&boards[1]) {
            return Err("the last board is not the goal".into());
        }
        let (boards, legal) = (path.len(), path.len() - 1);
        if boards != moves + 1 {
            let says = format!("the first line says {moves} moves, but {boards} boards follow");
            return Err(format!("{says}: {legal} legal moves"));
        }
    }
    let why = match (want, got) {
        (Some(want), Some(got)) if got > want => {
            format!("{got} legal moves, not a shortest solution: the shortest has {want}")
        }
        (Some(want), Some(got)) if got < want => {
            format!("checker: {got} legal moves, fewer than the {want} of the expected output")
        }
        (Some(want), None) => format!("expected {want} moves, received `unsolvable`"),
        (None, Some(got)) => format!(
            "checker: {got} legal moves solve the board, but the expected output says `unsolvable`"
        ),
        _ => return Ok(None),
    };
    Err(why)
}

pub type Rows = Vec<Vec<u8>>;

/// The boards of a text: runs of non-blank lines, trimmed.
pub fn split_boards(text: &str) -> Vec<Rows> {
    let lines = Rows::from_iter(text.lines().map(|line| line.trim().as_bytes().to_vec()));
    let boards = lines.split(|line| line.is_empty()).map(<[_]>::to_vec);
    boards.filter(|rows| !rows.is_empty()).collect()
}

/// One piece carried from a cell along empty cells to an empty cell.
pub fn legal_move(before: &Rows, after: &Rows) -> Result<(), String> {
    let shape = |rows: &Rows| rows.iter().map(Vec::len).collect::<Vec<usize>>();
    if shape(before) != shape(after) {
        return Err("the board changed shape".into());
    }
    let cells = (0..before.len()).flat_map(|r| (0..before[r].len()).map(move |c| (r, c)));
    let at = |rows: &Rows, (r, c): (usize, usize)| rows[r][c];
    let differ = |&cell: &(usize, usize)| at(before, cell) != at(after, cell);
    let changed = Vec::from_iter(cells.clone().filter(differ));
    let count = changed.len();
    let (from, to) = match changed[..] {
        [a, b] if at(after, a) == b'.' => (a, b),
        [a, b] if at(after, b) == b'.' => (b, a),
        _ => return Err(format!("{count} cells changed, not one piece moved")),
    };
    let piece = at(before, from);
    if piece == b'.' || piece == b'#' || at(before, to) != b'.' || at(after, to) != piece {
        return Err("a move must carry one piece to an empty cell".into());
    }
    // The empty cells reached from the piece, one step further a round.
    let empty = Vec::from_iter(cells.filter(|&cell| at(before, cell) == b'.'));
    let near = |(r, c): (usize, usize), (s, d): (usize, usize)| r.abs_diff(s) + c.abs_diff(d) == 1;
    let mut reached = vec![from];
    for _ in 0..empty.len() {
        let next = |e: &&(usize, usize)| reached.iter().any(|&x| near(x, **e));
        reached = empty.iter().filter(next).copied().chain([from]).collect();
    }
    let piece = piece as char;
    let why = format!("no empty path carries `{piece}` from {from:?} to {to:?}");
    reached.contains(&to).then_some(()).ok_or(why)
}
