//! Tests for wikioi-1004 (four in a line).
//!
//! Two references, written without the solution's code and checked against
//! each other:
//! - `forward_distance`: the plainest search, one board at a time, with
//!   boards as arrays of letters and the goal tested when a state is taken
//!   from the queue.
//! - `Retrograde`: one backward search from every goal state at once, which
//!   gives the distance of all 823,680 (board, side to move) states in about
//!   a second; the exhaustive test compares the solution with it on every
//!   one of the 411,840 boards.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use scripts::testing::{expect_output, expect_rejected, expect_success, samples, Rng};
use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

const BINARY: &str = env!("CARGO_BIN_EXE_wikioi-1004");
const BOARDS: usize = 411_840; // 16! / (7! 7! 2!)

// ---------------------------------------------------------------------------
// The references

/// A board row by row: `b'B'`, `b'W'` or `b'O'` (empty).
type Board = [u8; 16];

fn adjacent(cell: usize) -> Vec<usize> {
    let (row, col) = (cell / 4, cell % 4);
    let mut cells = Vec::new();
    if row > 0 {
        cells.push(cell - 4);
    }
    if row < 3 {
        cells.push(cell + 4);
    }
    if col > 0 {
        cells.push(cell - 1);
    }
    if col < 3 {
        cells.push(cell + 1);
    }
    cells
}

fn lines_of_four() -> Vec<[usize; 4]> {
    let mut lines = Vec::new();
    for i in 0..4 {
        lines.push([4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3]);
        lines.push([i, i + 4, i + 8, i + 12]);
    }
    lines.push([0, 5, 10, 15]);
    lines.push([3, 6, 9, 12]);
    lines
}

fn has_line(board: &Board) -> bool {
    lines_of_four().iter().any(|line| {
        let first = board[line[0]];
        first != b'O' && line.iter().all(|&cell| board[cell] == first)
    })
}

fn other(colour: u8) -> u8 {
    if colour == b'B' {
        b'W'
    } else {
        b'B'
    }
}

/// The boards after one move of `colour`.
fn moves_of(board: &Board, colour: u8) -> Vec<Board> {
    let mut boards = Vec::new();
    for from in 0..16 {
        if board[from] != colour {
            continue;
        }
        for to in adjacent(from) {
            if board[to] == b'O' {
                let mut next = *board;
                next[to] = colour;
                next[from] = b'O';
                boards.push(next);
            }
        }
    }
    boards
}

/// Plain BFS from both openings; `None` when no line can be reached.
fn forward_distance(board: &Board) -> Option<u32> {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    for first in [b'B', b'W'] {
        seen.insert((*board, first));
        queue.push_back((*board, first, 0));
    }
    while let Some((board, mover, moves)) = queue.pop_front() {
        if has_line(&board) {
            return Some(moves);
        }
        for next in moves_of(&board, mover) {
            if seen.insert((next, other(mover))) {
                queue.push_back((next, other(mover), moves + 1));
            }
        }
    }
    None
}

/// Every board with 7 black, 7 white and 2 empty cells, in a fixed order.
fn all_boards() -> Vec<Board> {
    let mut boards = Vec::with_capacity(BOARDS);
    for first_empty in 0..16 {
        for second_empty in first_empty + 1..16 {
            let pieces: Vec<usize> = (0..16)
                .filter(|&cell| cell != first_empty && cell != second_empty)
                .collect();
            for blacks in 0u32..1 << 14 {
                if blacks.count_ones() == 7 {
                    let mut board = [b'O'; 16];
                    for (k, &cell) in pieces.iter().enumerate() {
                        board[cell] = if blacks >> k & 1 == 1 { b'B' } else { b'W' };
                    }
                    boards.push(board);
                }
            }
        }
    }
    boards
}

/// The distance to a line of every (board, side to move) state, found
/// backwards from all goal states at once. A state missing from the table
/// can never reach a line.
struct Retrograde {
    distance: HashMap<(Board, u8), u8>,
}

impl Retrograde {
    fn build() -> Self {
        let mut distance = HashMap::new();
        let mut queue = VecDeque::new();
        for board in all_boards().into_iter().filter(has_line) {
            for mover in [b'B', b'W'] {
                distance.insert((board, mover), 0);
                queue.push_back((board, mover));
            }
        }
        while let Some((board, mover)) = queue.pop_front() {
            let moves = distance[&(board, mover)];
            // The last move was the other side's: undoing it is a move of
            // that side's piece back into an adjacent empty cell.
            let previous = other(mover);
            for earlier in moves_of(&board, previous) {
                distance.entry((earlier, previous)).or_insert_with(|| {
                    queue.push_back((earlier, previous));
                    moves + 1
                });
            }
        }
        Retrograde { distance }
    }

    /// The state's distance, `None` when it can never reach a line.
    fn state(&self, board: &Board, mover: u8) -> Option<u8> {
        self.distance.get(&(*board, mover)).copied()
    }

    /// The answer for a board: the better of the two openings.
    fn answer(&self, board: &Board) -> Option<u8> {
        let black = self.state(board, b'B');
        let white = self.state(board, b'W');
        black.into_iter().chain(white).min()
    }
}

/// Built once and shared by the tests that need it (about a second).
fn retrograde() -> Arc<Retrograde> {
    static TABLE: Mutex<Option<Arc<Retrograde>>> = Mutex::new(None);
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table
        .get_or_insert_with(|| Arc::new(Retrograde::build()))
        .clone()
}

// ---------------------------------------------------------------------------
// Helpers

fn board_text(board: &Board) -> String {
    let mut text = String::new();
    for row in board.chunks(4) {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text
}

fn parse_board(text: &str) -> Board {
    let letters: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    letters.try_into().expect("16 cells")
}

fn random_board(rng: &mut Rng) -> Board {
    let mut board = *b"BBBBBBBWWWWWWWOO";
    rng.shuffle(&mut board);
    board
}

fn solve_in_process(input: &str) -> Result<String, String> {
    let mut out = String::new();
    solution::solve(input, &mut out).map(|()| out)
}

fn expected_line(answer: Option<u8>) -> String {
    format!("{}\n", answer.expect("every board reaches a line"))
}

fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bench")
}

fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", dir.display(), e))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == extension))
        .collect();
    files.sort();
    files
}

// ---------------------------------------------------------------------------
// The references against each other, and the facts the notes quote

#[test]
fn the_two_references_agree() {
    let table = retrograde();
    let mut rng = Rng::new(1004);
    for _ in 0..3_000 {
        let board = random_board(&mut rng);
        assert_eq!(
            forward_distance(&board).map(|d| d as u8),
            table.answer(&board),
            "{}",
            board_text(&board)
        );
    }
    // The deepest boards too, and each opening on its own.
    let deepest = all_boards()
        .into_iter()
        .filter(|board| table.answer(board) == Some(7));
    for board in deepest.take(20) {
        assert_eq!(forward_distance(&board), Some(7));
    }
}

#[test]
fn the_figures_in_the_notes_hold() {
    let table = retrograde();
    let boards = all_boards();
    assert_eq!(boards.len(), BOARDS);
    assert_eq!(boards.iter().collect::<HashSet<_>>().len(), BOARDS);

    let mut histogram = [0usize; 8];
    let (mut dead_openings, mut dead_at_once, mut black_first_wrong) = (0, 0, 0);
    for board in &boards {
        let answer = table.answer(board).expect("every board reaches a line");
        histogram[answer as usize] += 1;
        for mover in [b'B', b'W'] {
            if table.state(board, mover).is_none() {
                dead_openings += 1;
                if moves_of(board, mover).is_empty() {
                    dead_at_once += 1;
                }
            }
        }
        if table.state(board, b'B') != Some(answer) {
            black_first_wrong += 1;
        }
    }
    assert_eq!(
        histogram,
        [141_536, 104_256, 58_096, 74_512, 23_184, 9_248, 880, 128]
    );
    // An opening that cannot reach a line is exactly one whose side has no
    // move at all; never both openings of one board.
    assert_eq!((dead_openings, dead_at_once), (8_160, 8_160));
    assert_eq!(black_first_wrong, 113_392);
}

// ---------------------------------------------------------------------------
// The solution against the references

#[test]
fn random_boards_match_the_plain_reference() {
    let mut rng = Rng::new(2346);
    for _ in 0..3_000 {
        let board = random_board(&mut rng);
        let input = board_text(&board);
        let expected = expected_line(forward_distance(&board).map(|d| d as u8));
        assert_eq!(solve_in_process(&input), Ok(expected), "{}", input);
    }
}

/// Every valid board. About 10 s in the dev profile on two cores, so it is
/// split over two threads.
#[test]
fn every_board_matches_the_retrograde_table() {
    let table = retrograde();
    let boards = Arc::new(all_boards());
    let workers: Vec<_> = (0..2)
        .map(|part| {
            let (table, boards) = (table.clone(), boards.clone());
            std::thread::spawn(move || {
                for board in boards.iter().skip(part).step_by(2) {
                    let input = board_text(board);
                    let expected = expected_line(table.answer(board));
                    assert_eq!(solve_in_process(&input), Ok(expected), "{}", input);
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a board disagreed");
    }
}

#[test]
fn a_line_at_the_start_needs_no_move_whatever_its_kind() {
    for input in [
        "BBBB\nWWWW\nBBBW\nWWOO\n", // a row of each colour
        "BWWO\nBWBO\nBWBW\nBBWW\n", // a column
        "BWWO\nWBWO\nBWBB\nWBWB\n", // the main diagonal
        "WWOW\nBBWB\nBWBO\nWBWB\n", // the other diagonal
    ] {
        assert_eq!(forward_distance(&parse_board(input)), Some(0), "{}", input);
        assert_eq!(solve_in_process(input), Ok("0\n".to_string()), "{}", input);
    }
}

#[test]
fn a_side_that_cannot_move_cannot_open() {
    // Both empty cells sit among white pieces: black cannot open. White's
    // opening reaches a line; a solution letting black start, or pass, would
    // go wrong on boards like this.
    let board = parse_board("OWBW\nWWBB\nOWBB\nWBWB\n");
    let table = retrograde();
    assert_eq!(table.state(&board, b'B'), None);
    assert!(table.state(&board, b'W').is_some());
    assert_eq!(
        solve_in_process(&board_text(&board)),
        Ok(expected_line(table.answer(&board)))
    );
}

// ---------------------------------------------------------------------------
// The program as a process: samples, layout, malformed input

#[test]
fn samples_are_verified_by_the_reference_and_solved() {
    let samples = samples("wikioi-1004");
    assert!(samples.len() >= 5, "only {} samples", samples.len());
    for sample in &samples {
        let reference = forward_distance(&parse_board(&sample.input)).expect("reachable");
        assert_eq!(
            sample.expected.trim(),
            reference.to_string(),
            "{}",
            sample.name
        );
        expect_output(BINARY, &sample.input, &sample.expected);
    }
}

#[test]
fn the_official_sample() {
    expect_output(BINARY, "BWBO\nWBWB\nBWBW\nWBWO\n", "5\n");
}

#[test]
fn line_ends_blank_lines_and_spaces_do_not_matter() {
    for input in [
        "BWBO\r\nWBWB\r\nBWBW\r\nWBWO\r\n",
        "BWBO\r\nWBWB\r\nBWBW\r\nWBWO",
        "BWBO\nWBWB\nBWBW\nWBWO",
        "\n\n  BWBO\n\n\tWBWB  \nBWBW\n\nWBWO\n\n\n",
        "BWBO WBWB BWBW WBWO",
    ] {
        expect_output(BINARY, input, "5\n");
    }
}

#[test]
fn malformed_boards_end_with_a_one_line_error() {
    let long_row = "B".repeat(1_000_000);
    let cases: Vec<(&str, String)> = vec![
        ("empty input", String::new()),
        ("only white space", " \r\n\n".to_string()),
        ("three rows", "BWBO\nWBWB\nBWBW\n".to_string()),
        ("a row too long", "BWBOW\nWBWB\nBWBW\nWBW\n".to_string()),
        ("a row too short", "BWB\nOWBWB\nBWBW\nWBWO\n".to_string()),
        (
            "cells apart",
            "B W B O\nW B W B\nB W B W\nW B W O\n".to_string(),
        ),
        ("lower case", "bwbo\nwbwb\nbwbw\nwbwo\n".to_string()),
        ("lower-case o", "BWBo\nWBWB\nBWBW\nWBWo\n".to_string()),
        ("digit zero", "BWB0\nWBWB\nBWBW\nWBW0\n".to_string()),
        ("dot for empty", "BWB.\nWBWB\nBWBW\nWBW.\n".to_string()),
        ("not ASCII", "BWBÖ\nWBWB\nBWBW\nWBWO\n".to_string()),
        ("8 black 6 white", "BBBO\nWBWB\nBWBW\nWBWO\n".to_string()),
        ("3 empty", "BWBO\nWBWB\nBWOW\nWBWO\n".to_string()),
        ("1 empty", "BWBW\nWBWB\nBWBW\nWBWO\n".to_string()),
        ("no pieces", "OOOO\nOOOO\nOOOO\nOOOO\n".to_string()),
        ("a fifth row", "BWBO\nWBWB\nBWBW\nWBWO\nBWBW\n".to_string()),
        (
            "a trailing answer",
            "BWBO\nWBWB\nBWBW\nWBWO\n5\n".to_string(),
        ),
        ("a huge row", format!("{}\nWBWB\nBWBW\nWBWO\n", long_row)),
    ];
    for (what, input) in &cases {
        let run = expect_rejected(BINARY, input);
        assert!(run.stdout.is_empty(), "{}: printed {:?}", what, run.stdout);
        assert!(
            run.stderr.starts_with("error: ") && run.stderr.len() < 200,
            "{}: {}",
            what,
            run.stderr
        );
    }
}

#[test]
fn errors_say_what_is_wrong() {
    let message = |input: &str| solve_in_process(input).unwrap_err();
    assert!(message("BWBO\nWBWB\nBWBW\n").contains("row 4"));
    assert!(message("BWBO\nWBWBW\nBWBW\nWBWO\n").contains("row 2 has 5 cells"));
    assert!(message("BWBO\nWBWB\nBwBW\nWBWO\n").contains("row 3, column 2"));
    assert!(message("BBBO\nWBWB\nBWBW\nWBWO\n").contains("found 8 B, 6 W and 2 O"));
    assert!(message("BWBO\nWBWB\nBWBW\nWBWO\nx").contains("after the fourth row"));
}

#[test]
fn invalid_utf8_is_rejected() {
    let run = scripts::exec::run(
        Path::new(BINARY),
        &[],
        b"BWB\xff\nWBWB\nBWBW\nWBWO\n",
        scripts::testing::TEST_BOUND,
    )
    .unwrap();
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
}

// ---------------------------------------------------------------------------
// Benchmark inputs

/// The bench inputs with the reason each was chosen.
fn bench_boards(table: &Retrograde) -> Vec<(&'static str, Board)> {
    let boards = all_boards();
    let first = |wanted: &dyn Fn(&Board) -> bool| *boards.iter().find(|b| wanted(b)).unwrap();
    vec![
        ("official", parse_board("BWBO WBWB BWBW WBWO")),
        // The first of the 128 boards that need 7 moves, the most of any.
        ("deepest", first(&|b| table.answer(b) == Some(7))),
        // The board whose search touches the most states (812; the mean
        // is 19), found by counting them in an instrumented copy of the
        // solution over all boards.
        ("most-states", parse_board("BBWB WOWB BOBW WWBW")),
        // A line already: the search ends before it starts.
        ("line-at-start", first(&|b| table.answer(b) == Some(0))),
        // Black cannot move; the answer needs the deepest white opening.
        (
            "black-stuck",
            *boards
                .iter()
                .filter(|b| table.state(b, b'B').is_none())
                .max_by_key(|b| table.answer(b))
                .unwrap(),
        ),
    ]
}

#[test]
#[ignore = "rewrites problems/wikioi-1004/bench/*.in"]
fn regenerate_bench_inputs() {
    let table = retrograde();
    std::fs::create_dir_all(bench_dir()).unwrap();
    for (name, board) in bench_boards(&table) {
        let path = bench_dir().join(format!("{}.in", name));
        std::fs::write(path, board_text(&board)).unwrap();
    }
}

#[test]
fn bench_inputs_are_current_and_solved() {
    let table = retrograde();
    for (name, board) in bench_boards(&table) {
        let path = bench_dir().join(format!("{}.in", name));
        let input = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {} (run regenerate_bench_inputs)", path.display(), e));
        assert_eq!(input, board_text(&board), "{} is stale", path.display());
        let expected = expected_line(forward_distance(&board).map(|d| d as u8));
        expect_success(BINARY, &input);
        assert_eq!(solve_in_process(&input), Ok(expected), "{}", name);
    }
    let budgets = std::fs::read_to_string(bench_dir().join("budgets.txt")).unwrap();
    for input in files_with_extension(&bench_dir(), "in") {
        let name = input.file_name().unwrap().to_str().unwrap();
        assert!(
            budgets
                .lines()
                .any(|line| line.split_whitespace().next() == Some(name)),
            "{} has no budget line",
            name
        );
    }
}
