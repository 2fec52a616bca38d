//! Both versions as a judge runs them, as processes: the samples (whose
//! expected outputs are checked against the brute-force reference first),
//! input layouts, malformed inputs, the benchmark inputs, and the contest
//! version's memory guard.

mod common;

use common::{answer_line, one_way, Case};
use judging::testing::{self, expect_output, expect_rejected};
use std::fs;
use std::path::Path;
use std::time::Duration;

/// Every version's binary, named.
const BINARIES: [(&str, &str); 2] = [
    ("fast", env!("CARGO_BIN_EXE_acwing-190")),
    ("contest", env!("CARGO_BIN_EXE_acwing-190-contest")),
];

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
fn every_sample_passes() {
    for (_, binary) in BINARIES {
        testing::expect_samples("acwing-190", binary, acwing_190::lab::LAB.check);
    }
}

#[test]
fn samples_are_right_by_the_reference() {
    let samples = testing::samples("acwing-190");
    assert!(samples.len() >= 8, "only {} samples", samples.len());
    for sample in &samples {
        let verdict = one_way(&parse(&sample.input), 1_000_000).expect("a sample small enough");
        assert_eq!(sample.expected, answer_line(verdict), "{}", sample.name);
    }
}

#[test]
fn layout_does_not_matter() {
    let official = "abcd xyz\nabc xu\nud y\ny yz\n";
    for (_, binary) in BINARIES {
        for input in [
            official.to_string(),
            official.replace('\n', "\r\n"),
            official.trim_end().to_string(),
            "abcd\nxyz abc\txu ud y y yz".to_string(),
            format!("\n\n  {}  \n\n", official.replace(' ', "   ")),
        ] {
            expect_output(binary, &input, "3\n");
        }
    }
}

#[test]
fn start_equal_to_goal_costs_nothing_even_without_rules() {
    for (_, binary) in BINARIES {
        expect_output(binary, "x x\n", "0\n");
        let twenty = "a".repeat(20);
        expect_output(binary, &format!("{} {}\na b\n", twenty, twenty), "0\n");
    }
}

#[test]
fn visible_ascii_of_every_kind_is_a_letter() {
    // Punctuation and digits are letters like any other.
    for (_, binary) in BINARIES {
        expect_output(binary, "1+1 2\n1+1 2\n", "1\n");
        expect_output(binary, "!~ ~!\n!~ ~!\n", "1\n");
    }
}

#[test]
fn six_rules_and_twenty_characters_are_allowed() {
    let twenty = "z".repeat(20);
    let nineteen = "z".repeat(19);
    for (_, binary) in BINARIES {
        expect_output(binary, &format!("a b\n{}a b\n", "c d\n".repeat(5)), "1\n");
        let input = format!("{t} {n}y\n{t} {n}y\n", t = twenty, n = nineteen);
        expect_output(binary, &input, "1\n");
    }
}

/// Malformed inputs, each with a piece of the message it must get.
fn malformed_inputs() -> Vec<(String, &'static str)> {
    let too_long = "a".repeat(21);
    vec![
        ("".to_string(), "where the string A was expected"),
        ("   \n\r\n".to_string(), "where the string A was expected"),
        ("abc\n".to_string(), "where the string B was expected"),
        ("abc xyz\nabc\n".to_string(), "right side of rule 1"),
        ("abc xyz\nabc xu\nud\n".to_string(), "right side of rule 2"),
        (
            format!("{} b\n", too_long),
            "the string A has 21 characters",
        ),
        (
            format!("a {}\n", too_long),
            "the string B has 21 characters",
        ),
        (
            format!("a b\n{} b\n", too_long),
            "left side of rule 1 has 21",
        ),
        (
            format!("a b\nb {}\n", too_long),
            "right side of rule 1 has 21",
        ),
        (format!("a b\n{}", "a b\n".repeat(7)), "more than 6 rules"),
        ("a b\na é\n".to_string(), "right side of rule 1 holds 'é'"),
        ("a b\nc d\né e".to_string(), "left side of rule 2"),
        ("a b\na \u{3000}b\n".to_string(), "holds '\\u{3000}'"),
        ("a\u{1}b b\n".to_string(), "the string A holds '\\u{1}'"),
        ("a b\u{7f}\n".to_string(), "the string B holds '\\u{7f}'"),
        ("a\0 b\n".to_string(), "holds '\\0'"),
    ]
}

#[test]
fn malformed_inputs_are_rejected_with_one_line_the_same_by_both() {
    for (input, piece) in malformed_inputs() {
        let mut messages = Vec::new();
        for (name, binary) in BINARIES {
            let run = expect_rejected(binary, &input);
            assert!(
                run.stdout.is_empty(),
                "{}: {:?} printed {:?}",
                name,
                input,
                run.stdout
            );
            assert!(
                run.stderr.starts_with("error: ") && run.stderr.contains(piece),
                "{}: {:?} got {:?}, not {:?}",
                name,
                input,
                run.stderr,
                piece
            );
            messages.push(run.stderr);
        }
        assert_eq!(messages[0], messages[1], "{:?}", input);
    }
}

#[test]
fn bytes_that_are_not_text_are_rejected() {
    for (name, binary) in BINARIES {
        let run =
            judging::exec::run(Path::new(binary), &[], b"ab \xff\n", testing::TEST_BOUND).unwrap();
        assert_eq!(run.code, Some(1), "{}: {}", name, run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}: {}", name, run.stderr);
        assert!(run.stdout.is_empty(), "{}", name);
    }
}

#[test]
fn bench_inputs_through_the_binaries() {
    for (name, _) in common::bench_cases() {
        let path = common::bench_dir().join(format!("{}.in", name));
        let input = fs::read_to_string(&path).unwrap();
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        for (_, binary) in BINARIES {
            expect_output(binary, &input, &expected);
        }
    }
}

#[test]
fn the_contest_binary_gives_up_with_one_line() {
    // Past its memory budget (192 MiB at 64 bytes a packed string) the
    // contest binary stops with one line; under a second in a release build.
    let input = common::every_letter_changes(11);
    let binary = Path::new(BINARIES[1].1);
    let run = judging::exec::run(binary, &[], input.as_bytes(), Duration::from_secs(120)).unwrap();
    assert_eq!(run.code, Some(1), "{:?}", run);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert_eq!(
        run.stderr,
        "error: too large a search: over 201326592 bytes of strings\n"
    );
}
