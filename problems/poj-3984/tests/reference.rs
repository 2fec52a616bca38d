//! Correctness in bulk: the solution's `solve` (the only version: `src/main.rs`),
//! called in-process, against the brute-force reference (tests/common) on every
//! grid there is (release builds) and on thousands of random ones with random
//! layouts. Every answer is judged by the collection's checker, which accepts
//! any shortest path.

mod common;

use common::{Shortest, Walls};
use judging::testing::{samples, Rng};
use poj_3984::fast as solution;
use poj_3984::lab::check;

/// Runs `solve` on `input` (the grid `walls` in some layout) and asserts
/// what the reference says: a path the checker accepts, or a one-line
/// error and no output when there is no path. Returns the reference's
/// finding for the caller's tally.
fn assert_solved(walls: &Walls, input: &str) -> Option<Shortest> {
    let mut out = String::new();
    let result = solution::solve(input, &mut out);
    let best = common::shortest(walls);
    match &best {
        Some(best) => {
            assert!(
                result.is_ok(),
                "{:?} on a solvable grid:\n{}",
                result,
                input
            );
            if let Err(why) = check(input, &common::answer(&best.path), &out) {
                panic!("{}\ninput:\n{}\noutput:\n{}", why, input, out);
            }
        }
        None => {
            let message = result.expect_err(&format!("accepted a grid with no path:\n{}", input));
            assert!(out.is_empty() && !message.contains('\n'), "{:?}", message);
        }
    }
    best
}

#[test]
fn random_grids_match_the_reference() {
    let mut rng = Rng::new(3984);
    let (mut solved, mut with_ties, mut without_path) = (0, 0, 0);
    for _ in 0..6000 {
        let wall_percent = rng.range(0, 50);
        let walls = common::random(&mut rng, wall_percent);
        let input = if rng.chance(1, 2) {
            common::render(&walls)
        } else {
            common::render_ragged(&walls, &mut rng)
        };
        match assert_solved(&walls, &input) {
            Some(best) => {
                solved += 1;
                with_ties += usize::from(best.count > 1);
            }
            None => without_path += 1,
        }
    }
    // The mix the test relies on: mostly solvable grids, most of them with
    // several shortest paths (any must do), some with a unique one (the
    // judge's kind), and plenty with none. Seeded: 3,982 solvable (237 of
    // them unique) and 2,018 without a path.
    let unique = solved - with_ties;
    assert!(solved >= 3500, "only {} solvable grids", solved);
    assert!(with_ties >= 3000, "only {} grids with ties", with_ties);
    assert!(unique >= 150, "only {} grids with a unique path", unique);
    assert!(
        without_path >= 1500,
        "only {} grids without a path",
        without_path
    );
}

/// All 2^23 grids with open corners, on two threads (about 12 s); release
/// builds only.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn every_grid_matches_the_reference() {
    let grids = 1u32 << (common::SIZE * common::SIZE - 2);
    let halves = [0..grids / 2, grids / 2..grids];
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = halves
            .into_iter()
            .map(|masks| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for mask in masks {
                        let walls = common::from_mask(mask);
                        let input = common::render(&walls);
                        if let Some(best) = assert_solved(&walls, &input) {
                            tally.by_length[best.path.len()] += 1;
                            tally.with_ties += usize::from(best.count > 1);
                        }
                    }
                    tally
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    // The figures NOTES.md quotes: how many grids have a shortest path of
    // each length (in cells), and how many have more than one.
    let lengths: Vec<(usize, usize)> = (0..=common::SIZE * common::SIZE)
        .map(|n| (n, tallies.iter().map(|t| t.by_length[n]).sum()))
        .filter(|&(_, grids)| grids > 0)
        .collect();
    assert_eq!(
        lengths,
        [(9, 1_205_940), (11, 17_848), (13, 1_356), (15, 48), (17, 2)]
    );
    let with_ties: usize = tallies.iter().map(|t| t.with_ties).sum();
    assert_eq!(with_ties, 865_180);
}

#[derive(Default)]
struct Tally {
    /// Solvable grids by the length of their shortest path, in cells.
    by_length: [usize; 26],
    /// Solvable grids with more than one shortest path.
    with_ties: usize,
}

#[test]
fn every_sample_output_is_a_shortest_path() {
    let samples = samples("poj-3984");
    assert!(samples.len() >= 6, "only {} samples", samples.len());
    for sample in &samples {
        let best = common::shortest(&common::parse(&sample.input))
            .unwrap_or_else(|| panic!("{}: no path", sample.name));
        let shortest = common::answer(&best.path);
        if let Err(why) = check(&sample.input, &shortest, &sample.expected) {
            panic!("{}.out: {}", sample.name, why);
        }
    }
}

#[test]
fn malformed_inputs_get_a_message_that_says_what_is_wrong() {
    let open = "0 ".repeat(25);
    let with = |index: usize, token: &str| {
        let mut cells = vec!["0"; 25];
        cells[index] = token;
        cells.join(" ")
    };
    let cases = [
        (
            String::new(),
            "cell (0, 0): the input ends where a 0 or 1 was expected",
        ),
        (
            "0 ".repeat(24),
            "cell (4, 4): the input ends where a 0 or 1 was expected",
        ),
        (
            open.clone() + "0",
            "the input goes on after the 25 cells of the maze",
        ),
        (with(8, "2"), "cell (1, 3): expected a 0 or 1, found `2`"),
        (with(5, "01"), "cell (1, 0): expected a 0 or 1, found `01`"),
        (with(0, "1"), "the start cell (0, 0) is a wall"),
        (with(24, "1"), "the goal cell (4, 4) is a wall"),
        (
            "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 1 0".to_string(),
            "no path of open cells leads from (0, 0) to (4, 4)",
        ),
    ];
    for (input, message) in cases {
        let mut out = String::new();
        assert_eq!(
            solution::solve(&input, &mut out),
            Err(message.to_string()),
            "input: {:?}",
            input
        );
        assert!(out.is_empty());
    }
}

fn bench_dir() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/bench").to_string()
}

/// The bench input is the official sample: this maze is a single grid of
/// 25 cells, so no input is heavier than any other (see NOTES.md).
#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let official = samples("poj-3984")
        .into_iter()
        .find(|sample| sample.name == "official")
        .unwrap();
    judging::testing::write_if_changed(bench_dir() + "/official.in", official.input);
}

#[test]
fn bench_inputs_are_listed_and_answered_right() {
    let budgets = std::fs::read_to_string(bench_dir() + "/budgets.txt").unwrap();
    let listed: Vec<&str> = budgets
        .lines()
        .filter_map(|line| line.split('#').next().unwrap().split_whitespace().next())
        .collect();
    assert!(!listed.is_empty());
    for name in listed {
        let input = std::fs::read_to_string(format!("{}/{}", bench_dir(), name)).unwrap();
        assert!(assert_solved(&common::parse(&input), &input).is_some());
    }
}

/// Writes the samples' expected outputs from the reference (run after
/// adding a sample; `every_sample_output_is_a_shortest_path` re-checks them).
#[test]
#[ignore]
fn regenerate_sample_outputs() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../samples/poj-3984");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(false, |ext| ext == "in") {
            let input = std::fs::read_to_string(&path).unwrap();
            let best = common::shortest(&common::parse(&input)).unwrap();
            judging::testing::write_if_changed(
                path.with_extension("out"),
                common::answer(&best.path),
            );
        }
    }
}
