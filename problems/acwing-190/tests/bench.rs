//! The benchmark inputs of `bench/`: how they are made, and that the
//! solution answers them right.
//!
//! The adversarial inputs are the shape the issue warns about: 20 letters
//! over two, six rules whose sides have one to three letters, and a goal
//! that is a random walk of 10 to 15 steps from the start (deep, or out of
//! reach) or a random string. `hunt_adversarial_inputs` ran the solution on
//! thousands of them and kept the seeds of the slowest of each kind; those
//! seeds are listed in `bench_cases`, so the files can be made again.
//!
//! The expected answers (`bench/NAME.out`) come from the brute-force meet in
//! the middle of `common::halves`, which needs a release build, some seconds
//! and some hundreds of MB: run
//! `cargo test --release -p acwing-190 --test bench -- --ignored regenerate_bench_inputs`.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod common;

use common::{answer_line, halves, random_string, solve, walk, Case, Rules};
use scripts::testing::Rng;
use std::fs;
use std::path::PathBuf;
use std::time::Instant;

fn bench_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("bench")
}

/// The adversarial input drawn from `seed`.
fn adversarial(seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    loop {
        let start = random_string(&mut rng, 20, b"ab");
        let side_len = rng.range(2, 3);
        let rules: Rules = (0..6)
            .map(|_| {
                let from = rng.range(1, side_len);
                let to = rng.range(1, side_len);
                (
                    random_string(&mut rng, from, b"ab"),
                    random_string(&mut rng, to, b"ab"),
                )
            })
            .collect();
        let goal = if rng.chance(1, 4) {
            Some(random_string(&mut rng, 20, b"ab"))
        } else {
            let steps = rng.range(10, 15);
            walk(&mut rng, &start, &rules, steps, 40)
        };
        match goal {
            Some(goal) if goal != start => return Case { start, goal, rules },
            _ => {}
        }
    }
}

fn rules(text: &str) -> Rules {
    text.split('|')
        .map(|rule| {
            let (from, to) = rule.split_once(' ').unwrap();
            (from.as_bytes().to_vec(), to.as_bytes().to_vec())
        })
        .collect()
}

/// Every benchmark input: name and case.
fn bench_cases() -> Vec<(&'static str, Case)> {
    let hand_made = |start: &str, goal: &str, rules_text: &str| Case {
        start: start.as_bytes().to_vec(),
        goal: goal.as_bytes().to_vec(),
        rules: rules(rules_text),
    };
    vec![
        ("official", hand_made("abcd", "xyz", "abc xu|ud y|y yz")),
        // Found by `hunt_adversarial_inputs`: the slowest of each kind.
        ("unreachable-1", adversarial(SEEDS[0])),
        ("unreachable-2", adversarial(SEEDS[1])),
        ("unreachable-3", adversarial(SEEDS[2])),
        ("answer-10", adversarial(SEEDS[3])),
        ("answer-9", adversarial(SEEDS[4])),
        // The slowest of an earlier search of the same shape (with another
        // random generator), kept because it is slower still.
        (
            "unreachable-4",
            hand_made(
                "aaabbbaabbbbabaababa",
                "bbbaaaaabaabbbaaabaa",
                "abb a|b baa|bb a|baa a|b ba|a abb",
            ),
        ),
        // What one would write by hand: flip a letter, double it, halve it;
        // the slowest of 60 random goals (the deepest of them, too).
        (
            "flips-and-runs",
            hand_made(
                "abababbabaabbbabaabb",
                "babbbaaababbaabbaaaa",
                "a b|b a|a aa|b bb|aa a|bb b",
            ),
        ),
        // Every rule keeps the letter counts, so only the order tells the
        // strings apart.
        (
            "swaps-out-of-reach",
            hand_made(
                "aaaaaaaaaabbbbbbbbbb",
                "bbbbbbbbbbaaaaaaaaaa",
                "ab ba|ba ab|aab baa|baa aab|abb bba|bba abb",
            ),
        ),
    ]
}

/// The seeds of `adversarial` that `bench_cases` uses.
const SEEDS: [u64; 5] = [19129, 18775, 10908, 18037, 17340];

#[test]
#[ignore]
fn regenerate_bench_inputs() {
    fs::create_dir_all(bench_dir()).unwrap();
    for (name, case) in bench_cases() {
        let answer = halves(&case, 20_000_000).expect("the reference ran out of room");
        fs::write(bench_dir().join(format!("{}.in", name)), case.input()).unwrap();
        fs::write(
            bench_dir().join(format!("{}.out", name)),
            answer_line(answer),
        )
        .unwrap();
        println!("{}: {}", name, answer_line(answer).trim());
    }
}

#[test]
fn bench_inputs_are_current_and_answered_right() {
    let budgets = fs::read_to_string(bench_dir().join("budgets.txt")).unwrap();
    for (name, case) in bench_cases() {
        let path = bench_dir().join(format!("{}.in", name));
        let input = fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {} (run regenerate_bench_inputs)", path.display(), e));
        assert_eq!(input, case.input(), "{} is stale", path.display());
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(solve(&input), Ok(expected), "{}", name);
        let file = format!("{}.in", name);
        assert!(
            budgets
                .lines()
                .any(|line| line.split_whitespace().next() == Some(&file)),
            "{} has no budget line",
            file
        );
    }
}

/// Times the solution on `adversarial(seed)` for many seeds and prints the
/// slowest of each answer kind. Exploration, not a check:
/// `cargo test --release -p acwing-190 --test bench -- --ignored --nocapture hunt`.
#[test]
#[ignore]
fn hunt_adversarial_inputs() {
    let mut runs: Vec<(f64, u64, String)> = Vec::new();
    for seed in 0..20_000 {
        let input = adversarial(seed).input();
        let clock = Instant::now();
        let answer = solve(&input).unwrap();
        let millis = clock.elapsed().as_secs_f64() * 1000.0;
        runs.push((millis, seed, answer.trim().to_string()));
    }
    runs.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    let total: f64 = runs.iter().map(|run| run.0).sum();
    println!(
        "{} inputs, {:.1} ms on average",
        runs.len(),
        total / runs.len() as f64
    );
    for kind in ["NO ANSWER!", "10", "9"] {
        for (millis, seed, _) in runs.iter().filter(|run| run.2 == kind).take(5) {
            println!("{:>10}: seed {:>5}, {:.1} ms", kind, seed, millis);
        }
    }
}
