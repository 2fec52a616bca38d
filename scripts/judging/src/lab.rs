//! A problem's lab: everything the tooling knows about one problem beyond
//! its files, kept in the problem's own folder (`problems/<id>/src/lab.rs`).
//!
//! A lab draws random inputs for `cargo stress` and makes a failing one
//! smaller, traces a case's searches for `cargo trace` and the charts, and
//! judges an answer where the judge accepts several. The command line
//! cannot link every problem (a new problem must not edit it), so it talks
//! to a lab as a program, the way a judge talks to a checker:
//! `problems/<id>/examples/<id>-lab.rs` is `judging::lab::main(&LAB)`, and
//! [`main`] answers these commands:
//!
//! ```text
//! generate SEED SIZE               a random input, on standard output
//! shrink < INPUT                   smaller inputs, framed (see `frame`)
//! trace [CASE] < INPUT             case CASE's searches (Trace::to_text)
//! figure NAME                      a named trace that needs no input
//!                                  (Trace::to_text, or Steps::to_text)
//! about                            `chart PATH`, `figure NAME` (a chart)
//!                                  and `steps NAME` (step by step) lines
//! check INPUT EXPECTED RECEIVED    files; exit 0 accepted (a note may
//!                                  follow on standard output), 1 wrong
//!                                  answer (the reason), 2 the lab failed
//! ```

use crate::compare::Checker;
use crate::testing::Rng;
use crate::trace::{Steps, Trace};
use std::io::{Read, Write};

/// A problem's lab.
pub struct Lab {
    /// A random valid input. `size` runs from 0 (tiny) to 100 (as large as
    /// the statement allows); at every size the generator draws the
    /// problem's traps (start = goal, unreachable, the depth limit exactly
    /// met, an already solved board...) often, not by chance.
    pub generate: fn(&mut Rng, u32) -> String,
    /// Smaller valid inputs to try in place of a failing `input`, the most
    /// promising first (for a multi-case input: each case alone, then
    /// halves; empty when nothing smaller can be made).
    pub shrink: fn(&str) -> Vec<String>,
    /// The one-way and the bidirectional search on case `case` (counted
    /// from 1) of `input`.
    pub trace: fn(&str, usize) -> Result<Trace, String>,
    /// How an answer is judged: `compare::exact`, or the problem's checker
    /// where the judge accepts several answers.
    pub check: Checker,
    /// The input the chapter's chart draws (case 1), relative to the
    /// repository root; the chart is `chart.svg` beside the lab's
    /// `Cargo.toml`. Empty for none.
    pub chart_input: &'static str,
    /// Traces that need no input, by name: each chart is drawn to
    /// `charts/NAME.svg` beside the lab's `Cargo.toml`, and each search
    /// drawn step by step into the README beside it, between
    /// `<!-- figure: NAME ... -->` and `<!-- end -->`.
    pub figures: &'static [(&'static str, Figure)],
}

/// A trace that needs no input (the template chapter's figures).
#[derive(Clone, Copy)]
pub enum Figure {
    /// A search drawn as a chart of its layers' sizes.
    Chart(fn() -> Result<Trace, String>),
    /// A search on a small graph, drawn step by step as text.
    Steps(fn() -> Result<Steps, String>),
}

const USAGE: &str = "usage: generate SEED SIZE | shrink | trace [CASE] | figure NAME | about \
                     | check INPUT EXPECTED RECEIVED";

/// Answers one command of the lab protocol (module docs) from the
/// program's arguments, and exits. (One arm a command, as the module docs
/// list them: read as the protocol's table, not split.)
pub fn main(lab: &Lab) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let outcome = match words[..] {
        ["generate", seed, size] => match (seed.parse(), size.parse()) {
            (Ok(seed), Ok(size)) => Ok((lab.generate)(&mut Rng::new(seed), size)),
            _ => Err(format!("generate wants two numbers, not `{seed} {size}`")),
        },
        ["shrink"] => stdin().map(|input| frame(&(lab.shrink)(&input))),
        ["trace"] => trace(lab, "1"),
        ["trace", case] => trace(lab, case),
        ["figure", name] => match lab.figures.iter().find(|(n, _)| *n == name) {
            Some((_, Figure::Chart(trace))) => trace().map(|t| t.to_text()),
            Some((_, Figure::Steps(steps))) => steps().map(|s| s.to_text()),
            None => Err(format!("no figure `{}`", name)),
        },
        ["about"] => Ok(about(lab)),
        ["check", input, expected, received] => check(lab, [input, expected, received]),
        _ => Err(USAGE.to_string()),
    };
    match outcome {
        Ok(text) => {
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
        }
        Err(why) => {
            eprintln!("error: {}", why);
            std::process::exit(2);
        }
    }
}

/// The lab's `chart PATH`, `figure NAME` and `steps NAME` lines.
fn about(lab: &Lab) -> String {
    let chart = Some(lab.chart_input).filter(|input| !input.is_empty());
    let chart = chart.map(|input| format!("chart {}\n", input));
    let figures = lab.figures.iter().map(|(name, figure)| match figure {
        Figure::Chart(_) => format!("figure {}\n", name),
        Figure::Steps(_) => format!("steps {}\n", name),
    });
    chart.into_iter().chain(figures).collect()
}

/// `check`: a wrong answer says why on standard output, and exits 1.
fn check(lab: &Lab, files: [&str; 3]) -> Result<String, String> {
    let read = |p: &str| std::fs::read_to_string(p).map_err(|e| format!("{}: {}", p, e));
    let [input, expected, received] = files;
    match (lab.check)(&read(input)?, &read(expected)?, &read(received)?) {
        Ok(note) => Ok(note.unwrap_or_default()),
        Err(why) => {
            println!("{}", why);
            std::process::exit(1);
        }
    }
}

/// Case `case` (counted from 1) of standard input, traced.
fn trace(lab: &Lab, case: &str) -> Result<String, String> {
    let number = case.parse();
    let case = number.map_err(|_| format!("trace wants a case number, not `{}`", case))?;
    Ok((lab.trace)(&stdin()?, case)?.to_text())
}

fn stdin() -> Result<String, String> {
    let mut input = String::new();
    let read = std::io::stdin().read_to_string(&mut input);
    read.map_err(|e| format!("cannot read standard input: {}", e))?;
    Ok(input)
}

/// Several texts as one: each as its length in bytes on a line, then the
/// text itself.
pub fn frame(texts: &[String]) -> String {
    let framed = texts.iter().map(|text| format!("{}\n{}", text.len(), text));
    framed.collect()
}

/// The texts of [`frame`].
pub fn unframe(mut framed: &str) -> Result<Vec<String>, String> {
    let mut texts = Vec::new();
    while !framed.is_empty() {
        let (length, rest) = framed
            .split_once('\n')
            .ok_or("a frame without its length")?;
        let length = (length.parse::<usize>())
            .map_err(|_| format!("`{:.20}` is not a frame length", length))?;
        let text = rest.get(..length).ok_or("a frame cut short")?;
        texts.push(text.to_string());
        framed = &rest[length..];
    }
    Ok(texts)
}

/// Case `case` (counted from 1) of an input's `cases`, for a lab's `trace`.
pub fn nth_case<T>(cases: Vec<T>, case: usize) -> Result<T, String> {
    let count = cases.len();
    case.checked_sub(1)
        .and_then(|i| cases.into_iter().nth(i))
        .ok_or_else(|| format!("no case {} (the input has {})", case, count))
}

/// Smaller inputs in place of a failing one of several cases, given as
/// their texts: each case alone, then the first and the second half;
/// nothing for a single case. `counted`: an input starts with its number
/// of cases on a line, rewritten to match.
pub fn shrink_cases<T: AsRef<str>>(cases: &[T], counted: bool) -> Vec<String> {
    let join = |part: &[T]| {
        let count = counted.then(|| format!("{}\n", part.len()));
        part.iter()
            .fold(count.unwrap_or_default(), |text, case| text + case.as_ref())
    };
    let halves = cases.split_at(cases.len() / 2);
    let halves = Some([halves.0, halves.1]).filter(|_| cases.len() > 2);
    let smaller = cases.chunks(1).chain(halves.into_iter().flatten());
    smaller.map(join).filter(|_| cases.len() > 1).collect()
}

/// `text`, lines of tokens, laid out as a judge may also send it: one time
/// in `one_in` all on one line without a final newline, one time in
/// `one_in` with CRLF line ends, else as it is.
pub fn odd_layout(rng: &mut Rng, text: String, one_in: usize) -> String {
    match rng.below(one_in) {
        0 => text.replace('\n', " ").trim_end().to_string(),
        1 => text.replace('\n', "\r\n"),
        _ => text,
    }
}
