//! `cargo budgets`: every benchmark input (`problems/<id>/bench/budgets.txt`)
//! through every version of the release build: the median processor time
//! of three runs (one slowed by a neighbour is ignored) and the peak memory.
//! The main version is held to its budget line, a regression check that
//! `--report` turns into figures only (for shared CI machines); the other
//! versions (the files a contestant pastes) to the judge's limits, the
//! problem's time limit and 256 MB, even with `--report`.

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

/// One input through one version, and the limits it is held to: its budget
/// line (`main`, the main version), else the judge's limits.
struct Row<'a> {
    problem: &'a Problem,
    version: String,
    binary: PathBuf,
    case: &'a BenchCase,
    main: bool,
    time: Duration,
    memory_kib: u64,
}

/// `budgets [ID...] [--runs N] [--report]`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &["--runs"], &["--report"])
        .map_err(|why| format!("{why} (usage: budgets [ID...] [--runs N] [--report])"))?;
    let report_only = words.has_flag("--report");
    let runs = words.number("--runs", RUNS)? as usize;
    if runs == 0 {
        return Err("--runs wants at least 1".to_string());
    }
    let problems = workspace::select(root, &words.positional)?;
    let cases = problems.iter().map(workspace::bench_cases);
    let cases: Vec<Vec<BenchCase>> = cases.collect::<Result<_, _>>()?;
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
    let widest =
        |f: fn(&Row) -> usize, title: &str| rows.iter().map(f).fold(title.len(), usize::max);
    let widths = [
        widest(|r| r.problem.id.len(), "problem"),
        widest(|r| r.version.len(), "version"),
        widest(|r| r.case.name.chars().count(), "input"),
    ];
    let (limit, memory_limit, time, memory) = ("time limit", "mem limit", "time", "memory");
    let said = format!(
        "{limit:>10} {memory_limit:>9} {time:>10} {memory:>9}  verdict  (processor time, median \
         of {runs} runs; peak memory; release build)"
    );
    println!("{}", line(&widths, ["problem", "version", "input"], &said));
    // Within, over, failed: of the main versions, then of the others.
    let mut tally = [[0; 3]; 2];
    for row in &rows {
        let (outcome, said) = measure(row, runs, report_only)?;
        tally[usize::from(!row.main)][outcome] += 1;
        // The limits as `{:>10}` of `N ms`, `{:>9}` of `N MB`.
        let (time, memory) = (row.time.as_millis(), row.memory_kib / 1024);
        let said = format!("{time:>7} ms {memory:>6} MB {said}");
        let names = [row.problem.id.as_str(), &row.version, &row.case.name];
        println!("{}", line(&widths, names, &said));
    }
    let [[within, over_budget, failed_main], [fast, over_limits, failed_contest]] = tally;
    println!(
        "main versions: {within} within budget, {over_budget} over, {failed_main} failed; other \
         versions (contest): {fast} within the judge's limits (time limit, {JUDGE_MEMORY_MB} MB), \
         {over_limits} over, {failed_contest} failed"
    );
    let failed = failed_main + failed_contest + over_limits;
    Ok(failed == 0 && (over_budget == 0 || report_only))
}

/// A line of the table: the row's names, padded to `widths`, then `said`.
fn line(widths: &[usize; 3], names: [&str; 3], said: &str) -> String {
    let ([p, v, i], [problem, version, input]) = (*widths, names);
    format!("{problem:<p$} {version:<v$} {input:<i$} {said}")
}

fn row<'a>(problem: &'a Problem, version: String, binary: &Path, case: &'a BenchCase) -> Row<'a> {
    let main = version == "main";
    let (time, memory_kib) = match main {
        true => (case.time_budget, case.memory_budget_kib),
        false => (problem.time_limit, JUDGE_MEMORY_MB * 1024),
    };
    let binary = binary.to_path_buf();
    Row {
        problem,
        version,
        binary,
        case,
        main,
        time,
        memory_kib,
    }
}

/// Runs `row` `runs` times: which of within (0), over (1) or failed (2),
/// and the figures and verdict in words. A run that fails ends the row.
fn measure(row: &Row, runs: usize, report_only: bool) -> Result<(usize, String), String> {
    let input = std::fs::read(&row.case.input).map_err(at(&row.case.input))?;
    // Only a run far past its limit is stopped: the table shows by how much.
    let bound = match row.main {
        true => row.time * 20 + Duration::from_secs(5),
        false => row.time * 10 + Duration::from_secs(1),
    };
    let bounds = Bounds::new(bound).memory_limit(row.memory_kib);
    let said =
        |time: &str, memory: &str, verdict: &str| format!("{time:>10} {memory:>9}  {verdict}");
    let (mut times, mut peak) = (Vec::new(), None);
    for _ in 0..runs {
        let run = exec::run_within(&row.binary, &[], &input, &bounds)
            .map_err(|e| format!("cannot run {}: {e}", row.binary.display()))?;
        // Stopped by the wall clock, already over: by at least that much.
        if run.timed_out && run.time() > row.time {
            let (over, wall) = (verdict(row.main, false, report_only), seconds(run.wall));
            let over = format!("{over} (stopped by the wall clock at {wall})");
            return Ok((1, said(&format!(">{}", millis(run.time())), "-", &over)));
        }
        if let Some(why) = judge::why_failed(&run) {
            return Ok((2, said("-", "-", &format!("FAILED: {why}"))));
        }
        times.push(run.time());
        peak = run.peak_kib.max(peak);
    }
    times.sort();
    let median = times[times.len() / 2];
    let within = median <= row.time && peak.map_or(true, |kib| kib <= row.memory_kib);
    let verdict = verdict(row.main, within, report_only);
    let said = said(&millis(median), &megabytes(peak), verdict);
    Ok((usize::from(!within), said))
}

fn verdict(main: bool, within: bool, report_only: bool) -> &'static str {
    match (main, within, report_only) {
        (true, true, _) => "within budget",
        (true, false, false) => "OVER BUDGET",
        (true, false, true) => "over budget (reported only)",
        (false, true, _) => "within the judge's limits",
        (false, false, _) => "OVER THE JUDGE'S LIMITS",
    }
}
