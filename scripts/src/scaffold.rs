//! `new ID`: a new problem's room in the collection's layout, green from the
//! first minute: the crate, a solution on the template that already solves a
//! small stand-in problem (so that every test, the samples, the standalone
//! and snippet checks and the lab run before a line is replaced), the
//! chapter's README headings, `tests/reference.rs` and `tests/io.rs`, a
//! sample, and a lab entry registered in `scripts/src/lab/mod.rs`.
//!
//! The stand-in is a small problem where bidirectional search needs its
//! second move function: from `start` to `goal`, both 0-100000, one move
//! takes x to x - 1, x + 1 or 2x; walking backwards, doubling is undone only
//! by halving an even number. Every placeholder says `(replace: ...)`.
//!
//! The template's snippets are read from `template/src/` when the room is
//! made, never copied into this file, so a new solution starts current.

use std::fs;
use std::path::{Path, PathBuf};

/// The template snippets the skeleton embeds, in the order it embeds them.
const SNIPPETS: [&str; 3] = ["scan", "hash", "bibfs"];

/// Ids that would make a module, a package or a test name clash with Rust
/// or the workspace (`mod type;` does not compile, a second `scripts`
/// package does not load).
const RESERVED: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "core",
    "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
    "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub",
    "ref", "return", "scripts", "self", "static", "std", "struct", "super", "template", "test",
    "tests", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use", "virtual",
    "where", "while", "yield",
];

pub fn new_problem(root: &Path, args: &[String]) -> Result<bool, String> {
    let [id] = args else {
        return Err("usage: new ID (for example: new poj-2243)".into());
    };
    let valid = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && id.as_bytes()[0].is_ascii_lowercase();
    if !valid {
        return Err(format!(
            "`{}`: use lowercase letters, digits and dashes, starting with a letter",
            id
        ));
    }
    // Ids hold no `_`, so this is one-to-one, and `register` can map back.
    let module = id.replace('-', "_");
    if RESERVED.contains(&module.as_str()) {
        return Err(format!(
            "`{}` is a Rust keyword or a name the workspace uses: pick another id",
            id
        ));
    }
    let dir = root.join("problems").join(id);
    let samples = root.join("samples").join(id);
    let lab_dir = root.join("scripts/src/lab");
    let lab = lab_dir.join(format!("{}.rs", module));
    for taken in [&dir, &samples, &lab] {
        if taken.exists() {
            return Err(format!("{} already exists", shown(root, taken)));
        }
    }

    // Everything that can fail is read and checked before anything is
    // written: a refused id leaves the repository as it was.
    let labs_path = lab_dir.join("mod.rs");
    let labs = read(&labs_path)?;
    let labs = register(&labs, &module).map_err(|e| format!("{}: {}", labs_path.display(), e))?;
    let mut embedded = Vec::new();
    for name in SNIPPETS {
        embedded.push(embed(root, name)?);
    }
    let fill = |text: &str| text.replace("@id@", id).replace("@module@", &module);
    let main_rs = format!("{}\n{}", fill(MAIN_RS), embedded.join("\n"));

    let files: [(PathBuf, String); 9] = [
        (dir.join("Cargo.toml"), fill(CARGO_TOML)),
        (dir.join("src/main.rs"), main_rs),
        (dir.join("README.md"), fill(README_MD)),
        (dir.join("tests/reference.rs"), fill(REFERENCE_RS)),
        (dir.join("tests/io.rs"), fill(IO_RS)),
        (samples.join("official.in"), "5 17\n".to_string()),
        // 5 4 8 16 17.
        (samples.join("official.out"), "4\n".to_string()),
        (lab.clone(), fill(LAB_RS)),
        (labs_path.clone(), labs),
    ];
    for (path, text) in &files {
        fs::create_dir_all(path.parent().expect("a file has a folder"))
            .map_err(|e| format!("{}: {}", path.display(), e))?;
        fs::write(path, text).map_err(|e| format!("{}: {}", path.display(), e))?;
        let verb = if *path == labs_path {
            "registered in"
        } else {
            "created"
        };
        println!("{} {}", verb, shown(root, path));
    }
    println!(
        "\n\
         next, in this order:\n  \
         1. cargo run --release -p scripts -- charts  (= cargo make charts): draws\n     \
            problems/{id}/chart.svg, which README.md shows; until it exists the documents\n     \
            and charts tests of scripts fail\n  \
         2. cargo test -p {id} && cargo samples {id} && cargo standalone {id}: the stand-in\n     \
            passes as it is\n  \
         3. replace the stand-in, keeping step 2 green: samples/{id}/, src/main.rs (every\n     \
            `(replace: ...)`), tests/, scripts/src/lab/{module}.rs, README.md\n  \
         4. cargo run --release -p scripts -- charts again (the lab's chart_input), then\n     \
            cargo snippets --check {id} && cargo test -p scripts"
    );
    Ok(true)
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))
}

fn shown(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Snippet `name` of `template/src/NAME.rs` as the solutions embed it: the
/// marker lines and all between, indented into `pub mod NAME { ... }`.
fn embed(root: &Path, name: &str) -> Result<String, String> {
    let path = root.join("template/src").join(format!("{}.rs", name));
    let source = read(&path)?;
    let lines: Vec<&str> = source.lines().collect();
    let begin = format!("// snippet:begin {}", name);
    let end = format!("// snippet:end {}", name);
    let from = lines
        .iter()
        .position(|line| line.trim() == begin)
        .ok_or_else(|| format!("{}: no `{}` line", path.display(), begin))?;
    let to = from
        + lines[from..]
            .iter()
            .position(|line| line.trim() == end)
            .ok_or_else(|| format!("{}: `{}` is never closed", path.display(), begin))?;
    let mut text = format!(
        "// Copied unchanged from template/src/{0}.rs; `cargo snippets` keeps it in sync.\n\
         #[rustfmt::skip]\n#[allow(dead_code)]\npub mod {0} {{\n",
        name
    );
    for line in &lines[from..=to] {
        if !line.is_empty() {
            text.push_str("    ");
            text.push_str(line);
        }
        text.push('\n');
    }
    text.push_str("}\n");
    Ok(text)
}

/// `mod.rs` of the lab with `mod MODULE;` among the declarations (sorted by
/// name, as rustfmt sorts them) and `&MODULE::LAB,` in `LABS` (sorted by
/// problem id, as the problems are listed: `a-b` comes before `a0`, while
/// `a0` comes before `a_b`).
fn register(labs: &str, module: &str) -> Result<String, String> {
    let mut lines: Vec<String> = labs.lines().map(str::to_string).collect();
    let declared = |line: &str| {
        line.strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'))
            .map(str::to_string)
    };
    let first = lines
        .iter()
        .position(|line| declared(line).is_some())
        .ok_or("no `mod NAME;` lines")?;
    let count = lines[first..]
        .iter()
        .take_while(|line| declared(line).is_some())
        .count();
    if lines[first..first + count]
        .iter()
        .any(|line| declared(line).as_deref() == Some(module))
    {
        return Err(format!("`mod {};` is already there", module));
    }
    let at = lines[first..first + count]
        .iter()
        .take_while(|line| declared(line).map_or(false, |name| name.as_str() < module))
        .count();
    lines.insert(first + at, format!("mod {};", module));

    let open = "pub const LABS: &[&Lab] = &[";
    let start = 1 + lines
        .iter()
        .position(|line| line.trim() == open)
        .ok_or_else(|| format!("no `{}` line", open))?;
    let end = start
        + lines[start..]
            .iter()
            .position(|line| line.trim() == "];")
            .ok_or("`LABS` is never closed")?;
    let id_of = |line: &str| {
        line.trim()
            .trim_start_matches('&')
            .trim_end_matches("::LAB,")
            .replace('_', "-")
    };
    let id = module.replace('_', "-");
    let at = lines[start..end]
        .iter()
        .take_while(|line| id_of(line) < id)
        .count();
    lines.insert(start + at, format!("    &{}::LAB,", module));
    Ok(lines.join("\n") + "\n")
}

// ---------------------------------------------------------------------------
// The files, with `@id@` (the problem id) and `@module@` (the id with `_` for
// `-`) filled in. The skeleton's template snippets are appended to MAIN_RS.
// ---------------------------------------------------------------------------

const CARGO_TOML: &str = r#"[package]
name = "@id@"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[dev-dependencies]
scripts = { path = "../../scripts" }

[lints]
workspace = true

# Read by `cargo samples`: the judge's limits, and how an answer is judged
# (`exact` compares text; another name picks a checker in scripts/src/checkers.rs).
[package.metadata.judge]
time-limit-ms = 1000
memory-limit-mb = 64
checker = "exact"
"#;

const MAIN_RS: &str = r#"//! @id@ — (replace: the problem's name and judge, such as "POJ 3278 — Catch That Cow").
//!
//! (replace: the problem in a few sentences.) Until then this file solves a stand-in with the
//! moves of POJ 3278: from `start` to `goal`, two numbers 0-100000, where one move takes x to
//! x - 1, x + 1 or 2x without leaving that range, print the fewest moves (`5 17`: 4).
//!
//! Idea: (replace: why this search; for a bidirectional one, why both ends are known and how the
//! moves are walked backwards; the proof is in `template/README.md`.) The stand-in: the
//! template's `bibfs::distance` between the two numbers; doubling is undone only by halving an
//! even number, so the goal's side walks `predecessors`, not `successors`.
//!
//! State space: (replace: what a state is, how many there are, how many moves each.) The
//! stand-in: the 100,001 numbers of the range, at most three moves each.
//!
//! Cost: (replace: time and memory as orders of magnitude; measured figures go in README.md.)
//! The stand-in: at most the whole range stored, a few megabytes.
//!
//! Traps: (replace: what a first attempt gets wrong; how malformed input is treated.) The
//! stand-in: start = goal is 0 moves; 2x may leave the range; no move halves going forwards.

/// A state: (replace: what the problem's states are). The stand-in's: a number 0..=LIMIT.
pub type State = u32;

/// The stand-in's range: no move leaves 0..=LIMIT.
pub const LIMIT: State = 100_000;

fn main() {
    scan::run(solve)
}

/// Writes the answer to `out`, or says why the input is malformed. (replace: with several cases,
/// append each answer and return the first bad case's error: `scan::run` prints the answers
/// owed before it reports the error.)
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (start, goal) = read_input(input)?;
    // Steps of one join any two numbers of the range: the two sides always meet.
    let moves = bibfs::distance(start, goal, successors, predecessors, usize::MAX)
        .expect("every number reaches every other");
    out.push_str(&format!("{}\n", moves));
    Ok(())
}

/// Reads `start goal` and nothing after them. (replace: the problem's input. A function of its
/// own, so that the lab, which includes this file, reads inputs exactly as the solution does.)
pub fn read_input(input: &str) -> Result<(State, State), String> {
    let mut tokens = scan::Tokens::new(input);
    let start = read_number(&mut tokens, "the start")?;
    let goal = read_number(&mut tokens, "the goal")?;
    if let Ok(extra) = tokens.next("the end of the input") {
        return Err(format!(
            "the input goes on after the goal with `{:.20}`",
            extra
        ));
    }
    Ok((start, goal))
}

/// The next token as a number of the range; `what` names it in the error.
fn read_number(tokens: &mut scan::Tokens, what: &str) -> Result<State, String> {
    let what = format!("{} as a number 0-{}", what, LIMIT);
    match tokens.parse::<State>(&what)? {
        number if number <= LIMIT => Ok(number),
        number => Err(format!("expected {}, found `{}`", what, number)),
    }
}

/// The states one move after `x`: x - 1, x + 1 and 2x, those in the range. (replace: the
/// problem's moves, as a top-level function: the lab traces the search with it.)
pub fn successors(x: &State) -> Vec<State> {
    let x = *x;
    let mut next = Vec::with_capacity(3);
    if x > 0 {
        next.push(x - 1);
    }
    if x < LIMIT {
        next.push(x + 1);
    }
    if 2 * x <= LIMIT {
        next.push(2 * x);
    }
    next
}

/// The states one move before `x`, for the side that grows from the goal: x + 1 and x - 1 undo
/// each other, but only an even number is twice another. Passing `successors` instead would
/// search a different graph. (replace: the problem's moves reversed; a puzzle whose every move
/// is undone by a move passes `successors` twice.)
pub fn predecessors(x: &State) -> Vec<State> {
    let x = *x;
    let mut previous = Vec::with_capacity(3);
    if x < LIMIT {
        previous.push(x + 1);
    }
    if x > 0 {
        previous.push(x - 1);
    }
    if x % 2 == 0 {
        previous.push(x / 2);
    }
    previous
}

// ===========================================================================
// The template's code, embedded unchanged (`cargo snippets` keeps it in sync).
// A reader can stop here: nothing below is particular to this problem.
// ===========================================================================
"#;

const README_MD: &str = r#"# @id@ — (replace: the problem's title)

> [Reading order](../../README.md#reading-order)

(replace: one or two sentences on what this chapter adds to the ones before it. Once the
chapter has its place in the top README's reading order, both navigation lines name the
chapters before and after it, as in the other chapters.)

## The problem

(replace: the complete statement in our own words, the input and output format, and a sample.
Until then `src/main.rs` solves a stand-in: from `start` to `goal`, two numbers 0-100000, where
one move takes x to x - 1, x + 1 or 2x within that range, print the fewest moves; `5 17` gives
4, by 5, 4, 8, 16, 17.)

### Where to submit

(replace: the judge pages as links, whether they take Rust, and what to do where none does:
test locally with `cargo samples @id@` and `cargo stress @id@`.)

## The contest version

(replace: the short program on the template, `src/bin/@id@-contest.rs`: its moves, its one call
into the template as a short excerpt, what it costs. Where it is the only version, say so here
and leave out "The fast version".)

## The method

(replace: the state space, why searching from both ends pays here (or why not), the cost in
states, and a pointer to the proof in [the template's README](../../template/README.md).)

## The search, drawn

![The search, drawn](chart.svg)

(replace: one or two sentences on what to see in the chart.)
`cargo trace @id@ < samples/@id@/official.in` prints the same search layer by layer;
`cargo make charts` redraws the chart from the lab's `chart_input`.

## The fast version

(replace: what `src/main.rs` changes over the contest version, one change at a time, what
each buys, measured on the same inputs.)

## Measured

(replace: tables, each naming the command that reproduces it: `cargo budgets @id@`,
`cargo trace @id@ < ...`, `cargo test --release -p @id@ --test figures -- --ignored --nocapture`.)

## Traps

(replace: what a first attempt gets wrong, each with an input that shows it.)

## Input decisions

(replace: how malformed or unusual input is treated; leave this section out when there is
nothing to decide.)

## How the tests establish correctness

(replace: what `tests/reference.rs` holds every version to and on how many cases, and what
`tests/io.rs` feeds the binaries.)

## Exercises

(replace: 2 to 4 related problems, each a link and a one-line hint, no solutions; prefer
judges that take Rust.)

> [Reading order](../../README.md#reading-order)
"#;

const REFERENCE_RS: &str = r#"//! `src/main.rs`'s `solve`, called in-process, against a one-way BFS written here from the
//! statement: a few thousand random pairs and the edge cases. (replace: the references of the
//! problem, written from its statement alone, and every version's `solve`; add the contest
//! version with `#[path = "../src/bin/@id@-contest.rs"] mod contest;`.)

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod fast;

use scripts::testing::Rng;
use std::collections::VecDeque;

/// The stand-in's range, from the statement.
const LIMIT: usize = 100_000;

/// The fewest moves from `start` to every number of the range: a plain one-way BFS over the
/// statement's moves, written again here rather than taken from the solution.
fn moves_from(start: usize) -> Vec<usize> {
    let mut moves = vec![usize::MAX; LIMIT + 1];
    moves[start] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(x) = queue.pop_front() {
        // From 0, x - 1 wraps around far past the range and is dropped with 2x past it.
        for next in [x.wrapping_sub(1), x + 1, 2 * x] {
            if next <= LIMIT && moves[next] == usize::MAX {
                moves[next] = moves[x] + 1;
                queue.push_back(next);
            }
        }
    }
    moves
}

/// `solve`'s answer to the input `start goal`.
fn answer(start: usize, goal: usize) -> usize {
    let input = format!("{} {}\n", start, goal);
    let mut out = String::new();
    fast::solve(&input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.trim_end()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {:?} for {:?}", out, input))
}

/// Asserts `solve`'s answer to `start goal`.
fn check(start: usize, goal: usize, expected: usize) {
    assert_eq!(answer(start, goal), expected, "{} -> {}", start, goal);
}

#[test]
fn matches_one_way_bfs_on_random_pairs() {
    let mut rng = Rng::new(1);
    for _ in 0..30 {
        // Numbers up to 100, 10,000 or the whole range: near pairs and far ones.
        let most = *rng.pick(&[100, 10_000, LIMIT]);
        let start = rng.range(0, most);
        let reference = moves_from(start);
        for _ in 0..100 {
            let goal = rng.range(0, most);
            check(start, goal, reference[goal]);
        }
    }
}

#[test]
fn start_equal_to_goal_costs_nothing() {
    for x in [0, 1, 2, 17, LIMIT / 2, LIMIT - 1, LIMIT] {
        check(x, x, 0);
    }
}

#[test]
fn the_ends_of_the_range_match_one_way_bfs() {
    for end in [0, LIMIT] {
        let reference = moves_from(end);
        for other in (0..=LIMIT).step_by(997).chain([1, LIMIT - 1, LIMIT - end]) {
            check(end, other, reference[other]);
            check(other, end, moves_from(other)[end]);
        }
    }
    // Nothing halves going forwards: from the top, the only way down is one step at a time.
    check(LIMIT, 0, LIMIT);
    check(5, 17, 4);
}
"#;

const IO_RS: &str = r#"//! The binary as a judge runs it: the samples, any white space between the numbers, and the
//! contract for malformed input (one line on stderr, exit status 1, no panic). (replace: the
//! problem's layouts and malformed inputs; add `env!("CARGO_BIN_EXE_@id@-contest")` to
//! `BINARIES` once there is a contest version.)

use scripts::testing::{expect_output, expect_rejected, expect_samples};

const BINARIES: [&str; 1] = [env!("CARGO_BIN_EXE_@id@")];

#[test]
fn every_sample_is_answered_as_written() {
    for binary in BINARIES {
        expect_samples("@id@", binary);
    }
}

#[test]
fn any_white_space_separates_the_numbers() {
    for binary in BINARIES {
        for input in ["5 17", "5\n17\n", "\r\n 5\t\r\n17\r\n\r\n"] {
            expect_output(binary, input, "4\n");
        }
    }
}

/// Rejected inputs, and a piece of the error each must give.
const MALFORMED: [(&str, &str); 7] = [
    ("", "the input ends where the start"),
    ("5\n", "the input ends where the goal"),
    ("five 17\n", "found `five`"),
    ("-1 17\n", "found `-1`"),
    ("5 100001\n", "found `100001`"),
    ("5 99999999999999999999\n", "the goal as a number 0-100000"),
    ("5 17 3\n", "goes on after the goal with `3`"),
];

#[test]
fn malformed_inputs_stop_with_one_line() {
    for binary in BINARIES {
        for (input, message) in MALFORMED {
            let run = expect_rejected(binary, input);
            assert_eq!(run.stdout, "", "{:?}", input);
            assert!(
                run.stderr.starts_with("error: ") && run.stderr.contains(message),
                "{:?}: the message should contain {:?}: {}",
                input,
                message,
                run.stderr
            );
        }
    }
}
"#;

const LAB_RS: &str = r#"//! @id@ in the lab (see `lab/mod.rs`): random pairs with the traps drawn often, shrinking to
//! smaller numbers, and the two searches traced with the solution's own moves. (replace: the
//! problem's inputs and traps; include the contest version once there is one, as the other
//! labs do.)

use super::Lab;
use crate::testing::Rng;
use crate::trace::{self, Limits, Trace};

#[allow(dead_code)]
#[path = "../../../problems/@id@/src/main.rs"]
mod solution;

use solution::{State, LIMIT};

pub const LAB: Lab = Lab {
    id: "@id@",
    generate,
    shrink,
    trace,
    // (replace: the README's most instructive input.)
    chart_input: "samples/@id@/official.in",
};

/// A pair of numbers up to 1,000 * `size` (at least 10, at most the whole range); one input in
/// eight has start = goal and one in eight a goal at an end of the range.
fn generate(rng: &mut Rng, size: u32) -> String {
    let most = (1000 * size as usize).clamp(10, LIMIT as usize);
    let start = rng.range(0, most);
    let goal = match rng.below(8) {
        // Already there: 0 moves.
        0 => start,
        // Where moves fall off the range.
        1 => *rng.pick(&[0, LIMIT as usize]),
        _ => rng.range(0, most),
    };
    format!("{} {}\n", start, goal)
}

/// Smaller numbers, the biggest cut first: both halved, each halved, each one less; nothing
/// for `0 0` or an input that does not parse.
fn shrink(input: &str) -> Vec<String> {
    let (start, goal) = match solution::read_input(input) {
        Ok(pair) => pair,
        Err(_) => return Vec::new(),
    };
    let candidates: [(State, State); 5] = [
        (start / 2, goal / 2),
        (start / 2, goal),
        (start, goal / 2),
        (start.saturating_sub(1), goal),
        (start, goal.saturating_sub(1)),
    ];
    let mut smaller: Vec<String> = Vec::new();
    for (start_now, goal_now) in candidates {
        let text = format!("{} {}\n", start_now, goal_now);
        if (start_now, goal_now) != (start, goal) && !smaller.contains(&text) {
            smaller.push(text);
        }
    }
    smaller
}

/// The one-way BFS from the start and the two-way search, with the solution's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("no case {} (the input has 1)", case));
    }
    let (start, goal) = solution::read_input(input)?;
    let one_way = trace::one_way(
        vec![start],
        |x| *x == goal,
        solution::successors,
        Limits::NONE,
    );
    let (two_way, meeting) = trace::two_way(
        vec![start],
        vec![goal],
        solution::successors,
        solution::predecessors,
        Limits::NONE,
    );
    let notes = vec![
        "(replace: what a reader must know.) 100,001 numbers, at most 3 moves each; doubling is \
         undone only by halving an even number, so the goal's side walks the moves reversed"
            .to_string(),
    ];
    Ok(Trace {
        title: format!("@id@: {} -> {}", start, goal),
        one_way,
        two_way,
        meeting: meeting.map(|x| x.to_string()),
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The solution's answer to `input`, which must be valid.
    fn answer(input: &str) -> usize {
        let mut out = String::new();
        solution::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        out.trim_end().parse().unwrap()
    }

    #[test]
    fn generated_inputs_are_valid_and_hold_the_traps() {
        let mut rng = Rng::new(1);
        let mut already_there = 0;
        for number in 0..400 {
            let input = generate(&mut rng, number % 101);
            already_there += usize::from(answer(&input) == 0);
        }
        assert!(already_there > 400 / 16, "{}", already_there);
        let draw = || generate(&mut Rng::new(3), 50);
        assert_eq!(draw(), draw());
    }

    #[test]
    fn shrinking_gives_valid_smaller_inputs() {
        let input = "90000 12345\n";
        let smaller = shrink(input);
        assert_eq!(smaller[0], "45000 6172\n");
        for candidate in &smaller {
            let (start, goal) = solution::read_input(candidate).unwrap();
            assert!(start + goal < 90000 + 12345, "{:?}", candidate);
            answer(candidate);
        }
        assert!(shrink("0 0\n").is_empty());
    }

    #[test]
    fn traced_distances_are_the_solution_s_answers_on_the_samples() {
        for sample in crate::testing::samples("@id@") {
            let traced = trace(&sample.input, 1).unwrap();
            let moves = answer(&sample.input);
            assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
            assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
            assert!(trace(&sample.input, 2).is_err());
        }
    }
}
"#;
