//! `cargo budgets`: every benchmark input of every version timed against
//! its budget (`problems/<id>/bench/budgets.txt`), as a median of whole
//! runs of the release build, with the peak memory.

use crate::args::Words;
use judging::exec;
use judging::text::{megabytes, millis};
use judging::workspace;
use std::path::Path;
use std::time::Duration;

/// Runs after the warm-up; the median is reported.
const RUNS: usize = 7;

/// `budgets [ID...] [--report]`: fails on a main version over its budget
/// unless `--report`; the other versions are measured for information.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &["--report"])?;
    let report_only = words.has_flag("--report");
    let problems = workspace::select(root, &words.positional)?;
    let mut build = vec!["--release"];
    for problem in &problems {
        build.extend(["-p", problem.id.as_str()]);
    }
    let built = crate::cargo::build(root, &build)?;
    println!(
        "{:<12} {:<8} {:<22} {:>10} {:>10} {:>9} {:>9}  verdict   (median of {} runs, release build)",
        "problem", "version", "input", "time", "budget", "memory", "budget", RUNS
    );
    let (mut within, mut over, mut failed) = (0, 0, 0);
    for problem in &problems {
        let cases = workspace::bench_cases(problem)?;
        for version in problem.versions()? {
            let binary = crate::cargo::program(&built, &version.binary)?;
            let label = version.label(problem);
            // Only the main version is held to the budgets.
            let judged = label == "main";
            for case in &cases {
                let input = std::fs::read(&case.input).map_err(|e| e.to_string())?;
                let bound = case.time_budget * 20 + Duration::from_secs(5);
                let verdict = match measure(&binary, &input, bound)? {
                    Err(why) => {
                        failed += usize::from(judged);
                        format!("FAILED ({})", why)
                    }
                    Ok((median, peak)) => {
                        let ok = median <= case.time_budget && peak <= case.memory_budget_kib;
                        let word = match (judged, ok) {
                            (true, true) => "within",
                            (true, false) => "OVER BUDGET",
                            (false, true) => "within (for information)",
                            (false, false) => "over (for information)",
                        };
                        within += usize::from(judged && ok);
                        over += usize::from(judged && !ok);
                        format!(
                            "{:>10} {:>10} {:>9} {:>9}  {}",
                            millis(median),
                            format!("{} ms", case.time_budget.as_millis()),
                            megabytes(Some(peak)),
                            format!("{} MB", case.memory_budget_kib / 1024),
                            word
                        )
                    }
                };
                println!(
                    "{:<12} {:<8} {:<22} {}",
                    problem.id, label, case.name, verdict
                );
            }
        }
    }
    println!(
        "{} within budget, {} over budget, {} failed (main versions)",
        within, over, failed
    );
    Ok(failed == 0 && (over == 0 || report_only))
}

/// One warm-up run, then [`RUNS`] timed ones: the median wall time and the
/// largest peak memory in KiB, or why a run failed.
fn measure(
    binary: &Path,
    input: &[u8],
    bound: Duration,
) -> Result<Result<(Duration, u64), String>, String> {
    let mut walls = Vec::new();
    let mut peak = 0;
    for run_number in 0..=RUNS {
        let run = exec::run(binary, &[], input, bound)
            .map_err(|e| format!("cannot run {}: {}", binary.display(), e))?;
        if !run.success() {
            return Ok(Err(format!(
                "exit {:?}, timed out: {}",
                run.code, run.timed_out
            )));
        }
        if run_number > 0 {
            walls.push(run.wall);
            peak = peak.max(run.peak_kib.unwrap_or(0));
        }
    }
    walls.sort();
    Ok(Ok((walls[walls.len() / 2], peak)))
}
