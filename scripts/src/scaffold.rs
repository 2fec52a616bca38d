//! `new ID`: a new problem's room, green from the first minute, written only
//! into `problems/ID/` and `samples/ID/` (the tools find problems by their
//! folders): the skeleton of `scripts/new-problem/` with the id filled in, a
//! solution that already solves a small stand-in problem (x to x - 1, x + 1
//! or 2x), its lab, tests, README headings and a sample, every placeholder
//! saying `(replace: ...)`, the template code it calls already pasted.

use crate::args::{at, Words};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The skeleton: each file's place in `scripts/new-problem/`, and its text.
macro_rules! skeleton {
    ($($place:literal),*) => { [$(($place, include_str!(concat!("../new-problem/", $place)))),*] };
}
const SKELETON: [(&str, &str); 10] = skeleton! {
    "Cargo.toml.in", "README.md", "src/main.rs", "src/lib.rs", "src/lab.rs", "examples/lab.rs",
    "tests/reference.rs", "tests/io.rs", "samples/official.in", "samples/official.out"
};

/// Ids whose crate, package or test names would clash with Rust or the
/// workspace (`mod type;` does not compile; a second `judging` does not load).
const RESERVED: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "core",
    "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
    "impl", "in", "judging", "let", "loop", "macro", "match", "mod", "move", "mut", "override",
    "priv", "pub", "ref", "return", "scripts", "self", "static", "std", "struct", "super",
    "template", "test", "tests", "trait", "true", "try", "type", "typeof", "unsafe", "unsized",
    "use", "virtual", "where", "while", "yield",
];

/// `new ID`.
pub fn new_problem(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &[])?;
    let [id] = &words.positional[..] else {
        return Err("usage: new ID (for example: new poj-2243)".into());
    };
    check_id(root, id)?;
    let files = room(root, id)?;
    write_all(root, id, &files)?;
    // The reader may close the pipe (`| head -1`): the room is made by now,
    // and what cannot be printed is lost, not a failure.
    let mut out = std::io::stdout().lock();
    for (path, _) in &files {
        let _ = writeln!(out, "created {}", shown(root, path));
    }
    let _ = writeln!(out, "{}", next_steps(id));
    Ok(true)
}

/// Refuses an id that is not lowercase letters, digits and dashes from a
/// letter, a reserved word, or one whose names collide with a problem's
/// folders or programs (`poj-1077-contest`, `<id>-lab`).
fn check_id(root: &Path, id: &str) -> Result<(), String> {
    let allowed = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
    if !id.as_bytes().first().is_some_and(u8::is_ascii_lowercase) || !id.bytes().all(allowed) {
        let rule = "use lowercase letters, digits and dashes, starting with a letter";
        return Err(format!("`{id}`: {rule}"));
    }
    if RESERVED.contains(&id.replace('-', "_").as_str()) {
        let why = "is a Rust keyword or a name the workspace uses: pick another id";
        return Err(format!("`{id}` {why}"));
    }
    for taken in ["problems", "samples"].map(|folder| root.join(folder).join(id)) {
        if taken.exists() {
            return Err(format!("{} already exists", shown(root, &taken)));
        }
    }
    let mine = [id.to_string(), format!("{id}-lab"), format!("{id}-contest")];
    for problem in judging::workspace::problems(root)? {
        let mut programs: Vec<String> = problem.versions()?.into_iter().map(|v| v.binary).collect();
        programs.push(format!("{}-lab", problem.id));
        if let Some(clash) = mine.iter().find(|name| programs.contains(name)) {
            let other = &problem.id;
            let why = format!("which {other} already has: pick another id");
            return Err(format!("`{id}` would name a program `{clash}`, {why}"));
        }
    }
    Ok(())
}

/// Every file of the new room, with its text.
fn room(root: &Path, id: &str) -> Result<Vec<(PathBuf, String)>, String> {
    let library = crate::snippets::library(root)?;
    let problem = root.join("problems").join(id);
    let crate_name = id.replace('-', "_");
    let mut files = Vec::new();
    for (place, text) in SKELETON {
        let mut text = text.replace("@id@", id).replace("@crate@", &crate_name);
        let path = match (place, place.strip_prefix("samples/")) {
            ("Cargo.toml.in", _) => problem.join("Cargo.toml"),
            ("examples/lab.rs", _) => problem.join(format!("examples/{id}-lab.rs")),
            (_, Some(name)) => root.join("samples").join(id).join(name),
            _ => problem.join(place),
        };
        if place == "src/main.rs" {
            text = crate::snippets::rewrite(&text, &library)?.0;
        }
        files.push((path, text));
    }
    Ok(files)
}

/// Writes the files; on a failure, removes the two folders again, so that a
/// rerun is not refused by a half-made room.
fn write_all(root: &Path, id: &str, files: &[(PathBuf, String)]) -> Result<(), String> {
    let written = files.iter().try_for_each(|(path, text)| {
        fs::create_dir_all(path.parent().expect("a file has a folder"))
            .and_then(|()| fs::write(path, text))
            .map_err(at(path))
    });
    if written.is_err() {
        let _ = fs::remove_dir_all(root.join("problems").join(id));
        let _ = fs::remove_dir_all(root.join("samples").join(id));
    }
    written
}

fn shown(root: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(root).unwrap_or(path);
    relative.display().to_string()
}

fn next_steps(id: &str) -> String {
    format!(
        "\nnext, in this order:\n  \
         1. cargo make charts (or cargo run -p scripts -- charts): draws problems/{id}/chart.svg,\n     \
            which README.md shows; until it exists the documents test fails\n  \
         2. cargo test -p {id} && cargo samples {id} && cargo standalone {id}: the stand-in\n     \
            passes as it is\n  \
         3. replace the stand-in, keeping step 2 green: samples/{id}/, src/main.rs (every\n     \
            `(replace: ...)`), src/lab.rs, tests/, README.md\n  \
         4. cargo make charts again (the lab's chart_input), then cargo snippets --check {id}"
    )
}
