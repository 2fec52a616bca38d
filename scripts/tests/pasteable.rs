//! The promises every solution file makes to someone who pastes it into a
//! judge: it compiles alone, and its embedded template code is current.

use scripts::{snippets, standalone, workspace};
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
fn embedded_template_snippets_match_the_template() {
    let copies = snippets::sync(&workspace::root(), &[], false).unwrap();
    let stale: Vec<String> = copies
        .iter()
        .filter(|c| !c.up_to_date)
        .map(|c| format!("{}:{} ({})", c.file.display(), c.line, c.name))
        .collect();
    assert!(
        stale.is_empty(),
        "copies differ from template/src (run `cargo snippets`):\n{}",
        stale.join("\n")
    );
}

#[test]
fn the_snippet_check_notices_a_drifted_copy() {
    // A scratch workspace with one solution whose copy is one line off.
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
        "//! docs\n// snippet:begin tiny\npub fn one() -> u8 {\n    1\n}\n// snippet:end tiny\n",
    )
    .unwrap();
    let drifted = "fn main() {}\nmod tiny {\n    // snippet:begin tiny\n    pub fn one() -> u8 {\n        2\n    }\n    // snippet:end tiny\n}\n";
    std::fs::write(&solution, drifted).unwrap();

    let copies = snippets::sync(&root, &[], false).unwrap();
    assert_eq!(copies.len(), 1);
    assert!(!copies[0].up_to_date);
    assert_eq!(
        std::fs::read_to_string(&solution).unwrap(),
        drifted,
        "a check must not write"
    );

    snippets::sync(&root, &[], true).unwrap();
    let repaired = std::fs::read_to_string(&solution).unwrap();
    assert_eq!(repaired, drifted.replace("        2", "        1"));
    assert!(snippets::sync(&root, &[], false)
        .unwrap()
        .iter()
        .all(|c| c.up_to_date));
    std::fs::remove_dir_all(&root).unwrap();
}

/// The version a contest coder pastes, built on the template (the contest
/// version, or `src/main.rs` where there is no other), stays short: at most
/// about 100 lines of its own, as the README promises (`cargo standalone`
/// prints the counts).
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
        if lines > 105 {
            long.push(format!("{}: {} lines", short_one.source.display(), lines));
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}
