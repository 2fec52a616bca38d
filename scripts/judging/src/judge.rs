//! The verdict on one run, in the order a judge decides it: time first,
//! then output past its cap, then memory, then a crash, then the answer.
//! Memory comes before a crash: a program over its memory limit, or
//! stopped by the memory cap (a failed allocation), has exceeded the
//! limit, whatever became of it after.

use crate::compare::Checked;
use crate::exec::Run;
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

/// The verdict and a one-line detail (the checker's reason on WA, its note
/// on an accepted answer). `checker` judges an answer as
/// [`crate::compare::Checker`] does.
pub fn judge(
    run: &Run,
    limits: Limits,
    checker: &dyn Fn(&str, &str, &str) -> Checked,
    input: &str,
    expected: &str,
) -> (Verdict, String) {
    if run.timed_out || run.time() > limits.time {
        (
            Verdict::TimeLimitExceeded,
            format!("limit {} ms", limits.time.as_millis()),
        )
    } else if run.output_cut {
        let held = (run.stdout.len() + run.stderr.len()) as f64 / (1024.0 * 1024.0);
        (
            Verdict::OutputLimitExceeded,
            format!("stopped after {:.1} MB of output", held),
        )
    } else if run.out_of_memory || run.peak_kib.map_or(false, |kib| kib > limits.memory_kib) {
        let mut detail = format!("limit {} MB", limits.memory_kib / 1024);
        if run.out_of_memory {
            detail.push_str(": out of memory: ");
            detail.push_str(memory_line(&run.stderr));
        }
        (Verdict::MemoryLimitExceeded, detail)
    } else if run.code != Some(0) {
        let first_line = run.stderr.lines().next().unwrap_or("");
        let status = match run.code {
            Some(code) => format!("exit status {}", code),
            None => "killed by a signal".to_string(),
        };
        (Verdict::RuntimeError, format!("{}: {}", status, first_line))
    } else {
        match checker(input, expected, &run.stdout) {
            Ok(note) => (Verdict::Accepted, note.unwrap_or_default()),
            Err(why) => (Verdict::WrongAnswer, why),
        }
    }
}

/// The line of a failed program's stderr that says why: the last that
/// mentions memory, or else the last that is not blank; trimmed, and at
/// most 200 characters of it.
fn memory_line(stderr: &str) -> &str {
    let lines = || stderr.lines().rev().map(str::trim);
    let line = lines()
        .find(|line| line.to_lowercase().contains("memory"))
        .or_else(|| lines().find(|line| !line.is_empty()))
        .unwrap_or("");
    match line.char_indices().nth(200) {
        Some((end, _)) => &line[..end],
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::exact;

    const LIMITS: Limits = Limits {
        time: Duration::from_millis(1000),
        memory_kib: 64 * 1024,
    };

    /// A run that took `millis` of processor time, and as much wall time.
    fn run(stdout: &str, code: Option<i32>, millis: u64, peak_kib: u64, timed_out: bool) -> Run {
        Run {
            stdout: stdout.to_string(),
            stderr: "error: bad\n".to_string(),
            code,
            wall: Duration::from_millis(millis),
            cpu: Some(Duration::from_millis(millis)),
            peak_kib: Some(peak_kib),
            timed_out,
            output_cut: false,
            out_of_memory: false,
        }
    }

    fn verdict(run: &Run) -> Verdict {
        judge(run, LIMITS, &exact, "", "42\n").0
    }

    #[test]
    fn each_verdict_is_reached() {
        assert_eq!(
            verdict(&run("42\n", Some(0), 10, 2000, false)),
            Verdict::Accepted
        );
        assert_eq!(
            verdict(&run("41\n", Some(0), 10, 2000, false)),
            Verdict::WrongAnswer
        );
        assert_eq!(
            verdict(&run("42\n", Some(1), 10, 2000, false)),
            Verdict::RuntimeError
        );
        assert_eq!(
            verdict(&run("42\n", None, 10, 2000, false)),
            Verdict::RuntimeError
        );
        assert_eq!(
            verdict(&run("42\n", Some(0), 1001, 2000, false)),
            Verdict::TimeLimitExceeded
        );
        assert_eq!(
            verdict(&run("", None, 3000, 2000, true)),
            Verdict::TimeLimitExceeded
        );
        assert_eq!(
            verdict(&run("42\n", Some(0), 10, 65 * 1024, false)),
            Verdict::MemoryLimitExceeded
        );
    }

    #[test]
    fn processor_time_is_held_to_the_limit_not_wall_time() {
        // A busy machine: the wall clock ran past the limit, the work did not.
        let mut slowed = run("42\n", Some(0), 900, 2000, false);
        slowed.wall = Duration::from_millis(1500);
        assert_eq!(verdict(&slowed), Verdict::Accepted);
        // Work past the limit is too slow however the wall clock ran.
        let mut busy = run("42\n", Some(0), 1001, 2000, false);
        busy.wall = Duration::from_millis(600);
        assert_eq!(verdict(&busy), Verdict::TimeLimitExceeded);
        // Where processor time is not measured, the wall clock decides.
        let mut unmeasured = run("42\n", Some(0), 10, 2000, false);
        unmeasured.cpu = None;
        unmeasured.wall = Duration::from_millis(1001);
        assert_eq!(verdict(&unmeasured), Verdict::TimeLimitExceeded);
    }

    #[test]
    fn limits_exactly_met_are_accepted() {
        assert_eq!(
            verdict(&run("42\n", Some(0), 1000, 64 * 1024, false)),
            Verdict::Accepted
        );
    }

    #[test]
    fn verdicts_are_named_as_judges_name_them() {
        let names = [
            (Verdict::Accepted, "AC"),
            (Verdict::WrongAnswer, "WA"),
            (Verdict::RuntimeError, "RE"),
            (Verdict::TimeLimitExceeded, "TLE"),
            (Verdict::MemoryLimitExceeded, "MLE"),
            (Verdict::OutputLimitExceeded, "OLE"),
        ];
        for (verdict, name) in names {
            assert_eq!(verdict.code(), name);
        }
    }

    #[test]
    fn details_say_why() {
        let (_, detail) = judge(
            &run("41\n", Some(0), 1, 1, false),
            LIMITS,
            &exact,
            "",
            "42\n",
        );
        assert_eq!(detail, "line 1: expected `42`, received `41`");
        let (_, detail) = judge(&run("", Some(1), 1, 1, false), LIMITS, &exact, "", "42\n");
        assert_eq!(detail, "exit status 1: error: bad");
    }

    #[test]
    fn output_past_the_cap_is_ole_before_the_crash_it_caused() {
        // Cut at the cap, the program was killed: a signal, not a crash.
        let mut cut = run("42\n", None, 10, 2000, false);
        cut.output_cut = true;
        cut.stdout = "y\n".repeat(1 << 19);
        cut.stderr = "e".repeat(1 << 19);
        let (judged, detail) = judge(&cut, LIMITS, &exact, "", "42\n");
        assert_eq!(judged, Verdict::OutputLimitExceeded);
        assert_eq!(detail, "stopped after 1.5 MB of output");
        // Even with a right answer before the cut.
        cut.stdout = "42\n".to_string();
        cut.code = Some(0);
        assert_eq!(verdict(&cut), Verdict::OutputLimitExceeded);
        // Time still comes first.
        cut.timed_out = true;
        assert_eq!(verdict(&cut), Verdict::TimeLimitExceeded);
    }

    #[test]
    fn a_program_stopped_by_the_memory_cap_is_mle_not_re() {
        // A single allocation past the cap fails at once: the peak stays
        // low, and the program dies saying why.
        let mut refused = run("", None, 10, 2000, false);
        refused.out_of_memory = true;
        refused.stderr = "memory allocation of 1073741824 bytes failed\n\n".to_string();
        let (judged, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert_eq!(judged, Verdict::MemoryLimitExceeded);
        assert_eq!(
            detail,
            "limit 64 MB: out of memory: memory allocation of 1073741824 bytes failed"
        );
        // A program that grew past the limit and then crashed at the cap.
        let crashed = run("", None, 10, 65 * 1024, false);
        assert_eq!(verdict(&crashed), Verdict::MemoryLimitExceeded);
        // A crash within the limit is still a crash.
        let crashed = run("", None, 10, 64 * 1024, false);
        assert_eq!(verdict(&crashed), Verdict::RuntimeError);
        // Time comes first; output next.
        refused.timed_out = true;
        assert_eq!(verdict(&refused), Verdict::TimeLimitExceeded);
        refused.timed_out = false;
        refused.output_cut = true;
        assert_eq!(verdict(&refused), Verdict::OutputLimitExceeded);
    }

    #[test]
    fn the_out_of_memory_detail_is_one_short_line() {
        let mut refused = run("", Some(1), 10, 2000, false);
        refused.out_of_memory = true;
        refused.stderr = format!("Traceback\n  x\n{}\n  \n", "M".repeat(500));
        let (_, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert_eq!(
            detail,
            format!("limit 64 MB: out of memory: {}", "M".repeat(200))
        );
        refused.stderr = "MemoryError".to_string();
        let (_, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert_eq!(detail, "limit 64 MB: out of memory: MemoryError");
        // The line that says so, not the context a runtime adds after it.
        refused.stderr = "awk: run time error: out of memory\n\tFILENAME=\"\" FNR=0 NR=0\n".into();
        let (_, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert_eq!(
            detail,
            "limit 64 MB: out of memory: awk: run time error: out of memory"
        );
        refused.stderr = "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:3)\n".into();
        let (_, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert!(
            detail.ends_with("\" java.lang.OutOfMemoryError: Java heap space"),
            "{}",
            detail
        );
        refused.stderr = "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n".into();
        let (_, detail) = judge(&refused, LIMITS, &exact, "", "42\n");
        assert_eq!(
            detail,
            "limit 64 MB: out of memory: what():  std::bad_alloc"
        );
    }
}
