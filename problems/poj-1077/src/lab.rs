//! poj-1077's lab (`judging::lab`): inputs of one or several 8-puzzles, the
//! template's two searches traced on one of them with the contest version's
//! moves, the figure of the contest version's one backward BFS (its table),
//! and the checker (the judges accept any sequence of moves that solves each
//! puzzle).

use crate::contest::{self, Board, GOAL};
use judging::compare::{significant_lines, Checked};
use judging::lab::{nth_case, shrink_cases, Lab};
use judging::testing::Rng;
use judging::trace::{both_ways, counted, Recorder, Side, Trace};
use std::cell::Cell;
use std::cmp::Ordering;
use template::perm::{rank, unrank, FACTORIAL};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check,
    // The problem's own sample, 19 moves: the template's chapter already
    // draws the 31-move board (template/charts/eight-puzzle.svg).
    chart_input: "samples/poj-1077/official.in",
    figures: &[("table", judging::lab::Figure::Chart(table_figure))],
};

/// The two boards 31 moves from the goal, the most there is.
const HARDEST: [Board; 2] = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];

/// One puzzle (POJ's form) or several (HDU's), more of them as `size`
/// grows: up to 26, past the fast version's switch to its table at 10
/// solvable ones. About a quarter of the puzzles are traps: unsolvable
/// boards (odd parity), the goal itself, a 31-move board, a board a move or
/// two away.
fn generate(rng: &mut Rng, size: u32) -> String {
    let puzzles = if rng.chance(1, 2) {
        1
    } else {
        rng.range(2, 2 + size as usize / 4)
    };
    let boards: Vec<Board> = (0..puzzles).map(|_| random_puzzle(rng)).collect();
    let text = lines(&boards);
    match rng.below(6) {
        // Each tile on a line of its own, CRLF, no final newline.
        0 => Vec::from_iter(text.split_ascii_whitespace()).join("\r\n"),
        // All on one line.
        1 => text.replace('\n', " ").trim_end().to_string(),
        _ => text,
    }
}

fn random_puzzle(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    if rng.chance(3, 4) {
        rng.shuffle(&mut board);
        return board;
    }
    match rng.below(4) {
        0 => unsolvable(rng),
        1 => GOAL,
        2 => HARDEST[rng.below(2)],
        _ => {
            for _ in 0..rng.range(1, 3) {
                board = *rng.pick(&contest::successors(&board));
            }
            board
        }
    }
}

/// A board of odd parity: a random board with two tiles swapped if it was
/// solvable (swapping two tiles flips the parity).
fn unsolvable(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    rng.shuffle(&mut board);
    if crate::fast::is_solvable(&board) {
        let tiles: Vec<usize> = (0..9).filter(|&cell| board[cell] != 0).collect();
        board.swap(tiles[0], tiles[1]);
    }
    board
}

/// Several puzzles: each alone, then each half. One puzzle: the same board
/// half way to the goal along a shortest path (a smaller answer), and one
/// move nearer, and the board on one line when written otherwise.
fn shrink(input: &str) -> Vec<String> {
    let boards = read_all(input).unwrap_or_default();
    if boards.len() != 1 {
        let puzzles: Vec<String> = boards.chunks(1).map(lines).collect();
        return shrink_cases(&puzzles, false);
    }
    // The contest version's answer, walked down its table (by ranks).
    let path = TABLE.with(|table| template::table::path(table, rank(&boards[0]), contest::slides));
    let path = path.unwrap_or_default();
    let moves = path.len().saturating_sub(1);
    // Half way (two moves or more away), then one move nearer.
    let nearer = [moves / 2, 1].map(|at| path.get(at).filter(|_| at > 0));
    let mut candidates = Vec::from_iter(nearer.iter().flatten().map(|&&rank| board_line(rank)));
    if input != lines(&boards) {
        candidates.push(lines(&boards));
    }
    candidates
}

/// The board of rank `rank` on its line.
fn board_line(rank: usize) -> String {
    let mut board = [0; 9];
    unrank(rank, &mut board);
    lines(&[board])
}

fn trace(input: &str, case: usize) -> Result<Trace, String> {
    Ok(trace_case(nth_case(read_all(input)?, case)?))
}

/// The template's one-way BFS and its bidirectional BFS from `board` to
/// the goal, with the contest version's moves and no limit.
pub fn trace_case(board: Board) -> Trace {
    let (one_way, two_way, meeting) =
        both_ways(board, GOAL, contest::successors, contest::successors);
    let mut notes = vec![
        "every move is undone by its opposite: the backward side uses the same moves".to_string(),
        format!(
            "the contest version answers from one backward BFS over all 181,440 solvable \
             boards instead (`cargo trace poj-1077 --figure table`); src/main.rs does so past \
             {} solvable puzzles in one input",
            crate::fast::PER_PUZZLE_LIMIT
        ),
    ];
    if !crate::fast::is_solvable(&board) {
        notes.push(
            "odd parity: unsolvable; the fast version says so at once (parity), the \
             contest version by one look-up (its table never reaches the odd half); both \
             searches drawn here run out of boards (the one-way one after the board's whole \
             half)"
                .to_string(),
        );
    }
    Trace {
        title: format!("poj-1077: {} -> {}", render(&board), render(&GOAL)),
        one_way,
        two_way,
        meeting: meeting.map(|board| render(&board)),
        notes,
    }
}

thread_local! {
    /// The contest version's table, built once a thread: `shrink` answers
    /// many puzzles one at a time.
    static TABLE: Vec<u8> =
        template::table::distances(FACTORIAL[9], rank(&GOAL), contest::slides);
}

/// The contest version's one backward BFS from the goal, the template's
/// `table::distances` with its moves, recorded layer by layer: every
/// solvable board by its distance from the goal. Beside it, the template's
/// bidirectional search between the goal and the farthest board, which the
/// table's last layer reaches: what one of the hardest puzzles costs alone.
pub fn table_figure() -> Result<Trace, String> {
    let farthest = HARDEST[0];
    let generated = Cell::new(0);
    // The table reports the goal's side: recorded so, then drawn one way.
    let mut recorder = Recorder::two_way(0, 1, &generated);
    let mut counted = counted(&generated, |&rank: &usize| contest::slides(rank));
    let slides = |rank| counted(&rank);
    let (size, goal, far) = (FACTORIAL[9], render(&GOAL), render(&farthest));
    let table = template::table::distances_with(size, rank(&GOAL), slides, &mut recorder);
    let table = table.ok_or("the recorder stopped the table")?;
    let found = Some(usize::from(table[rank(&farthest)])).filter(|&d| d != 255);
    let mut one_way = recorder.finish("template::table::distances", found);
    for layer in &mut one_way.layers {
        layer.side = Side::OneWay;
    }
    let (_, two_way, meeting) = both_ways(GOAL, farthest, contest::successors, contest::successors);
    Ok(Trace {
        title: format!("poj-1077's table, grown from the goal: {goal} -> {far}"),
        one_way,
        two_way,
        meeting: meeting.map(|board| render(&board)),
        notes: vec![
            "here the start is the puzzle's goal: the one-way search is the contest version's \
             table, one BFS backwards from the goal over every board that can reach it, the \
             181,440 solvable ones; the two farthest, 31 moves away, are its last layer"
                .to_string(),
            "built once, the table answers any number of puzzles, each a walk down it, one \
             step a move; the bidirectional search is what one of the hardest puzzles costs \
             alone: 12 of them store as many boards as the table, 18 generate as many"
                .to_string(),
        ],
    })
}

/// Every puzzle of a well-formed input, read by the contest version.
fn read_all(input: &str) -> Result<Vec<Board>, String> {
    let (boards, error) = contest::read_puzzles(input);
    error.map_or(Ok(boards), Err)
}

/// The nine cells on one line, `x` for the space.
fn render(board: &Board) -> String {
    let tiles: Vec<String> = board.iter().map(u8::to_string).collect();
    tiles.join(" ").replace('0', "x")
}

/// One board a line.
fn lines(boards: &[Board]) -> String {
    boards.iter().map(|board| render(board) + "\n").collect()
}

/// The checker, one answer line per puzzle: `unsolvable` where the expected
/// answer says so, otherwise legal moves of the space (`u d l r`) that reach
/// `1 2 3 4 5 6 7 8 x`. POJ 1077 and HDU 1043 accept any such sequence, so
/// one of another length than the expected (shortest) one is accepted with
/// a note; the collection's own tests require its solutions to be shortest.
pub fn check(input: &str, expected: &str, received: &str) -> Checked {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    if tokens.is_empty() || tokens.len() % 9 != 0 {
        return Err("checker: the input is not a list of 3x3 puzzles".into());
    }
    // Lines as judges read them: trailing white space and blank lines at the
    // end do not count. A puzzle that starts solved is answered by an empty
    // line, so the answers of the last puzzles may be among the blank lines
    // dropped: a missing line reads as empty, and only there.
    let (want, got) = (significant_lines(expected), significant_lines(received));
    let puzzles = tokens.len() / 9;
    if want.len() > puzzles {
        let lines = want.len();
        let why = format!("checker: {puzzles} puzzles but {lines} expected lines");
        return Err(why);
    }
    let received = got.len();
    let lines = format!("expected {puzzles} lines, one per puzzle, received {received}");
    if got.len() > puzzles {
        return Err(lines);
    }
    let mut notes = Vec::new();
    for (case, cells) in (1..).zip(tokens.chunks(9)) {
        let w = want.get(case - 1).copied().unwrap_or("");
        let g = match got.get(case - 1) {
            Some(&g) => g,
            None if w.is_empty() => "",
            None => {
                let end = "the output ends before its answer";
                return Err(format!("puzzle {case}: {end} `{w}`: {lines}"));
            }
        };
        notes.extend(check_puzzle(case, cells, w, g)?);
    }
    Ok(Some(notes.join("; ")).filter(|notes| !notes.is_empty()))
}

/// Puzzle `case` answered by `got`: a note for a legal solution of another
/// length than `want`. Each move is checked before the length, so that an
/// illegal one is told as such, not as a wrong count.
fn check_puzzle(case: usize, cells: &[&str], want: &str, got: &str) -> Checked {
    let fail = |why: String| Err(format!("puzzle {case}: {why}"));
    if got == "unsolvable" {
        return match want {
            "unsolvable" => Ok(None),
            _ => fail(format!("expected `{want}`, received `unsolvable`")),
        };
    }
    let mut board = cells.to_vec();
    let space = board.iter().position(|&c| c == "x");
    let mut space = space.ok_or("checker: a puzzle has no x")?;
    for (i, step) in (1..).zip(got.bytes()) {
        let (row, col) = (space / 3, space % 3);
        let next = match step {
            b'u' if row > 0 => space - 3,
            b'd' if row < 2 => space + 3,
            b'l' if col > 0 => space - 1,
            b'r' if col < 2 => space + 1,
            _ => return fail(format!("move {i} `{}` is not possible", step as char)),
        };
        board.swap(space, next);
        space = next;
    }
    if want == "unsolvable" {
        return fail(format!("expected `unsolvable`, received `{got}`"));
    }
    if board != ["1", "2", "3", "4", "5", "6", "7", "8", "x"] {
        let end = board.join(" ");
        return fail(format!("the moves end at {end}, not at the goal"));
    }
    let (g, w) = (got.len(), want.len());
    let note = match g.cmp(&w) {
        Ordering::Greater => format!("{g} moves, legal, the shortest has {w}"),
        Ordering::Less => format!("{g} moves, legal, shorter than the expected {w}"),
        Ordering::Equal => return Ok(None),
    };
    Ok(Some(format!("puzzle {case}: {note}")))
}
