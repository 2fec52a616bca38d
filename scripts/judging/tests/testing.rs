//! The problems' test helpers: the seeded generator, rewriting a file that
//! other tests read, and what holds a lesson to the code (its bug hunt run
//! on the samples, the `cargo trace` tables it quotes).

use judging::compare::{self, Checked};
use judging::testing::{
    expect_readme_traces, failed, readme_traces, samples, trace_rows, write_if_changed, BugHunt,
    Judged, QuotedTrace, Rng, SampleText,
};
use judging::trace::{Layer, Search, Side, Trace};
use std::panic::catch_unwind;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[test]
fn the_generator_is_seeded_and_stays_in_range() {
    let mut a = Rng::new(7);
    let mut b = Rng::new(7);
    for _ in 0..1000 {
        let x = a.range(3, 9);
        assert_eq!(x, b.range(3, 9));
        assert!((3..=9).contains(&x));
    }
    let mut counts = [0; 4];
    for _ in 0..40_000 {
        counts[a.below(4)] += 1;
    }
    assert!(
        counts.iter().all(|&c| (9_000..11_000).contains(&c)),
        "{:?}",
        counts
    );
}

#[test]
fn a_shuffle_is_a_permutation() {
    let mut items: Vec<u32> = (0..100).collect();
    Rng::new(1).shuffle(&mut items);
    assert_ne!(items, (0..100).collect::<Vec<_>>());
    items.sort_unstable();
    assert_eq!(items, (0..100).collect::<Vec<_>>());
}

/// With `--include-ignored`, the `regenerate_*` tests truncated files that
/// other tests were reading ("bench/official.in is stale, left: \"\"", 5
/// runs in 20). A reader racing a writer now sees a whole file, old or
/// new, every time.
#[test]
fn a_file_being_regenerated_is_never_read_empty_or_half_written() {
    let folder = std::env::temp_dir().join(format!("regenerate-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("official.in");
    let (old, new) = ("1\n".repeat(100_000), "2\n".repeat(100_000));
    assert!(write_if_changed(&path, &old));
    let done = Arc::new(AtomicBool::new(false));
    let writer = {
        let (path, done) = (path.clone(), Arc::clone(&done));
        let (old, new) = (old.clone(), new.clone());
        std::thread::spawn(move || {
            for i in 0..300 {
                // Unchanged content, then a change, as regenerating does.
                write_if_changed(&path, if i % 4 < 2 { &old } else { &new });
            }
            done.store(true, Ordering::SeqCst);
        })
    };
    let mut reads = 0;
    while !done.load(Ordering::SeqCst) || reads == 0 {
        let read = std::fs::read_to_string(&path).unwrap();
        assert!(read == old || read == new, "read {} bytes", read.len());
        reads += 1;
    }
    writer.join().unwrap();
    // An unchanged file is not written at all.
    let before = std::fs::metadata(&path).unwrap().modified().unwrap();
    let content = std::fs::read(&path).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(!write_if_changed(&path, &content));
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        before
    );
    let left: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(left.len(), 1, "temporary files left: {:?}", left);
    std::fs::remove_dir_all(&folder).unwrap();
}

// ---------------------------------------------------------------------------
// The traces a README quotes

/// Every way the lessons quote a trace: a command in the prose, wrapped
/// onto the next line, before a printed table; `$ cargo trace` inside the
/// block; `printf ... |` in a code block before a Markdown table with
/// columns of its own; `echo ... |` in the prose. Tables of other things,
/// and commands no table follows, are passed over.
const LESSON: &str = "\
# A lesson

| size | time |
| ---: | ---: |
| 3 | 1 ms |

Not this one: `cargo trace demo < nowhere.in`. The sample, traced by `cargo trace demo --case 2 <
samples/poj-3984/official.in` (the bidirectional part):

```text
 step  side     depth       layer    stored fwd stored back     generated
    0  forward      0          1              1           0             0
    1  forward      1      2,325*         2,326           0         9,000
  (* the search stopped inside this layer)
Distance: 1.
```

```text
$ cargo trace demo < samples/poj-3984/official.in
demo: a title

Both ways: a method
 step  side     depth       layer    stored fwd stored back     generated
    0  forward      0          1              1           0             0
The sides met at a b, 0 moves from the start and 0 moves from the goal.
```

```text
just some output
```

```sh
$ printf 'a b\\n50%% \\\\ c\\n' | cargo trace demo
```

| step | side | depth | layer | stored (both sides) | the layer |
| ---: | --- | ---: | ---: | ---: | --- |
| 1 | forward | 1 | 2, stopped | 5 | met at `a b` |

A last one (`echo \"BBBO WWWB
WOWB\" | cargo trace demo`):

| step | side | what |
| --- | --- | --- |
| 0 | forward | the start |
";

fn strings(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|cell| cell.to_string()).collect()
}

#[test]
fn every_quoted_trace_is_found_with_its_input_and_table() {
    let official =
        std::fs::read_to_string(judging::workspace::root().join("samples/poj-3984/official.in"))
            .unwrap();
    let quotes = readme_traces(LESSON);
    let commands: Vec<&str> = quotes.iter().map(|q| q.command.as_str()).collect();
    assert_eq!(
        commands,
        [
            "cargo trace demo --case 2 < samples/poj-3984/official.in",
            "cargo trace demo < samples/poj-3984/official.in",
            r"printf 'a b\n50%% \\ c\n' | cargo trace demo",
            "echo \"BBBO WWWB WOWB\" | cargo trace demo",
        ]
    );
    assert!(quotes.iter().all(|q| q.id == "demo"));
    let inputs: Vec<&str> = quotes.iter().map(|q| q.input.as_str()).collect();
    assert_eq!(
        inputs,
        [&official, &official, "a b\n50% \\ c\n", "BBBO WWWB WOWB\n"]
    );
    let cases: Vec<usize> = quotes.iter().map(|q| q.case).collect();
    assert_eq!(cases, [2, 1, 1, 1]);
    let printed: Vec<bool> = quotes.iter().map(|q| q.printed).collect();
    assert_eq!(printed, [true, true, false, false]);

    let printout = &quotes[0];
    assert_eq!(printout.header, strings(&judging::testing::TRACE_COLUMNS));
    assert_eq!(
        printout.rows,
        [
            strings(&["0", "forward", "0", "1", "1", "0", "0"]),
            strings(&["1", "forward", "1", "2,325*", "2,326", "0", "9,000"]),
        ]
    );
    assert_eq!(printout.lines.len(), 5, "the whole block");
    assert_eq!(printout.lines[4], "Distance: 1.");
    assert_eq!(quotes[1].lines[1], "demo: a title");
    assert_eq!(quotes[1].rows.len(), 1);

    let markdown = &quotes[2];
    assert_eq!(
        markdown.header,
        strings(&[
            "step",
            "side",
            "depth",
            "layer",
            "stored (both sides)",
            "the layer"
        ])
    );
    assert_eq!(
        markdown.rows,
        [strings(&[
            "1",
            "forward",
            "1",
            "2, stopped",
            "5",
            "met at `a b`"
        ])]
    );
    assert_eq!(markdown.lines.len(), 3);
}

#[test]
#[should_panic(expected = "no `cargo trace` command quoted before `| step | side |`")]
fn a_table_with_no_command_before_it_is_refused() {
    readme_traces("Some prose.\n\n| step | side |\n| --- | --- |\n| 0 | forward |\n");
}

#[test]
#[should_panic(expected = "what input it reads is not quoted")]
fn a_command_that_reads_no_input_is_refused() {
    readme_traces("`cargo trace demo --figure table`:\n\n| step | side |\n| --- | --- |\n");
}

/// A search from `a b` to `c d` that meets at `a c` in 3 moves, the
/// backward side stopping inside its second layer.
fn search() -> Search {
    let layer = |side, depth, size, stored, generated, partial| Layer {
        side,
        depth,
        size,
        stored,
        generated,
        partial,
        states: Vec::new(),
    };
    Search {
        method: "a method".to_string(),
        layers: vec![
            layer(Side::Forward, 0, 1, 1, 0, false),
            layer(Side::Backward, 0, 1, 1, 0, false),
            layer(Side::Forward, 1, 1_500, 1_501, 4_000, false),
            layer(Side::Backward, 1, 3, 4, 3, false),
            layer(Side::Backward, 2, 7, 11, 12, true),
        ],
        distance: Some(3),
        capped: false,
        reach: None,
    }
}

/// The lab's trace of the search above, whatever the input and case: one
/// way, the same search.
fn demo_trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 || input != "a b\n" {
        return Err(format!("no case {} in {:?}", case, input));
    }
    Ok(Trace {
        title: "demo: a b -> c d".to_string(),
        one_way: search(),
        two_way: search(),
        meeting: Some("a c".to_string()),
        notes: Vec::new(),
    })
}

const TRACED: &str = "\
`printf 'a b\\n' | cargo trace demo`:

```text
 step  side     depth       layer    stored fwd stored back     generated
    0  forward      0          1              1           0             0
    0  backward     0          1              1           1             0
    1  forward      1      1,500          1,501           1         4,000
    2  backward     1          3          1,501           4             3
    3  backward     2          7*         1,501          11            12
  (* the search stopped inside this layer)
The sides met at a c, 1 move from the start and 2 moves from the goal.
Distance: 3.
```

```sh
printf 'a b\\n' | cargo trace demo
```

| step | side | depth | layer | stored (both sides) | the layer |
| ---: | --- | ---: | ---: | ---: | --- |
| 1 | forward | 1 | 1,500 | 1,502 | |
| 2 | backward | 1 | 3 | 1,505 | |
| 3 | backward | 2 | 7, stopped | 1,512 | met at `a c` |
";

#[test]
fn the_rows_are_what_cargo_trace_prints() {
    let rows = trace_rows(&search());
    assert_eq!(rows.len(), 5);
    assert_eq!(
        rows[2],
        strings(&["1", "forward", "1", "1,500", "1,501", "1", "4,000"])
    );
    assert_eq!(
        rows[4],
        strings(&["3", "backward", "2", "7*", "1,501", "11", "12"])
    );
}

/// The commands `TRACED` quotes.
const DEMO: [&str; 2] = [
    r"printf 'a b\n' | cargo trace demo",
    r"printf 'a b\n' | cargo trace demo",
];

#[test]
fn tables_that_agree_with_the_trace_pass() {
    let traced = expect_readme_traces("demo", TRACED, demo_trace, &DEMO);
    assert_eq!(traced.len(), 2);
    let (quote, trace): &(QuotedTrace, Trace) = &traced[1];
    assert_eq!(quote.rows.len(), 3, "the roots left out");
    assert_eq!(trace.meeting.as_deref(), Some("a c"));
}

/// One figure, name or line of `TRACED` changed at a time: each is caught.
#[test]
fn a_table_that_disagrees_with_the_trace_fails() {
    let changes = [
        ("      1,500          1,501", "      1,500          1,502"),
        (
            "             0\n    0  backward",
            "             1\n    0  backward",
        ),
        ("7*         1,501", "7          1,501"),
        ("    2  backward     1", "    2  forward      1"),
        ("| 1,505 |", "| 1,504 |"),
        ("7, stopped", "7"),
        ("met at `a c`", "met at `a b`"),
        ("met at a c,", "met at a c d,"),
        ("Distance: 3.", "Distance: 4."),
        ("| 1 | forward | 1 | 1,500 | 1,502 | |\n", ""),
        (
            "printf 'a b\\n' | cargo trace demo`",
            "printf 'a b\\n' | cargo trace other`",
        ),
        (
            "| cargo trace demo\n```",
            "| cargo trace demo --case 2\n```",
        ),
    ];
    for (from, to) in changes {
        assert!(TRACED.contains(from), "{:?}", from);
        let changed = TRACED.replacen(from, to, 1);
        let quotes = readme_traces(&changed);
        let commands: Vec<&str> = quotes.iter().map(|q| &q.command[..]).collect();
        let checked =
            catch_unwind(|| expect_readme_traces("demo", &changed, demo_trace, &commands));
        assert!(checked.is_err(), "{:?} -> {:?} passed", from, to);
    }
}

/// A table that drops out, or one more, is caught too.
#[test]
fn the_tables_quoted_are_the_ones_expected() {
    for commands in [&DEMO[..1], &[DEMO[0], DEMO[1], DEMO[1]]] {
        let checked = catch_unwind(|| expect_readme_traces("demo", TRACED, demo_trace, commands));
        assert!(checked.is_err(), "{:?} passed", commands);
    }
}

// ---------------------------------------------------------------------------
// A bug hunt

/// A Python program written for a test, by absolute path.
fn python_file(name: &str, program: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("bug-hunt-{}-{}.py", std::process::id(), name));
    std::fs::write(&path, program).unwrap();
    path
}

fn hunt(path: &Path) -> BugHunt<'_> {
    BugHunt::new("poj-3984", path.to_str().unwrap())
}

/// Accepts an answer that repeats the input.
fn echoed(input: &str, _expected: &str, received: &str) -> Checked {
    if received == input {
        Ok(None)
    } else {
        Err("not the input".to_string())
    }
}

#[test]
fn a_bug_hunt_is_judged_on_every_sample() {
    let path = python_file(
        "odd",
        "import sys\ntext = sys.stdin.read()\nsys.stdout.write(text if len(text) % 2 == 0 else text + '!')\n",
    );
    let judged = match hunt(&path).on_samples(echoed) {
        Some(judged) => judged,
        None => return,
    };
    let names: Vec<String> = samples("poj-3984").into_iter().map(|s| s.name).collect();
    let judged_names: Vec<&str> = judged.iter().map(|j| j.sample.name.as_str()).collect();
    assert_eq!(judged_names, names);
    let odd: Vec<String> = samples("poj-3984")
        .into_iter()
        .filter(|s| s.input.len() % 2 == 1)
        .map(|s| s.name)
        .collect();
    assert!(!odd.is_empty() && odd.len() < names.len(), "{:?}", odd);
    assert_eq!(failed(&judged), odd);
    for j in &judged {
        assert_eq!(j.output.trim_end_matches('!'), j.sample.input);
    }
    let odd: Vec<&str> = odd.iter().map(String::as_str).collect();
    assert!(hunt(&path).expect_failing(echoed, &odd).is_some());
    let none = catch_unwind(|| hunt(&path).expect_failing(echoed, &[]));
    assert!(none.is_err(), "failing samples passed as none");
    std::fs::remove_file(path).unwrap();
}

#[test]
fn a_bug_hunt_that_crashes_or_hangs_fails_the_test() {
    let crash = python_file("crash", "raise SystemExit(3)\n");
    let hang = python_file("hang", "import time\ntime.sleep(30)\n");
    let noisy = python_file(
        "noisy",
        "import sys\nprint(1)\nprint('hm', file=sys.stderr)\n",
    );
    if !hunt(&crash).runnable() {
        return;
    }
    let short = Duration::from_millis(500);
    for (path, bound) in [(&crash, short), (&hang, short), (&noisy, short * 20)] {
        let ran = catch_unwind(|| hunt(path).within(bound).output("1\n", "a test"));
        assert!(ran.is_err(), "{}", path.display());
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn a_bug_hunt_must_be_wrong_where_a_readme_says_it_is() {
    let path = python_file("two", "print(2)\n");
    let hunt = hunt(&path);
    if !hunt.runnable() {
        return;
    }
    assert_eq!(hunt.expect_wrong(compare::exact, "x\n", "1\n"), "2\n");
    let right = catch_unwind(|| hunt.expect_wrong(compare::exact, "x\n", "2\n"));
    assert!(right.is_err(), "a right answer passed as wrong");
    std::fs::remove_file(path).unwrap();
}

#[test]
fn one_line_per_answer() {
    let judged = |output: &str| Judged {
        sample: SampleText {
            name: "cases".to_string(),
            input: "2\n1\n2\n".to_string(),
            expected: "3\n\n4\n".to_string(),
        },
        output: output.to_string(),
        verdict: Ok(None),
    };
    judged("3\n5\n").expect_one_line_per_answer();
    assert!(catch_unwind(|| judged("3\n").expect_one_line_per_answer()).is_err());
    assert!(catch_unwind(|| judged("3\n4\n\n").expect_one_line_per_answer()).is_err());
}
