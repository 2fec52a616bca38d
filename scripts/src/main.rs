//! The local tooling behind the cargo aliases in `.cargo/config.toml`:
//!
//! - `samples [ID...]`: build the solutions in release mode and judge every
//!   sample (verdict, time, memory; the first difference on WA).
//! - `standalone [ID...]`: compile each solution file alone with rustc, and
//!   count its own lines.
//! - `snippets [--check] [ID...]`: rewrite (or only check) the embedded
//!   template code.
//! - `bench [ID...] [--report]`: time the benchmark inputs against their
//!   budgets (median of several runs, peak memory).
//! - `new ID`: scaffold a new problem.
//! - `trace ID [--case N] [--svg FILE]`: one case's searches, layer by layer.
//! - `charts [--check]`: rewrite (or check) the committed charts.
//! - `stress ID [--run CMD | --file F] [--cases N] [--seed S]`: random
//!   inputs until a program and the collection's solution disagree.
//! - `msrv [ID...]`: the solution files compiled by the oldest promised
//!   rustc and judged on their samples.

use scripts::samples::{self, memory, Program, Tally};
use scripts::workspace::{self, Problem};
use scripts::{exec, snippets, standalone};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;

mod scaffold;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => ("help", &[][..]),
    };
    let root = workspace::root();
    let outcome = match command {
        "samples" => samples(&root, rest),
        "standalone" => standalone_all(&root, rest),
        "snippets" => sync_snippets(&root, rest),
        "bench" => bench(&root, rest),
        "new" => scaffold::new_problem(&root, rest),
        "trace" => scripts::chart::trace_command(&root, rest),
        "charts" => scripts::chart::charts_command(&root, rest),
        "stress" => scripts::stress::command(&root, rest),
        "msrv" => scripts::msrv::command(&root, rest),
        _ => {
            eprintln!(
                "usage: scripts samples|standalone|bench|msrv [ID...] | snippets [--check] | new ID \
                 | trace ID | charts [--check] | stress ID"
            );
            Err(String::new())
        }
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("error: {}", message);
            }
            ExitCode::FAILURE
        }
    }
}

/// Where the release binaries are: beside this program, which the cargo
/// alias runs from the release profile of the same target directory.
fn release_dir() -> PathBuf {
    let me = std::env::current_exe().unwrap_or_default();
    me.parent().map(Path::to_path_buf).unwrap_or_default()
}

fn build_release(problems: &[Problem]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command.args(["build", "--release", "--quiet"]);
    for problem in problems {
        command.args(["-p", &problem.id]);
    }
    let status = command
        .status()
        .map_err(|e| format!("cannot run cargo: {}", e))?;
    if status.success() {
        Ok(())
    } else {
        Err("the release build failed".into())
    }
}

fn split_flags(args: &[String]) -> (Vec<String>, Vec<String>) {
    args.iter().cloned().partition(|a| a.starts_with("--"))
}

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

fn samples(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = samples::Words::parse(args, &["--run", "--file", "--edition"], &["--help"])
        .map_err(|why| format!("{} (cargo samples --help)", why))?;
    if words.has_flag("--help") {
        print!("{}", SAMPLES_HELP);
        return Ok(true);
    }
    if let Some(foreign) = samples::Foreign::from_words(&words)? {
        return samples_of_foreign(root, &words.positional, &foreign);
    }
    let problems = workspace::select(root, &words.positional)?;
    let release = samples::build_release(root, &problems)?;
    let mut tally = Tally::default();
    for problem in &problems {
        for version in problem.versions()? {
            let program = Program::binary(&version.label(problem), &release.join(&version.binary));
            tally += samples::judge_all(root, problem, &program)?;
        }
    }
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.failed == 0)
}

/// `samples ID --run CMD` and `samples ID --file F`: one problem, one
/// program from outside the collection, judged as the collection's are.
fn samples_of_foreign(
    root: &Path,
    ids: &[String],
    foreign: &samples::Foreign,
) -> Result<bool, String> {
    let option = match foreign {
        samples::Foreign::Command(_) => "--run",
        samples::Foreign::RustFile { .. } => "--file",
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
        samples::Foreign::RustFile { .. } => {
            eprint!("{}", why);
            format!("{} does not compile", foreign.describe())
        }
        samples::Foreign::Command(_) => why,
    })?;
    println!(
        "{}: {} on its samples, limits {} ms and {} MB, checker {}",
        problem.id,
        foreign.describe(),
        problem.time_limit.as_millis(),
        problem.memory_limit_kib / 1024,
        problem.checker
    );
    let tally = samples::judge_all(root, &problem, &prepared.program)?;
    println!("{} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.failed == 0)
}

fn standalone_all(root: &Path, ids: &[String]) -> Result<bool, String> {
    let out_dir = std::env::temp_dir().join(format!("standalone-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let mut all_ok = true;
    for problem in workspace::select(root, ids)? {
        for version in problem.versions()? {
            let file = version.source.strip_prefix(root).unwrap_or(&version.source);
            let source = std::fs::read_to_string(&version.source).map_err(|e| e.to_string())?;
            println!(
                "{:<50} {} lines of its own (code before the template's, without comments)",
                file.display(),
                standalone::own_lines(&source)
            );
            for edition in standalone::EDITIONS {
                match standalone::compile(&version.source, edition, &out_dir) {
                    Ok(_) => println!("{:<50} edition {}  ok", file.display(), edition),
                    Err(why) => {
                        all_ok = false;
                        println!(
                            "{:<50} edition {}  FAILED\n{}",
                            file.display(),
                            edition,
                            why
                        );
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    Ok(all_ok)
}

fn sync_snippets(root: &Path, args: &[String]) -> Result<bool, String> {
    let (flags, ids) = split_flags(args);
    let check_only = match &flags[..] {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err("usage: snippets [--check] [ID...]".into()),
    };
    let copies = snippets::sync(root, &ids, !check_only)?;
    let mut stale = 0;
    for copy in &copies {
        let state = match (copy.up_to_date, check_only) {
            (true, _) => "up to date",
            (false, true) => "DIFFERS from the template",
            (false, false) => "rewritten from the template",
        };
        if !copy.up_to_date {
            stale += 1;
        }
        let file = copy.file.strip_prefix(root).unwrap_or(&copy.file);
        println!(
            "{}:{}  {:<6} {}",
            file.display(),
            copy.line,
            copy.name,
            state
        );
    }
    println!(
        "{} copies, {} {}",
        copies.len(),
        stale,
        if check_only { "differ" } else { "rewritten" }
    );
    Ok(!check_only || stale == 0)
}

/// Runs each benchmark input once to warm up, then `RUNS` times, and
/// reports the median wall time and the largest peak memory.
fn bench(root: &Path, args: &[String]) -> Result<bool, String> {
    const RUNS: usize = 7;
    let (flags, ids) = split_flags(args);
    let report_only = flags.iter().any(|f| f == "--report");
    if let Some(flag) = flags.iter().find(|f| *f != "--report") {
        return Err(format!("unknown option {}", flag));
    }
    let problems = workspace::select(root, &ids)?;
    build_release(&problems)?;
    println!(
        "{:<12} {:<8} {:<22} {:>10} {:>10} {:>9} {:>9}  verdict   (median of {} runs, release build)",
        "problem", "version", "input", "time", "budget", "memory", "budget", RUNS
    );
    let (mut within, mut over, mut failed) = (0, 0, 0);
    for problem in &problems {
        let cases = workspace::bench_cases(problem)?;
        for version in problem.versions()? {
            let binary = release_dir().join(&version.binary);
            let label = version.label(problem);
            // Only the main version is held to the budgets; the others are
            // measured against them for information.
            let judged = label == "main";
            for case in &cases {
                let input = std::fs::read(&case.input).map_err(|e| e.to_string())?;
                let bound = case.time_budget * 20 + Duration::from_secs(5);
                let verdict = match measure(&binary, &input, bound, RUNS)? {
                    Err(why) => {
                        if judged {
                            failed += 1;
                        }
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
                        if judged && ok {
                            within += 1;
                        } else if judged {
                            over += 1;
                        }
                        format!(
                            "{:>10} {:>10} {:>9} {:>9}  {}",
                            format!("{:.1} ms", median.as_secs_f64() * 1e3),
                            format!("{} ms", case.time_budget.as_millis()),
                            memory(Some(peak)),
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

/// One warm-up run, then `runs` timed ones: the median wall time and the
/// largest peak memory in KiB, or why a run failed.
fn measure(
    binary: &Path,
    input: &[u8],
    bound: Duration,
    runs: usize,
) -> Result<Result<(Duration, u64), String>, String> {
    let mut walls = Vec::new();
    let mut peak = 0;
    for run_number in 0..=runs {
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
