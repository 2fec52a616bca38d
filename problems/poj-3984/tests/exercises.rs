//! The chapter's bug hunt, held to what README.md says of it:
//! `exercises/maze.py` is judged on every sample, as `cargo samples
//! poj-3984 --run "python3 problems/poj-3984/exercises/maze.py"` judges it,
//! and exactly the samples the README names fail, each with a wrong answer
//! (a path that is not a shortest one), never a crash or a timeout.
//! Skipped, with one line on standard error, where `python3` is missing.

use judging::exec;
use judging::testing::{samples, TEST_BOUND};
use poj_3984::lab::LAB;
use std::path::Path;

/// The samples the README says the bug hunt fails, and the checker's reason.
const FAILING: [(&str, &str); 1] = [(
    "all-open",
    "a path of 17 cells, not a shortest one: the shortest has 9",
)];

#[test]
fn the_bug_hunt_fails_exactly_the_samples_the_readme_names() {
    let python = Path::new("python3");
    if exec::run(python, &["--version"], b"", TEST_BOUND).is_err() {
        eprintln!("skipped: python3 is not installed");
        return;
    }
    let root = judging::workspace::root();
    let program = root.join("problems/poj-3984/exercises/maze.py");
    let program = program.to_str().expect("a UTF-8 path");
    for sample in samples("poj-3984") {
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
            Some((_, why)) => assert_eq!(verdict, Err(why.to_string()), "{}", sample.name),
            None => assert!(verdict.is_ok(), "{}: {:?}", sample.name, verdict),
        }
    }
}

/// The worked example's table is what `cargo trace` prints for its input:
/// step, side, depth, layer, and what each side stores, row for row.
#[test]
fn the_worked_example_is_what_cargo_trace_prints() {
    let root = judging::workspace::root();
    let readme = std::fs::read_to_string(root.join("problems/poj-3984/README.md")).unwrap();
    let command = "cargo trace poj-3984 < samples/poj-3984/official.in";
    assert!(
        readme.contains(command),
        "the README no longer quotes `{}`",
        command
    );
    let input = std::fs::read_to_string(root.join("samples/poj-3984/official.in")).unwrap();
    let trace = (poj_3984::lab::LAB.trace)(&input, 1).unwrap();
    let shown = judging::testing::table_after(&readme, command, 6);
    assert!(!shown.is_empty(), "no table after `{}`", command);
    assert_eq!(shown, judging::testing::trace_rows(&trace.two_way));
}
