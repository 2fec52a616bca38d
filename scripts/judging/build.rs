//! Compiles the judge's runner (`src/exec/runner.rs`, std only) with the
//! same rustc into `OUT_DIR`, its path given to the library as
//! `JUDGE_RUNNER`. Only on Linux and macOS, and when the target is the host
//! (the host's build could not start a binary for another target, and a
//! cross `cargo check` has no use for one): without it the library runs
//! programs all the same but does not claim their peak memory.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/exec/runner.rs");
    println!("cargo:rerun-if-changed=src/exec/supervise.rs");
    let target = env::var("TARGET").unwrap_or_default();
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if target != env::var("HOST").unwrap_or_default() || !(os == "linux" || os == "macos") {
        return;
    }
    let runner =
        PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("judge-runner");
    let source = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .args(["--edition", "2021", "--crate-type", "bin"])
        .args(["--crate-name", "judge_runner", "-C", "opt-level=2"])
        .args(["-D", "warnings", "-o"])
        .arg(&runner)
        .arg(source.join("src/exec/runner.rs"))
        .output();
    let stderr = match output {
        Ok(output) if output.status.success() => {
            return println!("cargo:rustc-env=JUDGE_RUNNER={}", runner.display());
        }
        Ok(output) => String::from_utf8_lossy(&output.stderr).into_owned(),
        Err(e) => panic!("cannot start {rustc:?} to build the judge's runner: {e}"),
    };
    panic!("the judge's runner (src/exec/runner.rs) did not compile:\n{stderr}");
}
