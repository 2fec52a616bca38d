//! The lab (`src/lab.rs`): its random inputs are valid and hold the traps,
//! shrinking keeps them valid and smaller, and its traces find the
//! solution's answers.

use hdu_1195::lab::{cases_of, LAB};
use judging::testing::Rng;

/// The collection's answers to `input` (which must be valid).
fn answers(input: &str) -> Vec<usize> {
    let mut out = String::new();
    hdu_1195::fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.lines().map(|line| line.parse().unwrap()).collect()
}

#[test]
fn generated_inputs_are_valid_and_hold_the_traps() {
    let mut rng = Rng::new(1195);
    let (mut open, mut farthest, mut wrapped, mut ends, mut cases) = (0, 0, 0, 0, 0);
    let mut most_cases = 0;
    for input_number in 0..300 {
        let size = (input_number % 101) as u32;
        let input = (LAB.generate)(&mut rng, size);
        let parsed = cases_of(&input).unwrap();
        assert!(parsed.len() <= 1 + 10 * size as usize);
        most_cases = most_cases.max(parsed.len());
        let answers = answers(&input);
        assert_eq!(answers.len(), parsed.len());
        for (&(lock, password), &steps) in parsed.iter().zip(&answers) {
            cases += 1;
            open += usize::from(steps == 0);
            farthest += usize::from(steps == 16);
            wrapped += usize::from(lock.iter().zip(&password).any(|p| p == (&1, &9)));
            ends +=
                usize::from(lock != password && [lock[3], lock[1], lock[2], lock[0]] == password);
        }
    }
    assert!(most_cases > 900, "{}", most_cases);
    // A trap kind is drawn for one case in 24 (a quarter, six kinds).
    for (what, count) in [
        ("open", open),
        ("16 steps", farthest),
        ("1 -> 9", wrapped),
        ("ends", ends),
    ] {
        assert!(count * 40 > cases, "{}: {} of {}", what, count, cases);
    }
}

#[test]
fn size_zero_is_tiny_and_generation_is_deterministic() {
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let input = (LAB.generate)(&mut rng, 0);
        assert_eq!(cases_of(&input).unwrap().len(), 1);
    }
    assert_eq!(
        (LAB.generate)(&mut Rng::new(3), 50),
        (LAB.generate)(&mut Rng::new(3), 50)
    );
}

#[test]
fn shrinking_keeps_inputs_valid_and_smaller() {
    let mut rng = Rng::new(8);
    let input = (LAB.generate)(&mut rng, 30);
    let cases = cases_of(&input).unwrap();
    assert!(cases.len() > 2);
    let smaller = (LAB.shrink)(&input);
    assert_eq!(smaller.len(), cases.len() + 2);
    for candidate in &smaller {
        let parsed = cases_of(candidate).unwrap();
        assert!(!parsed.is_empty() && parsed.len() < cases.len());
        assert_eq!(answers(candidate).len(), parsed.len());
    }
    // Each case alone comes first, in order.
    assert_eq!(cases_of(&smaller[0]).unwrap(), vec![cases[0]]);
    assert!((LAB.shrink)(&smaller[0]).is_empty());
    assert!((LAB.shrink)("2\n1234\n").is_empty());
}

#[test]
fn traced_distances_are_the_solution_s_answers_on_the_samples() {
    for sample in judging::testing::samples("hdu-1195") {
        let answers = answers(&sample.input);
        for (i, &steps) in answers.iter().enumerate() {
            let traced = (LAB.trace)(&sample.input, i + 1).unwrap();
            assert_eq!(traced.two_way.distance, Some(steps), "{}", sample.name);
            assert_eq!(traced.one_way.distance, Some(steps), "{}", sample.name);
            assert!(traced.meeting.is_some());
        }
        assert!((LAB.trace)(&sample.input, answers.len() + 1).is_err());
        assert!((LAB.trace)(&sample.input, 0).is_err());
    }
}

#[test]
fn the_chart_input_is_a_farthest_pair() {
    let input = std::fs::read_to_string(judging::workspace::root().join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    assert_eq!(traced.title, "hdu-1195: 1111 -> 5555");
    assert_eq!(traced.two_way.distance, Some(16));
    // Both sides go 8 deep, and together store most of the graph.
    assert!(
        traced.two_way.stored() > 6561 / 2,
        "{}",
        traced.two_way.stored()
    );
    assert!(traced.two_way.stored() < traced.one_way.stored());
}
