//! What the lesson (README.md) shows, held to the code:
//!
//! - the chapter's bug hunt, `exercises/four.py`, judged on every sample
//!   as `cargo samples wikioi-1004 --run "python3
//!   problems/wikioi-1004/exercises/four.py"` judges it: exactly the
//!   samples the README names fail, each with a wrong answer (a wrong
//!   number, or none), never a crash or a timeout. Skipped, with one line
//!   on standard error, where `python3` is missing;
//! - the worked example's table, copied from `cargo trace wikioi-1004`:
//!   step, side, depth, layer and what each side stores, row for row, and
//!   the meeting, must be what the lab's trace of that input gives today.

use judging::testing::{self, BugHunt};
use wikioi_1004::lab::LAB;

const HUNT: BugHunt = BugHunt::new("wikioi-1004", "four.py");

/// The samples the README says the bug hunt fails.
const FAILING: [&str; 2] = ["black-cannot-move", "white-first-is-shorter"];

/// What it prints there (the right answers are 3 and 4).
const PRINTED: [&str; 2] = ["", "7\n"];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    if let Some(judged) = HUNT.expect_failing(LAB.check, &FAILING) {
        let failed = judged.iter().filter(|j| j.verdict.is_err());
        let printed: Vec<&str> = failed.map(|j| j.output.as_str()).collect();
        assert_eq!(printed, PRINTED, "what it prints");
    }
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let worked = "cargo trace wikioi-1004 < samples/wikioi-1004/official.in";
    let readme = testing::readme("wikioi-1004");
    let traced = testing::expect_readme_traces("wikioi-1004", &readme, LAB.trace, &[worked]);
    let (quote, trace) = &traced[0];
    let meeting = trace.meeting.as_ref().expect("the sides meet");
    let last = quote.rows.last().expect("a row");
    assert_eq!(last[6], format!("met at `{}`", meeting), "the meeting");
}
