//! The solution (the only version: `src/main.rs`), called in-process,
//! against the two references of tests/common: on every one of the 411,840
//! boards, on random ones, on the traps, with the exact error messages; and
//! the facts NOTES.md quotes, recomputed.

mod common;

use common::*;
use judging::testing::Rng;
use std::collections::HashSet;
use std::sync::Arc;
use wikioi_1004::fast;

fn solve_in_process(input: &str) -> Result<String, String> {
    let mut out = String::new();
    fast::solve(input, &mut out).map(|()| out)
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

#[test]
fn errors_say_what_is_wrong() {
    let message = |input: &str| solve_in_process(input).unwrap_err();
    assert!(message("BWBO\nWBWB\nBWBW\n").contains("row 4"));
    assert!(message("BWBO\nWBWBW\nBWBW\nWBWO\n").contains("row 2 has 5 cells"));
    assert!(message("BWBO\nWBWB\nBwBW\nWBWO\n").contains("row 3, column 2"));
    assert!(message("BBBO\nWBWB\nBWBW\nWBWO\n").contains("found 8 B, 6 W and 2 O"));
    assert!(message("BWBO\nWBWB\nBWBW\nWBWO\nx").contains("after the fourth row"));
}

// ---------------------------------------------------------------------------
// Benchmark inputs

#[test]
#[ignore = "rewrites problems/wikioi-1004/bench/*.in"]
// cargo test -p wikioi-1004 --test reference -- --ignored regenerate_bench_inputs
fn regenerate_bench_inputs() {
    let table = retrograde();
    std::fs::create_dir_all(bench_dir()).unwrap();
    for (name, board) in bench_boards(&table) {
        let path = bench_dir().join(format!("{}.in", name));
        judging::testing::write_if_changed(path, board_text(&board));
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
