//! Judging one program on a problem's samples, as `cargo samples` does:
//! each sample run under the problem's limits and judged by its checker,
//! one line a sample with the verdict, time, peak memory and the reason.

use crate::labs::{LabProgram, Scratch};
use crate::{args::Words, standalone};
use judging::compare::Checked;
use judging::exec::{self, Bounds, Run};
use judging::judge::{self, Limits, Verdict};
use judging::text::{clip, megabytes};
use judging::workspace::{self, Problem, Sample};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A program to judge: a binary, or a shell running a command line.
#[derive(Debug, Clone)]
pub struct Program {
    /// What the lines call it (`main`, `contest`, `rustc 1.63`, ...).
    pub label: String,
    pub path: PathBuf,
    pub args: Vec<String>,
}

impl Program {
    pub fn binary(label: &str, path: &Path) -> Self {
        Program {
            label: label.to_string(),
            path: path.to_path_buf(),
            args: Vec::new(),
        }
    }

    /// `command` as `sh -c` runs it; a simple one as `exec COMMAND`, so that
    /// the figures and the kill at the bound are the program's own.
    pub fn shell(label: &str, command: &str) -> Self {
        let line = match cfg!(unix) && is_simple(command) {
            true => format!("exec {}", command.trim_start()),
            false => command.to_string(),
        };
        let (path, args) = exec::shell(&line);
        Program {
            args,
            ..Program::binary(label, &path)
        }
    }
}

/// True for a command `exec` can stand before: no shell operators, and a
/// first word that names a program by a path or on `PATH` (not a builtin).
fn is_simple(command: &str) -> bool {
    let first = command.split_whitespace().next().unwrap_or("");
    let on_path = |paths| std::env::split_paths(&paths).any(|dir| dir.join(first).is_file());
    let program = first.contains('/') || std::env::var_os("PATH").is_some_and(on_path);
    program
        && !first.is_empty()
        && !first.contains('=')
        && !command.contains(|c: char| ";&|<>(){}`$\\\n#".contains(c))
}

/// How many samples passed and failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
    }
}

impl Tally {
    /// The closing line: `5 passed, 0 failed`.
    pub fn say(&self) -> String {
        format!("{} passed, {} failed", self.passed, self.failed)
    }
}

/// How a problem's answers are judged: by text, or by its lab's checker.
pub enum Checking {
    Exact,
    Lab(LabProgram),
}

impl Checking {
    pub fn of(root: &Path, problem: &Problem) -> Result<Checking, String> {
        Ok(match problem.checker.as_str() {
            "lab" => Checking::Lab(crate::labs::of_problem(root, &problem.id)?),
            _ => Checking::Exact,
        })
    }

    pub fn check(&self, input: &str, expected: &str, received: &str) -> Checked {
        match self {
            Checking::Exact => judging::compare::exact(input, expected, received),
            Checking::Lab(lab) => lab.check(input, expected, received),
        }
    }
}

/// When a run is stopped: three times the limit and a second, so that a
/// slow run shows by how much, and a hung one costs little.
pub fn bound_for(time_limit: Duration) -> Duration {
    time_limit * 3 + Duration::from_secs(1)
}

/// A run and the judge's verdict on it.
#[derive(Debug)]
pub struct Judged {
    pub run: Run,
    pub verdict: Verdict,
    pub detail: String,
}

pub fn run(program: &Program, input: &str, bounds: &Bounds) -> Result<Run, String> {
    let args: Vec<&str> = program.args.iter().map(String::as_str).collect();
    let path = &program.path;
    exec::run_within(path, &args, input.as_bytes(), bounds)
        .map_err(|e| format!("cannot run {}: {e}", path.display()))
}

/// Runs `program` on `input` and judges the run, as `samples` and `stress`
/// judge: a run that finished past the time limit (a shared machine can add
/// a tenth to it) is run once more and the faster run judged.
pub fn run_judged(
    program: &Program,
    input: &str,
    bounds: &Bounds,
    limits: Limits,
    checker: &dyn Fn(&str, &str, &str) -> Checked,
    expected: &str,
) -> Result<Judged, String> {
    let run_once = || {
        let run = run(program, input, bounds)?;
        let (verdict, detail) = judge::judge(&run, limits, checker, input, expected);
        Ok::<_, String>(Judged {
            run,
            verdict,
            detail,
        })
    };
    let first = run_once()?;
    if first.verdict != Verdict::TimeLimitExceeded || first.run.timed_out {
        return Ok(first);
    }
    let again = run_once()?;
    let faster = std::cmp::min_by_key(first, again, |judged| judged.run.time());
    Ok(faster)
}

/// Judges `program` on every sample of `problem`, printing one line each.
/// A problem without samples is an error: nothing judged is not a pass.
pub fn judge_all(
    root: &Path,
    problem: &Problem,
    checking: &Checking,
    program: &Program,
) -> Result<Tally, String> {
    let id = &problem.id;
    let samples = workspace::samples(root, id)?;
    if samples.is_empty() {
        return Err(format!(
            "samples/{id}/ holds no sample (NAME.in with NAME.out): nothing to judge"
        ));
    }
    // As wide as the collection's longest name, for aligned columns.
    let length = |sample: &Sample| sample.name.chars().count();
    let mut width = samples.iter().map(length).max().unwrap_or(0);
    for problem in workspace::problems(root).unwrap_or_default() {
        let others = workspace::samples(root, &problem.id).unwrap_or_default();
        width = others.iter().map(length).fold(width, usize::max);
    }
    let (time, memory_kib) = (problem.time_limit, problem.memory_limit_kib);
    let limits = Limits { time, memory_kib };
    let bounds = Bounds::new(bound_for(time)).memory_limit(memory_kib);
    let checker = |i: &str, e: &str, r: &str| checking.check(i, e, r);
    let mut tally = Tally::default();
    for sample in &samples {
        let read = |p: &Path| std::fs::read_to_string(p).map_err(crate::args::at(p));
        let (input, expected) = (read(&sample.input)?, read(&sample.output)?);
        let judged = run_judged(program, &input, &bounds, limits, &checker, &expected)?;
        let (label, name) = (&program.label, &sample.name);
        let (code, time) = (judged.verdict.code(), judge::time_shown(&judged.run));
        let (memory, detail) = (megabytes(judged.run.peak_kib), clip(&judged.detail, 0, 240));
        let line = format!(
            "{id:<12} {label:<8} {name:<width$} {code:<3} {time:>10} {memory:>9}  {detail}"
        );
        println!("{}", line.trim_end());
        let passed = usize::from(judged.verdict == Verdict::Accepted);
        (tally.passed, tally.failed) = (tally.passed + passed, tally.failed + 1 - passed);
    }
    Ok(tally)
}

// Programs from outside the collection (`--run`, `--file`).

/// The editions `--edition` accepts (rustc's own list).
pub const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];

/// A program written outside the collection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Foreign {
    /// `--run CMD`: a command line, run by `sh -c` from the current folder.
    Command(String),
    /// `--file F`: one Rust file, compiled alone as a judge compiles it.
    RustFile { file: PathBuf, edition: String },
}

impl Foreign {
    /// The program `--run`, `--file` and `--edition` name, if any.
    pub fn from_words(words: &Words) -> Result<Option<Foreign>, String> {
        let edition = words.value("--edition");
        match (words.value("--run"), words.value("--file")) {
            (Some(_), Some(_)) => Err("give --run or --file, not both".to_string()),
            (Some(_), None) | (None, None) if edition.is_some() => {
                Err("--edition goes with --file (a command line is run as it is)".to_string())
            }
            (Some(command), None) if command.trim().is_empty() => {
                Err("--run wants a command line, such as --run \"python3 my.py\"".to_string())
            }
            (Some(command), None) => Ok(Some(Foreign::Command(command.to_string()))),
            (None, Some(file)) => {
                let edition = edition.unwrap_or("2021");
                let known = EDITIONS.join(", ");
                if !EDITIONS.contains(&edition) {
                    return Err(format!("--edition {edition}: rustc knows {known}"));
                }
                if !Path::new(file).is_file() {
                    return Err(format!("--file {file}: no such file"));
                }
                let (file, edition) = (PathBuf::from(file), edition.to_string());
                Ok(Some(Foreign::RustFile { file, edition }))
            }
            (None, None) => Ok(None),
        }
    }

    /// The program in words, for headers: `` `python3 my.py` `` or
    /// `` my.rs (rustc, edition 2021, -C opt-level=2) ``.
    pub fn describe(&self) -> String {
        match self {
            Foreign::Command(command) => format!("`{command}`"),
            Foreign::RustFile { file, edition } => {
                let file = file.display();
                format!("{file} (rustc, edition {edition}, -C opt-level=2)")
            }
        }
    }

    /// A shell command that runs the program on a replayed input: the
    /// command, or the file compiled into `out_dir`, then its binary.
    pub fn runner(&self, out_dir: &Path) -> String {
        match self {
            Foreign::Command(command) => command.clone(),
            Foreign::RustFile { file, edition } => {
                let stem = file
                    .file_stem()
                    .unwrap_or("solution".as_ref())
                    .to_string_lossy();
                let binary = out_dir.join(format!("{stem}{}", std::env::consts::EXE_SUFFIX));
                let (binary, file) = (binary.display(), file.display());
                format!("rustc --edition {edition} -C opt-level=2 -o {binary} {file} && {binary}")
            }
        }
    }

    /// Ready to run: the command line, or the file compiled into a scratch
    /// folder that lives as long as the result; `None` for a file that does
    /// not compile (a judge's CE), said on stderr with rustc's messages.
    /// A file is compiled alone, as a judge does: plain `rustc`, `-C
    /// opt-level=2`, no crates, warnings allowed (`--cap-lints warn`
    /// overrides the collection's `-D warnings`).
    pub fn prepare(&self) -> Result<Option<Prepared>, String> {
        let (program, _scratch) = match self {
            Foreign::Command(command) => (Program::shell("run", command), None),
            Foreign::RustFile { file, edition } => {
                let (scratch, mut rustc) = (Scratch::new()?, standalone::rustc());
                rustc.args(["--cap-lints", "warn"]);
                match standalone::compile_with(&mut rustc, file, edition, &scratch.0, true) {
                    Ok(binary) => (Program::binary("file", &binary), Some(scratch)),
                    Err(why) => {
                        eprint!("{why}");
                        eprintln!("CE: {} does not compile", self.describe());
                        return Ok(None);
                    }
                }
            }
        };
        Ok(Some(Prepared { program, _scratch }))
    }
}

/// A [`Foreign`] program ready to run.
#[derive(Debug)]
pub struct Prepared {
    pub program: Program,
    /// Where a compiled file lives; removed when this is dropped.
    _scratch: Option<Scratch>,
}

// The command.

const SAMPLES_HELP: &str = "\
usage: cargo samples [ID...]
       cargo samples ID --run \"CMD\"
       cargo samples ID --file F.rs [--edition 2015|2018|2021|2024]

Judges programs on the samples of problems (samples/ID/NAME.in and NAME.out)
under the problem's limits and checker: one line a sample with the verdict
(AC, WA, RE, TLE, MLE, OLE), time, peak memory and why (the first
difference on WA, the signal or exit status on RE); then `N passed, N
failed`. Exit status 0 when every sample passed, 1 when one failed (or the
file does not compile), 2 when nothing could be judged (misuse, a failed
build, a problem without samples).

  (no option)   every solution of the collection, release build, on the
                problems named (all of them when none is)
  --run \"CMD\"   any program: CMD runs through `sh -c` in the current folder
                (`./a.out`, `python3 my.py`, `java Main`)
  --file F.rs   one Rust file compiled alone as a judge does (plain rustc,
                -C opt-level=2, no crates, warnings allowed), edition 2021
                unless --edition says otherwise; rustc's errors and exit
                status 1 when it does not compile

Time is processor time (user and system, with the children the program
waited for), as judges count it: a busy machine stretches the wall clock,
not the work. A run that finishes past the limit is run once more and the
faster run judged, since a shared machine's other jobs can still add a tenth
to it. A program that waits instead of working is stopped by the wall clock
at three times the limit and a second: its time shows as `wall 4.0 s`.

Peak memory is the program's own peak resident set (ru_maxrss; a small
runner starts it, not the judge), its peak commit on Windows. A simple --run
command (`python3 my.py`, `./a.out`) is started as `exec CMD`, so the figure
is the program's (an interpreter's memory counts, as on a judge); in a
compound one (`cd d && ./a.out`, a pipe) it is the largest process's. Each
run is its own process group, all of it stopped at the time bound and when
the program ends. A hard cap stops a runaway allocation at twice the limit
and 64 MB (RLIMIT_DATA on Linux, the job's limit on Windows; not enforced on
macOS): MLE. Reserved memory is not counted (the JVM's and Go's PROT_NONE
heaps), committed memory is: give the JVM its sizes as judges do
(`java -Xms16m -Xmx256m Main`), or set JUDGE_MEMORY_CAP=1024 (MB) or
JUDGE_MEMORY_CAP=off. Output is kept up to 64 MB a stream; past that the
program is stopped: OLE.
";

/// `samples [ID...]`, or `samples ID --run CMD | --file F`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &["--run", "--file", "--edition"], &["--help"])
        .map_err(|why| format!("{why} (cargo samples --help)"))?;
    if words.has_flag("--help") {
        print!("{SAMPLES_HELP}");
        return Ok(true);
    }
    if let Some(foreign) = Foreign::from_words(&words)? {
        return samples_of_foreign(root, &words, &foreign);
    }
    let problems = workspace::select(root, &words.positional)?;
    let built = crate::cargo::build_release(root, &problems)?;
    let mut tally = Tally::default();
    for problem in &problems {
        let checking = Checking::of(root, problem)?;
        for version in problem.versions()? {
            let binary = crate::cargo::program(&built, &version.binary)?;
            let program = Program::binary(&version.label(problem), &binary);
            tally += judge_all(root, problem, &checking, &program)?;
        }
    }
    println!("{}", tally.say());
    Ok(tally.failed == 0)
}

/// `samples ID --run CMD | --file F`: one program from outside the
/// collection, judged as the collection's are.
fn samples_of_foreign(root: &Path, words: &Words, foreign: &Foreign) -> Result<bool, String> {
    let id = words.one_id("samples")?;
    let problem = workspace::select(root, &[id])?.remove(0);
    let Some(prepared) = foreign.prepare()? else {
        return Ok(false);
    };
    let checking = Checking::of(root, &problem)?;
    let (id, program, checker) = (&problem.id, foreign.describe(), &problem.checker);
    let ms = problem.time_limit.as_millis();
    let mb = problem.memory_limit_kib / 1024;
    println!("{id}: {program} on its samples, limits {ms} ms and {mb} MB, checker {checker}");
    let tally = judge_all(root, &problem, &checking, &prepared.program)?;
    println!("{}", tally.say());
    Ok(tally.failed == 0)
}
