//! Windows: a job object is the program's process group, killed at the
//! bound, on request, at the exit and when its last handle closes; it caps
//! each process's commit and sums processor time; the peak is the largest
//! process's (`cmd` aside). A child started before the program joins the job
//! escapes it. Checked by `cargo check`, not yet run on Windows.

use super::{portable, Bounds, Run, Started};
use std::io;
use std::os::windows::io::AsRawHandle;
use std::os::windows::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command};
use std::time::Duration;

#[allow(non_snake_case)]
mod sys {
    use std::os::raw::c_void;

    pub type Handle = *mut c_void;

    /// JOBOBJECT_EXTENDED_LIMIT_INFORMATION (basic limits, IO_COUNTERS, memory).
    #[repr(C)]
    #[derive(Default)]
    pub struct ExtendedLimits {
        pub per_process_user_time: i64,
        pub per_job_user_time: i64,
        pub flags: u32,
        pub working_set: [usize; 2],
        pub active_process_limit: u32,
        pub affinity: usize,
        pub priority_and_scheduling_class: [u32; 2],
        pub io: [u64; 6],
        pub process_memory_limit: usize,
        pub job_memory_limit: usize,
        pub peak_process_memory_used: usize,
        pub peak_job_memory_used: usize,
    }

    /// JOBOBJECT_BASIC_ACCOUNTING_INFORMATION (times in 100 ns).
    #[repr(C)]
    #[derive(Default)]
    pub struct Accounting {
        pub total_user_time: i64,
        pub total_kernel_time: i64,
        pub this_period: [i64; 2],
        pub counts: [u32; 4],
    }

    #[link(name = "kernel32")]
    extern "system" {
        pub fn CreateJobObjectW(attributes: *mut c_void, name: *const u16) -> Handle;
        pub fn SetInformationJobObject(job: Handle, class: i32, info: *mut c_void, len: u32)
            -> i32;
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
    }

    pub const BASIC_ACCOUNTING: i32 = 1;
    pub const EXTENDED_LIMITS: i32 = 9;
    pub const LIMIT_PROCESS_MEMORY: u32 = 0x100;
    pub const LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x400;
    pub const LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x2000;
}

/// The exit code of the processes the job kills.
const KILLED: u32 = 0xC000_013A;

/// A job object, closed (killing what is left in it) on drop.
struct Job(sys::Handle);

impl Job {
    fn new(cap_bytes: Option<u64>) -> io::Result<Job> {
        // SAFETY: no security attributes, no name.
        let job = Job(unsafe { sys::CreateJobObjectW(std::ptr::null_mut(), std::ptr::null()) });
        if job.0.is_null() {
            return Err(io::Error::last_os_error());
        }
        let memory = cap_bytes.map_or(0, |_| sys::LIMIT_PROCESS_MEMORY);
        let mut limits = sys::ExtendedLimits {
            flags: sys::LIMIT_KILL_ON_JOB_CLOSE | sys::LIMIT_DIE_ON_UNHANDLED_EXCEPTION | memory,
            process_memory_limit: cap_bytes.map_or(0, |cap| cap.min(usize::MAX as u64) as usize),
            ..Default::default()
        };
        let size = std::mem::size_of::<sys::ExtendedLimits>() as u32;
        // SAFETY: `limits` is the structure this class names, of its size.
        let info = &mut limits as *mut _ as *mut _;
        if unsafe { sys::SetInformationJobObject(job.0, sys::EXTENDED_LIMITS, info, size) } == 0 {
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
        let (size, none) = (std::mem::size_of::<T>() as u32, std::ptr::null_mut());
        // SAFETY: `info` is the structure `class` names, of its size.
        let done = unsafe {
            sys::QueryInformationJobObject(self.0, class, &mut info as *mut T as *mut _, size, none)
        };
        Some(info).filter(|_| done != 0)
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        // SAFETY: the handle is ours and closed once.
        unsafe { sys::CloseHandle(self.0) };
    }
}

pub fn unmeasured() -> Option<&'static str> {
    None
}

/// The job (`None` when the judge's own job forbids one: then only the
/// program is killed, and nothing measured), and the polling.
pub struct Waiter(Option<Job>, portable::Waiter);

pub fn start(program: &Path, args: &[&str], bounds: &Bounds) -> io::Result<Started<Waiter>> {
    let job = Job::new(bounds.memory_cap_kib.map(|kib| kib.saturating_mul(1024)))?;
    let mut command = Command::new(program);
    let is_cmd = (program.file_stem()).map_or(false, |stem| stem.eq_ignore_ascii_case("cmd"));
    match args.split_first() {
        // `cmd /C LINE` (see `super::shell`): cmd does not parse its line
        // as std quotes arguments, so it goes as it is, quoted once for /S.
        Some((first, line)) if is_cmd && first.eq_ignore_ascii_case("/C") => {
            let line = format!("\"{}\"", line.join(" "));
            command.args(["/S", "/C"]).raw_arg(line)
        }
        _ => command.args(args),
    };
    let (child, kill, polled) = portable::spawn(&mut command, bounds.wall)?;
    // SAFETY: both handles live (std keeps the process's as long as `child`).
    let process = child.as_raw_handle() as sys::Handle;
    let assigned = unsafe { sys::AssignProcessToJobObject(job.0, process) } != 0;
    Ok((child, kill, Waiter(Some(job).filter(|_| assigned), polled)))
}

impl Waiter {
    pub fn wait(self, child: &mut Child) -> io::Result<Run> {
        let (job, polled) = match self {
            Waiter(Some(job), polled) => (job, polled),
            Waiter(None, polled) => return polled.wait(child),
        };
        let (status, wall, killed) = polled.poll(child, |_| job.terminate())?;
        job.terminate();
        let times = job.query::<sys::Accounting>(sys::BASIC_ACCOUNTING);
        let hundreds = times.map(|t| (t.total_user_time + t.total_kernel_time).max(0) as u64);
        let limits = job.query::<sys::ExtendedLimits>(sys::EXTENDED_LIMITS);
        let ended_by_us = killed.is_some() && status.code() == Some(KILLED as i32);
        Ok(Run {
            code: status.code().filter(|_| !ended_by_us),
            wall,
            cpu: hundreds.map(|hundreds| Duration::from_nanos(hundreds.saturating_mul(100))),
            peak_kib: limits.map(|limits| limits.peak_process_memory_used as u64 / 1024),
            timed_out: killed == Some(true) && ended_by_us,
            ..Run::default()
        })
    }
}
