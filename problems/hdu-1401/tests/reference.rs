//! Both versions (`src/main.rs`, the fast one, and the contest version)
//! against the one-way reference of `common`, written from the statement
//! alone. Each version is called in-process on whole inputs, so every check
//! also goes through its parsing of many cases.
//!
//! The bench input is written by `regenerate_bench_inputs` (ignored; run it
//! with `cargo test --release -p hdu-1401 --test reference -- --ignored
//! regenerate_bench_inputs`).

use hdu_1401::fast;

use hdu_1401::contest;

mod common;

use common::*;
use judging::testing::Rng;

const VERSIONS: [(&str, Solve); 2] = [("fast", fast::solve), ("contest", contest::solve)];

/// Every version's answers to `input` must be `expected`.
fn check(input: &str, expected: &[&str]) {
    let cases = parse_cases(input);
    for (name, solve) in VERSIONS {
        let received = answers(solve, input);
        assert_eq!(
            received.len(),
            expected.len(),
            "{}: one answer per case",
            name
        );
        for (i, (want, got)) in expected.iter().zip(&received).enumerate() {
            assert_eq!(
                got,
                want,
                "{}, case {}: {:?} -> {:?}",
                name,
                i + 1,
                cases[i].0,
                cases[i].1
            );
        }
    }
}

#[test]
fn random_cases_agree_with_one_way_bfs() {
    let mut rng = Rng::new(1401);
    let mut input = String::new();
    let mut expected = Vec::new();
    // Reference distance of each case: 0..=9, or 10 for "more than 9".
    let mut count_by_distance = [0usize; LIMIT + 3];
    for _ in 0..40 {
        let start = random_start(&mut rng);
        let rings = by_distance(start);
        let distance_of = |target: &Config| {
            let target = normalised(*target);
            (0..rings.len())
                .find(|&d| rings[d].binary_search(&target).is_ok())
                .unwrap_or(LIMIT + 2)
        };
        for target_kind in 0..60 {
            let target = match target_kind {
                // The same cells (given in another order).
                0 => start,
                // Unrelated boards, mostly far away.
                1..=4 => random_start(&mut rng),
                // The limit nearly met, met exactly, missed by one.
                5..=14 => *rng.pick(&rings[LIMIT - 1]),
                15..=29 => *rng.pick(&rings[LIMIT]),
                30..=44 => *rng.pick(&rings[LIMIT + 1]),
                // Random walks: whatever distance they happen to end at.
                _ => {
                    let steps = rng.range(0, LIMIT + 4);
                    random_walk(start, steps, &mut rng)
                }
            };
            let distance = distance_of(&target);
            count_by_distance[distance] += 1;
            input += &line(&start, &mut rng);
            input += &line(&target, &mut rng);
            expected.push(yes_no(distance <= LIMIT));
        }
    }
    // One input: the fast version's marks run out and are cleared 18 times.
    check(&input, &expected);
    // The mix must hold what the test is for: every distance up to the
    // limit, the limit missed by one, and far-off targets.
    assert_eq!(expected.len(), 2400);
    assert!(
        count_by_distance.iter().all(|&count| count >= 20),
        "{:?}",
        count_by_distance
    );
}

/// Pairs a few moves apart in the corners and along the edges, where a
/// step or a jump off the board, or a wrap from column 8 into the next
/// row, would show at once.
#[test]
fn near_pairs_agree_with_one_way_bfs() {
    let mut rng = Rng::new(64);
    let mut input = String::new();
    let mut expected = Vec::new();
    for _ in 0..1_500 {
        let start = random_start(&mut rng);
        let target = random_walk(start, rng.range(1, 4), &mut rng);
        input += &line(&start, &mut rng);
        input += &line(&target, &mut rng);
        expected.push(yes_no(one_way(start, target)));
    }
    check(&input, &expected);
}

#[test]
fn samples_agree_with_the_reference() {
    let samples = judging::testing::samples("hdu-1401");
    assert!(samples.len() >= 8, "only {} samples", samples.len());
    for sample in &samples {
        let want: Vec<&str> = sample.expected.lines().map(str::trim_end).collect();
        let cases = parse_cases(&sample.input);
        assert_eq!(cases.len(), want.len(), "{}", sample.name);
        for (i, &(start, target)) in cases.iter().enumerate() {
            let reachable = distances(start, LIMIT).contains_key(&normalised(target));
            assert_eq!(want[i], yes_no(reachable), "{} case {}", sample.name, i + 1);
        }
        check(&sample.input, &want);
    }
}

#[test]
fn bench_answers_agree_with_the_reference() {
    // The generator labelled every case with the reference and wrote the
    // labels to the `.out` file: all 2,000 are compared here. Some cases
    // are also re-derived with the reference (every 40th in a debug build,
    // every 4th in a release build; each costs up to ~130,000 boards), so
    // that a stale `.out` cannot pass unnoticed.
    let input = std::fs::read_to_string(bench_path()).unwrap();
    let labels = std::fs::read_to_string(bench_path().with_extension("out")).unwrap();
    let labels: Vec<&str> = labels.lines().collect();
    let cases = parse_cases(&input);
    assert_eq!(cases.len(), 2000);
    check(&input, &labels);
    let unreachable = labels.iter().filter(|&&a| a == "NO").count();
    assert_eq!(unreachable, 1000);
    let stride = if cfg!(debug_assertions) { 40 } else { 4 };
    for (i, &(start, target)) in cases.iter().enumerate().step_by(stride) {
        assert_eq!(
            labels[i],
            yes_no(one_way(start, target)),
            "bench case {}",
            i + 1
        );
    }
}

#[test]
#[ignore]
fn regenerate_bench_inputs() {
    // Half YES, with distances spread evenly over 1..=8; half NO, mostly
    // just out of reach (random walks of 9 to 14 moves that the reference
    // places beyond 8), a quarter of them unrelated boards. Every NO costs
    // the solution its full search, wherever the target lies.
    let mut rng = Rng::new(2000);
    let mut input = String::new();
    let mut labels = String::new();
    for case in 0..2000 {
        let start = random_start(&mut rng);
        let ball = distances(start, LIMIT);
        let target = if case % 2 == 0 {
            let distance = 1 + (case / 2) % LIMIT;
            let mut candidates: Vec<Config> = ball
                .iter()
                .filter(|&(_, &d)| d == distance)
                .map(|(&config, _)| config)
                .collect();
            candidates.sort_unstable();
            *rng.pick(&candidates)
        } else {
            loop {
                let candidate = if case % 8 == 1 {
                    random_start(&mut rng)
                } else {
                    let steps = rng.range(LIMIT + 1, LIMIT + 6);
                    random_walk(start, steps, &mut rng)
                };
                if !ball.contains_key(&candidate) {
                    break candidate;
                }
            }
        };
        input += &line(&start, &mut rng);
        input += &line(&target, &mut rng);
        labels += yes_no(case % 2 == 0);
        labels += "\n";
    }
    std::fs::create_dir_all(bench_path().parent().unwrap()).unwrap();
    judging::testing::write_if_changed(bench_path(), input);
    judging::testing::write_if_changed(bench_path().with_extension("out"), labels);
}
