//! HDU 1195 — Open the Lock, the contest version. A lock shows four digits 1-9; one step turns
//! one digit up or down by one (9 up is 1, 1 down is 9) or swaps two neighbouring digits (the
//! first and the last are not neighbours). For each of T cases, print the fewest steps from the
//! lock's code to the password.
//!
//! Idea: the template's bidirectional BFS over ranked states, `dense`. The four digits less one
//! are a number in base 9, the code's rank below 9^4 = 6,561, which indexes flat arrays: one
//! `dense::Marks` serves every case (each search stamps the codes it stores with a number of its
//! own, so nothing is cleared between cases), and the 11 neighbours of every rank are tabled
//! once. Every step is undone by a step, so the side from the password uses the same moves.
//! Cost: a random case stores about 800 of the 6,561 codes, a pair 16 steps apart (the most
//! there is) about 5,600; NOTES.md has the times, and `src/main.rs` the fast version.

/// A code: its four digits, each 1-9, the first digit first.
pub type Code = [u8; 4];

/// Number of codes, and of ranks: four digits, nine values each.
pub const CODES: usize = 9 * 9 * 9 * 9;

pub fn main() {
    scan::run(solve)
}

/// Answers every case, one line each; at the first malformed token, stops with the answers of
/// the cases before it already in `out`.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let mut tokens = scan::Tokens::new(input);
    let cases: u64 = tokens.parse("the number of cases")?;
    let mut lock = Lock::new();
    for case in 1..=cases {
        let from = read_code(&mut tokens, case, "the lock")?;
        let to = read_code(&mut tokens, case, "the password")?;
        out.push_str(&format!("{}\n", lock.steps(from, to)));
    }
    if let Ok(extra) = tokens.next("the end of the input") {
        // More tokens than the cases announced: the count and the data disagree.
        return Err(format!(
            "the input announces {} cases but goes on after them with `{:.20}`",
            cases, extra
        ));
    }
    Ok(())
}

/// Reads one code of case `case`; `what` says which one, for the error.
pub fn read_code(tokens: &mut scan::Tokens, case: u64, what: &str) -> Result<Code, String> {
    let what = format!("{} as four digits 1-9", what);
    let FourDigits(code) = tokens
        .parse(&what)
        .map_err(|message| format!("case {}: {}", case, message))?;
    Ok(code)
}

/// A code as the input writes it: exactly four ASCII digits 1-9, nothing else.
struct FourDigits(Code);

impl std::str::FromStr for FourDigits {
    type Err = ();
    fn from_str(word: &str) -> Result<FourDigits, ()> {
        let mut code = [0; 4];
        if word.len() != 4 {
            return Err(());
        }
        for (digit, byte) in code.iter_mut().zip(word.bytes()) {
            match byte {
                b'1'..=b'9' => *digit = byte - b'0',
                _ => return Err(()),
            }
        }
        Ok(FourDigits(code))
    }
}

/// The 11 codes one step from `code`: each digit turned up, then down, then the three swaps of
/// neighbouring digits. Every step is undone by a step, so these are also the codes one step
/// before `code`: the search from the password passes this same function. An array, not a
/// `Vec`: nothing to allocate for each code the search expands.
pub fn neighbours(code: &Code) -> [Code; 11] {
    let mut next = [*code; 11];
    for digit in 0..4 {
        // Nine values in a ring: 9 + 1 is 1, and 1 - 1 is 9 (there is no 0).
        next[2 * digit][digit] = code[digit] % 9 + 1;
        next[2 * digit + 1][digit] = (code[digit] + 7) % 9 + 1;
    }
    for left in 0..3 {
        next[8 + left].swap(left, left + 1);
    }
    next
}

/// The search of every case: each rank's neighbours, tabled once (ranks fit in a u16, and a
/// table of 144 KB stays in the cache), and one set of marks.
pub struct Lock {
    /// `next[rank]`: the ranks of `neighbours(&code(rank))`, in that order.
    pub next: Vec<[u16; 11]>,
    marks: dense::Marks,
}

impl Lock {
    pub fn new() -> Self {
        let next = (0..CODES).map(|r| neighbours(&code(r)).map(|c| rank(c) as u16));
        Lock {
            next: next.collect(),
            marks: dense::Marks::new(CODES),
        }
    }

    /// The fewest steps from `lock` to `password`.
    pub fn steps(&mut self, lock: Code, password: Code) -> usize {
        let next = &self.next;
        let moves = |rank: usize| next[rank].iter().map(|&n| usize::from(n));
        let (from, to) = (rank(lock), rank(password));
        let steps = dense::distance(&mut self.marks, from, to, moves, moves, usize::MAX);
        // Turning digits alone joins any two codes, so the two sides always meet.
        steps.expect("the codes are connected")
    }
}

/// A code's rank in `0..CODES`: its digits less one, in base 9, the first digit first.
pub fn rank(code: Code) -> usize {
    code.iter()
        .fold(0, |rank, &d| 9 * rank + usize::from(d - 1))
}

/// The code of rank `rank`: the inverse of `rank`.
pub fn code(rank: usize) -> Code {
    [729, 81, 9, 1].map(|place| (rank / place % 9) as u8 + 1)
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/dense.rs: Marks, distance, distance_with, Front
#[rustfmt::skip]
mod dense {
    /// The marks of [`distance`] for the ranks `0..n`, to build once and pass
    /// to every call: which side stored each rank, valid for one call only.
    ///
    /// # Complexity
    ///
    /// `new` writes `n` words (4 bytes each); a call then starts in constant
    /// time, except once every two billion calls, when it clears them.
    pub struct Marks {
        /// `mark[rank]` is the current call's `stamp` if the forward side
        /// stored `rank`, `stamp + 1` if the backward side did; anything else
        /// (an older call's stamp, 0) means "not stored".
        mark: Vec<u32>,
        stamp: u32,
    }

    impl Marks {
        /// Marks for the ranks `0..n`, none stored.
        pub fn new(n: usize) -> Self {
            Marks {
                mark: vec![0; n],
                stamp: 0,
            }
        }

        /// Starts a call: its forward and backward stamps, which no earlier
        /// call has used (when the stamps run out, the marks are cleared).
        fn next_call(&mut self) -> (u32, u32) {
            if self.stamp >= u32::MAX - 2 {
                self.mark.fill(0);
                self.stamp = 0;
            }
            self.stamp += 2;
            (self.stamp, self.stamp + 1)
        }
    }

    /// The length of a shortest path from the rank `start` to the rank `goal`
    /// if it is at most `max_depth` (`usize::MAX`: no limit), else `None`.
    /// `successors(rank)` gives the ranks one step after `rank`,
    /// `predecessors(rank)` those one step before it (the same moves, for a
    /// reversible puzzle). Every rank must be below the `n` of `marks`.
    ///
    /// # Complexity
    ///
    /// As [`crate::bibfs::distance`] counts states (about `2 * b^(d/2)`),
    /// with one array read or write in place of each hash lookup.
    pub fn distance<I, J, F, P>(
        marks: &mut Marks,
        start: usize,
        goal: usize,
        successors: F,
        predecessors: P,
        max_depth: usize,
    ) -> Option<usize>
    where
        I: IntoIterator<Item = usize>,
        J: IntoIterator<Item = usize>,
        F: FnMut(usize) -> I,
        P: FnMut(usize) -> J,
    {
        distance_with(
            marks,
            start,
            goal,
            successors,
            predecessors,
            max_depth,
            &mut (),
        )
    }

    /// [`distance`], reporting to `observer` ([`crate::observe`]); `None` too
    /// when the observer stops it.
    pub fn distance_with<I, J, F, P, O>(
        marks: &mut Marks,
        start: usize,
        goal: usize,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<usize>
    where
        I: IntoIterator<Item = usize>,
        J: IntoIterator<Item = usize>,
        F: FnMut(usize) -> I,
        P: FnMut(usize) -> J,
        O: super::observe::Observer<usize>,
    {
        if start == goal {
            return Some(0);
        }
        let (ahead, behind) = marks.next_call();
        let mark = &mut marks.mark;
        mark[start] = ahead;
        mark[goal] = behind;
        let mut forward = Front::new(start, ahead, super::observe::Side::Forward);
        let mut backward = Front::new(goal, behind, super::observe::Side::Backward);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let met = if forward.layer.len() <= backward.layer.len() {
                forward.grow(mark, behind, &mut successors, &mut |_, _| {}, observer)?
            } else {
                backward.grow(mark, ahead, &mut predecessors, &mut |_, _| {}, observer)?
            };
            if met.is_some() {
                // A shortest path, as long as the layers grown so far
                // (the proof in `bibfs`).
                return Some(depth);
            }
        }
        None
    }

    /// One side of a dense search: its stamp, depth and newest layer.
    struct Front {
        side: super::observe::Side,
        stamp: u32,
        depth: usize,
        layer: Vec<usize>,
        /// The previous layer's buffer, reused for the next one.
        spare: Vec<usize>,
    }

    impl Front {
        fn new(root: usize, stamp: u32, side: super::observe::Side) -> Self {
            Front {
                side,
                stamp,
                depth: 0,
                layer: vec![root],
                spare: Vec::new(),
            }
        }

        /// Replaces the newest layer by the next one, marking each new rank
        /// with this side's stamp and telling `link(rank, from)`. Stops at the
        /// first new rank whose mark is `other`, the other side's stamp, and
        /// returns it with the rank it was reached from, as `(from, rank)`.
        /// `None` when the observer stops the search.
        fn grow<I, F, L, O>(
            &mut self,
            mark: &mut [u32],
            other: u32,
            moves: &mut F,
            link: &mut L,
            observer: &mut O,
        ) -> Option<Option<(usize, usize)>>
        where
            I: IntoIterator<Item = usize>,
            F: FnMut(usize) -> I,
            L: FnMut(usize, usize),
            O: super::observe::Observer<usize>,
        {
            self.depth += 1;
            self.spare.clear();
            for &from in &self.layer {
                for rank in moves(from) {
                    if mark[rank] != self.stamp {
                        if !observer.stored(self.side, self.depth, &rank) {
                            return None;
                        }
                        if mark[rank] == other {
                            return Some(Some((from, rank)));
                        }
                        mark[rank] = self.stamp;
                        link(rank, from);
                        self.spare.push(rank);
                    }
                }
            }
            std::mem::swap(&mut self.layer, &mut self.spare);
            observer.layer(self.side, self.depth, self.layer.len());
            Some(None)
        }
    }
}

// template/src/observe.rs: Side, Observer
#[rustfmt::skip]
mod observe {
    /// Which side of a search a report is about: `Forward` grows from the
    /// start, `Backward` from the goal. A one-way search from the start has
    /// only `Forward`; a table of distances to the goal only `Backward`.
    // A paste of one-sided searches alone never constructs the other variant.
    #[allow(dead_code)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Side {
        Forward,
        Backward,
    }

    /// Told what a search does; each method does nothing unless overridden.
    pub trait Observer<S> {
        /// `side` stored `state`, new to it, `depth` moves from its root.
        /// Returning `false` stops the search at once, which then returns
        /// `None` (a memory guard: the observer knows it gave up).
        fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
            true
        }

        /// `side` finished its layer at `depth`, which holds `size` states.
        fn layer(&mut self, _side: Side, _depth: usize, _size: usize) {}
    }

    /// Watches nothing: the plain searches pass `&mut ()`.
    impl<S> Observer<S> for () {}
}

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
