//! Compiles the judge's runner (`src/exec/runner.rs`, std only) with the
//! same rustc into `OUT_DIR`, and gives its path to the library as
//! `JUDGE_RUNNER` (read with `option_env!`).
//!
//! Only where the runner can run: on Linux and macOS, and when the target
//! is the host (a binary built for another target could not be started by
//! the host's build, and a cross `cargo check` has no use for one). Without
//! it, the library still runs programs (in process groups, under the
//! bounds), but says their peak memory is not measured; on Windows the
//! library measures it through a job object and needs no runner.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/exec/runner.rs");
    println!("cargo:rerun-if-changed=src/exec/supervise.rs");
    let target = env::var("TARGET").unwrap_or_default();
    let host = env::var("HOST").unwrap_or_default();
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if target != host || !(os == "linux" || os == "macos") {
        return;
    }
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let runner = out.join("judge-runner");
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .args(["--edition", "2021", "--crate-type", "bin"])
        .args(["--crate-name", "judge_runner", "-C", "opt-level=2"])
        .args(["-D", "warnings"])
        .arg("-o")
        .arg(&runner)
        .arg(
            PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
                .join("src/exec/runner.rs"),
        )
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot start {:?} to build the judge's runner: {}",
                rustc, e
            )
        });
    if !output.status.success() {
        panic!(
            "the judge's runner (src/exec/runner.rs) did not compile:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    println!("cargo:rustc-env=JUDGE_RUNNER={}", runner.display());
}
