//! Judging one program on a problem's samples, as `cargo samples` does:
//! each sample run under the problem's limits, judged by its checker, one
//! line printed per sample with the verdict, wall time, peak memory and
//! the checker's reason on a wrong answer.

use crate::exec;
use crate::judge::{self, Limits, Verdict};
use crate::workspace::{self, Problem};
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

    /// `command` as `sh -c` runs it: `python3 my.py`, `java Main`, ...
    pub fn shell(label: &str, command: &str) -> Self {
        Program {
            label: label.to_string(),
            path: PathBuf::from("sh"),
            args: vec!["-c".to_string(), command.to_string()],
        }
    }
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
        let args: Vec<&str> = program.args.iter().map(String::as_str).collect();
        let run = exec::run(&program.path, &args, input.as_bytes(), bound)
            .map_err(|e| format!("cannot run {}: {}", program.path.display(), e))?;
        let (verdict, detail) = judge::judge(&run, limits, checker, &input, &expected);
        println!(
            "{:<12} {:<8} {:<24} {:<3} {:>8} {:>9}  {}",
            problem.id,
            program.label,
            sample.name,
            verdict.code(),
            format!("{:.1} ms", run.wall.as_secs_f64() * 1e3),
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
