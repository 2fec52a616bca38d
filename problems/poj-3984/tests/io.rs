//! The program (the only version: `src/main.rs`) as a judge runs it: every
//! sample, the layouts a judge may send, and the contract for malformed input
//! (one line on stderr, exit status 1, nothing on stdout, no panic).

use judging::testing::{expect_rejected, expect_success, samples};
use poj_3984::lab::check;

const BINARY: &str = env!("CARGO_BIN_EXE_poj-3984");

const OFFICIAL: &str = "0 1 0 0 0\n0 1 0 1 0\n0 0 0 0 0\n0 1 1 1 0\n0 0 0 1 0\n";
const OFFICIAL_ANSWER: &str =
    "(0, 0)\n(1, 0)\n(2, 0)\n(2, 1)\n(2, 2)\n(2, 3)\n(2, 4)\n(3, 4)\n(4, 4)\n";

#[test]
fn every_sample_passes_the_checker() {
    judging::testing::expect_samples("poj-3984", BINARY, poj_3984::lab::LAB.check);
    let samples = samples("poj-3984");
    assert!(samples.len() >= 6, "only {} samples", samples.len());
    for sample in &samples {
        let run = expect_success(BINARY, &sample.input);
        if let Err(why) = check(&sample.input, &sample.expected, &run.stdout) {
            panic!("{}: {}\noutput:\n{}", sample.name, why, run.stdout);
        }
    }
}

#[test]
fn the_official_answer_is_printed_exactly() {
    // Its shortest path is unique, so here the text itself is fixed: this
    // pins the format `(row, col)` byte for byte, final newline included.
    assert_eq!(expect_success(BINARY, OFFICIAL).stdout, OFFICIAL_ANSWER);
}

#[test]
fn any_white_space_layout_reads_alike() {
    let one_line = OFFICIAL.replace('\n', " ");
    let layouts = [
        OFFICIAL.replace('\n', "\r\n"),
        OFFICIAL.replace('\n', "\r\n").trim_end().to_string(),
        one_line.trim_end().to_string(),
        one_line.replace(' ', "\n"),
        format!("\n\n  {}\n\n\n", OFFICIAL.replace(' ', "\t ")),
    ];
    for input in layouts {
        assert_eq!(
            expect_success(BINARY, &input).stdout,
            OFFICIAL_ANSWER,
            "input: {:?}",
            input
        );
    }
}

#[test]
fn malformed_inputs_end_with_one_line_and_exit_status_1() {
    let with = |index: usize, token: &str| {
        let mut cells = vec!["0"; 25];
        cells[index] = token;
        cells.join(" ")
    };
    let huge = "7".repeat(1 << 20);
    let cases = [
        // What the input is, then what the message must mention.
        (String::new(), "cell (0, 0)"),
        ("\r\n \n".to_string(), "cell (0, 0)"),
        (OFFICIAL[..OFFICIAL.len() - 3].to_string(), "cell (4, 4)"),
        (OFFICIAL.to_string() + "0\n", "goes on after the 25 cells"),
        (OFFICIAL.repeat(2), "goes on after the 25 cells"),
        (with(8, "2"), "cell (1, 3): expected a 0 or 1, found `2`"),
        (with(3, "-1"), "found `-1`"),
        (with(3, "+0"), "found `+0`"),
        (with(3, "00"), "found `00`"),
        (with(12, "x"), "found `x`"),
        (OFFICIAL.replace(' ', ","), "found `0,1,0,0,0`"),
        (OFFICIAL.replace(' ', ""), "found `01000`"),
        (with(7, &huge), "..."),
        (with(0, "1"), "the start cell (0, 0) is a wall"),
        (with(24, "1"), "the goal cell (4, 4) is a wall"),
        // The goal walled in by (3, 4) and (4, 3); a wall right across.
        (
            "0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 1\n0 0 0 1 0\n".to_string(),
            "no path",
        ),
        (OFFICIAL.replace("0 1 1 1 0\n", "1 1 1 1 1\n"), "no path"),
    ];
    for (input, mention) in &cases {
        let run = expect_rejected(BINARY, input);
        let shown: String = input.chars().take(80).collect();
        assert!(
            run.stdout.is_empty(),
            "printed {:?} for {:?}",
            run.stdout,
            shown
        );
        assert!(
            run.stderr.starts_with("error: ") && run.stderr.contains(mention),
            "for {:?}: expected a message with {:?}, got {:?}",
            shown,
            mention,
            run.stderr
        );
        assert!(run.stderr.len() < 200, "a long message: {:?}", run.stderr);
    }
}

#[test]
fn bytes_that_are_not_text_are_rejected() {
    let mut input = OFFICIAL.as_bytes().to_vec();
    input[4] = 0xff;
    let run = judging::exec::run(
        std::path::Path::new(BINARY),
        &[],
        &input,
        judging::testing::TEST_BOUND,
    )
    .unwrap();
    assert_eq!(run.code, Some(1), "stderr: {}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "stderr: {}", run.stderr);
    assert!(run.stdout.is_empty());
}
