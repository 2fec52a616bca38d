//! The reference shared by the test files: a one-way breadth-first search
//! that shares none of the solutions' code. Coordinates as the statement
//! gives them, a board as a sorted array of `(row, column)` pairs, the moves
//! written out plainly, a standard `HashMap`. Slow, but hard to get wrong.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use judging::testing::Rng;
use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

/// The problem's limit on the number of moves.
pub const LIMIT: usize = 8;

/// A version's whole-input entry point, as `scan::run` calls it.
pub type Solve = fn(&str, &mut String) -> Result<(), String>;

/// Four pieces as `(row, column)`, rows and columns 1..=8, sorted: the
/// pieces are identical, so two orders of the same cells are one board.
pub type Config = [(i8, i8); 4];

pub fn normalised(mut config: Config) -> Config {
    config.sort_unstable();
    config
}

fn on_board((row, column): (i8, i8)) -> bool {
    (1..=8).contains(&row) && (1..=8).contains(&column)
}

/// Every board one move away: a piece steps to an empty orthogonal
/// neighbour, or jumps over an orthogonally adjacent piece onto the empty
/// cell right behind it, never off the board.
pub fn successors(config: &Config) -> Vec<Config> {
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

/// Every board within `depth` moves of `start`, with its distance.
pub fn distances(start: Config, depth: usize) -> HashMap<Config, usize> {
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
/// whether it did within `LIMIT` moves.
pub fn one_way(start: Config, target: Config) -> bool {
    let (start, target) = (normalised(start), normalised(target));
    if start == target {
        return true;
    }
    let mut seen = HashMap::new();
    seen.insert(start, ());
    let mut layer = vec![start];
    for _ in 0..LIMIT {
        let mut next_layer = Vec::new();
        for config in &layer {
            for next in successors(config) {
                if seen.insert(next, ()).is_none() {
                    if next == target {
                        return true;
                    }
                    next_layer.push(next);
                }
            }
        }
        layer = next_layer;
    }
    false
}

/// The boards within `LIMIT + 1` moves of `start`, by distance. Distance 9
/// comes cheaply from the ball of radius 8: since every move can be undone,
/// a board outside it is 9 moves away exactly when one of its neighbours is
/// 8 moves away. Each list is sorted, so that picks from it do not depend
/// on the hash map's order.
pub fn by_distance(start: Config) -> Vec<Vec<Config>> {
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
pub fn random_start(rng: &mut Rng) -> Config {
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

pub fn random_walk(start: Config, steps: usize, rng: &mut Rng) -> Config {
    let mut config = start;
    for _ in 0..steps {
        config = *rng.pick(&successors(&config));
    }
    config
}

/// One input line, the pieces in a random order (the solutions must not
/// care about it).
pub fn line(config: &Config, rng: &mut Rng) -> String {
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
pub fn parse_cases(input: &str) -> Vec<(Config, Config)> {
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

/// `solve`'s answers to a whole input, which must be valid.
pub fn answers(solve: Solve, input: &str) -> Vec<String> {
    let mut out = String::new();
    solve(input, &mut out).expect("a well-formed input");
    out.lines().map(str::to_string).collect()
}

pub fn yes_no(reachable: bool) -> &'static str {
    if reachable {
        "YES"
    } else {
        "NO"
    }
}

pub fn bench_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("bench/mixed-2000.in")
}
