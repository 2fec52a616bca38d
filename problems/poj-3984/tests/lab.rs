//! The lab (`src/lab.rs`): its random mazes are valid and draw the traps,
//! shrinking keeps a maze valid and removes walls, the trace agrees with the
//! solution, and the checker accepts any shortest path and nothing else.

use judging::testing::Rng;
use poj_3984::lab::{check, LAB};

fn solve(input: &str) -> Result<String, String> {
    let mut out = String::new();
    poj_3984::fast::solve(input, &mut out).map(|()| out)
}

fn walls(input: &str) -> usize {
    input.split_ascii_whitespace().filter(|&t| t == "1").count()
}

#[test]
fn generated_mazes_are_accepted_and_the_traps_appear() {
    let mut rng = Rng::new(3984);
    let (mut open, mut snakes, mut detours, mut one_line) = (0, 0, 0, 0);
    for round in 0..4000 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let answer = solve(&input).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        let moves = answer.lines().count() - 1;
        open += usize::from(walls(&input) == 0);
        snakes += usize::from(moves == 16);
        detours += usize::from(moves > 8);
        one_line += usize::from(input.lines().count() == 1);
    }
    assert!(open > 150, "{} open grids", open);
    assert!(snakes > 150, "{} snakes", snakes);
    assert!(detours > 600, "{} detours", detours);
    assert!(one_line > 300, "{} one-line layouts", one_line);
}

#[test]
fn generation_is_deterministic() {
    let (mut a, mut b) = (Rng::new(5), Rng::new(5));
    for size in 0..=100 {
        assert_eq!((LAB.generate)(&mut a, size), (LAB.generate)(&mut b, size));
    }
}

#[test]
fn shrink_candidates_are_valid_and_smaller() {
    let mut rng = Rng::new(77);
    for round in 0..300 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let candidates = (LAB.shrink)(&input);
        for candidate in &candidates {
            assert_ne!(candidate, &input);
            assert!(walls(candidate) <= walls(&input));
            assert!(solve(candidate).is_ok(), "{:?}", candidate);
        }
        if walls(&input) > 0 {
            // The open grid comes first (after the input rewritten as rows).
            assert!(candidates.iter().take(2).any(|c| walls(c) == 0));
        }
    }
    let open = "0 0 0 0 0\n".repeat(5);
    assert!((LAB.shrink)(&open).is_empty());
    assert_eq!((LAB.shrink)(&open.replace('\n', " ")), [open]);
}

#[test]
fn traced_distances_are_the_solution_s() {
    for sample in judging::testing::samples("poj-3984") {
        let traced = (LAB.trace)(&sample.input, 1).unwrap();
        let moves = solve(&sample.input).unwrap().lines().count() - 1;
        assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
        assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
        assert!(traced.meeting.is_some());
    }
    assert!((LAB.trace)("0 ".repeat(25).as_str(), 2).is_err());
    assert!((LAB.trace)(&"1 ".repeat(25), 1).is_err());
}

#[test]
fn the_chart_input_is_a_sample() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    assert_eq!(traced.one_way.distance, Some(8));
}

const MAZE: &str = "0 1 0 0 0\n0 1 0 1 0\n0 0 0 0 0\n0 1 1 1 0\n0 0 0 1 0\n";
const MAZE_PATH: &str = "(0, 0)\n(1, 0)\n(2, 0)\n(2, 1)\n(2, 2)\n(2, 3)\n(2, 4)\n(3, 4)\n(4, 4)\n";

/// `"00 10 20"` becomes the lines `(0, 0)`, `(1, 0)`, `(2, 0)`.
fn path(cells: &str) -> String {
    let line = |rc: &str| format!("({}, {})\n", &rc[..1], &rc[1..]);
    cells.split(' ').map(line).collect()
}

#[test]
fn maze_accepts_the_sample_and_any_other_shortest_path() {
    assert_eq!(check(MAZE, MAZE_PATH, MAZE_PATH), Ok(None));
    assert_eq!(
        check(MAZE, MAZE_PATH, &MAZE_PATH.replace('\n', "\r\n")),
        Ok(None)
    );
    let open = "0 0 0 0 0\n".repeat(5);
    let down_then_right = path("00 10 20 30 40 41 42 43 44");
    let right_then_down = path("00 01 02 03 04 14 24 34 44");
    assert_eq!(check(&open, &down_then_right, &right_then_down), Ok(None));
}

#[test]
fn maze_refuses_wrong_paths() {
    let refuse = |received: &str| check(MAZE, MAZE_PATH, received).unwrap_err();
    // Through a wall at (0, 1), then a jump of two cells.
    let through_wall = path("00 01 11 21 22 23 24 34 44");
    assert!(refuse(&through_wall).contains("wall"));
    let diagonal = path("00 10 20 21 22 23 34 44 44");
    assert!(refuse(&diagonal).contains("not next to"));
    let stays = path("00 10 20 21 22 23 24 34 34");
    assert!(refuse(&stays).contains("not next to"));
    assert!(refuse(&MAZE_PATH.replace(", ", ",")).contains("expected `(row, col)`"));
    assert!(refuse(&MAZE_PATH.replace("(4, 4)\n", "")).contains("end at (4, 4)"));
    let backwards: String = MAZE_PATH
        .lines()
        .rev()
        .map(|l| format!("{}\n", l))
        .collect();
    assert!(refuse(&backwards).contains("start"));
    let short_of_goal = path("00 10 20 21 22 23 24 34 24");
    assert!(refuse(&short_of_goal).contains("end at (4, 4)"));
    assert!(refuse("").contains("end at (4, 4)"));
}

#[test]
fn legality_is_checked_before_length() {
    // A legal path two steps longer is told as such...
    let longer = format!("{}(3, 4)\n(4, 4)\n", MAZE_PATH);
    let why = check(MAZE, MAZE_PATH, &longer).unwrap_err();
    assert!(
        why.contains("11 cells, not a shortest one: the shortest has 9"),
        "{}",
        why
    );
    // ...and a path as long as the shortest that breaks a rule is told
    // the rule it breaks, not its length.
    let jump = path("00 10 20 22 23 24 34 44 44");
    assert!(check(MAZE, MAZE_PATH, &jump)
        .unwrap_err()
        .contains("not next to"));
    let short_jump = path("00 10 20 22 23 24 44");
    assert!(check(MAZE, MAZE_PATH, &short_jump)
        .unwrap_err()
        .contains("not next to"));
}

#[test]
fn a_maze_that_is_not_25_zeros_and_ones_is_a_checker_error() {
    let malformed = |input: &str| check(input, MAZE_PATH, MAZE_PATH).unwrap_err();
    let short = MAZE.replacen("0 ", "", 1);
    let long = format!("{}0\n", MAZE);
    let digit_two = MAZE.replacen('1', "2", 1);
    for input in [short.as_str(), long.as_str(), digit_two.as_str(), ""] {
        assert!(malformed(input).contains("not a 5x5 grid"), "{:?}", input);
    }
}
