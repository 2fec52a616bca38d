//! `cargo budgets`: every benchmark input (`problems/<id>/bench/budgets.txt`)
//! through every version of the release build, timed as judges time:
//! processor time (user and system, `exec`'s figure), the median of
//! several runs, and the largest peak memory.
//!
//! The main version is held to its budget line: a regression check on the
//! collection's own speed, which `--report` turns into figures only (for
//! shared CI machines, where a neighbour's job can slow any run). Every
//! other version (the contest versions, the files a contestant pastes) is
//! held to the judge's limits: the problem's `time-limit-ms` of processor
//! time and 256 MB, with or without `--report`, since a paste over them is
//! a wrong answer to the question the collection answers.
//!
//! Three runs by default, for both: the median of three already ignores
//! one run slowed by a neighbour, processor time barely moves between runs
//! (a busy machine stretches the wall clock, not the work), and the
//! slowest contest versions take seconds a run.

use crate::args::{at, Words};
use judging::exec::{self, Bounds};
use judging::judge;
use judging::text::{megabytes, millis, seconds};
use judging::workspace::{self, BenchCase, Problem};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The memory a judge allows the pasted files, in MB.
pub const JUDGE_MEMORY_MB: u64 = 256;

/// Runs timed per input unless `--runs` says otherwise.
pub const RUNS: u64 = 3;

/// What a row is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Held {
    /// The main version: its line of `budgets.txt`.
    Budget,
    /// The other versions: the judge's limits.
    Judge,
}

/// One input through one version, and what it is held to.
struct Row<'a> {
    problem: &'a Problem,
    version: String,
    binary: PathBuf,
    case: &'a BenchCase,
    held: Held,
    time: Duration,
    memory_kib: u64,
}

/// How the rows of each kind ended: within, over, failed.
#[derive(Debug, Default)]
struct Tally {
    budget: [usize; 3],
    judge: [usize; 3],
}

/// `budgets [ID...] [--runs N] [--report]`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &["--runs"], &["--report"])
        .map_err(|why| format!("{} (usage: budgets [ID...] [--runs N] [--report])", why))?;
    let report_only = words.has_flag("--report");
    let runs = words.number("--runs", RUNS)? as usize;
    if runs == 0 {
        return Err("--runs wants at least 1".to_string());
    }
    let problems = workspace::select(root, &words.positional)?;
    let cases: Vec<Vec<BenchCase>> = (problems.iter())
        .map(workspace::bench_cases)
        .collect::<Result<_, _>>()?;
    let built = crate::cargo::build_release(root, &problems)?;
    let mut rows = Vec::new();
    for (problem, cases) in problems.iter().zip(&cases) {
        for version in problem.versions()? {
            let binary = crate::cargo::program(&built, &version.binary)?;
            for case in cases {
                rows.push(row(problem, version.label(problem), &binary, case));
            }
        }
    }
    let widths = Widths::of(&rows);
    println!("{}", widths.header(runs));
    let mut tally = Tally::default();
    for row in &rows {
        let (outcome, said) = measure(row, runs, report_only)?;
        let kind = match row.held {
            Held::Budget => &mut tally.budget,
            Held::Judge => &mut tally.judge,
        };
        kind[outcome] += 1;
        println!("{}", widths.line(row, &said));
    }
    println!("{}", tally.say());
    let [_, over_budget, failed_main] = tally.budget;
    let [_, over_limits, failed_contest] = tally.judge;
    let failed = failed_main + failed_contest + over_limits;
    Ok(failed == 0 && (over_budget == 0 || report_only))
}

fn row<'a>(problem: &'a Problem, version: String, binary: &Path, case: &'a BenchCase) -> Row<'a> {
    let main = version == "main";
    Row {
        problem,
        binary: binary.to_path_buf(),
        case,
        held: if main { Held::Budget } else { Held::Judge },
        time: if main {
            case.time_budget
        } else {
            problem.time_limit
        },
        memory_kib: if main {
            case.memory_budget_kib
        } else {
            JUDGE_MEMORY_MB * 1024
        },
        version,
    }
}

/// Runs `row` `runs` times: which of within (0), over (1) or failed (2),
/// and the figures and verdict in words. A run that fails ends the row.
fn measure(row: &Row, runs: usize, report_only: bool) -> Result<(usize, String), String> {
    let input = std::fs::read(&row.case.input).map_err(at(&row.case.input))?;
    // Only a run far past its limit is stopped, so that the table shows by
    // how much a version misses it.
    let bound = match row.held {
        Held::Judge => row.time * 10 + Duration::from_secs(1),
        Held::Budget => row.time * 20 + Duration::from_secs(5),
    };
    let bounds = Bounds::new(bound).memory_limit(row.memory_kib);
    let (mut times, mut peak) = (Vec::new(), None);
    for _ in 0..runs {
        let run = exec::run_within(&row.binary, &[], &input, &bounds)
            .map_err(|e| format!("cannot run {}: {}", row.binary.display(), e))?;
        // Stopped by the wall clock with more than the limit of processor
        // time already spent: over, by at least that much.
        if run.timed_out && run.time() > row.time {
            let over = verdict(row.held, false, report_only);
            let time = format!(">{}", millis(run.time()));
            let why = format!(
                "{} (stopped by the wall clock at {})",
                over,
                seconds(run.wall)
            );
            return Ok((1, format!("{:>10} {:>9}  {}", time, "-", why)));
        }
        if let Some(why) = judge::why_failed(&run) {
            return Ok((2, format!("{:>10} {:>9}  FAILED: {}", "-", "-", why)));
        }
        times.push(run.time());
        peak = run.peak_kib.max(peak);
    }
    times.sort();
    let median = times[times.len() / 2];
    let within = median <= row.time && peak.map_or(true, |kib| kib <= row.memory_kib);
    let figures = format!("{:>10} {:>9}", millis(median), megabytes(peak));
    let said = format!("{}  {}", figures, verdict(row.held, within, report_only));
    Ok((usize::from(!within), said))
}

fn verdict(held: Held, within: bool, report_only: bool) -> &'static str {
    match (held, within, report_only) {
        (Held::Budget, true, _) => "within budget",
        (Held::Budget, false, false) => "OVER BUDGET",
        (Held::Budget, false, true) => "over budget (reported only)",
        (Held::Judge, true, _) => "within the judge's limits",
        (Held::Judge, false, _) => "OVER THE JUDGE'S LIMITS",
    }
}

/// The widths of the name columns: the longest name of each.
struct Widths {
    problem: usize,
    version: usize,
    input: usize,
}

impl Widths {
    fn of(rows: &[Row]) -> Widths {
        let widest = |f: &dyn Fn(&Row) -> usize, title: &str| {
            rows.iter().map(f).chain([title.len()]).max().unwrap_or(0)
        };
        Widths {
            problem: widest(&|r| r.problem.id.len(), "problem"),
            version: widest(&|r| r.version.len(), "version"),
            input: widest(&|r| r.case.name.chars().count(), "input"),
        }
    }

    fn header(&self, runs: usize) -> String {
        format!(
            "{:<p$} {:<v$} {:<i$} {:>10} {:>9} {:>10} {:>9}  verdict  \
             (processor time, median of {} runs; peak memory; release build)",
            "problem",
            "version",
            "input",
            "time limit",
            "mem limit",
            "time",
            "memory",
            runs,
            p = self.problem,
            v = self.version,
            i = self.input
        )
    }

    /// A row: its names, what it is held to, then `said` (its figures
    /// and verdict).
    fn line(&self, row: &Row, said: &str) -> String {
        format!(
            "{:<p$} {:<v$} {:<i$} {:>10} {:>9} {}",
            row.problem.id,
            row.version,
            row.case.name,
            format!("{} ms", row.time.as_millis()),
            format!("{} MB", row.memory_kib / 1024),
            said,
            p = self.problem,
            v = self.version,
            i = self.input
        )
    }
}

impl Tally {
    fn say(&self) -> String {
        let [within, over, failed] = self.budget;
        let [fast, slow, broken] = self.judge;
        format!(
            "main versions: {} within budget, {} over, {} failed; other versions \
             (contest): {} within the judge's limits (time limit, {} MB), {} over, {} failed",
            within, over, failed, fast, JUDGE_MEMORY_MB, slow, broken
        )
    }
}
