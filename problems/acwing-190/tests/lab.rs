//! The lab (`src/lab.rs`): generated inputs are valid and hold the traps,
//! both versions agree on them, shrinking makes inputs smaller, and the
//! traces and the recorded fast search answer as the solution does.

use acwing_190::lab::LAB;
use acwing_190::{contest, fast};
use fast::{SpeedUps, MAX_STEPS};
use judging::testing::Rng;
use judging::trace::Side;

mod common;

/// The fast version's answer (`None`: `NO ANSWER!`), in-process.
fn answer(input: &str) -> Option<usize> {
    let mut out = String::new();
    fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.trim().parse().ok()
}

#[test]
fn generated_inputs_are_valid_and_the_traps_appear() {
    let mut rng = Rng::new(190);
    let mut answers = [0; MAX_STEPS + 2];
    let (mut no_rules, mut long_strings) = (0, 0);
    for round in 0..1200 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let (start, goal, rules) = contest::read_input(&input).unwrap();
        answers[answer(&input).unwrap_or(MAX_STEPS + 1)] += 1;
        no_rules += usize::from(rules.is_empty());
        let longest = start.len().max(goal.len());
        long_strings += usize::from(round % 101 >= 90 && longest >= 15);
    }
    println!("answers 0..=10, none: {:?}", answers);
    // Every answer, the limit met exactly and missed, and unreachable goals.
    assert!(answers.iter().all(|&n| n >= 10), "{:?}", answers);
    assert!(answers[0] > 60, "{:?}", answers);
    assert!(answers[MAX_STEPS + 1] > 200, "{:?}", answers);
    assert!(no_rules > 30, "{} inputs without rules", no_rules);
    assert!(long_strings > 30, "{} full-size inputs", long_strings);
}

#[test]
fn the_contest_version_agrees_on_generated_inputs() {
    let mut rng = Rng::new(1900);
    for round in 0..300 {
        let input = (LAB.generate)(&mut rng, round % 60);
        let mut out = String::new();
        contest::solve(&input, &mut out).unwrap();
        assert_eq!(out.trim().parse().ok(), answer(&input), "{:?}", input);
    }
}

#[test]
fn generation_is_deterministic() {
    let (mut a, mut b) = (Rng::new(4), Rng::new(4));
    for size in 0..=100 {
        assert_eq!((LAB.generate)(&mut a, size), (LAB.generate)(&mut b, size));
    }
}

#[test]
fn shrink_candidates_are_valid_and_smaller() {
    let size = |input: &str| {
        let (start, goal, rules) = contest::read_input(input).unwrap();
        let sides: usize = rules.iter().map(|(f, t)| f.len() + t.len()).sum();
        (rules.len(), start.len() + goal.len() + sides)
    };
    let mut rng = Rng::new(31);
    for round in 0..200 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let (rules, letters) = size(&input);
        for candidate in (LAB.shrink)(&input) {
            answer(&candidate);
            let (fewer_rules, fewer_letters) = size(&candidate);
            assert!(
                fewer_rules < rules || (fewer_rules == rules && fewer_letters < letters),
                "{:?} -> {:?}",
                input,
                candidate
            );
        }
    }
    // Rules first, then the strings, one letter at either end.
    assert_eq!(
        (LAB.shrink)("ab ba\nab ba\n"),
        [
            "ab ba\n",
            "b ba\nab ba\n",
            "a ba\nab ba\n",
            "ab a\nab ba\n",
            "ab b\nab ba\n",
            "ab ba\nb ba\n",
            "ab ba\na ba\n",
            "ab ba\nab a\n",
            "ab ba\nab b\n"
        ]
    );
    assert!((LAB.shrink)("a b\n").is_empty());
    assert!((LAB.shrink)("a").is_empty());
}

#[test]
fn traced_distances_are_the_solution_s() {
    for sample in judging::testing::samples("acwing-190") {
        let traced = (LAB.trace)(&sample.input, 1).unwrap();
        let expected = answer(&sample.input);
        assert_eq!(traced.one_way.distance, expected, "{}", sample.name);
        assert_eq!(traced.two_way.distance, expected, "{}", sample.name);
        assert!(!traced.one_way.capped && !traced.two_way.capped);
    }
    assert!((LAB.trace)("abcd xyz\nabc xu\n", 2).is_err());
    assert!((LAB.trace)("abcd\n", 1).is_err());
}

#[test]
fn the_recorded_fast_search_answers_as_the_fast_version() {
    // `fast_search` chooses the codec as `fast::min_steps_with` does;
    // whichever it chose, the answer and the stored strings must agree
    // with the search's own answer and its layers.
    let mut rng = Rng::new(19007);
    for round in 0..300 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let (start, goal, rules) = contest::read_input(&input).unwrap();
        let rules: Vec<fast::Rule> = rules
            .into_iter()
            .map(|(from, to)| fast::Rule { from, to })
            .collect();
        let mask = rng.below(16);
        let speed_ups = SpeedUps {
            one_order: mask & 1 != 0,
            count_bound: mask & 2 != 0,
            joined_last_layers: mask & 4 != 0,
            packed: mask & 8 != 0,
        };
        let search = common::recorded::fast_search(&start, &goal, &rules, speed_ups);
        let answer = fast::min_steps_with(&start, &goal, &rules, speed_ups);
        assert_eq!(search.distance, answer, "{:?}", input);
        assert!(!search.capped);
        let sizes: usize = search.layers.iter().map(|layer| layer.size).sum();
        assert_eq!(search.stored(), sizes, "{:?}", input);
    }
}

#[test]
fn the_chart_input_explodes_one_way_and_not_backwards() {
    // `a -> aab` and `aa -> bab` apply almost everywhere forwards and
    // seldom backwards: the smaller-side rule grows the narrow side.
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    assert_eq!(traced.one_way.distance, Some(MAX_STEPS));
    assert_eq!(traced.two_way.distance, Some(MAX_STEPS));
    assert!(!traced.one_way.capped && !traced.two_way.capped);
    assert!(traced.two_way.stored() * 1000 < traced.one_way.stored());
    let backward = traced.two_way.layers.iter();
    let backward = backward.filter(|layer| layer.side == Side::Backward);
    assert!(backward.count() > 6, "the backward side grows most layers");
}
