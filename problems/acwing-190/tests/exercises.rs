//! The chapter's bug hunt (README.md, "Bug hunt") fails where the README says
//! it does: `exercises/same_moves.py`, whose backward side applies the rules
//! forwards, is run on every sample and judged with the lab's checker. The
//! samples the README names must come back as wrong answers (a clean exit with
//! the wrong line, not a crash or a timeout), and every other sample must
//! pass, so that the README's list stays exact. The input `cargo stress`
//! shrinks it to is checked too. Skipped, with one line on standard error,
//! where python3 is missing.

use judging::exec::{self, Run};
use judging::testing::{self, TEST_BOUND};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A bug hunt: its file (in `exercises/`), the samples the README says it
/// fails, and the small input `cargo stress` shrinks it to with the right
/// answer and the wrong one it gives.
struct BugHunt {
    file: &'static str,
    failing_samples: &'static [&'static str],
    shrunk: (&'static str, &'static str, &'static str),
}

const BUG_HUNTS: [BugHunt; 1] = [BugHunt {
    file: "same_moves.py",
    failing_samples: &[
        "longer-than-twenty-on-the-way",
        "one-way-rules",
        "wide-forward-narrow-backward",
    ],
    shrunk: ("ab a\nab b\na b\n", "NO ANSWER!\n", "2\n"),
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
fn each_bug_hunt_fails_on_its_shrunk_input() {
    if !python_available() {
        return;
    }
    let check = acwing_190::lab::LAB.check;
    for hunt in &BUG_HUNTS {
        let (input, right, wrong) = hunt.shrunk;
        let run = run(&path_of(hunt.file), input);
        assert_clean(&run, hunt.file);
        assert_eq!(run.stdout, wrong, "{}", hunt.file);
        assert!(check(input, right, &run.stdout).is_err());
        // The right answer is the solution's.
        let mut out = String::new();
        acwing_190::fast::solve(input, &mut out).unwrap();
        assert_eq!(out, right);
    }
}
