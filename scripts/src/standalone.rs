//! The pasteability check: each solution file compiled alone by `rustc`,
//! as a judge compiles it, in editions 2018, 2021 and 2024, warnings
//! denied, no crates, no Cargo. Judges differ in their edition (CSES
//! compiles 2018, AtCoder and Luogu 2024), so a file must pass all three.

use crate::args::Words;
use judging::workspace;
use std::path::{Path, PathBuf};
use std::process::Command;

pub const EDITIONS: [&str; 3] = ["2018", "2021", "2024"];

/// The `rustc` of the environment: `$RUSTC`, else `rustc` on the path.
pub fn rustc() -> Command {
    Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
}

/// Compiles `solution` alone in `edition` with [`rustc`]; `Err` carries the
/// compiler's complaint. Returns the binary, written into `out_dir`.
pub fn compile(solution: &Path, edition: &str, out_dir: &Path) -> Result<PathBuf, String> {
    compile_with(&mut rustc(), solution, edition, out_dir, false)
}

/// Compiles `solution` alone with the compiler `rustc` (a command, so that
/// an unpacked old compiler can bring its environment), warnings denied;
/// `optimize` as a judge builds, or quickly for a compile check.
pub fn compile_with(
    rustc: &mut Command,
    solution: &Path,
    edition: &str,
    out_dir: &Path,
    optimize: bool,
) -> Result<PathBuf, String> {
    let name = crate_name(solution);
    let binary = out_dir.join(format!("{name}-{edition}"));
    let flags = format!("--edition {edition} -D warnings --crate-type bin --crate-name {name} -o");
    rustc.args(flags.split(' ')).arg(&binary).arg(solution);
    if optimize {
        rustc.args(["-C", "opt-level=2"]);
    }
    let output = rustc
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    match output.status.success() {
        true => Ok(binary),
        false => Err(String::from_utf8_lossy(&output.stderr).into_owned()),
    }
}

/// A crate name from the file: `src/main.rs` is named after its problem's
/// folder, any other file after itself (`-` is not allowed in crate names).
fn crate_name(solution: &Path) -> String {
    let stem = solution.file_stem().and_then(|n| n.to_str()).unwrap_or("");
    let folder = solution.ancestors().nth(2).and_then(Path::file_name);
    let name = match stem {
        "main" => folder.and_then(|n| n.to_str()).unwrap_or("solution"),
        "" => "solution",
        stem => stem,
    };
    name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
}

/// How long a solution is, the way the READMEs count it: the lines of its
/// own code, that is before the banner (a line starting `// ====`) that
/// opens the embedded template code, without blank lines and comments.
/// A file with no banner is all its own.
pub fn own_lines(source: &str) -> usize {
    let banner = |line: &&str| line.starts_with("// ====");
    let code = |line: &&str| !line.is_empty() && !line.starts_with("//");
    let own = source.lines().take_while(|line| !banner(line));
    own.map(str::trim).filter(code).count()
}

/// `standalone [ID...]`: every pasteable file's length and its compile in
/// each edition; `Ok(false)` when one fails.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &[])?;
    let out_dir = std::env::temp_dir().join(format!("standalone-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).map_err(|e| e.to_string())?;
    let mut all_ok = true;
    for problem in workspace::select(root, &words.positional)? {
        for version in problem.versions()? {
            let file = version.source.strip_prefix(root).unwrap_or(&version.source);
            let file = format!("{:<50}", file.display());
            let source = std::fs::read_to_string(&version.source).map_err(|e| e.to_string())?;
            let own = own_lines(&source);
            println!(
                "{file} {own} lines of its own (code before the template's, without comments)"
            );
            for edition in EDITIONS {
                let compiled = compile(&version.source, edition, &out_dir);
                all_ok &= compiled.is_ok();
                let said = compiled.map_or_else(|why| format!("FAILED\n{why}"), |_| "ok".into());
                println!("{file} edition {edition}  {said}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    Ok(all_ok)
}
