//! The solution against a one-way breadth-first search that shares none of
//! its code: coordinates as the statement gives them, a configuration as a
//! sorted array of `(row, column)` pairs, the moves written out plainly, a
//! standard `HashMap` for the distances. It is slow but hard to get wrong.
//!
//! The bench input is written by `regenerate_bench_inputs` (ignored; run it
//! with `cargo test --release -p hdu-1401 -- --ignored regenerate_bench_inputs`)
//! and `states_touched` prints what the bidirectional search saves
//! (`cargo test --release -p hdu-1401 -- --ignored --nocapture states_touched`).

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use scripts::testing::{samples, Rng};
use std::collections::{HashMap, VecDeque};
use std::fmt::Write;
use std::path::Path;

/// The problem's limit on the number of moves.
const LIMIT: usize = 8;

/// Four pieces as `(row, column)`, rows and columns 1..=8, sorted: the
/// pieces are identical, so two orders of the same cells are one state.
type Config = [(i8, i8); 4];

fn normalised(mut config: Config) -> Config {
    config.sort_unstable();
    config
}

fn on_board((row, column): (i8, i8)) -> bool {
    (1..=8).contains(&row) && (1..=8).contains(&column)
}

/// Every configuration one move away: a piece steps to an empty orthogonal
/// neighbour, or jumps over an orthogonally adjacent piece onto the empty
/// cell right behind it, never off the board.
fn successors(config: &Config) -> Vec<Config> {
    let occupied = |cell: (i8, i8)| config.contains(&cell);
    let mut result = Vec::new();
    for piece in 0..4 {
        let (row, column) = config[piece];
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let neighbour = (row + dr, column + dc);
            let behind = (row + 2 * dr, column + 2 * dc);
            let to = if !on_board(neighbour) {
                continue;
            } else if !occupied(neighbour) {
                neighbour
            } else if on_board(behind) && !occupied(behind) {
                behind
            } else {
                continue;
            };
            let mut moved = *config;
            moved[piece] = to;
            result.push(normalised(moved));
        }
    }
    result
}

/// Every configuration within `depth` moves of `start`, with its distance.
fn distances(start: Config, depth: usize) -> HashMap<Config, usize> {
    let start = normalised(start);
    let mut distance = HashMap::new();
    distance.insert(start, 0);
    let mut queue = VecDeque::new();
    queue.push_back(start);
    while let Some(config) = queue.pop_front() {
        let d = distance[&config];
        if d == depth {
            continue;
        }
        for next in successors(&config) {
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

/// One-way search from `start` that stops as soon as it finds `target`:
/// whether it did, and how many configurations it stored on the way.
fn one_way(start: Config, target: Config) -> (bool, usize) {
    let (start, target) = (normalised(start), normalised(target));
    let mut seen = HashMap::new();
    seen.insert(start, ());
    let mut layer = vec![start];
    if start == target {
        return (true, 1);
    }
    for _ in 0..LIMIT {
        let mut next_layer = Vec::new();
        for config in &layer {
            for next in successors(config) {
                if seen.insert(next, ()).is_none() {
                    if next == target {
                        return (true, seen.len());
                    }
                    next_layer.push(next);
                }
            }
        }
        layer = next_layer;
    }
    (false, seen.len())
}

fn distinct_cells(rng: &mut Rng, mut draw: impl FnMut(&mut Rng) -> (i8, i8)) -> Config {
    let mut config = [(0, 0); 4];
    let mut placed = 0;
    while placed < 4 {
        let cell = draw(rng);
        if !config[..placed].contains(&cell) {
            config[placed] = cell;
            placed += 1;
        }
    }
    normalised(config)
}

/// Starts of three kinds: anywhere; packed into a 3×3 window, where jumps
/// abound; on the border, where steps and jumps run off the board.
fn random_start(rng: &mut Rng) -> Config {
    match rng.below(3) {
        0 => distinct_cells(rng, |rng| (rng.range(1, 8) as i8, rng.range(1, 8) as i8)),
        1 => {
            let (top, left) = (rng.range(1, 6) as i8, rng.range(1, 6) as i8);
            distinct_cells(rng, |rng| {
                (top + rng.below(3) as i8, left + rng.below(3) as i8)
            })
        }
        _ => distinct_cells(rng, |rng| {
            let along = rng.range(1, 8) as i8;
            let edge = if rng.chance(1, 2) { 1 } else { 8 };
            if rng.chance(1, 2) {
                (edge, along)
            } else {
                (along, edge)
            }
        }),
    }
}

fn random_walk(start: Config, steps: usize, rng: &mut Rng) -> Config {
    let mut config = start;
    for _ in 0..steps {
        config = *rng.pick(&successors(&config));
    }
    config
}

/// One input line, the pieces in a random order (the solution must not
/// care about it).
fn line(config: &Config, rng: &mut Rng) -> String {
    let mut pieces = *config;
    rng.shuffle(&mut pieces);
    let numbers: Vec<String> = pieces
        .iter()
        .map(|(row, column)| format!("{} {}", row, column))
        .collect();
    numbers.join(" ") + "\n"
}

/// The cases of an input file, as (start, target) pairs: 16 numbers a
/// case, laid out over lines in any way.
fn parse_cases(input: &str) -> Vec<(Config, Config)> {
    let numbers: Vec<i8> = input
        .split_ascii_whitespace()
        .map(|word| word.parse().unwrap())
        .collect();
    assert_eq!(numbers.len() % 16, 0);
    let config = |eight: &[i8]| {
        let mut config = [(0, 0); 4];
        for (piece, pair) in eight.chunks(2).enumerate() {
            config[piece] = (pair[0], pair[1]);
        }
        config
    };
    numbers
        .chunks(16)
        .map(|case| (config(&case[..8]), config(&case[8..])))
        .collect()
}

fn solve(input: &str) -> Vec<String> {
    let mut out = String::new();
    solution::solve(input, &mut out).expect("a well-formed input");
    out.lines().map(str::to_string).collect()
}

fn yes_no(reachable: bool) -> &'static str {
    if reachable {
        "YES"
    } else {
        "NO"
    }
}

/// The configurations within `LIMIT + 1` moves of `start`, by distance.
/// Distance 9 comes cheaply from the ball of radius 8: since every move can
/// be undone, a configuration outside it is 9 moves away exactly when one
/// of its neighbours is 8 moves away. Each list is sorted, so that picks
/// from it do not depend on the hash map's order.
fn by_distance(start: Config) -> Vec<Vec<Config>> {
    let ball = distances(start, LIMIT);
    let mut rings = vec![Vec::new(); LIMIT + 2];
    for (&config, &distance) in &ball {
        rings[distance].push(config);
        if distance == LIMIT {
            for next in successors(&config) {
                if !ball.contains_key(&next) {
                    rings[LIMIT + 1].push(next);
                }
            }
        }
    }
    for ring in &mut rings {
        ring.sort_unstable();
        ring.dedup();
    }
    rings
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
    let received = solve(&input);
    assert_eq!(received.len(), expected.len());
    let cases = parse_cases(&input);
    for (i, (want, got)) in expected.iter().zip(&received).enumerate() {
        assert_eq!(
            got,
            want,
            "case {}: {:?} -> {:?}",
            i + 1,
            cases[i].0,
            cases[i].1
        );
    }
    // The mix must hold what the test is for: every distance up to the
    // limit, the limit missed by one, and far-off targets.
    assert_eq!(expected.len(), 2400);
    assert!(
        count_by_distance.iter().all(|&count| count >= 20),
        "{:?}",
        count_by_distance
    );
    println!(
        "cases by reference distance (10 = more than 9): {:?}",
        count_by_distance
    );
}

#[test]
fn samples_agree_with_the_reference() {
    let samples = samples("hdu-1401");
    assert!(samples.len() >= 5, "only {} samples", samples.len());
    for sample in &samples {
        let want: Vec<&str> = sample.expected.lines().map(str::trim_end).collect();
        let cases = parse_cases(&sample.input);
        assert_eq!(cases.len(), want.len(), "{}", sample.name);
        for (i, &(start, target)) in cases.iter().enumerate() {
            let reachable = distances(start, LIMIT).contains_key(&normalised(target));
            assert_eq!(want[i], yes_no(reachable), "{} case {}", sample.name, i + 1);
        }
    }
}

fn bench_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/mixed-2000.in")
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
    let received = solve(&input);
    assert_eq!(cases.len(), 2000);
    assert_eq!(received, labels);
    let unreachable = labels.iter().filter(|&&a| a == "NO").count();
    assert_eq!(unreachable, 1000);
    let stride = if cfg!(debug_assertions) { 40 } else { 4 };
    for (i, &(start, target)) in cases.iter().enumerate().step_by(stride) {
        let (reachable, _) = one_way(start, target);
        assert_eq!(labels[i], yes_no(reachable), "bench case {}", i + 1);
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
            let at_distance: Vec<Config> = ball
                .iter()
                .filter(|&(_, &d)| d == distance)
                .map(|(&config, _)| config)
                .collect();
            let mut candidates = at_distance;
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
    std::fs::write(bench_path(), input).unwrap();
    std::fs::write(bench_path().with_extension("out"), labels).unwrap();
}

#[test]
#[ignore]
fn states_touched() {
    // What each search stores per case on the bench input: the one-way
    // reference (stopping at the target) and the solution's two sides.
    let input = std::fs::read_to_string(bench_path()).unwrap();
    let cases = parse_cases(&input);
    let mut search = solution::Search::default();
    let board = |config: &Config| {
        config
            .iter()
            .fold(0u64, |b, &(r, c)| b | 1 << (8 * (r - 1) + (c - 1)))
    };
    let mut report = String::new();
    for want in [true, false] {
        let (mut one_way_total, mut one_way_max) = (0, 0);
        let (mut two_way_total, mut two_way_max) = (0, 0);
        let mut count = 0;
        for &(start, target) in &cases {
            let before = search.boards_reached;
            let answer = search.within_limit(board(&start), board(&target));
            if answer != want {
                continue;
            }
            let two_way = (search.boards_reached - before) as usize;
            let (reachable, one_way) = one_way(start, target);
            assert_eq!(reachable, answer);
            count += 1;
            one_way_total += one_way;
            one_way_max = one_way_max.max(one_way);
            two_way_total += two_way;
            two_way_max = two_way_max.max(two_way);
        }
        writeln!(
            report,
            "{} cases {}: one-way mean {} max {}; bidirectional mean {} max {}",
            count,
            yes_no(want),
            one_way_total / count,
            one_way_max,
            two_way_total / count,
            two_way_max
        )
        .unwrap();
    }
    print!("{}", report);
}
