//! Correctness in bulk: the solution's `solve`, called in-process, against
//! the brute-force references of `common` on thousands of random cases,
//! from tiny ones to two-letter inputs whose searches explode.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod common;

use common::{answer_line, halves, one_way, random_case, solve, Case, LIMIT};
use scripts::testing::Rng;

/// Checks `solve` against a reference verdict; returns the verdict.
fn assert_agrees(case: &Case, expected: Option<usize>) -> Option<usize> {
    let input = case.input();
    assert_eq!(
        solve(&input),
        Ok(answer_line(expected)),
        "input:\n{}",
        input
    );
    expected
}

/// Answers seen, by value (index 11: `NO ANSWER!`).
fn tally(answers: &mut [usize; LIMIT + 2], answer: Option<usize>) {
    answers[answer.unwrap_or(LIMIT + 1)] += 1;
}

#[test]
fn random_cases_match_one_way_bfs() {
    let mut rng = Rng::new(190);
    let alphabets: [&[u8]; 5] = [b"a", b"ab", b"ab", b"abc", b"a+Z"];
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 2400 {
        let letters = *rng.pick(&alphabets);
        let start_len = if rng.chance(1, 5) {
            rng.range(1, 20)
        } else {
            rng.range(1, 8)
        };
        let rules = if rng.chance(1, 20) {
            0
        } else {
            rng.range(1, 6)
        };
        let side_len = rng.range(1, 4);
        let case = random_case(&mut rng, letters, start_len, rules, side_len);
        match one_way(&case, 30_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    // The cases must reach deep: every answer up to the limit, and beyond.
    assert!(answers.iter().all(|&n| n >= 10), "{:?}", answers);
    assert!(skipped * 5 < checked, "{} skipped", skipped);
}

#[test]
fn two_letter_cases_with_six_short_rules_match_one_way_bfs() {
    // The adversarial shape in small: every rule side one or two letters,
    // so that rules apply almost everywhere and both searches branch widely.
    let mut rng = Rng::new(1902);
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 500 {
        let start_len = rng.range(4, 9);
        let case = random_case(&mut rng, b"ab", start_len, 6, 2);
        match one_way(&case, 40_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    assert!(answers[9] + answers[10] >= 10, "{:?}", answers);
    assert!(answers[LIMIT + 1] >= 40, "{:?}", answers);
}

#[test]
#[cfg_attr(debug_assertions, ignore)]
fn twenty_letter_cases_match_the_brute_force_halves() {
    // Full-size adversarial inputs: 20 letters over two, six rules with
    // sides of one to three letters, goals deep or out of reach. Too big
    // for a one-way search; the brute-force meet in the middle copes.
    let mut rng = Rng::new(1903);
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 50 {
        let side_len = rng.range(1, 3);
        let case = random_case(&mut rng, b"ab", 20, 6, side_len);
        match halves(&case, 1_000_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    assert!(answers[LIMIT + 1] >= 8, "{:?}", answers);
}

#[test]
fn the_two_references_agree() {
    // The halves reference is the judge of the biggest inputs; check it
    // against plain BFS wherever both can run.
    let mut rng = Rng::new(1904);
    let mut compared = 0;
    while compared < 300 {
        let start_len = rng.range(1, 8);
        let side_len = rng.range(1, 3);
        let rules = rng.range(0, 6);
        let case = random_case(&mut rng, b"ab", start_len, rules, side_len);
        if let (Some(a), Some(b)) = (one_way(&case, 50_000), halves(&case, 50_000)) {
            assert_eq!(a, b, "input:\n{}", case.input());
            compared += 1;
        }
    }
}
