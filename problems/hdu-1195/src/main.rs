//! HDU 1195 — Open the Lock.
//!
//! A combination lock shows four digits 1-9. One step turns one digit up or
//! down by one (9 up gives 1, 1 down gives 9) or swaps two neighbouring
//! digits (the first and the last are not neighbours). For each of T cases,
//! print the fewest steps from the lock's digits to the password.
//!
//! State space: the 9^4 = 6,561 codes, each with 11 moves (8 turns, 3 swaps).
//! Every move is undone by a move, so the graph is undirected, and turning
//! digits alone links any code to any other: every case has an answer (there
//! is no "unreachable") and the farthest pairs, such as `1111` and `5555`,
//! are 16 steps apart (4 turns per digit, and no swap helps).
//!
//! Idea: bidirectional BFS, one search from the lock and one from the
//! password, growing by whole layers, always the side whose newest layer is
//! smaller; the first code one side discovers that the other has already
//! seen closes a shortest path (the proof is in `template/src/bibfs.rs`). A
//! one-way search must discover every code closer to the lock than the
//! password; two searches each stop about half way. On 20,000 random cases a
//! one-way search discovers 3,278 codes per case on average, the two
//! searches together 809, and they check an eighth as many neighbours. The
//! graph is small and dense, though: near its diameter each half-way ball
//! already holds most codes, and on the farthest pairs the two searches
//! discover 5,594 codes against 6,557 (README.md has the figures).
//!
//! Specialised, not the template's `bibfs`: the codes are numbered 0..6561,
//! the 11 neighbours of each code are tabled once, and the two searches mark
//! codes in one flat array with a per-case stamp, so nothing is cleared or
//! allocated between cases. The generic hash-map search gives the same
//! answers six times slower, far over the benchmark budget.
//!
//! Complexity: the table costs 6,561 * 11 steps once; a case costs one check
//! per neighbour of each code it expands: 3,200 on average for random cases,
//! 42,000 for the farthest pairs, never more than 6,561 * 11. Memory: about
//! 240 KB of tables, whatever T is.
//!
//! Traps: there is no digit 0 (turning wraps 9 <-> 1 over nine values); the
//! first and last digits are not neighbours; a lock that already shows the
//! password costs 0 steps; cases are separated by blank lines, so read tokens.
//! Input checks: T must be a number and exactly T cases must follow (tokens
//! after them are rejected: they mean T and the data disagree); a code must
//! be exactly four digits 1-9. At the first bad token the answers already
//! found are printed and the program stops with one error line.

use std::mem;

fn main() {
    scan::run(solve)
}

/// Answers every case of `input` into `out`, one line each; stops at the
/// first malformed token with the answers so far already in `out`.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let mut tokens = scan::Tokens::new(input);
    let cases: u64 = tokens.parse("the number of cases")?;
    let mut search = LockSearch::new();
    for case in 1..=cases {
        let lock = read_code(&mut tokens, case, "the lock")?;
        let password = read_code(&mut tokens, case, "the password")?;
        out.push_str(&search.steps(lock, password).to_string());
        out.push('\n');
    }
    if let Ok(extra) = tokens.next("the end of the input") {
        return Err(format!(
            "the input announces {} cases but goes on after them with `{}`",
            cases,
            shorten(extra)
        ));
    }
    Ok(())
}

/// Number of lock codes: four digits, nine values each.
const CODES: usize = 9 * 9 * 9 * 9;

/// Place values of the four digits in a code number, first digit first.
const PLACE: [usize; 4] = [729, 81, 9, 1];

/// Reads one code as its number in 0..CODES: digits 1-9 map to 0-8, base 9.
fn read_code(tokens: &mut scan::Tokens, case: u64, what: &str) -> Result<u16, String> {
    let expected = || format!("case {}: expected {} as four digits 1-9", case, what);
    let token = tokens.next(&expected())?;
    let digits = token.as_bytes();
    if digits.len() != 4 || !digits.iter().all(|d| (b'1'..=b'9').contains(d)) {
        return Err(format!("{}, found `{}`", expected(), shorten(token)));
    }
    let code = digits
        .iter()
        .zip(PLACE)
        .map(|(&d, place)| usize::from(d - b'1') * place)
        .sum::<usize>();
    Ok(code as u16)
}

/// At most 20 characters of a bad token, so that a huge one cannot flood the
/// error line.
fn shorten(token: &str) -> String {
    match token.char_indices().nth(20) {
        Some((cut, _)) => format!("{}...", &token[..cut]),
        None => token.to_string(),
    }
}

/// The two searches of every case, reusing one set of arrays. (`pub(crate)`
/// lets the tests, which include this file as a module, measure it.)
pub(crate) struct LockSearch {
    /// The 11 codes one step away from each code.
    neighbours: Vec<[u16; 11]>,
    /// Who has discovered each code: `2 * stamp` the search from the lock,
    /// `2 * stamp + 1` the one from the password, where `stamp` numbers the
    /// case. A mark left by an earlier case is smaller than both, so the
    /// array never needs clearing, and a u64 stamp never wraps.
    mark: Vec<u64>,
    stamp: u64,
    /// The newest layer of each search (0: from the lock, 1: from the
    /// password), and room to build the next one.
    layer: [Vec<u16>; 2],
    next_layer: Vec<u16>,
}

impl LockSearch {
    pub(crate) fn new() -> Self {
        LockSearch {
            neighbours: (0..CODES).map(neighbours_of).collect(),
            mark: vec![0; CODES],
            stamp: 0,
            layer: [Vec::with_capacity(CODES), Vec::with_capacity(CODES)],
            next_layer: Vec::with_capacity(CODES),
        }
    }

    /// The fewest steps from `lock` to `password`.
    pub(crate) fn steps(&mut self, lock: u16, password: u16) -> usize {
        if lock == password {
            return 0;
        }
        self.stamp += 1;
        self.mark[usize::from(lock)] = 2 * self.stamp;
        self.mark[usize::from(password)] = 2 * self.stamp + 1;
        self.layer[0].clear();
        self.layer[0].push(lock);
        self.layer[1].clear();
        self.layer[1].push(password);
        let mut depth = 0;
        while !self.layer[0].is_empty() && !self.layer[1].is_empty() {
            depth += 1;
            let side = usize::from(self.layer[0].len() > self.layer[1].len());
            let mine = 2 * self.stamp + side as u64;
            let theirs = mine ^ 1;
            self.next_layer.clear();
            for &code in &self.layer[side] {
                for &next in &self.neighbours[usize::from(code)] {
                    let mark = &mut self.mark[usize::from(next)];
                    if *mark == theirs {
                        return depth;
                    }
                    if *mark != mine {
                        *mark = mine;
                        self.next_layer.push(next);
                    }
                }
            }
            mem::swap(&mut self.layer[side], &mut self.next_layer);
        }
        // A search ran dry before meeting the other, which a connected graph
        // (module docs) rules out: a bug, so fail loudly rather than answer.
        unreachable!("the searches from two codes did not meet")
    }

    /// How many codes the searches of the latest case discovered (for the
    /// tests' measurements; not part of the solution).
    #[cfg(test)]
    #[allow(dead_code)]
    pub(crate) fn discovered(&self) -> usize {
        let ours = [2 * self.stamp, 2 * self.stamp + 1];
        self.mark.iter().filter(|m| ours.contains(m)).count()
    }
}

/// The codes one step from `code`: each digit turned up and down, then the
/// three swaps of neighbouring digits.
fn neighbours_of(code: usize) -> [u16; 11] {
    let digit = |i: usize| code / PLACE[i] % 9;
    let mut next = [0u16; 11];
    for i in 0..4 {
        let without = code - digit(i) * PLACE[i];
        next[2 * i] = (without + (digit(i) + 1) % 9 * PLACE[i]) as u16;
        next[2 * i + 1] = (without + (digit(i) + 8) % 9 * PLACE[i]) as u16;
    }
    for i in 0..3 {
        let (left, right) = (digit(i), digit(i + 1));
        let without_both = code - left * PLACE[i] - right * PLACE[i + 1];
        next[8 + i] = (without_both + right * PLACE[i] + left * PLACE[i + 1]) as u16;
    }
    next
}

// Copied unchanged from template/src/scan.rs; `cargo snippets` keeps it in sync.
#[rustfmt::skip]
#[allow(dead_code)]
mod scan {
    // snippet:begin scan
    use std::io::{self, Read, Write};
    use std::str::{FromStr, SplitAsciiWhitespace};

    /// Reads all of standard input, runs `solve` on it, prints what it wrote,
    /// and turns an error into one line on standard error and exit status 1.
    pub fn run(solve: fn(&str, &mut String) -> Result<(), String>) {
        let mut bytes = Vec::new();
        let mut out = String::new();
        let result = match io::stdin().read_to_end(&mut bytes) {
            Err(e) => Err(format!("cannot read the input: {}", e)),
            Ok(_) => match String::from_utf8(bytes) {
                Err(_) => Err("the input is not valid UTF-8 text".to_string()),
                Ok(input) => solve(&input, &mut out),
            },
        };
        // A closed pipe is the reader's choice, not an error worth a panic.
        let _ = io::stdout().lock().write_all(out.as_bytes());
        if let Err(message) = result {
            eprintln!("error: {}", message.replace('\n', " "));
            std::process::exit(1);
        }
    }

    /// Whitespace-separated tokens, each read with a description of what was
    /// expected so that a malformed input gets a message a person can act on.
    pub struct Tokens<'a> {
        words: std::iter::Peekable<SplitAsciiWhitespace<'a>>,
    }

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
        pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, String> {
            let word = self.next(what)?;
            word.parse()
                .map_err(|_| format!("expected {}, found `{}`", what, shorten(word)))
        }
    }

    /// Quotes at most 20 characters of a bad token, so that a huge one cannot
    /// flood the error line.
    fn shorten(word: &str) -> String {
        match word.char_indices().nth(20) {
            Some((cut, _)) => format!("{}...", &word[..cut]),
            None => word.to_string(),
        }
    }
    // snippet:end scan
}
