//! What the lesson (README.md) shows, held to the code:
//!
//! - the bug hunt (`exercises/four_layers_a_side.py`) on every sample,
//!   judged as `cargo samples` judges it: the README says that it gives a
//!   wrong answer on `jump-rules` and `limit-missed-by-one` and passes the
//!   others (a wrong answer, not a crash or a timeout). Skipped, with one
//!   line on standard error, where `python3` cannot be started;
//! - the worked example's tables, copied from `cargo trace hdu-1401`: every
//!   row must be what the lab's trace of that case gives today, and so must
//!   the meeting, or the want of one.

use hdu_1401::lab::LAB;
use judging::testing::{self, BugHunt};

const HUNT: BugHunt = BugHunt::new("hdu-1401", "four_layers_a_side.py");

/// The samples on which the README says the bug hunt answers wrongly.
const FAILING: [&str; 2] = ["jump-rules", "limit-missed-by-one"];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    let judged = HUNT.expect_failing(LAB.check, &FAILING);
    // One answer per case, however wrong.
    for judged in judged.iter().flatten() {
        judged.expect_one_line_per_answer();
    }
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    // The official sample, and a NO with a 3 + 5 split.
    let tables = [
        "cargo trace hdu-1401 < samples/hdu-1401/official.in",
        "cargo trace hdu-1401 --case 2 < samples/hdu-1401/unreachable.in",
    ];
    let readme = testing::readme("hdu-1401");
    let traced = testing::expect_readme_traces("hdu-1401", &readme, LAB.trace, &tables);
    let (no, trace) = &traced[1];
    assert_eq!(trace.meeting, None, "a NO");
    let why = "no path within the limit";
    assert!(no.lines.iter().any(|line| line.contains(why)), "{}", why);
}
