//! The binary as a judge runs it: the samples (each answer replayed by the
//! collection's checker), the exact output layout, white space in any
//! layout, and malformed inputs, which must end with one line on standard
//! error and exit status 1.

use scripts::checkers::bw_swap as check;
use scripts::testing::{expect_output, expect_rejected, expect_success, samples};

const BINARY: &str = env!("CARGO_BIN_EXE_bw-swap");

/// Runs the binary and has the checker accept its answer, which must take
/// as many moves as `expected` says.
fn expect_accepted(input: &str, expected: &str) {
    let run = expect_success(BINARY, input);
    if let Err(why) = check(input, expected, &run.stdout) {
        panic!("{}\ninput:\n{:?}\noutput:\n{}", why, input, run.stdout);
    }
}

#[test]
fn every_sample_gets_an_accepted_answer() {
    let samples = samples("bw-swap");
    assert!(samples.len() >= 12, "only {} samples", samples.len());
    for sample in &samples {
        expect_accepted(&sample.input, &sample.expected);
    }
}

#[test]
fn the_output_is_the_count_then_every_board_and_a_blank_line() {
    expect_output(BINARY, "A.\n\n.A\n", "1\nA.\n\n.A\n\n");
    expect_output(BINARY, "A#\n\nA#\n", "0\nA#\n\n");
    expect_output(BINARY, "AB\n\nBA\n", "unsolvable\n");
    let run = expect_success(BINARY, "A.\n\n.A\n");
    assert_eq!(run.stdout, "1\nA.\n\n.A\n\n");
}

#[test]
fn empty_input_is_the_classic_puzzle() {
    for input in ["", "\n", " \r\n\t\n"] {
        expect_accepted(input, "56\n");
    }
    let run = expect_success(BINARY, "");
    assert!(run.stdout.starts_with("56\nBLACK\n#.#.#\nWHITE\n\n"));
    assert!(run.stdout.ends_with("\nWHITE\n#.#.#\nBLACK\n\n"));
}

#[test]
fn crlf_extra_blank_lines_and_no_final_newline() {
    expect_accepted("AB.\r\n..C\r\n\r\n\r\nC..\r\n.BA", "4\n");
    expect_accepted("\n\nA.  \n..\n \t \n\n..\n.A", "1\n");
}

/// Asserts a rejection whose message contains `message_part`, and that
/// nothing was printed on standard output.
fn rejected(input: &str, message_part: &str) {
    let run = expect_rejected(BINARY, input);
    assert_eq!(run.stdout, "", "input {:?}", input);
    assert!(
        run.stderr.starts_with("error: ") && run.stderr.contains(message_part),
        "input {:?}: stderr {:?}",
        input,
        run.stderr
    );
}

#[test]
fn a_missing_or_extra_board_is_rejected() {
    rejected("AB.\n", "found one");
    rejected("A.\n\n.A\n\nA.\n", "third");
}

#[test]
fn boards_of_different_shapes_or_walls_are_rejected() {
    rejected("AB.\n\nAB\n", "1x3");
    rejected("A.\n..\n\nA.\n", "2x2");
    rejected("A.#\n\nA#.\n", "row 1, column 2");
    rejected("AB.\n..\n\nAB.\n...\n", "row 2 has 2 cells");
}

#[test]
fn characters_that_are_not_cells_are_rejected() {
    rejected("A B\n\nB A\n", "` `");
    rejected("Aé.\n\n.éA\n", "`é`");
}

#[test]
fn boards_over_64_cells_are_rejected() {
    let big = format!("A{}\n", ".".repeat(64));
    rejected(&format!("{}\n{}", big, big), "more than 64 cells");
    let tall = "A\n".repeat(65);
    rejected(&format!("{}\n{}", tall, tall), "more than 64");
    // 64 cells exactly are fine.
    let board = format!("A{}\n", ".".repeat(63));
    expect_accepted(&format!("{}\n{}", board, board), "0\n");
}
