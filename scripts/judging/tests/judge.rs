//! Verdicts, answers compared as judges compare them, and the words the
//! tooling says them in: `judge`, `compare` and `text`.

use judging::compare::{exact, lines};
use judging::exec::Run;
use judging::judge::{ended, judge, time_shown, why_failed, Limits, Verdict};
use judging::text::{clip, count, megabytes, millis, moves, thousands};
use std::time::Duration;

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
        signal: None,
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

fn detail(run: &Run) -> String {
    judge(run, LIMITS, &exact, "", "42\n").1
}

#[test]
fn each_verdict_is_reached() {
    let verdicts = [
        (run("42\n", Some(0), 10, 2000, false), Verdict::Accepted),
        (run("41\n", Some(0), 10, 2000, false), Verdict::WrongAnswer),
        (run("42\n", Some(1), 10, 2000, false), Verdict::RuntimeError),
        (run("42\n", None, 10, 2000, false), Verdict::RuntimeError),
        (
            run("42\n", Some(0), 1001, 2000, false),
            Verdict::TimeLimitExceeded,
        ),
        (run("", None, 3000, 2000, true), Verdict::TimeLimitExceeded),
        (
            run("42\n", Some(0), 10, 65 * 1024, false),
            Verdict::MemoryLimitExceeded,
        ),
    ];
    for (run, expected) in verdicts {
        assert_eq!(verdict(&run), expected, "{:?}", run);
    }
    let names = ["AC", "WA", "RE", "TLE", "MLE", "OLE"];
    let all = [
        Verdict::Accepted,
        Verdict::WrongAnswer,
        Verdict::RuntimeError,
        Verdict::TimeLimitExceeded,
        Verdict::MemoryLimitExceeded,
        Verdict::OutputLimitExceeded,
    ];
    assert_eq!(all.map(Verdict::code), names);
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
    // Limits exactly met are met.
    assert_eq!(
        verdict(&run("42\n", Some(0), 1000, 64 * 1024, false)),
        Verdict::Accepted
    );
}

#[test]
fn details_say_why() {
    assert_eq!(
        detail(&run("41\n", Some(0), 1, 1, false)),
        "line 1: expected `42`, received `41`"
    );
    assert_eq!(
        detail(&run("", Some(1), 1, 1, false)),
        "exit status 1: error: bad"
    );
    assert_eq!(detail(&run("", Some(0), 1001, 1, false)), "limit 1000 ms");
}

/// A hung program showed `TLE 1.5 ms`, its processor time, as if it had
/// been fast: the wall clock stopped it, and the line says so.
#[test]
fn a_hung_program_s_tle_says_the_wall_clock_stopped_it() {
    let mut hung = run("", None, 4000, 2000, true);
    hung.cpu = Some(Duration::from_micros(1500));
    assert_eq!(time_shown(&hung), "wall 4.0 s");
    assert_eq!(
        detail(&hung),
        "limit 1000 ms; stopped by the wall clock at 4.0 s, 1.5 ms of processor time (idle)"
    );
    let working = run("", None, 4000, 2000, true);
    assert!(detail(&working).ends_with("at 4.0 s, 4.0 s of processor time"));
    // Idle means under a tenth of the wall time: a tenth exactly is work.
    let mut tenth = run("", None, 4000, 2000, true);
    tenth.cpu = Some(Duration::from_millis(400));
    assert!(
        detail(&tenth).ends_with("0.4 s of processor time"),
        "{}",
        detail(&tenth)
    );
    tenth.cpu = Some(Duration::from_millis(399));
    assert!(detail(&tenth).ends_with("(idle)"), "{}", detail(&tenth));
    assert_eq!(time_shown(&run("", Some(0), 12, 1, false)), "12.0 ms");
}

/// RE said "killed by a signal" and never which: the signal is named from
/// the status (the number on other systems), a Windows crash code too.
#[test]
fn a_crash_names_its_signal() {
    assert_eq!(ended(None, Some(11)), "killed by SIGSEGV (signal 11)");
    assert_eq!(ended(None, Some(6)), "killed by SIGABRT (signal 6)");
    assert_eq!(ended(None, Some(64)), "killed by signal 64");
    // Every signal the table names, by its number on this system.
    let bus = if cfg!(target_os = "macos") { 10 } else { 7 };
    for (signal, name) in [
        (1, "SIGHUP"),
        (2, "SIGINT"),
        (3, "SIGQUIT"),
        (4, "SIGILL"),
        (5, "SIGTRAP"),
        (6, "SIGABRT"),
        (bus, "SIGBUS"),
        (8, "SIGFPE"),
        (9, "SIGKILL"),
        (11, "SIGSEGV"),
        (13, "SIGPIPE"),
        (14, "SIGALRM"),
        (15, "SIGTERM"),
        (24, "SIGXCPU"),
        (25, "SIGXFSZ"),
    ] {
        assert_eq!(
            ended(None, Some(signal)),
            format!("killed by {} (signal {})", name, signal)
        );
    }
    // Every Windows crash status the table names.
    for (status, name) in [
        (0xC000_0005_u32, "access violation"),
        (0xC000_001D, "illegal instruction"),
        (0xC000_008C, "array bounds exceeded"),
        (0xC000_0094, "integer division by zero"),
        (0xC000_0095, "integer overflow"),
        (0xC000_00FD, "stack overflow"),
        (0xC000_0409, "abort or stack buffer overrun"),
        (0xC000_013A, "killed"),
        (0xC000_0017, "out of memory"),
    ] {
        assert_eq!(
            ended(Some(status as i32), None),
            format!("exit status {:#010X} ({})", status, name)
        );
    }
    assert_eq!(
        ended(Some(0xC000_0001_u32 as i32), None),
        "exit status 0xC0000001"
    );
    assert_eq!(ended(Some(3), None), "exit status 3");
    assert_eq!(
        ended(Some(0xC000_0005_u32 as i32), None),
        "exit status 0xC0000005 (access violation)"
    );
    assert_eq!(
        ended(Some(0xC000_00FD_u32 as i32), None),
        "exit status 0xC00000FD (stack overflow)"
    );
    let mut crashed = run("", None, 1, 1, false);
    crashed.signal = Some(8);
    crashed.stderr = "\n  \nFloating point exception\n".to_string();
    assert_eq!(
        detail(&crashed),
        "killed by SIGFPE (signal 8): Floating point exception"
    );
    assert_eq!(why_failed(&crashed), Some(detail(&crashed)));
    assert_eq!(why_failed(&run("42\n", Some(0), 1, 1, false)), None);
}

#[cfg(unix)]
#[test]
fn a_real_crash_is_named_by_its_signal() {
    let bounds = judging::exec::Bounds::new(Duration::from_secs(10));
    let line = ["-c", "kill -SEGV $$"];
    let run = judging::exec::run_within(std::path::Path::new("sh"), &line, b"", &bounds).unwrap();
    assert_eq!(run.signal, Some(11), "{:?}", run);
    let (verdict, detail) = judge(&run, LIMITS, &exact, "", "");
    assert_eq!(verdict, Verdict::RuntimeError);
    assert_eq!(detail, "killed by SIGSEGV (signal 11)");
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
    let said = |refused: &Run| detail(refused).replace("limit 64 MB: out of memory: ", "");
    refused.stderr = format!("Traceback\n  x\n{}\n  \n", "M".repeat(500));
    assert_eq!(said(&refused), "M".repeat(200));
    refused.stderr = "MemoryError".to_string();
    assert_eq!(said(&refused), "MemoryError");
    // The line that says so, not the context a runtime adds after it.
    refused.stderr = "awk: run time error: out of memory\n\tFILENAME=\"\" FNR=0 NR=0\n".into();
    assert_eq!(said(&refused), "awk: run time error: out of memory");
    refused.stderr = "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:3)\n".into();
    assert!(said(&refused).ends_with("\" java.lang.OutOfMemoryError: Java heap space"));
    refused.stderr = "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n".into();
    assert_eq!(said(&refused), "what():  std::bad_alloc");
}

#[test]
fn crlf_trailing_spaces_and_final_blank_lines_do_not_count() {
    assert_eq!(lines("1\n2\n", "1  \r\n2\r\n\r\n"), Ok(()));
    assert_eq!(lines("a", "a\n"), Ok(()));
    assert_eq!(
        lines("1\n2\n3\n", "1\n5\n3\n"),
        Err("line 2: expected `2`, received `5`".into())
    );
}

#[test]
fn missing_and_extra_lines_are_differences() {
    let missing = lines("1\n2\n", "1\n").unwrap_err();
    assert_eq!(
        missing,
        "line 2: expected `2`, received the end of the output"
    );
    let extra = lines("1\n", "1\n2\n").unwrap_err();
    assert_eq!(
        extra,
        "line 2: expected the end of the output, received `2`"
    );
    // Leading white space and blank lines inside the text still count.
    assert!(lines("a\n\nb", "a\nb").is_err());
    assert!(lines(" a", "a").is_err());
}

/// A WA quoted the whole line: a 1 MB line printed a 1 MB row. Quotes are
/// cut to about 80 characters, around where the lines part.
#[test]
fn a_wrong_answer_quotes_at_most_80_characters_of_a_line() {
    let long = "7".repeat(1 << 20);
    let why = lines("1\n", &long).unwrap_err();
    assert!(why.chars().count() < 150, "{} characters", why.len());
    assert!(why.ends_with(&format!("`{}…`", "7".repeat(80))), "{}", why);
    // Where two long lines part far in, the quotes show that place.
    let expected = format!("{}A{}", "x".repeat(5000), "y".repeat(5000));
    let received = format!("{}B{}", "x".repeat(5000), "y".repeat(5000));
    let why = lines(&expected, &received).unwrap_err();
    let quote = format!("…{}A{}…", "x".repeat(20), "y".repeat(59));
    assert!(why.contains(&quote), "{}", why);
    assert!(why.chars().count() < 200, "{}", why);
    assert_eq!(clip("short", 0, 80), "short");
}

/// The quote starts at the line's start while the lines agree on at most
/// half a quote's length (40 characters), and a quarter quote before the
/// first difference once they agree on more.
#[test]
fn a_quote_starts_a_quarter_quote_before_a_late_difference() {
    let quote_of = |same: usize| {
        let (a, b) = (
            format!("{}A", "x".repeat(same)),
            format!("{}B", "x".repeat(same)),
        );
        lines(&a, &b).unwrap_err()
    };
    assert!(quote_of(40).contains(&format!("expected `{}A`", "x".repeat(40))));
    let late = quote_of(41);
    assert!(
        late.contains(&format!("expected `…{}A`", "x".repeat(20))),
        "{}",
        late
    );
    let far = quote_of(200);
    assert!(
        far.contains(&format!("expected `…{}A`", "x".repeat(20))),
        "{}",
        far
    );
}

/// A multi-case WA named the output line but not the input case: where the
/// expected output has a line per case, the case is named too.
#[test]
fn a_multi_case_wrong_answer_names_its_case() {
    // `T`, then the cases.
    let input = "3\n1234\n2144\n\n1111\n9999\n\n0000\n0000\n";
    let why = exact(input, "2\n4\n0\n", "2\n5\n0\n").unwrap_err();
    assert_eq!(why, "case 2 (line 2): expected `4`, received `5`");
    // Cases of the same size, up to the end of the input.
    let input = "4 4 4 5\n5 4 6 5\n2 4 3 3\n3 6 4 6\n";
    let why = exact(input, "YES\nNO\n", "YES\n").unwrap_err();
    assert!(why.starts_with("case 2 (line 2): "), "{}", why);
    // One case: the line alone.
    let why = exact("1\n1234\n2144\n", "2\n", "3\n").unwrap_err();
    assert_eq!(why, "line 1: expected `2`, received `3`");
    assert_eq!(exact(input, "YES\nNO\n", "YES\nNO"), Ok(None));
}

#[test]
fn numbers_and_counts_read_as_people_write_them() {
    assert_eq!(thousands(0), "0");
    assert_eq!(thousands(999), "999");
    assert_eq!(thousands(1000), "1,000");
    assert_eq!(thousands(1_274_273), "1,274,273");
    assert_eq!(millis(Duration::from_micros(12_345)), "12.3 ms");
    assert_eq!(megabytes(Some(1536)), "1.5 MB");
    assert_eq!(megabytes(None), "n/a");
    assert_eq!((moves(1), moves(0)), ("1 move".into(), "0 moves".into()));
    assert_eq!(count(1, "case"), "1 case");
    assert_eq!(count(2, "step"), "2 steps");
}
