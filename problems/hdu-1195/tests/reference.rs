//! The solution against two references written from the statement alone:
//! a plain one-way BFS over the lock codes, and a closed form. Both number
//! codes their own way (digits kept as `[u8; 4]`, tables indexed by the
//! code's decimal value), so they share nothing with the solution but the
//! statement.
//!
//! The solution is called in-process (`solution::solve`) on whole inputs, so
//! every check also goes through its parsing of many cases.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use scripts::testing::{samples, Rng};
use std::collections::VecDeque;
use std::fs;
use std::path::PathBuf;

type Code = [u8; 4];

/// All 6,561 codes: four digits 1-9.
fn all_codes() -> Vec<Code> {
    let mut codes = Vec::new();
    for a in 1..=9 {
        for b in 1..=9 {
            for c in 1..=9 {
                for d in 1..=9 {
                    codes.push([a, b, c, d]);
                }
            }
        }
    }
    codes
}

fn text(code: Code) -> String {
    code.iter().map(|&d| char::from(b'0' + d)).collect()
}

fn decimal(code: Code) -> usize {
    code.iter().fold(0, |n, &d| n * 10 + usize::from(d))
}

fn random_code(rng: &mut Rng) -> Code {
    [0; 4].map(|_| rng.range(1, 9) as u8)
}

/// The moves, straight from the statement.
fn moves(code: Code) -> Vec<Code> {
    let mut next = Vec::new();
    for i in 0..4 {
        let mut up = code;
        up[i] = if code[i] == 9 { 1 } else { code[i] + 1 };
        next.push(up);
        let mut down = code;
        down[i] = if code[i] == 1 { 9 } else { code[i] - 1 };
        next.push(down);
    }
    for i in 0..3 {
        let mut swapped = code;
        swapped.swap(i, i + 1);
        next.push(swapped);
    }
    next
}

const UNSEEN: u8 = u8::MAX;

/// The greatest distance between two codes (found by `every_pair_of_codes`).
const FARTHEST: u8 = 16;

/// One-way BFS over every code: the distance from `source` to each code,
/// indexed by its decimal value (`UNSEEN` for numbers that are no code).
fn distances_from(source: Code) -> Vec<u8> {
    let mut distance = vec![UNSEEN; 10_000];
    distance[decimal(source)] = 0;
    let mut queue = VecDeque::from(vec![source]);
    while let Some(code) = queue.pop_front() {
        let here = distance[decimal(code)];
        for next in moves(code) {
            if distance[decimal(next)] == UNSEEN {
                distance[decimal(next)] = here + 1;
                queue.push_back(next);
            }
        }
    }
    distance
}

/// One-way BFS from the lock that stops as soon as it discovers the
/// password: the distance, and how many codes it discovered on the way.
fn one_way(lock: Code, password: Code) -> (usize, usize) {
    let mut distance = vec![UNSEEN; 10_000];
    distance[decimal(lock)] = 0;
    let mut discovered = 1;
    if lock == password {
        return (0, discovered);
    }
    let mut queue = VecDeque::from(vec![lock]);
    while let Some(code) = queue.pop_front() {
        let here = distance[decimal(code)];
        for next in moves(code) {
            if distance[decimal(next)] == UNSEEN {
                distance[decimal(next)] = here + 1;
                discovered += 1;
                if next == password {
                    return (usize::from(here) + 1, discovered);
                }
                queue.push_back(next);
            }
        }
    }
    panic!("{} cannot reach {}", text(lock), text(password));
}

/// The 24 ways to send the lock's four digits to the four places (`from[i]`
/// is the lock place whose digit ends in place `i`), each with its number of
/// inversions: the fewest neighbour swaps that perform it.
fn orderings() -> Vec<([usize; 4], usize)> {
    let mut all = Vec::new();
    for p0 in 0..4 {
        for p1 in 0..4 {
            for p2 in 0..4 {
                for p3 in 0..4 {
                    let from = [p0, p1, p2, p3];
                    if !(0..4).all(|i| from.contains(&i)) {
                        continue;
                    }
                    let mut inversions = 0;
                    for i in 0..4 {
                        for j in i + 1..4 {
                            if from[i] > from[j] {
                                inversions += 1;
                            }
                        }
                    }
                    all.push((from, inversions));
                }
            }
        }
    }
    assert_eq!(all.len(), 24);
    all
}

/// The closed form. Turns ride along with the digits they change, so a
/// solution is an ordering of the lock's digits (its inversions in neighbour
/// swaps) plus, for each digit, the shorter way round the 9-cycle to its
/// target value; the answer is the cheapest ordering.
fn closed_form(orderings: &[([usize; 4], usize)], lock: Code, password: Code) -> usize {
    let around = |a: u8, b: u8| {
        let d = usize::from(a.abs_diff(b));
        d.min(9 - d)
    };
    orderings
        .iter()
        .map(|&(from, inversions)| {
            inversions
                + (0..4)
                    .map(|i| around(lock[from[i]], password[i]))
                    .sum::<usize>()
        })
        .min()
        .unwrap()
}

/// The solution's answers to `cases`, given as one input in `layout`.
fn solve(cases: &[(Code, Code)], layout: &mut Layout) -> Vec<usize> {
    let mut input = cases.len().to_string();
    for &(lock, password) in cases {
        input.push_str(layout.gap());
        input.push_str(&text(lock));
        input.push_str(layout.gap());
        input.push_str(&text(password));
    }
    input.push_str(layout.end());
    let mut out = String::new();
    if let Err(message) = solution::solve(&input, &mut out) {
        panic!("rejected a valid input: {}", message);
    }
    let answers: Vec<usize> = out.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(answers.len(), cases.len(), "one answer per case");
    answers
}

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

fn check(cases: &[(Code, Code)], expected: &[usize], answers: &[usize]) {
    for ((&(lock, password), &want), &got) in cases.iter().zip(expected).zip(answers) {
        assert_eq!(got, want, "lock {} password {}", text(lock), text(password));
    }
}

#[test]
fn matches_one_way_bfs_on_random_cases() {
    let mut rng = Rng::new(1195);
    let mut total = 0;
    for _ in 0..40 {
        let size = rng.range(1, 100);
        let cases: Vec<(Code, Code)> = (0..size)
            .map(|_| (random_code(&mut rng), random_code(&mut rng)))
            .collect();
        let expected: Vec<usize> = cases.iter().map(|&(l, p)| one_way(l, p).0).collect();
        let answers = solve(&cases, &mut Layout::Random(Rng::new(rng.next_u64())));
        check(&cases, &expected, &answers);
        total += size;
    }
    // Near pairs: a few random moves away, where mistakes in the first
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
    let expected: Vec<usize> = cases.iter().map(|&(l, p)| one_way(l, p).0).collect();
    check(&cases, &expected, &solve(&cases, &mut Layout::Plain));
    total += cases.len();
    assert!(total >= 2_000);
}

#[test]
fn matches_closed_form_on_many_random_cases() {
    let mut rng = Rng::new(6561);
    let cases: Vec<(Code, Code)> = (0..50_000)
        .map(|_| (random_code(&mut rng), random_code(&mut rng)))
        .collect();
    let orderings = orderings();
    let expected: Vec<usize> = cases
        .iter()
        .map(|&(l, p)| closed_form(&orderings, l, p))
        .collect();
    check(&cases, &expected, &solve(&cases, &mut Layout::Plain));
}

/// Sources whose every pair is checked: the corners of the digit cycle,
/// repeated and distinct digits, and the ends of the longest paths.
const SOURCES: [&str; 10] = [
    "1111", "9999", "1234", "5555", "1357", "9182", "6666", "5511", "1919", "4321",
];

fn parse(code: &str) -> Code {
    let mut digits = [0; 4];
    for (d, b) in digits.iter_mut().zip(code.bytes()) {
        *d = b - b'0';
    }
    digits
}

#[test]
fn matches_one_way_bfs_on_every_pair_from_chosen_sources_both_ways() {
    let codes = all_codes();
    let mut rng = Rng::new(42);
    let mut sources: Vec<Code> = SOURCES.iter().map(|s| parse(s)).collect();
    sources.extend((0..10).map(|_| random_code(&mut rng)));
    for source in sources {
        let distance = distances_from(source);
        let expected: Vec<usize> = codes.iter().map(|&c| distance[decimal(c)].into()).collect();
        let out: Vec<(Code, Code)> = codes.iter().map(|&c| (source, c)).collect();
        check(&out, &expected, &solve(&out, &mut Layout::Plain));
        // The moves are reversible, so the distance back is the same.
        let back: Vec<(Code, Code)> = codes.iter().map(|&c| (c, source)).collect();
        check(&back, &expected, &solve(&back, &mut Layout::Plain));
    }
}

/// All 43 million pairs: the two references agree on every one, and the
/// solution on every pair whose lock starts with 1, which covers every pair
/// up to adding one constant to all eight digits (that changes no turn's
/// length and no swap, so no distance). Release only: half a minute.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn every_pair_of_codes() {
    let codes = all_codes();
    let orderings = orderings();
    let mut farthest = 0;
    for &lock in &codes {
        let distance = distances_from(lock);
        let expected: Vec<usize> = codes.iter().map(|&c| distance[decimal(c)].into()).collect();
        for (&password, &want) in codes.iter().zip(&expected) {
            let closed = closed_form(&orderings, lock, password);
            assert_eq!(closed, want, "{} {}", text(lock), text(password));
            farthest = farthest.max(want);
        }
        if lock[0] == 1 {
            let pairs: Vec<(Code, Code)> = codes.iter().map(|&c| (lock, c)).collect();
            check(&pairs, &expected, &solve(&pairs, &mut Layout::Plain));
        }
    }
    assert_eq!(farthest, usize::from(FARTHEST));
}

#[test]
fn a_lock_showing_the_password_costs_nothing() {
    let cases: Vec<(Code, Code)> = all_codes().into_iter().map(|c| (c, c)).collect();
    let answers = solve(&cases, &mut Layout::Plain);
    assert!(answers.iter().all(|&a| a == 0));
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
    ];
    let pairs: Vec<(Code, Code)> = cases.iter().map(|c| (parse(c.0), parse(c.1))).collect();
    let expected: Vec<usize> = cases.iter().map(|c| c.2).collect();
    for (&(l, p), &want) in pairs.iter().zip(&expected) {
        assert_eq!(one_way(l, p).0, want, "reference, {} {}", text(l), text(p));
    }
    check(&pairs, &expected, &solve(&pairs, &mut Layout::Plain));
}

fn room(folder: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(folder)
}

/// The cases of an input file, read as plainly as possible.
fn cases_of(input: &str) -> Vec<(Code, Code)> {
    let words: Vec<&str> = input.split_whitespace().collect();
    let count: usize = words[0].parse().unwrap();
    assert_eq!(words.len(), 1 + 2 * count, "a valid input file");
    words[1..]
        .chunks(2)
        .map(|pair| (parse(pair[0]), parse(pair[1])))
        .collect()
}

#[test]
fn sample_answers_are_the_references_answers() {
    let samples = samples("hdu-1195");
    assert!(samples.len() >= 4, "only {} samples", samples.len());
    for sample in &samples {
        let from_reference: Vec<String> = cases_of(&sample.input)
            .into_iter()
            .map(|(l, p)| one_way(l, p).0.to_string())
            .collect();
        let written: Vec<&str> = sample.expected.lines().collect();
        assert_eq!(written, from_reference, "{}", sample.name);
    }
}

#[test]
fn bench_inputs_are_answered_right() {
    let orderings = orderings();
    for entry in fs::read_dir(room("bench")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let input = fs::read_to_string(&path).unwrap();
        let cases = cases_of(&input);
        let expected: Vec<usize> = cases
            .iter()
            .map(|&(l, p)| closed_form(&orderings, l, p))
            .collect();
        let mut out = String::new();
        solution::solve(&input, &mut out).unwrap();
        let answers: Vec<usize> = out.lines().map(|l| l.parse().unwrap()).collect();
        assert_eq!(answers.len(), cases.len());
        check(&cases, &expected, &answers);
    }
}

/// Writes the benchmark inputs: `cargo test -p hdu-1195 -- --ignored
/// regenerate_bench_inputs`.
#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let mut rng = Rng::new(20_000);
    let random: Vec<(Code, Code)> = (0..20_000)
        .map(|_| (random_code(&mut rng), random_code(&mut rng)))
        .collect();
    // The searches' worst case: only pairs 16 steps apart.
    let codes = all_codes();
    let mut farthest = Vec::new();
    for &lock in &codes {
        let distance = distances_from(lock);
        let far = codes.iter().filter(|&&c| distance[decimal(c)] == FARTHEST);
        farthest.extend(far.map(|&c| (lock, c)));
    }
    let farthest: Vec<(Code, Code)> = (0..10_000).map(|_| *rng.pick(&farthest)).collect();
    for (name, cases) in [("random-20000", random), ("farthest-10000", farthest)] {
        // The judge's layout: a blank line after each case.
        let mut input = format!("{}\n", cases.len());
        for (lock, password) in cases {
            input.push_str(&format!("{}\n{}\n\n", text(lock), text(password)));
        }
        fs::write(room("bench").join(format!("{}.in", name)), input).unwrap();
    }
}

/// Prints what the two searches discover on the benchmark inputs, and the
/// distances between all pairs: `cargo test --release -p hdu-1195 --
/// --ignored --nocapture figures`.
#[test]
#[ignore]
fn figures() {
    let mut search = solution::LockSearch::new();
    for name in ["random-20000", "farthest-10000"] {
        let input = fs::read_to_string(room("bench").join(format!("{}.in", name))).unwrap();
        let (mut one_way_total, mut both_total) = (0, 0);
        let (mut one_way_most, mut both_most) = (0, 0);
        let cases = cases_of(&input);
        for &(lock, password) in &cases {
            let (steps, one_way_found) = one_way(lock, password);
            let both_found = if lock == password {
                1
            } else {
                let code = |c: Code| c.iter().fold(0, |n, &d| n * 9 + u16::from(d - 1));
                assert_eq!(search.steps(code(lock), code(password)), steps);
                search.discovered()
            };
            one_way_total += one_way_found;
            both_total += both_found;
            one_way_most = one_way_most.max(one_way_found);
            both_most = both_most.max(both_found);
        }
        let n = cases.len() as f64;
        println!(
            "{}: codes discovered per case, one-way mean {:.0} max {}, bidirectional mean {:.0} max {}",
            name,
            one_way_total as f64 / n,
            one_way_most,
            both_total as f64 / n,
            both_most
        );
    }
    let codes = all_codes();
    let mut histogram = [0u64; 32];
    for &lock in &codes {
        let distance = distances_from(lock);
        for &c in &codes {
            histogram[usize::from(distance[decimal(c)])] += 1;
        }
    }
    println!("pairs at distance 0..: {:?}", histogram);
    let mut farthest = Vec::new();
    for &lock in &codes {
        let distance = distances_from(lock);
        let far = codes.iter().filter(|&&c| distance[decimal(c)] == FARTHEST);
        farthest.extend(far.map(|&c| format!("{} {}", text(lock), text(c))));
    }
    println!(
        "{} pairs {} apart, e.g. {:?}",
        farthest.len(),
        FARTHEST,
        &farthest[..20]
    );
}
