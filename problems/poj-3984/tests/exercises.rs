//! What the lesson (README.md) shows, held to the code:
//!
//! - the chapter's bug hunt, `exercises/maze.py`, judged on every sample
//!   as `cargo samples poj-3984 --run "python3
//!   problems/poj-3984/exercises/maze.py"` judges it: exactly the samples
//!   the README names fail, each with a wrong answer (a path that is not a
//!   shortest one), never a crash or a timeout. Skipped, with one line on
//!   standard error, where `python3` is missing;
//! - the worked example's table, copied from `cargo trace poj-3984`: step,
//!   side, depth, layer and what each side stores, row for row, must be
//!   what the lab's trace of that input gives today.

use judging::testing::{self, BugHunt};
use poj_3984::lab::LAB;

const HUNT: BugHunt = BugHunt::new("poj-3984", "maze.py");

/// The samples the README says the bug hunt fails.
const FAILING: [&str; 1] = ["all-open"];

/// The checker's reason on each.
const WHY: [&str; 1] = ["a path of 17 cells, not a shortest one: the shortest has 9"];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    if let Some(judged) = HUNT.expect_failing(LAB.check, &FAILING) {
        let why = judged.iter().filter_map(|j| j.verdict.as_ref().err());
        assert_eq!(why.collect::<Vec<_>>(), WHY, "why they fail");
    }
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let worked = "cargo trace poj-3984 < samples/poj-3984/official.in";
    let readme = testing::readme("poj-3984");
    testing::expect_readme_traces("poj-3984", &readme, LAB.trace, &[worked]);
}
