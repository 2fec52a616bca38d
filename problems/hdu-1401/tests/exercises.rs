//! The chapter's bug hunt (`exercises/four_layers_a_side.py`) on every
//! sample, judged as `cargo samples` judges it: the README says that it
//! gives a wrong answer on `jump-rules` and `limit-missed-by-one` and passes
//! the others, and this test holds it to that (a wrong answer, not a crash
//! or a timeout). Skipped, with one line on standard error, where `python3`
//! cannot be started.

use judging::exec;
use judging::testing::samples;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The bug hunt, from the workspace root.
const BUG_HUNT: &str = "problems/hdu-1401/exercises/four_layers_a_side.py";

/// The samples on which the README says the bug hunt answers wrongly.
const FAILING: [&str; 2] = ["jump-rules", "limit-missed-by-one"];

fn python_present() -> bool {
    let status = Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    matches!(status, Ok(status) if status.success())
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
    for sample in samples("hdu-1401") {
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
        let lines = run.stdout.lines().count();
        assert_eq!(
            lines,
            sample
                .expected
                .lines()
                .filter(|l| !l.trim().is_empty())
                .count(),
            "{}: one answer per case",
            sample.name
        );
        let verdict = (hdu_1401::lab::LAB.check)(&sample.input, &sample.expected, &run.stdout);
        if verdict.is_err() {
            failed.push(sample.name.clone());
        }
    }
    assert_eq!(failed, FAILING, "samples with a wrong answer");
}
