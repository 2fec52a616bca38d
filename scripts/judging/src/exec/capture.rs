//! Reading a program's stdout or stderr in chunks up to a cap: at the first
//! byte past it the group is killed and the pipe dropped.

use std::io::Read;
use std::sync::{mpsc, Arc, Mutex};
use std::time::Instant;

/// Kills the program's whole group; safe at any time, any number of times.
pub type Killer = Arc<dyn Fn() + Send + Sync>;

/// What a stream held.
#[derive(Debug, Default)]
pub struct Captured {
    pub bytes: Vec<u8>,
    /// The program wrote past the cap (and was killed).
    pub cut: bool,
}

/// Starts reading `pipe` on a thread of its own, keeping at most `cap`
/// bytes; `kill` is called once, at the first byte past the cap. Returns
/// what collects the stream as it is at its end, or at a deadline.
pub fn start<R>(mut pipe: R, cap: usize, kill: Killer) -> impl FnOnce(Instant) -> Captured
where
    R: Read + Send + 'static,
{
    let held = Arc::new(Mutex::new(Captured::default()));
    let (finished, done) = mpsc::channel();
    let filling = Arc::clone(&held);
    std::thread::spawn(move || {
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            let read = match pipe.read(&mut chunk) {
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Ok(0) | Err(_) => break,
                Ok(read) => read,
            };
            let mut captured = filling.lock().unwrap_or_else(|e| e.into_inner());
            let bytes = &mut captured.bytes;
            let keep = read.min(cap - bytes.len());
            let needed = bytes.len() + keep;
            if needed > bytes.capacity() {
                // Doubling as a `Vec` does, but never past the cap.
                let target = (bytes.capacity() * 2).clamp(needed, cap);
                bytes.reserve_exact(target - bytes.len());
            }
            bytes.extend_from_slice(&chunk[..keep]);
            if keep < read {
                captured.cut = true;
                drop(captured);
                kill();
                break;
            }
        }
        let _ = finished.send(());
    });
    move |deadline| {
        let _ = done.recv_timeout(deadline.saturating_duration_since(Instant::now()));
        std::mem::take(&mut *held.lock().unwrap_or_else(|e| e.into_inner()))
    }
}
