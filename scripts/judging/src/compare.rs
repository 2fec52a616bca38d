//! Text comparison as judges do it: line by line, blind to trailing spaces,
//! to CRLF against LF, and to blank lines at the very end; and the shape of
//! a checker, for problems whose judge accepts several answers.

use crate::text::clip;

/// How an answer is judged: `Ok(None)` accepted, `Ok(Some(note))` accepted
/// with a remark (a valid answer other than the expected one), `Err(why)`
/// a wrong answer. A problem's checker lives in its lab
/// (`problems/<id>/src/lab.rs`).
pub type Checker = fn(input: &str, expected: &str, received: &str) -> Checked;

/// What a checker says of an answer (see [`Checker`]).
pub type Checked = Result<Option<String>, String>;

/// How many characters of a line a difference quotes.
pub const QUOTE: usize = 80;

/// The checker of problems with one right answer: [`lines`], the
/// difference naming its case too where the input holds one case per
/// expected line (see [`case_lines`]).
pub fn exact(input: &str, expected: &str, received: &str) -> Checked {
    match difference(expected, received) {
        None => Ok(None),
        Some((line, what)) if case_lines(input, expected) => {
            Err(format!("case {} (line {}): {}", line, line, what))
        }
        Some((line, what)) => Err(format!("line {}: {}", line, what)),
    }
}

/// True where line N of `expected` answers case N of `input`: the output
/// has two lines or more, and the input either opens with their count
/// (`T`, then the cases) or holds a multiple of it in words (every case
/// the same size, as `x1 y1 ... x4 y4` a case).
pub fn case_lines(input: &str, expected: &str) -> bool {
    let answers = significant_lines(expected).len();
    let mut words = input.split_whitespace();
    let count = words.next().and_then(|first| first.parse::<usize>().ok());
    let all = input.split_whitespace().count();
    answers >= 2 && (count == Some(answers) || all % answers == 0)
}

/// The lines of `text` that count: trailing white space (and so a CR)
/// removed from each, trailing empty lines dropped.
pub fn significant_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// `Ok` when the texts agree line for line; otherwise the first difference,
/// as `line N: expected `...`, received `...``, each quote cut to about
/// [`QUOTE`] characters around the first character that differs.
pub fn lines(expected: &str, received: &str) -> Result<(), String> {
    match difference(expected, received) {
        None => Ok(()),
        Some((line, what)) => Err(format!("line {}: {}", line, what)),
    }
}

/// The number (from 1) of the first line that differs, and how.
fn difference(expected: &str, received: &str) -> Option<(usize, String)> {
    let want = significant_lines(expected);
    let got = significant_lines(received);
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        if w != g {
            // Quote from a little before the first difference, so that a
            // long line shows where it goes wrong.
            let same = w.chars().zip(g.chars()).take_while(|(a, b)| a == b).count();
            let from = if same > QUOTE / 2 {
                same - QUOTE / 4
            } else {
                0
            };
            let (w, g) = (clip(w, from, QUOTE), clip(g, from, QUOTE));
            return Some((i + 1, format!("expected `{}`, received `{}`", w, g)));
        }
    }
    let end = "the end of the output";
    match want.len().cmp(&got.len()) {
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some((
            got.len() + 1,
            format!(
                "expected `{}`, received {}",
                clip(want[got.len()], 0, QUOTE),
                end
            ),
        )),
        std::cmp::Ordering::Less => Some((
            want.len() + 1,
            format!(
                "expected {}, received `{}`",
                end,
                clip(got[want.len()], 0, QUOTE)
            ),
        )),
    }
}
