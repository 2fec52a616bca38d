//! Template code embedded in the solutions, kept identical to its source.
//!
//! A solution cannot depend on the template crate (a judge compiles one
//! file), so it carries copies. In `template/src/NAME.rs` the pasteable
//! part lies between the lines `// snippet:begin NAME` and
//! `// snippet:end NAME`; a solution holds the same markers, usually inside
//! `mod NAME { ... }`, indented. The copy must equal the source line for
//! line once that indentation is removed. [`sync`] reports every copy that
//! differs and, asked to, rewrites it from the source.

use std::fs;
use std::path::{Path, PathBuf};

const BEGIN: &str = "// snippet:begin ";
const END: &str = "// snippet:end ";

/// One embedded copy in a solution file.
#[derive(Debug)]
pub struct Copy {
    pub file: PathBuf,
    pub name: String,
    /// 1-based line of the begin marker.
    pub line: usize,
    pub up_to_date: bool,
}

/// The lines between the markers of `name` in `text` and the position of
/// the begin marker, or an error naming what is missing.
fn region<'a>(text: &'a str, name: &str, from: usize) -> Result<(usize, usize, &'a str), String> {
    let lines: Vec<&str> = text.lines().collect();
    let begin = (from..lines.len())
        .find(|&i| lines[i].trim() == format!("{}{}", BEGIN, name))
        .ok_or_else(|| format!("no `{}{}` line", BEGIN, name))?;
    let end = (begin + 1..lines.len())
        .find(|&i| lines[i].trim() == format!("{}{}", END, name))
        .ok_or_else(|| format!("`{}{}` is never closed", BEGIN, name))?;
    let indent = &lines[begin][..lines[begin].len() - lines[begin].trim_start().len()];
    Ok((begin, end, indent))
}

/// The source lines of snippet `name` from `template/src/NAME.rs`.
fn source(root: &Path, name: &str) -> Result<Vec<String>, String> {
    let path = root
        .join("template")
        .join("src")
        .join(format!("{}.rs", name));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let (begin, end, _) =
        region(&text, name, 0).map_err(|e| format!("{}: {}", path.display(), e))?;
    Ok(text
        .lines()
        .skip(begin + 1)
        .take(end - begin - 1)
        .map(str::to_string)
        .collect())
}

/// Checks every snippet copy in the solutions of the problems named in
/// `ids` (all when empty); with `write`, rewrites the copies that differ.
/// Returns all copies found.
pub fn sync(root: &Path, ids: &[String], write: bool) -> Result<Vec<Copy>, String> {
    let mut copies = Vec::new();
    let mut files = Vec::new();
    for problem in crate::workspace::select(root, ids)? {
        files.extend(problem.versions()?.into_iter().map(|v| v.source));
    }
    for file in files {
        let mut text =
            fs::read_to_string(&file).map_err(|e| format!("{}: {}", file.display(), e))?;
        let mut changed = false;
        let mut search_from = 0;
        loop {
            let lines: Vec<&str> = text.lines().collect();
            let Some(at) = (search_from..lines.len()).find(|&i| lines[i].trim().starts_with(BEGIN))
            else {
                break;
            };
            let name = lines[at].trim()[BEGIN.len()..].trim().to_string();
            let (begin, end, indent) =
                region(&text, &name, at).map_err(|e| format!("{}: {}", file.display(), e))?;
            let wanted: Vec<String> = source(root, &name)?
                .iter()
                .map(|l| {
                    if l.is_empty() {
                        String::new()
                    } else {
                        format!("{}{}", indent, l)
                    }
                })
                .collect();
            let up_to_date = lines[begin + 1..end]
                .iter()
                .copied()
                .eq(wanted.iter().map(String::as_str));
            copies.push(Copy {
                file: file.clone(),
                name: name.clone(),
                line: begin + 1,
                up_to_date,
            });
            if !up_to_date && write {
                let mut rebuilt: Vec<String> =
                    lines[..=begin].iter().map(|s| s.to_string()).collect();
                rebuilt.extend(wanted.iter().cloned());
                rebuilt.extend(lines[end..].iter().map(|s| s.to_string()));
                let mut new_text = rebuilt.join("\n");
                new_text.push('\n');
                text = new_text;
                changed = true;
            }
            search_from = begin + 1 + wanted.len() + 1;
            if !up_to_date && !write {
                search_from = end + 1;
            }
        }
        if changed {
            fs::write(&file, &text).map_err(|e| format!("{}: {}", file.display(), e))?;
        }
    }
    Ok(copies)
}
