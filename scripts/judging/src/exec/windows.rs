//! Windows: the program runs in a job object of its own, which is what a
//! process group is elsewhere. The job kills every process in it at the
//! bound, on request and when the program exits (and when its last handle
//! closes, should this process die); it caps each process's committed
//! memory (`JOB_OBJECT_LIMIT_PROCESS_MEMORY`) and accounts for the
//! processor time of all of them. The peak memory is the job's
//! `PeakProcessMemoryUsed`: the peak commit of its largest process, the
//! program's own even behind `cmd /C`.
//!
//! The program is placed in the job just after it starts: a child it
//! starts in that instant escapes the job (`CREATE_SUSPENDED` would close
//! the gap, but std does not hand out the thread to resume).
//!
//! Written against the Windows documentation and checked by
//! `cargo check --target x86_64-pc-windows-gnu`, not yet run on Windows.

use super::{Bounds, Exit, Started};
use std::io;
use std::os::windows::io::AsRawHandle;
use std::os::windows::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[allow(non_snake_case)]
mod sys {
    use std::os::raw::c_void;

    pub type Handle = *mut c_void;

    /// JOBOBJECT_BASIC_LIMIT_INFORMATION.
    #[repr(C)]
    #[derive(Default)]
    pub struct BasicLimits {
        pub per_process_user_time: i64,
        pub per_job_user_time: i64,
        pub flags: u32,
        pub minimum_working_set: usize,
        pub maximum_working_set: usize,
        pub active_process_limit: u32,
        pub affinity: usize,
        pub priority_class: u32,
        pub scheduling_class: u32,
    }

    /// JOBOBJECT_EXTENDED_LIMIT_INFORMATION (with its IO_COUNTERS).
    #[repr(C)]
    #[derive(Default)]
    pub struct ExtendedLimits {
        pub basic: BasicLimits,
        pub io: [u64; 6],
        pub process_memory_limit: usize,
        pub job_memory_limit: usize,
        pub peak_process_memory_used: usize,
        pub peak_job_memory_used: usize,
    }

    /// JOBOBJECT_BASIC_ACCOUNTING_INFORMATION; times in 100 ns.
    #[repr(C)]
    #[derive(Default)]
    pub struct Accounting {
        pub total_user_time: i64,
        pub total_kernel_time: i64,
        pub this_period_user_time: i64,
        pub this_period_kernel_time: i64,
        pub page_faults: u32,
        pub total_processes: u32,
        pub active_processes: u32,
        pub terminated_processes: u32,
    }

    #[link(name = "kernel32")]
    extern "system" {
        pub fn CreateJobObjectW(attributes: *mut c_void, name: *const u16) -> Handle;
        pub fn SetInformationJobObject(
            job: Handle,
            class: i32,
            info: *mut c_void,
            length: u32,
        ) -> i32;
        pub fn QueryInformationJobObject(
            job: Handle,
            class: i32,
            info: *mut c_void,
            length: u32,
            returned: *mut u32,
        ) -> i32;
        pub fn AssignProcessToJobObject(job: Handle, process: Handle) -> i32;
        pub fn TerminateJobObject(job: Handle, code: u32) -> i32;
        pub fn CloseHandle(handle: Handle) -> i32;
        pub fn WaitForSingleObject(handle: Handle, millis: u32) -> u32;
    }

    pub const BASIC_ACCOUNTING: i32 = 1;
    pub const EXTENDED_LIMITS: i32 = 9;
    pub const LIMIT_PROCESS_MEMORY: u32 = 0x100;
    pub const LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x400;
    pub const LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x2000;
    pub const WAIT_OBJECT_0: u32 = 0;
}

/// The exit code of the processes the job kills.
const KILLED: u32 = 0xC000_013A;

/// A job object, closed (killing what is left in it) on drop.
struct Job(sys::Handle);

impl Job {
    fn new(cap_bytes: Option<u64>) -> io::Result<Job> {
        // SAFETY: no security attributes, no name.
        let handle = unsafe { sys::CreateJobObjectW(std::ptr::null_mut(), std::ptr::null()) };
        if handle.is_null() {
            return Err(io::Error::last_os_error());
        }
        let job = Job(handle);
        let mut limits = sys::ExtendedLimits::default();
        limits.basic.flags = sys::LIMIT_KILL_ON_JOB_CLOSE | sys::LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
        if let Some(cap) = cap_bytes {
            limits.basic.flags |= sys::LIMIT_PROCESS_MEMORY;
            limits.process_memory_limit = cap.min(usize::MAX as u64) as usize;
        }
        // SAFETY: `limits` is the structure this class names, of its size.
        let set = unsafe {
            sys::SetInformationJobObject(
                job.0,
                sys::EXTENDED_LIMITS,
                &mut limits as *mut _ as *mut _,
                std::mem::size_of::<sys::ExtendedLimits>() as u32,
            )
        };
        if set == 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(job)
    }

    fn terminate(&self) {
        // SAFETY: a live job handle of ours.
        unsafe { sys::TerminateJobObject(self.0, KILLED) };
    }

    fn query<T: Default>(&self, class: i32) -> Option<T> {
        let mut info = T::default();
        // SAFETY: `info` is the structure `class` names, of its size.
        let done = unsafe {
            sys::QueryInformationJobObject(
                self.0,
                class,
                &mut info as *mut T as *mut _,
                std::mem::size_of::<T>() as u32,
                std::ptr::null_mut(),
            )
        };
        if done == 0 {
            None
        } else {
            Some(info)
        }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        // SAFETY: the handle is ours and closed once.
        unsafe { sys::CloseHandle(self.0) };
    }
}

/// Why the peak memory is not measured, when it is not.
pub fn unmeasured() -> Option<&'static str> {
    None
}

pub struct Waiter {
    /// `None` when the program could not be put in a job (this process's
    /// own job forbids it): then only the program itself is killed, and
    /// nothing is measured.
    job: Option<Job>,
    asked: Arc<AtomicBool>,
    started: Instant,
    bound: Duration,
}

pub fn start(
    program: &Path,
    args: &[&str],
    bounds: &Bounds,
    bound: Duration,
) -> io::Result<Started<Waiter>> {
    let cap_bytes = bounds.memory_cap_kib.map(|kib| kib.saturating_mul(1024));
    let job = Job::new(cap_bytes)?;
    let mut command = Command::new(program);
    let is_cmd = program
        .file_stem()
        .map_or(false, |stem| stem.eq_ignore_ascii_case("cmd"));
    match args.split_first() {
        // `cmd /C LINE` (see `super::shell`): cmd does not parse its line
        // as std quotes arguments, so it goes as it is, quoted once for /S.
        Some((first, line)) if is_cmd && first.eq_ignore_ascii_case("/C") => {
            command
                .args(["/S", "/C"])
                .raw_arg(format!("\"{}\"", line.join(" ")));
        }
        _ => {
            command.args(args);
        }
    }
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let started = Instant::now();
    let child = command.spawn()?;
    // SAFETY: both handles are live; std keeps the process handle open
    // for as long as `child` lives.
    let assigned =
        unsafe { sys::AssignProcessToJobObject(job.0, child.as_raw_handle() as sys::Handle) } != 0;
    let asked = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&asked);
    Ok(Started {
        child,
        kill: Arc::new(move || flag.store(true, Ordering::SeqCst)),
        waiter: Waiter {
            job: if assigned { Some(job) } else { None },
            asked,
            started,
            bound,
        },
    })
}

impl Waiter {
    /// Waits for the program's end, in slices of 10 ms so that a request
    /// to kill is heard; the end itself is seen at once.
    pub fn wait(self, child: &mut Child) -> io::Result<Exit> {
        let process = child.as_raw_handle() as sys::Handle;
        // No deadline for a bound past the clock's range.
        let deadline = self.started.checked_add(self.bound);
        let mut at_bound = false;
        let mut killed = false;
        loop {
            let left = deadline.map_or(Duration::MAX, |d| {
                d.saturating_duration_since(Instant::now())
            });
            let slice = left.min(Duration::from_millis(10)).as_millis() as u32 + 1;
            // SAFETY: the process handle lives as long as `child`.
            if unsafe { sys::WaitForSingleObject(process, slice) } == sys::WAIT_OBJECT_0 {
                break;
            }
            let past = deadline.map_or(false, |d| Instant::now() >= d);
            if (past || self.asked.load(Ordering::SeqCst)) && !killed {
                at_bound = past && !self.asked.load(Ordering::SeqCst);
                killed = true;
                match &self.job {
                    Some(job) => job.terminate(),
                    None => {
                        let _ = child.kill();
                    }
                }
            }
        }
        let wall = self.started.elapsed();
        let (mut cpu, mut peak_kib) = (None, None);
        if let Some(job) = &self.job {
            job.terminate();
            if let Some(times) = job.query::<sys::Accounting>(sys::BASIC_ACCOUNTING) {
                let hundreds = (times.total_user_time + times.total_kernel_time).max(0) as u64;
                cpu = Some(Duration::from_nanos(hundreds.saturating_mul(100)));
            }
            if let Some(limits) = job.query::<sys::ExtendedLimits>(sys::EXTENDED_LIMITS) {
                peak_kib = Some(limits.peak_process_memory_used as u64 / 1024);
            }
        }
        let status = child.wait()?;
        let code = status.code();
        let ended_by_us = killed && code == Some(KILLED as i32);
        Ok(Exit {
            code: if ended_by_us { None } else { code },
            signal: None,
            wall: Some(wall),
            cpu,
            peak_kib,
            timed_out: at_bound && ended_by_us,
        })
    }
}
