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
use judging::exec::{self, Run};
use judging::testing::{self, TEST_BOUND};
use judging::trace::Side;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A bug hunt: its file (in `exercises/`), the samples the README says it
/// fails, and inputs it answers wrongly, with the right answer and its own:
/// the one `cargo stress` shrinks it to, and any other the README shows.
struct BugHunt {
    file: &'static str,
    failing_samples: &'static [&'static str],
    wrong_on: &'static [(&'static str, &'static str, &'static str)],
}

const BUG_HUNTS: [BugHunt; 1] = [BugHunt {
    file: "same_moves.py",
    failing_samples: &[
        "longer-than-twenty-on-the-way",
        "one-way-rules",
        "wide-forward-narrow-backward",
    ],
    wrong_on: &[
        // The backward side runs out of strings: no `a` in B.
        ("aaaaaaaaaa bbbbbbbbbb\na b\n", "10\n", "NO ANSWER!\n"),
        // A meeting on a path that does not exist.
        ("ab a\nab b\na b\n", "NO ANSWER!\n", "2\n"),
    ],
}];

fn path_of(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("exercises")
        .join(file)
}

/// True when `python3` starts; otherwise says so on standard error.
fn python_available() -> bool {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .map(|output| output.status.success())
        .unwrap_or(false);
    if !found {
        eprintln!("skipped: python3 not found, the bug hunt is not run");
    }
    found
}

fn run(file: &Path, input: &str) -> Run {
    let file = file.to_str().expect("a UTF-8 path");
    exec::run(Path::new("python3"), &[file], input.as_bytes(), TEST_BOUND)
        .unwrap_or_else(|e| panic!("cannot start python3 {}: {}", file, e))
}

/// A clean exit with nothing on standard error: a wrong answer, if wrong, is
/// a WA and not a crash or a timeout.
fn assert_clean(run: &Run, what: &str) {
    assert!(
        run.success() && run.stderr.is_empty(),
        "{}: exit {:?}, timed out {}, stderr:\n{}",
        what,
        run.code,
        run.timed_out,
        run.stderr
    );
}

#[test]
fn each_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    if !python_available() {
        return;
    }
    let check = acwing_190::lab::LAB.check;
    for hunt in &BUG_HUNTS {
        let file = path_of(hunt.file);
        let mut failing = Vec::new();
        for sample in testing::samples("acwing-190") {
            let run = run(&file, &sample.input);
            assert_clean(&run, &format!("{} on {}", hunt.file, sample.name));
            if check(&sample.input, &sample.expected, &run.stdout).is_err() {
                failing.push(sample.name);
            }
        }
        assert_eq!(failing, hunt.failing_samples, "{}", hunt.file);
    }
}

#[test]
fn each_bug_hunt_answers_wrongly_where_the_readme_says() {
    if !python_available() {
        return;
    }
    let check = acwing_190::lab::LAB.check;
    for hunt in &BUG_HUNTS {
        for &(input, right, wrong) in hunt.wrong_on {
            let run = run(&path_of(hunt.file), input);
            assert_clean(&run, hunt.file);
            assert_eq!(run.stdout, wrong, "{}:\n{}", hunt.file, input);
            assert!(check(input, right, &run.stdout).is_err());
            // The right answer is the solution's.
            let mut out = String::new();
            acwing_190::fast::solve(input, &mut out).unwrap();
            assert_eq!(out, right, "{}", input);
        }
    }
}

/// The worked example's input, as the README's command writes it.
const WORKED: &str = "aa baabbbabbbba\na aab\naa bab\n";

/// The rows of the README's worked-example table: step, side, depth, layer
/// (`N, stopped` for a layer cut short), stored, and the strings listed.
fn worked_table() -> Vec<Vec<String>> {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let section = readme
        .split("## Worked example")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a worked example");
    let command = "printf 'aa baabbbabbbba\\na aab\\naa bab\\n' | cargo trace acwing-190";
    assert!(section.contains(command), "the README's command changed");
    section
        .lines()
        .filter(|line| {
            line.starts_with("| ") && line[2..].starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|line| {
            let cells = line.trim_matches('|').split(" | ");
            cells.map(|cell| cell.trim().to_string()).collect()
        })
        .collect()
}

#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let table = worked_table();
    let trace = (acwing_190::lab::LAB.trace)(WORKED, 1).unwrap();
    let mut stored = [0usize; 2];
    let mut expected = Vec::new();
    for layer in &trace.two_way.layers {
        stored[usize::from(layer.side == Side::Backward)] = layer.stored;
        if layer.depth > 0 {
            let size = if layer.partial {
                format!("{}, stopped", layer.size)
            } else {
                layer.size.to_string()
            };
            let row = [layer.side.name().to_string(), layer.depth.to_string(), size];
            expected.push((row, stored[0] + stored[1]));
        }
    }
    assert_eq!(table.len(), expected.len(), "one row per layer grown");
    for (step, (row, (cells, both))) in table.iter().zip(&expected).enumerate() {
        assert_eq!(row[0], (step + 1).to_string());
        assert_eq!(row[1..4], cells[..], "step {}", step + 1);
        assert_eq!(row[4], both.to_string(), "step {}: stored", step + 1);
    }
    let meeting = trace.meeting.expect("the sides meet");
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
