//! The pasteability check: each solution file compiled alone by `rustc`,
//! as a judge compiles it, in editions 2018 and 2021, warnings denied, no
//! crates, no Cargo.

use std::path::Path;
use std::process::Command;

pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// Compiles `solution` alone in `edition`; `Err` carries the compiler's
/// complaint. `out_dir` receives the binary.
pub fn compile(solution: &Path, edition: &str, out_dir: &Path) -> Result<(), String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let stem = solution
        .parent()
        .and_then(Path::parent)
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .unwrap_or("solution")
        .replace('-', "_");
    let output = Command::new(rustc)
        .arg("--edition")
        .arg(edition)
        .args(["-D", "warnings", "--crate-type", "bin", "--crate-name"])
        .arg(&stem)
        .arg("-o")
        .arg(out_dir.join(format!("{}-{}", stem, edition)))
        .arg(solution)
        .output()
        .map_err(|e| format!("cannot run rustc: {}", e))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}
