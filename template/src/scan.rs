//! Token input with errors that say what was wrong, and the `main` wrapper
//! every solution uses.
//!
//! Judges feed CRLF line ends, blank lines and missing final newlines, so the
//! solutions read whitespace-separated tokens, never lines, where the format
//! allows. A malformed input must end the program with one line on standard
//! error and exit status 1, after printing the answers already owed: so a
//! solution is written as `solve(input, out) -> Result<(), String>`, which
//! appends answers to `out` and stops at the first bad case, and [`run`]
//! prints whatever `out` holds before it reports the error.
//!
//! # Examples
//!
//! [`Tokens`] names what it expected in every error:
//!
//! ```
//! use template::scan::Tokens;
//! let mut tokens = Tokens::new("3\r\n  x 7");
//! assert_eq!(tokens.parse::<u8>("a count"), Ok(3));
//! assert_eq!(
//!     tokens.parse::<u8>("a cell"),
//!     Err("expected a cell, found `x`".to_string())
//! );
//! assert_eq!(tokens.next("a cell"), Ok("7"));
//! assert!(tokens.is_empty());
//! assert_eq!(
//!     tokens.next("the goal"),
//!     Err("the input ends where the goal was expected".to_string())
//! );
//! ```
//!
//! [`run`] is the whole `main` of a solution; here one that adds up the
//! numbers of each case, the input being a count and then the cases:
//!
//! ```no_run
//! use template::scan::{run, Tokens};
//!
//! fn solve(input: &str, out: &mut String) -> Result<(), String> {
//!     let mut tokens = Tokens::new(input);
//!     let cases: usize = tokens.parse("the number of cases")?;
//!     for case in 1..=cases {
//!         let a: u32 = tokens.parse("a number")?;
//!         let b: u32 = tokens
//!             .parse("a second number")
//!             .map_err(|e| format!("case {}: {}", case, e))?;
//!         out.push_str(&format!("{}\n", u64::from(a) + u64::from(b)));
//!     }
//!     Ok(())
//! }
//!
//! fn main() {
//!     run(solve)
//! }
//! ```

// snippet:begin run
/// Reads all of standard input, runs `solve` on it, prints what it wrote,
/// and turns an error into one line on standard error and exit status 1.
pub fn run(solve: fn(&str, &mut String) -> Result<(), String>) {
    use std::io::{Read, Write};
    let mut bytes = Vec::new();
    let mut out = String::new();
    let result = match std::io::stdin().read_to_end(&mut bytes) {
        Err(e) => Err(format!("cannot read the input: {}", e)),
        Ok(_) => match String::from_utf8(bytes) {
            Err(_) => Err("the input is not valid UTF-8 text".to_string()),
            Ok(input) => solve(&input, &mut out),
        },
    };
    // A closed pipe is the reader's choice, not an error worth a panic.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    if let Err(message) = result {
        eprintln!("error: {}", message.replace('\n', " "));
        std::process::exit(1);
    }
}
// snippet:end run

// snippet:begin Tokens
/// Whitespace-separated tokens, each read with a description of what was
/// expected so that a malformed input gets a message a person can act on.
pub struct Tokens<'a> {
    words: std::iter::Peekable<std::str::SplitAsciiWhitespace<'a>>,
}

// A solution calls some of these methods, not always all: they come as one
// reader, and a paste must not be refused for a method it does not call.
#[allow(dead_code)]
impl<'a> Tokens<'a> {
    pub fn new(input: &'a str) -> Self {
        Tokens {
            words: input.split_ascii_whitespace().peekable(),
        }
    }

    /// True when no token is left (trailing white space does not count).
    pub fn is_empty(&mut self) -> bool {
        self.words.peek().is_none()
    }

    /// The next token; `what` names it in the error when the input ends.
    pub fn next(&mut self, what: &str) -> Result<&'a str, String> {
        self.words
            .next()
            .ok_or_else(|| format!("the input ends where {} was expected", what))
    }

    /// The next token parsed as `T`, with `what` in either error.
    pub fn parse<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, String> {
        let word = self.next(what)?;
        word.parse()
            .map_err(|_| format!("expected {}, found `{}`", what, Self::shorten(word)))
    }

    /// Quotes at most 20 characters of a bad token, so that a huge one
    /// cannot flood the error line.
    fn shorten(word: &str) -> String {
        match word.char_indices().nth(20) {
            Some((cut, _)) => format!("{}...", &word[..cut]),
            None => word.to_string(),
        }
    }
}
// snippet:end Tokens

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_blank_lines_and_no_final_newline_read_alike() {
        let mut a = Tokens::new("1 2\r\n\r\n3");
        let mut b = Tokens::new("1\n2 3\n");
        for _ in 0..3 {
            assert_eq!(a.next("x"), b.next("x"));
        }
        assert!(a.is_empty() && b.is_empty());
    }

    #[test]
    fn errors_name_what_was_expected_and_what_came() {
        let mut t = Tokens::new("12 abc");
        assert_eq!(t.parse::<u32>("the count"), Ok(12));
        assert_eq!(
            t.parse::<u32>("a digit"),
            Err("expected a digit, found `abc`".to_string())
        );
        assert_eq!(
            t.next("the goal"),
            Err("the input ends where the goal was expected".to_string())
        );
    }

    #[test]
    fn long_tokens_are_cut_in_messages() {
        let long = "z".repeat(1000);
        let message = Tokens::new(&long).parse::<u8>("a number").unwrap_err();
        assert!(message.len() < 60, "{}", message);
        // Cut on a character boundary, not a byte: no panic on UTF-8.
        let wide = "é".repeat(1000);
        let message = Tokens::new(&wide).parse::<u8>("a number").unwrap_err();
        assert_eq!(
            message,
            format!("expected a number, found `{}...`", "é".repeat(20))
        );
    }

    #[test]
    fn out_of_range_and_signed_values_are_errors_not_panics() {
        let mut t = Tokens::new("256 -1 99999999999999999999 7");
        assert!(t.parse::<u8>("a byte").is_err());
        assert!(t.parse::<usize>("a size").is_err());
        assert!(t.parse::<u32>("a count").is_err());
        assert_eq!(t.parse::<i8>("a small number"), Ok(7));
        assert!(t.is_empty());
        assert!(t.parse::<u8>("more").is_err());
    }
}
