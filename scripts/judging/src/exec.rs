//! Running a program on an input, as a judge does: processor time, wall
//! time, peak memory, exit status, under bounds that a hanging, greedy or
//! talkative program cannot break.
//!
//! - **One group.** The program runs in a process group of its own (a job
//!   object on Windows). The whole group is killed at the wall-clock bound,
//!   when the output passes its cap, and when the program itself exits, so
//!   that a child it left behind can neither hold the output pipes open
//!   nor outlive the run. No pid is signalled once it could be reused.
//! - **Its own figures.** Processor time (user and system, with the
//!   children the program waited for) and peak memory are the kernel's,
//!   read through declarations of the C library's functions that std
//!   already links: no crate is needed. On Linux and macOS the program is
//!   started by a small runner process (`exec/runner.rs`, compiled by
//!   `build.rs`), so that its peak memory is its own whatever the size of
//!   the judge (see [`Bounds::memory_limit`]). Where a figure is not
//!   measured it is `None`, and tables say `n/a` ([`unmeasured`] says why).
//! - **Bounded output.** See [`OUTPUT_CAP`].
//!
//! The platform's parts: `exec/unix.rs` and `exec/supervise.rs` (Linux and
//! macOS), `exec/windows.rs`, `exec/portable.rs` (anything else: std only,
//! nothing measured).

mod capture;
#[cfg(any(target_os = "linux", target_os = "macos"))]
mod supervise;

#[cfg(any(target_os = "linux", target_os = "macos"))]
mod unix;
#[cfg(any(target_os = "linux", target_os = "macos"))]
use unix as platform;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as platform;
#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
mod portable;
#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
use portable as platform;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

/// What a finished (or killed) run produced.
#[derive(Debug, Clone)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    /// The exit code, or `None` when a signal ended the program (on
    /// Windows: when the judge ended it).
    pub code: Option<i32>,
    /// The signal that ended the program, where one did (Linux, macOS).
    pub signal: Option<i32>,
    pub wall: Duration,
    /// Processor time, user and system, when the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak memory in KiB, when it is measured: the peak resident set on
    /// Linux and macOS, the peak commit on Windows.
    pub peak_kib: Option<u64>,
    /// True when the program was killed for running past the bound.
    pub timed_out: bool,
    /// True when stdout or stderr passed the output cap: the program was
    /// killed there, and the stream holds the cap's worth.
    pub output_cut: bool,
    /// True when the program failed saying it ran out of memory (a
    /// failed allocation under the memory cap, most often): see
    /// [`Bounds::memory_limit`].
    pub out_of_memory: bool,
}

impl Run {
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out && !self.output_cut
    }

    /// The time a judge holds to its limit: processor time, as judges
    /// count it, so that a busy machine, which stretches the wall clock and
    /// not the work, does not turn a fast program into a slow one. Wall
    /// time where processor time is not measured.
    pub fn time(&self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }
}

/// How much of each of stdout and stderr a run keeps: 64 MiB. Past it the
/// program is killed and the run marked (`Run::output_cut`, the verdict
/// OLE), and the judge never holds more: output is read in chunks of
/// 64 KiB, and storing stops at the cap. The answers of the collection's
/// problems are kilobytes (the largest benchmark input is 220 KB), so the
/// cap is far above any right answer and only stops a runaway (a loop that
/// prints forever), while two full streams still fit a small machine.
pub const OUTPUT_CAP: usize = 64 << 20;

/// How long the output pipes may stay open once the program's group is
/// dead (a process that left the group may hold them): then what was read
/// is taken as the output.
const OUTPUT_GRACE: Duration = Duration::from_secs(2);

/// What a run may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// Wall-clock time: past it the program's group is killed.
    pub wall: Duration,
    /// A hard cap on the program's memory, in KiB, or `None` for no cap.
    pub memory_cap_kib: Option<u64>,
    /// Bytes kept of each of stdout and stderr (see [`OUTPUT_CAP`]).
    pub output_bytes: usize,
}

impl Bounds {
    /// The wall-clock bound, no memory cap, and the output cap.
    pub fn new(wall: Duration) -> Bounds {
        Bounds {
            wall,
            memory_cap_kib: None,
            output_bytes: OUTPUT_CAP,
        }
    }

    /// The memory cap for a problem whose limit is `limit_kib`.
    ///
    /// **The peak memory and the cap.** The verdict holds the program's
    /// measured peak memory to the limit: its peak resident set on Linux
    /// and macOS (`ru_maxrss`, the program's own: it is started by a small
    /// runner process, not by the judge), its peak commit on Windows.
    /// Besides, the program runs under a hard cap, so that a runaway
    /// allocation is stopped before it takes the machine: twice the limit
    /// and 64 MB (192 MB for a 64 MB problem), set as `RLIMIT_DATA` on Linux
    /// (private writable memory: heap, anonymous maps, thread stacks; not
    /// the code, mapped files or the main stack; before Linux 4.7, the heap
    /// alone), as the job's per-process memory limit on Windows. A program
    /// stopped by the cap was over the limit, or asked for more than the
    /// cap at once and failed saying so: either way the verdict is MLE.
    /// macOS does not hold `mmap` to `RLIMIT_DATA`, so there the measured
    /// peak alone decides.
    ///
    /// **JVM, Go and other runtimes that reserve memory.** Address space
    /// that is only reserved (mapped `PROT_NONE`, as the JVM and Go reserve
    /// their heaps) is not counted: the cap is not `RLIMIT_AS`, which would
    /// count it and stop such runtimes at start. Memory they commit up
    /// front is counted: the JVM commits its initial heap, by default a
    /// 64th of the machine's memory, so give it sizes, as judges do:
    /// `--run "java -Xms16m -Xmx256m Main"` (the problem's limit as
    /// `-Xmx`). If a runtime still cannot start (the JVM says "Could not
    /// reserve enough space", Go "out of memory"), set `JUDGE_MEMORY_CAP`:
    /// `JUDGE_MEMORY_CAP=1024` caps at 1024 MB, `JUDGE_MEMORY_CAP=off`
    /// lifts the cap (the measured peak still decides the verdict).
    pub fn memory_limit(self, limit_kib: u64) -> Bounds {
        Bounds {
            memory_cap_kib: memory_cap(
                limit_kib,
                std::env::var("JUDGE_MEMORY_CAP").ok().as_deref(),
            ),
            ..self
        }
    }
}

/// The cap for a limit, given the `JUDGE_MEMORY_CAP` setting.
fn memory_cap(limit_kib: u64, setting: Option<&str>) -> Option<u64> {
    match setting.map(str::trim) {
        Some("off") => None,
        Some(megabytes) if megabytes.parse::<u64>().is_ok() => megabytes
            .parse::<u64>()
            .ok()
            .map(|mb| mb.saturating_mul(1024)),
        _ => Some(limit_kib.saturating_mul(2).saturating_add(64 * 1024)),
    }
}

/// Why the peak memory of runs is not measured in this build, or `None`
/// where it is.
pub fn unmeasured() -> Option<&'static str> {
    platform::unmeasured()
}

/// Runs `program` with `args`, feeding it `input`; kills it after `bound`.
/// No memory cap; output capped at [`OUTPUT_CAP`].
pub fn run(program: &Path, args: &[&str], input: &[u8], bound: Duration) -> std::io::Result<Run> {
    run_within(program, args, input, &Bounds::new(bound))
}

/// Runs `program` with `args`, feeding it `input`, within `bounds`. An
/// `Err` is a program that could not be started (or a judge that could
/// not start or hear its runner), not a program that failed.
pub fn run_within(
    program: &Path,
    args: &[&str],
    input: &[u8],
    bounds: &Bounds,
) -> std::io::Result<Run> {
    let started = Instant::now();
    let spawned = platform::start(program, args, bounds, bounds.wall)?;
    see_through(spawned, input, bounds, started)
}

/// A started program, what kills its group, and how to wait for it (the
/// platform's `Waiter`).
struct Started<W> {
    child: std::process::Child,
    kill: capture::Killer,
    waiter: W,
}

/// Feeds, reads and waits for a program that `platform::start` started at
/// `started`.
fn see_through(
    spawned: Started<platform::Waiter>,
    input: &[u8],
    bounds: &Bounds,
    started: Instant,
) -> std::io::Result<Run> {
    let Started {
        mut child,
        kill,
        waiter,
    } = spawned;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // The program may stop reading early (or answer before reading all):
    // feeding it from a thread keeps a full pipe from blocking us. The
    // thread ends when the pipe's reading end closes with the group.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let cap = bounds.output_bytes;
    let stdout = capture::start(
        child.stdout.take().expect("stdout is piped"),
        cap,
        kill.clone(),
    );
    let stderr = capture::start(child.stderr.take().expect("stderr is piped"), cap, kill);
    let exit = waiter.wait(&mut child);
    let wall = started.elapsed();
    let grace = Instant::now() + OUTPUT_GRACE;
    let (stdout, stderr) = (stdout.collect(grace), stderr.collect(grace));
    let exit = exit?;
    let out_of_memory =
        exit.code != Some(0) && !exit.timed_out && says_out_of_memory(&stderr.bytes);
    Ok(Run {
        stdout: lossy(stdout.bytes),
        stderr: lossy(stderr.bytes),
        code: exit.code,
        signal: exit.signal,
        wall: exit.wall.unwrap_or(wall),
        cpu: exit.cpu,
        peak_kib: exit.peak_kib,
        timed_out: exit.timed_out,
        output_cut: stdout.cut || stderr.cut,
        out_of_memory,
    })
}

/// How a program ended, as the platform saw it (fields as in [`Run`]).
struct Exit {
    code: Option<i32>,
    signal: Option<i32>,
    /// From the start to the exit, where measured apart from the judge.
    wall: Option<Duration>,
    cpu: Option<Duration>,
    peak_kib: Option<u64>,
    timed_out: bool,
}

/// What runtimes print when an allocation fails: Rust, C++, Python, the
/// JVM, Go and C programs (`strerror(ENOMEM)`), shells and awk.
const OUT_OF_MEMORY: [&str; 7] = [
    "memory allocation of",
    "bad_alloc",
    "memoryerror",
    "outofmemoryerror",
    "out of memory",
    "cannot allocate memory",
    "could not reserve enough space",
];

/// True when the end of `stderr` says an allocation failed.
fn says_out_of_memory(stderr: &[u8]) -> bool {
    let tail = &stderr[stderr.len().saturating_sub(4096)..];
    let tail = String::from_utf8_lossy(tail).to_lowercase();
    OUT_OF_MEMORY.iter().any(|message| tail.contains(message))
}

fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The program and arguments that run `line` through the platform's
/// shell: `sh -c LINE` on Unix, `cmd /C LINE` on Windows (where
/// [`run_within`] hands the line to cmd as it is, not quoted as one
/// argument).
pub fn shell(line: &str) -> (PathBuf, Vec<String>) {
    if cfg!(windows) {
        (
            PathBuf::from("cmd"),
            vec!["/C".to_string(), line.to_string()],
        )
    } else {
        (
            PathBuf::from("sh"),
            vec!["-c".to_string(), line.to_string()],
        )
    }
}

#[cfg(test)]
mod tests;
