//! Text comparison as judges do it: line by line, blind to trailing spaces,
//! to CRLF against LF, and to blank lines at the very end; and the shape of
//! a checker, for problems whose judge accepts several answers.

/// How an answer is judged: `Ok(None)` accepted, `Ok(Some(note))` accepted
/// with a remark (a valid answer other than the expected one), `Err(why)`
/// a wrong answer. A problem's checker lives in its lab
/// (`problems/<id>/src/lab.rs`).
pub type Checker = fn(input: &str, expected: &str, received: &str) -> Checked;

/// What a checker says of an answer (see [`Checker`]).
pub type Checked = Result<Option<String>, String>;

/// The checker of problems with one right answer: [`lines`].
pub fn exact(_input: &str, expected: &str, received: &str) -> Checked {
    lines(expected, received).map(|()| None)
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
/// as `line N: expected `...`, received `...``.
pub fn lines(expected: &str, received: &str) -> Result<(), String> {
    let want = significant_lines(expected);
    let got = significant_lines(received);
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        if w != g {
            return Err(format!(
                "line {}: expected `{}`, received `{}`",
                i + 1,
                w,
                g
            ));
        }
    }
    match want.len().cmp(&got.len()) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Greater => Err(format!(
            "line {}: expected `{}`, received the end of the output",
            got.len() + 1,
            want[got.len()]
        )),
        std::cmp::Ordering::Less => Err(format!(
            "line {}: expected the end of the output, received `{}`",
            want.len() + 1,
            got[want.len()]
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_trailing_spaces_and_final_blank_lines_do_not_count() {
        assert_eq!(lines("1\n2\n", "1  \r\n2\r\n\r\n"), Ok(()));
        assert_eq!(lines("a", "a\n"), Ok(()));
    }

    #[test]
    fn the_first_difference_is_reported() {
        assert_eq!(
            lines("1\n2\n3\n", "1\n5\n3\n"),
            Err("line 2: expected `2`, received `5`".into())
        );
    }

    #[test]
    fn missing_and_extra_lines_are_differences() {
        assert!(lines("1\n2\n", "1\n")
            .unwrap_err()
            .contains("end of the output"));
        assert!(lines("1\n", "1\n2\n")
            .unwrap_err()
            .contains("expected the end"));
        // Leading white space and blank lines inside the text still count.
        assert!(lines("a\n\nb", "a\nb").is_err());
        assert!(lines(" a", "a").is_err());
    }
}
