//! `msrv`: the pasteable files compiled by rustc 1.63, the oldest the
//! collection promises (clippy misses newer language features), and judged
//! on their samples. The compiler is Debian bookworm's, fetched with
//! `apt-get download` into `<target>/msrv/` and unpacked with `dpkg -x`.

use crate::args::{at, Words};
use crate::samples::{self, Checking, Program, Tally};
use crate::standalone;
use judging::text::seconds;
use judging::workspace::{self, Problem, Version};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

pub const VERSION: &str = "1.63";

/// The editions 1.63 knows that judges use (2024 arrived with 1.85).
pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// Debian's packages: the compiler, its standard library, its LLVM.
pub const PACKAGES: [&str; 4] = ["rustc", "libstd-rust-1.63", "libstd-rust-dev", "libllvm14"];

/// `msrv [ID...] [--required]`: `Ok(false)` when a file fails to compile or
/// a sample fails.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &["--required"])
        .map_err(|why| format!("{why} (usage: msrv [ID...] [--required])"))?;
    let problems = workspace::select(root, &words.positional)?;
    if Command::new("apt-get").arg("--version").output().is_err() {
        return skipped(words.has_flag("--required"));
    }
    let folder = crate::cargo::target_dir(root)?.join("msrv");
    let started = Instant::now();
    let compiler = Compiler::fetch(&folder)?;
    let mut totals = Totals::default();
    let (version, sysroot) = (&compiler.version, compiler.sysroot.display());
    totals.fetch = started.elapsed();
    let ready = seconds(totals.fetch);
    println!("{version} in {sysroot} (ready in {ready})");
    let out_dir = folder.join("bin");
    fs::create_dir_all(&out_dir).map_err(at(&out_dir))?;
    let shown = |version: &Version| {
        let source = version.source.strip_prefix(root).unwrap_or(&version.source);
        source.display().to_string()
    };
    let mut width = 0;
    for problem in &problems {
        for version in problem.versions()? {
            width = width.max(shown(&version).len());
        }
    }
    for problem in &problems {
        let checking = Checking::of(root, problem)?;
        let check = Check {
            root,
            compiler: &compiler,
            problem,
            checking: &checking,
            out_dir: &out_dir,
        };
        for version in problem.versions()? {
            let file = format!("{:<width$}", shown(&version));
            check.file(&file, &version, &mut totals)?;
        }
    }
    println!("{}", totals.say());
    Ok(totals.failed == 0 && totals.tally.failed == 0)
}

/// Without apt-get: skipped, or an error with `--required` or in CI (`CI`
/// set, and not to `false`).
fn skipped(required: bool) -> Result<bool, String> {
    let ci = std::env::var("CI").is_ok_and(|ci| !["", "0", "false"].contains(&ci.as_str()));
    let why = format!("no apt-get here (the check fetches Debian's rustc {VERSION} packages)");
    if required || ci {
        let by = if ci { "CI" } else { "--required" };
        return Err(format!("msrv: {why}, and {by} requires the check"));
    }
    println!("msrv: skipped, {why}");
    Ok(true)
}

#[derive(Default)]
struct Totals {
    compiled: usize,
    failed: usize,
    tally: Tally,
    fetch: Duration,
    compile: Duration,
    judge: Duration,
}

impl Totals {
    fn say(&self) -> String {
        let (compiled, failed, samples) = (self.compiled, self.failed, self.tally.say());
        let times = [self.fetch, self.compile, self.judge].map(seconds);
        format!(
            "rustc {VERSION}: {compiled} compiled, {failed} failed to compile; samples: {samples} \
             (fetch {}, compile {}, judge {})",
            times[0], times[1], times[2]
        )
    }
}

struct Check<'a> {
    root: &'a Path,
    compiler: &'a Compiler,
    problem: &'a Problem,
    checking: &'a Checking,
    out_dir: &'a Path,
}

impl Check<'_> {
    /// `version` compiled in each edition and judged; lines start with `file`.
    fn file(&self, file: &str, version: &Version, totals: &mut Totals) -> Result<(), String> {
        for edition in EDITIONS {
            let label = format!("{VERSION}/{edition}");
            let started = Instant::now();
            let mut rustc = self.compiler.command();
            let source = &version.source;
            let outcome = standalone::compile_with(&mut rustc, source, edition, self.out_dir, true);
            let took = started.elapsed();
            totals.compile += took;
            let binary = match outcome {
                Ok(binary) => binary,
                Err(why) => {
                    totals.failed += 1;
                    println!("{file}  {label}  FAILED\n{why}");
                    continue;
                }
            };
            totals.compiled += 1;
            println!("{file}  {label}  compiled ({})", seconds(took));
            // The version goes into the label, padded for aligned columns.
            let name = format!("{} {label}", version.label(self.problem));
            let program = Program::binary(&format!("{name:<17}"), &binary);
            let started = Instant::now();
            totals.tally += samples::judge_all(self.root, self.problem, self.checking, &program)?;
            totals.judge += started.elapsed();
        }
        Ok(())
    }
}

/// The unpacked compiler and what it needs to run.
#[derive(Debug)]
pub struct Compiler {
    /// The unpacked `usr/`; its multiarch folder of shared libraries; what
    /// `rustc --version` said.
    pub sysroot: PathBuf,
    pub libraries: PathBuf,
    pub version: String,
}

impl Compiler {
    /// The compiler unpacked under `folder`, fetched first when missing.
    pub fn fetch(folder: &Path) -> Result<Compiler, String> {
        let unpacked = folder.join(format!("rustc-{VERSION}"));
        if let Ok(compiler) = Compiler::at(&unpacked) {
            return Ok(compiler);
        }
        let debs = download(&folder.join("debs"))?;
        // Moved in whole: no half-unpacked compiler is ever reused.
        let partial = folder.join(format!("unpacking-{}", std::process::id()));
        let _ = fs::remove_dir_all(&partial);
        for deb in &debs {
            let mut dpkg = Command::new("dpkg");
            check(dpkg.arg("-x").arg(deb).arg(&partial), "dpkg -x")?;
        }
        let _ = fs::remove_dir_all(&unpacked);
        fs::rename(&partial, &unpacked).map_err(at(&unpacked))?;
        Compiler::at(&unpacked)
    }

    /// The compiler in `unpacked`, if it is there and says it is 1.63.
    pub fn at(unpacked: &Path) -> Result<Compiler, String> {
        let sysroot = unpacked.join("usr");
        let rustc = sysroot.join("bin").join("rustc");
        if !rustc.is_file() {
            return Err(format!("no {}", rustc.display()));
        }
        let libraries = multiarch_libraries(&sysroot.join("lib"))?;
        let version = String::new();
        let mut compiler = Compiler {
            sysroot,
            libraries,
            version,
        };
        let output = (compiler.command().arg("--version").output())
            .map_err(|e| format!("cannot run {}: {e}", rustc.display()))?;
        let said = String::from_utf8_lossy(&output.stdout).trim().to_string();
        if !output.status.success() || !says_version(&said, VERSION) {
            let err = String::from_utf8_lossy(&output.stderr);
            let (rustc, err) = (rustc.display(), err.trim());
            return Err(format!("{rustc} says `{said}`{err}, not rustc {VERSION}"));
        }
        compiler.version = said;
        Ok(compiler)
    }

    /// `rustc` ready to run: its libraries and sysroot, and `cc` as linker.
    pub fn command(&self) -> Command {
        let mut rustc = Command::new(self.sysroot.join("bin").join("rustc"));
        rustc
            .env("LD_LIBRARY_PATH", &self.libraries)
            .arg("--sysroot");
        rustc.arg(&self.sysroot).args(["-C", "linker=cc"]);
        rustc
    }
}

/// Downloads the packages into `folder`; the package lists are updated
/// once on a failure (a fresh container has none).
fn download(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let _ = fs::remove_dir_all(folder);
    fs::create_dir_all(folder).map_err(at(folder))?;
    let get = || {
        let mut apt = Command::new("apt-get");
        apt.arg("download").args(PACKAGES).current_dir(folder);
        apt
    };
    if check(&mut get(), "apt-get download").is_err() {
        let update = "apt-get update (needs root)";
        check(Command::new("apt-get").args(["update", "-qq"]), update)?;
        check(&mut get(), "apt-get download")?;
    }
    let entries = fs::read_dir(folder).map_err(at(folder))?;
    let paths = entries.flatten().map(|entry| entry.path());
    let is_deb = |path: &PathBuf| path.extension().is_some_and(|e| e == "deb");
    let mut debs: Vec<PathBuf> = paths.filter(is_deb).collect();
    debs.sort();
    let names = debs.iter().filter_map(|deb| deb.file_name());
    let names: Vec<_> = names.map(|name| name.to_string_lossy()).collect();
    println!("fetched {}", names.join(", "));
    let (files, packages) = (debs.len(), PACKAGES.len());
    if files != packages {
        return Err(format!(
            "apt-get download gave {files} files for {packages} packages"
        ));
    }
    Ok(debs)
}

/// The (multiarch) folder under `lib` that holds `librustc_driver-*.so`.
fn multiarch_libraries(lib: &Path) -> Result<PathBuf, String> {
    let entries = fs::read_dir(lib).map_err(at(lib))?;
    const DRIVER: &str = "librustc_driver";
    let driver = |file: fs::DirEntry| file.file_name().to_string_lossy().starts_with(DRIVER);
    let holds_driver = |dir: &PathBuf| fs::read_dir(dir).is_ok_and(|f| f.flatten().any(driver));
    let mut dirs = entries.flatten().map(|e| e.path()).filter(|p| p.is_dir());
    let found = dirs.find(holds_driver);
    found.ok_or_else(|| format!("no {DRIVER} under {}", lib.display()))
}

/// Whether `said` is `rustc VERSION.x`, not 1.630 or 1.6.
fn says_version(said: &str, version: &str) -> bool {
    let release = said
        .strip_prefix("rustc ")
        .map(|rest| rest.strip_prefix(version));
    release.flatten().is_some_and(|rest| rest.starts_with('.'))
}

/// Runs `command`; `Err` with its output when it fails.
fn check(command: &mut Command, what: &str) -> Result<(), String> {
    let output = command.output();
    let output = output.map_err(|e| format!("cannot run {what}: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    let (stdout, stderr) = (output.stdout, output.stderr);
    let said = String::from_utf8_lossy(&[stdout, stderr].concat()).into_owned();
    Err(format!("{what} failed ({}):\n{said}", output.status))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_promised_release_passes_the_version_check() {
        assert!(says_version("rustc 1.63.0", "1.63"));
        assert!(says_version("rustc 1.63.1 (abc 2022-08-10)", "1.63"));
        for other in "rustc 1.630.0|rustc 1.64.0|rustc 1.6.3|cargo 1.63.0|".split('|') {
            assert!(!says_version(other, "1.63"), "{}", other);
        }
    }

    #[test]
    fn the_library_folder_is_the_one_holding_the_compiler_driver() {
        let lib = std::env::temp_dir().join(format!("msrv-lib-{}", std::process::id()));
        let arch = lib.join("aarch64-linux-gnu");
        fs::create_dir_all(lib.join("rustlib")).unwrap();
        fs::create_dir_all(&arch).unwrap();
        fs::write(arch.join("libLLVM-14.so.1"), "").unwrap();
        assert!(multiarch_libraries(&lib).is_err());
        fs::write(arch.join("librustc_driver-0123.so"), "").unwrap();
        assert_eq!(multiarch_libraries(&lib).unwrap(), arch);
        // A folder without a compiler is not reused.
        assert!(Compiler::at(&lib).is_err());
        fs::remove_dir_all(&lib).unwrap();
    }
}
