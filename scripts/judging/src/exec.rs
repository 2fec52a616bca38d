//! Running a program on an input as a judge does, under bounds that a
//! hanging, greedy or talkative program cannot break. It runs in a process
//! group of its own (a job object on Windows), killed whole at the wall-clock
//! bound, when the output passes its cap and when the program exits, so that
//! no child it left behind holds the pipes or outlives the run. Processor
//! time and peak memory are the kernel's, through hand-declared C functions;
//! on Linux and macOS a small runner (`exec/runner.rs`, built by `build.rs`)
//! starts the program, so that the peak is its own. An unmeasured figure is
//! `None` ([`unmeasured`] says why). Platforms: `exec/unix.rs` with
//! `exec/supervise.rs`; `exec/windows.rs` with `exec/portable.rs`, which
//! alone serves anything else (nothing measured).

mod capture;
#[cfg(any(target_os = "linux", target_os = "macos"))]
mod supervise;

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
mod portable;
#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
use portable as platform;

#[cfg_attr(any(target_os = "linux", target_os = "macos"), path = "exec/unix.rs")]
#[cfg_attr(windows, path = "exec/windows.rs")]
#[cfg(any(target_os = "linux", target_os = "macos", windows))]
mod platform;

use platform::Waiter;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What a finished (or killed) run produced.
#[derive(Debug, Clone, Default)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    /// `None` when a signal (on Windows, the judge) ended the program.
    pub code: Option<i32>,
    pub signal: Option<i32>,
    pub wall: Duration,
    pub cpu: Option<Duration>,
    /// Peak resident set on Linux and macOS, peak commit on Windows.
    pub peak_kib: Option<u64>,
    /// Killed for running past the bound.
    pub timed_out: bool,
    /// Killed for output past the cap (the stream holds the cap's worth).
    pub output_cut: bool,
    /// Failed saying it ran out of memory (see [`Bounds::memory_limit`]).
    pub out_of_memory: bool,
}

impl Run {
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out && !self.output_cut
    }

    /// The time held to a limit: processor time, as judges count it (a busy
    /// machine stretches the wall clock, not the work); else wall time.
    pub fn time(&self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }
}

/// How much of each of stdout and stderr a run keeps, 64 MiB (answers are
/// kilobytes): past it the program is killed (`Run::output_cut`, OLE).
pub const OUTPUT_CAP: usize = 64 << 20;

/// How long the pipes may stay open once the group is dead (a process that
/// left the group may hold them).
const OUTPUT_GRACE: Duration = Duration::from_secs(2);

/// What a run may use: the wall clock's bound, a hard memory cap, the bytes
/// kept a stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub wall: Duration,
    pub memory_cap_kib: Option<u64>,
    pub output_bytes: usize,
}

impl Bounds {
    pub fn new(wall: Duration) -> Bounds {
        Bounds {
            wall,
            memory_cap_kib: None,
            output_bytes: OUTPUT_CAP,
        }
    }

    /// The memory cap for a problem whose limit is `limit_kib`: twice the
    /// limit and 64 MB, a hard cap that stops a runaway (the measured peak
    /// decides the verdict; a program stopped by the cap is MLE). It is
    /// `RLIMIT_DATA` on Linux (private writable memory, not reserved address
    /// space such as the JVM's and Go's heaps), the job's per-process limit
    /// on Windows; macOS does not hold `mmap` to it. `JUDGE_MEMORY_CAP=1024`
    /// caps at 1024 MB instead, `JUDGE_MEMORY_CAP=off` lifts the cap.
    pub fn memory_limit(mut self, limit_kib: u64) -> Bounds {
        let setting = std::env::var("JUDGE_MEMORY_CAP").unwrap_or_default();
        let default = limit_kib.saturating_mul(2).saturating_add(64 * 1024);
        let megabytes = setting.trim().parse::<u64>().ok();
        self.memory_cap_kib = match setting.trim() {
            "off" => None,
            _ => Some(megabytes.map_or(default, |mb| mb.saturating_mul(1024))),
        };
        self
    }
}

/// Why the peak memory of runs is not measured in this build, if it is not.
pub use platform::unmeasured;

/// Runs `program` with `args` on `input`, killed after `bound`; no memory cap.
pub fn run(program: &Path, args: &[&str], input: &[u8], bound: Duration) -> io::Result<Run> {
    run_within(program, args, input, &Bounds::new(bound))
}

/// Runs `program` with `args` on `input` within `bounds`; `Err` when it (or
/// the runner) could not be started.
pub fn run_within(program: &Path, args: &[&str], input: &[u8], bounds: &Bounds) -> io::Result<Run> {
    see_through(platform::start(program, args, bounds)?, input, bounds)
}

/// A started program, what kills its group, and the platform's waiter.
type Started<W> = (std::process::Child, capture::Killer, W);

fn see_through(spawned: Started<Waiter>, input: &[u8], bounds: &Bounds) -> io::Result<Run> {
    let (mut child, kill, waiter) = spawned;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // A program may stop reading early: a thread keeps a full pipe from
    // blocking us, and ends when the reading end closes with the group.
    std::thread::spawn(move || stdin.write_all(&input));
    let cap = bounds.output_bytes;
    let stdout = capture::start(child.stdout.take().expect("piped"), cap, kill.clone());
    let stderr = capture::start(child.stderr.take().expect("piped"), cap, kill);
    // The platform's figures, the streams' fields left to fill.
    let exit = waiter.wait(&mut child);
    let grace = Instant::now() + OUTPUT_GRACE;
    let (stdout, stderr) = (stdout(grace), stderr(grace));
    let exit = exit?;
    let lossy = |bytes: Vec<u8>| {
        String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into())
    };
    Ok(Run {
        out_of_memory: exit.code != Some(0) && !exit.timed_out && says_out_of_memory(&stderr.bytes),
        output_cut: stdout.cut || stderr.cut,
        stdout: lossy(stdout.bytes),
        stderr: lossy(stderr.bytes),
        ..exit
    })
}

/// `command` with its three standard streams piped.
fn piped(command: &mut std::process::Command) -> &mut std::process::Command {
    let piped = std::process::Stdio::piped;
    command.stdin(piped()).stdout(piped()).stderr(piped())
}

/// What runtimes print when an allocation fails (Rust, C++, Python, the JVM,
/// Go, C, shells, awk).
const OUT_OF_MEMORY: &str = "memory allocation of|bad_alloc|memoryerror|outofmemoryerror|\
                             out of memory|cannot allocate memory|could not reserve enough space";

/// True when the last 4 KiB of `stderr` say an allocation failed.
fn says_out_of_memory(stderr: &[u8]) -> bool {
    let tail = &stderr[stderr.len().saturating_sub(4096)..];
    let tail = String::from_utf8_lossy(tail).to_lowercase();
    OUT_OF_MEMORY.split('|').any(|said| tail.contains(said))
}

/// The program and arguments that run `line` through the platform's shell:
/// `sh -c LINE`, or `cmd /C LINE` (the line handed to cmd as it is).
pub fn shell(line: &str) -> (PathBuf, Vec<String>) {
    let (shell, flag) = [("sh", "-c"), ("cmd", "/C")][usize::from(cfg!(windows))];
    (shell.into(), vec![flag.into(), line.into()])
}

#[cfg(all(test, any(target_os = "linux", target_os = "macos")))]
mod tests;
