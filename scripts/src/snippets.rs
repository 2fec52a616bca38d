//! The template's code in the solutions: only the items a file uses.
//!
//! A judge compiles one file, so a solution carries the template code it
//! calls. In `template/src/MODULE.rs` each pasteable item sits between
//! `// snippet:begin NAME` and `// snippet:end NAME`, a
//! `// snippet:needs A module::B` line after the begin naming what it
//! refers to (bare names for its own module). A solution's own code (before
//! its banner, a line starting `// ====`) calls items as `MODULE::NAME`;
//! [`expand`] pastes those and what they need, each module as a private
//! `mod MODULE { ... }` after the banner, so that rustc flags any pasted
//! item the file does not use (`cargo standalone` denies warnings). [`sync`]
//! checks every solution's pasted code and rewrites it on request.

use crate::args::at;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

const BEGIN: &str = "// snippet:begin ";
const NEEDS: &str = "// snippet:needs ";
const END: &str = "// snippet:end ";

/// The line that opens the pasted template code in a solution file.
pub const BANNER: &str =
    "// ===========================================================================";

/// One pasteable item of the template.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Item {
    pub module: String,
    pub name: String,
    /// The items it refers to, as `module::name`.
    pub needs: Vec<String>,
    /// Its source lines, as in the template.
    pub lines: Vec<String>,
}

impl Item {
    pub fn full_name(&self) -> String {
        format!("{}::{}", self.module, self.name)
    }
}

/// Every item of `template/src/*.rs`, by module name, then in file order.
pub fn library(root: &Path) -> Result<Vec<Item>, String> {
    let files = judging::workspace::entries(&root.join("template").join("src"))?.into_iter();
    let files = files.filter(|path| path.extension().is_some_and(|e| e == "rs"));
    let mut items = Vec::new();
    for file in files {
        let module = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let text = fs::read_to_string(&file).map_err(at(&file))?;
        items.extend(items_of(module, &text).map_err(at(&file))?);
    }
    Ok(items)
}

/// The snippet items of one template module's source text.
pub fn items_of(module: &str, text: &str) -> Result<Vec<Item>, String> {
    let full = |need: &str| match need.contains("::") {
        true => need.to_string(),
        false => format!("{module}::{need}"),
    };
    let mut items = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let Some(name) = line.trim().strip_prefix(BEGIN) else {
            continue;
        };
        let mut item = Item {
            module: module.to_string(),
            name: name.trim().to_string(),
            ..Item::default()
        };
        let end = format!("{END}{}", item.name);
        let unclosed = || format!("line {}: `{}` is never closed", number + 1, line.trim());
        loop {
            let (_, line) = lines.next().ok_or_else(unclosed)?;
            match line.trim().strip_prefix(NEEDS) {
                _ if line.trim() == end => break,
                Some(needs) if item.lines.is_empty() => {
                    item.needs.extend(needs.split_whitespace().map(full))
                }
                _ => item.lines.push(line.to_string()),
            }
        }
        items.push(item);
    }
    Ok(items)
}

/// The items a solution's own code calls: every `MODULE::NAME` outside
/// comments and strings, not a path's inner part (`std::hash::Hash`).
pub fn used(own_code: &str, library: &[Item]) -> BTreeSet<String> {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let lines: Vec<String> = own_code.lines().map(code_of).collect();
    let called_in = |line: &String, call: &str| {
        line.match_indices(call).any(|(at, _)| {
            let (before, after) = (&line[..at], &line[at + call.len()..]);
            !word(before.chars().next_back())
                && !word(after.chars().next())
                && !before.ends_with("::")
        })
    };
    let called = |call: &String| lines.iter().any(|line| called_in(line, call));
    library.iter().map(Item::full_name).filter(called).collect()
}

/// A line's code: without its `//` comment, and with the text of its
/// string literals blanked out (a call named in a message is no call).
fn code_of(line: &str) -> String {
    let mut code = String::new();
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        match (in_string, c) {
            (false, '/') if chars.peek() == Some(&'/') => break,
            (false, '\'') if line.contains("'\"'") && chars.peek() == Some(&'"') => {
                code.push_str("'\"");
                chars.next();
            }
            (_, '"') => {
                in_string = !in_string;
                code.push('"');
            }
            (true, '\\') => {
                chars.next();
            }
            (true, _) => code.push(' '),
            (false, c) => code.push(c),
        }
    }
    code
}

/// `roots` and everything they need, transitively.
pub fn closure(roots: &BTreeSet<String>, library: &[Item]) -> Result<BTreeSet<String>, String> {
    let mut chosen = BTreeSet::new();
    let mut todo: Vec<String> = roots.iter().cloned().collect();
    while let Some(name) = todo.pop() {
        let item = library.iter().find(|item| item.full_name() == name);
        let item = item.ok_or_else(|| format!("the template has no item `{name}`"))?;
        if chosen.insert(name) {
            todo.extend(item.needs.iter().cloned());
        }
    }
    Ok(chosen)
}

/// The pasted code for `chosen`: the banner, then one private module per
/// template module (none when nothing is chosen).
pub fn expand(library: &[Item], chosen: &BTreeSet<String>) -> String {
    if chosen.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "{BANNER}\n// The template's code, pasted by `cargo snippets` from template/src: the items\n\
         // this file uses and what they need, unchanged. A reader can stop here.\n{BANNER}\n"
    );
    let is_chosen = |item: &&Item| chosen.contains(&item.full_name());
    let picked: Vec<&Item> = library.iter().filter(is_chosen).collect();
    let mut modules: Vec<&str> = picked.iter().map(|item| item.module.as_str()).collect();
    modules.dedup();
    let indented = |line: &String| format!("{}{line}\n", if line.is_empty() { "" } else { "    " });
    let body = |item: &&Item| -> String { item.lines.iter().map(indented).collect() };
    for module in modules {
        let items = picked.iter().filter(|item| item.module == module);
        let names: Vec<&str> = items.clone().map(|item| item.name.as_str()).collect();
        let names = names.join(", ");
        out +=
            &format!("\n// template/src/{module}.rs: {names}\n#[rustfmt::skip]\nmod {module} {{\n");
        let bodies: Vec<String> = items.map(body).collect();
        out += &bodies.join("\n");
        out.push_str("}\n");
    }
    out
}

/// `text` with the pasted code its own code (before the banner) calls, and
/// the items pasted.
pub fn rewrite(text: &str, library: &[Item]) -> Result<(String, BTreeSet<String>), String> {
    let banner = text.find(&format!("\n{}", &BANNER[..7]));
    let own = banner.map_or(text, |at| &text[..at + 1]);
    let chosen = closure(&used(own, library), library)?;
    let tail = expand(library, &chosen);
    let gap = if tail.is_empty() { "\n" } else { "\n\n" };
    Ok((format!("{}{gap}{tail}", own.trim_end()), chosen))
}

/// One solution file's pasted code, as [`sync`] found it.
#[derive(Debug)]
pub struct Pasted {
    pub file: PathBuf,
    pub items: BTreeSet<String>,
    pub up_to_date: bool,
}

/// Checks the pasted code of the solutions of `ids` (all when empty); with
/// `write`, rewrites the files that differ.
pub fn sync(root: &Path, ids: &[String], write: bool) -> Result<Vec<Pasted>, String> {
    let library = library(root)?;
    let mut report = Vec::new();
    for problem in judging::workspace::select(root, ids)? {
        for version in problem.versions()? {
            let file = version.source;
            let text = fs::read_to_string(&file).map_err(at(&file))?;
            let (wanted, items) = rewrite(&text, &library).map_err(at(&file))?;
            let up_to_date = wanted == text;
            if write && !up_to_date {
                fs::write(&file, &wanted).map_err(at(&file))?;
            }
            report.push(Pasted {
                file,
                items,
                up_to_date,
            });
        }
    }
    Ok(report)
}

/// `snippets [--check] [ID...]`: `Ok(false)` on a stale file with `--check`.
pub fn command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = crate::args::Words::parse(args, &[], &["--check"])?;
    let check_only = words.has_flag("--check");
    let report = sync(root, &words.positional, !check_only)?;
    for pasted in &report {
        let state = match (pasted.up_to_date, check_only) {
            (true, _) => "up to date",
            (false, true) => "DIFFERS from the template",
            (false, false) => "rewritten from the template",
        };
        let file = pasted.file.strip_prefix(root).unwrap_or(&pasted.file);
        let items: Vec<&str> = pasted.items.iter().map(String::as_str).collect();
        println!("{:<50} {state}: {}", file.display(), items.join(" "));
    }
    let stale = report.iter().filter(|pasted| !pasted.up_to_date).count();
    let verb = if check_only { "differ" } else { "rewritten" };
    println!("{} files, {stale} {verb}", report.len());
    Ok(!check_only || stale == 0)
}
