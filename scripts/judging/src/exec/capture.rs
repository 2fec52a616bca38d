//! Reading a program's stdout or stderr into memory, up to a cap: read in
//! chunks, kept until the cap, and at the first byte past it the program's
//! group is killed and the pipe dropped, so that the judge never holds more
//! than the cap, however much the program prints.

use std::io::Read;
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::Instant;

/// Kills the program's whole group; safe to call at any time, any number
/// of times (after the program is reaped it does nothing).
pub type Killer = Arc<dyn Fn() + Send + Sync>;

/// What a stream held.
#[derive(Debug, Default)]
pub struct Captured {
    pub bytes: Vec<u8>,
    /// True when the program wrote past the cap: `bytes` holds the cap's
    /// worth, and the program was killed.
    pub cut: bool,
}

/// A stream being read on a thread of its own.
pub struct Capture {
    held: Arc<Mutex<Captured>>,
    done: mpsc::Receiver<()>,
}

const CHUNK: usize = 64 * 1024;

/// Starts reading `pipe`, keeping at most `cap` bytes; `kill` is called
/// once, at the first byte past the cap.
pub fn start<R: Read + Send + 'static>(mut pipe: R, cap: usize, kill: Killer) -> Capture {
    let held = Arc::new(Mutex::new(Captured::default()));
    let (finished, done) = mpsc::channel();
    let filling = Arc::clone(&held);
    thread::spawn(move || {
        let mut chunk = vec![0u8; CHUNK];
        loop {
            let read = match pipe.read(&mut chunk) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let mut captured = filling.lock().unwrap_or_else(|e| e.into_inner());
            let room = cap - captured.bytes.len();
            let keep = read.min(room);
            grow_within(&mut captured.bytes, keep, cap);
            captured.bytes.extend_from_slice(&chunk[..keep]);
            if read > room {
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

/// Makes room for `more` bytes, doubling as a `Vec` does but never past
/// `cap` bytes of capacity.
fn grow_within(bytes: &mut Vec<u8>, more: usize, cap: usize) {
    let needed = bytes.len() + more;
    if needed > bytes.capacity() {
        let target = (bytes.capacity() * 2).max(needed).min(cap.max(needed));
        bytes.reserve_exact(target - bytes.len());
    }
}

impl Capture {
    /// What the stream held once it reached its end, or at `deadline`
    /// (a process that left the program's group may hold the pipe open).
    pub fn collect(self, deadline: Instant) -> Captured {
        let left = deadline.saturating_duration_since(Instant::now());
        let _ = self.done.recv_timeout(left);
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        std::mem::take(&mut *held)
    }
}
