//! Text comparison as judges do it (blind to trailing spaces, CRLF and final
//! blank lines), and the shape of a checker.

use crate::text::clip;

/// How an answer is judged: `Ok(None)` accepted, `Ok(Some(note))` accepted
/// with a remark, `Err(why)` wrong. A problem's checker lives in its lab.
pub type Checker = fn(input: &str, expected: &str, received: &str) -> Checked;

/// What a checker says of an answer (see [`Checker`]).
pub type Checked = Result<Option<String>, String>;

/// How many characters of a line a difference quotes.
pub const QUOTE: usize = 80;

/// The checker of problems with one right answer: [`lines`], naming the
/// case too where each expected line answers one ([`case_lines`]).
pub fn exact(input: &str, expected: &str, received: &str) -> Checked {
    match difference(expected, received) {
        None => Ok(None),
        Some((line, what)) if case_lines(input, expected) => {
            Err(format!("case {} (line {}): {}", line, line, what))
        }
        Some((line, what)) => Err(format!("line {}: {}", line, what)),
    }
}

/// True where line N of `expected` answers case N of `input`: two lines or
/// more, and the input opens with their count or holds a multiple of it in
/// words (cases of one size).
pub fn case_lines(input: &str, expected: &str) -> bool {
    let answers = significant_lines(expected).len();
    let count = input
        .split_whitespace()
        .next()
        .and_then(|first| first.parse().ok());
    answers >= 2 && (count == Some(answers) || input.split_whitespace().count() % answers == 0)
}

/// The lines of `text` without trailing white space or final empty lines.
pub fn significant_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// `Ok` when the texts agree line for line; otherwise the first difference,
/// `line N: expected `...`, received `...`` (quotes of [`QUOTE`] characters).
pub fn lines(expected: &str, received: &str) -> Result<(), String> {
    match difference(expected, received) {
        None => Ok(()),
        Some((line, what)) => Err(format!("line {}: {}", line, what)),
    }
}

/// The number (from 1) of the first line that differs, and how.
fn difference(expected: &str, received: &str) -> Option<(usize, String)> {
    let (want, got) = (significant_lines(expected), significant_lines(received));
    let quote = |line: Option<&&str>, from| match line {
        Some(line) => format!("`{}`", clip(line, from, QUOTE)),
        None => "the end of the output".to_string(),
    };
    let at = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i))?;
    let (w, g) = (want.get(at), got.get(at));
    // Quote from a little before the first difference, so that a long line
    // shows where it goes wrong.
    let same = match (w, g) {
        (Some(w), Some(g)) => w.chars().zip(g.chars()).take_while(|(a, b)| a == b).count(),
        _ => 0,
    };
    let from = if same > QUOTE / 2 {
        same - QUOTE / 4
    } else {
        0
    };
    Some((
        at + 1,
        format!("expected {}, received {}", quote(w, from), quote(g, from)),
    ))
}
