//! The judge's runner: starts the program to judge, sees it through
//! (`supervise.rs`) and reports on it. `build.rs` compiles it with rustc.
//!
//! It exists for the memory figure: a process's `ru_maxrss` starts from the
//! high-water mark of the memory it was exec'd from, so a judge holding
//! 400 MB would report 400 MB for `true`. The runner is small and freshly
//! exec'd, so the program, forked from it, starts from a few MB.
//!
//! Usage: `judge-runner BOUND_MICROS CAP_BYTES|- -- PROGRAM [ARGS...]`; the
//! program inherits stdin, stdout and stderr. Descriptor 3 is a control
//! socket: a byte from the judge kills the program's group (its output
//! passed the cap), end-of-file (the judge is gone) too; the runner writes
//! back one line, the report (`Report::encode`) or `error ERRNO MESSAGE`.

#[allow(dead_code)]
#[path = "supervise.rs"]
mod supervise;

use std::io::{Read, Write};
use std::os::unix::io::FromRawFd;
use std::os::unix::net::UnixStream;
use std::process::{exit, Command};
use std::time::Duration;

fn main() {
    for signal in supervise::PASSED_OVER {
        // SAFETY: a plain system call, setting a disposition to "ignore".
        unsafe { supervise::sys::signal(signal, supervise::sys::SIG_IGN) };
    }
    // SAFETY: the judge passes the socket as descriptor 3, owned by nothing
    // else here. A close-on-exec copy is kept and the original closed, so
    // that the program does not inherit it.
    let control = unsafe { UnixStream::from_raw_fd(3) }.try_clone();
    let (control, mut requests) = match control.and_then(|c| Ok((c.try_clone()?, c))) {
        Ok(both) => both,
        Err(_) => exit(2),
    };
    let mut answer = &control;
    let words: Vec<String> = std::env::args().skip(1).collect();
    let (bound, cap, program, args) = match &words[..] {
        [bound, cap, dashes, program, args @ ..] if dashes == "--" => {
            (bound.parse().map(Duration::from_micros), cap.parse().ok(), program, args)
        }
        _ => {
            let _ = answer.write_all(b"error 0 the runner was called with the wrong words\n");
            exit(2);
        }
    };
    let bound = bound.unwrap_or(Duration::from_secs(3600));
    let error = |error: std::io::Error| {
        format!("error {} {}\n", error.raw_os_error().unwrap_or(0), error)
    };
    let (child, supervision) = match supervise::start(Command::new(program).args(args), cap, bound) {
        Ok(started) => started,
        Err(e) => {
            let _ = answer.write_all(error(e).as_bytes());
            exit(0);
        }
    };
    // A request, end-of-file (the judge is gone) or an error: the program's
    // group is killed either way.
    let group = supervision.group();
    std::thread::spawn(move || loop {
        match requests.read(&mut [0u8]) {
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            _ => return group.kill(supervise::Why::Asked),
        }
    });
    let line = supervision.finish().map_or_else(error, |report| report.encode());
    drop(child);
    let _ = answer.write_all(line.as_bytes());
}
