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
//! cargo; quick when they are up to date). The tests of what the collection
//! itself gets wrong (no samples, a failing solution, stale binaries,
//! budgets) make scratch collections of a few lines (`scratch.rs`).

mod plumbing;
mod scratch;

use judging::judge::{Limits, Verdict};
use judging::testing::Rng;
use judging::workspace;
use scratch::Scratch;
use scripts::samples::Program;
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
    assert_eq!(failure.judged.verdict, Verdict::WrongAnswer);
    let numbers: Vec<u32> = failure.input.lines().map(|n| n.parse().unwrap()).collect();
    assert!(
        numbers.len() == 2 && numbers[0] < numbers[1],
        "{:?}",
        failure.input
    );
    assert_eq!(failure.expected.trim(), numbers[1].to_string());
    assert_eq!(failure.judged.run.stdout.trim(), numbers[0].to_string());
    assert!(failure.generated.lines().count() >= 2);
    assert!(failure.shrinking.steps == failure.generated.lines().count() - 2);
    assert_eq!(failure.shrinking.stopped_after, None);

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
            stress::input_of(&setup, 5, case).unwrap(),
            stress::input_of(&setup, 5, case).unwrap()
        );
    }
    let inputs = |seed| -> Vec<String> {
        (1..=20)
            .map(|case| stress::input_of(&setup, seed, case).unwrap().1)
            .collect()
    };
    assert_ne!(inputs(1), inputs(2));
    // Seed and case do not stand in for each other.
    assert_ne!(
        stress::input_of(&setup, 1, 1).unwrap(),
        stress::input_of(&setup, 5, 5).unwrap()
    );
    assert_ne!(
        stress::input_of(&setup, 2, 3).unwrap().1,
        stress::input_of(&setup, 3, 2).unwrap().1
    );
    let first = failure_of(stress::stress(&setup, &Options::new(200, 9)).unwrap());
    let again = failure_of(stress::stress(&setup, &Options::new(200, 9)).unwrap());
    assert_eq!(
        (first.case, &first.generated, &first.input),
        (again.case, &again.generated, &again.input)
    );
}

#[test]
fn sizes_open_each_round_with_tiny_and_largest_then_halve_the_gaps() {
    let sizes: Vec<u32> = (1..=8).map(stress::size_of).collect();
    assert_eq!(sizes, [0, 100, 50, 25, 75, 12, 62, 37]);
    assert_eq!((stress::size_of(129), stress::size_of(130)), (0, 100));
    assert!((1..=1000).all(|case| stress::size_of(case) <= 100));
    let round: std::collections::BTreeSet<u32> = (1..=128).map(stress::size_of).collect();
    assert!(round.len() > 90, "{:?}", round);
}

/// `--cases` changed the inputs of a seed (the sizes climbed over the run's
/// length): a program failing on six numbers or more failed on another
/// case, with another input, in a longer run.
#[test]
fn a_case_s_input_depends_on_the_seed_and_its_number_only() {
    let setup = setup("awk 'NR == 1 || $1 > m { m = $1 } END { if (NR >= 6) exit 3; print m }'");
    let found = |cases| failure_of(stress::stress(&setup, &Options::new(cases, 4)).unwrap());
    let (short, long) = (found(30), found(300));
    assert_eq!(short.judged.verdict, Verdict::RuntimeError);
    assert_eq!((short.case, &short.generated), (long.case, &long.generated));
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
    assert_eq!(crash.judged.verdict, Verdict::RuntimeError);
    assert!(
        crash.judged.detail.contains("exit status 3"),
        "{}",
        crash.judged.detail
    );

    let started = Instant::now();
    let mut hang = setup("sleep 60");
    hang.limits.time = Duration::from_millis(200);
    hang.bound = Duration::from_millis(400);
    let mut options = Options::new(10, 1);
    options.shrink_time = Duration::from_secs(2);
    let hang = failure_of(stress::stress(&hang, &options).unwrap());
    assert_eq!(hang.judged.verdict, Verdict::TimeLimitExceeded);
    assert!(hang.judged.run.timed_out);
    assert!(started.elapsed() < Duration::from_secs(20));
    let report = stress::report(&hang, "`sleep 60`");
    assert!(
        report.contains("stopped by the wall clock at 0.4 s"),
        "{}",
        report
    );
}

#[test]
fn shrinking_keeps_to_its_time() {
    let mut options = Options::new(200, 1);
    options.shrink_time = Duration::ZERO;
    let failure = failure_of(stress::stress(&setup("head -n 1"), &options).unwrap());
    assert_eq!(failure.shrinking.stopped_after, Some(Duration::ZERO));
    assert_eq!(failure.shrinking.tries, 0);
    assert_eq!(failure.input, failure.generated);
    // It says its own time ran out, not the time limit's.
    let report = stress::report(&failure, "`head -n 1`");
    assert!(report.contains("shrinking stopped after 0 s"), "{}", report);
    assert!(!report.contains("time limit"), "{}", report);
}

/// The shrinker kept any failing candidate: a crash on five numbers
/// shrank into a hang on two (RE became TLE), then a wrong answer on one.
/// It keeps to candidates that fail the same way, and says how far it got.
#[test]
fn shrinking_keeps_the_failure_s_kind() {
    let mut crash_then_hang =
        setup("n=$(wc -l); if [ $n -ge 3 ]; then exit 3; elif [ $n -eq 2 ]; then sleep 60; fi");
    crash_then_hang.generate = Rc::new(|_, _| Ok("5\n4\n3\n2\n1\n".to_string()));
    crash_then_hang.limits.time = Duration::from_millis(200);
    crash_then_hang.bound = Duration::from_millis(400);
    let failure = failure_of(stress::stress(&crash_then_hang, &Options::new(1, 1)).unwrap());
    assert_eq!(failure.judged.verdict, Verdict::RuntimeError);
    assert_eq!(failure.input.lines().count(), 3, "{:?}", failure.input);
    assert_eq!(failure.judged.detail, "exit status 3");
    let report = stress::report(&failure, "the program");
    assert!(
        report.contains("shrunk in 2 steps (") && report.contains("from 10 to 6 bytes"),
        "{}",
        report
    );
}

/// What shrinking did is said as it is: no "shrunk 50 → 50 bytes".
#[test]
fn shrinking_says_what_happened() {
    let said = |generate: &'static str, shrink: fn(&str) -> Vec<String>| {
        let mut wrong = setup("head -n 1");
        wrong.generate = Rc::new(move |_, _| Ok(generate.to_string()));
        wrong.shrink = Rc::new(shrink);
        let failure = failure_of(stress::stress(&wrong, &Options::new(1, 1)).unwrap());
        stress::report(&failure, "`head -n 1`")
            .lines()
            .nth(1)
            .unwrap()
            .to_string()
    };
    assert_eq!(
        said("1\n9\n", |_| Vec::new()),
        "the lab offers no smaller input to try"
    );
    assert_eq!(
        said("1\n9\n", |_| vec!["9\n".into()]),
        "the one smaller input tried does not fail the same way"
    );
    // A candidate as long as the input it replaces: simpler, not smaller.
    let same_size = |input: &str| match input {
        "1\n9\n" => vec!["2\n9\n".to_string()],
        _ => Vec::new(),
    };
    assert_eq!(
        said("1\n9\n", same_size),
        "simplified in 1 step (1 candidate tried): still 4 bytes"
    );
}

#[test]
fn a_failing_trusted_program_is_not_blamed_on_the_program() {
    let mut broken = setup("head -n 1");
    broken.trusted = Program::shell("largest", "exit 7");
    match stress::stress(&broken, &Options::new(10, 1)).unwrap() {
        Outcome::TrustedFailed { case, why, .. } => {
            assert_eq!(case, 1);
            assert!(why.contains("exit status 7"), "{}", why);
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
    let refusals: [(&[&str], &str); 13] = [
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
        (&["budgets", "--runs", "0"], "at least 1"),
        (&["msrv", "--bogus"], "unknown option --bogus"),
    ];
    for (args, why) in refusals {
        let (code, _, stderr) = scripts(args);
        let lines: Vec<&str> = stderr.lines().collect();
        assert!(
            code == Some(2)
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
        stdout.contains("case 1 (line 1): expected `16`, received `2`"),
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
        let tally = scripts::samples::judge_all(
            &root,
            &problem,
            &scripts::samples::Checking::Exact,
            &program,
        )
        .unwrap();
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
        report.contains("the output ends before its answer `unsolvable`"),
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
    assert!(report.contains("stopped by the wall clock"), "{}", report);
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
    // The replay compiles into the target folder, not the current one.
    let target = scripts::cargo::target_dir(&workspace::root()).unwrap();
    let replay = (report.lines())
        .find(|line| line.contains("rustc --edition 2021"))
        .unwrap_or_else(|| panic!("no replay line in\n{}", report));
    let binary = replay
        .split_whitespace()
        .skip_while(|w| *w != "-o")
        .nth(1)
        .unwrap();
    assert!(
        Path::new(binary).starts_with(target.join("stress")),
        "{}",
        replay
    );
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

// ---------------------------------------------------------------------------
// What the collection itself can get wrong, in scratch collections.
// ---------------------------------------------------------------------------

/// "0 passed, 0 failed" and exit 0 for a problem with no samples, and for
/// one whose `.in` files were missing: nothing judged is not a pass.
#[test]
fn a_problem_without_samples_or_without_inputs_fails_in_one_line() {
    let scratch = Scratch::new("no-samples");
    scratch.problem("bare", 1000, "fn main() {}\n");
    let refused = |why: &str| {
        let (code, stdout, stderr) = scratch.scripts(&["samples", "bare", "--run", "cat"], &[]);
        assert_eq!(code, Some(2), "{}{}", stdout, stderr);
        assert!(!stdout.contains("passed"), "{}", stdout);
        assert_eq!(stderr.lines().count(), 1, "{}", stderr);
        assert!(stderr.contains(why), "{}", stderr);
    };
    refused("samples/bare/ holds no sample");
    scratch.write("samples/bare/one.out", "1\n");
    refused("one.out has no");
    scratch.write("samples/bare/one.in", "1\n");
    let (code, stdout, _) = scratch.scripts(&["samples", "bare", "--run", "cat"], &[]);
    assert_eq!(code, Some(0), "{}", stdout);
    assert!(stdout.contains("1 passed, 0 failed"), "{}", stdout);
}

/// Sample names over 24 characters pushed their rows' columns out: the
/// name column is as wide as the longest name.
#[test]
fn long_sample_names_keep_the_columns_in_line() {
    let scratch = Scratch::new("long-names");
    scratch.problem("names", 1000, "fn main() {}\n");
    for name in ["a", "a-sample-name-well-over-twenty-four-characters"] {
        scratch.write(&format!("samples/names/{}.in", name), "1\n");
        scratch.write(&format!("samples/names/{}.out", name), "2\n");
    }
    let (code, stdout, _) = scratch.scripts(&["samples", "names", "--run", "cat"], &[]);
    assert_eq!(code, Some(1), "{}", stdout);
    let rows = scratch::columns(&stdout, "names ");
    assert_eq!(rows.len(), 2, "{}", stdout);
    assert_eq!(rows[0][..4], rows[1][..4], "{}", stdout);
}

/// `stress` stopped a run at twice the limit and never ran one again, so a
/// busy machine gave a false TLE: a run that finishes past the limit is
/// run once more, the faster judged, as `samples` does.
#[test]
#[cfg(target_os = "linux")]
fn a_run_past_the_limit_is_run_once_more_in_stress_too() {
    let folder = std::env::temp_dir().join(format!("practice-stress-rerun-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let (script, log) = (folder.join("paced.sh"), folder.join("slow-once.runs"));
    std::fs::write(&script, PACED).unwrap();
    let text = |path: &Path| path.to_str().unwrap().to_string();
    let mut paced = setup("cat");
    paced.trusted = Program::shell("cat", "cat");
    paced.tested = Program {
        label: "paced".to_string(),
        path: PathBuf::from("sh"),
        args: vec![text(&script), text(&log), "slow-once".to_string()],
    };
    paced.limits.time = Duration::from_millis(50);
    paced.bound = scripts::samples::bound_for(paced.limits.time);
    let outcome = stress::stress(&paced, &Options::new(3, 1)).unwrap();
    let runs = std::fs::read_to_string(&log).unwrap().lines().count();
    let _ = std::fs::remove_dir_all(&folder);
    assert!(
        matches!(outcome, Outcome::Agreed { cases: 3 }),
        "{:?}",
        outcome
    );
    assert_eq!(runs, 4);
}

/// The input `input saved to PATH;` of a stress report.
fn saved_input(report: &str) -> PathBuf {
    let line = (report.lines())
        .find(|line| line.starts_with("input saved to "))
        .unwrap_or_else(|| panic!("nothing saved:\n{}", report));
    let path = line["input saved to ".len()..].split(';').next().unwrap();
    workspace::root().join(path)
}

/// Saved inputs were named by problem, seed and case alone, so the next
/// program's failure on the same case overwrote the last one's.
#[test]
fn two_programs_failures_are_saved_apart() {
    let (_, first) = stress_run("hdu-1195", &["--run", "echo 98", "--cases", "3"]);
    let (_, second) = stress_run("hdu-1195", &["--run", "echo 99", "--cases", "3"]);
    let (first, second) = (saved_input(&first), saved_input(&second));
    assert_ne!(first, second);
    assert!(
        first.is_file() && second.is_file(),
        "{:?} {:?}",
        first,
        second
    );
    assert!(first.to_str().unwrap().contains("hdu-1195-"), "{:?}", first);
}

/// A scratch problem whose solution crashes on 7 and whose lab draws the
/// numbers 0 to 9.
fn broken_collection() -> Scratch {
    let scratch = Scratch::new("broken");
    let main = "fn main() {\n    let mut line = String::new();\n    \
                std::io::stdin().read_line(&mut line).unwrap();\n    \
                if line.trim() == \"7\" {\n        eprintln!(\"seven\");\n        \
                std::process::exit(7);\n    }\n    print!(\"{}\", line);\n}\n";
    scratch.problem("broken", 1000, main);
    let lab = "fn main() {\n    let args: Vec<String> = std::env::args().collect();\n    \
               match args[1].as_str() {\n        \
               \"generate\" => println!(\"{}\", args[2].parse::<u64>().unwrap() % 10),\n        \
               \"shrink\" => {}\n        _ => std::process::exit(2),\n    }\n}\n";
    scratch.write("problems/broken/examples/broken-lab.rs", lab);
    scratch
}

/// On bw-swap, `stress` aborted when the collection's own solution gave up
/// ("the collection's bw-swap failed ...") with exit status 1, the status
/// of a fault found in the program: it is 2, and says whose fault it is.
#[test]
fn a_failure_of_the_collection_s_solution_exits_2_not_1() {
    let scratch = broken_collection();
    let args = ["stress", "broken", "--run", "cat", "--cases", "60"];
    let (code, stdout, stderr) = scratch.scripts(&args, &[]);
    assert_eq!(code, Some(2), "{}{}", stdout, stderr);
    let last = stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("error: the collection's broken failed on case")
            && last.contains("seven")
            && last.contains("a fault of the collection"),
        "{}",
        stderr
    );
    assert!(!stdout.contains("fails:"), "{}", stdout);
}

/// The host's target triple, as rustc names it.
#[cfg(unix)]
fn host() -> String {
    let output = Command::new("rustc").arg("-vV").output().unwrap();
    let said = String::from_utf8_lossy(&output.stdout).into_owned();
    let line = said
        .lines()
        .find(|line| line.starts_with("host: "))
        .unwrap();
    line["host: ".len()..].to_string()
}

/// `bench` timed the old debug binary, and with `CARGO_BUILD_TARGET` set
/// `samples` built into target/<triple>/release and judged the old binary
/// in target/release. Stale binaries that fail wait in both old places:
/// the commands run what cargo just built, and pass.
#[test]
#[cfg(unix)]
fn samples_and_budgets_run_what_cargo_just_built_even_for_a_target_triple() {
    use std::os::unix::fs::PermissionsExt;
    let scratch = Scratch::new("stale");
    scratch.problem("fresh", 1000, &scratch::copier("FRESH"));
    scratch.write("samples/fresh/one.in", "5\n");
    scratch.write("samples/fresh/one.out", "5\n");
    scratch.write("problems/fresh/bench/one.in", "5\n");
    scratch.write("problems/fresh/bench/budgets.txt", "one.in 1000 64\n");
    for profile in ["release", "debug"] {
        let stale = scratch.write(&format!("target/{}/fresh", profile), "#!/bin/sh\nexit 3\n");
        std::fs::set_permissions(&stale, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let triple = host();
    let env = [("CARGO_BUILD_TARGET", triple.as_str())];
    let (code, stdout, stderr) = scratch.scripts(&["samples", "fresh"], &env);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("1 passed, 0 failed"), "{}", stdout);
    let (code, stdout, stderr) = scratch.scripts(&["budgets", "fresh", "--runs", "1"], &env);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    let built = scratch.target().join(&triple).join("release").join("fresh");
    assert!(built.is_file(), "{:?}", built);
}

/// `cargo make msrv` passed without checking anything where there was no
/// apt-get: the skip stays one line on a user's machine, and is an error
/// with `--required` or in CI.
#[test]
fn msrv_fails_where_a_check_is_required_and_cannot_be_made() {
    let nothing = std::env::temp_dir().join(format!("no-apt-get-{}", std::process::id()));
    std::fs::create_dir_all(&nothing).unwrap();
    let msrv = |args: &[&str], ci: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_scripts"));
        command
            .arg("msrv")
            .args(args)
            .env("PATH", &nothing)
            .env_remove("CI");
        if let Some(ci) = ci {
            command.env("CI", ci);
        }
        let output = command.output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        (output.status.code(), stdout + &stderr)
    };
    let (code, said) = msrv(&[], None);
    assert_eq!(code, Some(0), "{}", said);
    assert!(said.starts_with("msrv: skipped, no apt-get here") && said.lines().count() == 1);
    assert_eq!(msrv(&[], Some("false")).0, Some(0));
    for (args, ci) in [(&["--required"][..], None), (&[][..], Some("true"))] {
        let (code, said) = msrv(args, ci);
        assert_eq!(code, Some(2), "{}", said);
        assert_eq!(said.lines().count(), 1, "{}", said);
        assert!(said.starts_with("error: msrv: no apt-get here"), "{}", said);
    }
    let _ = std::fs::remove_dir_all(&nothing);
}

/// A scratch problem with a main version and a contest version that copy
/// their input after spending the processor time the variables `MAIN` and
/// `CONTEST` ask for, a time limit of 100 ms and a budget of 50 ms.
#[cfg(unix)]
fn timed_collection(tag: &str) -> Scratch {
    let scratch = Scratch::new(tag);
    scratch.problem("timed", 100, &scratch::copier("MAIN"));
    scratch.write(
        "problems/timed/src/bin/timed-contest.rs",
        &scratch::copier("CONTEST"),
    );
    scratch.write("problems/timed/bench/one.in", "5\n");
    scratch.write("problems/timed/bench/budgets.txt", "one.in 50 64\n");
    scratch
}

/// `budgets` held only the main versions to anything, and `--report` let
/// everything pass: a contest version is held to the judge's limits (the
/// problem's time limit in processor time, 256 MB), `--report` or not; a
/// main version to its budget, reported only with `--report`; a run that
/// fails is a failure.
#[test]
#[cfg(unix)]
fn contest_versions_are_held_to_the_judge_s_limits_even_in_a_report() {
    let scratch = timed_collection("held");
    let budgets = |args: &[&str], env: &[(&str, &str)]| {
        let mut all = vec!["budgets", "timed", "--runs", "1"];
        all.extend_from_slice(args);
        let (code, stdout, stderr) = scratch.scripts(&all, env);
        (code, stdout + &stderr)
    };
    let (code, table) = budgets(&[], &[]);
    assert_eq!(code, Some(0), "{}", table);
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("timed")).collect();
    assert_eq!(rows.len(), 2, "{}", table);
    assert_eq!(rows[0].find("within"), rows[1].find("within"), "{}", table);
    let header = table.lines().next().unwrap();
    assert_eq!(header.find("verdict"), rows[0].find("within"), "{}", table);
    assert!(
        table.contains("100 ms") && table.contains("256 MB"),
        "{}",
        table
    );
    // A contest version over the judge's limit fails even a report.
    let (code, table) = budgets(&["--report"], &[("CONTEST", "300")]);
    assert_eq!(code, Some(1), "{}", table);
    assert!(table.contains("OVER THE JUDGE'S LIMITS"), "{}", table);
    // Stopped by the wall clock past the limit: over, by at least that.
    let (code, table) = budgets(&["--report"], &[("CONTEST", "3000")]);
    assert_eq!(code, Some(1), "{}", table);
    assert!(
        table.contains("OVER THE JUDGE'S LIMITS (stopped by the wall clock"),
        "{}",
        table
    );
    // A main version over its budget fails the check, not the report.
    assert_eq!(budgets(&[], &[("MAIN", "150")]).0, Some(1));
    let (code, table) = budgets(&["--report"], &[("MAIN", "150")]);
    assert_eq!(code, Some(0), "{}", table);
    assert!(table.contains("over budget (reported only)"), "{}", table);
    // A run that fails is a failure, not a time.
    let (code, table) = budgets(&["--report"], &[("MAIN", "crash")]);
    assert_eq!(code, Some(1), "{}", table);
    assert!(table.contains("FAILED: exit status 3"), "{}", table);
}

/// The time is the median of the runs' processor time, as judges count.
#[test]
#[cfg(unix)]
fn budgets_take_the_median_of_processor_time() {
    let scratch = timed_collection("median");
    let args = ["budgets", "timed", "--runs", "3", "--report"];
    let (code, stdout, stderr) = scratch.scripts(&args, &[("CONTEST", "60")]);
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.contains("median of 3 runs"), "{}", stdout);
    let contest = stdout
        .lines()
        .find(|l| l.starts_with("timed") && l.contains("contest"));
    let ms: f64 = contest
        .unwrap()
        .split_whitespace()
        .nth(7)
        .unwrap()
        .parse()
        .unwrap();
    assert!((60.0..100.0).contains(&ms), "{}", stdout);
}
