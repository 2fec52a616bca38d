//! Running a program on an input, as a judge does: processor time, wall
//! time, peak memory, exit status, with a time bound so that a hanging
//! program cannot hang the caller.
//!
//! Processor time and peak memory are the kernel's own figures (`ru_utime`,
//! `ru_stime` and `ru_maxrss` from `wait4`), read through a declaration of
//! the C library function that std already links: no crate is needed. On
//! systems without `wait4` they are not measured.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a finished (or killed) run produced.
#[derive(Debug, Clone)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    /// The exit code, or `None` when a signal ended the program.
    pub code: Option<i32>,
    pub wall: Duration,
    /// Processor time, user and system, when the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak resident memory in KiB, when the platform reports it.
    pub peak_kib: Option<u64>,
    /// True when the program was killed for running past the bound.
    pub timed_out: bool,
    /// True when stdout or stderr passed the output cap: the program was
    /// killed there, and the stream holds the cap's worth. (No cap yet.)
    pub output_cut: bool,
    /// True when the program failed saying it ran out of memory. (Not
    /// yet read.)
    pub out_of_memory: bool,
}

impl Run {
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out
    }

    /// The time a judge holds to its limit: processor time, as judges
    /// count it, so that a busy machine, which stretches the wall clock and
    /// not the work, does not turn a fast program into a slow one. Wall
    /// time where processor time is not measured.
    pub fn time(&self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }
}

/// Runs `program` with `args`, feeding it `input`; kills it after `bound`.
pub fn run(program: &Path, args: &[&str], input: &[u8], bound: Duration) -> std::io::Result<Run> {
    let started = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // The program may stop reading early (or answer before reading all):
    // feeding it from a thread keeps a full pipe from blocking us.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().expect("stdout is piped"));
    let stderr = drain(child.stderr.take().expect("stderr is piped"));

    let exit = wait::until_exit(&mut child, started, bound)?;
    let wall = started.elapsed();
    let _ = feeder.join();
    Ok(Run {
        stdout: lossy(stdout.join().unwrap_or_default()),
        stderr: lossy(stderr.join().unwrap_or_default()),
        code: exit.code,
        wall,
        cpu: exit.cpu,
        peak_kib: exit.peak_kib,
        timed_out: exit.timed_out,
        output_cut: false,
        out_of_memory: false,
    })
}

fn drain<R: Read + Send + 'static>(mut pipe: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(target_os = "linux")]
/// How a child ended, as `wait::until_exit` saw it (fields as in [`Run`]).
struct Exit {
    code: Option<i32>,
    cpu: Option<Duration>,
    peak_kib: Option<u64>,
    timed_out: bool,
}

mod wait {
    use super::Exit;
    use std::process::Child;
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    /// `struct rusage` of Linux: two `timeval`s (user and system time, each
    /// seconds and microseconds), then fourteen longs of which the first is
    /// the peak resident set in KiB.
    #[repr(C)]
    struct Rusage {
        times: [i64; 4],
        maxrss: i64,
        rest: [i64; 13],
    }

    extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    }

    /// Reaps the child with a blocking `wait4` on a helper thread, so that
    /// the exit is seen at once (no polling delay in the wall time), and
    /// kills it if `bound` passes first.
    pub fn until_exit(
        child: &mut Child,
        started: Instant,
        bound: Duration,
    ) -> std::io::Result<Exit> {
        let pid = child.id() as i32;
        let (done, exited) = mpsc::channel();
        std::thread::spawn(move || loop {
            let mut status = 0;
            let mut usage = Rusage {
                times: [0; 4],
                maxrss: 0,
                rest: [0; 13],
            };
            // SAFETY: both pointers refer to live, writable locals of the
            // right layout, and `pid` is our own child, reaped only here.
            let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            let error = std::io::Error::last_os_error();
            if reaped < 0 && error.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            let _ = done.send(if reaped == pid {
                Ok((status, usage.times, usage.maxrss))
            } else {
                Err(error)
            });
            return;
        });
        let remaining = bound.checked_sub(started.elapsed()).unwrap_or_default();
        let (outcome, timed_out) = match exited.recv_timeout(remaining) {
            Ok(outcome) => (outcome, false),
            Err(_) => {
                let _ = child.kill();
                (
                    exited.recv().map_err(|_| {
                        std::io::Error::new(std::io::ErrorKind::Other, "wait4 thread lost")
                    })?,
                    true,
                )
            }
        };
        let (status, times, maxrss) = outcome?;
        let micros =
            |seconds: i64, micros: i64| (seconds.max(0) * 1_000_000 + micros.max(0)) as u64;
        let cpu = Duration::from_micros(micros(times[0], times[1]) + micros(times[2], times[3]));
        let signalled = status & 0x7f != 0;
        let code = if signalled {
            None
        } else {
            Some((status >> 8) & 0xff)
        };
        Ok(Exit {
            code,
            cpu: Some(cpu),
            peak_kib: Some(maxrss.max(0) as u64),
            timed_out,
        })
    }
}

#[cfg(not(target_os = "linux"))]
mod wait {
    use super::Exit;
    use std::process::Child;
    use std::time::{Duration, Instant};

    pub fn until_exit(
        child: &mut Child,
        started: Instant,
        bound: Duration,
    ) -> std::io::Result<Exit> {
        let mut timed_out = false;
        loop {
            if let Some(status) = child.try_wait()? {
                return Ok(Exit {
                    code: status.code(),
                    cpu: None,
                    peak_kib: None,
                    timed_out,
                });
            }
            if !timed_out && started.elapsed() > bound {
                let _ = child.kill();
                timed_out = true;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn output_exit_code_and_memory_are_reported() {
        let run = run(
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
        #[cfg(target_os = "linux")]
        assert!(run.peak_kib.unwrap() > 0);
    }

    #[test]
    fn a_hanging_program_is_killed_at_the_bound() {
        let run = run(Path::new("sleep"), &["30"], b"", Duration::from_millis(200)).unwrap();
        assert!(run.timed_out);
        assert!(run.wall < Duration::from_secs(10));
        assert!(!run.success());
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn processor_time_counts_work_not_waiting() {
        // A sleeper waits: wall time, nearly no processor time.
        let sleeper = run(Path::new("sleep"), &["0.3"], b"", Duration::from_secs(10)).unwrap();
        assert!(sleeper.wall >= Duration::from_millis(300));
        assert!(
            sleeper.time() < Duration::from_millis(100),
            "{:?}",
            sleeper.cpu
        );
        // A busy loop of about 0.3 s of work, in a child of the shell: the
        // children a program waited for count as its own, as on a judge.
        let busy = run(
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

    #[test]
    fn a_program_that_ignores_a_large_input_does_not_block() {
        let input = vec![b'x'; 1 << 22];
        let run = run(Path::new("true"), &[], &input, Duration::from_secs(10)).unwrap();
        assert!(run.success());
    }
}
