//! What the lesson (README.md) shows, held to the code:
//!
//! - the bug hunt (`exercises/one_code_at_a_time.py`) on every sample,
//!   judged as `cargo samples` judges it: the README says that it answers
//!   wrongly on four samples and passes `farthest-pairs` (a wrong answer,
//!   not a crash or a timeout); and the shrunk input the README shows from
//!   `cargo stress` still makes it answer one move too many. Skipped, with
//!   one line on standard error, where `python3` cannot be started;
//! - the worked example's table, copied from `cargo trace hdu-1195`: every
//!   row must be what the lab's trace of that case gives today.

use judging::exec;
use judging::testing::samples;
use judging::trace::Side;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The bug hunt, from the workspace root.
const BUG_HUNT: &str = "problems/hdu-1195/exercises/one_code_at_a_time.py";

/// The samples on which the README says the bug hunt answers wrongly.
const FAILING: [&str; 4] = [
    "crlf-no-final-newline",
    "official",
    "start-equals-goal",
    "wraparound-and-neighbours",
];

/// The input `cargo stress` shrank to, as the README shows it, and the
/// right answer.
const SHRUNK: (&str, &str) = ("1\n9326\n2753\n\n", "6\n");

fn python_present() -> bool {
    let status = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    matches!(status, Ok(status) if status.success())
}

/// The bug hunt's output on `input`; it must run cleanly.
fn bug_hunt(name: &str, input: &str) -> String {
    let file = judging::workspace::root().join(BUG_HUNT);
    let file = file.to_str().expect("a UTF-8 path");
    let run = exec::run(
        Path::new("python3"),
        &[file],
        input.as_bytes(),
        Duration::from_secs(20),
    )
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
    for sample in samples("hdu-1195") {
        let out = bug_hunt(&sample.name, &sample.input);
        assert_eq!(
            out.lines().count(),
            sample
                .expected
                .lines()
                .filter(|l| !l.trim().is_empty())
                .count(),
            "{}: one answer per case",
            sample.name
        );
        if (hdu_1195::lab::LAB.check)(&sample.input, &sample.expected, &out).is_err() {
            failed.push(sample.name.clone());
        }
    }
    assert_eq!(failed, FAILING, "samples with a wrong answer");
}

#[test]
fn the_shrunk_input_of_the_readme_still_fails_by_one_move() {
    let (input, right) = SHRUNK;
    let mut out = String::new();
    hdu_1195::fast::solve(input, &mut out).unwrap();
    assert_eq!(out, right, "the collection's answer");
    let readme = readme();
    let shown: String = input.lines().map(|l| format!("  {}\n", l)).collect();
    assert!(
        readme.contains(shown.trim_end()),
        "the README shows the shrunk input"
    );
    if !python_present() {
        eprintln!("skipped: python3 is not available to run {}", BUG_HUNT);
        return;
    }
    let answer: usize = bug_hunt("the shrunk input", input).trim().parse().unwrap();
    assert_eq!(answer, right.trim().parse::<usize>().unwrap() + 1);
}

fn readme() -> String {
    let root = judging::workspace::root();
    std::fs::read_to_string(root.join("problems/hdu-1195/README.md")).unwrap()
}

/// The README's tables of the two-way search: each ```text block whose
/// first line is the trace's header, with the `cargo trace` command quoted
/// before it (its sample file and `--case`; the command may wrap onto the
/// next line).
fn readme_tables() -> Vec<(String, usize, Vec<String>)> {
    let readme = readme();
    let mut tables = Vec::new();
    let mut command: Option<(String, usize)> = None;
    let mut previous = "";
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        let both = format!("{} {}", previous, line);
        if let (Some(_), Some(at)) = (both.find("cargo trace"), line.find("samples/hdu-1195/")) {
            let file = line[at..].split(['`', ' ']).next().unwrap();
            let case = both
                .split("--case ")
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .map_or(1, |number| number.parse().unwrap());
            command = Some((file.to_string(), case));
        }
        previous = line;
        if line == "```text" {
            let block: Vec<String> = lines
                .by_ref()
                .take_while(|l| *l != "```")
                .map(str::to_string)
                .collect();
            if matches!(block.first(), Some(l) if l.trim_start().starts_with("step")) {
                let (file, case) = command
                    .take()
                    .expect("a cargo trace command before the table");
                tables.push((file, case, block));
            }
        }
    }
    tables
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let tables = readme_tables();
    assert_eq!(tables.len(), 1, "the worked example's table");
    let root = judging::workspace::root();
    for (file, case, block) in tables {
        let input = std::fs::read_to_string(root.join(&file)).unwrap();
        let trace = (hdu_1195::lab::LAB.trace)(&input, case).unwrap();
        // The rows as the trace prints them: step, side, depth, layer (a
        // star when cut short), each side's stored codes so far, generated.
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
        assert_eq!(shown, expected, "{} case {}", file, case);
        let meeting = trace.meeting.expect("any two codes are joined");
        assert!(
            block
                .iter()
                .any(|l| l.contains(&format!("met at {},", meeting))),
            "{}: the meeting {}",
            file,
            meeting
        );
        let distance = trace.two_way.distance.expect("a distance");
        assert!(block
            .iter()
            .any(|l| *l == format!("Distance: {}.", distance)));
    }
}
