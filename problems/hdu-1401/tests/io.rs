//! Both versions as a judge runs them: the samples, white space in any
//! layout, and malformed inputs, which must end with one line on standard
//! error and exit status 1 after the answers of the complete cases before
//! them.

use judging::testing::{expect_output, expect_rejected, expect_samples};

const BINARIES: [&str; 2] = [
    env!("CARGO_BIN_EXE_hdu-1401"),
    env!("CARGO_BIN_EXE_hdu-1401-contest"),
];

/// The official sample, whose answer (`YES`) precedes every bad case below.
const GOOD_CASE: &str = "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n";

#[test]
fn every_sample_gives_its_expected_output() {
    for binary in BINARIES {
        expect_samples("hdu-1401", binary, hdu_1401::lab::LAB.check);
    }
}

#[test]
fn crlf_blank_lines_and_no_final_newline() {
    let input = "4 4 4 5 5 4 6 5\r\n\r\n2 4 3 3 3 6 4 6\r\n   1 1 1 2 2 1 2 2\r\n7 7 7 8 8 7 8 8";
    for binary in BINARIES {
        expect_output(binary, input, "YES\nNO\n");
    }
}

#[test]
fn empty_input_has_no_cases() {
    for binary in BINARIES {
        expect_output(binary, "", "");
        expect_output(binary, " \r\n\n\t", "");
    }
}

/// Many cases in one input: more than the 127 cases after which the fast
/// version's one-byte marks run out and are cleared.
#[test]
fn a_large_input_is_answered_whole() {
    let cases = [
        (GOOD_CASE, "YES"),
        ("1 1 1 2 2 1 2 2\n7 7 7 8 8 7 8 8\n", "NO"),
        ("4 4 4 5 5 4 6 5\n6 6 4 1 4 8 4 6\n", "YES"),
        ("4 4 4 5 5 4 6 5\n2 6 5 6 6 5 8 3\n", "NO"),
    ];
    let (mut input, mut expected) = (String::new(), String::new());
    for i in 0..600 {
        let (case, answer) = cases[i % cases.len()];
        input.push_str(case);
        expected.push_str(answer);
        expected.push('\n');
    }
    for binary in BINARIES {
        expect_output(binary, &input, &expected);
    }
}

/// Runs `GOOD_CASE` followed by `bad` through every version: the first
/// answer must be printed, then the one-line error, which must contain
/// `message_part`.
fn rejected_after_a_good_case(bad: &str, message_part: &str) {
    let input = format!("{}{}", GOOD_CASE, bad);
    for binary in BINARIES {
        let run = expect_rejected(binary, &input);
        assert_eq!(run.stdout, "YES\n", "{}: input {:?}", binary, input);
        assert!(
            run.stderr.starts_with("error: case 2") && run.stderr.contains(message_part),
            "{}: input {:?}: stderr {:?}",
            binary,
            input,
            run.stderr
        );
    }
}

#[test]
fn coordinates_outside_the_board_are_rejected() {
    rejected_after_a_good_case("0 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n", "`0`");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 9\n", "`9`");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 9 6\n", "a row 1-8");
    rejected_after_a_good_case("4 4 4 5 5 -1 6 5\n2 4 3 3 3 6 4 6\n", "`-1`");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 300\n", "`300`");
    rejected_after_a_good_case(
        "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 99999999999999999999999\n",
        "a column 1-8",
    );
}

#[test]
fn non_numbers_are_rejected() {
    rejected_after_a_good_case("4 4 4 5 5 4 6 x\n2 4 3 3 3 6 4 6\n", "`x`");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6.0\n", "`6.0`");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 YES\n", "`YES`");
}

#[test]
fn two_pieces_on_one_cell_are_rejected() {
    rejected_after_a_good_case(
        "4 4 4 5 4 4 6 5\n2 4 3 3 3 6 4 6\n",
        "start: two pieces on row 4, column 4",
    );
    rejected_after_a_good_case(
        "4 4 4 5 5 4 6 5\n2 4 3 3 2 4 4 6\n",
        "target: two pieces on row 2, column 4",
    );
}

#[test]
fn a_case_cut_short_is_rejected() {
    // Only the start line; the start cut mid-line; the target cut mid-line.
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\n", "target: the input ends");
    rejected_after_a_good_case("4 4 4 5 5", "start: the input ends");
    rejected_after_a_good_case("4 4 4 5 5 4 6 5\r\n2 4 3 3 3 6 4", "target: the input ends");
}

#[test]
fn a_bad_first_case_prints_nothing() {
    for binary in BINARIES {
        let run = expect_rejected(binary, "4 4 4 5 5 4 6 5\n");
        assert_eq!(run.stdout, "");
        assert!(
            run.stderr.starts_with("error: case 1, target:"),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn a_huge_bad_token_is_quoted_short() {
    let input = format!("{}4 4 {}\n", GOOD_CASE, "7".repeat(1_000_000));
    for binary in BINARIES {
        let run = expect_rejected(binary, &input);
        assert_eq!(run.stdout, "YES\n");
        assert!(run.stderr.len() < 200, "{}", run.stderr);
    }
}
