//! Other systems: std alone. The program itself is killed at the bound or
//! on request (std knows no process groups), and neither its processor time
//! nor its peak memory is measured (wall time is held to the limit).

use super::polled::Polled;
use super::{piped, Bounds, Exit, Started};
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
    Ok((
        piped(Command::new(program).args(args)).spawn()?,
        kill,
        waiter,
    ))
}

impl Polled {
    /// Polls every millisecond; std's `kill` is safe here, as std knows
    /// whether it has reaped the child.
    pub fn wait(self, child: &mut Child) -> io::Result<Exit> {
        let mut killed = None; // Some(whether at the bound)
        loop {
            if let Some(status) = child.try_wait()? {
                return Ok(Exit {
                    code: status.code(),
                    signal: None,
                    wall: Some(self.1.elapsed()),
                    cpu: None,
                    peak_kib: None,
                    timed_out: killed == Some(true) && status.code().is_none(),
                });
            }
            if let (_, Some(at_bound)) = self.due() {
                if killed.is_none() {
                    killed = Some(at_bound);
                    let _ = child.kill();
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
