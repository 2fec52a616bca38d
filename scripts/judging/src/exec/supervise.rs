//! Seeing one program through on Linux and macOS: started in a process
//! group of its own, under an optional memory cap; its whole group killed
//! at the wall-clock bound, on request, and when the program itself exits
//! (so that no child it left behind holds the output pipes open); then
//! reaped, with the kernel's figures for its processor time and peak memory.
//!
//! No pid is signalled after it could have been reused: the program is
//! waited for with `waitid(WEXITED | WNOWAIT)`, which leaves it a zombie
//! (its pid, which is also its group's id, stays taken), its group is
//! killed, and only then is it reaped by `wait4`. Every kill takes a lock
//! and is skipped once the reaping has begun.
//!
//! This file is compiled twice: as `exec::supervise` in the library (which
//! uses it when the runner is missing), and into the runner binary, which
//! `build.rs` compiles from `runner.rs` and which includes this file with
//! `#[path]`. It uses std only and declares the C functions it calls.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The C library's declarations, as Linux (glibc and musl, 32 and 64 bits)
/// and macOS lay them out.
pub mod sys {
    use std::os::raw::{c_int, c_long};

    /// `struct timeval`: `time_t` seconds (a `long`), then microseconds: a
    /// `long` on Linux, an `int` on macOS (padded to a `long`'s size).
    #[repr(C)]
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Timeval {
        pub seconds: c_long,
        #[cfg(not(target_os = "macos"))]
        pub micros: c_long,
        #[cfg(target_os = "macos")]
        pub micros: i32,
    }

    /// `struct rusage`: user and system time, then fourteen `long`s, the
    /// first of which is the peak resident set (KiB on Linux, bytes on
    /// macOS). Every field is `long`-sized: 72 bytes on 32-bit Linux, 144
    /// on 64-bit systems.
    #[repr(C)]
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Rusage {
        pub user: Timeval,
        pub system: Timeval,
        pub maxrss: c_long,
        pub rest: [c_long; 13],
    }

    // The layout the kernel writes, checked wherever this compiles
    // (`cargo check --target i686-unknown-linux-gnu` included).
    const _: () = assert!(std::mem::size_of::<Timeval>() == 2 * std::mem::size_of::<c_long>());
    const _: () = assert!(std::mem::size_of::<Rusage>() == 18 * std::mem::size_of::<c_long>());

    /// `rlim_t`: `unsigned long` for glibc's `setrlimit` (32 bits on 32-bit
    /// Linux, whose `setrlimit64` this is not), 64 bits on macOS.
    #[cfg(not(target_os = "macos"))]
    pub type Rlim = std::os::raw::c_ulong;
    #[cfg(target_os = "macos")]
    pub type Rlim = u64;

    #[repr(C)]
    pub struct Rlimit {
        pub current: Rlim,
        pub max: Rlim,
    }

    /// `siginfo_t`, only ever written by the kernel here (128 bytes on
    /// Linux, 104 on macOS): room to spare.
    #[repr(C, align(8))]
    pub struct SigInfo(pub [u8; 256]);

    extern "C" {
        pub fn wait4(pid: i32, status: *mut c_int, options: c_int, usage: *mut Rusage) -> i32;
        pub fn waitid(idtype: c_int, id: u32, info: *mut SigInfo, options: c_int) -> c_int;
        pub fn kill(pid: i32, signal: c_int) -> c_int;
        pub fn setpgid(pid: i32, pgid: i32) -> c_int;
        pub fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
        pub fn signal(signal: c_int, handler: usize) -> usize;
    }

    pub const P_PID: c_int = 1;
    pub const WEXITED: c_int = 4;
    #[cfg(not(target_os = "macos"))]
    pub const WNOWAIT: c_int = 0x0100_0000;
    #[cfg(target_os = "macos")]
    pub const WNOWAIT: c_int = 0x20;

    pub const SIGHUP: c_int = 1;
    pub const SIGINT: c_int = 2;
    pub const SIGQUIT: c_int = 3;
    pub const SIGKILL: c_int = 9;
    pub const SIGTERM: c_int = 15;
    pub const SIG_DFL: usize = 0;
    #[allow(dead_code)] // the runner's
    pub const SIG_IGN: usize = 1;

    /// Private writable memory: heap, anonymous maps, thread stacks (Linux
    /// 4.7 and later; before, the heap alone). macOS accepts it but does not
    /// hold `mmap` to it.
    pub const RLIMIT_DATA: c_int = 2;

    /// The unit of `ru_maxrss`, in bytes.
    #[cfg(not(target_os = "macos"))]
    pub const MAXRSS_UNIT: u64 = 1024;
    #[cfg(target_os = "macos")]
    pub const MAXRSS_UNIT: u64 = 1;
}

/// The signals a terminal sends to its foreground group (Ctrl-C, Ctrl-\,
/// hang-up) and the polite kill: the runner ignores them, so that it lives
/// to kill the program's group when the judge that started it dies (its
/// control socket then reads end-of-file); the program gets them back.
pub const PASSED_OVER: [i32; 4] = [sys::SIGHUP, sys::SIGINT, sys::SIGQUIT, sys::SIGTERM];

/// Why a program's group was killed before it exited on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The wall-clock bound passed.
    Bound,
    /// The judge asked (too much output), or went away.
    Asked,
}

/// What is known once the program has been reaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// The raw wait status.
    pub status: i32,
    /// User and system time of the program and the children it waited for.
    pub cpu: Duration,
    /// Peak resident set of the program (or of the largest child it waited
    /// for), in KiB.
    pub peak_kib: u64,
    /// From the start to the exit.
    pub wall: Duration,
    /// The first reason its group was killed while it was still running.
    pub killed: Option<Why>,
}

impl Report {
    /// The exit code, or `None` when a signal ended the program.
    pub fn code(&self) -> Option<i32> {
        match self.signal() {
            Some(_) => None,
            None => Some((self.status >> 8) & 0xff),
        }
    }

    /// The signal that ended the program, if one did.
    pub fn signal(&self) -> Option<i32> {
        let signal = self.status & 0x7f;
        if signal == 0 || signal == 0x7f {
            None
        } else {
            Some(signal)
        }
    }

    /// Killed at the bound, and ended by that kill: a program that exited
    /// on its own, however close to the bound, has not timed out.
    pub fn timed_out(&self) -> bool {
        self.killed == Some(Why::Bound) && self.signal() == Some(sys::SIGKILL)
    }

    /// One line, as the runner sends it to the judge.
    #[allow(dead_code)] // the library decodes; the runner encodes
    pub fn encode(&self) -> String {
        let why = match self.killed {
            None => "-",
            Some(Why::Bound) => "bound",
            Some(Why::Asked) => "asked",
        };
        format!(
            "report {} {} {} {} {}\n",
            self.status,
            self.cpu.as_micros(),
            self.peak_kib,
            self.wall.as_micros(),
            why
        )
    }

    /// The report in a line made by [`Report::encode`].
    pub fn decode(line: &str) -> Option<Report> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() != 6 || words[0] != "report" {
            return None;
        }
        let micros = |word: &str| word.parse::<u64>().ok().map(Duration::from_micros);
        Some(Report {
            status: words[1].parse().ok()?,
            cpu: micros(words[2])?,
            peak_kib: words[3].parse().ok()?,
            wall: micros(words[4])?,
            killed: match words[5] {
                "-" => None,
                "bound" => Some(Why::Bound),
                "asked" => Some(Why::Asked),
                _ => return None,
            },
        })
    }
}

struct State {
    /// Set, under the lock, just before the program is reaped: from then on
    /// its pid may be reused, and nothing may be sent to it or its group.
    reaping: bool,
    killed: Option<Why>,
}

/// A handle that kills the program's whole group, safely at any time.
#[derive(Clone)]
pub struct Group {
    pid: i32,
    state: Arc<Mutex<State>>,
}

impl Group {
    /// Kills the program's group with SIGKILL, unless the program is being
    /// or has been reaped.
    pub fn kill(&self, why: Why) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if !state.reaping {
            // SAFETY: a plain system call. The group's id is the program's
            // pid, which is not reaped (so not reusable) while `reaping`
            // is false, and `reaping` cannot change while we hold the lock.
            unsafe { sys::kill(-self.pid, sys::SIGKILL) };
            state.killed.get_or_insert(why);
        }
    }
}

/// A started program, until it is reaped by [`Supervision::finish`] (or,
/// if that is never called, killed and reaped on drop).
pub struct Supervision {
    group: Group,
    started: Instant,
    /// Dropped to stop the timer.
    timer: Option<mpsc::Sender<()>>,
    finished: bool,
}

/// Starts `command` in a process group of its own, with the signals in
/// [`PASSED_OVER`] back to their default actions and, given `cap_bytes`,
/// `RLIMIT_DATA` at that many bytes (soft and hard), and starts a timer that
/// kills its group once `bound` has passed. The caller must not wait for
/// or kill the returned child through std: [`Supervision`] does both.
pub fn start(
    command: &mut Command,
    cap_bytes: Option<u64>,
    bound: Duration,
) -> io::Result<(Child, Supervision)> {
    // `rlim_t` is 32 bits on 32-bit Linux: a cap past it is as good as none.
    #[allow(clippy::unnecessary_cast)] // the same type on 64-bit systems
    let cap = cap_bytes.map(|bytes| bytes.min(sys::Rlim::MAX as u64) as sys::Rlim);
    // SAFETY: the closure runs in the forked child before exec, and calls
    // only async-signal-safe functions (setpgid, signal, setrlimit); the
    // error it may build holds a raw OS code and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if sys::setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            for signal in PASSED_OVER {
                sys::signal(signal, sys::SIG_DFL);
            }
            if let Some(cap) = cap {
                let limit = sys::Rlimit {
                    current: cap,
                    max: cap,
                };
                if sys::setrlimit(sys::RLIMIT_DATA, &limit) != 0 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let child = command.spawn()?;
    let group = Group {
        pid: child.id() as i32,
        state: Arc::new(Mutex::new(State {
            reaping: false,
            killed: None,
        })),
    };
    let (timer, stop) = mpsc::channel::<()>();
    let at_bound = group.clone();
    thread::spawn(move || {
        let left = bound.checked_sub(started.elapsed()).unwrap_or_default();
        if let Err(mpsc::RecvTimeoutError::Timeout) = stop.recv_timeout(left) {
            at_bound.kill(Why::Bound);
        }
    });
    Ok((
        child,
        Supervision {
            group,
            started,
            timer: Some(timer),
            finished: false,
        },
    ))
}

impl Supervision {
    /// A handle to kill the program's group from another thread.
    pub fn group(&self) -> Group {
        self.group.clone()
    }

    /// Waits for the program to exit (without reaping it), kills what is
    /// left of its group, reaps it and reports.
    pub fn finish(mut self) -> io::Result<Report> {
        self.finish_once()
    }

    fn finish_once(&mut self) -> io::Result<Report> {
        self.finished = true;
        let pid = self.group.pid;
        let mut info = sys::SigInfo([0; 256]);
        loop {
            // SAFETY: `info` is writable and larger than any siginfo_t;
            // WNOWAIT leaves the program unreaped.
            let waited = unsafe {
                sys::waitid(
                    sys::P_PID,
                    pid as u32,
                    &mut info,
                    sys::WEXITED | sys::WNOWAIT,
                )
            };
            if waited == 0 {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        let wall = self.started.elapsed();
        let killed = {
            let mut state = self.group.state.lock().unwrap_or_else(|e| e.into_inner());
            // SAFETY: the program is a zombie, so its pid and group id are
            // still taken: this reaches its own group and nobody else's.
            unsafe { sys::kill(-pid, sys::SIGKILL) };
            state.reaping = true;
            state.killed
        };
        self.timer = None;
        let mut status = 0;
        let mut usage = sys::Rusage::default();
        loop {
            // SAFETY: both pointers are to live, writable locals of the
            // layout the C library expects; `pid` is our own child.
            let reaped = unsafe { sys::wait4(pid, &mut status, 0, &mut usage) };
            if reaped == pid {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        let micros = |time: sys::Timeval| {
            (time.seconds.max(0) as u64) * 1_000_000 + (time.micros.max(0) as u64)
        };
        Ok(Report {
            status,
            cpu: Duration::from_micros(micros(usage.user) + micros(usage.system)),
            peak_kib: (usage.maxrss.max(0) as u64) * sys::MAXRSS_UNIT / 1024,
            wall,
            killed,
        })
    }
}

impl Drop for Supervision {
    /// A program whose caller gave up on it (an error on the way) is not
    /// left running: its group is killed and it is reaped.
    fn drop(&mut self) {
        if !self.finished {
            self.group.kill(Why::Asked);
            let _ = self.finish_once();
        }
    }
}
