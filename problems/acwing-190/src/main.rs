//! AcWing 190 (NOIP 2002, Luogu P1032) — 字串变换, string transformation: the fast version.
//!
//! Strings A and B, then at most six rules `Ai Bi`; one step replaces one occurrence of some
//! `Ai`, anywhere in the current string, by `Bi`. Print the fewest steps from A to B if at most
//! 10 (0 when A = B), else `NO ANSWER!`.
//!
//! Idea: bidirectional BFS by whole layers, the side with the smaller frontier first, 10 layers
//! between the two sides; the backward side applies the rules reversed (`Bi` -> `Ai`). The
//! first meeting closes a shortest path (the proof is in template/README.md). That much is the
//! contest version, `src/bin/acwing-190-contest.rs`, on the template's `bibfs`. This file adds
//! four speed-ups, each in its own section below, for the adversarial inputs (20 letters over
//! two, six rules of one to three letters), on which the contest version needs seconds and
//! hundreds of megabytes:
//! 1. independent steps are made in one order only (`Side::window`);
//! 2. each rule changes the letter counts by a fixed vector, which bounds from below the steps
//!    between two strings (`CountBound`);
//! 3. the last two layers are joined through a Bloom filter, never stored (`last_two_layers`);
//! 4. a string is packed into one machine word, whose letters are matched at every position at
//!    once (`Packed`).
//!
//! State space: strings over the input's letters, of any length the rules reach. A string of n
//! letters has up to 6n successors. With two letters and short rules a one-way search from a
//! 20-letter A stores about a million strings within 5 steps and ten million within 6
//! (`bench/answer-9.in`: 1,504,639 and 9,899,009), six to eight times more at each step: it
//! cannot go 10 deep.
//!
//! Cost: O(generated strings * rules) word operations, and memory for the stored strings. On
//! the benchmark inputs this file generates at most 3.5 million strings (`bench/unreachable-4.in`)
//! and stores at most 347,000 (`bench/answer-9.in`), where the contest version generates up to
//! 13.0 million and stores up to 2.2 million. NOTES.md has the times and what each speed-up
//! buys.
//!
//! Traps: every occurrence counts, overlapping ones too (`aaa` with `aa b` gives `ba` and `ab`);
//! the backward side must reverse the rules; strings grow past 20 letters on the way; the limit
//! counts both sides together; A = B costs 0 even without rules.
//!
//! Input: tokens; A, B and each rule side must be 1 to 20 visible ASCII characters; at most six
//! rules, each with both sides. Anything else: one error line, exit status 1.

use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};
use std::ops::{BitAnd, BitOr, BitXor, Not, Range, Shl, Shr, Sub};

pub fn main() {
    scan::run(solve)
}

/// Answers farther than this many steps are reported as `NO ANSWER!`.
pub const MAX_STEPS: usize = 10;
/// The input holds at most this many rules.
pub const MAX_RULES: usize = 6;
/// Every string in the input is at most this long (later strings may be longer).
pub const MAX_INPUT_LEN: usize = 20;

/// One rule: any one occurrence of `from` may be replaced by `to`.
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
        Some(steps) => out.push_str(&format!("{}\n", steps)),
        None => out.push_str("NO ANSWER!\n"),
    }
    Ok(())
}

/// The next token as a string of 1 to 20 visible ASCII characters.
fn read_string(tokens: &mut scan::Tokens, what: &str) -> Result<Vec<u8>, String> {
    let word = tokens.next(what)?;
    if let Some(bad) = word.chars().find(|c| !c.is_ascii_graphic()) {
        let why = format!("holds {:?}, which is not a visible ASCII character", bad);
        return Err(format!("{} {}", what, why));
    }
    if word.len() > MAX_INPUT_LEN {
        let why = format!("has {} characters, more than {}", word.len(), MAX_INPUT_LEN);
        return Err(format!("{} {}", what, why));
    }
    Ok(word.as_bytes().to_vec())
}

/// The fewest steps from `start` to `goal` if at most `MAX_STEPS`.
pub fn min_steps(start: &[u8], goal: &[u8], rules: &[Rule]) -> Option<usize> {
    min_steps_with(start, goal, rules, SpeedUps::ALL)
}

/// Which speed-ups a search uses: `solve` uses all four; tests/figures.rs turns each off in
/// turn to measure what it buys. Every combination gives the same answers.
#[derive(Clone, Copy, Debug)]
pub struct SpeedUps {
    /// Speed-up 1: independent steps in one order only.
    pub one_order: bool,
    /// Speed-up 2: the bound from letter counts (the bound on lengths always applies).
    pub count_bound: bool,
    /// Speed-up 3: the last two layers joined through a Bloom filter.
    pub joined_last_layers: bool,
    /// Speed-up 4: strings packed into a machine word where they fit.
    pub packed: bool,
}

impl SpeedUps {
    pub const ALL: SpeedUps = SpeedUps {
        one_order: true,
        count_bound: true,
        joined_last_layers: true,
        packed: true,
    };
}

/// `min_steps` with a choice of speed-ups: strings packed into a word where they fit (speed-up
/// 4), else kept as they are.
pub fn min_steps_with(
    start: &[u8],
    goal: &[u8],
    rules: &[Rule],
    speed_ups: SpeedUps,
) -> Option<usize> {
    let bound = CountBound::new(start, goal, rules, speed_ups.count_bound);
    if speed_ups.packed {
        if let Some(packed) = Packed::<u64>::new(start, goal, rules, bound.longest) {
            return search(&packed, &bound, start, goal, rules, speed_ups, &mut ());
        }
        if let Some(packed) = Packed::<u128>::new(start, goal, rules, bound.longest) {
            return search(&packed, &bound, start, goal, rules, speed_ups, &mut ());
        }
    }
    search(&Plain, &bound, start, goal, rules, speed_ups, &mut ())
}

// ---------------------------------------------------------------------------
// The search: bidirectional BFS by whole layers, the rules reversed on the backward side.
// ---------------------------------------------------------------------------

/// The template's observer (pasted at the end of the file), for whoever watches `search` from
/// outside: the lab records what it stores (`Direction` is the template's `Side`, renamed here,
/// where `Side` is one of the two searches).
pub use observe::Observer;
pub use observe::Side as Direction;

/// Bidirectional BFS by whole layers, the side with the smaller frontier first, until the two
/// have grown `MAX_STEPS` layers between them; the last two through `last_two_layers` (speed-up
/// 3) where chosen. `observer` is told of each string a side stores (not the two ends, and not
/// the string where the sides meet, which is never stored), of each candidate the join keeps
/// (as stored by the larger side, one step beyond its layer), and of each whole layer grown;
/// the search returns `None` too when the observer stops it.
pub fn search<C: Codec, O: Observer<C::Key>>(
    codec: &C,
    bound: &CountBound,
    start: &[u8],
    goal: &[u8],
    rules: &[Rule],
    speed_ups: SpeedUps,
    observer: &mut O,
) -> Option<usize> {
    if start == goal {
        return Some(0);
    }
    let one_order = speed_ups.one_order;
    let mut forward = Side::new(codec, bound, (start, goal), rules, true, one_order);
    let mut backward = Side::new(codec, bound, (goal, start), rules, false, one_order);
    let layers_grown = if speed_ups.joined_last_layers {
        MAX_STEPS - 2
    } else {
        MAX_STEPS
    };
    for steps in 1..=layers_grown {
        if forward.layer.is_empty() || backward.layer.is_empty() {
            return None;
        }
        let met = if forward.layer.len() <= backward.layer.len() {
            forward.grow(codec, bound, &backward, observer)?
        } else {
            backward.grow(codec, bound, &forward, observer)?
        };
        if met {
            return Some(steps);
        }
    }
    if !speed_ups.joined_last_layers {
        return None;
    }
    // The join needs only the layers: give the sets' memory back first.
    forward.seen = hash::FastMap::default();
    backward.seen = hash::FastMap::default();
    if forward.layer.len() <= backward.layer.len() {
        last_two_layers(codec, bound, &forward, &backward, observer)
    } else {
        last_two_layers(codec, bound, &backward, &forward, observer)
    }
}

/// One of the two searches.
struct Side<C: Codec> {
    forward: bool,
    /// Speed-up 1 on: each new string keeps a window for the next step (`Side::window`).
    one_order: bool,
    moves: Vec<Move<C>>,
    /// Every string this side has stored, with its serial number (strings are numbered in the
    /// order stored, so a layer is a range of numbers).
    seen: hash::FastMap<C::Key, u32>,
    /// The strings of the newest depth: the frontier.
    layer: Vec<Found<C::Key>>,
    depth: usize,
    /// The letter counts of the other end of the whole search, which this side's strings must
    /// still reach: the goal for the forward side, the start for the backward side.
    other_end_counts: u64,
}

/// A rule as one side applies it: forwards `from` -> `to`, backwards `to` -> `from`.
struct Move<C: Codec> {
    pattern: C::Pattern,
    pattern_len: usize,
    insert: C::Key,
    insert_len: usize,
    /// The letter-count change of the rule applied forwards.
    change: u64,
}

/// A string of a layer, with its letter counts (`CountBound::counts`) and its mark: where the
/// next step may apply (`Side::window`).
struct Found<K> {
    key: K,
    counts: u64,
    mark: usize,
}

impl<C: Codec> Side<C> {
    fn new(
        codec: &C,
        bound: &CountBound,
        (root, other_end): (&[u8], &[u8]),
        rules: &[Rule],
        forward: bool,
        one_order: bool,
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
                    pattern: codec.pattern(pattern),
                    pattern_len: pattern.len(),
                    insert: codec.encode(insert),
                    insert_len: insert.len(),
                    change: bound.change(rule),
                }
            })
            .collect();
        let root = Found {
            key: codec.encode(root),
            counts: bound.counts(root),
            // The first step may apply anywhere.
            mark: if forward { usize::MAX } else { 0 },
        };
        let mut seen = hash::FastMap::default();
        seen.insert(root.key.clone(), 0);
        Side {
            forward,
            one_order,
            moves,
            seen,
            layer: vec![root],
            depth: 0,
            other_end_counts: bound.counts(other_end),
        }
    }

    /// Calls `visit` with each string one step beyond the layer that may still lie on a path
    /// of at most `MAX_STEPS` steps, until `visit` returns true; returns whether it did.
    fn expand(
        &self,
        codec: &C,
        bound: &CountBound,
        mut visit: impl FnMut(Found<C::Key>) -> bool,
    ) -> bool {
        let steps_left = MAX_STEPS - self.depth - 1;
        for parent in &self.layer {
            let len = codec.len(&parent.key);
            for step in &self.moves {
                // The count change that the rules, applied forwards, still have to make
                // between the new string and the other end.
                let (counts, needed) = if self.forward {
                    let counts = parent.counts.wrapping_add(step.change);
                    (counts, self.other_end_counts.wrapping_sub(counts))
                } else {
                    let counts = parent.counts.wrapping_sub(step.change);
                    (counts, counts.wrapping_sub(self.other_end_counts))
                };
                if len < step.pattern_len
                    || len - step.pattern_len + step.insert_len > bound.longest
                    || !bound.allows(needed, steps_left)
                {
                    continue;
                }
                let window = self.window(parent.mark, len, step.pattern_len);
                let stop = codec.find(&parent.key, &step.pattern, window, |at| {
                    visit(Found {
                        key: codec.replace(
                            &parent.key,
                            at,
                            step.pattern_len,
                            &step.insert,
                            step.insert_len,
                        ),
                        counts,
                        mark: self.mark(at, step),
                    })
                });
                if stop {
                    return true;
                }
            }
        }
        false
    }

    /// Replaces the layer by the next one, storing it in `seen`. `Some(true)` as soon as a new
    /// string is one the other side has stored: the meeting; `None` when the observer stops.
    fn grow<O: Observer<C::Key>>(
        &mut self,
        codec: &C,
        bound: &CountBound,
        other: &Side<C>,
        observer: &mut O,
    ) -> Option<bool> {
        // Taken out for the closure: `expand` borrows all of `self`.
        let mut seen = std::mem::take(&mut self.seen);
        let first_new = seen.len() as u32;
        let mut next_layer: Vec<Found<C::Key>> = Vec::new();
        let (direction, depth) = (self.direction(), self.depth + 1);
        let mut stopped = false;
        let met = self.expand(codec, bound, |child| {
            let Found { key, counts, mark } = child;
            match seen.entry(key) {
                Entry::Vacant(slot) => {
                    if other.seen.contains_key(slot.key()) {
                        return true;
                    }
                    if !observer.stored(direction, depth, slot.key()) {
                        stopped = true;
                        return true;
                    }
                    let key = slot.key().clone();
                    slot.insert(first_new + next_layer.len() as u32);
                    next_layer.push(Found { key, counts, mark });
                }
                Entry::Occupied(slot) => {
                    // Met again in the same layer: keep the wider window (speed-up 1).
                    let serial = *slot.get();
                    if serial >= first_new {
                        let entry = &mut next_layer[(serial - first_new) as usize];
                        entry.mark = self.wider(entry.mark, mark);
                    }
                }
            }
            false
        });
        self.seen = seen;
        if stopped {
            return None;
        }
        if !met {
            observer.layer(direction, depth, next_layer.len());
        }
        self.layer = next_layer;
        self.depth = depth;
        Some(met)
    }

    /// Which side this is, as the observer hears it.
    fn direction(&self) -> Direction {
        if self.forward {
            Direction::Forward
        } else {
            Direction::Backward
        }
    }
}

/// A way to store strings as hash-set keys and to rewrite them. `Plain` is the obvious one;
/// speed-up 4 adds `Packed`.
pub trait Codec {
    type Key: Clone + Eq + Hash;
    /// A rule side, prepared for `find`.
    type Pattern;
    fn encode(&self, text: &[u8]) -> Self::Key;
    fn pattern(&self, text: &[u8]) -> Self::Pattern;
    fn len(&self, key: &Self::Key) -> usize;
    /// Calls `found` with each position in `window` where `pattern` occurs, in increasing
    /// order, until it returns true; returns whether it did.
    fn find(
        &self,
        key: &Self::Key,
        pattern: &Self::Pattern,
        window: Range<usize>,
        found: impl FnMut(usize) -> bool,
    ) -> bool;
    /// The string `key` with `cut` letters from `at` on replaced by `insert`, which has
    /// `insert_len` letters.
    fn replace(
        &self,
        key: &Self::Key,
        at: usize,
        cut: usize,
        insert: &Self::Key,
        insert_len: usize,
    ) -> Self::Key;
}

/// The general case: a string is its own key.
pub struct Plain;

impl Codec for Plain {
    type Key = Box<[u8]>;
    type Pattern = Vec<u8>;
    fn encode(&self, text: &[u8]) -> Box<[u8]> {
        text.into()
    }
    fn pattern(&self, text: &[u8]) -> Vec<u8> {
        text.to_vec()
    }
    fn len(&self, key: &Box<[u8]>) -> usize {
        key.len()
    }
    fn find(
        &self,
        key: &Box<[u8]>,
        pattern: &Vec<u8>,
        window: Range<usize>,
        found: impl FnMut(usize) -> bool,
    ) -> bool {
        window
            .filter(|&at| key[at..].starts_with(pattern))
            .any(found)
    }
    fn replace(
        &self,
        key: &Box<[u8]>,
        at: usize,
        cut: usize,
        insert: &Box<[u8]>,
        _: usize,
    ) -> Box<[u8]> {
        let mut child = Vec::with_capacity(key.len() - cut + insert.len());
        child.extend_from_slice(&key[..at]);
        child.extend_from_slice(insert);
        child.extend_from_slice(&key[at + cut..]);
        child.into_boxed_slice()
    }
}

// ---------------------------------------------------------------------------
// Speed-up 1: independent steps in one order only. Three and a half to four and a half times
// fewer strings generated on the adversarial benchmark inputs; figures in NOTES.md.
// ---------------------------------------------------------------------------

impl<C: Codec> Side<C> {
    /// The positions where a step with `pattern_len` letters may apply to a string of `len`
    /// letters after a step that left `mark`.
    ///
    /// Two steps whose pieces do not overlap can be made in either order with the same result,
    /// so a search needs to try only one of the orders. Forwards, a step may not lie wholly to
    /// the right of the piece that the step before it put in: it must start before `mark`, the
    /// end of that piece. Backwards, where the same paths are walked from the other end, a step
    /// must end after `mark`, the start of the piece that the step before it took out. Every
    /// path can be reordered this way at no cost in length (NOTES.md has the proof). A string
    /// reached at one depth by several paths keeps the widest window of them: the windows are
    /// nested, so the widest holds the one the proof needs, whichever path that is.
    fn window(&self, mark: usize, len: usize, pattern_len: usize) -> Range<usize> {
        let every = 0..len + 1 - pattern_len;
        if !self.one_order {
            every
        } else if self.forward {
            every.start..every.end.min(mark)
        } else {
            (mark + 1).saturating_sub(pattern_len)..every.end
        }
    }

    /// The mark a step at `at` leaves.
    fn mark(&self, at: usize, step: &Move<C>) -> usize {
        if self.forward {
            at + step.insert_len
        } else {
            at
        }
    }

    /// The wider window of two marks.
    fn wider(&self, a: usize, b: usize) -> usize {
        if self.forward {
            a.max(b)
        } else {
            a.min(b)
        }
    }
}

// ---------------------------------------------------------------------------
// Speed-up 2: a bound from letter counts. Up to 37% fewer strings generated, and no search at
// all where the counts alone rule out a path; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// A lower bound on the steps between a string and the other end, from letter counts alone;
/// and a bound on lengths.
///
/// Applying rule i changes the count of each letter by a fixed vector `v_i` (the letters of
/// `to` minus those of `from`), wherever it applies. So a path that uses rule i `n_i` times
/// changes the counts by exactly `sum n_i v_i`, in whatever order. There are only C(16, 6) =
/// 8008 ways to choose `n_1..n_6` with `sum n_i <= 10`: the table keeps, for every count change
/// they make, the fewest steps that make it. A string whose counts differ from the other end's
/// by a change that needs more steps than are left is dropped, and so is a string longer than
/// any path of `MAX_STEPS` steps allows (which `Packed` needs, so that bound stays on when the
/// count bound is off).
pub struct CountBound {
    /// A count vector is compressed to one number: the sum of a random weight per letter.
    /// Equal vectors give equal numbers; two different vectors that collided would only merge
    /// their table entries into a weaker (never a wrong) bound.
    weight: [u64; 256],
    /// Count change (as a weight sum) -> the fewest rule uses that make it; None when the
    /// count bound is off.
    fewest: Option<hash::FastMap<u64, usize>>,
    /// No string on a path of at most `MAX_STEPS` steps is longer.
    pub longest: usize,
}

impl CountBound {
    pub fn new(start: &[u8], goal: &[u8], rules: &[Rule], on: bool) -> Self {
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
        let mut bound = CountBound {
            weight,
            fewest: None,
            longest: 0,
        };
        if on {
            let changes: Vec<u64> = rules.iter().map(|rule| bound.change(rule)).collect();
            let mut fewest = hash::FastMap::default();
            tabulate(&mut fewest, &changes, 0, 0);
            bound.fewest = Some(fewest);
        }

        // A string d steps from A is at most |A| + d * grow long, and one that still reaches
        // B in the 10 - d steps left at most |B| + (10 - d) * shrink.
        let change = |rule: &Rule| rule.to.len() as isize - rule.from.len() as isize;
        let grow = rules.iter().map(change).max().unwrap_or(0).max(0) as usize;
        let shrink = rules.iter().map(|r| -change(r)).max().unwrap_or(0).max(0) as usize;
        bound.longest = (0..=MAX_STEPS)
            .map(|d| (start.len() + d * grow).min(goal.len() + (MAX_STEPS - d) * shrink))
            .max()
            .unwrap_or(0);
        bound
    }

    /// The letter counts of `text` as one number (see `weight`).
    pub fn counts(&self, text: &[u8]) -> u64 {
        text.iter()
            .fold(0u64, |sum, &c| sum.wrapping_add(self.weight[c as usize]))
    }

    /// The count change one use of `rule` makes.
    pub fn change(&self, rule: &Rule) -> u64 {
        self.counts(&rule.to).wrapping_sub(self.counts(&rule.from))
    }

    /// Whether at most `steps` rule uses can change the counts by `needed`.
    pub fn allows(&self, needed: u64, steps: usize) -> bool {
        match &self.fewest {
            Some(fewest) => matches!(fewest.get(&needed), Some(&uses) if uses <= steps),
            None => true,
        }
    }
}

/// Records in `fewest` every way to use the rules of `changes` at most `MAX_STEPS - used` more
/// times, on top of the count change `sum`.
fn tabulate(fewest: &mut hash::FastMap<u64, usize>, changes: &[u64], sum: u64, used: usize) {
    // `match`, not `let ... else`: the file keeps to Rust 1.63.
    let (&change, rest) = match changes.split_first() {
        Some(first) => first,
        None => {
            let uses = fewest.entry(sum).or_insert(used);
            *uses = (*uses).min(used);
            return;
        }
    };
    let mut sum = sum;
    for times in used..=MAX_STEPS {
        tabulate(fewest, rest, sum, times);
        sum = sum.wrapping_add(change);
    }
}

// ---------------------------------------------------------------------------
// Speed-up 3: the last two layers joined through a Bloom filter, never stored. Two and a half
// to six times fewer strings stored where the answer is 10 or none; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// The two last layers, once `MAX_STEPS - 2` are grown without a meeting; `smaller` is the
/// side with the smaller frontier, `larger` the other.
///
/// A path of `MAX_STEPS - 1` steps must now run through a string one step beyond `larger`'s
/// layer that lies in `smaller`'s layer, and a path of `MAX_STEPS` steps through one that is
/// also one step beyond `smaller`'s layer (a meeting at any string stored earlier would close
/// a shorter path, and those were ruled out). These strings are the most of the whole search,
/// some millions, and storing them costs more than generating them: so `smaller`'s are
/// generated twice and never stored. The first time they go into a Bloom filter, which may let
/// a stranger through but never stops one of them; of the strings beyond `larger`, only the few
/// that pass the filter are kept, in a small set that the second round looks up exactly.
fn last_two_layers<C: Codec, O: Observer<C::Key>>(
    codec: &C,
    bound: &CountBound,
    smaller: &Side<C>,
    larger: &Side<C>,
    observer: &mut O,
) -> Option<usize> {
    let mut filter = BloomFilter::new(smaller.layer.len() * 64);
    for found in &smaller.layer {
        filter.insert(&found.key);
    }
    smaller.expand(codec, bound, |child| {
        filter.insert(&child.key);
        false
    });
    let mut suspects = hash::FastSet::default();
    let (direction, depth) = (larger.direction(), larger.depth + 1);
    let stopped = larger.expand(codec, bound, |child| {
        if filter.may_hold(&child.key) && !suspects.contains(&child.key) {
            if !observer.stored(direction, depth, &child.key) {
                return true;
            }
            suspects.insert(child.key);
        }
        false
    });
    if stopped {
        None
    } else if smaller
        .layer
        .iter()
        .any(|found| suspects.contains(&found.key))
    {
        Some(MAX_STEPS - 1)
    } else if smaller.expand(codec, bound, |child| suspects.contains(&child.key)) {
        Some(MAX_STEPS)
    } else {
        None
    }
}

/// A set of keys as bits, two per key at places picked by hashing. A key that was inserted
/// always finds its bits set; another key finds them set only if other keys happened to set
/// them, which with about eight bits per key happens to a few in a hundred. Both bits of a key
/// lie in one word, so that each look costs one memory access.
struct BloomFilter {
    words: Vec<u64>,
}

impl BloomFilter {
    /// Room for about `bits / 8` keys.
    fn new(bits: usize) -> Self {
        BloomFilter {
            words: vec![0; (bits / 64).next_power_of_two()],
        }
    }

    /// The word of `key` and its two bits there.
    fn place<K: Hash>(&self, key: &K) -> (usize, u64) {
        let mut hasher = hash::FastHasher::default();
        key.hash(&mut hasher);
        let hash = hasher.finish();
        // More bits from the same hash: the high bits of a product.
        let more = hash.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let word = hash as usize & (self.words.len() - 1);
        (word, 1 << (more >> 58) | 1 << (more >> 52 & 63))
    }

    fn insert<K: Hash>(&mut self, key: &K) {
        let (word, bits) = self.place(key);
        self.words[word] |= bits;
    }

    fn may_hold<K: Hash>(&self, key: &K) -> bool {
        let (word, bits) = self.place(key);
        self.words[word] & bits == bits
    }
}

// ---------------------------------------------------------------------------
// Speed-up 4: packed strings. A key of 8 or 16 bytes, no allocation, every occurrence of a
// pattern found at once: about half the heap and several times faster; figures in NOTES.md.
// ---------------------------------------------------------------------------

/// The common case: the input uses few distinct letters and strings stay short, so a string
/// packs into one machine word `W` (u64 or u128): letter j as a code 0.. in the `letter_bits`
/// bits from `j * letter_bits` on (its field), and the length in the top `LENGTH_BITS` bits. A
/// replacement is a few shifts, and the occurrences of a pattern are found for all positions
/// at once ("SIMD within a register", see `find`). Two letters take one bit each, so the
/// adversarial two-letter inputs fit a u64.
pub struct Packed<W> {
    code: [u8; 256],
    letter_bits: usize,
    /// Bit 0 of every letter field.
    field_lows: W,
    /// For each code: that code in every letter field.
    in_every_field: Vec<W>,
    /// `letter_at_bit[bit]`: the letter whose field holds `bit` (a division by `letter_bits`,
    /// which would cost as much as the rest of `find`).
    letter_at_bit: Vec<usize>,
}

/// Lengths up to 127 (`Packed::new` checks that strings stay shorter).
const LENGTH_BITS: usize = 7;

/// The operations `Packed` needs from u64 and u128.
pub trait Word:
    Copy
    + Eq
    + Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
    + Sub<Output = Self>
{
    const BITS: usize;
    const ZERO: Self;
    const ONE: Self;
    fn from_usize(n: usize) -> Self;
    fn low_usize(self) -> usize;
    fn trailing_zeros(self) -> usize;
    /// The lowest `bits` bits set (`bits` < `BITS`).
    fn low_bits(bits: usize) -> Self {
        (Self::ONE << bits) - Self::ONE
    }
}

macro_rules! word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            const BITS: usize = <$t>::BITS as usize;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn from_usize(n: usize) -> Self {
                n as Self
            }
            fn low_usize(self) -> usize {
                self as usize
            }
            fn trailing_zeros(self) -> usize {
                <$t>::trailing_zeros(self) as usize
            }
        }
    )*};
}
word!(u64, u128);

impl<W: Word> Packed<W> {
    /// The bits for letters, below the length.
    const DATA_BITS: usize = W::BITS - LENGTH_BITS;

    /// None when some string the search may build does not fit in `W`.
    pub fn new(start: &[u8], goal: &[u8], rules: &[Rule], longest: usize) -> Option<Self> {
        let mut code = [0u8; 256];
        let mut seen = [false; 256];
        let mut letters: usize = 0;
        let sides = rules.iter().flat_map(|r| [&r.from[..], &r.to[..]]);
        for text in [start, goal].iter().copied().chain(sides) {
            for &c in text {
                if !seen[c as usize] {
                    seen[c as usize] = true;
                    code[c as usize] = letters as u8;
                    letters += 1;
                }
            }
        }
        // Codes 0..letters - 1; at least one bit, so that fields exist.
        let letter_bits = ((usize::BITS - (letters - 1).leading_zeros()) as usize).max(1);
        if longest.max(start.len()).max(goal.len()) * letter_bits > Self::DATA_BITS {
            return None;
        }
        let fields = Self::DATA_BITS / letter_bits;
        let every = |code: usize| {
            let code = W::from_usize(code);
            (0..fields).fold(W::ZERO, |all, j| all | code << (j * letter_bits))
        };
        Some(Packed {
            code,
            letter_bits,
            field_lows: every(1),
            in_every_field: (0..letters).map(every).collect(),
            letter_at_bit: (0..W::BITS).map(|bit| bit / letter_bits).collect(),
        })
    }
}

impl<W: Word> Codec for Packed<W> {
    type Key = W;
    /// Each letter of the pattern in every field.
    type Pattern = Vec<W>;

    fn encode(&self, text: &[u8]) -> W {
        let letters = text.iter().rev().fold(W::ZERO, |key, &c| {
            key << self.letter_bits | W::from_usize(self.code[c as usize] as usize)
        });
        letters | W::from_usize(text.len()) << Self::DATA_BITS
    }

    fn pattern(&self, text: &[u8]) -> Vec<W> {
        text.iter()
            .map(|&c| self.in_every_field[self.code[c as usize] as usize])
            .collect()
    }

    fn len(&self, key: &W) -> usize {
        (*key >> Self::DATA_BITS).low_usize()
    }

    /// A pattern occurs at j when field j + k holds its letter k, for every k. XOR with the
    /// letter in every field leaves zero fields exactly where the letter is; OR-ing each
    /// field's bits down into its bit 0 and inverting marks those fields in `field_lows`;
    /// shifting by k fields lines up letter k with position j; one AND per letter combines
    /// them all. The window keeps the pattern inside the string.
    fn find(
        &self,
        key: &W,
        pattern: &Vec<W>,
        window: Range<usize>,
        mut found: impl FnMut(usize) -> bool,
    ) -> bool {
        if window.start >= window.end {
            return false;
        }
        let below = |fields: usize| W::low_bits(fields * self.letter_bits);
        let mut hits = self.field_lows & below(window.end) & !below(window.start);
        for (k, &letter) in pattern.iter().enumerate() {
            let differ = *key ^ letter;
            let mut any = differ;
            for shift in 1..self.letter_bits {
                any = any | differ >> shift;
            }
            hits = hits & (!any & self.field_lows) >> (k * self.letter_bits);
        }
        while hits != W::ZERO {
            if found(self.letter_at_bit[hits.trailing_zeros()]) {
                return true;
            }
            hits = hits & (hits - W::ONE);
        }
        false
    }

    /// (Every shift stays below `DATA_BITS`: `Packed::new` made sure that every string the
    /// search builds fits.)
    fn replace(&self, key: &W, at: usize, cut: usize, insert: &W, insert_len: usize) -> W {
        let len = self.len(key) - cut + insert_len;
        let letters = *key & W::low_bits(Self::DATA_BITS);
        let before = letters & W::low_bits(at * self.letter_bits);
        let after = letters >> ((at + cut) * self.letter_bits);
        let insert = *insert & W::low_bits(Self::DATA_BITS);
        before
            | insert << (at * self.letter_bits)
            | after << ((at + insert_len) * self.letter_bits)
            | W::from_usize(len) << Self::DATA_BITS
    }
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/hash.rs: FastMap, FastSet, FastHasher
#[rustfmt::skip]
mod hash {
    /// A `HashMap` with [`FastHasher`].
    pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;

    /// A `HashSet` with [`FastHasher`].
    pub type FastSet<K> = std::collections::HashSet<K, std::hash::BuildHasherDefault<FastHasher>>;

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
