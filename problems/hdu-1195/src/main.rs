//! HDU 1195 — Open the Lock.
//!
//! A combination lock shows four digits 1-9. One step turns one digit up or
//! down by one (9 up gives 1, 1 down gives 9) or swaps two neighbouring
//! digits (the first and the last are not neighbours). For each of T cases,
//! print the fewest steps from the lock's code to the password.
//!
//! Idea: bidirectional BFS, one side from the lock and one from the
//! password, whole layers at a time, always the side whose newest layer is
//! smaller; the first code one side stores that the other already stores
//! closes a shortest path (the proof is in `template/README.md`). This is
//! the search of the contest version (`src/bin/hdu-1195-contest.rs`, the
//! template's `dense::distance` over the same code numbers and neighbour
//! table), written out here: the two speed-ups below over the template's
//! hashed `bibfs`, each in its own section, and layer buffers kept for
//! every case (`LockSearch` says what that buys over `dense`).
//!
//! State space: the 9^4 = 6,561 codes, 11 moves each (8 turns, 3 swaps).
//! Every move is undone by a move, so the graph is undirected, and turning
//! alone joins any two codes: every case has an answer. The farthest pairs,
//! such as `1111` and `5555`, are 16 steps apart.
//!
//! Cost: a case expands a few hundred codes on average and at most the
//! whole graph (6,561 codes, 11 neighbour reads each); memory is about
//! 240 KB of tables whatever T is. A random case stores about a quarter of
//! what a one-way search stores, a farthest pair nearly as much (each side's
//! ball of radius 8 holds almost half of this small graph). NOTES.md has
//! the figures and the times.
//!
//! Traps: there is no digit 0 (turning wraps 9 <-> 1 over nine values); the
//! first and last digits are not neighbours; a lock that already shows the
//! password costs 0 steps; cases are separated by blank lines, so read
//! tokens. Input: T must be a number and exactly T cases must follow
//! (tokens after them mean T and the data disagree, and are rejected); a
//! code is exactly four digits 1-9. At the first bad token the answers so
//! far are printed and the program stops with one error line.

use std::mem;

pub fn main() {
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

/// Reads one code of case `case` (`what` says which, for the error) as its
/// number (speed-up 1).
fn read_code(tokens: &mut scan::Tokens, case: u64, what: &str) -> Result<u16, String> {
    let what = format!("{} as four digits 1-9", what);
    let FourDigits(digits) = tokens
        .parse(&what)
        .map_err(|message| format!("case {}: {}", case, message))?;
    Ok(number(digits))
}

/// A code as the input writes it: exactly four ASCII digits 1-9.
struct FourDigits([u8; 4]);

impl std::str::FromStr for FourDigits {
    type Err = ();
    fn from_str(word: &str) -> Result<FourDigits, ()> {
        let mut digits = [0; 4];
        if word.len() != 4 {
            return Err(());
        }
        for (digit, byte) in digits.iter_mut().zip(word.bytes()) {
            match byte {
                b'1'..=b'9' => *digit = byte - b'0',
                _ => return Err(()),
            }
        }
        Ok(FourDigits(digits))
    }
}

/// At most 20 characters of a bad token, so that a huge one cannot flood the
/// error line.
fn shorten(token: &str) -> String {
    match token.char_indices().nth(20) {
        Some((cut, _)) => format!("{}...", &token[..cut]),
        None => token.to_string(),
    }
}

/// The two searches of every case, reusing one set of arrays. (Public for
/// the tests, through the problem's library.)
///
/// Why not the template's `dense::distance` on this same table, as the
/// contest version runs it: it is measurably slower on many small cases
/// (NOTES.md, "The fast version", has the figures). Each of its calls
/// starts its two layers as new `Vec`s of one code and grows them, a few
/// allocations a case that a random case, a few microseconds in all,
/// feels; here the three layer buffers are allocated once, at full size.
/// Started with room for 2,048 codes, the template's search is as fast as
/// this one: the gap is those allocations alone.
pub struct LockSearch {
    neighbours: NeighbourTable,
    marks: Marks,
    /// The newest layer of each side (0: from the lock, 1: from the
    /// password), and room to build the next one.
    layer: [Vec<u16>; 2],
    next_layer: Vec<u16>,
}

impl LockSearch {
    pub fn new() -> Self {
        LockSearch {
            neighbours: NeighbourTable::new(),
            marks: Marks::new(),
            layer: [Vec::with_capacity(CODES), Vec::with_capacity(CODES)],
            next_layer: Vec::with_capacity(CODES),
        }
    }

    /// The fewest steps from code number `lock` to code number `password`.
    pub fn steps(&mut self, lock: u16, password: u16) -> usize {
        if lock == password {
            return 0;
        }
        let sides = self.marks.new_case();
        for (side, &root) in [lock, password].iter().enumerate() {
            *self.marks.at(root) = sides[side];
            self.layer[side].clear();
            self.layer[side].push(root);
        }
        let mut depth = 0;
        while !self.layer[0].is_empty() && !self.layer[1].is_empty() {
            depth += 1;
            // The smaller newest layer grows; a tie goes to the lock's side.
            let side = usize::from(self.layer[0].len() > self.layer[1].len());
            let (mine, theirs) = (sides[side], sides[1 - side]);
            self.next_layer.clear();
            for &code in &self.layer[side] {
                for &next in self.neighbours.of(code) {
                    let mark = self.marks.at(next);
                    if *mark == theirs {
                        // The first meeting: `depth` layers grown in all.
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
        // A side ran dry before meeting the other, which a connected graph
        // (module docs) rules out: a bug, so fail loudly rather than answer.
        unreachable!("the searches from two codes did not meet")
    }
}

// ---------------------------------------------------------------------------
// Speed-up 1: tabled neighbours. A move is one array read instead of eleven
// codes built and hashed (the template's `bibfs`); figures in NOTES.md.
// ---------------------------------------------------------------------------

/// Number of lock codes: four digits, nine values each.
const CODES: usize = 9 * 9 * 9 * 9;

/// Place values of the four digits in a code number, first digit first.
const PLACE: [usize; 4] = [729, 81, 9, 1];

/// A code's number in `0..CODES`: the digits 1-9 as 0-8, in base 9 (the
/// contest version's rank). Small dense numbers index flat arrays, where
/// the template's `bibfs` hashes codes.
fn number(digits: [u8; 4]) -> u16 {
    let value: usize = digits
        .iter()
        .zip(PLACE)
        .map(|(&digit, place)| usize::from(digit - 1) * place)
        .sum();
    value as u16
}

/// The 11 code numbers one step from each code, computed once (144 KB).
struct NeighbourTable(Vec<[u16; 11]>);

impl NeighbourTable {
    fn new() -> Self {
        NeighbourTable((0..CODES).map(neighbours_of).collect())
    }

    #[inline]
    fn of(&self, code: u16) -> &[u16; 11] {
        &self.0[usize::from(code)]
    }
}

/// The codes one step from code number `code`, in the contest version's
/// order: each digit turned up, then down, then the three swaps of
/// neighbouring digits.
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

// ---------------------------------------------------------------------------
// Speed-up 2: stamped marks. One array records both sides of every case;
// nothing is cleared or allocated between cases; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// Which side has stored each code: `2 * stamp` the side from the lock,
/// `2 * stamp + 1` the side from the password, where `stamp` numbers the
/// case. A mark left by an earlier case is smaller than both, so it reads as
/// "not stored" and the array never needs clearing; a u64 stamp never wraps.
/// One array for both sides also makes the meeting test the same read as
/// the "already stored" test.
struct Marks {
    mark: Vec<u64>,
    stamp: u64,
}

impl Marks {
    fn new() -> Self {
        Marks {
            mark: vec![0; CODES],
            stamp: 0,
        }
    }

    /// The two marks of a new case: the lock's side, the password's side.
    fn new_case(&mut self) -> [u64; 2] {
        self.stamp += 1;
        [2 * self.stamp, 2 * self.stamp + 1]
    }

    #[inline]
    fn at(&mut self, code: u16) -> &mut u64 {
        &mut self.mark[usize::from(code)]
    }
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/scan.rs: run, Tokens
#[rustfmt::skip]
mod scan {
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
}
