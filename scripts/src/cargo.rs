//! Asking cargo: builds, the programs they made, and where builds go.
//!
//! Paths are never guessed: a build reports each program it made
//! (`--message-format=json`), with the platform's executable suffix and
//! whatever target directory or target triple is configured, so the tools
//! always run what was just built.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()))
}

/// Runs `cargo build ARGS` at the workspace root (compiler messages go to
/// standard error as usual); returns each program built, by target name.
pub fn build(root: &Path, args: &[&str]) -> Result<BTreeMap<String, PathBuf>, String> {
    let output = cargo()
        .args([
            "build",
            "--quiet",
            "--message-format=json-render-diagnostics",
        ])
        .args(args)
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {}", e))?;
    if !output.status.success() {
        return Err(format!("cargo build {} failed", args.join(" ")));
    }
    Ok(programs(&String::from_utf8_lossy(&output.stdout)))
}

/// Builds the solutions of `problems` in release mode, as judges build.
pub fn build_release(
    root: &Path,
    problems: &[judging::workspace::Problem],
) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut args = vec!["--release"];
    for problem in problems {
        args.extend(["-p", problem.id.as_str()]);
    }
    build(root, &args)
}

/// The programs in cargo's JSON messages: each `compiler-artifact` with an
/// executable, by its target's name.
pub fn programs(messages: &str) -> BTreeMap<String, PathBuf> {
    let mut found = BTreeMap::new();
    for line in messages.lines() {
        if json_string(line, "reason").as_deref() != Some("compiler-artifact") {
            continue;
        }
        // The first "name" of an artifact message is its target's.
        if let (Some(name), Some(path)) =
            (json_string(line, "name"), json_string(line, "executable"))
        {
            found.insert(name, PathBuf::from(path));
        }
    }
    found
}

/// The program `name` of a build, or an error saying it was not built.
pub fn program(built: &BTreeMap<String, PathBuf>, name: &str) -> Result<PathBuf, String> {
    built
        .get(name)
        .cloned()
        .ok_or_else(|| format!("cargo built no program named `{}`", name))
}

/// Where cargo writes this workspace's builds (it knows `CARGO_TARGET_DIR`
/// and any configured `build.target-dir`).
pub fn target_dir(root: &Path) -> Result<PathBuf, String> {
    let output = cargo()
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run cargo: {}", e))?;
    json_string(&String::from_utf8_lossy(&output.stdout), "target_directory")
        .map(PathBuf::from)
        .ok_or_else(|| "cargo metadata names no target directory".to_string())
}

/// The string value of the first `"key":"..."` in a JSON text (enough for
/// cargo's messages, whose keys come in a fixed order), unescaped; `None`
/// when absent or not a string (`"executable":null`).
fn json_string(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{}\":\"", key))? + key.len() + 4;
    let mut value = String::new();
    let mut chars = json[start..].chars();
    loop {
        match chars.next()? {
            '"' => return Some(value),
            '\\' => match chars.next()? {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    value.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                other => value.push(other),
            },
            c => value.push(c),
        }
    }
}
