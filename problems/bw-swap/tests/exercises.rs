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

use judging::exec;
use judging::testing::samples;
use judging::trace::Side;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The bug hunt, from the workspace root.
const BUG_HUNT: &str = "problems/bw-swap/exercises/mirrored.py";

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

/// Long enough for the classic puzzle in Python (about 5 s of processor
/// time) on a busy machine.
const BOUND: Duration = Duration::from_secs(120);

fn python_present() -> bool {
    let status = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    matches!(status, Ok(status) if status.success())
}

/// The bug hunt's output on `input`; it must run cleanly.
fn bug_hunt(input: &str, name: &str) -> String {
    let file = judging::workspace::root().join(BUG_HUNT);
    let file = file.to_str().expect("a UTF-8 path");
    let run = exec::run(Path::new("python3"), &[file], input.as_bytes(), BOUND)
        .unwrap_or_else(|e| panic!("python3 {}: {}", file, e));
    assert!(
        run.success() && run.stderr.is_empty(),
        "{}: the bug hunt must run cleanly (exit {:?}, timed out {}): {}",
        name,
        run.code,
        run.timed_out,
        run.stderr
    );
    run.stdout
}

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    if !python_present() {
        eprintln!("skipped: python3 is not available to run {}", BUG_HUNT);
        return;
    }
    let mut failed = Vec::new();
    for sample in samples("bw-swap") {
        let output = bug_hunt(&sample.input, &sample.name);
        let verdict = (bw_swap::lab::LAB.check)(&sample.input, &sample.expected, &output);
        if let Err(why) = verdict {
            // Legal moves, one too many: the trap, not a garbled answer.
            assert!(
                why.contains("not a shortest solution"),
                "{}: {}",
                sample.name,
                why
            );
            failed.push(sample.name.clone());
        }
    }
    assert_eq!(failed, FAILING, "samples with a wrong answer");
}

#[test]
fn the_bug_hunt_is_wrong_where_the_readme_shows_it() {
    if !python_present() {
        eprintln!("skipped: python3 is not available to run {}", BUG_HUNT);
        return;
    }
    for (input, right, wrong) in WRONG_ON {
        let mut out = String::new();
        bw_swap::contest::solve(input, &mut out).unwrap();
        assert_eq!(out.lines().next(), Some(right), "{:?}", input);
        let output = bug_hunt(input, input);
        assert_eq!(output.lines().next(), Some(wrong), "{:?}", input);
        let verdict = (bw_swap::lab::LAB.check)(input, &out, &output);
        assert!(verdict.is_err(), "{:?}", input);
    }
}

/// A table of the README: the input of the `cargo trace` command quoted
/// in its block, and the block's lines.
struct Table {
    input: String,
    lines: Vec<String>,
}

/// The README's traces: each ```text block that quotes a `cargo trace
/// bw-swap < FILE` command.
fn readme_tables() -> Vec<Table> {
    let root = judging::workspace::root();
    let readme = std::fs::read_to_string(root.join("problems/bw-swap/README.md")).unwrap();
    let mut tables = Vec::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        if line != "```text" {
            continue;
        }
        let block: Vec<String> = lines
            .by_ref()
            .take_while(|l| *l != "```")
            .map(str::to_string)
            .collect();
        let command = block
            .iter()
            .find_map(|l| l.strip_prefix("$ cargo trace bw-swap < "));
        if let Some(file) = command {
            let input = std::fs::read_to_string(root.join(file.trim())).unwrap();
            tables.push(Table {
                input,
                lines: block.clone(),
            });
        }
    }
    tables
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let tables = readme_tables();
    assert_eq!(tables.len(), 2, "the even meeting and the odd one");
    for table in tables {
        let trace = (bw_swap::lab::LAB.trace)(&table.input, 1).unwrap();
        let shown = |prefix: &str| table.lines.iter().any(|l| l.starts_with(prefix));
        assert!(shown(&trace.title), "{}", trace.title);
        // The rows as the trace prints them: step, side, depth, layer (a
        // star when cut short), each side's stored states, generated.
        let mut stored = [0usize; 2];
        let mut expected = Vec::new();
        for (step, layer) in trace.two_way.layers.iter().enumerate() {
            let side = usize::from(layer.side == Side::Backward);
            stored[side] = layer.stored;
            let star = if layer.partial { "*" } else { "" };
            expected.push(format!(
                "{} {} {} {}{} {} {} {}",
                step,
                layer.side.name(),
                layer.depth,
                layer.size,
                star,
                stored[0],
                stored[1],
                layer.generated
            ));
        }
        // One side only: the mirrored search.
        assert!(trace.two_way.layers.iter().all(|l| l.side == Side::Forward));
        let rows: Vec<String> = (table.lines.iter())
            .skip_while(|l| !l.trim_start().starts_with("step"))
            .skip(1)
            .take_while(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .map(|l| l.replace(',', ""))
            .collect();
        assert_eq!(rows, expected, "{}", trace.title);
        let meeting = trace.meeting.as_deref().unwrap();
        assert!(
            shown(&format!("The sides met at {},", meeting)),
            "{}",
            meeting
        );
        let distance = trace.two_way.distance.unwrap();
        assert!(shown(&format!("Distance: {}.", distance)), "{}", distance);
        // The note on the two-sided search, quoted in the block.
        let both_ways = (trace.notes.iter())
            .find(|n| n.starts_with("both ways instead"))
            .unwrap();
        assert!(shown(&format!("- {}", both_ways)), "{}", both_ways);
    }
}
