//! `cargo stress`: random inputs through a program and the collection's
//! solution until they disagree.
//!
//! Each case draws an input from the problem's lab (`generate(rng, size)`,
//! sizes climbing from tiny to the statement's largest and starting over),
//! runs the trusted program (the collection's main version) and the program
//! under test on it, and judges the program's output with the problem's
//! checker, the trusted output standing for the expected one; a crash, a
//! non-zero exit, a run past the time or memory limit are failures too.
//! The first failure stops the run. Its input is then made smaller with
//! the lab's `shrink` candidates, greedily (the first candidate that still
//! fails replaces the input, until none does or the time is up), shown
//! beside both outputs, and saved for replay.
//!
//! Case `i` of seed `s` is drawn from a generator seeded by `s` and `i`
//! alone: the same seed gives the same inputs, and a case can be drawn
//! again without the ones before it.

use crate::args::Words;
use crate::labs::LabProgram;
use crate::samples::{Checking, Foreign, Program};
use judging::exec::{self, Run};
use judging::judge::{self, Limits, Verdict};
use judging::testing::Rng;
use judging::text::megabytes;
use judging::workspace::{self, Problem};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// A generator: a random valid input from a generator seeded with the
/// first number, of the size (0 tiny, 100 largest) given by the second.
pub type Generate = Rc<dyn Fn(u64, u32) -> Result<String, String>>;
/// Smaller valid inputs to try in place of a failing one.
pub type Shrink = Rc<dyn Fn(&str) -> Vec<String>>;
/// An answer judged (`judging::compare::Checker`'s meaning).
pub type Check = Rc<dyn Fn(&str, &str, &str) -> Result<Option<String>, String>>;

/// What a stress run compares: the problem's lab and judge settings, and
/// the two programs.
#[derive(Clone)]
pub struct Setup {
    pub id: String,
    pub generate: Generate,
    pub shrink: Shrink,
    pub checker: Check,
    /// The judge's limits for the program under test.
    pub limits: Limits,
    /// When a run of either program is killed: past the time limit, so
    /// that a slow run is seen as slow, but not so far that a hang costs
    /// much.
    pub bound: Duration,
    /// The program whose output is taken as right.
    pub trusted: Program,
    /// The program under test.
    pub tested: Program,
}

impl Setup {
    /// `tested` against `trusted` on `problem`, with `lab`'s inputs and the
    /// problem's checking.
    pub fn new(
        lab: Rc<LabProgram>,
        checking: Rc<Checking>,
        problem: &Problem,
        trusted: Program,
        tested: Program,
    ) -> Setup {
        let shrinker = lab.clone();
        Setup {
            id: problem.id.clone(),
            generate: Rc::new(move |seed, size| lab.generate(seed, size)),
            // A lab that cannot shrink leaves the input as it is.
            shrink: Rc::new(move |input| shrinker.shrink(input).unwrap_or_default()),
            checker: Rc::new(move |i, e, r| checking.check(i, e, r)),
            limits: Limits {
                time: problem.time_limit,
                memory_kib: problem.memory_limit_kib,
            },
            bound: bound_for(problem.time_limit),
            trusted,
            tested,
        }
    }
}

/// Twice the time limit, and at least a second past it.
pub fn bound_for(time_limit: Duration) -> Duration {
    time_limit + time_limit.max(Duration::from_secs(1))
}

/// How many cases, from which seed, and how long shrinking may take.
#[derive(Debug, Clone)]
pub struct Options {
    pub cases: usize,
    pub seed: u64,
    /// Shrinking stops after this long and keeps the smallest failing
    /// input found so far.
    pub shrink_time: Duration,
    /// A line on stderr about every second: `case 1200/5000, ...`.
    pub progress: bool,
}

impl Options {
    pub fn new(cases: usize, seed: u64) -> Options {
        Options {
            cases,
            seed,
            shrink_time: Duration::from_secs(30),
            progress: false,
        }
    }
}

/// How a stress run ended.
#[derive(Debug)]
pub enum Outcome {
    /// Every case agreed.
    Agreed { cases: usize },
    /// The program under test failed on a case.
    Disagreed(Box<Failure>),
    /// The trusted program itself failed (crashed, ran past the bound):
    /// a fault of the collection or of its lab, not of the program.
    TrustedFailed(Box<TrustedFailure>),
}

/// The first failure of the program under test, shrunk.
#[derive(Debug)]
pub struct Failure {
    /// The case (from 1) and size at which it was found.
    pub case: usize,
    pub size: u32,
    /// The input as generated, and as shrunk.
    pub generated: String,
    pub input: String,
    pub shrinking: Shrinking,
    /// The trusted output on `input`.
    pub expected: String,
    /// The verdict on the input as generated.
    pub found: Verdict,
    /// The program's run on `input`, and the judge's verdict on it.
    pub run: Run,
    pub verdict: Verdict,
    pub detail: String,
    /// The limits it was judged under.
    pub limits: Limits,
}

/// What shrinking did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shrinking {
    /// Candidates that still failed and so replaced the input.
    pub steps: usize,
    /// Candidates run.
    pub tries: usize,
    /// True when shrinking stopped at its time limit with candidates left.
    pub cut_short: bool,
}

/// The trusted program's failure on a generated input.
#[derive(Debug)]
pub struct TrustedFailure {
    pub case: usize,
    pub size: u32,
    pub input: String,
    pub why: String,
}

/// The size of case `case` (from 1) of `cases`: 0 up to 100 in even steps,
/// over and over, at most 101 cases a round, so that a short run still
/// reaches the largest inputs and a long one keeps coming back to tiny ones.
pub fn size_of(case: usize, cases: usize) -> u32 {
    let round = cases.clamp(1, 101);
    if round == 1 {
        return 0;
    }
    let position = (case.max(1) - 1) % round;
    (position * 100 / (round - 1)) as u32
}

/// The size and input of case `case` (from 1) of a run of `cases` from
/// `seed`; `Err` when the lab's generator fails (one not written yet).
pub fn input_of(
    setup: &Setup,
    seed: u64,
    case: usize,
    cases: usize,
) -> Result<(u32, String), String> {
    let size = size_of(case, cases);
    // The seed picks a stream, the case a place in it; SplitMix scrambles
    // neighbouring states into unrelated outputs.
    let stream = Rng::new(seed).next_u64();
    (setup.generate)(stream.wrapping_add(case as u64), size)
        .map(|input| (size, input))
        .map_err(|why| format!("case {} (size {}): {}", case, size, why))
}

/// Runs the cases of `options` until the programs disagree.
pub fn stress(setup: &Setup, options: &Options) -> Result<Outcome, String> {
    let started = Instant::now();
    let mut last_report = started;
    for case in 1..=options.cases {
        if options.progress && last_report.elapsed() >= Duration::from_secs(1) {
            last_report = Instant::now();
            eprintln!(
                "case {}/{}, no failure yet ({:.0} s)",
                case,
                options.cases,
                started.elapsed().as_secs_f64()
            );
        }
        let (size, input) = input_of(setup, options.seed, case, options.cases)?;
        match attempt(setup, &input)? {
            Attempt::Agreed => {}
            Attempt::TrustedFailed(why) => {
                return Ok(Outcome::TrustedFailed(Box::new(TrustedFailure {
                    case,
                    size,
                    input,
                    why,
                })));
            }
            Attempt::Failed(failed) => {
                let generated = input.clone();
                let found = failed.verdict;
                let (input, failed, shrinking) = shrink(setup, input, *failed, options);
                return Ok(Outcome::Disagreed(Box::new(Failure {
                    case,
                    size,
                    generated,
                    input,
                    found,
                    shrinking,
                    expected: failed.expected,
                    run: failed.run,
                    verdict: failed.verdict,
                    detail: failed.detail,
                    limits: setup.limits,
                })));
            }
        }
    }
    Ok(Outcome::Agreed {
        cases: options.cases,
    })
}

/// One input through both programs.
enum Attempt {
    Agreed,
    Failed(Box<Failed>),
    TrustedFailed(String),
}

struct Failed {
    expected: String,
    run: Run,
    verdict: Verdict,
    detail: String,
}

fn attempt(setup: &Setup, input: &str) -> Result<Attempt, String> {
    let bounds = exec::Bounds::new(setup.bound).memory_limit(setup.limits.memory_kib);
    let trusted = run(&setup.trusted, input, &bounds)?;
    if !trusted.success() {
        return Ok(Attempt::TrustedFailed(run_failure(&trusted, setup.bound)));
    }
    let tested = run(&setup.tested, input, &bounds)?;
    let (verdict, detail) = judge::judge(
        &tested,
        setup.limits,
        &*setup.checker,
        input,
        &trusted.stdout,
    );
    if verdict == Verdict::Accepted {
        return Ok(Attempt::Agreed);
    }
    // The judge's detail quotes the first line of stderr, which is empty
    // where a panic message starts with a blank line.
    let detail = if verdict == Verdict::RuntimeError {
        run_failure(&tested, setup.bound)
    } else {
        detail
    };
    Ok(Attempt::Failed(Box::new(Failed {
        expected: trusted.stdout,
        run: tested,
        verdict,
        detail,
    })))
}

fn run(program: &Program, input: &str, bounds: &exec::Bounds) -> Result<Run, String> {
    let args: Vec<&str> = program.args.iter().map(String::as_str).collect();
    exec::run_within(&program.path, &args, input.as_bytes(), bounds)
        .map_err(|e| format!("cannot run {}: {}", program.path.display(), e))
}

/// Why a run did not succeed, in one line.
fn run_failure(run: &Run, bound: Duration) -> String {
    let first_line = run
        .stderr
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .unwrap_or("");
    if run.timed_out {
        format!("killed after {:.1} s", bound.as_secs_f64())
    } else {
        match run.code {
            Some(code) => format!("exit status {}: {}", code, first_line),
            None => format!("killed by a signal: {}", first_line),
        }
    }
}

/// Greedy shrinking: the first candidate that still fails replaces the
/// input, until no candidate fails or `options.shrink_time` is spent. A
/// candidate is tried once; one the trusted program cannot answer is
/// skipped (the lab should not offer it).
fn shrink(
    setup: &Setup,
    mut input: String,
    mut failed: Failed,
    options: &Options,
) -> (String, Failed, Shrinking) {
    let started = Instant::now();
    let mut last_report = started;
    let mut shrinking = Shrinking::default();
    let mut tried = HashSet::new();
    tried.insert(input.clone());
    'smaller: loop {
        for candidate in (setup.shrink)(&input) {
            if !tried.insert(candidate.clone()) {
                continue;
            }
            if started.elapsed() >= options.shrink_time {
                shrinking.cut_short = true;
                break 'smaller;
            }
            if options.progress && last_report.elapsed() >= Duration::from_secs(1) {
                last_report = Instant::now();
                eprintln!(
                    "shrinking: {} smaller inputs still fail, {} tried, now {} bytes",
                    shrinking.steps,
                    shrinking.tries,
                    input.len()
                );
            }
            shrinking.tries += 1;
            // A candidate that cannot be run is not smaller evidence.
            if let Ok(Attempt::Failed(still)) = attempt(setup, &candidate) {
                shrinking.steps += 1;
                input = candidate;
                failed = *still;
                continue 'smaller;
            }
        }
        break;
    }
    (input, failed, shrinking)
}

// ---------------------------------------------------------------------------
// The command
// ---------------------------------------------------------------------------

const HELP: &str = "\
usage: cargo stress ID [--run \"CMD\" | --file F.rs [--edition E]] [--cases N] [--seed S]

Random inputs from the problem's lab through a program and through the
collection's solution (main version, release build), until they disagree.
Each output is judged by the problem's checker with the collection's output
as the expected one; a crash, a non-zero exit status, a run past the time
limit (killed at twice the limit) or past the memory limit is a failure
too. The first failure is shrunk with the lab's smaller candidates, shown
with both outputs and the checker's reason, and saved under
<target>/stress/ with the commands that replay it. Exit status 1 when a
failure was found.

  --run \"CMD\"   the program under test runs through `sh -c` in the current
                folder (`./a.out`, `python3 my.py`, `java Main`)
  --file F.rs   one Rust file compiled alone as a judge does (rustc,
                -C opt-level=2, edition 2021 unless --edition says otherwise)
  (neither)     every other version of the collection's solution (such as
                ID-contest) against its main version; with only one
                version, main against itself, a smoke test of the lab
  --cases N     how many inputs (default: per problem, see the end)
  --seed S      which inputs (default 1): the same seed, the same inputs

Input sizes climb from tiny to the largest the statement allows and start
over every 101 cases. Time (processor time) and peak memory are measured
as in `cargo samples`.
";

/// Cases a default run draws where a problem's inputs take long to answer;
/// 1,000 elsewhere. Each is enough to meet every trap of the lab many
/// times, and few enough to finish well within a minute.
pub const DEFAULT_CASES: [(&str, usize); 2] = [("bw-swap", 200), ("hdu-1195", 500)];

/// How many cases `cargo stress ID` draws without `--cases`.
pub fn default_cases(id: &str) -> usize {
    DEFAULT_CASES
        .iter()
        .find(|(problem, _)| *problem == id)
        .map_or(1000, |&(_, cases)| cases)
}

/// The seed when none is given.
pub const DEFAULT_SEED: u64 = 1;

/// `stress ID [--run "CMD" | --file F] [--cases N] [--seed S]`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(
        args,
        &["--run", "--file", "--edition", "--cases", "--seed"],
        &["--help"],
    )
    .map_err(|why| format!("{} (cargo stress --help)", why))?;
    if words.has_flag("--help") {
        print!("{}", HELP);
        let defaults: Vec<String> = DEFAULT_CASES
            .iter()
            .map(|(id, cases)| format!("{} {}", id, cases))
            .collect();
        println!("Default cases: 1000 ({}).", defaults.join(", "));
        return Ok(true);
    }
    let id = words.one_id("stress")?;
    let problem = workspace::select(root, std::slice::from_ref(&id))?.remove(0);
    let cases = words.number("--cases", default_cases(&id) as u64)? as usize;
    if cases == 0 {
        return Err("--cases wants at least 1".into());
    }
    let seed = words.number("--seed", DEFAULT_SEED)?;
    let foreign = Foreign::from_words(&words)?;

    let lab = Rc::new(crate::labs::of_problem(root, &id)?);
    let checking = Rc::new(Checking::of(root, &problem)?);
    let release = crate::cargo::build(root, &["--release", "-p", &id])?;
    let versions = problem.versions()?;
    let trusted = Program::binary(
        "main",
        &crate::cargo::program(&release, &versions[0].binary)?,
    );
    let cargo_run = |binary: &str| format!("cargo run --release -q -p {} --bin {}", id, binary);

    // The programs under test: the foreign one (compiled, for a file, into
    // a folder that lives as long as `prepared`), or the collection's other
    // versions (main itself when there is no other).
    let prepared = match &foreign {
        Some(foreign) => Some(foreign.prepare().map_err(|why| {
            eprint!("{}", why);
            format!("{} does not compile", foreign.describe())
        })?),
        None => None,
    };
    let subjects: Vec<Subject> = match (&foreign, &prepared) {
        (Some(foreign), Some(prepared)) => vec![Subject {
            program: prepared.program.clone(),
            describe: foreign.describe(),
            runner: foreign.runner(),
        }],
        _ => {
            let under_test = if versions.len() > 1 {
                versions[1..].to_vec()
            } else {
                println!(
                    "{} has one version: main against itself, a smoke test of the lab and the solution",
                    id
                );
                versions[..1].to_vec()
            };
            let mut subjects = Vec::new();
            for version in &under_test {
                subjects.push(Subject {
                    program: Program::binary(
                        &version.label(&problem),
                        &crate::cargo::program(&release, &version.binary)?,
                    ),
                    describe: format!("the collection's {}", version.binary),
                    runner: cargo_run(&version.binary),
                });
            }
            subjects
        }
    };

    let options = Options {
        progress: true,
        ..Options::new(cases, seed)
    };
    let mut all_agreed = true;
    for subject in &subjects {
        println!(
            "stress {}: {} against the collection's {} (main), {} cases, seed {}",
            id, subject.describe, versions[0].binary, cases, seed
        );
        let setup = Setup::new(
            lab.clone(),
            checking.clone(),
            &problem,
            trusted.clone(),
            subject.program.clone(),
        );
        let started = Instant::now();
        match stress(&setup, &options)? {
            Outcome::Agreed { cases } => println!(
                "all {} cases agreed ({:.1} s)",
                cases,
                started.elapsed().as_secs_f64()
            ),
            Outcome::Disagreed(failure) => {
                all_agreed = false;
                let saved = save(root, &id, seed, failure.case, &failure.input)?;
                print!("{}", report(&failure, &subject.describe));
                println!("input saved to {}; replay it with", saved.display());
                println!("  {} < {}", subject.runner, saved.display());
                println!("  {} < {}", cargo_run(&versions[0].binary), saved.display());
            }
            Outcome::TrustedFailed(failure) => {
                let saved = save(root, &id, seed, failure.case, &failure.input)?;
                return Err(format!(
                    "the collection's {} failed on case {} (size {}): {}; input saved to {}",
                    versions[0].binary,
                    failure.case,
                    failure.size,
                    failure.why,
                    saved.display()
                ));
            }
        }
    }
    Ok(all_agreed)
}

/// A program under test, as the command shows it, and the shell command
/// that runs it on a saved input (`RUNNER < input`).
struct Subject {
    program: Program,
    describe: String,
    runner: String,
}

/// Writes `input` to `<target>/stress/<id>-seed<S>-case<i>.in`; returns
/// the path as the user can type it (relative to the current folder when
/// it is below it).
fn save(root: &Path, id: &str, seed: u64, case: usize, input: &str) -> Result<PathBuf, String> {
    let folder = crate::cargo::target_dir(root)?.join("stress");
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let path = folder.join(format!("{}-seed{}-case{}.in", id, seed, case));
    std::fs::write(&path, input).map_err(|e| format!("{}: {}", path.display(), e))?;
    let here = std::env::current_dir().unwrap_or_default();
    Ok(path
        .strip_prefix(&here)
        .map(Path::to_path_buf)
        .unwrap_or(path))
}

/// The failure in words: where it was found, the shrunk input, both
/// outputs (or the program's error), and the checker's reason.
pub fn report(failure: &Failure, program: &str) -> String {
    let mut text = String::new();
    let run = &failure.run;
    let _ = writeln!(
        text,
        "case {} (size {}) fails: {}",
        failure.case,
        failure.size,
        failure.found.code()
    );
    let s = &failure.shrinking;
    let _ = match (s.tries, s.steps) {
        (0, _) => writeln!(text, "the lab has no smaller input to try"),
        (tries, 0) => writeln!(text, "no smaller input fails ({} tried)", tries),
        (tries, steps) => writeln!(
            text,
            "shrunk from {} to {} bytes in {} step{} ({} candidate{} tried{})",
            failure.generated.len(),
            failure.input.len(),
            steps,
            if steps == 1 { "" } else { "s" },
            tries,
            if tries == 1 { "" } else { "s" },
            if s.cut_short {
                ", stopped at the time limit"
            } else {
                ""
            }
        ),
    };
    let _ = write!(text, "\ninput:\n{}", excerpt(&failure.input));
    let _ = write!(
        text,
        "the collection's output:\n{}",
        excerpt(&failure.expected)
    );
    let _ = write!(text, "output of {}:\n{}", program, excerpt(&run.stdout));
    let limit_ms = failure.limits.time.as_millis();
    let _ = match failure.verdict {
        Verdict::RuntimeError => {
            let status = match run.code {
                Some(code) => format!("exit status {}", code),
                None => "a signal".to_string(),
            };
            write!(
                text,
                "it ended with {}; its stderr:\n{}",
                status,
                excerpt(&run.stderr)
            )
        }
        Verdict::TimeLimitExceeded if run.timed_out => writeln!(
            text,
            "it ran past the time limit ({} ms) and was killed after {:.1} s",
            limit_ms,
            run.wall.as_secs_f64()
        ),
        Verdict::TimeLimitExceeded => writeln!(
            text,
            "it took {:.0} ms of processor time, over the time limit of {} ms",
            run.time().as_secs_f64() * 1e3,
            limit_ms
        ),
        Verdict::MemoryLimitExceeded => writeln!(
            text,
            "its peak memory was {}, over the limit of {} MB",
            megabytes(run.peak_kib),
            failure.limits.memory_kib / 1024
        ),
        _ => Ok(()),
    };
    let _ = writeln!(text, "{}: {}\n", failure.verdict.code(), failure.detail);
    text
}

/// At most 20 lines of `text`, each indented, with a count of the rest.
fn excerpt(text: &str) -> String {
    const LINES: usize = 20;
    if text.is_empty() {
        return "  (nothing)\n".to_string();
    }
    if text.trim().is_empty() {
        return format!(
            "  ({} empty line{})\n",
            text.lines().count(),
            if text.lines().count() == 1 { "" } else { "s" }
        );
    }
    let lines: Vec<&str> = text
        .lines()
        .skip_while(|line| line.trim().is_empty())
        .collect();
    let mut shown = String::new();
    for line in lines.iter().take(LINES) {
        let cut: String = line.trim_end().chars().take(200).collect();
        let more = if cut.len() < line.trim_end().len() {
            " ..."
        } else {
            ""
        };
        if cut.is_empty() {
            shown.push('\n');
        } else {
            let _ = writeln!(shown, "  {}{}", cut, more);
        }
    }
    if lines.len() > LINES {
        let _ = writeln!(shown, "  ... ({} more lines)", lines.len() - LINES);
    }
    shown
}
