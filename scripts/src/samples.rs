//! Judging one program on a problem's samples, as `cargo samples` does:
//! each sample run under the problem's limits, judged by its checker, one
//! line printed per sample with the verdict, processor time, peak memory and
//! the checker's reason on a wrong answer.

use crate::args::Words;
use crate::labs::{LabProgram, Scratch};
use judging::exec;
use judging::judge::{self, Limits, Verdict};
use judging::text::{megabytes, millis};
use judging::workspace::{self, Problem};
use std::path::{Path, PathBuf};
use std::process::Command;
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

    /// `command` as `sh -c` runs it: `python3 my.py`, `java Main`, ...
    ///
    /// A simple command is run as `exec COMMAND`: the shell hands its
    /// process over to the program, so that the time and memory measured
    /// are the program's own, and a kill at the time bound reaches the
    /// program itself. A compound command (`cd dir && ./a.out`, a pipe, a
    /// redirection) keeps `sh` as its parent, and a kill ends only `sh`.
    pub fn shell(label: &str, command: &str) -> Self {
        let line = if cfg!(unix) && is_simple(command) {
            format!("exec {}", command.trim_start())
        } else {
            command.to_string()
        };
        let (path, args) = exec::shell(&line);
        Program {
            label: label.to_string(),
            path,
            args,
        }
    }
}

/// True for a command `exec` can stand before: no shell operators (quotes
/// aside), and a first word that names a program, by a path or found on
/// `PATH` (not a builtin such as `cd` or `exit`, nor an assignment).
fn is_simple(command: &str) -> bool {
    let first = command.split_whitespace().next().unwrap_or("");
    let program = if first.contains('/') {
        true
    } else {
        std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(first).is_file()))
    };
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

/// How a problem's answers are judged: by comparing text, or by the
/// checker of its lab (`checker = "lab"` in its `Cargo.toml`).
pub enum Checking {
    Exact,
    Lab(LabProgram),
}

impl Checking {
    /// The problem's way, its lab built when it has a checker.
    pub fn of(root: &Path, problem: &Problem) -> Result<Checking, String> {
        if problem.checker == "lab" {
            Ok(Checking::Lab(crate::labs::of_problem(root, &problem.id)?))
        } else {
            Ok(Checking::Exact)
        }
    }

    /// One answer judged (`judging::compare::Checker`'s meaning).
    pub fn check(
        &self,
        input: &str,
        expected: &str,
        received: &str,
    ) -> Result<Option<String>, String> {
        match self {
            Checking::Exact => judging::compare::exact(input, expected, received),
            Checking::Lab(lab) => lab.check(input, expected, received),
        }
    }
}

/// Judges `program` on every sample of `problem`, printing one line each.
pub fn judge_all(
    root: &Path,
    problem: &Problem,
    checking: &Checking,
    program: &Program,
) -> Result<Tally, String> {
    let checker = |i: &str, e: &str, r: &str| checking.check(i, e, r);
    let limits = Limits {
        time: problem.time_limit,
        memory_kib: problem.memory_limit_kib,
    };
    let mut tally = Tally::default();
    for sample in workspace::samples(root, &problem.id)? {
        let read =
            |p: &Path| std::fs::read_to_string(p).map_err(|e| format!("{}: {}", p.display(), e));
        let (input, expected) = (read(&sample.input)?, read(&sample.output)?);
        // Let a slow program run a while past the limit, to show by how much.
        let bound = problem.time_limit * 3 + Duration::from_secs(1);
        let bounds = exec::Bounds::new(bound).memory_limit(limits.memory_kib);
        let args: Vec<&str> = program.args.iter().map(String::as_str).collect();
        let run_once = || {
            exec::run_within(&program.path, &args, input.as_bytes(), &bounds)
                .map_err(|e| format!("cannot run {}: {}", program.path.display(), e))
        };
        let mut run = run_once()?;
        let (mut verdict, mut detail) = judge::judge(&run, limits, &checker, &input, &expected);
        // A run that finished past the limit is run once more and the
        // faster run judged: on a shared machine another job's use of the
        // caches and memory can add a tenth to a program's processor time,
        // which a judge's quiet machine would not. A program that is truly
        // too slow is too slow twice; one that hung is not run again.
        if verdict == Verdict::TimeLimitExceeded && !run.timed_out {
            let again = run_once()?;
            if again.time() < run.time() {
                run = again;
                let judged = judge::judge(&run, limits, &checker, &input, &expected);
                verdict = judged.0;
                detail = judged.1;
            }
        }
        println!(
            "{:<12} {:<8} {:<24} {:<3} {:>8} {:>9}  {}",
            problem.id,
            program.label,
            sample.name,
            verdict.code(),
            millis(run.time()),
            megabytes(run.peak_kib),
            detail
        );
        if verdict == Verdict::Accepted {
            tally.passed += 1;
        } else {
            tally.failed += 1;
        }
    }
    Ok(tally)
}

// ---------------------------------------------------------------------------
// Programs from outside the collection, for `cargo samples ID --run|--file`
// and `cargo stress`.
// ---------------------------------------------------------------------------

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
    /// The program `--run`, `--file` and `--edition` name in `words`, or
    /// `None` when neither `--run` nor `--file` is given.
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
                if !EDITIONS.contains(&edition) {
                    return Err(format!(
                        "--edition {}: rustc knows {}",
                        edition,
                        EDITIONS.join(", ")
                    ));
                }
                if !Path::new(file).is_file() {
                    return Err(format!("--file {}: no such file", file));
                }
                Ok(Some(Foreign::RustFile {
                    file: PathBuf::from(file),
                    edition: edition.to_string(),
                }))
            }
            (None, None) => Ok(None),
        }
    }

    /// How the lines call the program: `run` or `file`.
    pub fn label(&self) -> &'static str {
        match self {
            Foreign::Command(_) => "run",
            Foreign::RustFile { .. } => "file",
        }
    }

    /// The program in words, for headers: `` `python3 my.py` `` or
    /// `` my.rs (rustc, edition 2021, -C opt-level=2) ``.
    pub fn describe(&self) -> String {
        match self {
            Foreign::Command(command) => format!("`{}`", command),
            Foreign::RustFile { file, edition } => format!(
                "{} (rustc, edition {}, -C opt-level=2)",
                file.display(),
                edition
            ),
        }
    }

    /// A shell command that runs the program, for a replay line
    /// `RUNNER < input`: the command itself, or the file's compilation
    /// followed by its binary.
    pub fn runner(&self) -> String {
        match self {
            Foreign::Command(command) => command.clone(),
            Foreign::RustFile { file, edition } => format!(
                "rustc --edition {} -C opt-level=2 -o solution {} && ./solution",
                edition,
                file.display()
            ),
        }
    }

    /// Ready to run: the command line as `sh -c` runs it, or the file
    /// compiled into a scratch folder that lives as long as the result. A
    /// file that does not compile is an `Err` holding rustc's messages.
    pub fn prepare(&self) -> Result<Prepared, String> {
        match self {
            Foreign::Command(command) => Ok(Prepared {
                program: Program::shell(self.label(), command),
                _scratch: None,
            }),
            Foreign::RustFile { file, edition } => {
                let scratch = Scratch::new()?;
                let binary = compile_as_a_judge(file, edition, &scratch.0)?;
                Ok(Prepared {
                    program: Program::binary(self.label(), &binary),
                    _scratch: Some(scratch),
                })
            }
        }
    }
}

/// A [`Foreign`] program ready to run.
#[derive(Debug)]
pub struct Prepared {
    pub program: Program,
    /// Where a compiled file lives; removed when this is dropped.
    _scratch: Option<Scratch>,
}

/// Compiles `file` alone, as a judge does: plain `rustc` (`$RUSTC` if set),
/// optimised (`-C opt-level=2`, what `-O` means), no crates. Warnings stay
/// warnings, as on a judge (`--cap-lints warn` overrides the `-D warnings`
/// that the collection's own check adds). `Err` holds rustc's messages.
pub fn compile_as_a_judge(file: &Path, edition: &str, out_dir: &Path) -> Result<PathBuf, String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut command = Command::new(rustc);
    command.args(["--cap-lints", "warn"]);
    crate::standalone::compile_with(&mut command, file, edition, out_dir, true)
}

// ---------------------------------------------------------------------------
// The command
// ---------------------------------------------------------------------------

const SAMPLES_HELP: &str = "\
usage: cargo samples [ID...]
       cargo samples ID --run \"CMD\"
       cargo samples ID --file F.rs [--edition 2015|2018|2021|2024]

Judges programs on the samples of problems (samples/ID/NAME.in and NAME.out)
under the problem's limits and checker: one line a sample with the verdict
(AC, WA, RE, TLE, MLE), time, peak memory and, on WA, the first
difference; then `N passed, N failed` (exit status 1 on any failure).

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
at three times the limit and a second.

Peak memory is the kernel's peak resident set (ru_maxrss) of the run. With
--run, a simple command (`python3 my.py`, `./a.out`) is started as `exec CMD`,
so the shell hands its process over and the figure is the program's alone
(an interpreter's own memory counts, as on a judge: about 13 MB for python3
and 37 MB for java on the project's machine). A compound command (`cd d && ./a.out`, a pipe, a
redirection) keeps `sh` as the parent: the figure is then the larger of `sh`
(about 2 MB) and its largest child, never a sum, and a time-out kills `sh`
only, so a child that hangs keeps the run waiting: prefer a simple command
or a script that ends in `exec`.
";

/// `samples [ID...]`, or `samples ID --run CMD | --file F`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &["--run", "--file", "--edition"], &["--help"])
        .map_err(|why| format!("{} (cargo samples --help)", why))?;
    if words.has_flag("--help") {
        print!("{}", SAMPLES_HELP);
        return Ok(true);
    }
    if let Some(foreign) = Foreign::from_words(&words)? {
        return samples_of_foreign(root, &words.positional, &foreign);
    }
    let problems = workspace::select(root, &words.positional)?;
    let mut build = vec!["--release"];
    for problem in &problems {
        build.extend(["-p", problem.id.as_str()]);
    }
    let built = crate::cargo::build(root, &build)?;
    let mut tally = Tally::default();
    for problem in &problems {
        let checking = Checking::of(root, problem)?;
        for version in problem.versions()? {
            let binary = crate::cargo::program(&built, &version.binary)?;
            let program = Program::binary(&version.label(problem), &binary);
            tally += judge_all(root, problem, &checking, &program)?;
        }
    }
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.failed == 0)
}

/// `samples ID --run CMD` and `samples ID --file F`: one problem, one
/// program from outside the collection, judged as the collection's are.
fn samples_of_foreign(root: &Path, ids: &[String], foreign: &Foreign) -> Result<bool, String> {
    let option = match foreign {
        Foreign::Command(_) => "--run",
        Foreign::RustFile { .. } => "--file",
    };
    let problem = match ids {
        [id] => workspace::select(root, std::slice::from_ref(id))?.remove(0),
        [] => {
            return Err(format!(
                "{} wants a problem id: cargo samples ID {} ...",
                option, option
            ))
        }
        _ => {
            return Err(format!(
                "{} takes exactly one problem id, not {} ({})",
                option,
                ids.len(),
                ids.join(" ")
            ))
        }
    };
    let prepared = foreign.prepare().map_err(|why| match foreign {
        Foreign::RustFile { .. } => {
            eprint!("{}", why);
            format!("{} does not compile", foreign.describe())
        }
        Foreign::Command(_) => why,
    })?;
    let checking = Checking::of(root, &problem)?;
    println!(
        "{}: {} on its samples, limits {} ms and {} MB, checker {}",
        problem.id,
        foreign.describe(),
        problem.time_limit.as_millis(),
        problem.memory_limit_kib / 1024,
        problem.checker
    );
    let tally = judge_all(root, &problem, &checking, &prepared.program)?;
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.failed == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::Words;

    fn words(args: &[&str]) -> Result<Words, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Words::parse(&args, &["--run", "--file", "--edition"], &["--help"])
    }

    fn foreign(args: &[&str]) -> Result<Option<Foreign>, String> {
        Foreign::from_words(&words(args)?)
    }

    #[test]
    fn misuse_is_refused_in_one_line() {
        let refusals = [
            (&["x", "--run"][..], "--run wants a value"),
            (&["x", "--run", "a", "--run", "b"][..], "given twice"),
            (&["x", "--bogus"][..], "unknown option --bogus"),
            (&["x", "-v"][..], "unknown option -v"),
            (&["x", "--run", "a", "--file", "Cargo.toml"][..], "not both"),
            (
                &["x", "--run", "a", "--edition", "2021"][..],
                "goes with --file",
            ),
            (&["x", "--edition", "2021"][..], "goes with --file"),
            (&["x", "--run", "  "][..], "wants a command line"),
            (&["x", "--file", "no-such-file.rs"][..], "no such file"),
        ];
        for (args, why) in refusals {
            let error = foreign(args).unwrap_err();
            assert!(error.contains(why), "{:?}: {}", args, error);
            assert!(!error.contains('\n'), "{:?}: {}", args, error);
        }
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        let error = foreign(&["x", "--file", manifest, "--edition", "2020"]).unwrap_err();
        assert!(error.contains("2015, 2018, 2021, 2024"), "{}", error);
    }

    #[test]
    fn a_file_is_compiled_in_2021_unless_told() {
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        let edition_of = |args: &[&str]| match foreign(args).unwrap() {
            Some(Foreign::RustFile { edition, .. }) => edition,
            other => panic!("{:?}", other),
        };
        assert_eq!(edition_of(&["--file", manifest]), "2021");
        assert_eq!(
            edition_of(&["--file", manifest, "--edition", "2018"]),
            "2018"
        );
        assert_eq!(
            foreign(&["x", "--run", "python3 my.py"]).unwrap(),
            Some(Foreign::Command("python3 my.py".to_string()))
        );
        assert_eq!(foreign(&["x"]).unwrap(), None);
    }

    #[test]
    fn simple_commands_are_exec_ed_and_others_left_to_the_shell() {
        let line = |command: &str| Program::shell("run", command).args[1].clone();
        assert_eq!(line("sh my.sh"), "exec sh my.sh");
        assert_eq!(line("  ./a.out"), "exec ./a.out");
        assert_eq!(line("sh -e 'x y'"), "exec sh -e 'x y'");
        for compound in [
            "cd dir && ./a.out",
            "./gen | ./a.out",
            "./a.out < in.txt",
            "ulimit -s unlimited; ./a.out",
            "X=1 ./a.out",
            "X=/bin/true ./a.out",
            "exec ./a.out",
            "exit 3",
            "$HOME/a.out",
            "cd dir",
            "no-such-program-anywhere x",
        ] {
            assert_eq!(line(compound), compound);
        }
    }
}
