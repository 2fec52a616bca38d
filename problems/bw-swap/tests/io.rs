//! Both binaries as a judge runs them: the samples (each answer replayed
//! by the collection's checker, `bw_swap::lab::check`), the exact output layout, white space in
//! any layout, malformed inputs (one line on standard error, exit status 1,
//! nothing on standard output), and boards too big to search, which must
//! end the same way rather than run out of memory.

use bw_swap::lab::check;
use judging::testing::{expect_output, expect_rejected, expect_samples, expect_success, Rng};

const FAST: &str = env!("CARGO_BIN_EXE_bw-swap");
const CONTEST: &str = env!("CARGO_BIN_EXE_bw-swap-contest");
const BOTH: [&str; 2] = [FAST, CONTEST];

/// Runs `binary` and has the checker accept its answer, which must take
/// as many moves as `expected` says.
fn expect_accepted(binary: &str, input: &str, expected: &str) {
    let run = expect_success(binary, input);
    if let Err(why) = check(input, expected, &run.stdout) {
        panic!(
            "{}: {}\ninput:\n{:?}\noutput:\n{}",
            binary, why, input, run.stdout
        );
    }
}

#[test]
fn every_sample_gets_an_accepted_answer() {
    for binary in BOTH {
        expect_samples("bw-swap", binary, bw_swap::lab::LAB.check);
    }
}

#[test]
fn the_output_is_the_count_then_every_board_and_a_blank_line() {
    for binary in BOTH {
        expect_output(binary, "A.\n\n.A\n", "1\nA.\n\n.A\n\n");
        expect_output(binary, "A#\n\nA#\n", "0\nA#\n\n");
        expect_output(binary, "AB\n\nBA\n", "unsolvable\n");
        let run = expect_success(binary, "A.\n\n.A\n");
        assert_eq!(run.stdout, "1\nA.\n\n.A\n\n");
    }
}

#[test]
fn empty_input_is_the_classic_puzzle() {
    for binary in BOTH {
        for input in ["", "\n", " \r\n\t\n"] {
            expect_accepted(binary, input, "56\n");
        }
        let run = expect_success(binary, "");
        let (start, goal) = bw_swap::fast::CLASSIC.split_once("\n\n").unwrap();
        assert!(run.stdout.starts_with(&format!("56\n{}\n\n", start)));
        assert!(run.stdout.ends_with(&format!("\n{}\n", goal)));
    }
}

#[test]
fn crlf_extra_blank_lines_and_no_final_newline() {
    for binary in BOTH {
        expect_accepted(binary, "AB.\r\n..C\r\n\r\n\r\nC..\r\n.BA", "4\n");
        expect_accepted(binary, "\n\nA.  \n..\n \t \n\n..\n.A", "1\n");
    }
}

/// Asserts a rejection by `binary` whose message contains `message_part`,
/// and that nothing was printed on standard output.
fn rejected(binary: &str, input: &str, message_part: &str) {
    let run = expect_rejected(binary, input);
    let shown: String = input.chars().take(60).collect();
    assert_eq!(run.stdout, "", "input {:?}", shown);
    assert!(
        run.stderr.starts_with("error: ") && run.stderr.contains(message_part),
        "{}: input {:?}...: stderr {:?}",
        binary,
        shown,
        run.stderr
    );
}

#[test]
fn a_missing_or_extra_board_is_rejected() {
    rejected(FAST, "AB.\n", "found one");
    rejected(FAST, "A.\n\n.A\n\nA.\n", "third");
    rejected(FAST, "A.\n\n\n.A\n \n\t\nA.\n", "third");
    // The contest version says the same of both, in fewer lines.
    for input in ["AB.\n", "A.\n\n.A\n\nA.\n", "A.\n\n\n.A\n \n\t\nA.\n"] {
        rejected(
            CONTEST,
            input,
            "expected two boards separated by a blank line",
        );
    }
}

#[test]
fn boards_of_different_shapes_or_walls_are_rejected() {
    for binary in BOTH {
        rejected(binary, "AB.\n\nAB\n", "1x3");
        rejected(binary, "A.\n..\n\nA.\n", "2x2");
        rejected(binary, "A.#\n\nA#.\n", "row 1, column 2");
    }
    rejected(FAST, "AB.\n..\n\nAB.\n...\n", "row 2 has 2 cells");
    rejected(
        CONTEST,
        "AB.\n..\n\nAB.\n...\n",
        "the start is not a rectangle",
    );
}

#[test]
fn characters_that_are_not_cells_are_rejected() {
    rejected(FAST, "A B\n\nB A\n", "` `");
    rejected(FAST, "Aé.\n\n.éA\n", "`é`");
    for input in ["A B\n\nB A\n", "Aé.\n\n.éA\n", "A\u{7}B\n\nBA\u{7}\n"] {
        rejected(CONTEST, input, "the start is not a rectangle");
    }
}

#[test]
fn boards_over_64_cells_are_rejected() {
    let wide = format!("A{}\n", ".".repeat(64));
    let tall = "A\n".repeat(65);
    for binary in BOTH {
        rejected(binary, &format!("{}\n{}", wide, wide), "64 cells");
        rejected(binary, &format!("{}\n{}", tall, tall), "64");
        // 64 cells exactly are fine.
        let board = format!("A{}\n", ".".repeat(63));
        expect_accepted(binary, &format!("{}\n{}", board, board), "0\n");
    }
}

/// The rows are counted as they come, to refuse a huge input early: the
/// count must stop a 65th row, not a 64th. A column of 64 cells is as
/// legal as a row of them, and a check of `>=` instead of `>` refused it.
#[test]
fn sixty_four_rows_of_one_cell_are_not_too_many() {
    let start = format!("A\n{}", ".\n".repeat(63));
    let goal = format!("{}A\n", ".\n".repeat(63));
    for binary in BOTH {
        expect_accepted(binary, &format!("{}\n{}", start, goal), "1\n");
    }
}

/// A huge input is refused without reading it all into rows first.
#[test]
fn a_huge_input_is_refused_quickly() {
    let rows = "AB.\n".repeat(300_000);
    let blocks = "A.\n\n".repeat(300_000);
    for binary in BOTH {
        rejected(binary, &rows, "64");
    }
    rejected(FAST, &blocks, "third");
    rejected(CONTEST, &blocks, "expected two boards");
}

/// Random 8x8 boards, `pieces` of one kind, start and goal shuffled apart.
fn random_full_board(rng: &mut Rng, pieces: usize) -> String {
    let mut board = || {
        let mut cells = vec![b'.'; 64];
        for cell in cells.iter_mut().take(pieces) {
            *cell = b'A';
        }
        rng.shuffle(&mut cells);
        cells
            .chunks(8)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect::<String>()
    };
    format!("{}\n{}", board(), board())
}

/// Where a search would outgrow the judge's 256 MB, both versions stop
/// with a one-line error instead: the fast version past its table's memory
/// (after about 5 million states), the contest version past about 3
/// million states, which it counts.
#[test]
fn searches_too_big_for_the_memory_end_in_an_error() {
    let input = random_full_board(&mut Rng::new(32), 32);
    rejected(FAST, &input, "gave up after");
}

/// The contest version counts the distinct states its search stores, and
/// gives up past 3 million. These boards have answers (20 and 30 moves,
/// which the fast version finds), but the search through the mirror stores
/// about 3.4 million states to reach the first (the classic board with two
/// more empty cells, to its top-to-bottom flip), and the search both ways
/// about 8 million to reach the second (the classic board with its last
/// wall opened, to its rows reversed, no mirror's image): the contest
/// version must give up. A count of anything else (the states met again,
/// say) could let it search on past the memory.
#[test]
fn the_contest_version_gives_up_past_3_million_distinct_states() {
    for input in [
        "BLACK\n..#..\nWHITE\n\nWHITE\n..#..\nBLACK\n",
        "BLACK\n#.#..\nWHITE\n\nKCALB\n#.#..\nETIHW\n",
    ] {
        rejected(CONTEST, input, "gave up after 3000000 states");
    }
}

/// The contest version packs a state into one 64-bit word: a board whose
/// open cells need more bits is refused at once, with the same kind of
/// error; the fast version solves it.
#[test]
fn the_contest_version_refuses_states_wider_than_a_word() {
    let board = format!("AB{}\n", ".".repeat(40));
    let goal = format!("{}AB\n", ".".repeat(40));
    expect_accepted(FAST, &format!("{}\n{}", board, goal), "2\n");
    rejected(
        CONTEST,
        &format!("{}\n{}", board, goal),
        "gave up: 84 bits a state",
    );
}
