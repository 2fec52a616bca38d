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
    let fetched = started.elapsed();
    let (version, sysroot) = (&compiler.version, compiler.sysroot.display());
    println!("{version} in {sysroot} (ready in {})", seconds(fetched));
    let mut check = Check {
        compiler,
        out_dir: folder.join("bin"),
        compiled: 0,
        failed: 0,
        tally: Tally::default(),
        times: [fetched, Duration::ZERO, Duration::ZERO],
    };
    fs::create_dir_all(&check.out_dir).map_err(at(&check.out_dir))?;
    let versions = problems.iter().map(Problem::versions);
    let versions: Vec<Vec<Version>> = versions.collect::<Result<_, _>>()?;
    let shown = |version: &Version| {
        let source = version.source.strip_prefix(root).unwrap_or(&version.source);
        source.display().to_string()
    };
    let width = versions.iter().flatten().map(|v| shown(v).len()).max();
    for (problem, versions) in problems.iter().zip(&versions) {
        let checking = Checking::of(root, problem)?;
        for version in versions {
            let file = format!("{:<1$}", shown(version), width.unwrap_or(0));
            for edition in EDITIONS {
                let Some(binary) = check.compile(&file, &version.source, edition) else {
                    continue;
                };
                // The version goes into the label, padded for aligned columns.
                let name = format!("{} {VERSION}/{edition}", version.label(problem));
                let program = Program::binary(&format!("{name:<17}"), &binary);
                let started = Instant::now();
                check.tally += samples::judge_all(root, problem, &checking, &program)?;
                check.times[2] += started.elapsed();
            }
        }
    }
    let (compiled, failed, samples) = (check.compiled, check.failed, check.tally.say());
    let [fetch, compile, judge] = check.times.map(seconds);
    println!(
        "rustc {VERSION}: {compiled} compiled, {failed} failed to compile; samples: {samples} \
         (fetch {fetch}, compile {compile}, judge {judge})"
    );
    Ok(failed == 0 && check.tally.failed == 0)
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

/// The check under way: the compiler, where its binaries go, and the counts
/// and times (fetch, compile, judge) so far.
struct Check {
    compiler: Compiler,
    out_dir: PathBuf,
    compiled: usize,
    failed: usize,
    tally: Tally,
    times: [Duration; 3],
}

impl Check {
    /// `source` compiled in `edition`, said on a line starting with `file`;
    /// `None` when it fails.
    fn compile(&mut self, file: &str, source: &Path, edition: &str) -> Option<PathBuf> {
        let started = Instant::now();
        let mut rustc = self.compiler.command();
        let outcome = standalone::compile_with(&mut rustc, source, edition, &self.out_dir, true);
        let took = started.elapsed();
        self.times[1] += took;
        let label = format!("{VERSION}/{edition}");
        match &outcome {
            Ok(_) => println!("{file}  {label}  compiled ({})", seconds(took)),
            Err(why) => println!("{file}  {label}  FAILED\n{why}"),
        }
        self.compiled += usize::from(outcome.is_ok());
        self.failed += usize::from(outcome.is_err());
        outcome.ok()
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
        let debs_folder = &folder.join("debs");
        let _ = fs::remove_dir_all(debs_folder);
        fs::create_dir_all(debs_folder).map_err(at(debs_folder))?;
        let get = || {
            let mut apt = Command::new("apt-get");
            apt.arg("download").args(PACKAGES).current_dir(debs_folder);
            apt
        };
        // The package lists are updated once on a failure (a fresh container
        // has none).
        if check(&mut get(), "apt-get download").is_err() {
            let update = "apt-get update (needs root)";
            check(Command::new("apt-get").args(["update", "-qq"]), update)?;
            check(&mut get(), "apt-get download")?;
        }
        let is_deb = |path: &PathBuf| path.extension().is_some_and(|e| e == "deb");
        let debs = workspace::entries(debs_folder)?.into_iter().filter(is_deb);
        let debs: Vec<PathBuf> = debs.collect();
        let names = debs.iter().filter_map(|deb| deb.file_name());
        let names: Vec<_> = names.map(|name| name.to_string_lossy()).collect();
        println!("fetched {}", names.join(", "));
        let (files, packages) = (debs.len(), PACKAGES.len());
        if files != packages {
            return Err(format!(
                "apt-get download gave {files} files for {packages} packages"
            ));
        }
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
        let mut compiler = Compiler {
            sysroot,
            libraries,
            version: String::new(),
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
        rustc.env("LD_LIBRARY_PATH", &self.libraries);
        rustc.arg("--sysroot").arg(&self.sysroot);
        rustc.args(["-C", "linker=cc"]);
        rustc
    }
}

/// The (multiarch) folder under `lib` that holds `librustc_driver-*.so`.
pub fn multiarch_libraries(lib: &Path) -> Result<PathBuf, String> {
    const DRIVER: &str = "librustc_driver";
    let driver = |file: fs::DirEntry| file.file_name().to_string_lossy().starts_with(DRIVER);
    let holds_driver = |dir: &PathBuf| fs::read_dir(dir).is_ok_and(|f| f.flatten().any(driver));
    let mut dirs = workspace::entries(lib)?.into_iter().filter(|p| p.is_dir());
    let found = dirs.find(holds_driver);
    found.ok_or_else(|| format!("no {DRIVER} under {}", lib.display()))
}

/// Whether `said` is `rustc VERSION.x`, not 1.630 or 1.6.
pub fn says_version(said: &str, version: &str) -> bool {
    said.starts_with(&format!("rustc {version}."))
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
