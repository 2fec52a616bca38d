//! `msrv`: the pasteable files compiled by the oldest Rust the collection
//! promises, 1.63, and judged on their samples.
//!
//! Clippy's `incompatible_msrv` lint only knows standard-library APIs; a
//! language feature newer than 1.63 (`let ... else`, say) slips past it.
//! So this check runs the real compiler: Debian bookworm's rustc 1.63
//! packages, fetched with `apt-get download` into `<target>/msrv/` and
//! unpacked with `dpkg -x` beside them (nothing is installed system-wide;
//! a second run reuses them). Every version of every problem is compiled
//! alone in editions 2018 and 2021 (1.63 predates 2024), warnings denied
//! and optimised as a judge builds, then judged on its problem's samples
//! exactly as `cargo samples` judges the release binaries.

use crate::args::Words;
use crate::samples::{self, Checking, Program, Tally};
use crate::standalone;
use judging::text::seconds;
use judging::workspace::{self, Problem, Version};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The oldest Rust the pasteable files promise to compile on.
pub const VERSION: &str = "1.63";

/// The editions 1.63 knows that judges use (2024 arrived with 1.85).
pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// Debian's packages for rustc 1.63 (bookworm): the compiler, the standard
/// library it links against at run time and as rlibs, and its LLVM.
pub const PACKAGES: [&str; 4] = ["rustc", "libstd-rust-1.63", "libstd-rust-dev", "libllvm14"];

/// `msrv [ID...] [--required]`: `Ok(false)` when a file fails to compile
/// or a sample fails. Where the packages cannot be fetched at all, the
/// system having no `apt-get`, the check is skipped with one line on a
/// user's machine, and is an error where it is required: with
/// `--required`, or in CI (the variable `CI` set, and not to `false`).
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &["--required"])
        .map_err(|why| format!("{} (usage: msrv [ID...] [--required])", why))?;
    let problems = workspace::select(root, &words.positional)?;
    if !runs("apt-get") {
        return skipped(words.has_flag("--required"));
    }
    let folder = crate::cargo::target_dir(root)?.join("msrv");
    let started = Instant::now();
    let compiler = Compiler::fetch(&folder)?;
    let mut totals = Totals {
        fetch: started.elapsed(),
        ..Totals::default()
    };
    let ready = seconds(totals.fetch);
    println!(
        "{} in {} (ready in {})",
        compiler.version,
        compiler.sysroot.display(),
        ready
    );
    let out_dir = folder.join("bin");
    fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {}", out_dir.display(), e))?;
    let shown = |source: &Path| {
        source
            .strip_prefix(root)
            .unwrap_or(source)
            .display()
            .to_string()
    };
    let mut width = 0;
    for problem in &problems {
        for version in problem.versions()? {
            width = width.max(shown(&version.source).len());
        }
    }
    for problem in &problems {
        let checking = Checking::of(root, problem)?;
        for version in problem.versions()? {
            let file = format!("{:<width$}", shown(&version.source), width = width);
            let check = Check {
                root,
                compiler: &compiler,
                problem,
                checking: &checking,
                out_dir: &out_dir,
            };
            check.file(&file, &version, &mut totals)?;
        }
    }
    println!("{}", totals.say());
    Ok(totals.failed == 0 && totals.tally.failed == 0)
}

/// Without apt-get: one line saying the check is skipped, or an error
/// where the check is `required` or CI runs.
fn skipped(required: bool) -> Result<bool, String> {
    let ci = std::env::var("CI").is_ok_and(|ci| !["", "0", "false"].contains(&ci.as_str()));
    let why = format!(
        "no apt-get here (the check fetches Debian's rustc {} packages)",
        VERSION
    );
    if required || ci {
        let by = if ci { "CI" } else { "--required" };
        return Err(format!("msrv: {}, and {} requires the check", why, by));
    }
    println!("msrv: skipped, {}", why);
    Ok(true)
}

/// What the check did, and how long each part took.
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
        format!(
            "rustc {}: {} compiled, {} failed to compile; samples: {} (fetch {}, compile {}, judge {})",
            VERSION,
            self.compiled,
            self.failed,
            self.tally.say(),
            seconds(self.fetch),
            seconds(self.compile),
            seconds(self.judge)
        )
    }
}

/// One problem's files, compiled by the old compiler into `out_dir`.
struct Check<'a> {
    root: &'a Path,
    compiler: &'a Compiler,
    problem: &'a Problem,
    checking: &'a Checking,
    out_dir: &'a Path,
}

impl Check<'_> {
    /// `version` compiled in each edition and judged on the samples; its
    /// lines start with `file`.
    fn file(&self, file: &str, version: &Version, totals: &mut Totals) -> Result<(), String> {
        for edition in EDITIONS {
            let label = format!("{}/{}", VERSION, edition);
            let started = Instant::now();
            let mut rustc = self.compiler.command();
            let outcome =
                standalone::compile_with(&mut rustc, &version.source, edition, self.out_dir, true);
            let took = started.elapsed();
            totals.compile += took;
            let binary = match outcome {
                Ok(binary) => binary,
                Err(why) => {
                    totals.failed += 1;
                    println!("{}  {}  FAILED\n{}", file, label, why);
                    continue;
                }
            };
            totals.compiled += 1;
            println!("{}  {}  compiled ({})", file, label, seconds(took));
            // The judge lines name the problem, not the file: the version
            // goes into the label so that `main` and `contest` stay apart
            // (padded, so that the columns stay aligned).
            let name = format!("{} {}", version.label(self.problem), label);
            let program = Program::binary(&format!("{:<17}", name), &binary);
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
    /// The unpacked `usr/`: the sysroot, with `bin/rustc` and `lib/rustlib`.
    pub sysroot: PathBuf,
    /// The multiarch library folder (`usr/lib/x86_64-linux-gnu` on amd64)
    /// holding `librustc_driver`, `libstd` and `libLLVM`.
    pub libraries: PathBuf,
    /// What `rustc --version` said.
    pub version: String,
}

impl Compiler {
    /// The compiler unpacked under `folder`, fetched first when missing.
    pub fn fetch(folder: &Path) -> Result<Compiler, String> {
        let unpacked = folder.join(format!("rustc-{}", VERSION));
        if let Ok(compiler) = Compiler::at(&unpacked) {
            return Ok(compiler);
        }
        fs::create_dir_all(folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
        let debs = download(&folder.join("debs"))?;
        // Unpack beside the final folder and move it in whole, so that an
        // interrupted run never leaves a half-unpacked compiler to reuse.
        let partial = folder.join(format!("unpacking-{}", std::process::id()));
        let _ = fs::remove_dir_all(&partial);
        for deb in &debs {
            let mut dpkg = Command::new("dpkg");
            dpkg.arg("-x").arg(deb).arg(&partial);
            check(&mut dpkg, "dpkg -x")?;
        }
        let _ = fs::remove_dir_all(&unpacked);
        fs::rename(&partial, &unpacked).map_err(|e| format!("{}: {}", unpacked.display(), e))?;
        Compiler::at(&unpacked)
    }

    /// The compiler unpacked in `unpacked`, if it is there and says it is
    /// rustc 1.63.
    pub fn at(unpacked: &Path) -> Result<Compiler, String> {
        let sysroot = unpacked.join("usr");
        let rustc = sysroot.join("bin").join("rustc");
        if !rustc.is_file() {
            return Err(format!("no {}", rustc.display()));
        }
        let libraries = multiarch_libraries(&sysroot.join("lib"))?;
        let mut compiler = Compiler {
            sysroot,
            libraries,
            version: String::new(),
        };
        let output = compiler
            .command()
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run {}: {}", rustc.display(), e))?;
        let said = String::from_utf8_lossy(&output.stdout).trim().to_string();
        if !output.status.success() || !says_version(&said, VERSION) {
            return Err(format!(
                "{} says `{}`{}, not rustc {}",
                rustc.display(),
                said,
                String::from_utf8_lossy(&output.stderr).trim(),
                VERSION
            ));
        }
        compiler.version = said;
        Ok(compiler)
    }

    /// `rustc` ready to run: its libraries on the loader's path, its own
    /// standard library as the sysroot, and `cc` as the linker (Debian's
    /// default, named so that a different host default cannot creep in).
    pub fn command(&self) -> Command {
        let mut rustc = Command::new(self.sysroot.join("bin").join("rustc"));
        rustc
            .env("LD_LIBRARY_PATH", &self.libraries)
            .arg("--sysroot")
            .arg(&self.sysroot)
            .args(["-C", "linker=cc"]);
        rustc
    }
}

/// Downloads the packages into `folder` (kept for the next unpack) and
/// returns the `.deb` files. An empty package list (a fresh container) is
/// the usual reason for a failure: then the lists are updated, once.
fn download(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let _ = fs::remove_dir_all(folder);
    fs::create_dir_all(folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let get = || {
        let mut apt = Command::new("apt-get");
        apt.arg("download").args(PACKAGES).current_dir(folder);
        apt
    };
    if check(&mut get(), "apt-get download").is_err() {
        let mut update = Command::new("apt-get");
        update.args(["update", "-qq"]);
        check(&mut update, "apt-get update (needs root)")?;
        check(&mut get(), "apt-get download")?;
    }
    let mut debs: Vec<PathBuf> = fs::read_dir(folder)
        .map_err(|e| format!("{}: {}", folder.display(), e))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "deb"))
        .collect();
    debs.sort();
    let names: Vec<String> = debs
        .iter()
        .filter_map(|d| d.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .collect();
    println!("fetched {}", names.join(", "));
    if debs.len() != PACKAGES.len() {
        return Err(format!(
            "apt-get download gave {} files for {} packages",
            debs.len(),
            PACKAGES.len()
        ));
    }
    Ok(debs)
}

/// The folder under `lib` that holds `librustc_driver-*.so`: Debian puts
/// it in the multiarch folder, whose name depends on the architecture.
fn multiarch_libraries(lib: &Path) -> Result<PathBuf, String> {
    let entries = fs::read_dir(lib).map_err(|e| format!("{}: {}", lib.display(), e))?;
    for dir in entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()) {
        let holds_driver = fs::read_dir(&dir)
            .map(|files| {
                files.flatten().any(|f| {
                    f.file_name()
                        .to_string_lossy()
                        .starts_with("librustc_driver")
                })
            })
            .unwrap_or(false);
        if holds_driver {
            return Ok(dir);
        }
    }
    Err(format!("no librustc_driver under {}", lib.display()))
}

/// Whether `rustc --version` output `said` names release `version`
/// (`rustc 1.63.0`, `rustc 1.63.0 (hash date)`), and not 1.630 or 1.6.
fn says_version(said: &str, version: &str) -> bool {
    said.strip_prefix("rustc ")
        .and_then(|rest| rest.strip_prefix(version))
        .is_some_and(|rest| rest.starts_with('.'))
}

/// Whether `program` can be started at all.
fn runs(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok()
}

/// Runs `command`; `Err` with its output when it fails.
fn check(command: &mut Command, what: &str) -> Result<Output, String> {
    let output = command
        .output()
        .map_err(|e| format!("cannot run {}: {}", what, e))?;
    if output.status.success() {
        Ok(output)
    } else {
        Err(format!(
            "{} failed ({}):\n{}{}",
            what,
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_promised_release_passes_the_version_check() {
        assert!(says_version("rustc 1.63.0", "1.63"));
        assert!(says_version("rustc 1.63.1 (abc 2022-08-10)", "1.63"));
        assert!(!says_version("rustc 1.630.0", "1.63"));
        assert!(!says_version("rustc 1.64.0", "1.63"));
        assert!(!says_version("rustc 1.6.3", "1.63"));
        assert!(!says_version("cargo 1.63.0", "1.63"));
        assert!(!says_version("", "1.63"));
    }

    #[test]
    fn the_library_folder_is_the_one_holding_the_compiler_driver() {
        let lib = std::env::temp_dir().join(format!("msrv-lib-{}", std::process::id()));
        fs::create_dir_all(lib.join("rustlib")).unwrap();
        fs::create_dir_all(lib.join("aarch64-linux-gnu")).unwrap();
        fs::write(lib.join("aarch64-linux-gnu/libLLVM-14.so.1"), "").unwrap();
        assert!(multiarch_libraries(&lib).is_err());
        fs::write(lib.join("aarch64-linux-gnu/librustc_driver-0123.so"), "").unwrap();
        assert_eq!(
            multiarch_libraries(&lib).unwrap(),
            lib.join("aarch64-linux-gnu")
        );
        fs::remove_dir_all(&lib).unwrap();
    }

    #[test]
    fn a_folder_without_a_compiler_is_not_reused() {
        let empty = std::env::temp_dir().join(format!("msrv-empty-{}", std::process::id()));
        fs::create_dir_all(&empty).unwrap();
        assert!(Compiler::at(&empty).is_err());
        fs::remove_dir_all(&empty).unwrap();
    }
}
