//! Judging one program on a problem's samples, as `cargo samples` does:
//! each sample run under the problem's limits, judged by its checker, one
//! line printed per sample with the verdict, processor time, peak memory and
//! the checker's reason on a wrong answer.

use crate::exec;
use crate::judge::{self, Limits, Verdict};
use crate::workspace::{self, Problem};
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
        std::env::var_os("PATH").map_or(false, |paths| {
            std::env::split_paths(&paths).any(|dir| dir.join(first).is_file())
        })
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

/// Judges `program` on every sample of `problem`, printing one line each.
pub fn judge_all(root: &Path, problem: &Problem, program: &Program) -> Result<Tally, String> {
    let checker = crate::checkers::by_name(&problem.checker)
        .ok_or_else(|| format!("{}: unknown checker `{}`", problem.id, problem.checker))?;
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
        let (mut verdict, mut detail) = judge::judge(&run, limits, checker, &input, &expected);
        // A run that finished past the limit is run once more and the
        // faster run judged: on a shared machine another job's use of the
        // caches and memory can add a tenth to a program's processor time,
        // which a judge's quiet machine would not. A program that is truly
        // too slow is too slow twice; one that hung is not run again.
        if verdict == Verdict::TimeLimitExceeded && !run.timed_out {
            let again = run_once()?;
            if again.time() < run.time() {
                run = again;
                let judged = judge::judge(&run, limits, checker, &input, &expected);
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
            format!("{:.1} ms", run.time().as_secs_f64() * 1e3),
            memory(run.peak_kib),
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

/// Peak memory for a table: `12.3 MB`, or `n/a` where it is not measured.
pub fn memory(peak_kib: Option<u64>) -> String {
    match peak_kib {
        Some(kib) => format!("{:.1} MB", kib as f64 / 1024.0),
        None => "n/a".to_string(),
    }
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

/// A folder of our own under the system's temporary folder, removed on
/// drop. Named by process and a counter: tests prepare several at once.
#[derive(Debug)]
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let folder = std::env::temp_dir().join(format!(
            "practice-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
        Ok(Scratch(folder))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
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
// The command line of `samples` and `stress`, and the release build.
// ---------------------------------------------------------------------------

/// Command-line words: the positional ones (problem ids), `--name value`
/// options and bare flags, in the order given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Words {
    pub positional: Vec<String>,
    pub options: Vec<(String, String)>,
    pub flags: Vec<String>,
}

impl Words {
    /// Splits `args`: each name in `valued` takes the next word as its
    /// value, each name in `flags` stands alone; any other `--word` is an
    /// error, and so is an option given twice or given no value.
    pub fn parse(args: &[String], valued: &[&str], flags: &[&str]) -> Result<Words, String> {
        let mut words = Words::default();
        let mut rest = args.iter();
        while let Some(word) = rest.next() {
            if valued.contains(&word.as_str()) {
                let value = rest
                    .next()
                    .ok_or_else(|| format!("{} wants a value after it", word))?;
                if words.value(word).is_some() {
                    return Err(format!("{} given twice", word));
                }
                words.options.push((word.clone(), value.clone()));
            } else if flags.contains(&word.as_str()) {
                words.flags.push(word.clone());
            } else if word.starts_with('-') && word.len() > 1 {
                return Err(format!("unknown option {}", word));
            } else {
                words.positional.push(word.clone());
            }
        }
        Ok(words)
    }

    /// The value of option `name`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(option, _)| option == name)
            .map(|(_, value)| value.as_str())
    }

    pub fn has_flag(&self, name: &str) -> bool {
        self.flags.iter().any(|flag| flag == name)
    }
}

/// Where cargo writes this workspace's builds. Cargo is asked (it knows
/// `CARGO_TARGET_DIR` and any configured `build.target-dir`); without an
/// answer, `$CARGO_TARGET_DIR` or `target/`.
pub fn target_dir(root: &Path) -> PathBuf {
    let asked = Command::new(cargo())
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root)
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| {
            json_string(&String::from_utf8_lossy(&output.stdout), "target_directory")
        });
    match asked {
        Some(dir) => PathBuf::from(dir),
        None => match std::env::var_os("CARGO_TARGET_DIR") {
            Some(dir) if !dir.is_empty() => root.join(dir),
            _ => root.join("target"),
        },
    }
}

/// The string value of the first `"key":"..."` in a JSON text (enough for
/// cargo's metadata, whose keys are unique where we look).
fn json_string(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{}\":\"", key))? + key.len() + 4;
    let mut value = String::new();
    let mut chars = json[start..].chars();
    loop {
        match chars.next()? {
            '"' => return Some(value),
            '\\' => match chars.next()? {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                other => value.push(other),
            },
            c => value.push(c),
        }
    }
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// Builds every binary of `problems` in release mode, as a judge would
/// run them; returns the folder that holds them.
pub fn build_release(root: &Path, problems: &[Problem]) -> Result<PathBuf, String> {
    let mut command = Command::new(cargo());
    command
        .args(["build", "--release", "--quiet"])
        .current_dir(root);
    for problem in problems {
        command.args(["-p", &problem.id]);
    }
    let status = command
        .status()
        .map_err(|e| format!("cannot run cargo: {}", e))?;
    if !status.success() {
        return Err("the release build failed".into());
    }
    Ok(target_dir(root).join("release"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(args: &[&str]) -> Result<Words, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Words::parse(&args, &["--run", "--file", "--edition"], &["--help"])
    }

    fn foreign(args: &[&str]) -> Result<Option<Foreign>, String> {
        Foreign::from_words(&words(args)?)
    }

    #[test]
    fn options_take_the_next_word_whatever_it_is() {
        let parsed = words(&["hdu-1195", "--run", "--odd name", "--help"]).unwrap();
        assert_eq!(parsed.positional, ["hdu-1195"]);
        assert_eq!(parsed.value("--run"), Some("--odd name"));
        assert!(parsed.has_flag("--help"));
        assert_eq!(parsed.value("--file"), None);
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

    #[test]
    fn json_strings_are_unescaped() {
        let json = r#"{"packages":[],"target_directory":"C:\\work\\t \"x\"","version":1}"#;
        assert_eq!(
            json_string(json, "target_directory").as_deref(),
            Some(r#"C:\work\t "x""#)
        );
        assert_eq!(json_string(json, "missing"), None);
    }
}
