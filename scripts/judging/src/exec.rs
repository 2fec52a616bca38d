//! Running a program on an input as a judge does, under bounds that a
//! hanging, greedy or talkative program cannot break. The program runs in a process group of its own (a job object on Windows),
//! killed whole at the wall-clock bound, when the output passes its cap and
//! when the program exits, so that no child it left behind holds the pipes
//! or outlives the run. Processor time and peak memory are the kernel's,
//! read through hand-declared C functions; on Linux and macOS a small runner
//! (`exec/runner.rs`, built by `build.rs`) starts the program, so that the
//! peak is its own. An unmeasured figure is `None` ([`unmeasured`] says why).
//! Platforms: `exec/unix.rs` with `exec/supervise.rs` (Linux, macOS),
//! `exec/windows.rs`, `exec/portable.rs` (anything else: nothing measured).

mod capture;
#[cfg(any(target_os = "linux", target_os = "macos"))]
mod supervise;

#[cfg_attr(any(target_os = "linux", target_os = "macos"), path = "exec/unix.rs")]
#[cfg_attr(windows, path = "exec/windows.rs")]
#[cfg_attr(
    not(any(target_os = "linux", target_os = "macos", windows)),
    path = "exec/portable.rs"
)]
mod platform;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What a finished (or killed) run produced.
#[derive(Debug, Clone)]
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
/// left it may hold them).
const OUTPUT_GRACE: Duration = Duration::from_secs(2);

/// What a run may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// The wall clock's bound, a hard memory cap, the bytes kept a stream.
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
    pub fn memory_limit(self, limit_kib: u64) -> Bounds {
        let setting = std::env::var("JUDGE_MEMORY_CAP").ok();
        Bounds {
            memory_cap_kib: memory_cap(limit_kib, setting.as_deref()),
            ..self
        }
    }
}

/// The cap for a limit, given the `JUDGE_MEMORY_CAP` setting.
fn memory_cap(limit_kib: u64, setting: Option<&str>) -> Option<u64> {
    let default = limit_kib.saturating_mul(2).saturating_add(64 * 1024);
    let megabytes = setting.and_then(|mb| mb.trim().parse::<u64>().ok());
    match setting.map(str::trim) {
        Some("off") => None,
        _ => Some(megabytes.map_or(default, |mb| mb.saturating_mul(1024))),
    }
}

/// Why the peak memory of runs is not measured in this build, if it is not.
pub fn unmeasured() -> Option<&'static str> {
    platform::unmeasured()
}

/// Runs `program` with `args` on `input`, killed after `bound`; no memory cap.
pub fn run(program: &Path, args: &[&str], input: &[u8], bound: Duration) -> std::io::Result<Run> {
    run_within(program, args, input, &Bounds::new(bound))
}

/// Runs `program` with `args` on `input` within `bounds`; `Err` when it (or
/// the runner) could not be started.
pub fn run_within(
    program: &Path,
    args: &[&str],
    input: &[u8],
    bounds: &Bounds,
) -> std::io::Result<Run> {
    let started = Instant::now();
    let spawned = platform::start(program, args, bounds)?;
    see_through(spawned, input, bounds, started)
}

/// A started program, what kills its group, and the platform's waiter.
type Started<W> = (std::process::Child, capture::Killer, W);

fn see_through(
    spawned: Started<platform::Waiter>,
    input: &[u8],
    bounds: &Bounds,
    started: Instant,
) -> std::io::Result<Run> {
    let (mut child, kill, waiter) = spawned;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // A program may stop reading early: a thread keeps a full pipe from
    // blocking us, and ends when the reading end closes with the group.
    std::thread::spawn(move || stdin.write_all(&input));
    let cap = bounds.output_bytes;
    let stdout = capture::start(child.stdout.take().expect("piped"), cap, kill.clone());
    let stderr = capture::start(child.stderr.take().expect("piped"), cap, kill);
    let exit = waiter.wait(&mut child);
    let wall = started.elapsed();
    let grace = Instant::now() + OUTPUT_GRACE;
    let (stdout, stderr) = (stdout.collect(grace), stderr.collect(grace));
    let exit = exit?;
    let lossy = |bytes: Vec<u8>| {
        String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into())
    };
    Ok(Run {
        out_of_memory: exit.code != Some(0) && !exit.timed_out && says_out_of_memory(&stderr.bytes),
        output_cut: stdout.cut || stderr.cut,
        stdout: lossy(stdout.bytes),
        stderr: lossy(stderr.bytes),
        code: exit.code,
        signal: exit.signal,
        wall: exit.wall.unwrap_or(wall),
        cpu: exit.cpu,
        peak_kib: exit.peak_kib,
        timed_out: exit.timed_out,
    })
}

/// `command` with its three standard streams piped.
fn piped(command: &mut std::process::Command) -> &mut std::process::Command {
    let piped = std::process::Stdio::piped;
    command.stdin(piped()).stdout(piped()).stderr(piped())
}

/// Where only the waiter kills the program (Windows, other systems): a kill
/// asked for is a flag it polls, as is the bound from the start.
#[cfg(not(any(target_os = "linux", target_os = "macos")))]
mod polled {
    use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    pub struct Polled(Arc<AtomicBool>, pub Instant, Duration);

    impl Polled {
        /// From now on, within `bound`; and what asks for the kill.
        pub fn new(bound: Duration) -> (Polled, super::capture::Killer) {
            let asked = Arc::new(AtomicBool::new(false));
            let flag = asked.clone();
            (
                Polled(asked, Instant::now(), bound),
                Arc::new(move || flag.store(true, SeqCst)),
            )
        }

        /// The time left, and `Some(whether at the bound)` once it is to die.
        pub fn due(&self) -> (Duration, Option<bool>) {
            let (left, asked) = (self.2.saturating_sub(self.1.elapsed()), self.0.load(SeqCst));
            (left, Some(!asked).filter(|_| asked || left.is_zero()))
        }
    }
}

/// How a program ended, as the platform saw it (fields as in [`Run`]).
struct Exit {
    code: Option<i32>,
    signal: Option<i32>,
    wall: Option<Duration>,
    cpu: Option<Duration>,
    peak_kib: Option<u64>,
    timed_out: bool,
}

/// What runtimes print when an allocation fails (Rust, C++, Python, the JVM,
/// Go, C, shells, awk).
const OUT_OF_MEMORY: &str = "memory allocation of|bad_alloc|memoryerror|outofmemoryerror|\
                             out of memory|cannot allocate memory|could not reserve enough space";

/// True when the last 4 KiB of `stderr` say an allocation failed.
fn says_out_of_memory(stderr: &[u8]) -> bool {
    let tail = &stderr[stderr.len().saturating_sub(4096)..];
    let tail = String::from_utf8_lossy(tail).to_lowercase();
    let said = |message| tail.contains(message);
    OUT_OF_MEMORY.split('|').any(said)
}

/// The program and arguments that run `line` through the platform's shell:
/// `sh -c LINE`, or `cmd /C LINE` (the line handed to cmd as it is).
pub fn shell(line: &str) -> (PathBuf, Vec<String>) {
    let (shell, flag) = [("sh", "-c"), ("cmd", "/C")][usize::from(cfg!(windows))];
    (shell.into(), vec![flag.into(), line.into()])
}

#[cfg(test)]
mod tests;
