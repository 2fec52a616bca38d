//! Windows and other systems: the judge polls the program for its end, the
//! bound and a kill asked for. Windows adds a job object (`windows.rs`);
//! elsewhere this is all: std alone kills the program itself (it knows no
//! process groups) and measures nothing but wall time.

use super::{piped, Bounds, Run, Started};
use std::io;
use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[cfg_attr(windows, allow(dead_code))]
pub fn unmeasured() -> Option<&'static str> {
    Some("peak memory not measured on this system")
}

/// Whether a kill was asked for, the start, the bound.
pub struct Waiter(Arc<AtomicBool>, Instant, Duration);

#[cfg_attr(windows, allow(dead_code))]
pub fn start(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    spawn(Command::new(program).args(args), bounds.wall)
}

/// Starts `command`, to be killed at `bound`.
pub fn spawn(command: &mut Command, bound: Duration) -> io::Result<Started<Waiter>> {
    let asked = Arc::new(AtomicBool::new(false));
    let flag = asked.clone();
    let kill = Arc::new(move || flag.store(true, SeqCst));
    Ok((
        piped(command).spawn()?,
        kill,
        Waiter(asked, Instant::now(), bound),
    ))
}

impl Waiter {
    /// std's `kill` is safe here: std knows whether it has reaped the child.
    pub fn wait(self, child: &mut Child) -> io::Result<Run> {
        let (status, wall, killed) = self.poll(child, |child| drop(child.kill()))?;
        Ok(Run {
            code: status.code(),
            wall,
            timed_out: killed == Some(true) && status.code().is_none(),
            ..Run::default()
        })
    }

    /// Polls every millisecond until the program ends, calling `kill` once
    /// at the bound or when asked: how it ended, the wall time, and
    /// `Some(whether at the bound)` if it was killed.
    pub fn poll(
        &self,
        child: &mut Child,
        mut kill: impl FnMut(&mut Child),
    ) -> io::Result<(ExitStatus, Duration, Option<bool>)> {
        let mut killed = None;
        loop {
            if let Some(status) = child.try_wait()? {
                return Ok((status, self.1.elapsed(), killed));
            }
            let asked = self.0.load(SeqCst);
            if killed.is_none() && (asked || self.1.elapsed() >= self.2) {
                killed = Some(!asked);
                kill(child);
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
