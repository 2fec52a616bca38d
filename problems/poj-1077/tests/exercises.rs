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

use judging::exec;
use judging::testing::samples;
use judging::trace::{Side, Trace};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The bug hunt, from the workspace root.
const BUG_HUNT: &str = "problems/poj-1077/exercises/eight.py";

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

fn python_present() -> bool {
    let status = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    matches!(status, Ok(status) if status.success())
}

fn readme() -> String {
    let root = judging::workspace::root();
    std::fs::read_to_string(root.join("problems/poj-1077/README.md")).unwrap()
}

/// A count as the README writes it: 31,873.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    if !python_present() {
        eprintln!("skipped: python3 is not available to run {}", BUG_HUNT);
        return;
    }
    let file = judging::workspace::root().join(BUG_HUNT);
    let file = file.to_str().expect("a UTF-8 path");
    let mut failed = Vec::new();
    for sample in samples("poj-1077") {
        let run = exec::run(
            Path::new("python3"),
            &[file],
            sample.input.as_bytes(),
            Duration::from_secs(20),
        )
        .unwrap_or_else(|e| panic!("python3 {}: {}", file, e));
        assert!(
            run.success() && run.stderr.is_empty(),
            "{}: the bug hunt must run cleanly (exit {:?}, timed out {}): {}",
            sample.name,
            run.code,
            run.timed_out,
            run.stderr
        );
        let puzzles = sample.input.split_ascii_whitespace().count() / 9;
        assert_eq!(
            run.stdout.lines().count(),
            puzzles,
            "{}: one answer line per puzzle",
            sample.name
        );
        let verdict = (poj_1077::lab::LAB.check)(&sample.input, &sample.expected, &run.stdout);
        if let Err(why) = verdict {
            // The wrong answers are illegal moves, as the README says.
            assert!(why.contains("is not possible"), "{}: {}", sample.name, why);
            failed.push(sample.name.clone());
        }
    }
    assert_eq!(failed, FAILING, "samples with a wrong answer");
    let readme = readme();
    for name in FAILING {
        assert!(readme.contains(&format!("`{}`", name)), "{}", name);
    }
}

/// The README's trace tables: each ```text block whose first line is the
/// trace's header, with the sample named by the `cargo trace` command
/// quoted just before it.
fn readme_tables() -> Vec<(String, Vec<String>)> {
    let readme = readme();
    let mut tables = Vec::new();
    let mut command: Option<String> = None;
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        if let Some(at) = line.find("cargo trace poj-1077 < samples/poj-1077/") {
            let rest = &line[at + "cargo trace poj-1077 < ".len()..];
            command = Some(rest.split(['`', ' ']).next().unwrap().to_string());
        }
        if line == "```text" {
            let block: Vec<String> = lines
                .by_ref()
                .take_while(|l| *l != "```")
                .map(str::to_string)
                .collect();
            if matches!(block.first(), Some(l) if l.trim_start().starts_with("step")) {
                let file = command
                    .take()
                    .expect("a cargo trace command before the table");
                tables.push((file, block));
            }
        }
    }
    tables
}

fn traced(file: &str) -> Trace {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(file)).unwrap();
    (poj_1077::lab::LAB.trace)(&input, 1).unwrap()
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let tables = readme_tables();
    assert_eq!(tables.len(), 1, "one worked example");
    let (file, block) = &tables[0];
    let trace = traced(file);
    // The rows as the trace prints them: step, side, depth, layer (a star
    // when cut short), each side's stored boards so far, generated.
    let mut stored = [0usize; 2];
    let mut step = 0;
    let mut expected = Vec::new();
    for layer in &trace.two_way.layers {
        let side = usize::from(layer.side == Side::Backward);
        stored[side] = layer.stored;
        if layer.depth > 0 {
            step += 1;
        }
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
    let shown: Vec<String> = block[1..]
        .iter()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .map(|l| {
            l.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .replace(',', "")
        })
        .collect();
    assert_eq!(shown, expected, "{}", file);
    let meeting = trace.meeting.as_ref().expect("the sides meet");
    assert!(
        block
            .iter()
            .any(|l| l.contains(&format!("met at {},", meeting))),
        "{}: the meeting {}",
        file,
        meeting
    );
    let distance = trace.two_way.distance.expect("a solvable sample");
    assert!(block
        .iter()
        .any(|l| l.contains(&format!("Distance: {}.", distance))));
    // The totals the walk-through quotes: both sides, and the one-way search.
    let readme = readme();
    for count in [trace.two_way.stored(), trace.one_way.stored()] {
        let quoted = format!("{} boards", thousands(count));
        assert!(readme.contains(&quoted), "the README quotes {}", quoted);
    }
}

#[test]
fn the_charts_figures_are_the_traces() {
    let readme = readme();
    // chart.svg: the lab's chart input, the official sample.
    let chart = traced(poj_1077::lab::LAB.chart_input);
    assert_eq!(chart.two_way.distance, Some(19));
    // charts/table.svg: the contest version's table, one BFS from the goal.
    let table = poj_1077::lab::table_figure().unwrap();
    for (what, count) in [
        ("one-way stored (chart)", chart.one_way.stored()),
        ("bidirectional stored (chart)", chart.two_way.stored()),
        ("boards in the table", table.one_way.stored()),
        ("the hardest board searched alone", table.two_way.stored()),
    ] {
        assert!(
            readme.contains(&thousands(count)),
            "{}: the README should quote {}",
            what,
            thousands(count)
        );
    }
}
