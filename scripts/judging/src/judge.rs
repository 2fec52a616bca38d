//! The verdict on one run, in the order a judge decides it: time first,
//! then a crash, then memory, then the answer.

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
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
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
    } else if run.code != Some(0) {
        let first_line = run.stderr.lines().next().unwrap_or("");
        let status = match run.code {
            Some(code) => format!("exit status {}", code),
            None => "killed by a signal".to_string(),
        };
        (Verdict::RuntimeError, format!("{}: {}", status, first_line))
    } else if run.peak_kib.map_or(false, |kib| kib > limits.memory_kib) {
        (
            Verdict::MemoryLimitExceeded,
            format!("limit {} MB", limits.memory_kib / 1024),
        )
    } else {
        match checker(input, expected, &run.stdout) {
            Ok(note) => (Verdict::Accepted, note.unwrap_or_default()),
            Err(why) => (Verdict::WrongAnswer, why),
        }
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
}
