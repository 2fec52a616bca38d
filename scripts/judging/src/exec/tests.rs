use super::*;

#[test]
fn a_program_that_cannot_start_is_an_error() {
    let nowhere = Path::new("no-such-program-anywhere");
    let error = run(nowhere, &[], b"", Duration::from_secs(10)).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound, "{}", error);
}

/// `struct rusage` is two `timeval`s and fourteen `long`s, each field
/// `long`-sized: 72 bytes on 32-bit Linux, where 64-bit fields would read
/// the wrong ones. (Also held by constant assertions, which
/// `cargo check --target i686-unknown-linux-gnu` evaluates.)
#[cfg(any(target_os = "linux", target_os = "macos"))]
#[test]
fn rusage_is_laid_out_with_long_sized_fields() {
    use std::mem::size_of;
    use std::os::raw::c_long;
    assert_eq!(
        size_of::<supervise::sys::Timeval>(),
        2 * size_of::<c_long>()
    );
    assert_eq!(
        size_of::<supervise::sys::Rusage>(),
        18 * size_of::<c_long>()
    );
    let expected = if cfg!(target_pointer_width = "32") {
        72
    } else {
        144
    };
    assert_eq!(size_of::<supervise::sys::Rusage>(), expected);
    // The peak sits after the two timevals.
    let usage = supervise::sys::Rusage::default();
    let start = &usage as *const _ as usize;
    let maxrss = &usage.maxrss as *const _ as usize;
    assert_eq!(maxrss - start, 4 * size_of::<c_long>());
}

#[cfg(any(target_os = "linux", target_os = "macos"))]
#[test]
fn reports_cross_from_the_runner_intact() {
    use supervise::{Report, Why};
    let reports = [
        Report {
            status: 9,
            cpu: Duration::from_micros(1_234_567),
            peak_kib: 65_536,
            wall: Duration::from_micros(3_000_001),
            killed: Some(Why::Bound),
        },
        Report {
            status: 3 << 8,
            cpu: Duration::from_micros(0),
            peak_kib: 1,
            wall: Duration::from_micros(17),
            killed: None,
        },
        Report {
            status: 15,
            cpu: Duration::from_micros(1),
            peak_kib: 2,
            wall: Duration::from_micros(3),
            killed: Some(Why::Asked),
        },
    ];
    for report in reports {
        let line = report.encode();
        assert!(line.ends_with('\n') && line.matches('\n').count() == 1);
        assert_eq!(Report::decode(&line), Some(report));
    }
    assert_eq!(reports[0].code(), None);
    assert!(reports[0].timed_out());
    assert_eq!(reports[1].code(), Some(3));
    assert!(!reports[1].timed_out());
    assert_eq!(reports[2].signal(), Some(15));
    assert!(!reports[2].timed_out());
    // Killed at the bound but ended by something else: not timed out.
    let exited = Report {
        status: 0,
        killed: Some(Why::Bound),
        ..reports[0]
    };
    assert!(!exited.timed_out());
    for bad in ["", "report 1 2 3 4", "report 1 2 3 4 maybe", "error 2 nope"] {
        assert_eq!(Report::decode(bad), None, "{:?}", bad);
    }
}

#[test]
fn the_memory_cap_is_twice_the_limit_and_64_mb_unless_set() {
    assert_eq!(memory_cap(64 * 1024, None), Some(192 * 1024));
    assert_eq!(memory_cap(256 * 1024, None), Some(576 * 1024));
    assert_eq!(memory_cap(64 * 1024, Some("off")), None);
    assert_eq!(memory_cap(64 * 1024, Some(" 1024 ")), Some(1024 * 1024));
    assert_eq!(memory_cap(64 * 1024, Some("lots")), Some(192 * 1024));
    let bounds = Bounds::new(Duration::from_secs(1));
    assert_eq!(bounds.memory_cap_kib, None);
    assert_eq!(bounds.output_bytes, OUTPUT_CAP);
}

#[test]
fn out_of_memory_is_read_from_the_end_of_stderr() {
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
        assert!(says_out_of_memory(said.as_bytes()), "{}", said);
    }
    assert!(!says_out_of_memory(
        b"thread 'main' panicked at 'index out of bounds'\n"
    ));
    assert!(!says_out_of_memory(b""));
    // Only the end is read: a long stderr is not searched whole.
    let mut long = b"MemoryError\n".to_vec();
    long.extend(std::iter::repeat(b'x').take(10_000));
    assert!(!says_out_of_memory(&long));
}

#[test]
fn shells_are_the_platform_s() {
    let (shell_program, args) = shell("echo hi");
    if cfg!(windows) {
        assert_eq!(shell_program, PathBuf::from("cmd"));
        assert_eq!(args, ["/C", "echo hi"]);
    } else {
        assert_eq!(shell_program, PathBuf::from("sh"));
        assert_eq!(args, ["-c", "echo hi"]);
    }
}

/// Without the runner (a cross build, or a runner gone missing), the
/// program is seen through from the judge's process by the same code:
/// groups, bounds and processor time hold, and the peak memory, partly
/// the judge's, is not claimed.
#[cfg(any(target_os = "linux", target_os = "macos"))]
#[test]
fn without_the_runner_the_bounds_hold_and_the_peak_is_not_claimed() {
    let here = |line: &str, bound: Duration| {
        let started = Instant::now();
        let spawned = platform::start_here(Path::new("sh"), &["-c", line], None, bound).unwrap();
        see_through(spawned, b"", &Bounds::new(bound), started).unwrap()
    };
    let hung = here("sleep 30; true", Duration::from_millis(300));
    assert!(hung.timed_out);
    assert!(hung.wall < Duration::from_secs(5), "{:?}", hung.wall);
    assert_eq!(hung.peak_kib, None);
    let quick = here("echo $((6 * 7)); exit 0", Duration::from_secs(10));
    assert!(quick.success());
    assert_eq!(quick.stdout, "42\n");
    assert!(quick.cpu.is_some());
    assert_eq!(quick.peak_kib, None);
}
