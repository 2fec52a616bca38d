//! Other systems: std alone. The program itself is killed at the bound or
//! on request (std knows no process groups), and neither its processor time
//! nor its peak memory is measured (wall time is held to the limit).

use super::{Bounds, Exit, Started};
use std::io;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub fn unmeasured() -> Option<&'static str> {
    Some("peak memory not measured on this system")
}

pub struct Waiter {
    asked: Arc<AtomicBool>,
    started: Instant,
    bound: Duration,
}

pub fn start(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    let started = Instant::now();
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let asked = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&asked);
    let (bound, kill) = (
        bounds.wall,
        Arc::new(move || flag.store(true, Ordering::SeqCst)),
    );
    let waiter = Waiter {
        asked,
        started,
        bound,
    };
    Ok((child, kill, waiter))
}

impl Waiter {
    /// Polls every millisecond; std's `kill` is safe here, as std knows
    /// whether it has reaped the child.
    pub fn wait(self, child: &mut Child) -> io::Result<Exit> {
        let mut killed = None; // Some(whether at the bound)
        loop {
            if let Some(status) = child.try_wait()? {
                return Ok(Exit {
                    code: status.code(),
                    signal: None,
                    wall: Some(self.started.elapsed()),
                    cpu: None,
                    peak_kib: None,
                    timed_out: killed == Some(true) && status.code().is_none(),
                });
            }
            let asked = self.asked.load(Ordering::SeqCst);
            if killed.is_none() && (asked || self.started.elapsed() > self.bound) {
                killed = Some(!asked);
                let _ = child.kill();
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
