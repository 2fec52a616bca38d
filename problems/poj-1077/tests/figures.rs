//! The measurements behind the choice of method (NOTES.md): states expanded and time per
//! method on the hardest puzzles, the official sample and the solvable puzzles of
//! `bench/many.in`. Not a check, so ignored; run it optimised:
//!
//!     cargo test --release -p poj-1077 --test figures -- --ignored --nocapture

mod common;

use common::{Board, Reference, GOAL};
use poj_1077::contest::{self, successors as neighbours};
use poj_1077::fast;
use poj_1077::lab::LAB;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::{Duration, Instant};
use template::hash::FastMap;

/// The solution's encoding: tiles 1-8, 0 for the space.
fn encode(board: &Board) -> [u8; 9] {
    board.map(|c| if c == b'x' { 0 } else { c - b'0' })
}

const GOAL_CELLS: [u8; 9] = contest::GOAL;

/// One-way BFS from the board until the goal is generated: (moves, boards expanded).
fn one_way(board: &[u8; 9]) -> (usize, usize) {
    let mut expanded = 0;
    let moves = template::bfs::distance(
        *board,
        |b| *b == GOAL_CELLS,
        |b| {
            expanded += 1;
            neighbours(b)
        },
        usize::MAX,
    );
    (moves.unwrap(), expanded)
}

/// The template's bidirectional BFS, as the solution calls it: (moves, boards expanded).
fn bidirectional(board: &[u8; 9]) -> (usize, usize) {
    let expanded = std::cell::Cell::new(0);
    let count = |b: &[u8; 9]| {
        expanded.set(expanded.get() + 1);
        neighbours(b)
    };
    let path = template::bibfs::path(*board, GOAL_CELLS, count, count, usize::MAX);
    (path.unwrap().len() - 1, expanded.get())
}

/// A* with the Manhattan distance of the tiles (admissible: each move shifts one tile by
/// one cell), with re-opening; (moves, boards expanded).
fn a_star(board: &[u8; 9]) -> (usize, usize) {
    let manhattan = |b: &[u8; 9]| -> usize {
        let mut sum = 0;
        for (cell, &tile) in b.iter().enumerate() {
            if tile != 0 {
                let home = tile as usize - 1;
                sum += (cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3);
            }
        }
        sum
    };
    // The same hasher as the searches it is compared with.
    let mut best: FastMap<[u8; 9], usize> = FastMap::default();
    let mut open = BinaryHeap::new();
    best.insert(*board, 0);
    open.push(Reverse((manhattan(board), 0, *board)));
    let mut expanded = 0;
    while let Some(Reverse((_, moves, b))) = open.pop() {
        if b == GOAL_CELLS {
            return (moves, expanded);
        }
        if best[&b] < moves {
            continue;
        }
        expanded += 1;
        for next in neighbours(&b) {
            if best.get(&next).map_or(true, |&m| moves + 1 < m) {
                best.insert(next, moves + 1);
                open.push(Reverse((moves + 1 + manhattan(&next), moves + 1, next)));
            }
        }
    }
    unreachable!("the board is solvable")
}

/// The median of `runs` timings of `work`.
fn median_time(runs: usize, mut work: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

type Method = fn(&[u8; 9]) -> (usize, usize);

#[test]
#[ignore]
fn methods() {
    let reference = Reference::new();
    let mut hardest: Vec<Board> = reference
        .distance
        .iter()
        .filter(|&(_, &d)| d == 31)
        .map(|(&b, _)| b)
        .collect();
    hardest.sort_unstable();
    let bench = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/many.in");
    let many = common::parse_boards(&std::fs::read_to_string(bench).unwrap());
    let solvable: Vec<Board> = many
        .iter()
        .copied()
        .filter(|b| reference.distance.contains_key(b))
        .collect();
    let official: Board = *b"23415x768";

    let methods: [(&str, Method); 3] = [
        ("one-way BFS from the board", one_way),
        ("bidirectional BFS", bidirectional),
        ("A*, Manhattan distance", a_star),
    ];
    println!("| method | puzzle | moves | boards expanded | time (median of 5) |");
    println!("|---|---|---|---|---|");
    for (name, method) in methods {
        for (label, board) in [
            ("hardest A", hardest[0]),
            ("hardest B", hardest[1]),
            ("official", official),
        ] {
            let cells = encode(&board);
            let (moves, expanded) = method(&cells);
            assert_eq!(moves, reference.distance[&board]);
            let time = median_time(5, || {
                method(&cells);
            });
            println!("| {name} | {label} | {moves} | {expanded} | {} |", ms(time));
        }
        let cells: Vec<[u8; 9]> = solvable.iter().map(encode).collect();
        let expanded: usize = cells.iter().map(|c| method(c).1).sum();
        let time = median_time(3, || {
            for c in &cells {
                method(c);
            }
        });
        println!(
            "| {name} | {} random solvable, each | {:.1} avg | {} avg | {} avg, {} total |",
            cells.len(),
            solvable
                .iter()
                .map(|b| reference.distance[b])
                .sum::<usize>() as f64
                / solvable.len() as f64,
            expanded / cells.len(),
            ms(time / cells.len() as u32),
            ms(time)
        );
    }

    // The solution's two paths, through `solve`. Eleven goal boards force the table and cost
    // nothing to walk: that is the table alone.
    let goal_line = common::text(&GOAL) + "\n";
    let table_only = goal_line.repeat(fast::PER_PUZZLE_LIMIT + 1);
    let many_input = common::input_of(&many);
    let hardest_input = common::input_of(&hardest[..1]);
    for (label, input) in [
        ("table alone (goal x 11)", &table_only),
        ("2,000 random (table)", &many_input),
        ("hardest alone (bidirectional)", &hardest_input),
    ] {
        let time = median_time(9, || {
            let mut out = String::new();
            fast::solve(input, &mut out).unwrap();
        });
        println!("solve, {label}: {}", ms(time));
    }
    // The contest version builds its table for every input: one puzzle costs the table.
    for (label, input) in [
        ("goal alone (the table)", &goal_line),
        ("hardest alone", &hardest_input),
        ("2,000 random", &many_input),
    ] {
        let time = median_time(9, || {
            let mut out = String::new();
            contest::solve(input, &mut out).unwrap();
        });
        println!("contest solve, {label}: {}", ms(time));
    }
}

/// What the chapter's chart draws (`cargo trace poj-1077 < samples/poj-1077/official.in`):
/// each layer of the one-way search and of the two sides of the bidirectional one.
#[test]
#[ignore]
fn the_chart_input_traced() {
    let input = std::fs::read_to_string(judging::workspace::root().join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    println!("{}", traced.title);
    for search in [&traced.one_way, &traced.two_way] {
        for layer in &search.layers {
            println!("{:?}", layer);
        }
        println!(
            "distance {:?}, stored {}, generated {}\n",
            search.distance,
            search.stored(),
            search.generated()
        );
    }
    println!("meeting: {:?}", traced.meeting);
}
