//! `src/main.rs`'s `solve`, called in-process, against a one-way BFS written here from the
//! statement: a few thousand random pairs and the edge cases; and the lab's (`src/lab.rs`)
//! inputs, shrinking and traces against `solve`. (replace: the references of the
//! problem, written from its statement alone, and every version's `solve`; add the contest
//! version to `src/lib.rs` and test it here too.)

use judging::testing::Rng;
use std::collections::VecDeque;
use @crate@::fast;
use @crate@::lab::LAB;

/// The stand-in's range, from the statement.
const LIMIT: usize = 100_000;

/// The fewest moves from `start` to every number of the range: a plain one-way BFS over the
/// statement's moves, written again here rather than taken from the solution.
fn moves_from(start: usize) -> Vec<usize> {
    let mut moves = vec![usize::MAX; LIMIT + 1];
    moves[start] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(x) = queue.pop_front() {
        // From 0, x - 1 wraps around far past the range and is dropped with 2x past it.
        for next in [x.wrapping_sub(1), x + 1, 2 * x] {
            if next <= LIMIT && moves[next] == usize::MAX {
                moves[next] = moves[x] + 1;
                queue.push_back(next);
            }
        }
    }
    moves
}

/// `solve`'s answer to the input `start goal`.
fn answer(start: usize, goal: usize) -> usize {
    let input = format!("{} {}\n", start, goal);
    let mut out = String::new();
    fast::solve(&input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.trim_end()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {:?} for {:?}", out, input))
}

/// Asserts `solve`'s answer to `start goal`.
fn check(start: usize, goal: usize, expected: usize) {
    assert_eq!(answer(start, goal), expected, "{} -> {}", start, goal);
}

#[test]
fn matches_one_way_bfs_on_random_pairs() {
    let mut rng = Rng::new(1);
    for _ in 0..30 {
        // Numbers up to 100, 10,000 or the whole range: near pairs and far ones.
        let most = *rng.pick(&[100, 10_000, LIMIT]);
        let start = rng.range(0, most);
        let reference = moves_from(start);
        for _ in 0..100 {
            let goal = rng.range(0, most);
            check(start, goal, reference[goal]);
        }
    }
}

#[test]
fn start_equal_to_goal_costs_nothing() {
    for x in [0, 1, 2, 17, LIMIT / 2, LIMIT - 1, LIMIT] {
        check(x, x, 0);
    }
}

#[test]
fn the_ends_of_the_range_match_one_way_bfs() {
    for end in [0, LIMIT] {
        let reference = moves_from(end);
        for other in (0..=LIMIT).step_by(997).chain([1, LIMIT - 1, LIMIT - end]) {
            check(end, other, reference[other]);
            check(other, end, moves_from(other)[end]);
        }
    }
    // Nothing halves going forwards: from the top, the only way down is one step at a time.
    check(LIMIT, 0, LIMIT);
    check(5, 17, 4);
}

/// `solve`'s answer to `input`, which must be valid.
fn answer_to(input: &str) -> usize {
    let mut out = String::new();
    fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.trim_end().parse().unwrap()
}

#[test]
fn the_lab_s_inputs_are_valid_and_hold_the_traps() {
    let mut rng = Rng::new(1);
    let mut already_there = 0;
    for number in 0..400 {
        let input = (LAB.generate)(&mut rng, number % 101);
        already_there += usize::from(answer_to(&input) == 0);
    }
    assert!(already_there > 400 / 16, "{}", already_there);
    let draw = || (LAB.generate)(&mut Rng::new(3), 50);
    assert_eq!(draw(), draw());
}

#[test]
fn the_lab_s_shrinking_gives_valid_smaller_inputs() {
    let input = "90000 12345\n";
    let smaller = (LAB.shrink)(input);
    assert_eq!(smaller[0], "45000 6172\n");
    for candidate in &smaller {
        let (start, goal) = fast::read_input(candidate).unwrap();
        assert!(start + goal < 90000 + 12345, "{:?}", candidate);
        answer_to(candidate);
    }
    assert!((LAB.shrink)("0 0\n").is_empty());
}

#[test]
fn the_lab_s_traced_distances_are_the_solution_s_answers_on_the_samples() {
    for sample in judging::testing::samples("@id@") {
        let traced = (LAB.trace)(&sample.input, 1).unwrap();
        let moves = answer_to(&sample.input);
        assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
        assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
        assert!((LAB.trace)(&sample.input, 2).is_err());
    }
}
