//! The practice mode: `cargo samples ID --run|--file` judges any program as
//! the collection's own are judged, and `cargo stress` finds the faults
//! planted in the small foreign programs of `tests/practice/`.
//!
//! The stress engine is first held to a problem of our own (the largest of
//! some numbers, judged by shell one-liners), where every outcome can be
//! arranged; then the real labs meet the planted faults: a lock that
//! already shows its password, the one-state-at-a-time bidirectional
//! search, an 8-puzzle without its parity test (a wrong line, and a search
//! that never ends), a board solved at the start, a crash.
//!
//! The planted programs are C (compiled by `gcc`) and Rust (compiled by
//! `--file`); where `gcc` or `python3` is missing, the tests that need
//! them say so on stderr and pass. The tests that run `stress` on real
//! problems build the problems' release binaries first (once, through
//! cargo; quick when they are up to date).

use judging::judge::{Limits, Verdict};
use judging::testing::Rng;
use judging::workspace;
use scripts::samples::{self, Checking, Program};
use scripts::stress::{self, Options, Outcome, Setup};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::rc::Rc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------
// A problem of our own: print the largest of the numbers, one a line.
// ---------------------------------------------------------------------------

fn numbers_input(rng: &mut Rng, size: u32) -> String {
    (0..rng.range(1, 2 + size as usize))
        .map(|_| format!("{}\n", rng.below(100)))
        .collect()
}

/// Each number left out in turn.
fn fewer_numbers(input: &str) -> Vec<String> {
    let lines: Vec<&str> = input.lines().collect();
    if lines.len() < 2 {
        return Vec::new();
    }
    (0..lines.len())
        .map(|skip| {
            lines
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != skip)
                .map(|(_, line)| format!("{}\n", line))
                .collect()
        })
        .collect()
}

const LARGEST: &str = "sort -n | tail -n 1";

fn setup(tested: &str) -> Setup {
    Setup {
        id: "largest".to_string(),
        generate: Rc::new(|seed, size| Ok(numbers_input(&mut Rng::new(seed), size))),
        shrink: Rc::new(fewer_numbers),
        checker: Rc::new(judging::compare::exact),
        // No memory limit to speak of: a child's peak resident set starts
        // at its parent's (the kernel hands the spawning process's
        // high-water mark on through exec), and this test process, with
        // its threads, can be larger than a judge's limit.
        limits: Limits {
            time: Duration::from_millis(1000),
            memory_kib: 1 << 30,
        },
        bound: Duration::from_millis(1500),
        trusted: Program::shell("largest", LARGEST),
        tested: Program::shell("tested", tested),
    }
}

fn failure_of(outcome: Outcome) -> Box<stress::Failure> {
    match outcome {
        Outcome::Disagreed(failure) => failure,
        other => panic!("expected a failure, got {:?}", other),
    }
}

#[test]
fn a_wrong_answer_is_found_and_shrunk_to_a_smallest_failing_input() {
    // The first number instead of the largest: wrong as soon as a larger
    // one follows it, and two numbers are the fewest that show it.
    let failure = failure_of(stress::stress(&setup("head -n 1"), &Options::new(200, 1)).unwrap());
    assert_eq!(failure.verdict, Verdict::WrongAnswer);
    let numbers: Vec<u32> = failure.input.lines().map(|n| n.parse().unwrap()).collect();
    assert!(
        numbers.len() == 2 && numbers[0] < numbers[1],
        "{:?}",
        failure.input
    );
    assert_eq!(failure.expected.trim(), numbers[1].to_string());
    assert_eq!(failure.run.stdout.trim(), numbers[0].to_string());
    assert!(failure.generated.lines().count() >= 2);
    assert!(failure.shrinking.steps == failure.generated.lines().count() - 2);
    assert!(!failure.shrinking.cut_short);

    let report = stress::report(&failure, "`head -n 1`");
    for part in [
        "fails: WA",
        "input:\n",
        "the collection's output:\n",
        "output of `head -n 1`:\n",
        "WA: line 1: expected",
    ] {
        assert!(report.contains(part), "{:?} not in\n{}", part, report);
    }
}

#[test]
fn the_same_seed_draws_the_same_cases_and_finds_the_same_failure() {
    let setup = setup("head -n 1");
    for case in [1, 7, 150] {
        assert_eq!(
            stress::input_of(&setup, 5, case, 200).unwrap(),
            stress::input_of(&setup, 5, case, 200).unwrap()
        );
    }
    let inputs = |seed| -> Vec<String> {
        (1..=20)
            .map(|case| stress::input_of(&setup, seed, case, 200).unwrap().1)
            .collect()
    };
    assert_ne!(inputs(1), inputs(2));
    // Seed and case do not stand in for each other.
    assert_ne!(
        stress::input_of(&setup, 1, 1, 200).unwrap(),
        stress::input_of(&setup, 5, 5, 200).unwrap()
    );
    assert_ne!(
        stress::input_of(&setup, 2, 3, 200).unwrap().1,
        stress::input_of(&setup, 3, 2, 200).unwrap().1
    );
    let first = failure_of(stress::stress(&setup, &Options::new(200, 9)).unwrap());
    let again = failure_of(stress::stress(&setup, &Options::new(200, 9)).unwrap());
    assert_eq!(
        (first.case, &first.generated, &first.input),
        (again.case, &again.generated, &again.input)
    );
}

#[test]
fn sizes_climb_from_tiny_to_the_largest_and_start_over() {
    let sizes: Vec<u32> = (1..=5).map(|case| stress::size_of(case, 5)).collect();
    assert_eq!(sizes, [0, 25, 50, 75, 100]);
    assert_eq!(stress::size_of(1, 1), 0);
    assert_eq!(stress::size_of(101, 1000), 100);
    assert_eq!(stress::size_of(102, 1000), 0);
    assert!((1..=1000).all(|case| stress::size_of(case, 1000) <= 100));
}

#[test]
fn programs_that_agree_run_every_case() {
    let outcome = stress::stress(&setup("sort -rn | head -n 1"), &Options::new(40, 3)).unwrap();
    assert!(
        matches!(outcome, Outcome::Agreed { cases: 40 }),
        "{:?}",
        outcome
    );
}

#[test]
fn a_crash_and_a_hang_are_failures_and_a_hang_is_ended() {
    let crash = failure_of(stress::stress(&setup("exit 3"), &Options::new(10, 1)).unwrap());
    assert_eq!(crash.verdict, Verdict::RuntimeError);
    assert!(crash.detail.contains("exit status 3"), "{}", crash.detail);

    let started = Instant::now();
    let mut hang = setup("sleep 60");
    hang.limits.time = Duration::from_millis(200);
    hang.bound = Duration::from_millis(400);
    let mut options = Options::new(10, 1);
    options.shrink_time = Duration::from_secs(2);
    let hang = failure_of(stress::stress(&hang, &options).unwrap());
    assert_eq!(hang.verdict, Verdict::TimeLimitExceeded);
    assert!(hang.run.timed_out);
    assert!(started.elapsed() < Duration::from_secs(20));
    let report = stress::report(&hang, "`sleep 60`");
    assert!(report.contains("was killed after"), "{}", report);
}

#[test]
fn shrinking_keeps_to_its_time() {
    let mut options = Options::new(200, 1);
    options.shrink_time = Duration::ZERO;
    let failure = failure_of(stress::stress(&setup("head -n 1"), &options).unwrap());
    assert!(failure.shrinking.cut_short);
    assert_eq!(failure.shrinking.tries, 0);
    assert_eq!(failure.input, failure.generated);
}

#[test]
fn a_failing_trusted_program_is_not_blamed_on_the_program() {
    let mut broken = setup("head -n 1");
    broken.trusted = Program::shell("largest", "exit 7");
    match stress::stress(&broken, &Options::new(10, 1)).unwrap() {
        Outcome::TrustedFailed(failure) => {
            assert_eq!(failure.case, 1);
            assert!(failure.why.contains("exit status 7"), "{}", failure.why);
        }
        other => panic!("{:?}", other),
    }
}

#[test]
fn a_generator_that_fails_is_an_error_naming_the_case() {
    let mut unwritten = setup("head -n 1");
    unwritten.generate = Rc::new(|_, _| Err("the largest lab failed: not written yet".into()));
    let error = stress::stress(&unwritten, &Options::new(10, 1)).unwrap_err();
    assert!(
        error.contains("case 1") && error.contains("not written yet"),
        "{}",
        error
    );
}

// ---------------------------------------------------------------------------
// The command line: misuse is refused in one line, before anything is built.
// ---------------------------------------------------------------------------

/// Runs the `scripts` binary; its exit status, stdout and stderr.
fn scripts(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_scripts"))
        .args(args)
        .current_dir(workspace::root())
        .output()
        .expect("the scripts binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn misuse_is_refused_with_one_line() {
    let refusals: [(&[&str], &str); 11] = [
        (&["samples", "--run", "true"], "wants a problem id"),
        (
            &["samples", "hdu-1195", "poj-1077", "--run", "true"],
            "exactly one problem id",
        ),
        (
            &["samples", "no-such", "--run", "true"],
            "no problem `no-such`",
        ),
        (&["samples", "hdu-1195", "--run"], "--run wants a value"),
        (
            &[
                "samples",
                "hdu-1195",
                "--run",
                "true",
                "--file",
                "Cargo.toml",
            ],
            "not both",
        ),
        (
            &["samples", "hdu-1195", "--file", "no-such.rs"],
            "no such file",
        ),
        (
            &["samples", "hdu-1195", "--frobnicate"],
            "unknown option --frobnicate",
        ),
        (&["stress"], "wants a problem id"),
        (
            &["stress", "hdu-1195", "poj-1077"],
            "exactly one problem id",
        ),
        (
            &["stress", "hdu-1195", "--cases", "many"],
            "--cases wants a number",
        ),
        (&["stress", "hdu-1195", "--cases", "0"], "at least 1"),
    ];
    for (args, why) in refusals {
        let (code, _, stderr) = scripts(args);
        let lines: Vec<&str> = stderr.lines().collect();
        assert!(
            code == Some(1)
                && lines.len() == 1
                && lines[0].starts_with("error: ")
                && lines[0].contains(why),
            "{:?}: exit {:?}, stderr:\n{}",
            args,
            code,
            stderr
        );
    }
    let (code, help, _) = scripts(&["samples", "--help"]);
    assert_eq!(code, Some(0));
    assert!(help.contains("ru_maxrss"), "{}", help);
    let (code, help, _) = scripts(&["stress", "--help"]);
    assert_eq!(code, Some(0));
    assert!(help.contains("--seed"), "{}", help);
}

// ---------------------------------------------------------------------------
// `samples --run` and `--file` on the collection's problems
// ---------------------------------------------------------------------------

/// The problems' release binaries, by name, built once per test run.
fn release(ids: &[&str]) -> BTreeMap<String, PathBuf> {
    static BUILT: Mutex<BTreeMap<String, PathBuf>> = Mutex::new(BTreeMap::new());
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    let mut args = vec!["--release"];
    for id in ids {
        args.extend(["-p", id]);
    }
    built.extend(scripts::cargo::build(&workspace::root(), &args).unwrap());
    built.clone()
}

/// Whether `tool` runs here; if not, says the test is skipped.
fn have(tool: &str, test: &str) -> bool {
    let runs = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !runs {
        eprintln!("{}: skipped, no {} here", test, tool);
    }
    runs
}

/// One line a sample: the verdict codes of a `samples` run, in order.
fn verdicts(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            (words.len() > 3 && ["AC", "WA", "RE", "TLE", "MLE"].contains(&words[3]))
                .then(|| words[3].to_string())
        })
        .collect()
}

#[test]
fn the_collection_s_binaries_pass_through_run() {
    let ids = ["hdu-1195", "poj-1077", "wikioi-1004"];
    let built = release(&ids);
    let root = workspace::root();
    for problem in workspace::select(&root, &ids.map(String::from)).unwrap() {
        for version in problem.versions().unwrap() {
            let binary = &built[&version.binary];
            let (code, stdout, stderr) =
                scripts(&["samples", &problem.id, "--run", binary.to_str().unwrap()]);
            let count = workspace::samples(&root, &problem.id).unwrap().len();
            assert!(
                code == Some(0) && stdout.contains(&format!("{} passed, 0 failed", count)),
                "{}:\n{}{}",
                version.binary,
                stdout,
                stderr
            );
            assert_eq!(verdicts(&stdout), vec!["AC"; count]);
        }
    }
}

#[test]
fn foreign_programs_get_the_judge_s_verdicts() {
    let mut cases: Vec<(&str, &str)> = vec![
        // Right on one sample of five: the other four show their line.
        ("echo 2; echo 4", "WA"),
        ("exit 3", "RE"),
        // Waiting is not working: idle past the limit, ended by itself
        // before the wall-clock bound, it is judged on its (empty) answer.
        ("sleep 1.3", "WA"),
    ];
    if have("python3", "foreign_programs_get_the_judge_s_verdicts (TLE)") {
        // 1.3 s of processor time, past the 1 s limit, ended by itself
        // before the bound.
        cases.push((
            "python3 -c 'import time\nt = time.process_time()\nwhile time.process_time() - t < 1.3: pass'",
            "TLE",
        ));
    }
    for (command, verdict) in cases {
        let (code, stdout, _) = scripts(&["samples", "hdu-1195", "--run", command]);
        let found = verdicts(&stdout);
        assert_eq!(code, Some(1), "{}", stdout);
        assert!(
            found.len() == 5 && found.iter().filter(|v| *v == verdict).count() >= 4,
            "`{}`:\n{}",
            command,
            stdout
        );
        assert!(stdout.contains("failed"), "{}", stdout);
    }
    let (_, stdout, _) = scripts(&["samples", "hdu-1195", "--run", "echo 2; echo 4"]);
    assert!(
        stdout.contains("line 1: expected `16`, received `2`"),
        "{}",
        stdout
    );
    if have("python3", "foreign_programs_get_the_judge_s_verdicts (MLE)") {
        // 100 MB, past the 64 MB limit; the memory is touched, so counted.
        let (code, stdout, _) = scripts(&[
            "samples",
            "hdu-1195",
            "--run",
            "python3 -c 'x = bytearray(100 << 20)'",
        ]);
        assert_eq!(code, Some(1));
        assert!(
            verdicts(&stdout).iter().filter(|v| *v == "MLE").count() >= 4,
            "{}",
            stdout
        );
    }
}

#[test]
fn a_rust_file_is_compiled_alone_and_judged() {
    let root = workspace::root();
    let solution = root.join("problems/hdu-1195/src/main.rs");
    let (code, stdout, stderr) = scripts(&[
        "samples",
        "hdu-1195",
        "--file",
        solution.to_str().unwrap(),
        "--edition",
        "2018",
    ]);
    assert!(code == Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("edition 2018"), "{}", stdout);
    assert!(verdicts(&stdout).iter().all(|v| v == "AC"), "{}", stdout);

    let broken = std::env::temp_dir().join(format!("practice-broken-{}.rs", std::process::id()));
    std::fs::write(&broken, "fn main() { let n: u32 = \"four\"; }\n").unwrap();
    let (code, stdout, stderr) =
        scripts(&["samples", "hdu-1195", "--file", broken.to_str().unwrap()]);
    let _ = std::fs::remove_file(&broken);
    assert_eq!(code, Some(1));
    assert!(verdicts(&stdout).is_empty(), "{}", stdout);
    assert!(stderr.contains("error[E0308]"), "{}", stderr);
    assert!(
        stderr
            .trim_end()
            .lines()
            .last()
            .unwrap()
            .ends_with("does not compile"),
        "{}",
        stderr
    );
}

// ---------------------------------------------------------------------------
// A run that finishes past the time limit is run once more, a hung one not.
// ---------------------------------------------------------------------------

/// A program that copies its input (the one sample's answer) after some
/// processor time, which it reads from /proc as the kernel counts it, so
/// that the verdicts do not depend on how fast the machine is. Arguments: a
/// file that gets one line a run, and how the program behaves: `fast`,
/// `slow` (100 ms a run), `slow-once` (100 ms on its first run only) or
/// `hang` (waits, never works).
#[cfg(target_os = "linux")]
const PACED: &str = r#"echo run >> "$1"
case $2 in
    slow) work=100 ;;
    slow-once) [ "$(wc -l < "$1")" -eq 1 ] && work=100 ;;
    hang) exec sleep 30 ;;
esac
# Fields 14 and 15 of /proc/PID/stat: user and system time, in clock ticks.
hz=$(getconf CLK_TCK)
while read -r stat < /proc/$$/stat; do
    set -- $stat
    [ $(((${14} + ${15}) * 1000 / hz)) -ge "${work:-0}" ] && break
done
cat
"#;

#[test]
#[cfg(target_os = "linux")]
fn a_run_past_the_limit_is_run_once_more_and_a_hung_one_is_not() {
    let root = std::env::temp_dir().join(format!("practice-rerun-{}", std::process::id()));
    let samples = root.join("samples").join("paced");
    std::fs::create_dir_all(&samples).unwrap();
    std::fs::write(samples.join("one.in"), "42\n").unwrap();
    std::fs::write(samples.join("one.out"), "42\n").unwrap();
    let script = root.join("paced.sh");
    std::fs::write(&script, PACED).unwrap();
    let text = |path: &Path| path.to_str().unwrap().to_string();
    // 50 ms: a hung run is ended at three times that and a second.
    let problem = workspace::Problem {
        id: "paced".to_string(),
        dir: root.clone(),
        time_limit: Duration::from_millis(50),
        // No memory limit to speak of, as in `setup`.
        memory_limit_kib: 1 << 30,
        checker: "exact".to_string(),
    };
    // How the program behaves, whether the sample passes, how many runs.
    let cases = [
        ("fast", true, 1),
        ("slow-once", true, 2),
        ("slow", false, 2),
        ("hang", false, 1),
    ];
    for (behaviour, passes, runs) in cases {
        let log = root.join(format!("{}.runs", behaviour));
        let program = Program {
            label: behaviour.to_string(),
            path: PathBuf::from("sh"),
            args: vec![text(&script), text(&log), behaviour.to_string()],
        };
        let tally = samples::judge_all(&root, &problem, &Checking::Exact, &program).unwrap();
        let ran = std::fs::read_to_string(&log).unwrap().lines().count();
        assert_eq!(
            (tally.passed == 1, ran),
            (passes, runs),
            "`{}`: (passed, runs)",
            behaviour
        );
    }
    let _ = std::fs::remove_dir_all(&root);
}

// ---------------------------------------------------------------------------
// `stress` on the collection's problems: the planted faults are found with
// the default number of cases, and the collection's own solution agrees.
// ---------------------------------------------------------------------------

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("practice")
        .join(name)
}

/// `tests/practice/NAME.c` compiled with gcc -O2 (None, said on stderr,
/// where there is no gcc).
fn c_program(name: &str) -> Option<PathBuf> {
    if !have("gcc", name) {
        return None;
    }
    let binary = std::env::temp_dir().join(format!("practice-{}-{}", name, std::process::id()));
    let output = Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(fixture(&format!("{}.c", name)))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    Some(binary)
}

/// `cargo stress ID ARGS...` with the default cases and seed: exit status
/// and stdout, the saved input removed.
fn stress_run(id: &str, args: &[&str]) -> (Option<i32>, String) {
    release(&[id]);
    let mut all = vec!["stress", id];
    all.extend_from_slice(args);
    let (code, stdout, stderr) = scripts(&all);
    assert!(
        code == Some(0) || code == Some(1),
        "exit {:?}\n{}{}",
        code,
        stdout,
        stderr
    );
    (code, stdout)
}

/// The lines of block `title:` of a stress report, unindented.
fn block(report: &str, title: &str) -> Vec<String> {
    report
        .lines()
        .skip_while(|line| *line != title)
        .skip(1)
        .take_while(|line| line.is_empty() || line.starts_with("  "))
        .map(|line| line.trim().to_string())
        .filter(|line| !line.is_empty())
        .collect()
}

#[test]
fn a_lock_that_already_shows_its_password_is_caught() {
    let program = match c_program("lock-start-equals-goal") {
        Some(program) => program,
        None => return,
    };
    let (code, report) = stress_run("hdu-1195", &["--run", program.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(report.contains("fails: WA"), "{}", report);
    // Shrunk to the one case that shows it.
    let input = block(&report, "input:");
    assert!(
        input.len() == 3 && input[0] == "1" && input[1] == input[2],
        "{}",
        report
    );
    assert_eq!(block(&report, "the collection's output:"), ["0"]);
    let answer = block(&report, &format!("output of `{}`:", program.display()));
    assert!(answer == ["1"] || answer == ["2"], "{}", report);
    assert!(report.contains("replay it with"), "{}", report);
}

#[test]
fn the_one_state_at_a_time_search_is_caught() {
    // On hdu-1195 the touch it stops at is one move too long for about one
    // random pair of codes in thirty; on poj-1077 it was never wrong on
    // thousands of random boards (the 8-puzzle's graph is bipartite: a
    // wrong path would be two moves too long), so the lock is the test.
    let program = match c_program("lock-one-state-at-a-time") {
        Some(program) => program,
        None => return,
    };
    let (code, report) = stress_run("hdu-1195", &["--run", program.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(report.contains("fails: WA"), "{}", report);
    let expected = block(&report, "the collection's output:");
    let received = block(&report, &format!("output of `{}`:", program.display()));
    assert_eq!(expected.len(), 1, "{}", report);
    let (want, got): (u32, u32) = (expected[0].parse().unwrap(), received[0].parse().unwrap());
    assert_eq!(got, want + 1, "{}", report);
}

#[test]
fn an_eight_puzzle_without_its_parity_test_is_caught() {
    let program = match c_program("eight-no-parity") {
        Some(program) => program,
        None => return,
    };
    let (code, report) = stress_run("poj-1077", &["--run", program.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(
        report.contains("expected `unsolvable`, received ``"),
        "{}",
        report
    );
    assert_eq!(block(&report, "the collection's output:"), ["unsolvable"]);
}

#[test]
fn a_search_that_never_ends_is_killed_and_caught() {
    // Iterative deepening without the parity test deepens forever on an
    // unsolvable board: each run is killed at twice the time limit.
    let program = match c_program("eight-ida-star") {
        Some(program) => program,
        None => return,
    };
    let started = Instant::now();
    let (code, report) = stress_run("poj-1077", &["--run", program.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(report.contains("fails: TLE"), "{}", report);
    assert!(report.contains("was killed after"), "{}", report);
    assert_eq!(block(&report, "the collection's output:"), ["unsolvable"]);
    assert!(started.elapsed() < Duration::from_secs(90));
}

#[test]
fn a_board_solved_at_the_start_is_caught() {
    let program = match c_program("four-solved-board") {
        Some(program) => program,
        None => return,
    };
    let (code, report) = stress_run("wikioi-1004", &["--run", program.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(
        report.contains("WA: line 1: expected `0`, received the end of the output"),
        "{}",
        report
    );
}

#[test]
fn a_crash_of_a_compiled_file_is_caught() {
    let file = fixture("lock-crash.rs");
    let (code, report) = stress_run("hdu-1195", &["--file", file.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{}", report);
    assert!(report.contains("fails: RE"), "{}", report);
    assert!(report.contains("panicked"), "{}", report);
    assert!(report.contains("rustc --edition 2021"), "{}", report);
}

#[test]
fn the_collection_s_own_solutions_agree() {
    let built = release(&["hdu-1195", "poj-1077"]);
    let main = &built["hdu-1195"];
    let (code, report) = stress_run(
        "hdu-1195",
        &["--run", main.to_str().unwrap(), "--cases", "150"],
    );
    assert_eq!(code, Some(0), "{}", report);
    assert!(report.contains("all 150 cases agreed"), "{}", report);
    // Without a program: the contest version against main.
    let (code, report) = stress_run("poj-1077", &["--cases", "150", "--seed", "7"]);
    assert_eq!(code, Some(0), "{}", report);
    assert!(report.contains("poj-1077-contest"), "{}", report);
    assert!(report.contains("all 150 cases agreed"), "{}", report);
}
