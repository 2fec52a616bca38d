//! What the lesson (README.md) shows, held to the code:
//!
//! - the bug hunt (`exercises/eight.py`) on every sample, judged as `cargo
//!   samples` judges it: the README says that it gives a wrong answer on
//!   six samples, named in `FAILING`, and passes the other three; a wrong
//!   answer means one line per puzzle that the checker refuses, not a crash
//!   or a timeout. Skipped, with one line on standard error, where `python3`
//!   cannot be started;
//! - the worked example's table, copied from `cargo trace poj-1077`: every
//!   row must be what the lab's trace of that sample gives today, and so
//!   must the totals and the meeting quoted after it;
//! - the figures the README quotes from the chapter's two charts.

use judging::testing::{self, BugHunt};
use judging::text::thousands;
use judging::trace::Trace;
use poj_1077::lab::LAB;

const HUNT: BugHunt = BugHunt::new("poj-1077", "eight.py");

/// The samples on which the README says the bug hunt answers wrongly, in
/// the order `samples` lists them (by name).
const FAILING: [&str; 6] = [
    "crlf-no-final-newline",
    "hardest-31-moves",
    "many-puzzles",
    "multi-case",
    "no-wrap-around",
    "official",
];

/// A count as the README writes it: 31,873.
fn count(n: usize) -> String {
    thousands(n as u64)
}

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    let judged = match HUNT.expect_failing(LAB.check, &FAILING) {
        Some(judged) => judged,
        None => return,
    };
    for judged in &judged {
        let (name, puzzles) = (
            &judged.sample.name,
            judged.sample.input.split_ascii_whitespace(),
        );
        let puzzles = puzzles.count() / 9;
        let lines = judged.output.lines().count();
        assert_eq!(lines, puzzles, "{}: one answer line per puzzle", name);
        if let Err(why) = &judged.verdict {
            // The wrong answers are illegal moves, as the README says.
            assert!(why.contains("is not possible"), "{}: {}", name, why);
        }
    }
    let readme = testing::readme("poj-1077");
    for name in FAILING {
        assert!(readme.contains(&format!("`{}`", name)), "{}", name);
    }
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let worked = "cargo trace poj-1077 < samples/poj-1077/no-wrap-around.in";
    let readme = testing::readme("poj-1077");
    let traced = testing::expect_readme_traces("poj-1077", &readme, LAB.trace, &[worked]);
    let trace = &traced[0].1;
    assert!(trace.meeting.is_some(), "the sides meet");
    // The totals the walk-through quotes: both sides, and the one-way search.
    for stored in [trace.two_way.stored(), trace.one_way.stored()] {
        let quoted = format!("{} boards", count(stored));
        assert!(readme.contains(&quoted), "the README quotes {}", quoted);
    }
}

fn traced(file: &str) -> Trace {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(file)).unwrap();
    (LAB.trace)(&input, 1).unwrap()
}

#[test]
fn the_charts_figures_are_the_traces() {
    let readme = testing::readme("poj-1077");
    // chart.svg: the lab's chart input, the official sample.
    let chart = traced(LAB.chart_input);
    assert_eq!(chart.two_way.distance, Some(19));
    // charts/table.svg: the contest version's table, one BFS from the goal.
    let table = poj_1077::lab::table_figure().unwrap();
    for (what, stored) in [
        ("one-way stored (chart)", chart.one_way.stored()),
        ("bidirectional stored (chart)", chart.two_way.stored()),
        ("boards in the table", table.one_way.stored()),
        ("the hardest board searched alone", table.two_way.stored()),
    ] {
        assert!(
            readme.contains(&count(stored)),
            "{}: the README should quote {}",
            what,
            count(stored)
        );
    }
}
