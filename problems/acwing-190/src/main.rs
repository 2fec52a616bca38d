//! AcWing 190 (NOIP 2002, Luogu P1032) — 字串变换, string transformation.
//!
//! HEADER TO BE WRITTEN

use std::collections::hash_map::Entry;
use std::fmt::Write as _;
use std::hash::Hash;
use std::ops::{BitAnd, BitOr, Range, Sub};

fn main() {
    scan::run(solve)
}

/// Answers farther than this many steps are reported as `NO ANSWER!`.
pub const MAX_STEPS: usize = 10;
/// The input holds at most this many rules.
pub const MAX_RULES: usize = 6;
/// Every string in the input is at most this long (later strings may be longer).
pub const MAX_INPUT_LEN: usize = 20;

/// One rule: any occurrence of `from` may be replaced by `to`.
#[derive(Clone, Debug)]
pub struct Rule {
    pub from: Vec<u8>,
    pub to: Vec<u8>,
}

pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let mut tokens = scan::Tokens::new(input);
    let start = read_string(&mut tokens, "the string A")?;
    let goal = read_string(&mut tokens, "the string B")?;
    let mut rules = Vec::new();
    while !tokens.is_empty() {
        let number = rules.len() + 1;
        if number > MAX_RULES {
            return Err(format!("more than {} rules", MAX_RULES));
        }
        let from = read_string(&mut tokens, &format!("the left side of rule {}", number))?;
        let to = read_string(&mut tokens, &format!("the right side of rule {}", number))?;
        rules.push(Rule { from, to });
    }
    match min_steps(&start, &goal, &rules) {
        Some(steps) => writeln!(out, "{}", steps).expect("writing to a String cannot fail"),
        None => out.push_str("NO ANSWER!\n"),
    }
    Ok(())
}

/// The next token as a string of 1 to 20 visible ASCII characters.
fn read_string(tokens: &mut scan::Tokens, what: &str) -> Result<Vec<u8>, String> {
    let word = tokens.next(what)?;
    if let Some(bad) = word.chars().find(|c| !c.is_ascii_graphic()) {
        return Err(format!(
            "{} holds {:?}, which is not a visible ASCII character",
            what, bad
        ));
    }
    if word.len() > MAX_INPUT_LEN {
        return Err(format!(
            "{} has {} characters, more than {}",
            what,
            word.len(),
            MAX_INPUT_LEN
        ));
    }
    Ok(word.as_bytes().to_vec())
}

/// The fewest steps from `start` to `goal` if at most `MAX_STEPS`.
pub fn min_steps(start: &[u8], goal: &[u8], rules: &[Rule]) -> Option<usize> {
    if start == goal {
        return Some(0);
    }
    let bound = Bound::new(start, goal, rules);
    if let Some(packed) = Packed::<u64>::new(start, goal, rules, bound.longest) {
        search(&packed, &bound, start, goal, rules)
    } else if let Some(packed) = Packed::<u128>::new(start, goal, rules, bound.longest) {
        search(&packed, &bound, start, goal, rules)
    } else {
        search(&Plain, &bound, start, goal, rules)
    }
}

// ---------------------------------------------------------------------------
// Necessary conditions: which strings can still lie on a short enough path.
// ---------------------------------------------------------------------------

/// Lower bounds on the steps between a string and one end of the search.
///
/// Two facts about any path of rule applications hold whatever order the
/// rules are used in. First, applying rule i changes the count of each letter
/// by a fixed vector `v_i` (letters of `to` minus letters of `from`), so a
/// path using rule i `n_i` times changes the counts by exactly `sum n_i v_i`.
/// Second, one application changes the edit distance to any fixed string by at
/// most `e_i = edit_distance(from_i, to_i)` (the change is confined to the
/// replaced piece), so a path ending at B from a string S needs
/// `sum n_i e_i >= edit_distance(S, B)`. There are only C(16, 6) = 8008 ways to
/// choose `n_1..n_6` with `sum n_i <= 10`; for each count vector they reach
/// and each step budget, the table keeps the largest edit change they allow.
pub struct Bound {
    /// Letter-count vectors, compressed to one number: the sum of a random
    /// weight per letter. Equal vectors give equal numbers; two different
    /// vectors with the same number would only merge their table rows into a
    /// weaker (never a wrong) bound.
    weight: [u64; 256],
    /// Count change (as a weight sum) -> for each step budget r, the largest
    /// `sum n_i e_i` over the choices with `sum n_i <= r` that produce it, or -1.
    most_edits: hash::FastMap<u64, [i16; MAX_STEPS + 1]>,
    /// No string on a path of at most `MAX_STEPS` steps is longer.
    pub longest: usize,
}

impl Bound {
    pub fn new(start: &[u8], goal: &[u8], rules: &[Rule]) -> Self {
        let mut weight = [0u64; 256];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for w in weight.iter_mut() {
            // SplitMix64: any fixed scrambled numbers serve.
            seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            *w = z ^ (z >> 31);
        }
        let mut bound = Bound {
            weight,
            most_edits: hash::FastMap::default(),
            longest: 0,
        };
        let effects: Vec<(u64, i16)> = rules
            .iter()
            .map(|rule| {
                let counts = bound.counts(&rule.to).wrapping_sub(bound.counts(&rule.from));
                let edits = EditDistance::new(&rule.from).to(&rule.to) as i16;
                (counts, edits)
            })
            .collect();
        bound.tabulate(&effects, 0, 0, 0);

        // A string d steps from A is at most |A| + d * grow long, and one that
        // still reaches B in the 10 - d steps left at most |B| + (10 - d) * shrink.
        let change = |rule: &Rule| rule.to.len() as isize - rule.from.len() as isize;
        let grow = rules.iter().map(change).max().unwrap_or(0).max(0) as usize;
        let shrink = rules.iter().map(|r| -change(r)).max().unwrap_or(0).max(0) as usize;
        bound.longest = (0..=MAX_STEPS)
            .map(|d| (start.len() + d * grow).min(goal.len() + (MAX_STEPS - d) * shrink))
            .max()
            .unwrap_or(0);
        bound
    }

    /// Records every way to use the rules `effects[i..]` at most
    /// `MAX_STEPS - used` more times, on top of `counts` and `edits` so far.
    fn tabulate(&mut self, effects: &[(u64, i16)], counts: u64, edits: i16, used: usize) {
        let Some((&(rule_counts, rule_edits), rest)) = effects.split_first() else {
            let row = self.most_edits.entry(counts).or_insert([-1; MAX_STEPS + 1]);
            for best in &mut row[used..] {
                *best = (*best).max(edits);
            }
            return;
        };
        let (mut counts, mut edits) = (counts, edits);
        for times in used..=MAX_STEPS {
            self.tabulate(rest, counts, edits, times);
            counts = counts.wrapping_add(rule_counts);
            edits += rule_edits;
        }
    }

    /// The letter counts of `text` as one number (see `weight`).
    pub fn counts(&self, text: &[u8]) -> u64 {
        text.iter()
            .fold(0u64, |sum, &c| sum.wrapping_add(self.weight[c as usize]))
    }

    /// If some choice of at most `steps` rule uses changes the letter counts
    /// by `needed`, the largest edit distance those uses can bridge.
    pub fn edit_budget(&self, needed: u64, steps: usize) -> Option<usize> {
        let most = *self.most_edits.get(&needed)?.get(steps)?;
        if most < 0 {
            None
        } else {
            Some(most as usize)
        }
    }
}

/// Edit distance from a fixed pattern of 1..=64 bytes to any text, in
/// O(|text|) word operations: Myers' bit-parallel algorithm (J. ACM 1999, in
/// Hyyrö's formulation). Bit i of `up`/`down` says that the dynamic-
/// programming column goes up/down by one between rows i and i + 1; each text
/// byte updates all rows of the column at once.
pub struct EditDistance {
    positions: [u64; 256],
    len: usize,
}

impl EditDistance {
    pub fn new(pattern: &[u8]) -> Self {
        assert!((1..=64).contains(&pattern.len()));
        let mut positions = [0u64; 256];
        for (i, &c) in pattern.iter().enumerate() {
            positions[c as usize] |= 1 << i;
        }
        EditDistance {
            positions,
            len: pattern.len(),
        }
    }

    pub fn to(&self, text: &[u8]) -> usize {
        let last = 1u64 << (self.len - 1);
        let (mut up, mut down, mut distance) = (!0u64, 0u64, self.len);
        for &c in text {
            let equal = self.positions[c as usize];
            let vertical = equal | down;
            let horizontal = ((equal & up).wrapping_add(up) ^ up) | equal;
            let right_up = down | !(horizontal | up);
            let right_down = up & horizontal;
            if right_up & last != 0 {
                distance += 1;
            } else if right_down & last != 0 {
                distance -= 1;
            }
            // Row 0 is 0, 1, 2, ...: it always goes up by one to the right.
            let right_up = (right_up << 1) | 1;
            let right_down = right_down << 1;
            up = right_down | !(vertical | right_up);
            down = right_up & vertical;
        }
        distance
    }
}

// ---------------------------------------------------------------------------
// How the searches store strings.
// ---------------------------------------------------------------------------

/// A way to turn strings into hash-set keys.
pub trait Codec {
    type Key: Clone + Eq + Hash;
    fn encode(&self, text: &[u8]) -> Self::Key;
    fn decode(&self, key: &Self::Key, text: &mut Vec<u8>);
    /// The key of `text` (whose key is `key`) with `cut` bytes from `at` on
    /// replaced by `insert` (whose key is `insert_key`).
    fn replace(
        &self,
        key: &Self::Key,
        text: &[u8],
        at: usize,
        cut: usize,
        insert: &[u8],
        insert_key: &Self::Key,
    ) -> Self::Key;
}

/// The general case: a string is its own key.
pub struct Plain;

impl Codec for Plain {
    type Key = Box<[u8]>;
    fn encode(&self, text: &[u8]) -> Box<[u8]> {
        text.into()
    }
    fn decode(&self, key: &Box<[u8]>, text: &mut Vec<u8>) {
        text.clear();
        text.extend_from_slice(key);
    }
    fn replace(
        &self,
        _: &Box<[u8]>,
        text: &[u8],
        at: usize,
        cut: usize,
        insert: &[u8],
        _: &Box<[u8]>,
    ) -> Box<[u8]> {
        let mut child = Vec::with_capacity(text.len() - cut + insert.len());
        child.extend_from_slice(&text[..at]);
        child.extend_from_slice(insert);
        child.extend_from_slice(&text[at + cut..]);
        child.into_boxed_slice()
    }
}

/// The common case: the input uses few distinct letters and strings stay
/// short, so a string packs into one machine word `W` (u64 or u128), letter j
/// in bits `j * width .. (j + 1) * width` as a code 1..; the zero code marks
/// the end. No allocation, a replacement is a few shifts, and a hash-map
/// entry takes 16 bytes with u64 (the searches are bound by memory traffic).
pub struct Packed<W> {
    code: [u8; 256],
    letter: [u8; 256],
    width: usize,
    mask: W,
}

/// The operations `Packed` needs from u64 and u128.
pub trait Word:
    Copy + Eq + Hash + BitAnd<Output = Self> + BitOr<Output = Self> + Sub<Output = Self>
{
    const BITS: usize;
    const ONE: Self;
    fn from_code(code: u8) -> Self;
    fn low_byte(self) -> u8;
    fn leading_zeros(self) -> usize;
    /// Shifts that give 0 (instead of overflowing) at `BITS` bits or more.
    fn up(self, bits: usize) -> Self;
    fn down(self, bits: usize) -> Self;
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            const BITS: usize = <$t>::BITS as usize;
            const ONE: Self = 1;
            fn from_code(code: u8) -> Self {
                Self::from(code)
            }
            fn low_byte(self) -> u8 {
                self as u8
            }
            fn leading_zeros(self) -> usize {
                <$t>::leading_zeros(self) as usize
            }
            fn up(self, bits: usize) -> Self {
                self.checked_shl(bits as u32).unwrap_or(0)
            }
            fn down(self, bits: usize) -> Self {
                self.checked_shr(bits as u32).unwrap_or(0)
            }
        }
    )*};
}
word!(u64, u128);

impl<W: Word> Packed<W> {
    /// None when some string the search may build does not fit in `W`.
    pub fn new(start: &[u8], goal: &[u8], rules: &[Rule], longest: usize) -> Option<Self> {
        let mut code = [0u8; 256];
        let mut letter = [0u8; 256];
        let mut letters = 0;
        let texts = rules.iter().flat_map(|r| [&r.from, &r.to]);
        for text in [start, goal].into_iter().chain(texts.map(|t| &t[..])) {
            for &c in text {
                if code[c as usize] == 0 {
                    letters += 1;
                    code[c as usize] = letters as u8;
                    letter[letters] = c;
                }
            }
        }
        let width = (usize::BITS - letters.leading_zeros()) as usize;
        if longest.max(start.len()).max(goal.len()) * width > W::BITS {
            return None;
        }
        Some(Packed {
            code,
            letter,
            width,
            mask: W::ONE.up(width) - W::ONE,
        })
    }
}

impl<W: Word> Codec for Packed<W> {
    type Key = W;
    fn encode(&self, text: &[u8]) -> W {
        text.iter().rev().fold(W::ONE - W::ONE, |key, &c| {
            key.up(self.width) | W::from_code(self.code[c as usize])
        })
    }
    fn decode(&self, key: &W, text: &mut Vec<u8>) {
        let len = (W::BITS - key.leading_zeros() + self.width - 1) / self.width;
        text.clear();
        text.extend((0..len).map(|j| {
            let code = key.down(j * self.width) & self.mask;
            self.letter[code.low_byte() as usize]
        }));
    }
    fn replace(&self, key: &W, _: &[u8], at: usize, cut: usize, insert: &[u8], insert_key: &W) -> W {
        let before = *key & (W::ONE.up(at * self.width) - W::ONE);
        let after = key.down((at + cut) * self.width);
        before | insert_key.up(at * self.width) | after.up((at + insert.len()) * self.width)
    }
}

// ---------------------------------------------------------------------------
// The bidirectional search.
// ---------------------------------------------------------------------------

/// A rule as one side of the search applies it.
struct Move<K> {
    pattern: Vec<u8>,
    insert: Vec<u8>,
    insert_key: K,
    /// The letter-count change of the rule applied forwards (`Bound::counts`).
    counts: u64,
}

/// Both sides record the strings they find in one map, so that one lookup
/// per new string both detects duplicates and meetings. The value says who
/// found the string (this bit for the backward side) and its serial number on
/// that side (strings are numbered in the order found, so a layer is a range
/// of numbers).
const BACKWARD: u32 = 1 << 31;

type Seen<K> = hash::FastMap<K, u32>;

/// One of the two searches.
struct Side<K> {
    forward: bool,
    moves: Vec<Move<K>>,
    /// `BACKWARD` or 0, to tell this side's strings in `Seen`.
    owner: u32,
    /// How many strings this side has found.
    found: u32,
    /// The strings of the newest depth, each with the positions where its
    /// next step may apply (`Side::window`).
    layer: Vec<(K, usize)>,
    depth: usize,
    /// The other end of the whole search: the goal for the forward side, the
    /// start for the backward side.
    far_end: Vec<u8>,
    far_distance: EditDistance,
    far_counts: u64,
}

impl<K: Clone + Eq + Hash> Side<K> {
    fn new<C: Codec<Key = K>>(
        codec: &C,
        bound: &Bound,
        seen: &mut Seen<K>,
        root: &[u8],
        far_end: &[u8],
        rules: &[Rule],
        forward: bool,
    ) -> Self {
        let moves = rules
            .iter()
            .map(|rule| {
                let (pattern, insert) = if forward {
                    (&rule.from, &rule.to)
                } else {
                    (&rule.to, &rule.from)
                };
                Move {
                    pattern: pattern.clone(),
                    insert: insert.clone(),
                    insert_key: codec.encode(insert),
                    counts: bound.counts(&rule.to).wrapping_sub(bound.counts(&rule.from)),
                }
            })
            .collect();
        let root_key = codec.encode(root);
        let owner = if forward { 0 } else { BACKWARD };
        seen.insert(root_key.clone(), owner);
        // The first step may apply anywhere.
        let anywhere = if forward { usize::MAX } else { 0 };
        Side {
            forward,
            moves,
            owner,
            found: 1,
            layer: vec![(root_key, anywhere)],
            depth: 0,
            far_end: far_end.to_vec(),
            far_distance: EditDistance::new(far_end),
            far_counts: bound.counts(far_end),
        }
    }

    /// The positions where a step with `pattern_len` bytes may apply to a
    /// string of `len` bytes after a step that left `mark` (see `mark`).
    ///
    /// Two steps whose pieces do not overlap can be made in either order with
    /// the same result. So a search needs only one order: forwards, a step
    /// may not lie wholly to the right of the piece the step before it put
    /// in (it must start before `mark` = the end of that piece); backwards,
    /// where the same paths are walked from the other end, a step must end
    /// after the start of the piece the step before it took out (`mark`).
    /// The README proves that every path can be reordered so, at no cost in
    /// length; a string reached at one depth by several orders keeps the
    /// widest window of them.
    fn window(&self, mark: usize, len: usize, pattern_len: usize) -> Range<usize> {
        let every = 0..len + 1 - pattern_len;
        if self.forward {
            every.start..every.end.min(mark)
        } else {
            (mark + 1).saturating_sub(pattern_len)..every.end
        }
    }

    /// The mark a step at `at` leaves, and how to merge two marks.
    fn mark(&self, at: usize, step: &Move<K>) -> usize {
        if self.forward {
            at + step.insert.len()
        } else {
            at
        }
    }

    fn wider(&self, a: usize, b: usize) -> usize {
        if self.forward {
            a.max(b)
        } else {
            a.min(b)
        }
    }

    /// The letter-count change that the rules, applied forwards, still have
    /// to make on the way between `text` and the far end.
    fn counts_needed(&self, bound: &Bound, text: &[u8]) -> u64 {
        let counts = bound.counts(text);
        if self.forward {
            self.far_counts.wrapping_sub(counts)
        } else {
            counts.wrapping_sub(self.far_counts)
        }
    }

    /// Replaces the layer by the next one. With `last`, the new strings are
    /// only looked up, not stored. True as soon as a new string is one the
    /// other side has found.
    fn grow<C: Codec<Key = K>>(
        &mut self,
        codec: &C,
        bound: &Bound,
        seen: &mut Seen<K>,
        last: bool,
    ) -> bool {
        let steps_left = MAX_STEPS - self.depth;
        self.depth += 1;
        let first_new = self.found;
        let mut next_layer: Vec<(K, usize)> = Vec::new();
        let mut text = Vec::new();
        for (key, mark) in std::mem::take(&mut self.layer) {
            codec.decode(&key, &mut text);
            let needed = self.counts_needed(bound, &text);
            // The edit-distance bound costs more than anything else here, so
            // it is tested only on strings about to be expanded: the last
            // layer a side stores is never expanded.
            let Some(edits) = bound.edit_budget(needed, steps_left) else {
                continue;
            };
            if edits < text.len().max(self.far_end.len()) && self.far_distance.to(&text) > edits {
                continue;
            }
            for step in &self.moves {
                if text.len() < step.pattern.len() {
                    continue;
                }
                let child_len = text.len() - step.pattern.len() + step.insert.len();
                let child_needs = needed.wrapping_sub(step.counts);
                if child_len > bound.longest || bound.edit_budget(child_needs, steps_left - 1).is_none() {
                    continue;
                }
                for at in self.window(mark, text.len(), step.pattern.len()) {
                    // (Faster than comparing slices for such short patterns.)
                    if !step.pattern.iter().zip(&text[at..]).all(|(p, t)| p == t) {
                        continue;
                    }
                    let child = codec.replace(
                        &key,
                        &text,
                        at,
                        step.pattern.len(),
                        &step.insert,
                        &step.insert_key,
                    );
                    if last {
                        match seen.get(&child) {
                            Some(&finder) if finder & BACKWARD != self.owner => return true,
                            _ => continue,
                        }
                    }
                    let child_mark = self.mark(at, step);
                    let slot = match seen.entry(child) {
                        Entry::Occupied(slot) => {
                            let finder = *slot.get();
                            if finder & BACKWARD != self.owner {
                                return true;
                            }
                            let serial = finder & !BACKWARD;
                            if serial >= first_new {
                                let entry = &mut next_layer[(serial - first_new) as usize];
                                entry.1 = self.wider(entry.1, child_mark);
                            }
                            continue;
                        }
                        Entry::Vacant(slot) => slot,
                    };
                    next_layer.push((slot.key().clone(), child_mark));
                    slot.insert(self.owner | self.found);
                    self.found += 1;
                }
            }
        }
        self.layer = next_layer;
        false
    }
}

/// Bidirectional BFS by whole layers, the side with the smaller frontier
/// first, until the two have used `MAX_STEPS` layers between them.
fn search<C: Codec>(
    codec: &C,
    bound: &Bound,
    start: &[u8],
    goal: &[u8],
    rules: &[Rule],
) -> Option<usize> {
    let mut seen = Seen::default();
    let mut forward = Side::new(codec, bound, &mut seen, start, goal, rules, true);
    let mut backward = Side::new(codec, bound, &mut seen, goal, start, rules, false);
    for steps in 1..=MAX_STEPS {
        if forward.layer.is_empty() || backward.layer.is_empty() {
            return None;
        }
        let last = steps == MAX_STEPS;
        let met = if forward.layer.len() <= backward.layer.len() {
            forward.grow(codec, bound, &mut seen, last)
        } else {
            backward.grow(codec, bound, &mut seen, last)
        };
        if met {
            return Some(steps);
        }
    }
    None
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

// Copied unchanged from template/src/hash.rs; `cargo snippets` keeps it in sync.
#[rustfmt::skip]
#[allow(dead_code)]
mod hash {
    // snippet:begin hash
    use std::collections::{HashMap, HashSet};
    use std::hash::{BuildHasherDefault, Hasher};

    pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
    pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

    #[derive(Clone, Copy, Default)]
    pub struct FastHasher(u64);

    impl FastHasher {
        #[inline]
        fn add(&mut self, word: u64) {
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    impl Hasher for FastHasher {
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
    // snippet:end hash
}
