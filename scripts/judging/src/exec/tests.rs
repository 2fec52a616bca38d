//! The supervision on Linux and macOS, in parts the public API cannot reach.

use super::*;

/// `struct rusage` is two `timeval`s and fourteen `long`s: 72 bytes on
/// 32-bit Linux, where 64-bit fields would read the wrong ones.
#[test]
fn rusage_is_laid_out_with_long_sized_fields() {
    use std::mem::size_of;
    let long = size_of::<std::os::raw::c_long>();
    let bytes = [144, 72][usize::from(cfg!(target_pointer_width = "32"))];
    assert_eq!(size_of::<supervise::sys::Rusage>(), bytes);
    let usage = supervise::sys::Rusage::default();
    let offset = &usage.maxrss as *const _ as usize - &usage as *const _ as usize;
    assert_eq!(offset, 4 * long, "the peak sits after the two timevals");
}

#[test]
fn reports_cross_from_the_runner_intact() {
    use supervise::{Report, Why};
    let report = |status, cpu, wall, peak_kib, killed| Report {
        status,
        cpu: Duration::from_micros(cpu),
        peak_kib,
        wall: Duration::from_micros(wall),
        killed,
    };
    let reports = [
        report(9, 1_234_567, 3_000_001, 65_536, Some(Why::Bound)),
        report(3 << 8, 0, 17, 1, None),
        report(15, 1, 3, 2, Some(Why::Asked)),
    ];
    for report in reports {
        let line = report.encode();
        assert!(line.ends_with('\n') && line.matches('\n').count() == 1);
        assert_eq!(Report::decode(&line), Some(report));
    }
    let said = reports.map(|report| {
        let run = platform::reported(&report, None);
        (run.code, run.signal, run.timed_out)
    });
    assert_eq!(
        said,
        [
            (None, Some(9), true),
            (Some(3), None, false),
            (None, Some(15), false)
        ]
    );
    // Killed at the bound but ended by something else: not timed out.
    assert!(!platform::reported(&report(0, 0, 0, 0, Some(Why::Bound)), None).timed_out);
    for bad in ["", "report 1 2 3 4", "report 1 2 3 4 maybe", "error 2 nope"] {
        assert_eq!(Report::decode(bad), None, "{:?}", bad);
    }
}

/// Without the runner (a cross build, a runner gone missing) the program is
/// seen through from the judge by the same code: groups, bounds and
/// processor time hold, and the peak, partly the judge's, is not claimed.
#[test]
fn without_the_runner_the_bounds_hold_and_the_peak_is_not_claimed() {
    let here = |line: &str, bound: Duration| {
        let bounds = Bounds::new(bound);
        let spawned = platform::start_here(Path::new("sh"), &["-c", line], &bounds).unwrap();
        see_through(spawned, b"", &bounds).unwrap()
    };
    let hung = here("sleep 30; true", Duration::from_millis(300));
    assert!(
        hung.timed_out && hung.wall < Duration::from_secs(5),
        "{hung:?}"
    );
    assert_eq!(hung.peak_kib, None);
    let quick = here("echo $((6 * 7)); exit 0", Duration::from_secs(10));
    assert!(quick.success() && quick.cpu.is_some(), "{:?}", quick);
    assert_eq!((quick.stdout.as_str(), quick.peak_kib), ("42\n", None));
}
