//! `cargo new-problem ID` in a scratch copy of what it reads (the template's
//! sources and the lab's `mod.rs`), never in the repository: the room it
//! makes, a skeleton that compiles alone and answers its sample, the lab
//! registered in order, and refusals that write nothing.

use judging::{testing, workspace};
use scripts::{scaffold, snippets, standalone};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A scratch root holding a copy of `template/src/` and one made-up problem
/// `zz-old` with a contest version; removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let root = std::env::temp_dir().join(format!("scaffold-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let real = workspace::root();
        fs::create_dir_all(root.join("template/src")).unwrap();
        for entry in fs::read_dir(real.join("template/src")).unwrap() {
            let path = entry.unwrap().path();
            fs::copy(
                &path,
                root.join("template/src").join(path.file_name().unwrap()),
            )
            .unwrap();
        }
        let old = root.join("problems/zz-old");
        fs::create_dir_all(old.join("src/bin")).unwrap();
        fs::write(old.join("Cargo.toml"), "[package]\nname = \"zz-old\"\n").unwrap();
        fs::write(old.join("src/main.rs"), "fn main() {}\n").unwrap();
        fs::write(old.join("src/bin/zz-old-contest.rs"), "fn main() {}\n").unwrap();
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
                    found.push(relative.display().to_string().replace('\\', "/"));
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

const ROOM: [&str; 10] = [
    "problems/zz-demo/Cargo.toml",
    "problems/zz-demo/README.md",
    "problems/zz-demo/examples/zz-demo-lab.rs",
    "problems/zz-demo/src/lab.rs",
    "problems/zz-demo/src/lib.rs",
    "problems/zz-demo/src/main.rs",
    "problems/zz-demo/tests/io.rs",
    "problems/zz-demo/tests/reference.rs",
    "samples/zz-demo/official.in",
    "samples/zz-demo/official.out",
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
    let lab = scratch.read("problems/zz-demo/src/lab.rs");
    for wanted in [
        "chart_input: \"samples/zz-demo/official.in\"",
        "both_ways(start, goal, solution::successors, solution::predecessors)",
    ] {
        assert!(lab.contains(wanted), "the lab has no {:?}", wanted);
    }
    let io = scratch.read("problems/zz-demo/tests/io.rs");
    assert!(io.contains("env!(\"CARGO_BIN_EXE_zz-demo\")"), "{}", io);
    assert!(io.contains("zz_demo::lab::LAB.check"), "{}", io);
    let reference = scratch.read("problems/zz-demo/tests/reference.rs");
    assert!(reference.contains("use zz_demo::fast;"));
    let example = scratch.read("problems/zz-demo/examples/zz-demo-lab.rs");
    assert!(example.contains("judging::lab::main(&zz_demo::lab::LAB)"));
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
fn the_pasted_template_code_is_the_template_s_and_only_what_is_called() {
    let scratch = Scratch::new("snippets");
    scratch.new_problem("zz-demo").unwrap();
    let report = snippets::sync(&scratch.0, &["zz-demo".to_string()], false).unwrap();
    assert!(
        report.iter().all(|pasted| pasted.up_to_date),
        "{:#?}",
        report
    );
    let items: Vec<&str> = report[0].items.iter().map(String::as_str).collect();
    assert!(
        items.contains(&"bibfs::distance") && items.contains(&"scan::run"),
        "{:?}",
        items
    );
    assert!(!items.contains(&"bibfs::path"), "{:?}", items);
    let main = scratch.read("problems/zz-demo/src/main.rs");
    assert!(main.contains(&format!("{}\n// The template's code", snippets::BANNER)));
    assert!(main.contains("#[rustfmt::skip]\nmod bibfs {\n"));
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

#[test]
fn a_taken_or_malformed_id_is_refused_and_nothing_is_written() {
    let scratch = Scratch::new("refuse");
    scratch.new_problem("zz-demo").unwrap();
    fs::create_dir_all(scratch.0.join("samples/zz-samples")).unwrap();
    let before = scratch.files();
    for (id, message) in [
        ("zz-demo", "problems/zz-demo already exists"),
        ("zz-samples", "samples/zz-samples already exists"),
        // Programs named alike: zz-old's contest version, zz-demo's lab.
        (
            "zz-old-contest",
            "a program `zz-old-contest`, which zz-old already has",
        ),
        (
            "zz-demo-lab",
            "a program `zz-demo-lab`, which zz-demo already has",
        ),
        (
            "zz-old-lab",
            "a program `zz-old-lab`, which zz-old already has",
        ),
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
}

/// `cargo new-problem demo | head -1`: the reader closes the pipe after the
/// first line; the room is whole all the same, and the command does not
/// panic.
#[test]
fn a_closed_pipe_leaves_a_whole_room() {
    let scratch = Scratch::new("pipe");
    let mut child = Command::new(env!("CARGO_BIN_EXE_scripts"))
        .args(["new", "zz-demo"])
        .env("SCRIPTS_ROOT", &scratch.0)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{}", stderr);
    let made: Vec<String> = (scratch.files().into_iter())
        .filter(|f| f.contains("zz-demo"))
        .collect();
    assert_eq!(made, ROOM.map(String::from));
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
