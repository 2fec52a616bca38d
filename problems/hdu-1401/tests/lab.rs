//! The lab (`src/lab.rs`): generated inputs are valid and hold the traps,
//! shrinking keeps inputs valid and smaller, the lab reads as the contest
//! version does, and the trace answers as the solution does.

use hdu_1401::contest::{self, Board, MOVE_LIMIT};
use hdu_1401::lab::LAB;
use judging::testing::Rng;

/// The collection's answers to `input` (which must be valid).
fn answers(input: &str) -> Vec<String> {
    let mut out = String::new();
    hdu_1401::fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.lines().map(str::to_string).collect()
}

/// The cases of a valid input.
fn cases(input: &str) -> Vec<(Board, Board)> {
    let numbers: Vec<u8> = input
        .split_ascii_whitespace()
        .map(|n| n.parse().unwrap())
        .collect();
    let board = |n: &[u8]| {
        let mut cells = [0, 2, 4, 6].map(|i| 8 * (n[i] - 1) + n[i + 1] - 1);
        cells.sort_unstable();
        cells
    };
    let case = |n: &[u8]| (board(&n[..8]), board(&n[8..]));
    numbers.chunks(16).map(case).collect()
}

fn distance(start: Board, target: Board, limit: usize) -> Option<usize> {
    template::bibfs::distance(start, target, contest::moves, contest::moves, limit)
}

#[test]
fn generated_inputs_are_valid_and_hold_the_traps() {
    let mut rng = Rng::new(1401);
    // Cases at distance 0, exactly 8, exactly 9, more than 9.
    let mut by_distance = [0; 4];
    let (mut count, mut no, mut most_cases) = (0, 0, 0);
    for input_number in 0..120 {
        let size = (input_number % 101) as u32;
        let input = (LAB.generate)(&mut rng, size);
        let parsed = cases(&input);
        assert!(parsed.len() <= 1 + 2 * size as usize);
        most_cases = most_cases.max(parsed.len());
        let answers = answers(&input);
        assert_eq!(answers.len(), parsed.len());
        for (&(start, target), answer) in parsed.iter().zip(&answers) {
            count += 1;
            let d = distance(start, target, MOVE_LIMIT + 1);
            assert_eq!(answer == "YES", d.map_or(false, |d| d <= MOVE_LIMIT));
            match d {
                Some(0) => by_distance[0] += 1,
                Some(8) => by_distance[1] += 1,
                Some(9) => by_distance[2] += 1,
                None => by_distance[3] += 1,
                _ => {}
            }
            no += usize::from(answer == "NO");
        }
    }
    assert!(most_cases > 150, "{}", most_cases);
    assert!(no * 6 > count, "{} NO of {}", no, count);
    println!(
        "{:?} at distance 0, 8, 9, beyond; {} NO of {}",
        by_distance, no, count
    );
    // Each of these is drawn for about one case in twenty.
    for n in by_distance {
        assert!(n * 40 > count, "{:?} of {}", by_distance, count);
    }
}

#[test]
fn size_zero_is_tiny_and_generation_is_deterministic() {
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let input = (LAB.generate)(&mut rng, 0);
        assert_eq!(cases(&input).len(), 1);
    }
    assert_eq!(
        (LAB.generate)(&mut Rng::new(3), 50),
        (LAB.generate)(&mut Rng::new(3), 50)
    );
}

#[test]
fn shrinking_keeps_inputs_valid_and_smaller() {
    let mut rng = Rng::new(8);
    let mut input = (LAB.generate)(&mut rng, 30);
    while cases(&input).len() < 3 {
        input = (LAB.generate)(&mut rng, 30);
    }
    let all = cases(&input);
    let smaller = (LAB.shrink)(&input);
    assert_eq!(smaller.len(), all.len() + 2);
    for candidate in &smaller {
        let parsed = cases(candidate);
        assert!(!parsed.is_empty() && parsed.len() < all.len());
        assert_eq!(answers(candidate).len(), parsed.len());
    }
    // Each case alone comes first, in order, its pieces as written.
    assert_eq!(cases(&smaller[0]), vec![all[0]]);
    let first_numbers: Vec<&str> = input.split_ascii_whitespace().take(16).collect();
    let kept: Vec<&str> = smaller[0].split_ascii_whitespace().collect();
    assert_eq!(kept, first_numbers);
    assert!((LAB.shrink)(&smaller[0]).is_empty());
    assert!((LAB.shrink)("1 1 1 2 2 1 2 2\n").is_empty());
}

#[test]
fn traced_answers_are_the_solution_s_answers_on_the_samples() {
    for sample in judging::testing::samples("hdu-1401") {
        let answers = answers(&sample.input);
        for (i, answer) in answers.iter().enumerate() {
            let traced = (LAB.trace)(&sample.input, i + 1).unwrap();
            let within = |d: Option<usize>| d.map_or(false, |d| d <= MOVE_LIMIT);
            let (one_way, two_way) = (
                within(traced.one_way.distance),
                within(traced.two_way.distance),
            );
            assert_eq!(two_way, answer == "YES", "{} case {}", sample.name, i + 1);
            assert_eq!(one_way, answer == "YES", "{} case {}", sample.name, i + 1);
            assert_eq!(traced.meeting.is_some(), two_way);
        }
        assert!((LAB.trace)(&sample.input, answers.len() + 1).is_err());
    }
}

/// The lab must refuse exactly what the contest version refuses, in its
/// words, and read the cases it reads.
#[test]
fn the_lab_reads_as_the_contest_version_does() {
    let good = "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n";
    let bad = [
        "0 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n",
        "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 9\n",
        "4 4 4 5 5 -1 6 5\n2 4 3 3 3 6 4 6\n",
        "4 4 4 5 5 4 6 x\n2 4 3 3 3 6 4 6\n",
        "4 4 4 5 4 4 6 5\n2 4 3 3 3 6 4 6\n",
        "4 4 4 5 5 4 6 5\n2 4 3 3 2 4 4 6\n",
        "4 4 4 5 5 4 6 5\n",
        "4 4 4 5 5",
    ];
    for case in bad {
        let input = format!("{}{}", good, case);
        let mut out = String::new();
        let refused = contest::solve(&input, &mut out).unwrap_err();
        assert_eq!((LAB.trace)(&input, 1).unwrap_err(), refused, "{:?}", input);
        assert!((LAB.shrink)(&input).is_empty());
    }
    let mut rng = Rng::new(1198);
    for size in 0..=100 {
        let input = (LAB.generate)(&mut rng, size);
        let written = input.split_ascii_whitespace().count();
        let (start, target) = cases(&input)[written / 16 - 1];
        let last = (LAB.trace)(&input, written / 16).unwrap();
        assert_eq!(last, hdu_1401::lab::trace_case(start, target));
        assert!((LAB.trace)(&input, written / 16 + 1).is_err());
    }
    let none = (LAB.trace)(" \r\n", 1).unwrap_err();
    assert_eq!(none, "no case 1 (the input has 0)");
}

#[test]
fn the_chart_input_meets_at_the_limit() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    assert_eq!(traced.title, "hdu-1401: 4 4 4 5 5 4 6 5 -> 4 1 4 6 4 8 6 6");
    assert_eq!(traced.two_way.distance, Some(MOVE_LIMIT));
    assert_eq!(traced.one_way.distance, Some(MOVE_LIMIT));
    assert!(20 * traced.two_way.stored() < traced.one_way.stored());
}
