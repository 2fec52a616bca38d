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

/// A stream being read on a thread of its own.
pub struct Capture {
    held: Arc<Mutex<Captured>>,
    done: mpsc::Receiver<()>,
}

/// Starts reading `pipe`, keeping at most `cap` bytes; `kill` is called
/// once, at the first byte past the cap.
pub fn start<R: Read + Send + 'static>(mut pipe: R, cap: usize, kill: Killer) -> Capture {
    let held = Arc::new(Mutex::new(Captured::default()));
    let (finished, done) = mpsc::channel();
    let filling = Arc::clone(&held);
    std::thread::spawn(move || {
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            let read = match pipe.read(&mut chunk) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
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
    Capture { held, done }
}

impl Capture {
    /// What the stream held at its end, or at `deadline`.
    pub fn collect(self, deadline: Instant) -> Captured {
        let _ = self
            .done
            .recv_timeout(deadline.saturating_duration_since(Instant::now()));
        std::mem::take(&mut *self.held.lock().unwrap_or_else(|e| e.into_inner()))
    }
}
