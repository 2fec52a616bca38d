//! `cargo new-problem ID` in a scratch copy of what it reads (the template's
//! sources and the lab's `mod.rs`), never in the repository: the room it
//! makes, a skeleton that compiles alone and answers its sample, the lab
//! registered in order, and refusals that write nothing.

#[allow(dead_code)]
#[path = "../src/scaffold.rs"]
mod scaffold;

use scripts::{snippets, standalone, testing, workspace};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A scratch root holding copies of `template/src/` and the lab's `mod.rs`;
/// removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let root = std::env::temp_dir().join(format!("scaffold-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let real = workspace::root();
        for folder in ["template/src", "scripts/src/lab"] {
            fs::create_dir_all(root.join(folder)).unwrap();
        }
        for entry in fs::read_dir(real.join("template/src")).unwrap() {
            let path = entry.unwrap().path();
            fs::copy(
                &path,
                root.join("template/src").join(path.file_name().unwrap()),
            )
            .unwrap();
        }
        fs::copy(
            real.join("scripts/src/lab/mod.rs"),
            root.join("scripts/src/lab/mod.rs"),
        )
        .unwrap();
        Scratch(root)
    }

    fn new_problem(&self, id: &str) -> Result<bool, String> {
        scaffold::new_problem(&self.0, &[id.to_string()])
    }

    fn read(&self, path: &str) -> String {
        fs::read_to_string(self.0.join(path)).unwrap_or_else(|e| panic!("{}: {}", path, e))
    }

    /// Every file under the root, relative to it, sorted.
    fn files(&self) -> Vec<String> {
        let mut found = Vec::new();
        let mut folders = vec![self.0.clone()];
        while let Some(folder) = folders.pop() {
            for path in fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()) {
                if path.is_dir() {
                    folders.push(path);
                } else {
                    let relative = path.strip_prefix(&self.0).unwrap();
                    found.push(relative.display().to_string());
                }
            }
        }
        found.sort();
        found
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

const ROOM: [&str; 8] = [
    "problems/zz-demo/Cargo.toml",
    "problems/zz-demo/README.md",
    "problems/zz-demo/src/main.rs",
    "problems/zz-demo/tests/io.rs",
    "problems/zz-demo/tests/reference.rs",
    "samples/zz-demo/official.in",
    "samples/zz-demo/official.out",
    "scripts/src/lab/zz_demo.rs",
];

#[test]
fn the_room_has_the_collection_s_layout() {
    let scratch = Scratch::new("room");
    let before = scratch.files();
    assert_eq!(scratch.new_problem("zz-demo"), Ok(true));
    let mut expected: Vec<String> = before.into_iter().chain(ROOM.map(String::from)).collect();
    expected.sort();
    assert_eq!(scratch.files(), expected, "exactly the room, nothing else");

    assert_eq!(scratch.read("samples/zz-demo/official.in"), "5 17\n");
    assert_eq!(scratch.read("samples/zz-demo/official.out"), "4\n");
    let manifest = scratch.read("problems/zz-demo/Cargo.toml");
    assert!(manifest.contains("name = \"zz-demo\""), "{}", manifest);
    assert!(
        manifest.contains("[package.metadata.judge]"),
        "{}",
        manifest
    );
    let lab = scratch.read("scripts/src/lab/zz_demo.rs");
    for wanted in [
        "#[path = \"../../../problems/zz-demo/src/main.rs\"]",
        "id: \"zz-demo\"",
        "chart_input: \"samples/zz-demo/official.in\"",
        "trace::two_way(",
        "solution::predecessors",
    ] {
        assert!(lab.contains(wanted), "the lab has no {:?}", wanted);
    }
    let io = scratch.read("problems/zz-demo/tests/io.rs");
    assert!(io.contains("env!(\"CARGO_BIN_EXE_zz-demo\")"), "{}", io);
    let reference = scratch.read("problems/zz-demo/tests/reference.rs");
    assert!(reference.contains("#[path = \"../src/main.rs\"]\nmod fast;"));
    for file in ROOM {
        assert!(!scratch.read(file).contains('@'), "{}: a hole left", file);
    }
}

#[test]
fn the_readme_has_the_chapter_headings_in_order() {
    let scratch = Scratch::new("readme");
    scratch.new_problem("zz-demo").unwrap();
    let readme = scratch.read("problems/zz-demo/README.md");
    let headings: Vec<&str> = readme.lines().filter(|l| l.starts_with('#')).collect();
    assert_eq!(
        headings,
        [
            "# zz-demo — (replace: the problem's title)",
            "## The problem",
            "### Where to submit",
            "## The contest version",
            "## The method",
            "## The search, drawn",
            "## The fast version",
            "## Measured",
            "## Traps",
            "## Input decisions",
            "## How the tests establish correctness",
            "## Exercises",
        ]
    );
    let navigation = "> [Reading order](../../README.md#reading-order)";
    let lines: Vec<&str> = readme.lines().collect();
    assert_eq!(lines[2], navigation);
    assert_eq!(lines.last(), Some(&navigation));
    let drawn = readme.split("## The search, drawn").nth(1).unwrap();
    assert!(drawn
        .trim_start()
        .starts_with("![The search, drawn](chart.svg)\n"));
}

#[test]
fn the_skeleton_compiles_alone_in_every_edition_and_answers_its_sample() {
    let scratch = Scratch::new("compile");
    scratch.new_problem("zz-demo").unwrap();
    let solution = scratch.0.join("problems/zz-demo/src/main.rs");
    let out_dir = scratch.0.join("bin");
    fs::create_dir_all(&out_dir).unwrap();
    for edition in standalone::EDITIONS {
        let binary = standalone::compile(&solution, edition, &out_dir)
            .unwrap_or_else(|why| panic!("edition {}:\n{}", edition, why));
        let binary = binary.to_str().unwrap();
        testing::expect_output(binary, "5 17\n", "4\n");
        testing::expect_output(binary, "100000 0", "100000\n");
        testing::expect_rejected(binary, "5 100001\n");
    }
}

#[test]
fn the_embedded_snippets_are_the_template_s() {
    let scratch = Scratch::new("snippets");
    scratch.new_problem("zz-demo").unwrap();
    let copies = snippets::sync(&scratch.0, &["zz-demo".to_string()], false).unwrap();
    let names: Vec<&str> = copies.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["scan", "hash", "bibfs"]);
    assert!(copies.iter().all(|c| c.up_to_date), "{:#?}", copies);
    let main = scratch.read("problems/zz-demo/src/main.rs");
    assert!(main.contains(
        "// ===========================================================================\n\
         // The template's code, embedded unchanged (`cargo snippets` keeps it in sync).\n"
    ));
    assert!(main.contains("#[rustfmt::skip]\n#[allow(dead_code)]\npub mod bibfs {\n"));
}

#[test]
fn the_rust_files_are_formatted() {
    if Command::new("rustfmt").arg("--version").output().is_err() {
        eprintln!("skipped: no rustfmt here");
        return;
    }
    let scratch = Scratch::new("format");
    scratch.new_problem("zz-demo").unwrap();
    for file in ROOM.iter().filter(|f| f.ends_with(".rs")) {
        assert_formatted(file, &scratch.read(file));
    }
    assert_formatted("mod.rs", &scratch.read("scripts/src/lab/mod.rs"));
}

/// Fails unless rustfmt leaves `text` as it is. Read from standard input,
/// so that `mod NAME;` lines are not followed to files; and compared here,
/// since `--check` exits 0 on standard input whatever it finds.
fn assert_formatted(name: &str, text: &str) {
    let mut rustfmt = Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    rustfmt
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = rustfmt.wait_with_output().unwrap();
    let formatted = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "rustfmt failed on {}", name);
    if formatted != text {
        let first = formatted
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "{} is not as rustfmt writes it, from line {}:\n{}",
            name,
            first + 1,
            formatted
                .lines()
                .skip(first)
                .take(8)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// The `mod NAME;` names and the `LABS` entries of a lab `mod.rs`.
fn registered(labs: &str) -> (Vec<String>, Vec<String>) {
    let modules = labs
        .lines()
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .map(String::from)
        .collect();
    let listed = labs
        .split("pub const LABS: &[&Lab] = &[\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.trim() != "];")
        .map(|l| l.trim().trim_start_matches('&').trim_end_matches("::LAB,"))
        .map(String::from)
        .collect();
    (modules, listed)
}

#[test]
fn the_lab_is_registered_in_both_sorted_lists() {
    let scratch = Scratch::new("register");
    let (modules_before, labs_before) = registered(&scratch.read("scripts/src/lab/mod.rs"));
    // `poj0` sorts after `poj-3984` by id but before `poj_1077` by module
    // name; `aa` goes first, `zz-last` last.
    let new = ["poj0", "aa", "zz-last"];
    for id in new {
        scratch.new_problem(id).unwrap();
    }
    let (modules, labs) = registered(&scratch.read("scripts/src/lab/mod.rs"));
    let mut expected_modules = modules_before.clone();
    expected_modules.extend(["poj0", "aa", "zz_last"].map(String::from));
    expected_modules.sort();
    assert_eq!(modules, expected_modules, "sorted as rustfmt sorts them");
    // LABS lists the labs as the problems are listed: sorted by id.
    let ids: Vec<String> = labs.iter().map(|m| m.replace('_', "-")).collect();
    let mut sorted_ids = ids.clone();
    sorted_ids.sort();
    assert_eq!(ids, sorted_ids);
    assert_eq!(labs.len(), labs_before.len() + new.len());
    let at = |id: &str| ids.iter().position(|i| i == id).unwrap();
    assert_eq!(at("aa"), 0);
    assert_eq!(at("poj0"), at("poj-3984") + 1);
    assert_eq!(at("zz-last"), ids.len() - 1);
}

#[test]
fn a_taken_or_malformed_id_is_refused_and_nothing_is_written() {
    let scratch = Scratch::new("refuse");
    scratch.new_problem("zz-demo").unwrap();
    fs::create_dir_all(scratch.0.join("samples/zz-samples")).unwrap();
    fs::write(scratch.0.join("scripts/src/lab/zz_lab.rs"), "").unwrap();
    let before = scratch.files();
    let labs = scratch.read("scripts/src/lab/mod.rs");
    for (id, message) in [
        ("zz-demo", "problems/zz-demo already exists"),
        ("zz-samples", "samples/zz-samples already exists"),
        ("zz-lab", "scripts/src/lab/zz_lab.rs already exists"),
        ("", "use lowercase letters"),
        ("Zz", "use lowercase letters"),
        ("1zz", "use lowercase letters"),
        ("zz_demo", "use lowercase letters"),
        ("zz demo", "use lowercase letters"),
        ("type", "a Rust keyword"),
        ("scripts", "a Rust keyword or a name the workspace uses"),
    ] {
        let refusal = scratch.new_problem(id).unwrap_err();
        assert!(refusal.contains(message), "{:?}: {}", id, refusal);
        assert!(!refusal.contains('\n'), "{:?}: {}", id, refusal);
    }
    let usage = scaffold::new_problem(&scratch.0, &[]).unwrap_err();
    assert!(usage.starts_with("usage: new ID"), "{}", usage);
    assert_eq!(scratch.files(), before);
    assert_eq!(scratch.read("scripts/src/lab/mod.rs"), labs);
}

/// The command itself, on the repository, with an id that exists: one
/// line, exit status 1 (refused before anything is written).
#[test]
fn the_command_refuses_an_existing_problem_in_one_line() {
    let root = workspace::root();
    let existing = workspace::problems(&root).unwrap().remove(0).id;
    let output = Command::new(env!("CARGO_BIN_EXE_scripts"))
        .args(["new", &existing])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{}", stderr);
    assert_eq!(
        stderr,
        format!("error: problems/{} already exists\n", existing)
    );
    assert!(output.stdout.is_empty());
    assert!(Path::new(&root.join("problems").join(&existing)).is_dir());
}
