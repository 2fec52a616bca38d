//! Asking cargo: builds, the programs they made, and where builds go.
//!
//! Paths are never guessed: a build reports each program it made
//! (`--message-format=json`), with the platform's executable suffix and
//! whatever target directory or target triple is configured, so the tools
//! always run what was just built.

use judging::workspace::Problem;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The programs a build made, by target name.
pub type Built = BTreeMap<String, PathBuf>;

/// Runs `cargo WORDS MORE` (`$CARGO` if set) at `root`.
fn cargo(root: &Path, words: &str, more: &[&str], stderr: Stdio) -> Result<Output, String> {
    let mut cargo = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    cargo.args(words.split(' ')).args(more);
    cargo.current_dir(root).stderr(stderr);
    cargo.output().map_err(|e| format!("cannot run cargo: {e}"))
}

/// Runs `cargo build ARGS` at the workspace root (compiler messages go to
/// standard error as usual); returns each program built, by target name.
pub fn build(root: &Path, args: &[&str]) -> Result<Built, String> {
    let words = "build --quiet --message-format=json-render-diagnostics";
    let output = cargo(root, words, args, Stdio::inherit())?;
    if !output.status.success() {
        return Err(format!("cargo build {} failed", args.join(" ")));
    }
    Ok(programs(&String::from_utf8_lossy(&output.stdout)))
}

/// Builds the solutions of `problems` in release mode, as judges build.
pub fn build_release(root: &Path, problems: &[Problem]) -> Result<Built, String> {
    let mut args = vec!["--release"];
    args.extend(
        problems
            .iter()
            .flat_map(|problem| ["-p", problem.id.as_str()]),
    );
    build(root, &args)
}

/// The programs in cargo's JSON messages: each `compiler-artifact` with an
/// executable, by its target's name.
pub fn programs(messages: &str) -> Built {
    let program = |line| {
        json_string(line, "reason").filter(|reason| reason == "compiler-artifact")?;
        // The first "name" of an artifact message is its target's.
        let name = json_string(line, "name")?;
        Some((name, PathBuf::from(json_string(line, "executable")?)))
    };
    messages.lines().filter_map(program).collect()
}

/// The program `name` of a build, or an error saying it was not built.
pub fn program(built: &Built, name: &str) -> Result<PathBuf, String> {
    let program = built.get(name).cloned();
    program.ok_or_else(|| format!("cargo built no program named `{name}`"))
}

/// Where cargo writes this workspace's builds (it knows `CARGO_TARGET_DIR`
/// and any configured `build.target-dir`).
pub fn target_dir(root: &Path) -> Result<PathBuf, String> {
    let words = "metadata --format-version 1 --no-deps --offline";
    let output = cargo(root, words, &[], Stdio::piped())?;
    let found = json_string(&String::from_utf8_lossy(&output.stdout), "target_directory");
    let found = found.map(PathBuf::from);
    found.ok_or_else(|| "cargo metadata names no target directory".into())
}

/// The string value of the first `"key":"..."` in a JSON text (enough for
/// cargo's messages, whose keys come in a fixed order), unescaped; `None`
/// when absent or not a string (`"executable":null`).
fn json_string(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{key}\":\""))? + key.len() + 4;
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
