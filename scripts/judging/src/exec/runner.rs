//! The judge's runner: a small program that starts the program to judge,
//! sees it through (`supervise.rs`) and reports on it. `build.rs` compiles
//! it on its own with rustc; the judge starts it for every run.
//!
//! It exists for the memory figure. A process's peak resident set
//! (`ru_maxrss`) starts from the peak of the memory it was started from:
//! Linux records the old memory's high-water mark at exec, and a judge
//! that holds 400 MB would report 400 MB for `true`. The runner is freshly
//! exec'd and small, so the program, forked from it, starts from a few MB.
//!
//! Usage: `judge-runner BOUND_MICROS CAP_BYTES|- -- PROGRAM [ARGS...]`,
//! with the program's stdin, stdout and stderr as its own (the program
//! inherits them) and a control socket as file descriptor 3: the judge
//! writes a byte there to have the program's group killed (its output
//! passed the cap), and reads back one line, the report
//! (`Report::encode`), or `error ERRNO MESSAGE` when the program could not
//! be started. End-of-file on the socket means the judge is gone: the
//! program's group is killed.

#[allow(dead_code)]
#[path = "supervise.rs"]
mod supervise;

use std::io::{Read, Write};
use std::os::unix::io::FromRawFd;
use std::os::unix::net::UnixStream;
use std::process::Command;
use std::time::Duration;

fn main() {
    for signal in supervise::PASSED_OVER {
        // SAFETY: a plain system call, setting a disposition to "ignore".
        unsafe { supervise::sys::signal(signal, supervise::sys::SIG_IGN) };
    }
    let control = take_control();
    let mut answer = &control;
    let words: Vec<String> = std::env::args().skip(1).collect();
    let (bound, cap, program, args) = match &words[..] {
        [bound, cap, dashes, program, args @ ..] if dashes == "--" => {
            (bound.parse().map(Duration::from_micros), cap.parse().ok(), program, args)
        }
        _ => {
            let _ = answer.write_all(b"error 0 the runner was called with the wrong words\n");
            std::process::exit(2);
        }
    };
    let mut command = Command::new(program);
    command.args(args);
    let bound = bound.unwrap_or(Duration::from_secs(3600));
    let (child, supervision) = match supervise::start(&mut command, cap, bound) {
        Ok(started) => started,
        Err(error) => {
            let line = format!("error {} {}\n", error.raw_os_error().unwrap_or(0), error);
            let _ = answer.write_all(line.as_bytes());
            std::process::exit(0);
        }
    };
    kill_on_request(&control, supervision.group());
    let line = match supervision.finish() {
        Ok(report) => report.encode(),
        Err(error) => format!("error {} {}\n", error.raw_os_error().unwrap_or(0), error),
    };
    drop(child);
    let _ = answer.write_all(line.as_bytes());
}

/// The control socket, descriptor 3.
fn take_control() -> UnixStream {
    // SAFETY: the judge passes the socket as descriptor 3, and nothing
    // else in this process owns it. A copy is kept (made close-on-exec, as
    // std makes every descriptor) and the original closed, so that the
    // program does not inherit it.
    let inherited = unsafe { UnixStream::from_raw_fd(3) };
    match inherited.try_clone() {
        Ok(control) => control,
        Err(_) => std::process::exit(2),
    }
}

/// Kills the program's group when the judge asks (a byte on `control`) or
/// goes away (end-of-file).
fn kill_on_request(control: &UnixStream, group: supervise::Group) {
    let mut requests = match control.try_clone() {
        Ok(requests) => requests,
        Err(_) => {
            group.kill(supervise::Why::Asked);
            std::process::exit(2);
        }
    };
    std::thread::spawn(move || {
        let mut byte = [0u8];
        loop {
            match requests.read(&mut byte) {
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                // A request, end-of-file (the judge is gone) or an error:
                // the program's group is killed either way.
                _ => {
                    group.kill(supervise::Why::Asked);
                    return;
                }
            }
        }
    });
}
