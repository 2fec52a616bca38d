//! AcWing 190 / Luogu P1032 (NOIP 2002) — 字串变换, string transformation, the contest
//! version. Strings A and B, then at most six rules `Ai Bi`; one step replaces one occurrence
//! of some `Ai`, anywhere in the current string, by `Bi`. Print the fewest steps from A to B if
//! at most 10 (0 when A = B), else `NO ANSWER!`.
//!
//! Idea: the template's bidirectional BFS with the depth limit 10, shared by the two sides. A
//! step is undone by replacing an occurrence of `Bi` by `Ai`, so the side from B runs the rules
//! reversed (`predecessors`).
//! One speed-up, of the fast version's four the one that pays here: a string packed into one
//! `u64` (`min_steps`). On the adversarial benchmark inputs (20 letters over two, six short
//! rules) the two sides store up to 2.2 million strings: as `Vec<u8>` that took 3.1 s of CPU
//! and 360 MiB, packed it takes 0.4 s and 72 MiB. Strings that cannot fit stay `Vec<u8>`.
//! Memory: past `MAX_BYTES` of stored strings the search gives up with an error (`Guard`).

use std::collections::BTreeSet;

/// Answers farther than this many steps are reported as `NO ANSWER!`.
pub const MAX_STEPS: usize = 10;
/// The input holds at most this many rules.
pub const MAX_RULES: usize = 6;
/// Every string in the input is at most this long (later strings may be longer).
pub const MAX_INPUT_LEN: usize = 20;
/// The most memory the stored strings may take: 192 MiB, under a judge's 256 MB with room for
/// the rest of the process. A stored string takes at most 64 bytes packed, and 256 bytes plus
/// twice its letters as a `Vec<u8>` (`min_steps`); past it the search gives up (`Guard`).
pub const MAX_BYTES: usize = 192 << 20;

/// One rule: any one occurrence of the left side may be replaced by the right side.
pub type Rule = (Vec<u8>, Vec<u8>);
/// An input: A, B and the rules.
pub type Case = (Vec<u8>, Vec<u8>, Vec<Rule>);

pub fn main() {
    scan::run(solve)
}

pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let answer = min_steps(&read_input(input)?, MAX_BYTES)?;
    let line = answer.map_or("NO ANSWER!".to_string(), |steps| steps.to_string());
    out.push_str(&(line + "\n"));
    Ok(())
}

pub fn read_input(input: &str) -> Result<Case, String> {
    let mut tokens = scan::Tokens::new(input);
    let start = read_string(&mut tokens, "the string A")?;
    let goal = read_string(&mut tokens, "the string B")?;
    let mut rules = Vec::new();
    while !tokens.is_empty() {
        if rules.len() == MAX_RULES {
            return Err(format!("more than {} rules", MAX_RULES));
        }
        let side = |which| format!("the {} side of rule {}", which, rules.len() + 1);
        let from = read_string(&mut tokens, &side("left"))?;
        let to = read_string(&mut tokens, &side("right"))?;
        rules.push((from, to));
    }
    Ok((start, goal, rules))
}

/// The next token as a string of 1 to 20 visible ASCII characters.
fn read_string(tokens: &mut scan::Tokens, what: &str) -> Result<Vec<u8>, String> {
    let word = tokens.next(what)?;
    let why = match word.chars().find(|c| !c.is_ascii_graphic()) {
        Some(bad) => format!("holds {:?}, which is not a visible ASCII character", bad),
        None if word.len() <= MAX_INPUT_LEN => return Ok(word.as_bytes().to_vec()),
        None => format!("has {} characters, more than {}", word.len(), MAX_INPUT_LEN),
    };
    Err(format!("{} {}", what, why))
}

/// The strings one step after `text`: every rule at every occurrence of its left side,
/// overlapping occurrences included.
pub fn successors(text: &[u8], rules: &[Rule]) -> Vec<Vec<u8>> {
    let rewrites = rules.iter().map(|(from, to)| rewrite(text, from, to));
    rewrites.flatten().collect()
}

/// The strings one step before `text`: every rule reversed, at every occurrence of its right
/// side.
pub fn predecessors(text: &[u8], rules: &[Rule]) -> Vec<Vec<u8>> {
    let rewrites = rules.iter().map(|(from, to)| rewrite(text, to, from));
    rewrites.flatten().collect()
}

/// Every string made from `text` by replacing one occurrence of `pattern` by `insert`.
fn rewrite(text: &[u8], pattern: &[u8], insert: &[u8]) -> Vec<Vec<u8>> {
    let ends = (text.len() + 1).saturating_sub(pattern.len());
    let found = (0..ends).filter(|&at| text[at..].starts_with(pattern));
    let rewrite = |at| [&text[..at], insert, &text[at + pattern.len()..]].concat();
    found.map(rewrite).collect()
}

/// The memory guard: counts down the bytes the stored strings may still take (both sides
/// together; the two ends, stored before the search starts, are not reported) and stops the
/// search at the first string past them, leaving `None`. What a string costs: `min_steps`.
struct Guard(Option<usize>);

impl observe::Observer<u64> for Guard {
    fn stored(&mut self, _: observe::Side, _: usize, _: &u64) -> bool {
        self.0 = self.0.and_then(|left| left.checked_sub(64));
        self.0.is_some()
    }
}

impl observe::Observer<Vec<u8>> for Guard {
    fn stored(&mut self, _: observe::Side, _: usize, text: &Vec<u8>) -> bool {
        let cost = 256 + 2 * text.len();
        self.0 = self.0.and_then(|left| left.checked_sub(cost));
        self.0.is_some()
    }
}

/// The fewest steps from A to B if at most `MAX_STEPS`, or an error if the strings stored would
/// take more than `max_bytes`.
///
/// The speed-up: number the letters of the input 0, 1, ... in `bits` bits each (one bit for
/// two letters) and pack a string into a `u64`, its first letter lowest, with a 1 above its last
/// letter to mark the end. A string becomes a number: hashed and compared in one go, stored in
/// 8 bytes instead of a heap block, and rewritten by shifts: `key >> at` starts with the
/// letters from bit `at` on, so a pattern of `cut` bits is there if the lowest `cut` bits
/// equal it. It fits if the longest string the search can build fits in 63 bits; otherwise
/// the strings stay `Vec<u8>`.
///
/// What a stored string costs at most, for the guard: it sits in its side's hash set and in
/// one layer. A set of `B` slots of 9 bytes (8 and a control byte) holds up to 7B/8 strings,
/// and while it doubles the old table is still there: 3B slots for 7B/8 strings, 31 bytes a
/// string at worst. A layer of capacity `C` holds over C/2 strings, 3C slots while it
/// doubles: 24 bytes. So 55, counted as 64. A `Vec<u8>` takes 25 and 24 bytes in those places
/// instead of 9 and 8 (86 + 72), and its letters twice, each copy with up to 32 bytes of the
/// allocator's: counted as 256 plus twice its length.
pub fn min_steps(case: &Case, max_bytes: usize) -> Result<Option<usize>, String> {
    let (start, goal, rules) = case;
    // A side grows at most MAX_STEPS layers, a step changing the length by at most `change`.
    let change = rules.iter().map(|(f, t)| f.len().abs_diff(t.len()));
    let longest = start.len().max(goal.len()) + MAX_STEPS * change.max().unwrap_or(0);
    let sides = rules.iter().flat_map(|(f, t)| f.iter().chain(t));
    let letters: BTreeSet<u8> = start.iter().chain(goal).chain(sides).copied().collect();
    let bits = (1..).find(|&bits| letters.len() <= 1 << bits).unwrap();
    // The packed rules and moves; used only if every string fits.
    let code = |c: &u8| letters.range(..c).count() as u64;
    let pack = |text: &[u8], end| text.iter().rev().fold(end, |key, c| key << bits | code(c));
    let side = |text: &Vec<u8>| (pack(text, 0), text.len() * bits);
    let packed: Vec<_> = rules.iter().map(|(f, t)| [side(f), side(t)]).collect();
    let moves = |key: u64, back: bool| {
        let mut next = Vec::new();
        // The end mark is bit `top - 1`: the letters are the bits below it.
        let top = 64 - key.leading_zeros() as usize;
        for rule in &packed {
            // Forwards a rule's left side is cut and its right side added, backwards the reverse.
            let ((pattern, cut), (insert, add)) = (rule[back as usize], rule[!back as usize]);
            // Every letter `at` (a bit position) with `cut` bits of letters from there on.
            for at in (0..top.saturating_sub(cut)).step_by(bits) {
                if (key >> at) & ((1 << cut) - 1) == pattern {
                    // The letters before `at`, then `insert`, then the rest and the end mark.
                    let rest = key >> (at + cut) << (at + add);
                    next.push(key & ((1 << at) - 1) | insert << at | rest);
                }
            }
        }
        next
    };
    let mut guard = Guard(Some(max_bytes));
    let steps = if longest * bits < 64 {
        let forward = |&key: &u64| moves(key, false);
        let backward = |&key: &u64| moves(key, true);
        let ends = (pack(start, 1), pack(goal, 1));
        bibfs::distance_with(ends.0, ends.1, forward, backward, MAX_STEPS, &mut guard)
    } else {
        let forward = |text: &Vec<u8>| successors(text, rules);
        let backward = |text: &Vec<u8>| predecessors(text, rules);
        let ends = (start.clone(), goal.clone());
        bibfs::distance_with(ends.0, ends.1, forward, backward, MAX_STEPS, &mut guard)
    };
    let why = format!("too large a search: over {} bytes of strings", max_bytes);
    guard.0.map(|_| steps).ok_or(why)
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/bibfs.rs: distance_with, Frontier
#[rustfmt::skip]
mod bibfs {
    /// [`distance`], reporting to `observer` ([`crate::observe`]); `None` too
    /// when the observer stops it.
    pub fn distance_with<S, I, J, F, P, O>(
        start: S,
        goal: S,
        mut successors: F,
        mut predecessors: P,
        max_depth: usize,
        observer: &mut O,
    ) -> Option<usize>
    where
        S: Clone + Eq + std::hash::Hash,
        I: IntoIterator<Item = S>,
        J: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        P: FnMut(&S) -> J,
        O: super::observe::Observer<S>,
    {
        if start == goal {
            return Some(0);
        }
        let mut forward = Frontier::new(start, super::observe::Side::Forward);
        let mut backward = Frontier::new(goal, super::observe::Side::Backward);
        let mut depth = 0;
        while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
            depth += 1;
            let met = if forward.layer.len() <= backward.layer.len() {
                forward.grow(&backward, &mut successors, observer)?
            } else {
                backward.grow(&forward, &mut predecessors, observer)?
            };
            if met {
                // Every meeting found while growing a layer closes a shortest
                // path (module docs), whose length is the layers grown so far.
                return Some(depth);
            }
        }
        None
    }

    /// One side of `distance`: the states seen and the newest layer.
    struct Frontier<S> {
        side: super::observe::Side,
        seen: super::hash::FastMap<S, ()>,
        layer: Vec<S>,
        depth: usize,
    }

    impl<S: Clone + Eq + std::hash::Hash> Frontier<S> {
        fn new(root: S, side: super::observe::Side) -> Self {
            let mut seen = super::hash::FastMap::default();
            seen.insert(root.clone(), ());
            Frontier {
                side,
                seen,
                layer: vec![root],
                depth: 0,
            }
        }

        /// Replaces the layer by the next one; `Some(true)` at the first new
        /// state the `other` side has seen, `None` when the observer stops.
        fn grow<I, F, O>(
            &mut self,
            other: &Frontier<S>,
            moves: &mut F,
            observer: &mut O,
        ) -> Option<bool>
        where
            I: IntoIterator<Item = S>,
            F: FnMut(&S) -> I,
            O: super::observe::Observer<S>,
        {
            use std::collections::hash_map::Entry;
            let mut next_layer = Vec::new();
            self.depth += 1;
            for state in &self.layer {
                for next in moves(state) {
                    if let Entry::Vacant(slot) = self.seen.entry(next) {
                        if !observer.stored(self.side, self.depth, slot.key()) {
                            return None;
                        }
                        if other.seen.contains_key(slot.key()) {
                            return Some(true);
                        }
                        next_layer.push(slot.key().clone());
                        slot.insert(());
                    }
                }
            }
            observer.layer(self.side, self.depth, next_layer.len());
            self.layer = next_layer;
            Some(false)
        }
    }
}

// template/src/hash.rs: FastMap, FastHasher
#[rustfmt::skip]
mod hash {
    /// A `HashMap` with [`FastHasher`].
    pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;

    /// A multiply-rotate hash of whole words: a few cycles a state, where the
    /// standard SipHash (built to resist chosen keys) costs tens.
    #[derive(Clone, Copy, Default)]
    pub struct FastHasher(u64);

    impl FastHasher {
        #[inline]
        fn add(&mut self, word: u64) {
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    impl std::hash::Hasher for FastHasher {
        #[inline]
        fn write(&mut self, bytes: &[u8]) {
            let mut chunks = bytes.chunks_exact(8);
            for chunk in &mut chunks {
                let mut word = [0u8; 8];
                word.copy_from_slice(chunk);
                self.add(u64::from_le_bytes(word));
            }
            for &byte in chunks.remainder() {
                self.add(u64::from(byte));
            }
        }
        #[inline]
        fn write_u8(&mut self, n: u8) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u16(&mut self, n: u16) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u32(&mut self, n: u32) {
            self.add(u64::from(n));
        }
        #[inline]
        fn write_u64(&mut self, n: u64) {
            self.add(n);
        }
        #[inline]
        fn write_usize(&mut self, n: usize) {
            self.add(n as u64);
        }
        #[inline]
        fn finish(&self) -> u64 {
            self.0.rotate_left(26)
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
