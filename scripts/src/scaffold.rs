//! `new ID`: a new problem's room, ready to fill: the crate with a solution
//! skeleton that already compiles alone (the input snippet embedded), its
//! notes, a samples test, and the samples folder.

use std::fs;
use std::path::Path;

pub fn new_problem(root: &Path, args: &[String]) -> Result<bool, String> {
    let [id] = args else {
        return Err("usage: new ID (for example: new poj-2243)".into());
    };
    let valid = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && id.as_bytes()[0].is_ascii_lowercase();
    if !valid {
        return Err(format!(
            "`{}`: use lowercase letters, digits and dashes, starting with a letter",
            id
        ));
    }
    let dir = root.join("problems").join(id);
    if dir.exists() {
        return Err(format!("{} already exists", dir.display()));
    }
    let samples = root.join("samples").join(id);
    let scan = fs::read_to_string(root.join("template/src/scan.rs")).map_err(|e| e.to_string())?;
    let files = [
        (dir.join("Cargo.toml"), cargo_toml(id)),
        (dir.join("src/main.rs"), main_rs(id, &scan)?),
        (dir.join("README.md"), readme(id)),
        (dir.join("tests/samples.rs"), samples_test(id)),
        (samples.join("official.in"), String::new()),
        (samples.join("official.out"), String::new()),
    ];
    for (path, text) in &files {
        fs::create_dir_all(path.parent().expect("a file has a folder"))
            .map_err(|e| e.to_string())?;
        fs::write(path, text).map_err(|e| format!("{}: {}", path.display(), e))?;
        println!(
            "created {}",
            path.strip_prefix(root).unwrap_or(path).display()
        );
    }
    println!("next: fill samples/{id}/official.in and .out, write src/main.rs, then `cargo samples {id}`");
    Ok(true)
}

fn cargo_toml(id: &str) -> String {
    format!(
        r#"[package]
name = "{id}"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[dev-dependencies]
scripts = {{ path = "../../scripts" }}

[lints]
workspace = true

# Read by `cargo samples`: the judge's limits, and how an answer is judged
# (`exact` compares text; another name picks a checker in scripts/src/checkers.rs).
[package.metadata.judge]
time-limit-ms = 1000
memory-limit-mb = 64
checker = "exact"
"#
    )
}

fn main_rs(id: &str, scan_source: &str) -> Result<String, String> {
    let begin = "// snippet:begin scan";
    let end = "// snippet:end scan";
    let from = scan_source
        .find(begin)
        .ok_or("template/src/scan.rs has no scan snippet")?;
    let to = scan_source
        .find(end)
        .ok_or("template/src/scan.rs: scan snippet not closed")?
        + end.len();
    let snippet: String = scan_source[from..to]
        .lines()
        .map(|l| {
            if l.is_empty() {
                "\n".to_string()
            } else {
                format!("    {}\n", l)
            }
        })
        .collect();
    Ok(format!(
        r#"//! {id}: (the problem in two lines)
//!
//! Idea: (why this search; for bidirectional BFS, why both ends are known
//! and the moves can be walked backwards)
//!
//! State space: (what a state is, how many there are)
//!
//! Cost: (time and memory, in terms of the input)
//!
//! Traps: (what a first attempt gets wrong)

fn main() {{
    scan::run(solve);
}}

/// Appends the answers to `out`; stops at the first malformed case.
fn solve(input: &str, out: &mut String) -> Result<(), String> {{
    let mut tokens = scan::Tokens::new(input);
    let first: u32 = tokens.parse("a number")?;
    out.push_str(&format!("{{}}\n", first));
    Ok(())
}}

// Copied unchanged from template/src/scan.rs; `cargo snippets` keeps it in sync.
#[rustfmt::skip]
#[allow(dead_code)]
mod scan {{
{snippet}}}
"#
    ))
}

fn readme(id: &str) -> String {
    format!(
        "# {id}\n\n## What it asks\n\n## The state space\n\n## The method, and why\n\n\
         ## What it costs (measured)\n\n## Traps\n\n## How the tests show it right\n"
    )
}

fn samples_test(id: &str) -> String {
    format!(
        r#"//! Every sample in samples/{id}/, judged as `cargo samples` judges it.

#[test]
fn all_samples_pass() {{
    scripts::testing::expect_samples("{id}", env!("CARGO_BIN_EXE_{id}"));
}}
"#
    )
}
