//! The promises every solution file makes to someone who pastes it into a
//! judge: it compiles alone, and its embedded template code is current.

use judging::workspace;
use scripts::{snippets, standalone};
use std::thread;

#[test]
fn every_solution_compiles_alone_in_every_edition_without_warnings() {
    let root = workspace::root();
    let out_dir = std::env::temp_dir().join(format!("pasteable-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let jobs: Vec<_> = workspace::problems(&root)
        .unwrap()
        .into_iter()
        .flat_map(|problem| problem.versions().unwrap())
        .flat_map(|version| {
            standalone::EDITIONS
                .iter()
                .map(move |&e| (version.clone(), e))
        })
        .map(|(version, edition)| {
            let out_dir = out_dir.clone();
            thread::spawn(move || {
                standalone::compile(&version.source, edition, &out_dir)
                    .map(|_| ())
                    .map_err(|why| {
                        format!(
                            "{} (edition {}):\n{}",
                            version.source.display(),
                            edition,
                            why
                        )
                    })
            })
        })
        .collect();
    let failures: Vec<String> = jobs
        .into_iter()
        .filter_map(|j| j.join().unwrap().err())
        .collect();
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn pasted_template_code_is_what_the_template_holds() {
    let report = snippets::sync(&workspace::root(), &[], false).unwrap();
    assert!(report.len() >= 12, "{} solution files", report.len());
    let stale: Vec<String> = (report.iter())
        .filter(|pasted| !pasted.up_to_date)
        .map(|pasted| pasted.file.display().to_string())
        .collect();
    assert!(
        stale.is_empty(),
        "pasted code differs from template/src (run `cargo snippets`):\n{}",
        stale.join("\n")
    );
}

#[test]
fn the_snippet_check_notices_a_drifted_copy_and_an_unused_item() {
    // A scratch workspace: one solution, one template module of two items.
    let root = std::env::temp_dir().join(format!("snippet-drift-{}", std::process::id()));
    let solution = root.join("problems/demo/src/main.rs");
    std::fs::create_dir_all(solution.parent().unwrap()).unwrap();
    std::fs::create_dir_all(root.join("template/src")).unwrap();
    std::fs::write(
        root.join("problems/demo/Cargo.toml"),
        "[package]\nname = \"demo\"\n",
    )
    .unwrap();
    std::fs::write(
        root.join("template/src/tiny.rs"),
        "//! docs\n// snippet:begin one\npub fn one() -> u8 {\n    1\n}\n// snippet:end one\n\n\
         // snippet:begin two\npub fn two() -> u8 {\n    2\n}\n// snippet:end two\n",
    )
    .unwrap();
    let own = "fn main() {\n    println!(\"{}\", tiny::one());\n}\n";
    std::fs::write(&solution, own).unwrap();

    let report = snippets::sync(&root, &[], false).unwrap();
    assert!(!report[0].up_to_date, "nothing pasted yet");
    assert_eq!(
        std::fs::read_to_string(&solution).unwrap(),
        own,
        "a check must not write"
    );
    snippets::sync(&root, &[], true).unwrap();
    let pasted = std::fs::read_to_string(&solution).unwrap();
    assert!(pasted.contains("mod tiny {\n    pub fn one() -> u8 {\n        1\n    }\n}\n"));
    assert!(
        !pasted.contains("two"),
        "an item the file does not call is not pasted"
    );
    assert!(snippets::sync(&root, &[], false).unwrap()[0].up_to_date);
    // A copy edited by hand is a difference, and the rewrite repairs it.
    std::fs::write(&solution, pasted.replace("        1", "        3")).unwrap();
    assert!(!snippets::sync(&root, &[], false).unwrap()[0].up_to_date);
    snippets::sync(&root, &[], true).unwrap();
    assert_eq!(std::fs::read_to_string(&solution).unwrap(), pasted);
    std::fs::remove_dir_all(&root).unwrap();
}

/// The version a contest coder pastes, built on the template (the contest
/// version, or `src/main.rs` where there is no other), stays short: about
/// 100 lines of its own and 110 at the outside, as the README promises
/// (`cargo standalone` prints the counts).
#[test]
fn every_template_version_is_about_100_lines_of_its_own() {
    let root = workspace::root();
    let mut long = Vec::new();
    for problem in workspace::problems(&root).unwrap() {
        let versions = problem.versions().unwrap();
        let short_one = (versions.iter())
            .find(|v| v.label(&problem) == "contest")
            .unwrap_or(&versions[0]);
        let source = std::fs::read_to_string(&short_one.source).unwrap();
        let lines = standalone::own_lines(&source);
        if lines > 110 {
            long.push(format!("{}: {} lines", short_one.source.display(), lines));
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

// The snippet machinery on a tiny template module.

const TINY: &str = "//! docs\nuse std::fmt;\n\n// snippet:begin one\n// snippet:needs two\n\
                    /// One.\npub fn one() -> u8 {\n    two() - 1\n}\n// snippet:end one\n\n\
                    // snippet:begin two\npub fn two() -> u8 {\n\n    2\n}\n// snippet:end two\n\n\
                    // snippet:begin lone\npub fn lone() {}\n// snippet:end lone\n";

fn tiny() -> Vec<snippets::Item> {
    snippets::items_of("tiny", TINY).unwrap()
}

#[test]
fn items_carry_their_needs_and_nothing_outside_their_markers() {
    let items = tiny();
    assert_eq!(items.len(), 3);
    assert_eq!(items[0].needs, ["tiny::two"]);
    assert_eq!(items[0].lines[0], "/// One.");
    assert_eq!(items[1].lines, ["pub fn two() -> u8 {", "", "    2", "}"]);
    assert!(snippets::items_of("x", "// snippet:begin a\nfn a() {}\n").is_err());
}

#[test]
fn only_calls_in_code_count() {
    let own =
        "fn main() {\n    // tiny::lone() is not called here\n    let s = \"tiny::lone\";\n    \
               std::tiny::lone();\n    tiny::one();\n    tiny::oneish();\n}\n";
    let used = snippets::used(own, &tiny());
    assert_eq!(used.iter().collect::<Vec<_>>(), ["tiny::one"]);
    // A comment marker in a string is no comment; a quote character is no string.
    let quoted = "let a = \"//\"; tiny::lone(); let q = '\"'; tiny::two();\n";
    assert_eq!(snippets::used(quoted, &tiny()).len(), 2);
}

#[test]
fn a_paste_holds_what_is_used_and_what_that_needs() {
    let library = tiny();
    let file = "fn main() {\n    tiny::one();\n}\n";
    let (text, items) = snippets::rewrite(file, &library).unwrap();
    assert_eq!(items.iter().collect::<Vec<_>>(), ["tiny::one", "tiny::two"]);
    assert!(text.starts_with(file));
    assert!(text.contains("mod tiny {\n    /// One.\n"));
    assert!(text.contains("pub fn two() -> u8 {\n\n        2\n    }\n}\n"));
    assert!(!text.contains("lone"));
    // Rewriting again changes nothing; a drifted copy is repaired.
    assert_eq!(snippets::rewrite(&text, &library).unwrap().0, text);
    let drifted = text.replace("        2", "        3");
    assert_eq!(snippets::rewrite(&drifted, &library).unwrap().0, text);
    // A file that calls nothing has nothing pasted.
    assert_eq!(
        snippets::rewrite("fn main() {}\n", &library).unwrap().0,
        "fn main() {}\n"
    );
    let unknown = snippets::Item {
        needs: vec!["tiny::none".into()],
        ..library[2].clone()
    };
    assert!(snippets::closure(&["tiny::lone".to_string()].into(), &[unknown]).is_err());
}
