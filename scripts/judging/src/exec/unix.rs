//! Linux and macOS: the runner (`runner.rs`) starts the program and reports
//! its own processor time and peak memory. Where the runner was not built
//! (a cross build) or is missing, this process sees the program through
//! with the same code (`supervise.rs`) and reports no peak, being partly ours.

use super::supervise::{self, sys, Report, Supervision, Why};
use super::{piped, Bounds, Run, Started};
use std::io::{self, BufRead, BufReader, Write};
use std::os::raw::c_int;
use std::os::unix::io::AsRawFd;
use std::os::unix::net::UnixStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::Duration;

/// Where `build.rs` put the runner, when it built one.
const RUNNER: Option<&str> = option_env!("JUDGE_RUNNER");

/// How long past the bound the runner's report is awaited.
const REPORT_GRACE: Duration = Duration::from_secs(10);

extern "C" {
    fn dup2(from: c_int, to: c_int) -> c_int;
    fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
}
const F_SETFD: c_int = 2;

fn cap_bytes(bounds: &Bounds) -> Option<u64> {
    bounds.memory_cap_kib.map(|kib| kib.saturating_mul(1024))
}

fn runner() -> Option<PathBuf> {
    RUNNER.map(PathBuf::from).filter(|path| path.is_file())
}

pub fn unmeasured() -> Option<&'static str> {
    match RUNNER {
        _ if runner().is_some() => None,
        None => Some("peak memory not measured: the judge's runner was not built for this target"),
        Some(_) => Some(
            "peak memory not measured: the judge's runner is missing (rebuild the scripts crate)",
        ),
    }
}

/// The runner's control socket, or our own supervision.
pub enum Waiter {
    Runner(UnixStream),
    Here(Supervision),
}

pub fn start(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    let runner = match runner() {
        Some(runner) => runner,
        None => return start_here(program, args, bounds),
    };
    let (ours, theirs) = UnixStream::pair()?;
    ours.set_read_timeout(Some(bounds.wall.saturating_add(REPORT_GRACE)))?;
    let bound = bounds.wall.as_micros().min(u64::MAX as u128).to_string();
    let cap = cap_bytes(bounds).map_or("-".to_string(), |bytes| bytes.to_string());
    let mut command = Command::new(runner);
    command.args([bound.as_str(), &cap, "--"]);
    command.arg(program).args(args);
    let fd = theirs.as_raw_fd();
    // SAFETY: in the forked child, async-signal-safe calls only: the socket
    // becomes descriptor 3 (a no-op if it is), without close-on-exec.
    unsafe {
        command.pre_exec(move || {
            if dup2(fd, 3) < 0 || fcntl(3, F_SETFD, 0) < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = piped(&mut command).spawn()?;
    drop(theirs);
    let control = ours.try_clone()?;
    let kill = Arc::new(move || drop((&control).write_all(b"k")));
    Ok((child, kill, Waiter::Runner(ours)))
}

/// Without the runner: the same supervision, from this process.
pub fn start_here(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    let mut command = Command::new(program);
    let piped = piped(command.args(args));
    let (child, supervision) = supervise::start(piped, cap_bytes(bounds), bounds.wall)?;
    let group = supervision.group.clone();
    let kill = Arc::new(move || group.kill(Why::Asked));
    Ok((child, kill, Waiter::Here(supervision)))
}

impl Waiter {
    /// Waits for the program's end; `child` is what `start` returned.
    pub fn wait(self, child: &mut Child) -> io::Result<Run> {
        let socket = match self {
            Waiter::Here(mut supervision) => return Ok(reported(&supervision.finish()?, None)),
            Waiter::Runner(socket) => socket,
        };
        let mut line = String::new();
        let read = BufReader::new(&socket).read_line(&mut line);
        if !matches!(read, Ok(n) if n > 0) {
            // The runner is ours and not reaped: std may kill it.
            let _ = child.kill();
        }
        let _ = child.wait();
        let other = |message| Err(io::Error::new(io::ErrorKind::Other, message));
        if read? == 0 {
            return other("the judge's runner ended without a report".into());
        }
        if let Some(report) = Report::decode(&line) {
            return Ok(reported(&report, Some(report.peak_kib)));
        }
        let mut words = line.splitn(3, ' ');
        match (words.next(), words.next().and_then(|n| n.parse().ok())) {
            (Some("error"), Some(errno)) if errno != 0 => Err(io::Error::from_raw_os_error(errno)),
            _ => other(format!("the judge's runner: {}", line.trim())),
        }
    }
}

/// The run a report tells of; `peak_kib` when it is the program's own.
pub fn reported(report: &Report, peak_kib: Option<u64>) -> Run {
    let signal = Some(report.status & 0x7f).filter(|&signal| signal != 0 && signal != 0x7f);
    Run {
        code: Some((report.status >> 8) & 0xff).filter(|_| signal.is_none()),
        signal,
        wall: report.wall,
        cpu: Some(report.cpu),
        peak_kib,
        // Killed at the bound, and ended by that kill: a program that exited
        // on its own, however close to the bound, has not timed out.
        timed_out: report.killed == Some(Why::Bound) && signal == Some(sys::SIGKILL),
        ..Run::default()
    }
}
