//! The judge's runner (compiled by `build.rs`): starts the program, sees it
//! through (`supervise.rs`) and reports. It exists for the memory figure:
//! `ru_maxrss` starts from the high-water mark of the memory a process was
//! exec'd from (a 400 MB judge would report 400 MB for `true`); forked from
//! the small runner, the program starts from a few MB.
//!
//! Usage: `judge-runner BOUND_MICROS CAP_BYTES|- -- PROGRAM [ARGS...]`, the
//! program inheriting the standard streams. Descriptor 3 is a control
//! socket: a byte from the judge (output past the cap) or end-of-file kills
//! the group; the runner answers one line, `Report::encode`'s or
//! `error ERRNO MESSAGE`.

#[allow(dead_code)]
#[path = "supervise.rs"]
mod supervise;

use std::io::{Read, Write};
use std::os::unix::io::FromRawFd;
use std::os::unix::net::UnixStream;
use std::process::{exit, Command};
use std::time::Duration;

const SIG_IGN: usize = 1;

fn main() {
    for signal in supervise::PASSED_OVER {
        // SAFETY: a plain system call, setting a disposition to "ignore".
        unsafe { supervise::sys::signal(signal, SIG_IGN) };
    }
    // SAFETY: the judge passes the socket as descriptor 3, owned by nothing
    // else here. A close-on-exec copy is kept and the original closed, so
    // that the program does not inherit it.
    let control = unsafe { UnixStream::from_raw_fd(3) }.try_clone();
    let both = control.and_then(|control| Ok((control.try_clone()?, control)));
    let (mut answer, mut requests) = both.unwrap_or_else(|_| exit(2));
    let words: Vec<String> = std::env::args().skip(1).collect();
    let started = match &words[..] {
        [bound, cap, dashes, program, args @ ..] if dashes == "--" => {
            let bound = bound.parse().map_or(Duration::from_secs(3600), Duration::from_micros);
            supervise::start(Command::new(program).args(args), cap.parse().ok(), bound)
        }
        _ => {
            let _ = answer.write_all(b"error 0 the runner was called with the wrong words\n");
            exit(2);
        }
    };
    let error = |e: std::io::Error| format!("error {} {e}\n", e.raw_os_error().unwrap_or(0));
    let line = match started {
        Ok((_child, mut supervision)) => {
            // A request, end-of-file (the judge is gone) or an error: the
            // program's group is killed either way.
            let group = supervision.group.clone();
            std::thread::spawn(move || loop {
                match requests.read(&mut [0u8]) {
                    Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                    _ => return group.kill(supervise::Why::Asked),
                }
            });
            supervision.finish().map_or_else(error, |report| report.encode())
        }
        Err(e) => error(e),
    };
    let _ = answer.write_all(line.as_bytes());
}
