//! What the lesson (README.md) shows, held to the code:
//!
//! - the bug hunt (`exercises/mirrored.py`, a mirrored search that stops at
//!   the first pair it finds) on every sample, judged with the lab's
//!   checker: the README says it gives a wrong answer on
//!   `extra-spaces-and-blank-lines` and `one-long-move` and right answers
//!   on the others (three of them too slowly for the judge's 1 s, as any
//!   Python search of that many states; here they run without a limit).
//!   A wrong answer is a clean exit with a legal but too long path, not a
//!   crash or a timeout. Also the inputs the README shows it getting wrong:
//!   the one `cargo stress` shrinks it to, and the worked example's odd
//!   board. Skipped, with one line on standard error, where python3 cannot
//!   be started;
//! - the worked example's tables, copied from `cargo trace bw-swap`: every
//!   row, the meeting and the two-sided note must be what the lab's trace
//!   of that input gives today.

use bw_swap::lab::LAB;
use judging::testing::{self, BugHunt};
use judging::trace::Side;
use std::time::Duration;

/// Long enough for the classic puzzle in Python (about 5 s of processor
/// time) on a busy machine.
const HUNT: BugHunt = BugHunt::new("bw-swap", "mirrored.py").within(Duration::from_secs(120));

/// The samples on which the README says the bug hunt answers wrongly.
const FAILING: [&str; 2] = ["extra-spaces-and-blank-lines", "one-long-move"];

/// Inputs the README shows the bug hunt getting wrong: the input, the
/// right number of moves and the bug hunt's.
const WRONG_ON: [(&str, &str, &str); 2] = [
    // What `cargo stress` shrinks it to: B goes up in one move, but the
    // board halfway, .B., is its own image and meets itself first.
    (".\n.\nB\n\nB\n.\n.\n", "1", "2"),
    // The worked example's odd board.
    ("ABC\n#.#\n...\n\n...\n#.#\nABC\n", "5", "6"),
];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    let judged = HUNT.expect_failing(LAB.check, &FAILING);
    for judged in judged.iter().flatten() {
        if let Err(why) = &judged.verdict {
            // Legal moves, one too many: the trap, not a garbled answer.
            let name = &judged.sample.name;
            assert!(why.contains("not a shortest solution"), "{}: {}", name, why);
        }
    }
}

#[test]
fn the_bug_hunt_is_wrong_where_the_readme_shows_it() {
    if !HUNT.runnable() {
        return;
    }
    for (input, right, wrong) in WRONG_ON {
        let mut out = String::new();
        bw_swap::contest::solve(input, &mut out).unwrap();
        assert_eq!(out.lines().next(), Some(right), "{:?}", input);
        let output = HUNT.expect_wrong(LAB.check, input, &out);
        assert_eq!(output.lines().next(), Some(wrong), "{:?}", input);
    }
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    // The even meeting and the odd one.
    let tables = [
        "cargo trace bw-swap < problems/bw-swap/exercises/mirror-even.in",
        "cargo trace bw-swap < problems/bw-swap/exercises/mirror-odd.in",
    ];
    let readme = testing::readme("bw-swap");
    for (quote, trace) in testing::expect_readme_traces("bw-swap", &readme, LAB.trace, &tables) {
        let shown = |prefix: &str| quote.lines.iter().any(|l| l.starts_with(prefix));
        assert!(shown(&trace.title), "{}", trace.title);
        // One side only: the mirrored search.
        assert!(trace.two_way.layers.iter().all(|l| l.side == Side::Forward));
        let meeting = trace.meeting.as_deref().unwrap();
        let met = format!("The sides met at {},", meeting);
        assert!(shown(&met), "{}", met);
        // The note on the two-sided search, quoted in the block.
        let both_ways = (trace.notes.iter())
            .find(|n| n.starts_with("both ways instead"))
            .unwrap();
        assert!(shown(&format!("- {}", both_ways)), "{}", both_ways);
    }
}
