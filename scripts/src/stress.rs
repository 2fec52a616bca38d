//! `cargo stress`: random inputs through a program and the collection's
//! solution until they disagree (`HELP` says what the user sees). Case `i`
//! of seed `s` depends on `s` and `i` alone, whatever `--cases` says.

use crate::args::{at, Words};
use crate::labs::LabProgram;
use crate::samples::{self, Checking, Foreign, Judged, Program};
use judging::exec;
use judging::judge::{self, Limits, Verdict};
use judging::testing::Rng;
use judging::text::{count, megabytes, millis, seconds};
use judging::workspace::{self, Problem};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// A random valid input: the generator's seed, the size (0 to 100).
pub type Generate = Rc<dyn Fn(u64, u32) -> Result<String, String>>;
pub type Shrink = Rc<dyn Fn(&str) -> Vec<String>>;
pub type Check = Rc<dyn Fn(&str, &str, &str) -> Result<Option<String>, String>>;

/// What a stress run compares: the lab, the judge's settings, two programs.
#[derive(Clone)]
pub struct Setup {
    pub id: String,
    pub generate: Generate,
    pub shrink: Shrink,
    pub checker: Check,
    pub limits: Limits,
    /// When the wall clock stops a run of either program.
    pub bound: Duration,
    /// The program whose output is taken as right.
    pub trusted: Program,
    pub tested: Program,
}

impl Setup {
    pub fn new(
        lab: Rc<LabProgram>,
        checking: Rc<Checking>,
        problem: &Problem,
        trusted: Program,
        tested: Program,
    ) -> Setup {
        let shrinker = lab.clone();
        let (time, memory_kib) = (problem.time_limit, problem.memory_limit_kib);
        Setup {
            id: problem.id.clone(),
            generate: Rc::new(move |seed, size| lab.generate(seed, size)),
            // A lab that cannot shrink leaves the input as it is.
            shrink: Rc::new(move |input| shrinker.shrink(input).unwrap_or_default()),
            checker: Rc::new(move |i, e, r| checking.check(i, e, r)),
            limits: Limits { time, memory_kib },
            bound: samples::bound_for(time),
            trusted,
            tested,
        }
    }
}

/// How many cases, from which seed, how long shrinking may take, and
/// whether a progress line goes to stderr about every second.
#[derive(Debug, Clone)]
pub struct Options {
    pub cases: usize,
    pub seed: u64,
    pub shrink_time: Duration,
    pub progress: bool,
}

impl Options {
    pub fn new(cases: usize, seed: u64) -> Options {
        let shrink_time = Duration::from_secs(30);
        Options {
            cases,
            seed,
            shrink_time,
            progress: false,
        }
    }
}

/// How a stress run ended.
#[derive(Debug)]
pub enum Outcome {
    Agreed {
        cases: usize,
    },
    Disagreed(Box<Failure>),
    /// The trusted program failed: a fault of the collection or its lab.
    TrustedFailed {
        case: usize,
        size: u32,
        input: String,
        why: String,
    },
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
    /// On the shrunk input: the trusted output, and the run judged (its
    /// verdict the same as on the input as generated).
    pub expected: String,
    pub judged: Judged,
    pub limits: Limits,
}

/// What shrinking did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shrinking {
    /// Candidates that failed the same way (and replaced the input), run,
    /// and the time after which shrinking stopped with candidates left.
    pub steps: usize,
    pub tries: usize,
    pub stopped_after: Option<Duration>,
}

/// Cases in a round of sizes.
const ROUND: usize = 128;

/// The size (0 to 100) of case `case` (from 1): each round of 128 cases
/// opens with 0 and 100, then halves the gaps (50, 25, 75, 12, 62, ...).
pub fn size_of(case: usize) -> u32 {
    match (case.max(1) - 1) % ROUND {
        0 => 0,
        1 => 100,
        // The 7 bits of the position before, reversed: 1 -> 64, 2 -> 32, ...
        position => ((position as u32 - 1).reverse_bits() >> 25) * 100 / ROUND as u32,
    }
}

/// The size and input of case `case` (from 1) of seed `seed`.
pub fn input_of(setup: &Setup, seed: u64, case: usize) -> Result<(u32, String), String> {
    let size = size_of(case);
    // The seed picks a stream, the case a place in it; SplitMix scrambles
    // neighbouring states into unrelated outputs.
    let stream = Rng::new(seed).next_u64();
    (setup.generate)(stream.wrapping_add(case as u64), size)
        .map(|input| (size, input))
        .map_err(|why| format!("case {case} (size {size}): {why}"))
}

/// Says a line on stderr about every second, if on.
struct Progress(Instant, bool);

impl Progress {
    fn tick(&mut self, said: String) {
        if self.1 && self.0.elapsed() >= Duration::from_secs(1) {
            self.0 = Instant::now();
            eprintln!("{said}");
        }
    }
}

/// Runs the cases of `options` until the programs disagree.
pub fn stress(setup: &Setup, options: &Options) -> Result<Outcome, String> {
    let started = Instant::now();
    let (mut progress, cases) = (Progress(started, options.progress), options.cases);
    for case in 1..=cases {
        let elapsed = seconds(started.elapsed());
        progress.tick(format!("case {case}/{cases}, no failure yet ({elapsed})"));
        let (size, input) = input_of(setup, options.seed, case)?;
        let (expected, judged) = match attempt(setup, &input)? {
            Attempt::Agreed => continue,
            Attempt::Failed(failed) => *failed,
            Attempt::TrustedFailed(why) => {
                return Ok(Outcome::TrustedFailed {
                    case,
                    size,
                    input,
                    why,
                });
            }
        };
        let mut failure = Failure {
            case,
            size,
            generated: input.clone(),
            input,
            shrinking: Shrinking::default(),
            expected,
            judged,
            limits: setup.limits,
        };
        shrink(setup, &mut failure, options);
        return Ok(Outcome::Disagreed(Box::new(failure)));
    }
    Ok(Outcome::Agreed { cases })
}

/// One input through both programs: agreed, the trusted output and the
/// judged run of the program under test, or why the trusted one failed.
enum Attempt {
    Agreed,
    Failed(Box<(String, Judged)>),
    TrustedFailed(String),
}

fn attempt(setup: &Setup, input: &str) -> Result<Attempt, String> {
    let bounds = exec::Bounds::new(setup.bound).memory_limit(setup.limits.memory_kib);
    let trusted = samples::run(&setup.trusted, input, &bounds)?;
    if let Some(why) = judge::why_failed(&trusted) {
        return Ok(Attempt::TrustedFailed(why));
    }
    let (tested, checker, expected) = (&setup.tested, &*setup.checker, trusted.stdout);
    let judged = samples::run_judged(tested, input, &bounds, setup.limits, checker, &expected)?;
    Ok(match judged.verdict {
        Verdict::Accepted => Attempt::Agreed,
        _ => Attempt::Failed(Box::new((expected, judged))),
    })
}

/// Greedy shrinking: the first candidate that fails with the same verdict
/// replaces the input, until none does or the time is spent. A candidate
/// is tried once; one the trusted program cannot answer is skipped.
fn shrink(setup: &Setup, failure: &mut Failure, options: &Options) {
    let started = Instant::now();
    let mut progress = Progress(started, options.progress);
    let mut tried = HashSet::from([failure.input.clone()]);
    'smaller: loop {
        let candidates = (setup.shrink)(&failure.input);
        for candidate in candidates.into_iter().filter(|c| tried.insert(c.clone())) {
            let shrinking = &mut failure.shrinking;
            if started.elapsed() >= options.shrink_time {
                shrinking.stopped_after = Some(options.shrink_time);
                break 'smaller;
            }
            let (steps, tries) = (count(shrinking.steps, "smaller input"), shrinking.tries);
            let now = failure.input.len();
            progress.tick(format!(
                "shrinking: {steps} failed the same way, {tries} tried, now {now} bytes"
            ));
            shrinking.tries += 1;
            // A candidate that cannot be run is not smaller evidence.
            if let Ok(Attempt::Failed(still)) = attempt(setup, &candidate) {
                let (expected, judged) = *still;
                if judged.verdict == failure.judged.verdict {
                    shrinking.steps += 1;
                    (failure.input, failure.expected, failure.judged) =
                        (candidate, expected, judged);
                    continue 'smaller;
                }
            }
        }
        break;
    }
}

// The command.

const HELP: &str = "\
usage: cargo stress ID [--run \"CMD\" | --file F.rs [--edition E]] [--cases N] [--seed S]

Random inputs from the problem's lab through a program and through the
collection's solution (main version, release build), until they disagree.
Each output is judged by the problem's checker with the collection's output
as the expected one; a crash, a non-zero exit status, a run past the time
or memory limit is a failure too, judged as `cargo samples` judges (a run
that finishes past the limit is run once more, the faster run judged; the
wall clock stops a run at three times the limit and a second). The first
failure is shrunk with the lab's smaller candidates that fail the same
way, shown with both outputs and the checker's reason, and saved under
<target>/stress/ (named by problem, program, seed and case) with the
commands that replay it.

Exit status: 0 every case agreed; 1 a fault of the program was found (or
the file does not compile); 2 the tool or the collection failed (misuse, a failed build, a lab that cannot
generate, or the collection's own solution failing on an input).

  --run \"CMD\"   the program under test runs through `sh -c` in the current
                folder (`./a.out`, `python3 my.py`, `java Main`)
  --file F.rs   one Rust file compiled alone as a judge does (rustc,
                -C opt-level=2, edition 2021 unless --edition says otherwise)
  (neither)     every other version of the collection's solution (such as
                ID-contest) against its main version; with only one
                version, main against itself, a smoke test of the lab
  --cases N     how many inputs (default: per problem, see the end)
  --seed S      which inputs (default 1): case i of a seed is the same
                input whatever --cases says

Input sizes run from tiny to the largest the statement allows, 128 cases a
round: 0, 100, 50, 25, 75, 12, ... Time (processor time) and peak memory
are measured as in `cargo samples`.
";

/// Cases a default run draws where inputs take long to answer; 1,000
/// elsewhere: enough to meet every trap of the lab, within a minute.
pub const DEFAULT_CASES: [(&str, usize); 2] = [("bw-swap", 200), ("hdu-1195", 500)];

/// `stress ID ...`: `Ok(false)` when the program failed on a case, `Err`
/// when the tool or the collection failed.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let valued = ["--run", "--file", "--edition", "--cases", "--seed"];
    let words = Words::parse(args, &valued, &["--help"])
        .map_err(|why| format!("{why} (cargo stress --help)"))?;
    if words.has_flag("--help") {
        let defaults = DEFAULT_CASES.map(|(id, n)| format!("{id} {n}")).join(", ");
        println!("{HELP}Default cases: 1000 ({defaults}).");
        return Ok(true);
    }
    let id = words.one_id("stress")?;
    let problem = workspace::select(root, std::slice::from_ref(&id))?.remove(0);
    let default = DEFAULT_CASES.iter().find(|(problem, _)| *problem == id);
    let cases = words.number("--cases", default.map_or(1000, |&(_, n)| n as u64))? as usize;
    if cases == 0 {
        return Err("--cases wants at least 1".into());
    }
    let mut options = Options::new(cases, words.number("--seed", 1)?);
    options.progress = true;
    let foreign = Foreign::from_words(&words)?;
    let lab = Rc::new(crate::labs::of_problem(root, &id)?);
    let checking = Rc::new(Checking::of(root, &problem)?);
    let built = crate::cargo::build_release(root, std::slice::from_ref(&problem))?;
    let main = &problem.versions()?[0].binary;
    let trusted = Program::binary("main", &crate::cargo::program(&built, main)?);
    let folder = crate::cargo::target_dir(root)?.join("stress");
    // A compiled file lives as long as `prepared`.
    let prepared = foreign.as_ref().map(Foreign::prepare).transpose()?;
    let subjects = match (&foreign, &prepared) {
        (Some(_), Some(None)) => return Ok(false),
        (Some(foreign), Some(Some(prepared))) => vec![Subject {
            program: prepared.program.clone(),
            describe: foreign.describe(),
            runner: foreign.runner(&folder),
        }],
        _ => versions_under_test(&problem, &built)?,
    };
    let mut all_agreed = true;
    for subject in &subjects {
        let (lab, checking, tested) = (lab.clone(), checking.clone(), subject.program.clone());
        let setup = Setup::new(lab, checking, &problem, trusted.clone(), tested);
        all_agreed &= stress_one(&setup, &options, subject, &folder, main)?;
    }
    Ok(all_agreed)
}

/// A program under test, in words, and the command that replays an input.
struct Subject {
    program: Program,
    describe: String,
    runner: String,
}

/// The collection's versions other than main (main itself when there is
/// no other, as a smoke test of the lab and the solution).
fn versions_under_test(
    problem: &Problem,
    built: &BTreeMap<String, PathBuf>,
) -> Result<Vec<Subject>, String> {
    let versions = problem.versions()?;
    if versions.len() == 1 {
        let id = &problem.id;
        println!(
            "{id} has one version: main against itself, a smoke test of the lab and the solution"
        );
    }
    let under_test = &versions[versions.len().min(2) - 1..];
    let subject = |version: &workspace::Version| {
        let path = crate::cargo::program(built, &version.binary)?;
        Ok(Subject {
            program: Program::binary(&version.label(problem), &path),
            describe: format!("the collection's {}", version.binary),
            runner: cargo_run(&problem.id, &version.binary),
        })
    };
    under_test.iter().map(subject).collect()
}

fn cargo_run(id: &str, binary: &str) -> String {
    format!("cargo run --release -q -p {id} --bin {binary}")
}

/// One program through the stress run, its failure reported and saved.
fn stress_one(
    setup: &Setup,
    options: &Options,
    subject: &Subject,
    folder: &Path,
    main: &str,
) -> Result<bool, String> {
    let (id, what, seed) = (&setup.id, &subject.describe, options.seed);
    let cases = count(options.cases, "case");
    println!("stress {id}: {what} against the collection's {main} (main), {cases}, seed {seed}");
    let name = |tag: &str, case| format!("{id}-{tag}-seed{seed}-case{case}.in");
    let save = |tag: &str, case, input: &str| save(folder, name(tag, case), input);
    let started = Instant::now();
    match stress(setup, options)? {
        Outcome::Agreed { cases } => {
            let all = match cases {
                1 => "the one case".to_string(),
                cases => format!("all {cases} cases"),
            };
            println!("{all} agreed ({})", seconds(started.elapsed()));
            Ok(true)
        }
        Outcome::Disagreed(failure) => {
            let saved = save(&tag(&subject.runner), failure.case, &failure.input)?;
            print!("{}", report(&failure, what));
            let (at, run, main) = (saved.display(), &subject.runner, cargo_run(id, main));
            println!("input saved to {at}; replay it with\n  {run} < {at}\n  {main} < {at}");
            Ok(false)
        }
        Outcome::TrustedFailed {
            case,
            size,
            input,
            why,
        } => {
            let saved = save("main", case, &input)?;
            let saved = saved.display();
            Err(format!(
                "the collection's {main} failed on case {case} (size {size}): {why}: a fault of the \
                 collection (its solution, or its lab's generator), not of {what}; input saved \
                 to {saved}"
            ))
        }
    }
}

/// Eight hexadecimal digits that stand for a program (FNV-1a of its command),
/// so that two programs' saved inputs do not overwrite each other.
pub fn tag(runner: &str) -> String {
    let hash = (runner.bytes()).fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{:08x}", hash >> 32)
}

/// Writes `input` to `<folder>/<name>`; the path as the user types it.
fn save(folder: &Path, name: String, input: &str) -> Result<PathBuf, String> {
    std::fs::create_dir_all(folder).map_err(at(folder))?;
    let path = folder.join(name);
    std::fs::write(&path, input).map_err(at(&path))?;
    let here = std::env::current_dir().unwrap_or_default();
    let relative = path.strip_prefix(&here).map(Path::to_path_buf);
    Ok(relative.unwrap_or(path))
}

/// The failure in words: where, what shrinking did, the input, both
/// outputs, and the reason.
pub fn report(failure: &Failure, program: &str) -> String {
    let (judged, case, size) = (&failure.judged, failure.case, failure.size);
    let (code, detail) = (judged.verdict.code(), &judged.detail);
    let (shrinking, verdict) = (shrinking_said(failure), verdict_said(failure));
    let [input, expected, output] =
        [&failure.input, &failure.expected, &judged.run.stdout].map(|t| excerpt(t));
    format!(
        "case {case} (size {size}) fails: {code}\n{shrinking}\n\ninput:\n{input}the collection's \
         output:\n{expected}output of {program}:\n{output}{verdict}{code}: {detail}\n\n"
    )
}

/// What shrinking did: how far it got, and whether its time ran out.
fn shrinking_said(failure: &Failure) -> String {
    let s = &failure.shrinking;
    let (from, to) = (failure.generated.len(), failure.input.len());
    let mut said = match (s.tries, s.steps) {
        (0, _) => "the lab offers no smaller input to try".to_string(),
        (1, 0) => "the one smaller input tried does not fail the same way".to_string(),
        (tries, 0) => format!("none of the {tries} smaller inputs tried fails the same way"),
        (tries, steps) => {
            let (verb, size) = match to.cmp(&from) {
                Ordering::Less => ("shrunk", format!("from {from} to {to} bytes")),
                Ordering::Equal => ("simplified", format!("still {to} bytes")),
                Ordering::Greater => ("simplified", format!("now {to} bytes, from {from}")),
            };
            let (steps, tried) = (count(steps, "step"), count(tries, "candidate"));
            format!("{verb} in {steps} ({tried} tried): {size}")
        }
    };
    if let Some(after) = s.stopped_after {
        let after = after.as_secs_f64();
        let _ = write!(said, "; shrinking stopped after {after:.0} s");
    }
    said
}

/// How the program ended, or by how much it was over which limit.
fn verdict_said(failure: &Failure) -> String {
    let run = &failure.judged.run;
    let limit_ms = failure.limits.time.as_millis();
    match failure.judged.verdict {
        Verdict::RuntimeError => format!(
            "it ended with {}; its stderr:\n{}",
            judge::ended(run.code, run.signal),
            excerpt(&run.stderr)
        ),
        Verdict::TimeLimitExceeded if run.timed_out => format!(
            "it ran past the time limit ({limit_ms} ms) and was stopped by the wall clock at {}\n",
            seconds(run.wall)
        ),
        Verdict::TimeLimitExceeded => format!(
            "it took {} of processor time (the faster of two runs), over the limit of {limit_ms} \
             ms\n",
            millis(run.time())
        ),
        Verdict::MemoryLimitExceeded => format!(
            "its peak memory was {}, over the limit of {} MB\n",
            megabytes(run.peak_kib),
            failure.limits.memory_kib / 1024
        ),
        _ => String::new(),
    }
}

/// At most 20 lines of `text`, indented and cut to 200 characters.
fn excerpt(text: &str) -> String {
    const LINES: usize = 20;
    if text.trim().is_empty() {
        return match text.lines().count() {
            0 => "  (nothing)\n".to_string(),
            n => format!("  ({})\n", count(n, "empty line")),
        };
    }
    let lines = text.lines().skip_while(|line| line.trim().is_empty());
    let lines: Vec<&str> = lines.collect();
    let indented = |line: &&str| match line.trim_end() {
        "" => "\n".to_string(),
        line => format!("  {}\n", judging::text::clip(line, 0, 200)),
    };
    let mut shown: String = lines.iter().take(LINES).map(indented).collect();
    if lines.len() > LINES {
        let _ = writeln!(shown, "  ... ({})", count(lines.len() - LINES, "more line"));
    }
    shown
}
