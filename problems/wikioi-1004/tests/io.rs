//! The program (the only version: `src/main.rs`) as a judge runs it: every
//! sample, layouts, malformed input (one line on stderr, exit status 1,
//! nothing on stdout), bytes that are not text, and the bench inputs.

mod common;

use common::*;
use judging::testing::{expect_output, expect_rejected, expect_success, samples};
use std::path::Path;

const BINARY: &str = env!("CARGO_BIN_EXE_wikioi-1004");

// ---------------------------------------------------------------------------
// The program as a process: samples, layout, malformed input

#[test]
fn every_sample_passes() {
    judging::testing::expect_samples("wikioi-1004", BINARY, wikioi_1004::lab::LAB.check);
}

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
fn invalid_utf8_is_rejected() {
    let run = judging::exec::run(
        Path::new(BINARY),
        &[],
        b"BWB\xff\nWBWB\nBWBW\nWBWO\n",
        judging::testing::TEST_BOUND,
    )
    .unwrap();
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
}

#[test]
fn bench_inputs_are_solved_by_the_program() {
    let table = retrograde();
    for (name, board) in bench_boards(&table) {
        let input = board_text(&board);
        let expected = expected_line(forward_distance(&board).map(|d| d as u8));
        assert_eq!(expect_success(BINARY, &input).stdout, expected, "{}", name);
    }
}
