//! Correctness in bulk: both versions' `solve`, called in-process, against
//! the brute-force references of `common` on thousands of random cases, from
//! tiny ones to two-letter inputs whose searches explode; the fast version
//! with every combination of its speed-ups; the contest version's memory
//! guard; and the benchmark inputs.

use acwing_190::{contest, fast};

mod common;

use common::{answer_line, halves, one_way, random_case, run, Case, Solve, LIMIT};
use judging::testing::Rng;
use std::fs;

/// Every version's `solve`, named.
const VERSIONS: [(&str, Solve); 2] = [("fast", fast::solve), ("contest", contest::solve)];

/// Checks every version against a reference verdict; returns the verdict.
fn assert_agrees(case: &Case, expected: Option<usize>) -> Option<usize> {
    let input = case.input();
    for (name, solve) in VERSIONS {
        assert_eq!(
            run(solve, &input),
            Ok(answer_line(expected)),
            "{}, input:\n{}",
            name,
            input
        );
    }
    expected
}

/// Answers seen, by value (index 11: `NO ANSWER!`).
fn tally(answers: &mut [usize; LIMIT + 2], answer: Option<usize>) {
    answers[answer.unwrap_or(LIMIT + 1)] += 1;
}

#[test]
fn random_cases_match_one_way_bfs() {
    let mut rng = Rng::new(190);
    let alphabets: [&[u8]; 5] = [b"a", b"ab", b"ab", b"abc", b"a+Z"];
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 2400 {
        let letters = *rng.pick(&alphabets);
        let start_len = if rng.chance(1, 5) {
            rng.range(1, 20)
        } else {
            rng.range(1, 8)
        };
        let rules = if rng.chance(1, 20) {
            0
        } else {
            rng.range(1, 6)
        };
        let side_len = rng.range(1, 4);
        let case = random_case(&mut rng, letters, start_len, rules, side_len);
        match one_way(&case, 30_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    // The cases must reach deep: every answer up to the limit, and beyond.
    assert!(answers.iter().all(|&n| n >= 10), "{:?}", answers);
    assert!(skipped * 5 < checked, "{} skipped", skipped);
}

#[test]
fn two_letter_cases_with_six_short_rules_match_one_way_bfs() {
    // The adversarial shape in small: every rule side one or two letters,
    // so that rules apply almost everywhere and both searches branch widely.
    let mut rng = Rng::new(1902);
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 500 {
        let start_len = rng.range(4, 9);
        let case = random_case(&mut rng, b"ab", start_len, 6, 2);
        match one_way(&case, 40_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    assert!(answers[9] + answers[10] >= 10, "{:?}", answers);
    assert!(answers[LIMIT + 1] >= 40, "{:?}", answers);
}

#[test]
#[cfg_attr(debug_assertions, ignore)]
fn twenty_letter_cases_match_the_brute_force_halves() {
    // Full-size adversarial inputs: 20 letters over two, six rules with
    // sides of one to three letters, goals deep or out of reach. Too big
    // for a one-way search; the brute-force meet in the middle copes. The
    // contest version takes up to seconds on some of these: release only.
    let mut rng = Rng::new(1903);
    let mut answers = [0; LIMIT + 2];
    let (mut checked, mut skipped) = (0, 0);
    while checked < 50 {
        let side_len = rng.range(1, 3);
        let case = random_case(&mut rng, b"ab", 20, 6, side_len);
        match halves(&case, 1_000_000) {
            Some(expected) => {
                tally(&mut answers, assert_agrees(&case, expected));
                checked += 1;
            }
            None => skipped += 1,
        }
    }
    println!("answers 0..=10, none: {:?}; skipped {}", answers, skipped);
    assert!(answers[LIMIT + 1] >= 8, "{:?}", answers);
}

#[test]
fn the_two_references_agree() {
    // The halves reference is the judge of the biggest inputs; check it
    // against plain BFS wherever both can run.
    let mut rng = Rng::new(1904);
    let mut compared = 0;
    while compared < 300 {
        let start_len = rng.range(1, 8);
        let side_len = rng.range(1, 3);
        let rules = rng.range(0, 6);
        let case = random_case(&mut rng, b"ab", start_len, rules, side_len);
        if let (Some(a), Some(b)) = (one_way(&case, 50_000), halves(&case, 50_000)) {
            assert_eq!(a, b, "input:\n{}", case.input());
            compared += 1;
        }
    }
}

/// The fast version's rules in its own form.
fn fast_rules(case: &Case) -> Vec<fast::Rule> {
    let rule = |(from, to): &(Vec<u8>, Vec<u8>)| fast::Rule {
        from: from.clone(),
        to: to.clone(),
    };
    case.rules.iter().map(rule).collect()
}

#[test]
fn every_combination_of_speed_ups_gives_the_same_answers() {
    // tests/figures.rs measures each speed-up by turning it off: every
    // combination must be a correct search in its own right. Short two-
    // and three-letter cases (the u64 packing) and long ones over many
    // letters (u128, and plain keys) alike.
    let mut rng = Rng::new(1905);
    let mut answers = [0; LIMIT + 2];
    let mut checked = 0;
    while checked < 300 {
        let case = if rng.chance(1, 4) {
            let letters = &b"abcdefghijklmnopq"[..rng.range(5, 17)];
            random_case(&mut rng, letters, 20, 6, 4)
        } else {
            let letters: &[u8] = if rng.chance(1, 2) { b"ab" } else { b"abc" };
            let start_len = rng.range(3, 9);
            random_case(&mut rng, letters, start_len, 6, 2)
        };
        let expected = match one_way(&case, 30_000) {
            Some(expected) => expected,
            None => continue,
        };
        let rules = fast_rules(&case);
        for speed_ups in every_combination_of_speed_ups() {
            let answer = fast::min_steps_with(&case.start, &case.goal, &rules, speed_ups);
            assert_eq!(
                answer,
                expected,
                "{:?}, input:\n{}",
                speed_ups,
                case.input()
            );
        }
        tally(&mut answers, expected);
        checked += 1;
    }
    println!("answers 0..=10, none: {:?}", answers);
    assert!(answers[9] + answers[10] >= 5, "{:?}", answers);
    assert!(answers[LIMIT + 1] >= 30, "{:?}", answers);
}

/// The fast version with each of its four speed-ups on or off: 16 ways.
fn every_combination_of_speed_ups() -> impl Iterator<Item = fast::SpeedUps> {
    (0..16).map(|mask| fast::SpeedUps {
        one_order: mask & 1 != 0,
        count_bound: mask & 2 != 0,
        joined_last_layers: mask & 4 != 0,
        packed: mask & 8 != 0,
    })
}

#[test]
fn the_length_bound_holds_with_the_count_bound_off() {
    // `a` becomes twenty `a`s, and nothing makes `b`: no answer. Every
    // string longer than `b` is past the length bound, and the count bound,
    // where it is on, rules them out too. Off, only the length bound stops
    // the search from growing `a`s until they no longer fit the packed
    // word that `Packed::new` chose for strings of at most one letter.
    let rules = [fast::Rule {
        from: b"a".to_vec(),
        to: [b'a'; 20].to_vec(),
    }];
    for speed_ups in every_combination_of_speed_ups() {
        let answer = fast::min_steps_with(b"a", b"b", &rules, speed_ups);
        assert_eq!(answer, None, "{:?}", speed_ups);
    }
}

#[test]
fn the_contest_version_answers_right_or_gives_up_within_its_budget() {
    // With a memory budget too small, the contest version must either find
    // the right answer before its guard stops the search or say that it gave
    // up: never a wrong answer, never `NO ANSWER!` by mistake. Half the cases
    // pack their strings into a u64 (two letters, short rules), half keep
    // them as `Vec<u8>` (three letters and rules that grow by up to three,
    // too long for 64 bits), where a stored string costs more.
    let mut rng = Rng::new(1906);
    let (mut answered, mut gave_up) = ([0; 2], [0; 2]);
    while answered.iter().sum::<usize>() + gave_up.iter().sum::<usize>() < 1000 {
        let plain = rng.chance(1, 2);
        let (start_len, rules) = (rng.range(3, 9), rng.range(1, 6));
        let case = if plain {
            random_case(&mut rng, b"abc", start_len, rules, 4)
        } else {
            random_case(&mut rng, b"ab", start_len, rules, 2)
        };
        let expected = match one_way(&case, 30_000) {
            Some(expected) => expected,
            None => continue,
        };
        let input = (case.start.clone(), case.goal.clone(), case.rules.clone());
        let max_bytes = rng.range(0, 8_000);
        match contest::min_steps(&input, max_bytes) {
            Ok(answer) => {
                assert_eq!(answer, expected, "{} bytes:\n{}", max_bytes, case.input());
                answered[plain as usize] += 1;
            }
            Err(message) => {
                assert!(message.starts_with("too large a search"), "{}", message);
                // It gives up only when the full search needs more.
                let full = contest::min_steps(&input, usize::MAX);
                assert_eq!(full, Ok(expected), "{}", case.input());
                gave_up[plain as usize] += 1;
            }
        }
    }
    println!(
        "packed, plain: {:?} answered, {:?} gave up",
        answered, gave_up
    );
    for kind in 0..2 {
        assert!(
            answered[kind] > 100 && gave_up[kind] > 100,
            "{:?} {:?}",
            answered,
            gave_up
        );
    }
}

#[test]
fn the_guard_stops_the_search_exactly_past_its_budget() {
    // From `a` to `aaaa` by the rule `a aa` the search stores exactly three
    // strings besides the two ends: the side from `a` grows three times (a
    // tie grows it), storing `aa`, `aaa` and at last `aaaa`, which the other
    // side holds. The guard counts 64 bytes a packed string, and 256 plus
    // twice its length a `Vec<u8>`: 260 + 262 + 264. A rule that never
    // applies, over eighteen more letters, keeps the strings in `Vec<u8>`:
    // 19 letters take 5 bits each, and the longest string the search could
    // build (4 + 10 steps of one letter more) does not fit in 64 bits.
    let grow = (b"a".to_vec(), b"aa".to_vec());
    let never = (b"bcdefghij".to_vec(), b"klmnopqrs".to_vec());
    let packed = (b"a".to_vec(), b"aaaa".to_vec(), vec![grow.clone()]);
    let plain = (b"a".to_vec(), b"aaaa".to_vec(), vec![grow, never]);
    for (case, bytes) in [(packed, 3 * 64), (plain, 260 + 262 + 264)] {
        assert_eq!(contest::min_steps(&case, bytes), Ok(Some(3)));
        let message = contest::min_steps(&case, bytes - 1).unwrap_err();
        let expected = format!("too large a search: over {} bytes", bytes - 1);
        assert!(message.starts_with(&expected), "{}", message);
    }
}

#[test]
fn strings_that_fill_a_u64_to_the_last_bit() {
    // Two letters, one bit each: the contest version packs a string when
    // the longest it could build, the longer end plus 10 steps of the
    // largest length change, fits in 63 bits under the end mark. From 13
    // `a` the rule `a aaaaaa` builds 18, 23, ... 63 letters: the other side,
    // from `b`, never grows (ties grow the side from A, and both layers hold
    // one string), so the side from A takes all 10 layers and its last
    // strings fill the u64 to bit 63. One `a` more and the strings stay
    // `Vec<u8>`. No answer either way: nothing makes a `b`.
    let rules = vec![
        (b"a".to_vec(), b"aaaaaa".to_vec()),
        (b"b".to_vec(), b"bb".to_vec()),
    ];
    for a in [13, 14] {
        let case = (vec![b'a'; a], b"b".to_vec(), rules.clone());
        assert_eq!(contest::min_steps(&case, usize::MAX), Ok(None), "{} a", a);
        let fast_rules: Vec<fast::Rule> = rules
            .iter()
            .map(|(from, to)| fast::Rule {
                from: from.clone(),
                to: to.clone(),
            })
            .collect();
        assert_eq!(fast::min_steps(&case.0, &case.1, &fast_rules), None);
    }
}

#[test]
fn the_contest_version_gives_up_where_both_sides_explode() {
    // Both sides of the template's search store 4.8 million strings in all
    // (25 million generated; seconds and hundreds of MB as `Vec<u8>`,
    // NOTES.md): past the contest version's memory budget, 192 MiB at 64
    // bytes a packed string, so it gives up with an error; the fast
    // version's count bound sees at once that 11 changes are too many.
    let input = common::every_letter_changes(11);
    let message = run(contest::solve, &input).unwrap_err();
    let expected = format!("too large a search: over {} bytes", contest::MAX_BYTES);
    assert!(message.starts_with(&expected), "{}", message);
    assert_eq!(run(fast::solve, &input), Ok("NO ANSWER!\n".to_string()));
    // Ten changes: both find the answer, the contest version within budget.
    let input = common::every_letter_changes(10);
    for (name, solve) in VERSIONS {
        assert_eq!(run(solve, &input), Ok("10\n".to_string()), "{}", name);
    }
}

#[test]
fn a_one_step_search_counts_one_string_generated_and_two_stored() {
    // The counts behind the figures of NOTES.md (the fast version's search
    // as `common::recorded::fast_search` records it), on a search small
    // enough to count by hand: from `a` to `b` by the rule `a b`, the side from
    // `a` grows first (a tie) and generates one string, `b`, which the
    // other side stores: the meeting. Stored are the two ends, nothing else.
    let rules = [fast::Rule {
        from: b"a".to_vec(),
        to: b"b".to_vec(),
    }];
    let search = common::recorded::fast_search(b"a", b"b", &rules, fast::SpeedUps::ALL);
    assert_eq!(search.distance, Some(1));
    assert_eq!((search.generated(), search.stored()), (1, 2));
}

#[test]
fn the_joined_last_layers_add_their_counts_to_the_search_s() {
    // From `a` to eleven `a`s by the rule `a aa`: ten steps, so the last two
    // go through the join. With the other speed-ups off it counts by hand.
    // Every layer holds one string and a tie grows the side from `a`, so
    // that side grows eight times, from `a` to nine `a`s: 1 + 2 + ... + 8 =
    // 36 generated (`a` written k times has k places for the rule), 9 + 1
    // stored with the other end. The join generates the 9 strings after
    // nine `a`s, the 10 before eleven (the only suspect: ten `a`s), and one
    // more step from nine `a`s, which meets it: 20 more, and 1 more stored.
    // The observer hears of it as one string a step from the other end.
    let rules = [fast::Rule {
        from: b"a".to_vec(),
        to: b"aa".to_vec(),
    }];
    let speed_ups = fast::SpeedUps {
        one_order: false,
        count_bound: false,
        joined_last_layers: true,
        packed: false,
    };
    let search = common::recorded::fast_search(b"a", &[b'a'; 11], &rules, speed_ups);
    assert_eq!(search.distance, Some(10));
    assert_eq!((search.generated(), search.stored()), (56, 11));
    use judging::trace::Side::{Backward, Forward};
    let mut expected = vec![(Forward, 0, 1, false), (Backward, 0, 1, false)];
    expected.extend((1..=8).map(|depth| (Forward, depth, 1, false)));
    expected.push((Backward, 1, 1, true));
    let layers: Vec<_> = search
        .layers
        .iter()
        .map(|layer| (layer.side, layer.depth, layer.size, layer.partial))
        .collect();
    assert_eq!(layers, expected);
}

#[test]
fn a_search_that_spends_exactly_its_budget_does_not_give_up() {
    // The budget is the most strings the moves may generate: a search that
    // ended having generated exactly that many was whole, and its "no
    // answer" is a proof. Here no rule applies on either side, so the
    // search generates nothing and a budget of 0 is exactly spent.
    let rule = (b"x".to_vec(), b"y".to_vec());
    let case = (b"ab".to_vec(), b"ba".to_vec(), vec![rule]);
    assert_eq!(contest::min_steps(&case, 0), Ok(None));
}

#[test]
fn bench_inputs_are_current_and_answered_right() {
    let budgets = fs::read_to_string(common::bench_dir().join("budgets.txt")).unwrap();
    for (name, case) in common::bench_cases() {
        let path = common::bench_dir().join(format!("{}.in", name));
        let input = fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {} (run regenerate_bench_inputs)", path.display(), e));
        assert_eq!(input, case.input(), "{} is stale", path.display());
        let expected = fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(run(fast::solve, &input), Ok(expected), "{}", name);
        let file = format!("{}.in", name);
        assert!(
            budgets
                .lines()
                .any(|line| line.split_whitespace().next() == Some(&file)),
            "{} has no budget line",
            file
        );
    }
}

#[test]
fn the_contest_version_answers_every_bench_input() {
    for (name, case) in common::bench_cases() {
        let path = common::bench_dir().join(format!("{}.out", name));
        let expected = fs::read_to_string(path).unwrap();
        assert_eq!(run(contest::solve, &case.input()), Ok(expected), "{}", name);
    }
}

/// Writes the benchmark inputs and their answers, which come from the
/// brute-force meet in the middle of `common::halves` (a release build,
/// some seconds and some hundreds of MB):
/// `cargo test --release -p acwing-190 --test reference -- --ignored regenerate_bench_inputs`.
#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let dir = common::bench_dir();
    fs::create_dir_all(&dir).unwrap();
    for (name, case) in common::bench_cases() {
        let answer = halves(&case, 20_000_000).expect("the reference ran out of room");
        judging::testing::write_if_changed(dir.join(format!("{}.in", name)), case.input());
        judging::testing::write_if_changed(dir.join(format!("{}.out", name)), answer_line(answer));
        println!("{}: {}", name, answer_line(answer).trim());
    }
}
