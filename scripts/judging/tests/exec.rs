//! The judge's runner against the faults a judge must not have: children that
//! outlive the bound or the program, a kill racing the exit, memory and
//! output without bounds, each test named for the fault it catches; then
//! the figures and bounds of ordinary runs.
//!
//! Unix only (they run `sh`, `sleep`, `awk`); the checks that look for
//! leftover processes read `/proc`, so Linux only.

#![cfg(unix)]

use judging::compare::exact;
use judging::exec::{self, Bounds, Run};
use judging::judge::{self, Limits, Verdict};
use std::path::Path;
use std::time::{Duration, Instant};

fn sh(line: &str, bounds: &Bounds) -> Run {
    exec::run_within(Path::new("sh"), &["-c", line], b"", bounds).unwrap()
}

/// A `sleep` argument no other process has: 30 seconds and a fraction
/// made of this process's id and a tag.
fn unique_sleep(tag: u32) -> String {
    format!("30.{}{}", std::process::id(), tag)
}

/// Living (not zombie) processes whose command line is `sleep ARG`: read
/// from `/proc`; polled for up to a second, as a killed process takes a
/// moment to go.
#[cfg(target_os = "linux")]
fn sleepers(arg: &str) -> Vec<u32> {
    let wanted = format!("sleep\0{}\0", arg);
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        let mut found = Vec::new();
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let pid = match entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            {
                Some(pid) => pid,
                None => continue,
            };
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            let zombie = stat
                .rsplit(')')
                .next()
                .map_or(false, |rest| rest.trim_start().starts_with('Z'));
            if cmdline.ends_with(wanted.as_bytes()) && !zombie {
                found.push(pid);
            }
        }
        if found.is_empty() || Instant::now() > deadline {
            return found;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[cfg(not(target_os = "linux"))]
fn sleepers(_: &str) -> Vec<u32> {
    Vec::new()
}

/// `sh -c "sleep 30; true"`: the shell waits for `sleep`. Killing only the
/// shell at the bound left `sleep` holding the output pipes for 30 s.
#[test]
fn orphaned_children_do_not_hold_the_run_past_its_bound() {
    let arg = unique_sleep(1);
    let started = Instant::now();
    let run = sh(
        &format!("sleep {}; true", arg),
        &Bounds::new(Duration::from_secs(1)),
    );
    let took = started.elapsed();
    assert!(run.timed_out, "{:?}", run);
    assert!(took >= Duration::from_secs(1), "{:?}", took);
    assert!(took < Duration::from_secs(3), "the run took {:?}", took);
    assert_eq!(sleepers(&arg), Vec::<u32>::new(), "sleep {} is left", arg);
}

/// A program that exits and leaves a child behind: the child is killed
/// with the program's group when the program exits, and does not hold the
/// run open until it ends.
#[test]
fn children_left_behind_are_killed_when_the_program_exits() {
    let arg = unique_sleep(2);
    let started = Instant::now();
    let run = sh(
        &format!("sleep {} & echo started", arg),
        &Bounds::new(Duration::from_secs(20)),
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert!(run.success(), "{:?}", run);
    assert_eq!(run.stdout, "started\n");
    assert_eq!(sleepers(&arg), Vec::<u32>::new(), "sleep {} is left", arg);
}

/// Many runs of `true` under bounds around its own running time, so that
/// the exit and the bound meet. A program that exited on its own is never
/// marked timed out (the old judge's helper thread could reap it while
/// the bound passed, then kill a pid that was no longer its: 24 runs in
/// 2,000 that exited 0 were marked timed out), and one marked timed out
/// was ended by the kill.
#[test]
fn a_program_that_exits_at_the_bound_is_not_marked_timed_out() {
    let mut timed_out = 0;
    for i in 0..300u64 {
        let bound = Duration::from_micros((i % 30) * 100);
        let run = exec::run(Path::new("true"), &[], b"", bound).unwrap();
        assert!(
            !(run.timed_out && run.code.is_some()),
            "run {}: bound {:?}, exit {:?}, marked timed out",
            i,
            bound,
            run.code
        );
        if run.timed_out {
            timed_out += 1;
        }
    }
    // Both sides of the bound were met.
    assert!(timed_out > 0, "no run reached the bound");
    assert!(timed_out < 300, "every run reached the bound");
}

/// A program touching a gigabyte (a string doubled thirty times) against
/// a 64 MB limit. Without a cap it ran to the end and was judged after:
/// minutes of swapping, or the machine down, for a bigger one. Under the
/// cap (192 MB) it is stopped early, and the verdict is MLE.
#[test]
fn a_program_touching_a_gigabyte_is_stopped_and_marked_mle() {
    let limits = Limits {
        time: Duration::from_secs(10),
        memory_kib: 64 * 1024,
    };
    let bounds = Bounds::new(Duration::from_secs(20)).memory_limit(limits.memory_kib);
    let started = Instant::now();
    let run = sh(
        "awk 'BEGIN { s = \"x\"; for (i = 0; i < 30; i++) s = s s; print length(s) }'",
        &bounds,
    );
    let took = started.elapsed();
    let (verdict, detail) = judge::judge(&run, limits, &exact, "", "1073741824\n");
    assert_eq!(
        verdict,
        Verdict::MemoryLimitExceeded,
        "{}: {:?}",
        detail,
        run
    );
    assert!(!run.stdout.contains("1073741824"), "it ran to the end");
    if let Some(peak) = run.peak_kib {
        assert!(peak < 512 * 1024, "peak {} KiB", peak);
    }
    assert!(took < Duration::from_secs(10), "{:?}", took);
}

/// One allocation past the cap fails at once, with a peak far below the
/// limit: the program says it ran out of memory, and that is MLE, not RE.
#[test]
fn a_single_allocation_past_the_cap_is_marked_mle_not_re() {
    let limits = Limits {
        time: Duration::from_secs(10),
        memory_kib: 64 * 1024,
    };
    let bounds = Bounds::new(Duration::from_secs(20)).memory_limit(limits.memory_kib);
    let run = exec::run_within(
        Path::new("perl"),
        &[
            "-e",
            "my $n = 2 ** 30 + $$ % 2; my $x = 'x' x $n; print length($x)",
        ],
        b"",
        &bounds,
    );
    let run = match run {
        Ok(run) => run,
        Err(_) => return, // no perl here
    };
    assert!(run.out_of_memory, "{:?}", run);
    let (verdict, detail) = judge::judge(&run, limits, &exact, "", "");
    assert_eq!(verdict, Verdict::MemoryLimitExceeded, "{}", detail);
}

/// `ru_maxrss` of this process, in KiB (Linux).
#[cfg(target_os = "linux")]
fn own_peak_kib() -> u64 {
    use std::os::raw::{c_int, c_long};
    extern "C" {
        fn getrusage(who: c_int, usage: *mut [c_long; 18]) -> c_int;
    }
    let mut usage = [0 as c_long; 18];
    // SAFETY: RUSAGE_SELF (0) into a buffer of `struct rusage`'s size.
    assert_eq!(unsafe { getrusage(0, &mut usage) }, 0);
    usage[4] as u64
}

/// A program printing a gigabyte: the judge kept all of it (and more,
/// growing its buffer), 1.8 GB for 200 MB. It now keeps the cap's worth,
/// kills the program there and says OLE.
#[cfg(target_os = "linux")]
#[test]
fn output_past_the_cap_is_cut_and_marked_ole_without_holding_it() {
    let limits = Limits {
        time: Duration::from_secs(10),
        memory_kib: 64 * 1024,
    };
    let lines = ["yes | head -c 1000000000", "yes | head -c 1000000000 >&2"];
    let runs: Vec<Run> = lines
        .iter()
        .map(|line| sh(line, &Bounds::new(Duration::from_secs(20))))
        .collect();
    let peak = own_peak_kib();
    assert!(
        peak < 300 * 1024,
        "this process peaked at {} MB",
        peak / 1024
    );
    for (line, run) in lines.iter().zip(&runs) {
        assert!(run.output_cut, "{}", line);
        assert_eq!(
            run.stdout.len() + run.stderr.len(),
            exec::OUTPUT_CAP,
            "{}",
            line
        );
        let (verdict, detail) = judge::judge(run, limits, &exact, "", "y\n");
        assert_eq!(
            verdict,
            Verdict::OutputLimitExceeded,
            "{}: {}",
            line,
            detail
        );
        assert!(!run.success());
    }
}

/// The runner outlives a judge killed by Ctrl-C (it ignores the
/// terminal's signals), sees its control socket close and kills the
/// program's group: no program is left running after its judge.
#[cfg(target_os = "linux")]
#[test]
fn the_program_dies_with_the_judge() {
    use std::os::raw::c_int;
    use std::os::unix::io::AsRawFd;
    use std::os::unix::net::UnixStream;
    use std::os::unix::process::CommandExt;
    use std::process::{Command, Stdio};
    extern "C" {
        fn dup2(from: c_int, to: c_int) -> c_int;
        fn kill(pid: i32, signal: c_int) -> c_int;
    }
    let runner = match option_env!("JUDGE_RUNNER") {
        Some(runner) => runner,
        None => return,
    };
    let arg = unique_sleep(3);
    let (judge, theirs) = UnixStream::pair().unwrap();
    let fd = theirs.as_raw_fd();
    let mut command = Command::new(runner);
    command
        .args(["60000000", "-", "--", "sleep", &arg])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SAFETY: dup2 is async-signal-safe; fd is a live descriptor.
    unsafe {
        command.pre_exec(move || {
            if dup2(fd, 3) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command.spawn().unwrap();
    drop(theirs);
    std::thread::sleep(Duration::from_millis(200));
    // Ctrl-C reaches the judge's whole group, the runner with it.
    // SAFETY: a plain system call to our own, unreaped child.
    unsafe { kill(child.id() as i32, 2) };
    std::thread::sleep(Duration::from_millis(100));
    assert!(
        child.try_wait().unwrap().is_none(),
        "the runner died of SIGINT"
    );
    let started = Instant::now();
    drop(judge);
    let status = child.wait().unwrap();
    assert!(status.success(), "{:?}", status);
    assert!(started.elapsed() < Duration::from_secs(3));
    assert_eq!(sleepers(&arg), Vec::<u32>::new(), "sleep {} is left", arg);
}

// ---------------------------------------------------------------------------
// Figures and bounds of ordinary runs.

#[cfg(unix)]
#[test]
fn output_exit_code_and_memory_are_reported() {
    let run = exec::run(
        Path::new("sh"),
        &["-c", "cat; echo oops >&2; exit 3"],
        b"hi\n",
        Duration::from_secs(10),
    )
    .unwrap();
    assert_eq!(run.stdout, "hi\n");
    assert_eq!(run.stderr, "oops\n");
    assert_eq!(run.code, Some(3));
    assert!(!run.timed_out);
    assert!(!run.output_cut);
    #[cfg(target_os = "linux")]
    assert!(run.peak_kib.unwrap() > 0);
}

#[cfg(unix)]
#[test]
fn a_hanging_program_is_killed_at_the_bound() {
    let run = exec::run(Path::new("sleep"), &["30"], b"", Duration::from_millis(200)).unwrap();
    assert!(run.timed_out);
    assert_eq!(run.code, None);
    assert!(run.wall < Duration::from_secs(10));
    assert!(!run.success());
}

#[cfg(target_os = "linux")]
#[test]
fn processor_time_counts_work_not_waiting() {
    // A sleeper waits: wall time, nearly no processor time.
    let sleeper = exec::run(Path::new("sleep"), &["0.3"], b"", Duration::from_secs(10)).unwrap();
    assert!(sleeper.wall >= Duration::from_millis(300));
    assert!(
        sleeper.time() < Duration::from_millis(100),
        "{:?}",
        sleeper.cpu
    );
    // A busy loop of about 0.3 s of work, in a child of the shell: the
    // children a program waited for count as its own, as on a judge.
    let busy = exec::run(
        Path::new("sh"),
        &["-c", "python3 -c 'import time\nt=time.process_time()\nwhile time.process_time()-t<0.3: pass' || exit 0"],
        b"",
        Duration::from_secs(10),
    )
    .unwrap();
    if busy.code == Some(0) && busy.stderr.is_empty() {
        assert!(busy.time() >= Duration::from_millis(250), "{:?}", busy.cpu);
    }
}

#[cfg(unix)]
#[test]
fn a_program_that_ignores_a_large_input_does_not_block() {
    let input = vec![b'x'; 1 << 22];
    let run = exec::run(Path::new("true"), &[], &input, Duration::from_secs(10)).unwrap();
    assert!(run.success());
}

/// The judge holding 400 MB (touched, so resident) must not show in the
/// figure of a program it runs: `true` peaks at a few MB. Linux records a
/// process's old memory's high-water mark when it execs, and std starts
/// programs from the judge's memory (vfork or fork), so a program started
/// directly by the judge reports the judge's peak (411 MB here).
#[cfg(target_os = "linux")]
#[test]
fn the_memory_figure_is_the_program_s_own_not_the_parent_s() {
    const HELD: usize = 400 << 20;
    let mut held = vec![0u8; HELD];
    for page in (0..HELD).step_by(4096) {
        held[page] = 1;
    }
    let run = exec::run(Path::new("true"), &[], b"", Duration::from_secs(10)).unwrap();
    let touched = held.iter().step_by(4096).filter(|&&byte| byte == 1).count();
    assert_eq!(touched, HELD / 4096);
    let peak = run.peak_kib.expect("measured on Linux");
    assert!(peak < 32 * 1024, "true peaked at {} KiB", peak);
}

#[cfg(any(target_os = "linux", target_os = "macos"))]
#[test]
fn the_runner_was_built_and_is_used() {
    assert_eq!(exec::unmeasured(), None);
}

#[cfg(unix)]
#[test]
fn a_bound_past_the_clock_s_range_is_no_bound() {
    let run = exec::run(Path::new("true"), &[], b"", Duration::MAX).unwrap();
    assert!(run.success(), "{:?}", run);
}

#[test]
fn a_program_that_cannot_start_is_an_error() {
    let nowhere = Path::new("no-such-program-anywhere");
    let error = exec::run(nowhere, &[], b"", Duration::from_secs(10)).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound, "{}", error);
    let bounds = Bounds::new(Duration::from_secs(1));
    assert_eq!(
        (bounds.memory_cap_kib, bounds.output_bytes),
        (None, exec::OUTPUT_CAP)
    );
}

#[test]
fn out_of_memory_is_read_from_the_end_of_stderr() {
    let failing = |stderr: &str| {
        let line = "printf '%s' \"$1\" >&2; exit 1";
        let run = exec::run(
            Path::new("sh"),
            &["-c", line, "sh", stderr],
            b"",
            Duration::from_secs(10),
        );
        run.unwrap().out_of_memory
    };
    for said in [
        "memory allocation of 1073741824 bytes failed\n",
        "terminate called after throwing an instance of 'std::bad_alloc'\n",
        "Traceback (most recent call last):\nMemoryError\n",
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n",
        "fatal error: runtime: out of memory\n",
        "mawk: out of memory\n",
        "sh: fork: Cannot allocate memory\n",
        "Error: Could not reserve enough space for object heap\n",
    ] {
        assert!(failing(said), "{}", said);
    }
    assert!(!failing(
        "thread 'main' panicked at 'index out of bounds'\n"
    ));
    assert!(!failing(""));
    // Only the end is read, and only a failed run's.
    assert!(!failing(&format!("MemoryError\n{}", "x".repeat(10_000))));
    let said = exec::run(
        Path::new("sh"),
        &["-c", "echo MemoryError >&2"],
        b"",
        Duration::from_secs(10),
    );
    assert!(!said.unwrap().out_of_memory);
}

#[test]
fn shells_are_the_platform_s() {
    let (shell, args) = exec::shell("echo hi");
    assert_eq!(shell, Path::new(if cfg!(windows) { "cmd" } else { "sh" }));
    assert_eq!(args, [if cfg!(windows) { "/C" } else { "-c" }, "echo hi"]);
}
