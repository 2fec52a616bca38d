//! The chapter's bug hunt, held to what README.md says of it:
//! `exercises/four.py` is judged on every sample, as `cargo samples
//! wikioi-1004 --run "python3 problems/wikioi-1004/exercises/four.py"`
//! judges it, and exactly the samples the README names fail, each with a
//! wrong answer (a wrong number, or none), never a crash or a timeout.
//! Skipped, with one line on standard error, where `python3` is missing.

use judging::exec;
use judging::testing::{samples, TEST_BOUND};
use std::path::Path;
use wikioi_1004::lab::LAB;

/// The samples the README says the bug hunt fails, and what it prints
/// there (the right answers are 3 and 4).
const FAILING: [(&str, &str); 2] = [("black-cannot-move", ""), ("white-first-is-shorter", "7\n")];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    let python = Path::new("python3");
    if exec::run(python, &["--version"], b"", TEST_BOUND).is_err() {
        eprintln!("skipped: python3 is not installed");
        return;
    }
    let root = judging::workspace::root();
    let program = root.join("problems/wikioi-1004/exercises/four.py");
    let program = program.to_str().expect("a UTF-8 path");
    for sample in samples("wikioi-1004") {
        let run = exec::run(python, &[program], sample.input.as_bytes(), TEST_BOUND)
            .unwrap_or_else(|e| panic!("cannot start python3: {}", e));
        assert!(
            run.success() && run.stderr.is_empty(),
            "{}: the bug hunt must answer, not crash or time out: exit {:?}, timed out {}, stderr {}",
            sample.name,
            run.code,
            run.timed_out,
            run.stderr
        );
        let verdict = (LAB.check)(&sample.input, &sample.expected, &run.stdout);
        match FAILING.iter().find(|(name, _)| *name == sample.name) {
            Some((_, printed)) => {
                assert_eq!(run.stdout, *printed, "{}", sample.name);
                assert!(verdict.is_err(), "{}: accepted", sample.name);
            }
            None => assert!(verdict.is_ok(), "{}: {:?}", sample.name, verdict),
        }
    }
}

/// The worked example's table is what `cargo trace` prints for its input:
/// step, side, depth, layer, and what each side stores, row for row.
#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let root = judging::workspace::root();
    let readme = std::fs::read_to_string(root.join("problems/wikioi-1004/README.md")).unwrap();
    let command = "cargo trace wikioi-1004 < samples/wikioi-1004/official.in";
    assert!(
        readme.contains(command),
        "the README no longer quotes `{}`",
        command
    );
    let input = std::fs::read_to_string(root.join("samples/wikioi-1004/official.in")).unwrap();
    let trace = (wikioi_1004::lab::LAB.trace)(&input, 1).unwrap();
    let shown = judging::testing::table_after(&readme, command, 6);
    assert!(!shown.is_empty(), "no table after `{}`", command);
    assert_eq!(shown, judging::testing::trace_rows(&trace.two_way));
}
