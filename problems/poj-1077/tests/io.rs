//! Both versions as a judge runs them, as processes: the samples, input layouts, malformed
//! input (one line on stderr, exit status 1, the earlier answers printed), the benchmark
//! inputs; and the ignored tests that write the benchmark inputs and the samples' outputs.

mod common;

use common::{input_of, parse_boards, Board, Reference, GOAL};
use judging::testing::{self, Rng};
use poj_1077::lab::check;
use std::fs;

/// Every version's binary, named.
const BINARIES: [(&str, &str); 2] = [
    ("fast", env!("CARGO_BIN_EXE_poj-1077")),
    ("contest", env!("CARGO_BIN_EXE_poj-1077-contest")),
];

#[test]
fn every_sample_passes_the_checker() {
    for (_, binary) in BINARIES {
        testing::expect_samples("poj-1077", binary, poj_1077::lab::LAB.check);
    }
}

/// The samples' expected outputs are right by the reference, and so is every version's
/// output, by the reference and by the collection's checker. The judges accept any legal
/// sequence, and so does the checker (a longer one with a note); the collection's answers must
/// be shortest: the reference compares each length with the distance it found, and the
/// checker must have nothing to note.
#[test]
fn samples_are_right_by_the_reference() {
    let reference = Reference::new();
    let samples = testing::samples("poj-1077");
    assert!(samples.len() >= 8, "only {} samples", samples.len());
    for sample in &samples {
        let boards = parse_boards(&sample.input);
        reference
            .check_output(&boards, &sample.expected)
            .unwrap_or_else(|e| panic!("{}: the expected output is wrong: {}", sample.name, e));
        for (name, binary) in BINARIES {
            let run = testing::expect_success(binary, &sample.input);
            reference
                .check_output(&boards, &run.stdout)
                .unwrap_or_else(|e| panic!("{} on {}: {}", name, sample.name, e));
            let verdict = check(&sample.input, &sample.expected, &run.stdout);
            assert_eq!(verdict, Ok(None), "{} on {}: checker", name, sample.name);
        }
    }
}

#[test]
fn the_goal_is_answered_by_an_empty_line() {
    for (name, binary) in BINARIES {
        let run = testing::expect_success(binary, "1 2 3 4 5 6 7 8 x\n");
        assert_eq!(run.stdout, "\n", "{}", name);
        let run = testing::expect_success(binary, "1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 x 8\n");
        assert_eq!(run.stdout, "\nr\n", "{}", name);
    }
}

#[test]
fn cells_may_be_laid_out_any_way() {
    let reference = Reference::new();
    let official = [*b"23415x768"];
    for (name, binary) in BINARIES {
        for input in [
            "2 3 4 1 5 x 7 6 8",
            "2 3 4\r\n1 5 x\r\n7 6 8\r\n",
            "\n\n  2\t3 4 1\n5\r\nx 7 6 8   ",
            "2 3 4 1 5 x 7 6 8\n\n\n",
        ] {
            let run = testing::expect_success(binary, input);
            assert!(run.stdout.ends_with('\n'), "{}: {:?}", name, run.stdout);
            reference.check_output(&official, &run.stdout).unwrap();
        }
        // Two puzzles spread over lines regardless of where one ends.
        let input = "1 2 3 4 5\n6 7 8 x 2 3 4 1\r\n5 x 7 6 8";
        let run = testing::expect_success(binary, input);
        reference
            .check_output(&[GOAL, official[0]], &run.stdout)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
    }
}

#[test]
fn malformed_input_is_rejected_after_the_earlier_answers() {
    let reference = Reference::new();
    for (name, binary) in BINARIES {
        for (answered, bad, message) in common::malformed_inputs() {
            let input = answered.clone() + &bad;
            let run = testing::expect_rejected(binary, &input);
            let shown: String = input.chars().take(80).collect();
            assert_eq!(
                run.stderr,
                format!("error: {}\n", message),
                "{}: {:?}",
                name,
                shown
            );
            assert!(run.stderr.len() < 200, "{}: {}", name, run.stderr);
            reference
                .check_output(&parse_boards(&answered), &run.stdout)
                .unwrap_or_else(|e| panic!("{}: {:?}: {}", name, shown, e));
        }
    }
}

#[test]
fn bytes_that_are_not_text_are_rejected() {
    for (name, binary) in BINARIES {
        let run = judging::exec::run(
            std::path::Path::new(binary),
            &[],
            b"2 3 4 1 5 x 7 6 \xff",
            testing::TEST_BOUND,
        )
        .unwrap();
        assert_eq!(run.code, Some(1), "{}: {}", name, run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}: {}", name, run.stderr);
        assert!(run.stdout.is_empty(), "{}", name);
    }
}

/// Every benchmark input, through every version.
#[test]
fn bench_inputs_are_answered_right() {
    let reference = Reference::new();
    let budgets = fs::read_to_string(common::bench_dir().join("budgets.txt")).unwrap();
    let listed: Vec<&str> = budgets
        .lines()
        .filter_map(|line| line.split('#').next().unwrap().split_whitespace().next())
        .collect();
    assert!(listed.len() >= 5, "{:?}", listed);
    for file in listed {
        let input = fs::read_to_string(common::bench_dir().join(file)).unwrap();
        let boards = parse_boards(&input);
        for (name, binary) in BINARIES {
            let run = testing::expect_success(binary, &input);
            reference
                .check_output(&boards, &run.stdout)
                .unwrap_or_else(|e| panic!("{} on {}: {}", name, file, e));
        }
    }
}

/// Writes the benchmark inputs: `cargo test -p poj-1077 --test io -- --ignored
/// regenerate_bench_inputs`.
#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let reference = Reference::new();
    let mut hardest: Vec<Board> = reference
        .distance
        .iter()
        .filter(|&(_, &d)| d == 31)
        .map(|(&board, _)| board)
        .collect();
    hardest.sort_unstable();
    let random = |seed, count| {
        let mut rng = Rng::new(seed);
        (0..count)
            .map(|_| common::random_board(&mut rng))
            .collect::<Vec<Board>>()
    };
    let many_hardest: Vec<Board> = (0..2000).map(|i| hardest[i % 2]).collect();
    // The fast version's switch is at 10 solvable puzzles (`PER_PUZZLE_LIMIT` in src/main.rs).
    let at_the_switch: Vec<Board> = (0..10).map(|i| hardest[i % 2]).collect();
    let inputs = [
        ("single-hardest", hardest[..1].to_vec()),
        ("single-unsolvable", vec![*b"12345687x"]),
        ("many", random(2000, 2000)),
        ("many-hardest", many_hardest),
        ("at-the-switch", at_the_switch),
        ("random-5000", random(5000, 5000)),
    ];
    fs::create_dir_all(common::bench_dir()).unwrap();
    for (name, boards) in inputs {
        let path = common::bench_dir().join(format!("{}.in", name));
        judging::testing::write_if_changed(path, input_of(&boards));
    }
}

/// Writes the expected outputs of the samples, except the official one, from the reference:
/// `cargo test -p poj-1077 --test io -- --ignored regenerate_sample_outputs`.
#[test]
#[ignore]
fn regenerate_sample_outputs() {
    let reference = Reference::new();
    for entry in fs::read_dir(common::samples_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") || path.ends_with("official.in") {
            continue;
        }
        let input = fs::read_to_string(&path).unwrap();
        let lines: String = parse_boards(&input)
            .iter()
            .map(|board| reference.shortest_moves(board) + "\n")
            .collect();
        judging::testing::write_if_changed(path.with_extension("out"), lines);
    }
}
