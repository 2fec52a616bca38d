//! The solution binary as a judge runs it: the samples (whose expected
//! outputs are checked against the brute-force reference first), input
//! layouts, and malformed inputs.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod common;

use common::{answer_line, one_way, Case};
use scripts::testing::{expect_output, expect_rejected};
use std::fs;
use std::path::PathBuf;

const BINARY: &str = env!("CARGO_BIN_EXE_acwing-190");

fn samples_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../samples/acwing-190")
}

/// The case an input describes, read as plainly as the statement says.
fn parse(input: &str) -> Case {
    let words: Vec<&[u8]> = input.split_ascii_whitespace().map(str::as_bytes).collect();
    Case {
        start: words[0].to_vec(),
        goal: words[1].to_vec(),
        rules: words[2..]
            .chunks(2)
            .map(|pair| (pair[0].to_vec(), pair[1].to_vec()))
            .collect(),
    }
}

#[test]
fn samples_are_right_by_the_reference_and_the_binary_agrees() {
    let mut names = Vec::new();
    for entry in fs::read_dir(samples_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(false, |e| e == "in") {
            names.push(path);
        }
    }
    names.sort();
    assert!(names.len() >= 8, "{:?}", names);
    for input_path in names {
        let input = fs::read_to_string(&input_path).unwrap();
        let expected = fs::read_to_string(input_path.with_extension("out")).unwrap();
        let verdict = one_way(&parse(&input), 1_000_000).expect("a sample small enough for BFS");
        assert_eq!(expected, answer_line(verdict), "{}", input_path.display());
        expect_output(BINARY, &input, &expected);
    }
}

#[test]
fn layout_does_not_matter() {
    let official = "abcd xyz\nabc xu\nud y\ny yz\n";
    for input in [
        official.to_string(),
        official.replace('\n', "\r\n"),
        official.trim_end().to_string(),
        "abcd\nxyz abc\txu ud y y yz".to_string(),
        format!("\n\n  {}  \n\n", official.replace(' ', "   ")),
    ] {
        expect_output(BINARY, &input, "3\n");
    }
}

#[test]
fn start_equal_to_goal_costs_nothing_even_without_rules() {
    expect_output(BINARY, "x x\n", "0\n");
    expect_output(
        BINARY,
        "aaaaaaaaaaaaaaaaaaaa aaaaaaaaaaaaaaaaaaaa\na b\n",
        "0\n",
    );
}

#[test]
fn visible_ascii_of_every_kind_is_a_letter() {
    // Punctuation and digits are letters like any other.
    expect_output(BINARY, "1+1 2\n1+1 2\n", "1\n");
    expect_output(BINARY, "!~ ~!\n!~ ~!\n", "1\n");
}

#[test]
fn malformed_inputs_are_rejected_with_one_line() {
    let too_long = "a".repeat(21);
    let cases = [
        "".to_string(),
        "   \n\r\n".to_string(),
        "abc\n".to_string(),
        "abc xyz\nabc\n".to_string(),
        "abc xyz\nabc xu\nud\n".to_string(),
        format!("{} b\n", too_long),
        format!("a {}\n", too_long),
        format!("a b\n{} b\n", too_long),
        format!("a b\nb {}\n", too_long),
        format!("a b\n{}", "a b\n".repeat(7)),
        "a b\na é\n".to_string(),
        "a b\na \u{3000}b\n".to_string(),
        "a\u{1}b b\n".to_string(),
        "a b\u{7f}\n".to_string(),
        "a\0 b\n".to_string(),
    ];
    for input in &cases {
        let run = expect_rejected(BINARY, input);
        assert!(
            run.stdout.is_empty(),
            "{:?} printed {:?}",
            input,
            run.stdout
        );
        assert!(run.stderr.starts_with("error: "), "{:?}", run.stderr);
    }
}

#[test]
fn error_messages_say_what_is_wrong() {
    let message = |input: &str| expect_rejected(BINARY, input).stderr;
    assert!(message("abc").contains("the string B"));
    assert!(message("a b\nc").contains("right side of rule 1"));
    assert!(message(&format!("a b\n{}", "a b\n".repeat(7))).contains("more than 6 rules"));
    assert!(message(&format!("a b\nc {}", "d".repeat(25))).contains("25 characters"));
    assert!(message("a b\nc d\né e").contains("left side of rule 2"));
    assert!(message("a b\nc d\ne é").contains("right side of rule 2"));
}

#[test]
fn six_rules_are_allowed() {
    let input = format!("a b\n{}a b\n", "c d\n".repeat(5));
    expect_output(BINARY, &input, "1\n");
}

#[test]
fn twenty_characters_are_allowed_everywhere() {
    let twenty = "z".repeat(20);
    let nineteen = "z".repeat(19);
    let input = format!("{t} {n}y\n{t} {n}y\n", t = twenty, n = nineteen);
    expect_output(BINARY, &input, "1\n");
}
