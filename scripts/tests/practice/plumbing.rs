//! The command line's plumbing: its one argument parser, the programs
//! read from cargo's messages, the foreign programs' words, the shell's
//! `exec`, and the length of a solution.

use scripts::args::Words;
use scripts::samples::{Foreign, Program};
use std::path::PathBuf;

fn parse(args: &[&str]) -> Result<Words, String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    Words::parse(
        &args,
        &["--run", "--file", "--edition", "--cases"],
        &["--help"],
    )
}

fn foreign(args: &[&str]) -> Result<Option<Foreign>, String> {
    Foreign::from_words(&parse(args)?)
}

#[test]
fn options_take_the_next_word_whatever_it_is() {
    let parsed = parse(&["hdu-1195", "--run", "--odd name", "--help"]).unwrap();
    assert_eq!(parsed.positional, ["hdu-1195"]);
    assert_eq!(parsed.value("--run"), Some("--odd name"));
    assert!(parsed.has_flag("--help"));
    assert_eq!(parsed.value("--cases"), None);
    assert_eq!(parsed.one_id("stress"), Ok("hdu-1195".to_string()));
    let two = parse(&["a", "b", "--cases", "x"]).unwrap();
    assert!(two.one_id("stress").unwrap_err().contains("exactly one"));
    assert!(two.number("--cases", 1).unwrap_err().contains("`x`"));
    assert_eq!(parse(&[]).unwrap().number("--cases", 7), Ok(7));
}

#[test]
fn misused_words_are_refused_in_one_line() {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let refusals = [
        (&["x", "--run"][..], "--run wants a value"),
        (&["x", "--run", "a", "--run", "b"][..], "given twice"),
        (&["x", "--bogus"][..], "unknown option --bogus"),
        (&["x", "-v"][..], "unknown option -v"),
        (&["x", "--run", "a", "--file", "Cargo.toml"][..], "not both"),
        (
            &["x", "--run", "a", "--edition", "2021"][..],
            "goes with --file",
        ),
        (&["x", "--edition", "2021"][..], "goes with --file"),
        (&["x", "--run", "  "][..], "wants a command line"),
        (&["x", "--file", "no-such-file.rs"][..], "no such file"),
        (
            &["x", "--file", manifest, "--edition", "2020"][..],
            "2015, 2018, 2021, 2024",
        ),
    ];
    for (args, why) in refusals {
        let error = foreign(args).unwrap_err();
        assert!(error.contains(why), "{:?}: {}", args, error);
        assert!(!error.contains('\n'), "{:?}: {}", args, error);
    }
}

#[test]
fn a_file_is_compiled_in_2021_unless_told() {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let edition_of = |args: &[&str]| match foreign(args).unwrap() {
        Some(Foreign::RustFile { edition, .. }) => edition,
        other => panic!("{:?}", other),
    };
    assert_eq!(edition_of(&["--file", manifest]), "2021");
    assert_eq!(
        edition_of(&["--file", manifest, "--edition", "2018"]),
        "2018"
    );
    assert_eq!(
        foreign(&["x", "--run", "python3 my.py"]).unwrap(),
        Some(Foreign::Command("python3 my.py".to_string()))
    );
    assert_eq!(foreign(&["x"]).unwrap(), None);
}

#[test]
fn simple_commands_are_exec_ed_and_others_left_to_the_shell() {
    let line = |command: &str| Program::shell("run", command).args[1].clone();
    assert_eq!(line("sh my.sh"), "exec sh my.sh");
    assert_eq!(line("  ./a.out"), "exec ./a.out");
    assert_eq!(line("sh -e 'x y'"), "exec sh -e 'x y'");
    for compound in [
        "cd dir && ./a.out",
        "./gen | ./a.out",
        "./a.out < in.txt",
        "ulimit -s unlimited; ./a.out",
        "X=1 ./a.out",
        "X=/bin/true ./a.out",
        "exec ./a.out",
        "exit 3",
        "$HOME/a.out",
        "cd dir",
        "no-such-program-anywhere x",
    ] {
        assert_eq!(line(compound), compound);
    }
}

#[test]
fn programs_are_read_from_cargo_s_own_messages() {
    let messages = concat!(
        r#"{"reason":"compiler-artifact","package_id":"path+file:///w#x@0.1.0","#,
        r#""target":{"kind":["bin"],"name":"x-contest","src_path":"/w/src/bin/x.rs"},"#,
        r#""filenames":["C:\\t\\x-contest.exe"],"executable":"C:\\t\\x-\u00e9.exe","fresh":true}"#,
        "\n",
        r#"{"reason":"compiler-artifact","target":{"kind":["lib"],"name":"judging"},"executable":null}"#,
        "\n",
        r#"{"reason":"build-finished","success":true}"#,
        "\n"
    );
    let programs = scripts::cargo::programs(messages);
    assert_eq!(programs.len(), 1);
    assert_eq!(programs["x-contest"], PathBuf::from("C:\\t\\x-é.exe"));
}

#[test]
fn own_lines_skip_comments_and_blanks_and_stop_at_the_banner() {
    use scripts::standalone::own_lines;
    let source = "//! docs\n\nfn main() {\n    // why\n    run();\n}\n\
                  // =====\n// The template's code\nmod scan {}\n";
    assert_eq!(own_lines(source), 3);
    assert_eq!(own_lines("fn main() {}\n"), 1);
    assert_eq!(own_lines("/// doc\nconst A: u8 = 1; // trailing\n"), 1);
}
