//! Other systems: std alone. The program is killed at the bound or on
//! request (itself only: std knows no process groups), and neither its
//! processor time nor its peak memory is measured (the judge then holds the
//! wall time to the limit).

use super::{Bounds, Exit, Started};
use std::io;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Why the peak memory is not measured, when it is not.
pub fn unmeasured() -> Option<&'static str> {
    Some("peak memory not measured on this system")
}

pub struct Waiter {
    asked: Arc<AtomicBool>,
    started: Instant,
    bound: Duration,
}

pub fn start(
    program: &Path,
    args: &[&str],
    _: &Bounds,
    bound: Duration,
) -> io::Result<Started<Waiter>> {
    let started = Instant::now();
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let asked = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&asked);
    Ok(Started {
        child,
        kill: Arc::new(move || flag.store(true, Ordering::SeqCst)),
        waiter: Waiter {
            asked,
            started,
            bound,
        },
    })
}

impl Waiter {
    /// Polls every millisecond; std's `kill` is safe here, as std knows
    /// whether it has reaped the child.
    pub fn wait(self, child: &mut Child) -> io::Result<Exit> {
        let mut killed = None;
        loop {
            if let Some(status) = child.try_wait()? {
                let wall = self.started.elapsed();
                return Ok(Exit {
                    code: status.code(),
                    signal: None,
                    wall: Some(wall),
                    cpu: None,
                    peak_kib: None,
                    timed_out: killed == Some(true) && status.code().is_none(),
                });
            }
            if killed.is_none() {
                let asked = self.asked.load(Ordering::SeqCst);
                if asked || self.started.elapsed() > self.bound {
                    killed = Some(!asked);
                    let _ = child.kill();
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
