//! The documents stand on their own: a reader who has only this repository
//! (a clone, or its page on a forge) can follow every link in every
//! Markdown file, and nothing points outside it except public web pages.
//!
//! - every relative link and image resolves to a file or folder inside the
//!   repository, and every `#anchor` into a Markdown file names one of its
//!   headings (GitHub's slugs);
//! - external links are `http://` or `https://`;
//! - no document mentions the statements kept outside the repository, nor
//!   a tracker, task or person the reader cannot see.
//!
//! Every Markdown file under the root is read, `target/` and `.git/` aside,
//! and the skeleton of `cargo new-problem` (`scripts/new-problem/`), whose
//! links resolve once it is written into `problems/ID/`.

use judging::workspace;
use std::collections::HashMap;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// Phrases that refer to things outside the repository (checked without
/// regard to case, as whole words).
const FORBIDDEN: [&str; 7] = [
    "../shared",
    "shared/problems.md",
    "the issues",
    "the issue",
    "issue #",
    "the task",
    "the ceo",
];

#[test]
fn relative_links_and_images_resolve_inside_the_repository() {
    let root = workspace::root();
    let failures = for_every_document(&root, |doc, all| broken_targets(&root, doc, all));
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn external_links_are_web_pages() {
    let root = workspace::root();
    let failures = for_every_document(&root, |doc, _| foreign_schemes(doc));
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn no_document_refers_to_what_a_reader_cannot_see() {
    let root = workspace::root();
    let failures = for_every_document(&root, |doc, _| forbidden_phrases(doc));
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------
// The checks, on one document at a time.
// ---------------------------------------------------------------------------

/// A Markdown file: its path, its lines, and the anchors its headings make.
struct Document {
    path: PathBuf,
    /// Shown in messages: the path from the repository root.
    name: String,
    text: String,
    anchors: Vec<String>,
}

/// Reads every document under `root` and runs `check` on each, with all of
/// them at hand (anchors are checked against the target's headings).
fn for_every_document(
    root: &Path,
    check: impl Fn(&Document, &HashMap<PathBuf, Document>) -> Vec<String>,
) -> Vec<String> {
    let mut documents = HashMap::new();
    for path in markdown_files(root) {
        let text =
            fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let anchors = anchors(&text);
        documents.insert(
            path.clone(),
            Document {
                path,
                name,
                text,
                anchors,
            },
        );
    }
    assert!(
        !documents.is_empty(),
        "no Markdown file under {}",
        root.display()
    );
    let mut names: Vec<&PathBuf> = documents.keys().collect();
    names.sort();
    names
        .into_iter()
        .flat_map(|path| check(&documents[path], &documents))
        .collect()
}

/// Every `*.md` under `root`, `target/`, `.git/` and the skeleton aside,
/// sorted.
fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let skeleton = root.join("scripts").join("new-problem");
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries =
            fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {}", folder.display(), e));
        for path in entries.flatten().map(|e| e.path()) {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if name != "target" && name != ".git" && path != skeleton {
                    folders.push(path);
                }
            } else if name.ends_with(".md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Relative links whose file is missing or outside the repository, and
/// anchors that name no heading of their Markdown target.
fn broken_targets(root: &Path, doc: &Document, all: &HashMap<PathBuf, Document>) -> Vec<String> {
    let mut failures = Vec::new();
    for link in links(&doc.text) {
        if link.target.contains("://") || has_scheme(&link.target) {
            continue;
        }
        let at = format!("{}:{}: `{}`", doc.name, link.line, link.target);
        let (file, anchor) = match link.target.split_once('#') {
            Some((file, anchor)) => (file, Some(anchor)),
            None => (link.target.as_str(), None),
        };
        let target = if file.is_empty() {
            doc.path.clone()
        } else if file.starts_with('/') {
            failures.push(format!(
                "{}: an absolute path; link relative to the document",
                at
            ));
            continue;
        } else {
            let folder = doc.path.parent().unwrap_or(root);
            match normalise(&folder.join(percent_decoded(file))) {
                Some(target) if target.starts_with(root) => target,
                _ => {
                    failures.push(format!("{}: leads outside the repository", at));
                    continue;
                }
            }
        };
        if !target.exists() {
            failures.push(format!("{}: no such file or folder", at));
            continue;
        }
        if let Some(anchor) = anchor {
            match all.get(&target) {
                Some(linked) if !linked.anchors.iter().any(|a| a == anchor) => {
                    failures.push(format!(
                        "{}: {} has no heading `#{}` (it has: {})",
                        at,
                        linked.name,
                        anchor,
                        linked.anchors.join(", ")
                    ))
                }
                Some(_) => {}
                None if target.extension().is_some_and(|e| e == "md") => {
                    failures.push(format!("{}: the anchor's document was not read", at))
                }
                // An anchor into a non-Markdown file (a line of code, say)
                // cannot be checked here.
                None => {}
            }
        }
    }
    failures
}

/// Links with a scheme other than `http` or `https` (`file:`, `ftp:`, ...).
fn foreign_schemes(doc: &Document) -> Vec<String> {
    links(&doc.text)
        .into_iter()
        .filter(|link| has_scheme(&link.target))
        .filter(|link| !(link.target.starts_with("https://") || link.target.starts_with("http://")))
        .map(|link| {
            format!(
                "{}:{}: `{}`: external links must be http:// or https:// web pages",
                doc.name, link.line, link.target
            )
        })
        .collect()
}

/// Lines (code included) that mention something outside the repository.
fn forbidden_phrases(doc: &Document) -> Vec<String> {
    let mut failures = Vec::new();
    for (number, line) in doc.text.lines().enumerate() {
        let lower = line.to_lowercase();
        for phrase in FORBIDDEN {
            if contains_phrase(&lower, phrase) {
                failures.push(format!(
                    "{}:{}: mentions `{}`: {}",
                    doc.name,
                    number + 1,
                    phrase,
                    line.trim()
                ));
            }
        }
    }
    failures
}

// ---------------------------------------------------------------------------
// Reading Markdown: links, headings, slugs. Enough of CommonMark for the
// documents of this repository: inline links and images, reference
// definitions, autolinks, `href`/`src` attributes; code is not read for links.
// ---------------------------------------------------------------------------

#[derive(Debug, PartialEq, Eq)]
struct Link {
    line: usize,
    target: String,
}

/// Every link target outside code, with its 1-based line.
fn links(text: &str) -> Vec<Link> {
    let mut found = Vec::new();
    for (number, line) in prose_lines(text) {
        let line_text = without_code_spans(line);
        let mut push = |target: &str| {
            let target = target.trim();
            if !target.is_empty() {
                found.push(Link {
                    line: number,
                    target: target.to_string(),
                });
            }
        };
        // Inline links and images: `[text](target "title")`.
        let mut rest = line_text.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = closing_paren(after);
            push(destination(&after[..end]));
            rest = &after[end..];
        }
        // Reference definitions: `[name]: target "title"`.
        let trimmed = line_text.trim_start();
        if trimmed.starts_with('[') {
            if let Some(at) = trimmed.find("]:") {
                push(destination(&trimmed[at + 2..]));
            }
        }
        // Autolinks `<https://...>` and HTML attributes.
        for (open, close) in [("<http", ">"), ("href=\"", "\""), ("src=\"", "\"")] {
            let mut rest = line_text.as_str();
            while let Some(at) = rest.find(open) {
                let start = if open == "<http" {
                    at + 1
                } else {
                    at + open.len()
                };
                let after = &rest[start..];
                let end = after.find(close).unwrap_or(after.len());
                push(&after[..end]);
                rest = &after[end..];
            }
        }
    }
    found
}

/// The lines outside fenced code blocks, numbered from 1.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<&str> = None;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        match fence {
            Some(marker) if trimmed.starts_with(marker) => fence = None,
            Some(_) => {}
            None if trimmed.starts_with("```") => fence = Some("```"),
            None if trimmed.starts_with("~~~") => fence = Some("~~~"),
            None => lines.push((index + 1, line)),
        }
    }
    lines
}

/// `line` with its inline code spans blanked out.
fn without_code_spans(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut in_code = false;
    for c in line.chars() {
        if c == '`' {
            in_code = !in_code;
            out.push(' ');
        } else {
            out.push(if in_code { ' ' } else { c });
        }
    }
    out
}

/// Where a link destination starting at the beginning of `s` ends: at the
/// `)` that balances the opening one.
fn closing_paren(s: &str) -> usize {
    let mut depth = 0;
    for (at, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 0 => return at,
            ')' => depth -= 1,
            _ => {}
        }
    }
    s.len()
}

/// The destination of a link body: `<a b>` whole, else up to the first
/// white space (a title may follow).
fn destination(body: &str) -> &str {
    let body = body.trim();
    if let Some(inner) = body.strip_prefix('<') {
        inner.split('>').next().unwrap_or("")
    } else {
        body.split_whitespace().next().unwrap_or("")
    }
}

/// Whether `target` starts with a URI scheme (`https:`, `mailto:`, `c:`
/// would count too, which is right: none is a relative path).
fn has_scheme(target: &str) -> bool {
    match target.find(':') {
        Some(at) if at > 0 => {
            let scheme = &target[..at];
            scheme
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic())
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        }
        _ => false,
    }
}

/// The anchors a document's headings (and explicit `id`/`name` attributes)
/// make, duplicates numbered as GitHub numbers them (`x`, `x-1`, `x-2`).
fn anchors(text: &str) -> Vec<String> {
    let mut anchors = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let lines = prose_lines(text);
    for (index, &(number, line)) in lines.iter().enumerate() {
        let trimmed = line.trim();
        let heading = if let Some(title) = atx_heading(trimmed) {
            Some(title.to_string())
        } else {
            // A setext heading: a text line underlined with `=` or `-`.
            lines.get(index + 1).and_then(|&(next_number, next)| {
                let next = next.trim();
                let underline = !next.is_empty()
                    && (next.chars().all(|c| c == '=') || next.chars().all(|c| c == '-'));
                let text_line = !trimmed.is_empty()
                    && !trimmed.starts_with(['|', '-', '*', '>', '#'])
                    && next_number == number + 1;
                (underline && text_line).then(|| trimmed.to_string())
            })
        };
        if let Some(title) = heading {
            let slug = slug(&title);
            let count = seen.entry(slug.clone()).or_insert(0);
            anchors.push(if *count == 0 {
                slug.clone()
            } else {
                format!("{}-{}", slug, count)
            });
            *count += 1;
        }
        for attribute in ["id=\"", "name=\""] {
            let mut rest = line;
            while let Some(at) = rest.find(attribute) {
                let after = &rest[at + attribute.len()..];
                let end = after.find('"').unwrap_or(after.len());
                anchors.push(after[..end].to_string());
                rest = &after[end..];
            }
        }
    }
    anchors
}

/// The title of an ATX heading (`## Title ##`), if the line is one.
fn atx_heading(line: &str) -> Option<&str> {
    let hashes = line.chars().take_while(|&c| c == '#').count();
    if hashes == 0 || hashes > 6 {
        return None;
    }
    let rest = &line[hashes..];
    if !(rest.is_empty() || rest.starts_with(' ') || rest.starts_with('\t')) {
        return None;
    }
    Some(rest.trim().trim_end_matches('#').trim_end())
}

/// GitHub's anchor for a heading: the rendered text (link targets and
/// markup dropped), lower-cased, everything but letters, digits, spaces,
/// `-` and `_` removed, each space turned into `-`.
fn slug(title: &str) -> String {
    let mut rendered = String::new();
    let mut rest = title;
    // `[text](target)` renders as `text`.
    while let Some(open) = rest.find('[') {
        rendered.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find("](") {
            Some(close) => {
                rendered.push_str(&after[..close]);
                let target = &after[close + 2..];
                rest = &target[(closing_paren(target) + 1).min(target.len())..];
            }
            None => {
                rendered.push('[');
                rest = after;
            }
        }
    }
    rendered.push_str(rest);
    rendered
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// `path` with `.` and `..` resolved, without touching the file system;
/// `None` when `..` climbs above the file system's root.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    Some(out)
}

/// `%20` and friends decoded (links to files with spaces).
fn percent_decoded(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether `haystack` holds `phrase` as whole words: not inside a longer
/// word at either end (`the issue` is found in `see the issue.` but not in
/// `bathe issue` nor in `the issuer`; `the issues` is its own phrase).
fn contains_phrase(haystack: &str, phrase: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let mut start = 0;
    while let Some(at) = haystack[start..].find(phrase) {
        let begin = start + at;
        let end = begin + phrase.len();
        let before = haystack[..begin].chars().next_back();
        let after = haystack[end..].chars().next();
        // A phrase that starts (ends) with a word character must not
        // continue a word before it (after it).
        let joins_before = word(phrase.chars().next()) && word(before);
        let joins_after = word(phrase.chars().next_back()) && word(after);
        if !joins_before && !joins_after {
            return true;
        }
        start = begin + phrase.chars().next().map_or(1, char::len_utf8);
    }
    false
}

// ---------------------------------------------------------------------------
// The reader itself, held to small documents with known faults.
// ---------------------------------------------------------------------------

#[test]
fn slugs_follow_githubs_rule() {
    assert_eq!(slug("Reading order"), "reading-order");
    assert_eq!(
        slug("Pasting a solution into a judge"),
        "pasting-a-solution-into-a-judge"
    );
    assert_eq!(
        slug("acwing-190 — 字串变换 (String transformation)"),
        "acwing-190--字串变换-string-transformation"
    );
    assert_eq!(
        slug("The `cargo samples` command"),
        "the-cargo-samples-command"
    );
    assert_eq!(slug("Budgets, measured: 1.63!"), "budgets-measured-163");
    assert_eq!(
        slug("See [the template](template/README.md) first"),
        "see-the-template-first"
    );
    assert_eq!(slug("snake_case stays"), "snake_case-stays");
}

#[test]
fn headings_give_anchors_and_duplicates_are_numbered() {
    let text = "# Top\n\n## Notes\n\ntext\n\n## Notes\n\nSetext\n------\n\n```\n# not a heading\n```\n\n<a name=\"here\"></a>\n";
    assert_eq!(anchors(text), ["top", "notes", "notes-1", "setext", "here"]);
}

#[test]
fn links_are_found_outside_code_only() {
    let text = "See [a](a.md#x), ![chart](chart.svg \"title\") and <https://example.org/>.\n\
                `[not](code.md)`\n\
                ```\n[not](fenced.md)\n```\n\
                [ref]: ref/target.md\n\
                <img src=\"img.png\">";
    let targets: Vec<String> = links(text).into_iter().map(|l| l.target).collect();
    assert_eq!(
        targets,
        [
            "a.md#x",
            "chart.svg",
            "https://example.org/",
            "ref/target.md",
            "img.png"
        ]
    );
}

#[test]
fn forbidden_phrases_are_whole_words_in_any_case() {
    assert!(contains_phrase("see the issues for budgets", "the issues"));
    assert!(contains_phrase("as the issue said.", "the issue"));
    assert!(contains_phrase("fixed in issue #12", "issue #"));
    assert!(contains_phrase(
        "statements in ../shared/problems.md",
        "../shared"
    ));
    assert!(!contains_phrase("bathe issue", "the issue"));
    assert!(!contains_phrase("the issuer", "the issue"));
    assert!(!contains_phrase("the tasks ahead", "the task"));
    let doc = document("notes.md", "Budgets come from The Issues.\n");
    assert_eq!(forbidden_phrases(&doc).len(), 1, "case is ignored");
}

#[test]
fn broken_links_and_anchors_are_reported() {
    let root = std::env::temp_dir().join(format!("documents-{}", std::process::id()));
    fs::create_dir_all(root.join("sub")).unwrap();
    fs::write(root.join("sub/code.rs"), "fn main() {}\n").unwrap();
    let top = "# Top\n\n## Reading order\n\n\
               [ok](sub/code.rs) [ok](sub/) [ok](#reading-order) [ok](sub/notes.md#notes)\n\
               [missing](sub/gone.rs)\n[outside](../elsewhere.md)\n[absolute](/etc/passwd)\n\
               [bad anchor](#nowhere)\n[bad anchor](sub/notes.md#top)\n\
               [web](https://example.org/) [mail](mailto:someone@example.org) [file](file:///etc)\n";
    fs::write(root.join("README.md"), top).unwrap();
    fs::write(root.join("sub/notes.md"), "# Notes\n").unwrap();

    let all: HashMap<PathBuf, Document> = markdown_files(&root)
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            let name = path.strip_prefix(&root).unwrap().display().to_string();
            (
                path.clone(),
                Document {
                    anchors: anchors(&text),
                    path,
                    name,
                    text,
                },
            )
        })
        .collect();
    let readme = &all[&root.join("README.md")];
    let broken = broken_targets(&root, readme, &all);
    let lines: Vec<&str> = broken
        .iter()
        .map(|f| f.split(": ").next().unwrap())
        .collect();
    assert_eq!(
        lines,
        [
            "README.md:6",
            "README.md:7",
            "README.md:8",
            "README.md:9",
            "README.md:10"
        ],
        "{:#?}",
        broken
    );
    let foreign = foreign_schemes(readme);
    assert_eq!(foreign.len(), 2, "{:#?}", foreign);
    fs::remove_dir_all(&root).unwrap();
}

/// A document read from a string, for the tests above.
fn document(name: &str, text: &str) -> Document {
    Document {
        path: PathBuf::from(name),
        name: name.to_string(),
        text: text.to_string(),
        anchors: anchors(text),
    }
}
