//! What the lesson (README.md) shows, held to the code:
//!
//! - the bug hunt (`exercises/same_moves.py`, whose backward side applies
//!   the rules forwards) on every sample, judged with the lab's checker: the
//!   samples the README names must come back as wrong answers (a clean exit
//!   with the wrong line, not a crash or a timeout) and every other sample
//!   must pass, so that the README's list stays exact; and the inputs the
//!   README shows it getting wrong. Skipped, with one line on standard error,
//!   where python3 is missing;
//! - the worked example's table, copied from `cargo trace acwing-190`: each
//!   row must be what the lab's trace of that input gives today, and the
//!   strings it lists the layers the moves make.

use acwing_190::contest;
use acwing_190::lab::LAB;
use judging::testing::{self, BugHunt};
use std::collections::HashSet;

const HUNT: BugHunt = BugHunt::new("acwing-190", "same_moves.py");

/// The samples the README says the bug hunt fails.
const FAILING: [&str; 3] = [
    "longer-than-twenty-on-the-way",
    "one-way-rules",
    "wide-forward-narrow-backward",
];

/// Inputs it answers wrongly, with the right answer and its own: the one
/// `cargo stress` shrinks it to, and the other the README shows.
const WRONG_ON: [(&str, &str, &str); 2] = [
    // The backward side runs out of strings: no `a` in B.
    ("aaaaaaaaaa bbbbbbbbbb\na b\n", "10\n", "NO ANSWER!\n"),
    // A meeting on a path that does not exist.
    ("ab a\nab b\na b\n", "NO ANSWER!\n", "2\n"),
];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    HUNT.expect_failing(LAB.check, &FAILING);
}

#[test]
fn the_bug_hunt_answers_wrongly_where_the_readme_says() {
    if !HUNT.runnable() {
        return;
    }
    for (input, right, wrong) in WRONG_ON {
        let output = HUNT.expect_wrong(LAB.check, input, right);
        assert_eq!(output, wrong, "{}:\n{}", HUNT.file, input);
        // The right answer is the solution's.
        let mut out = String::new();
        acwing_190::fast::solve(input, &mut out).unwrap();
        assert_eq!(out, right, "{}", input);
    }
}

/// The worked example's input, as the README's command writes it.
const WORKED: &str = "aa baabbbabbbba\na aab\naa bab\n";

/// The README's table: step, side, depth, layer (`N, stopped` for a layer
/// cut short), stored (both sides), from step 1 on, and the strings listed.
#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let worked = r"printf 'aa baabbbabbbba\na aab\naa bab\n' | cargo trace acwing-190";
    let readme = testing::readme("acwing-190");
    let traced = testing::expect_readme_traces("acwing-190", &readme, LAB.trace, &[worked]);
    let (quote, trace) = &traced[0];
    assert_eq!(quote.input, WORKED, "the README's command changed");
    let table = &quote.rows;
    let meeting = trace.meeting.as_ref().expect("the sides meet");
    assert_eq!(table.last().unwrap()[5], format!("met at `{}`", meeting));

    // The strings listed: the first layers, made by the contest version's
    // moves (the backward side's by the reversed rules).
    let (start, goal, rules) = contest::read_input(WORKED).unwrap();
    let listed = |row: &Vec<String>| -> HashSet<Vec<u8>> {
        let strings = row[5].split(", ");
        strings
            .map(|s| s.trim_matches('`').as_bytes().to_vec())
            .collect()
    };
    let forward_1: HashSet<Vec<u8>> = contest::successors(&start, &rules).into_iter().collect();
    let backward_1: HashSet<Vec<u8>> = contest::predecessors(&goal, &rules).into_iter().collect();
    let seen: HashSet<&Vec<u8>> = backward_1.iter().chain([&goal]).collect();
    let backward_2: HashSet<Vec<u8>> = backward_1
        .iter()
        .flat_map(|text| contest::predecessors(text, &rules))
        .filter(|text| !seen.contains(text))
        .collect();
    assert_eq!(listed(&table[0]), forward_1);
    assert_eq!(listed(&table[1]), backward_1);
    assert_eq!(listed(&table[2]), backward_2);
}
