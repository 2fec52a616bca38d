//! The verdict on one run, in the order a judge decides it: time, output
//! past its cap, memory, a crash, the answer. Memory comes before a crash:
//! a program over its limit, or stopped by the cap, has exceeded the limit
//! whatever became of it after.

use crate::compare::Checked;
use crate::exec::Run;
use crate::text::{clip, millis, seconds};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimitExceeded,
    MemoryLimitExceeded,
    OutputLimitExceeded,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
        }
    }
}

/// Limits a run is judged under.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub time: Duration,
    pub memory_kib: u64,
}

/// How many characters of a line of stderr a detail quotes.
const QUOTE: usize = 200;

/// The verdict and a one-line detail (the checker's reason or note).
pub fn judge(
    run: &Run,
    limits: Limits,
    checker: &dyn Fn(&str, &str, &str) -> Checked,
    input: &str,
    expected: &str,
) -> (Verdict, String) {
    let why = why_failed(run).unwrap_or_default();
    // The limit, then (where `said`) why the run failed.
    let over = |limit: String, joint: &str, said: bool| match said {
        true => format!("{}{}{}", limit, joint, why),
        false => limit,
    };
    if run.timed_out || run.time() > limits.time {
        let limit = format!("limit {} ms", limits.time.as_millis());
        (Verdict::TimeLimitExceeded, over(limit, "; ", run.timed_out))
    } else if run.output_cut {
        (Verdict::OutputLimitExceeded, why)
    } else if run.out_of_memory || run.peak_kib.map_or(false, |kib| kib > limits.memory_kib) {
        let limit = format!("limit {} MB", limits.memory_kib / 1024);
        (
            Verdict::MemoryLimitExceeded,
            over(limit, ": ", run.out_of_memory),
        )
    } else if run.code != Some(0) {
        (Verdict::RuntimeError, why)
    } else {
        match checker(input, expected, &run.stdout) {
            Ok(note) => (Verdict::Accepted, note.unwrap_or_default()),
            Err(why) => (Verdict::WrongAnswer, why),
        }
    }
}

/// Why a run failed, in one line: what stopped it, or how it ended and
/// the first line of its stderr.
pub fn why_failed(run: &Run) -> Option<String> {
    if run.timed_out {
        // Idle: under a tenth of the wall time, which no busy machine explains.
        let working = match run.cpu {
            Some(cpu) if cpu * 10 < run.wall => format!("{} of processor time (idle)", millis(cpu)),
            Some(cpu) => format!("{} of processor time", seconds(cpu)),
            None => "processor time not measured".to_string(),
        };
        let wall = seconds(run.wall);
        Some(format!("stopped by the wall clock at {wall}, {working}"))
    } else if run.output_cut {
        let held = (run.stdout.len() + run.stderr.len()) as f64 / (1024.0 * 1024.0);
        Some(format!("stopped after {:.1} MB of output", held))
    } else if run.out_of_memory {
        Some(format!("out of memory: {}", memory_line(&run.stderr)))
    } else if run.code != Some(0) {
        let ended = ended(run.code, run.signal);
        let first = run.stderr.lines().map(str::trim).find(|l| !l.is_empty());
        Some(first.map_or(ended.clone(), |line| {
            format!("{}: {}", ended, clip(line, 0, QUOTE))
        }))
    } else {
        None
    }
}

/// A run's time for a table: processor time, or `wall 4.0 s` if stopped.
pub fn time_shown(run: &Run) -> String {
    if run.timed_out {
        format!("wall {}", seconds(run.wall))
    } else {
        millis(run.time())
    }
}

/// `exit status 3`, `killed by SIGSEGV (signal 11)`, and on Windows, where
/// a crash is an exit code, `exit status 0xC0000005 (access violation)`.
pub fn ended(code: Option<i32>, signal: Option<i32>) -> String {
    match (code, signal) {
        (_, Some(signal)) => match signal_name(signal) {
            Some(name) => format!("killed by {} (signal {})", name, signal),
            None => format!("killed by signal {}", signal),
        },
        (Some(code), None) if !(0..256).contains(&code) => match windows_status(code as u32) {
            Some(name) => format!("exit status {:#010X} ({})", code as u32, name),
            None => format!("exit status {:#010X}", code as u32),
        },
        (Some(code), None) => format!("exit status {}", code),
        (None, None) => "killed".to_string(),
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        #[cfg(not(target_os = "macos"))]
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        #[cfg(target_os = "macos")]
        10 => "SIGBUS",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        _ => return None,
    })
}

/// The Windows crash statuses a program most often ends with.
fn windows_status(status: u32) -> Option<&'static str> {
    Some(match status {
        0xC000_0005 => "access violation",
        0xC000_001D => "illegal instruction",
        0xC000_008C => "array bounds exceeded",
        0xC000_0094 => "integer division by zero",
        0xC000_0095 => "integer overflow",
        0xC000_00FD => "stack overflow",
        0xC000_0409 => "abort or stack buffer overrun",
        0xC000_013A => "killed",
        0xC000_0017 => "out of memory",
        _ => return None,
    })
}

/// The last line of stderr that mentions memory, else the last one not
/// blank; trimmed, and at most [`QUOTE`] characters.
fn memory_line(stderr: &str) -> &str {
    let lines = || stderr.lines().rev().map(str::trim);
    let line = lines()
        .find(|line| line.to_lowercase().contains("memory"))
        .or_else(|| lines().find(|line| !line.is_empty()))
        .unwrap_or("");
    line.char_indices()
        .nth(QUOTE)
        .map_or(line, |(end, _)| &line[..end])
}
