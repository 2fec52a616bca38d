//! Correctness of the solution against a plain BFS from the goal (tests/common): every board
//! of the puzzle, through both methods, then the program as a process: samples, input
//! layout, malformed input, benchmark inputs.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod common;

use common::{all_boards, apply, input_of, parse_boards, text, Board, Reference, GOAL};
use scripts::testing::{self, Rng};
use std::fs;
use std::path::{Path, PathBuf};

const BINARY: &str = env!("CARGO_BIN_EXE_poj-1077");

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../samples/poj-1077")
}

fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bench")
}

/// Runs the solution in-process on an input that must be well formed.
fn answer(input: &str) -> String {
    let mut out = String::new();
    if let Err(message) = solution::solve(input, &mut out) {
        panic!("rejected: {}\ninput:\n{}", message, input);
    }
    out
}

fn random_board(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    rng.shuffle(&mut board);
    board
}

/// `count` boards, each a random walk away from the goal: solvable, of mixed depths.
fn random_solvable_boards(rng: &mut Rng, count: usize) -> Vec<Board> {
    (0..count)
        .map(|_| {
            let mut board = GOAL;
            for _ in 0..rng.range(0, 200) {
                board = apply(&board, *rng.pick(b"udlr")).unwrap_or(board);
            }
            board
        })
        .collect()
}

#[test]
fn the_reference_finds_the_known_layer_sizes() {
    // OEIS A089473: boards of the 8-puzzle at each distance from a corner-space goal.
    let known = [
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
        10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
    ];
    let reference = Reference::new();
    assert_eq!(reference.layer_sizes(), known);
    assert_eq!(reference.distance.len(), 181_440);
}

/// The table path: all 362,880 boards as one multi-case input.
#[test]
fn every_board_in_one_input() {
    let reference = Reference::new();
    let boards = all_boards();
    assert_eq!(boards.len(), 362_880);
    let output = answer(&input_of(&boards));
    reference.check_output(&boards, &output).unwrap();
    let unsolvable = output.lines().filter(|&l| l == "unsolvable").count();
    assert_eq!(unsolvable, 181_440);
    // The goal comes first in lexicographic order: zero moves, an empty line.
    assert!(output.starts_with("\n"));
}

/// The per-puzzle path (bidirectional search): every board alone, as POJ sends it.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn every_board_alone() {
    let reference = Reference::new();
    let boards = all_boards();
    // About 40 s of searching in all: spread over the cores.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = boards.len() / threads + 1;
    std::thread::scope(|scope| {
        for part in boards.chunks(chunk) {
            let reference = &reference;
            scope.spawn(move || {
                for board in part {
                    let output = answer(&text(board));
                    reference.check_output(&[*board], &output).unwrap();
                }
            });
        }
    });
}

/// The per-puzzle path in the dev profile: the hardest boards, the nearest ones, and random
/// ones solvable or not.
#[test]
fn hard_near_and_random_boards_alone() {
    let reference = Reference::new();
    let mut boards: Vec<Board> = reference
        .distance
        .iter()
        .filter(|&(_, &d)| d >= 29 || d <= 3)
        .map(|(&board, _)| board)
        .collect();
    assert_eq!(boards.len(), 983 + 15);
    let mut rng = Rng::new(1077);
    boards.extend((0..2000).map(|_| random_board(&mut rng)));
    for board in &boards {
        reference
            .check_output(&[*board], &answer(&text(board)))
            .unwrap();
    }
}

/// Both methods around the point where the solution switches from one to the other, with
/// unsolvable boards mixed in (they must not count towards the switch).
#[test]
fn both_sides_of_the_switch() {
    let reference = Reference::new();
    let mut rng = Rng::new(43);
    for solvable in [
        1,
        2,
        solution::PER_PUZZLE_LIMIT,
        solution::PER_PUZZLE_LIMIT + 1,
        50,
    ] {
        for _ in 0..20 {
            let mut boards = random_solvable_boards(&mut rng, solvable);
            boards.extend((0..rng.range(0, 5)).map(|_| {
                let mut board = random_board(&mut rng);
                if reference.distance.contains_key(&board) {
                    board.swap(0, 1); // any swap of two cells flips the parity
                    if board[0] == b'x' || board[1] == b'x' {
                        board.swap(7, 8);
                        board.swap(0, 1);
                    }
                }
                board
            }));
            rng.shuffle(&mut boards);
            reference
                .check_output(&boards, &answer(&input_of(&boards)))
                .unwrap();
        }
    }
}

#[test]
fn the_goal_is_answered_by_an_empty_line() {
    let run = testing::expect_success(BINARY, "1 2 3 4 5 6 7 8 x\n");
    assert_eq!(run.stdout, "\n");
    let run = testing::expect_success(BINARY, "1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 x 8\n");
    assert_eq!(run.stdout, "\nr\n");
}

#[test]
fn cells_may_be_laid_out_any_way() {
    let reference = Reference::new();
    let official = [*b"23415x768"];
    for input in [
        "2 3 4 1 5 x 7 6 8",
        "2 3 4\r\n1 5 x\r\n7 6 8\r\n",
        "\n\n  2\t3 4 1\n5\r\nx 7 6 8   ",
        "2 3 4 1 5 x 7 6 8\n\n\n",
    ] {
        let run = testing::expect_success(BINARY, input);
        assert!(run.stdout.ends_with('\n'), "{:?}", run.stdout);
        reference.check_output(&official, &run.stdout).unwrap();
    }
    // Two puzzles spread over lines regardless of where one ends.
    let input = "1 2 3 4 5\n6 7 8 x 2 3 4 1\r\n5 x 7 6 8";
    let run = testing::expect_success(BINARY, input);
    reference
        .check_output(&[GOAL, official[0]], &run.stdout)
        .unwrap();
}

#[test]
fn malformed_input_is_rejected_after_the_earlier_answers() {
    let good = "2 3 4 1 5 x 7 6 8\n";
    let goal = "1 2 3 4 5 6 7 8 x\n";
    // The well-formed puzzles first, then the bad part, then the expected message.
    let cases: Vec<(String, &str, &str)> = vec![
        (String::new(), "", "the input holds no puzzle"),
        (String::new(), " \r\n\n\t", "the input holds no puzzle"),
        (
            String::new(),
            "1 2 3 4 5 6 7 8 9",
            "puzzle 1: expected a tile 1-8 or `x`, found `9`",
        ),
        (String::new(), "0 1 2 3 4 5 6 7 8", "found `0`"),
        (String::new(), "1 2 3 4 5 6 7 8 X", "found `X`"),
        (String::new(), "12 3 4 5 6 7 8 x", "found `12`"),
        (String::new(), "1 2 3 4 5 6 7 8 -x", "found `-x`"),
        (
            String::new(),
            "1 2 3 4 5 6 7 8 8",
            "puzzle 1: `8` appears twice",
        ),
        (
            String::new(),
            "x 2 3 4 5 6 7 8 x",
            "puzzle 1: `x` appears twice",
        ),
        (
            String::new(),
            "1 2 3 4 5 6 7 8",
            "puzzle 1: the input ends after 8 of its 9 cells",
        ),
        (
            good.repeat(2),
            "1 2 3",
            "puzzle 3: the input ends after 3 of its 9 cells",
        ),
        (good.into(), "hello", "puzzle 2: expected a tile"),
        (
            format!("{good}{goal}"),
            "1 2 3 4 5 6 7 8 8\n",
            "puzzle 3: `8` appears twice",
        ),
        // Past the switch to the table, the earlier answers are still printed.
        (good.repeat(30), "1 2 3 4 5 6 7 8 y", "puzzle 31: expected"),
    ];
    let reference = Reference::new();
    for (answered, bad, message) in cases {
        let input = answered.clone() + bad;
        let run = testing::expect_rejected(BINARY, &input);
        assert!(run.stderr.contains(message), "{:?}: {}", input, run.stderr);
        reference
            .check_output(&parse_boards(&answered), &run.stdout)
            .unwrap_or_else(|e| panic!("{:?}: {}", input, e));
    }
    // A huge bad token is cut short in the message.
    let run = testing::expect_rejected(BINARY, &"7".repeat(100_000));
    assert!(run.stderr.len() < 200, "{}", run.stderr);
}

/// The samples: each expected output is right by the reference, and so is the program's,
/// by the reference and by the collection's checker.
#[test]
fn samples() {
    let reference = Reference::new();
    let samples = testing::samples("poj-1077");
    assert!(samples.len() >= 8, "only {} samples", samples.len());
    for sample in &samples {
        let boards = parse_boards(&sample.input);
        reference
            .check_output(&boards, &sample.expected)
            .unwrap_or_else(|e| panic!("{}: the expected output is wrong: {}", sample.name, e));
        let run = testing::expect_success(BINARY, &sample.input);
        reference
            .check_output(&boards, &run.stdout)
            .unwrap_or_else(|e| panic!("{}: {}", sample.name, e));
        // The collection's checker, as `cargo samples` judges.
        scripts::checkers::poj_1077(&sample.input, &sample.expected, &run.stdout)
            .unwrap_or_else(|e| panic!("{}: checker: {}", sample.name, e));
    }
}

#[test]
fn bench_inputs_are_answered_right() {
    let reference = Reference::new();
    for name in [
        "single-hardest",
        "single-unsolvable",
        "many",
        "many-hardest",
        "at-the-switch",
    ] {
        let input = fs::read_to_string(bench_dir().join(format!("{name}.in"))).unwrap();
        let boards = parse_boards(&input);
        let run = testing::expect_success(BINARY, &input);
        reference
            .check_output(&boards, &run.stdout)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
    }
}

/// Writes the benchmark inputs: `cargo test -p poj-1077 -- --ignored regenerate_bench_inputs`.
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
    let mut rng = Rng::new(2000);
    let many: Vec<Board> = (0..2000).map(|_| random_board(&mut rng)).collect();
    let many_hardest: Vec<Board> = (0..2000).map(|i| hardest[i % 2]).collect();
    let at_the_switch: Vec<Board> = (0..solution::PER_PUZZLE_LIMIT)
        .map(|i| hardest[i % 2])
        .collect();
    let inputs = [
        ("single-hardest", hardest[..1].to_vec()),
        ("single-unsolvable", vec![*b"12345687x"]),
        ("many", many),
        ("many-hardest", many_hardest),
        ("at-the-switch", at_the_switch),
    ];
    fs::create_dir_all(bench_dir()).unwrap();
    for (name, boards) in inputs {
        fs::write(bench_dir().join(format!("{name}.in")), input_of(&boards)).unwrap();
    }
}

/// Writes the expected outputs of the samples, except the official one, from the reference:
/// `cargo test -p poj-1077 -- --ignored regenerate_sample_outputs`.
#[test]
#[ignore]
fn regenerate_sample_outputs() {
    let reference = Reference::new();
    for entry in fs::read_dir(samples_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") || path.ends_with("official.in") {
            continue;
        }
        let input = fs::read_to_string(&path).unwrap();
        let lines: String = parse_boards(&input)
            .iter()
            .map(|board| reference.shortest_moves(board) + "\n")
            .collect();
        fs::write(path.with_extension("out"), lines).unwrap();
    }
}
