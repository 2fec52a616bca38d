//! Seeing one program through on Linux and macOS, in a process group of its
//! own under an optional memory cap, the group killed at the bound, on
//! request and at the exit; reaped with the kernel's figures. No pid is
//! signalled once it could be reused: `waitid(WEXITED | WNOWAIT)` leaves the
//! exited program a zombie (its pid, the group's id, stays taken), the group
//! is killed, then `wait4` reaps; a kill takes a lock and is skipped once
//! reaping has begun. Also compiled into the runner (`#[path]`).

use std::io;
use std::os::raw::c_ulong;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The C library's declarations (Linux, glibc and musl, 32 and 64 bits; macOS).
pub mod sys {
    use std::os::raw::{c_int, c_long, c_ulong};

    /// `struct timeval` (microseconds an `int` on macOS, padded).
    #[repr(C)]
    #[derive(Clone, Copy, Default)]
    pub struct Timeval {
        pub seconds: c_long,
        #[cfg(not(target_os = "macos"))]
        pub micros: c_long,
        #[cfg(target_os = "macos")]
        pub micros: i32,
    }

    /// `struct rusage`: user and system time, then fourteen `long`s, the
    /// first the peak resident set.
    #[repr(C)]
    #[derive(Default)]
    pub struct Rusage {
        pub user: Timeval,
        pub system: Timeval,
        pub maxrss: c_long,
        pub rest: [c_long; 13],
    }

    // Checked wherever this compiles (`--target i686-unknown-linux-gnu` too).
    const _: () = assert!(std::mem::size_of::<Timeval>() == 2 * std::mem::size_of::<c_long>());
    const _: () = assert!(std::mem::size_of::<Rusage>() == 18 * std::mem::size_of::<c_long>());

    /// `struct rlimit`: the soft limit, then the hard one, `rlim_t`s
    /// (`unsigned long` for glibc's `setrlimit`, 64 bits on macOS).
    #[repr(C)]
    pub struct Rlimit(pub c_ulong, pub c_ulong);

    extern "C" {
        pub fn wait4(pid: i32, status: *mut c_int, options: c_int, usage: *mut Rusage) -> i32;
        /// `info` takes a `siginfo_t` (128 bytes on Linux, 104 on macOS).
        pub fn waitid(idtype: c_int, id: u32, info: *mut [u64; 32], options: c_int) -> c_int;
        pub fn kill(pid: i32, signal: c_int) -> c_int;
        pub fn setpgid(pid: i32, pgid: i32) -> c_int;
        pub fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
        pub fn signal(signal: c_int, handler: usize) -> usize;
    }

    pub const P_PID: c_int = 1;
    pub const WEXITED: c_int = 4;
    pub const WNOWAIT: c_int = if cfg!(target_os = "macos") {
        0x20
    } else {
        0x0100_0000
    };
    pub const SIGKILL: c_int = 9;
    pub const SIG_DFL: usize = 0;
    pub const RLIMIT_DATA: c_int = 2;
    /// `ru_maxrss`'s unit in bytes.
    pub const MAXRSS_UNIT: u64 = if cfg!(target_os = "macos") { 1 } else { 1024 };
}

/// SIGHUP, SIGINT, SIGQUIT, SIGTERM: the runner ignores them, to outlive a
/// dying judge and kill the group; the program gets them back.
pub const PASSED_OVER: [i32; 4] = [1, 2, 3, 15];

/// Why a program's group was killed before it exited: the bound passed,
/// or the judge asked (too much output) or went away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    Bound,
    Asked,
}

/// [`Report::killed`], and how a report spells it.
const KILLED: [Option<Why>; 3] = [None, Some(Why::Bound), Some(Why::Asked)];
const SPELLED: [&str; 3] = ["-", "bound", "asked"];

/// What is known once the program has been reaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// The raw wait status (`unix.rs` reads it).
    pub status: i32,
    /// Of the program and the children it waited for.
    pub cpu: Duration,
    pub peak_kib: u64,
    pub wall: Duration,
    /// The first reason its group was killed while it still ran.
    pub killed: Option<Why>,
}

impl Report {
    /// One line, as the runner sends it to the judge.
    #[allow(dead_code)] // the library decodes; the runner encodes
    pub fn encode(&self) -> String {
        let why = SPELLED[KILLED.iter().position(|w| *w == self.killed).unwrap_or(0)];
        let (status, cpu, wall) = (self.status, self.cpu.as_micros(), self.wall.as_micros());
        format!("report {status} {cpu} {} {wall} {why}\n", self.peak_kib)
    }

    /// The report in a line made by [`Report::encode`].
    pub fn decode(line: &str) -> Option<Report> {
        let micros = |word: &str| word.parse::<u64>().ok().map(Duration::from_micros);
        match line.split_whitespace().collect::<Vec<_>>()[..] {
            ["report", status, cpu, peak_kib, wall, why] => Some(Report {
                status: status.parse().ok()?,
                cpu: micros(cpu)?,
                peak_kib: peak_kib.parse().ok()?,
                wall: micros(wall)?,
                killed: KILLED[SPELLED.iter().position(|word| *word == why)?],
            }),
            _ => None,
        }
    }
}

/// A handle that kills the program's whole group, safely at any time.
#[derive(Clone)]
pub struct Group {
    pid: i32,
    /// Whether reaping has begun (then nothing is sent), the first kill's why.
    state: Arc<Mutex<(bool, Option<Why>)>>,
}

impl Group {
    /// SIGKILL to the group, unless the program is being or has been reaped.
    pub fn kill(&self, why: Why) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if !state.0 {
            // SAFETY: a plain system call; the group's id is the pid, not
            // reusable while reaping has not begun, which the lock holds.
            unsafe { sys::kill(-self.pid, sys::SIGKILL) };
            state.1.get_or_insert(why);
        }
    }
}

/// A started program until [`Supervision::finish`] (or drop) reaps it.
pub struct Supervision {
    pub group: Group,
    started: Instant,
    /// Dropped to stop the timer; taken once the reaping begins.
    timer: Option<mpsc::Sender<()>>,
}

/// Starts `command` in a group of its own, [`PASSED_OVER`] at their defaults,
/// under `RLIMIT_DATA` of `cap_bytes`; a timer kills the group at `bound`.
/// The caller must not wait for or kill the child through std.
pub fn start(
    command: &mut Command,
    cap_bytes: Option<u64>,
    bound: Duration,
) -> io::Result<(Child, Supervision)> {
    // `rlim_t` is 32 bits on 32-bit Linux: a cap past it is as good as none.
    #[allow(clippy::unnecessary_cast)] // the same type on 64-bit systems
    let cap = cap_bytes.map(|bytes| bytes.min(c_ulong::MAX as u64) as c_ulong);
    // SAFETY: runs in the forked child before exec and calls only
    // async-signal-safe functions; its error allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if sys::setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            for signal in PASSED_OVER {
                sys::signal(signal, sys::SIG_DFL);
            }
            if let Some(cap) = cap {
                if sys::setrlimit(sys::RLIMIT_DATA, &sys::Rlimit(cap, cap)) != 0 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let child = command.spawn()?;
    let (timer, stop) = mpsc::channel::<()>();
    let supervision = Supervision {
        group: Group {
            pid: child.id() as i32,
            state: Arc::new(Mutex::new((false, None))),
        },
        started,
        timer: Some(timer),
    };
    let at_bound = supervision.group.clone();
    thread::spawn(move || {
        let left = bound.saturating_sub(started.elapsed());
        if let Err(mpsc::RecvTimeoutError::Timeout) = stop.recv_timeout(left) {
            at_bound.kill(Why::Bound);
        }
    });
    Ok((child, supervision))
}

/// Retries `call` while it fails with EINTR.
fn retried(mut call: impl FnMut() -> bool) -> io::Result<()> {
    while !call() {
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    Ok(())
}

impl Supervision {
    /// Waits for the exit (not reaping), kills the group, reaps, reports.
    pub fn finish(&mut self) -> io::Result<Report> {
        let timer = self.timer.take();
        let pid = self.group.pid;
        let mut info = [0u64; 32];
        let options = sys::WEXITED | sys::WNOWAIT;
        // SAFETY: `info` is writable and larger than any siginfo_t.
        retried(|| unsafe { sys::waitid(sys::P_PID, pid as u32, &mut info, options) } == 0)?;
        let wall = self.started.elapsed();
        let killed = {
            let mut state = self.group.state.lock().unwrap_or_else(|e| e.into_inner());
            // SAFETY: the program is a zombie, its pid and group id still
            // taken: this reaches its own group and nobody else's.
            unsafe { sys::kill(-pid, sys::SIGKILL) };
            state.0 = true;
            state.1
        };
        drop(timer);
        let (mut status, mut usage) = (0, sys::Rusage::default());
        // SAFETY: both pointers are to live, writable locals of the layout
        // the C library expects; `pid` is our own child.
        retried(|| unsafe { sys::wait4(pid, &mut status, 0, &mut usage) } == pid)?;
        let time = |t: sys::Timeval| {
            Duration::from_secs(t.seconds.max(0) as u64)
                + Duration::from_micros(t.micros.max(0) as u64)
        };
        Ok(Report {
            status,
            cpu: time(usage.user) + time(usage.system),
            peak_kib: (usage.maxrss.max(0) as u64) * sys::MAXRSS_UNIT / 1024,
            wall,
            killed,
        })
    }
}

impl Drop for Supervision {
    /// A program whose caller gave up on it is killed and reaped.
    fn drop(&mut self) {
        if self.timer.is_some() {
            self.group.kill(Why::Asked);
            let _ = self.finish();
        }
    }
}
