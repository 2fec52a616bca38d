//! Both versions (`src/main.rs`, the fast one, and the contest version)
//! against the references of `common`: a one-way BFS and a closed form,
//! written from the statement alone. Each version is called in-process on
//! whole inputs, so every check also goes through its parsing of many cases.

use hdu_1195::fast;

use hdu_1195::contest;

mod common;

use common::*;
use judging::testing::Rng;
use std::fs;

const VERSIONS: [(&str, Solve); 2] = [("fast", fast::solve), ("contest", contest::solve)];

/// How tokens are separated: the judge's own layout, or random white space.
enum Layout {
    Plain,
    Random(Rng),
}

const GAPS: [&str; 7] = [" ", "\n", "\r\n", "\n\n", "\r\n\r\n", "\t", " \n "];
const ENDS: [&str; 4] = ["", "\n", "\r\n", "\n\n"];

impl Layout {
    fn gap(&mut self) -> &'static str {
        match self {
            Layout::Plain => "\n",
            Layout::Random(rng) => GAPS[rng.below(GAPS.len())],
        }
    }
    fn end(&mut self) -> &'static str {
        match self {
            Layout::Plain => "\n",
            Layout::Random(rng) => ENDS[rng.below(ENDS.len())],
        }
    }
}

/// Every version's answers to `cases`, given as one input in `layout`,
/// must be `expected`.
fn check(cases: &[(Code, Code)], expected: &[usize], layout: &mut Layout) {
    let mut input = cases.len().to_string();
    for &(lock, password) in cases {
        input.push_str(layout.gap());
        input.push_str(&text(lock));
        input.push_str(layout.gap());
        input.push_str(&text(password));
    }
    input.push_str(layout.end());
    for (name, solve) in VERSIONS {
        let answers = answers(solve, &input);
        assert_eq!(answers.len(), cases.len(), "{}: one answer per case", name);
        for ((&(lock, password), &want), &got) in cases.iter().zip(expected).zip(&answers) {
            assert_eq!(
                got,
                want,
                "{}: lock {} password {}",
                name,
                text(lock),
                text(password)
            );
        }
    }
}

#[test]
fn matches_one_way_bfs_on_random_cases() {
    let mut rng = Rng::new(1195);
    for _ in 0..40 {
        let size = rng.range(1, 100);
        let cases: Vec<(Code, Code)> = (0..size)
            .map(|_| (random_code(&mut rng), random_code(&mut rng)))
            .collect();
        let expected: Vec<usize> = cases.iter().map(|&(l, p)| one_way(l, p)).collect();
        check(
            &cases,
            &expected,
            &mut Layout::Random(Rng::new(rng.next_u64())),
        );
    }
    // Near pairs: a few random moves apart, where mistakes in the first
    // layers or in the meeting test would show.
    let mut cases = Vec::new();
    for _ in 0..2_500 {
        let lock = random_code(&mut rng);
        let mut password = lock;
        for _ in 0..rng.range(0, 5) {
            password = *rng.pick(&moves(password));
        }
        cases.push((lock, password));
    }
    let expected: Vec<usize> = cases.iter().map(|&(l, p)| one_way(l, p)).collect();
    check(&cases, &expected, &mut Layout::Plain);
}

#[test]
fn matches_closed_form_on_many_random_cases() {
    let mut rng = Rng::new(6561);
    let cases: Vec<(Code, Code)> = (0..50_000)
        .map(|_| (random_code(&mut rng), random_code(&mut rng)))
        .collect();
    let closed = ClosedForm::new();
    let expected: Vec<usize> = cases.iter().map(|&(l, p)| closed.distance(l, p)).collect();
    check(&cases, &expected, &mut Layout::Plain);
}

/// Sources whose every pair is checked: the corners of the digit cycle,
/// repeated and distinct digits, and the ends of the longest paths.
const SOURCES: [&str; 10] = [
    "1111", "9999", "1234", "5555", "1357", "9182", "6666", "5511", "1919", "4321",
];

#[test]
fn matches_one_way_bfs_on_every_pair_from_chosen_sources_both_ways() {
    let codes = all_codes();
    let mut rng = Rng::new(42);
    let mut sources: Vec<Code> = SOURCES.iter().map(|s| parse(s)).collect();
    sources.extend((0..10).map(|_| random_code(&mut rng)));
    for source in sources {
        let distance = Distances::from(source);
        let expected: Vec<usize> = codes.iter().map(|&c| distance.to(c).into()).collect();
        let out: Vec<(Code, Code)> = codes.iter().map(|&c| (source, c)).collect();
        check(&out, &expected, &mut Layout::Plain);
        // The moves are reversible, so the distance back is the same.
        let back: Vec<(Code, Code)> = codes.iter().map(|&c| (c, source)).collect();
        check(&back, &expected, &mut Layout::Plain);
    }
}

/// All 43 million pairs: the two references agree on every one, the
/// greatest distance is `FARTHEST`, and the versions are compared on the
/// pairs whose lock starts with 1 (the fast one) or with 11 (the contest
/// one, slower). Adding one constant to all eight digits changes no turn's
/// length and no swap, so no distance: the pairs whose lock starts with 1
/// are every pair up to that symmetry. Release only: about a minute.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn every_pair_of_codes() {
    let codes = all_codes();
    let closed = ClosedForm::new();
    let mut farthest = 0;
    let mut pairs_by_version = [0; 2];
    for &lock in &codes {
        let distance = Distances::from(lock);
        let expected: Vec<usize> = codes.iter().map(|&c| distance.to(c).into()).collect();
        for (&password, &want) in codes.iter().zip(&expected) {
            assert_eq!(
                closed.distance(lock, password),
                want,
                "{} {}",
                text(lock),
                text(password)
            );
            farthest = farthest.max(want);
        }
        let pairs: Vec<(Code, Code)> = codes.iter().map(|&c| (lock, c)).collect();
        let input = judge_layout(&pairs);
        for (v, (name, solve)) in VERSIONS.iter().enumerate() {
            let covered = lock[0] == 1 && (v == 0 || lock[1] == 1);
            if covered {
                assert_eq!(
                    answers(*solve, &input),
                    expected,
                    "{} from {}",
                    name,
                    text(lock)
                );
                pairs_by_version[v] += pairs.len();
            }
        }
    }
    assert_eq!(farthest, usize::from(FARTHEST));
    assert_eq!(pairs_by_version, [729 * 6561, 81 * 6561]);
}

#[test]
fn a_lock_showing_the_password_costs_nothing() {
    let cases: Vec<(Code, Code)> = all_codes().into_iter().map(|c| (c, c)).collect();
    check(&cases, &vec![0; cases.len()], &mut Layout::Plain);
}

#[test]
fn the_traps_of_the_statement() {
    let cases = [
        ("1234", "2144", 2),  // the official sample
        ("1111", "9999", 4),  // 1 down is 9: one turn per digit
        ("9999", "1111", 4),  // 9 up is 1, not 0
        ("1119", "9111", 2),  // the first and last digits are not neighbours
        ("1515", "5151", 2),  // two swaps beat sixteen turns
        ("1234", "4321", 6),  // reversing by swaps alone
        ("1111", "5555", 16), // a farthest pair: no swap helps equal digits
        ("1289", "1298", 1),  // one swap
        ("1289", "1281", 1),  // one turn over the wrap
    ];
    let pairs: Vec<(Code, Code)> = cases.iter().map(|c| (parse(c.0), parse(c.1))).collect();
    let expected: Vec<usize> = cases.iter().map(|c| c.2).collect();
    for (&(l, p), &want) in pairs.iter().zip(&expected) {
        assert_eq!(one_way(l, p), want, "reference, {} {}", text(l), text(p));
    }
    check(&pairs, &expected, &mut Layout::Plain);
}

#[test]
fn sample_answers_are_the_references_answers() {
    let samples = judging::testing::samples("hdu-1195");
    assert!(samples.len() >= 5, "only {} samples", samples.len());
    for sample in &samples {
        let from_reference: Vec<String> = cases_of(&sample.input)
            .into_iter()
            .map(|(l, p)| one_way(l, p).to_string())
            .collect();
        let written: Vec<&str> = sample.expected.lines().collect();
        assert_eq!(written, from_reference, "{}", sample.name);
    }
}

/// The benchmark inputs against the closed form: all of them for the fast
/// version; for the contest version the first 2,000 cases of each (all of
/// them in a release build: the farthest pairs cost it a few seconds).
#[test]
fn bench_inputs_are_answered_right() {
    let closed = ClosedForm::new();
    let mut files = 0;
    for entry in fs::read_dir(room("bench")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        files += 1;
        let input = fs::read_to_string(&path).unwrap();
        let mut cases = cases_of(&input);
        let expected: Vec<usize> = cases.iter().map(|&(l, p)| closed.distance(l, p)).collect();
        assert_eq!(answers(fast::solve, &input), expected, "{}", path.display());
        if cfg!(debug_assertions) {
            cases.truncate(2_000);
        }
        let input = judge_layout(&cases);
        let answers = answers(contest::solve, &input);
        assert_eq!(answers, expected[..cases.len()], "{}", path.display());
    }
    assert_eq!(files, 2);
}

/// Writes the benchmark inputs: `cargo test -p hdu-1195 --test reference --
/// --ignored regenerate_bench_inputs`.
#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let mut rng = Rng::new(20_000);
    let random: Vec<(Code, Code)> = (0..20_000)
        .map(|_| (random_code(&mut rng), random_code(&mut rng)))
        .collect();
    // The searches' worst case: only pairs `FARTHEST` steps apart.
    let codes = all_codes();
    let mut farthest = Vec::new();
    for &lock in &codes {
        let distance = Distances::from(lock);
        let far = codes.iter().filter(|&&c| distance.to(c) == FARTHEST);
        farthest.extend(far.map(|&c| (lock, c)));
    }
    let farthest: Vec<(Code, Code)> = (0..10_000).map(|_| *rng.pick(&farthest)).collect();
    for (name, cases) in [("random-20000", random), ("farthest-10000", farthest)] {
        let path = room("bench").join(format!("{}.in", name));
        judging::testing::write_if_changed(path, judge_layout(&cases));
    }
}
