//! Other systems: std alone. The program itself is killed at the bound or
//! on request (std knows no process groups), and neither its processor time
//! nor its peak memory is measured (wall time is held to the limit).

use super::polled::Polled;
use super::{piped, Bounds, Run, Started};
use std::io;
use std::path::Path;
use std::process::{Child, Command};
use std::time::Duration;

pub fn unmeasured() -> Option<&'static str> {
    Some("peak memory not measured on this system")
}

pub type Waiter = Polled;

pub fn start(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    let (waiter, kill) = Polled::new(bounds.wall);
    let child = piped(Command::new(program).args(args)).spawn()?;
    Ok((child, kill, waiter))
}

impl Polled {
    /// Polls every millisecond; std's `kill` is safe here, as std knows
    /// whether it has reaped the child.
    pub fn wait(self, child: &mut Child) -> io::Result<Run> {
        let ended = |child: &mut Child, _| {
            let status = child.try_wait()?;
            if status.is_none() {
                std::thread::sleep(Duration::from_millis(1));
            }
            Ok(status.is_some())
        };
        let (wall, killed) = self.wait_polling(child, ended, |child| drop(child.kill()))?;
        let code = child.wait()?.code();
        Ok(Run {
            code,
            signal: None,
            wall,
            cpu: None,
            peak_kib: None,
            timed_out: killed == Some(true) && code.is_none(),
            ..Run::default()
        })
    }
}
