//! acwing-190's lab (`judging::lab`): rewriting systems of up to six
//! rules, and the template's two searches on one of them with the contest
//! version's moves (the backward side runs the rules reversed).
//!
//! Of the contest version the lab uses only `read_input`, `successors` and
//! `predecessors` (its strings are `Vec<u8>`, its rules pairs of them, as
//! here), and its tests `solve`; the limits of the statement come from the
//! fast version.

use crate::contest;
use crate::fast::{self, Codec, CountBound, Direction, Packed, Plain, SpeedUps};
use crate::fast::{MAX_INPUT_LEN, MAX_RULES, MAX_STEPS};
use judging::compare;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::trace::{both_ways_within, Recorder, Search, Trace};
use std::cell::Cell;
use std::ops::Range;
use template::observe::{self, Observer};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: compare::exact,
    chart_input: "samples/acwing-190/wide-forward-narrow-backward.in",
    figures: &[],
};

/// One rule: any one occurrence of the left side may become the right side.
pub type Rule = (Vec<u8>, Vec<u8>);
/// An input: A, B and the rules.
pub type Case = (Vec<u8>, Vec<u8>, Vec<Rule>);

/// Stored strings after which the one-way trace stops: within 6 steps of A
/// the adversarial inputs already hold up to ten million, and every further
/// step multiplies them, more than the trace's plain hash set should hold.
/// The chart input stays below the cap (882,918 strings to its answer).
const ONE_WAY_CAP: usize = 1_000_000;
/// The same for the bidirectional trace, all sides together: above what
/// every benchmark input needs (2.2 million at most), and a bound on the
/// memory and time of any other.
const TWO_WAY_CAP: usize = 4_000_000;

/// A random valid input: strings of up to 20 letters as `size` grows
/// (2 at size 0, 20 from size 90 on), up to six rules. About a quarter are
/// traps: A = B, no rules, rules that never apply, a goal with a letter no
/// rule writes, answers of exactly 10 and of 11 (`NO ANSWER!`), strings
/// that must grow past 20 letters on the way.
fn generate(rng: &mut Rng, size: u32) -> String {
    let longest = (2 + size as usize * 18 / 90).min(MAX_INPUT_LEN);
    let case = if rng.chance(1, 4) {
        trap(rng, longest)
    } else {
        random_case(rng, longest)
    };
    let text = render(&case);
    // The layout is free: now and then CRLF, or all on one line.
    match rng.below(10) {
        0 => text.replace('\n', "\r\n"),
        1 => text.replace('\n', " ").trim_end().to_string(),
        _ => text,
    }
}

/// A case with strings of at most `longest` letters over two or three
/// letters (now and then punctuation), whose goal is a random walk from A
/// (three times in four: answers of every size) or a random string.
fn random_case(rng: &mut Rng, longest: usize) -> Case {
    let alphabets: [&[u8]; 4] = [b"ab", b"ab", b"abc", b"x+1"];
    let letters = *rng.pick(&alphabets);
    let start = random_string(rng, longest, letters);
    let side_limit = rng.range(1, 3.min(longest));
    let rules: Vec<Rule> = (0..rng.range(1, MAX_RULES))
        .map(|_| {
            let from = random_string(rng, side_limit, letters);
            let to = random_string(rng, side_limit, letters);
            (from, to)
        })
        .collect();
    let walked = if rng.chance(3, 4) {
        let steps = rng.range(1, 14);
        walk(rng, &start, &rules, steps, longest)
    } else {
        None
    };
    let goal = walked.unwrap_or_else(|| random_string(rng, longest, letters));
    (start, goal, rules)
}

/// One of the statement's traps, strings of at most `longest` letters where
/// the trap allows.
fn trap(rng: &mut Rng, longest: usize) -> Case {
    let a = |n: usize| vec![b'a'; n];
    match rng.below(7) {
        // A = B costs 0, with rules or without.
        0 => {
            let text = random_string(rng, longest, b"ab");
            let rules = if rng.chance(1, 2) {
                Vec::new()
            } else {
                vec![
                    (b"a".to_vec(), b"b".to_vec()),
                    (b"b".to_vec(), b"a".to_vec()),
                ]
            };
            (text.clone(), text, rules)
        }
        // No rules at all: nothing but A = B is reachable.
        1 => (
            random_string(rng, longest, b"ab"),
            random_string(rng, longest, b"ab"),
            Vec::new(),
        ),
        // Rules that never apply: their left sides hold a letter A lacks.
        2 => {
            let rules = (0..rng.range(1, MAX_RULES))
                .map(|_| (random_string(rng, 3, b"yz"), b"b".to_vec()))
                .collect();
            let start = random_string(rng, longest, b"ab");
            (start, b"b".to_vec(), rules)
        }
        // A letter in B that no rule writes: unreachable, however near.
        3 => {
            let (start, mut goal, rules) = random_case(rng, longest.max(2));
            let at = rng.below(goal.len());
            goal[at] = b'q';
            (start, goal, rules)
        }
        // Answers counted out one step at a time, around the limit: 10
        // (met exactly) and 11 (`NO ANSWER!`, missed by one) most often.
        // `a -> aa` adds one letter a step; `a -> b` turns one letter.
        4 => {
            let steps = *rng.pick(&[8, 9, 10, 10, 11, 11]);
            let counted = if rng.chance(1, 2) {
                let n = rng.range(1, MAX_INPUT_LEN - steps);
                let rules = vec![(b"a".to_vec(), b"aa".to_vec())];
                (a(n), a(n + steps), rules)
            } else {
                let goal = vec![b'b'; steps];
                (a(steps), goal, vec![(b"a".to_vec(), b"b".to_vec())])
            };
            with_useless_rules(rng, counted)
        }
        // Through strings longer than 20: `a` -> twenty `b`s, one more `b`,
        // twenty `b`s -> `c`, which leaves `bc` or `cb`.
        5 => {
            let twenty = vec![b'b'; MAX_INPUT_LEN];
            let rules = vec![
                (b"a".to_vec(), twenty.clone()),
                (b"b".to_vec(), b"bb".to_vec()),
                (twenty, b"c".to_vec()),
            ];
            let goal = if rng.chance(1, 2) { b"bc" } else { b"cb" };
            (b"a".to_vec(), goal.to_vec(), rules)
        }
        // Overlapping occurrences: `aa -> b` on a run of `a`.
        _ => {
            let n = rng.range(3, longest.max(3));
            let mut goal = a(n - 2);
            goal.insert(rng.below(n - 1), b'b');
            (a(n), goal, vec![(b"aa".to_vec(), b"b".to_vec())])
        }
    }
}

/// The case with rules added (up to six in all) that cannot apply: their
/// left sides hold `z`, which nothing writes.
fn with_useless_rules(rng: &mut Rng, case: Case) -> Case {
    let (start, goal, mut rules) = case;
    for _ in 0..rng.below(MAX_RULES - rules.len() + 1) {
        rules.push((b"za".to_vec(), b"a".to_vec()));
    }
    rng.shuffle(&mut rules);
    (start, goal, rules)
}

/// A string of 1 to `longest` letters drawn from `letters`.
fn random_string(rng: &mut Rng, longest: usize, letters: &[u8]) -> Vec<u8> {
    let len = rng.range(1, longest);
    (0..len).map(|_| *rng.pick(letters)).collect()
}

/// The end of a random walk of at most `steps` rule uses from `start`,
/// through strings of at most 40 letters; None if it ends longer than
/// `longest`.
fn walk(
    rng: &mut Rng,
    start: &[u8],
    rules: &[Rule],
    steps: usize,
    longest: usize,
) -> Option<Vec<u8>> {
    let mut text = start.to_vec();
    for _ in 0..steps {
        let next: Vec<Vec<u8>> = contest::successors(&text, rules)
            .into_iter()
            .filter(|t| t.len() <= 2 * MAX_INPUT_LEN)
            .collect();
        if next.is_empty() {
            break;
        }
        text = rng.pick(&next).clone();
    }
    Some(text).filter(|t| t.len() <= longest)
}

/// Smaller inputs: each rule dropped, then A, B and each rule side one
/// letter shorter at either end (where that leaves a letter).
fn shrink(input: &str) -> Vec<String> {
    let case = match contest::read_input(input) {
        Ok(case) => case,
        Err(_) => return Vec::new(),
    };
    let (start, goal, rules) = &case;
    let mut candidates = Vec::new();
    for dropped in 0..rules.len() {
        let mut fewer = rules.clone();
        fewer.remove(dropped);
        candidates.push((start.clone(), goal.clone(), fewer));
    }
    for shorter in shorter_strings(start) {
        candidates.push((shorter, goal.clone(), rules.clone()));
    }
    for shorter in shorter_strings(goal) {
        candidates.push((start.clone(), shorter, rules.clone()));
    }
    for (number, (from, to)) in rules.iter().enumerate() {
        for shorter in shorter_strings(from) {
            let mut changed = rules.clone();
            changed[number].0 = shorter;
            candidates.push((start.clone(), goal.clone(), changed));
        }
        for shorter in shorter_strings(to) {
            let mut changed = rules.clone();
            changed[number].1 = shorter;
            candidates.push((start.clone(), goal.clone(), changed));
        }
    }
    candidates.iter().map(render).collect()
}

/// `text` without its first letter, and without its last (one candidate
/// when the two are the same), if it has more than one.
fn shorter_strings(text: &[u8]) -> Vec<Vec<u8>> {
    if text.len() < 2 {
        return Vec::new();
    }
    let (tail, head) = (text[1..].to_vec(), text[..text.len() - 1].to_vec());
    if tail == head {
        vec![tail]
    } else {
        vec![tail, head]
    }
}

/// The input's one case: the template's one-way BFS from A to B
/// (`bfs::distance`, the goal test on generation), and its bidirectional
/// BFS with the rules reversed on B's side, both with the contest version's
/// moves and the limit of 10 steps.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("acwing-190 has one case, not a case {}", case));
    }
    let (start, goal, rules) = contest::read_input(input)?;
    let successors = |text: &Vec<u8>| contest::successors(text, &rules);
    let predecessors = |text: &Vec<u8>| contest::predecessors(text, &rules);
    let (one_way, two_way, meeting) = both_ways_within(
        start.clone(),
        goal.clone(),
        successors,
        predecessors,
        MAX_STEPS,
        [ONE_WAY_CAP, TWO_WAY_CAP],
    );
    let mut notes = vec![
        "a step is undone by the same rule reversed: the backward side replaces an \
         occurrence of a right side by its left side"
            .to_string(),
        format!(
            "both searches stop after {} steps (`NO ANSWER!` past that); the bidirectional \
             one counts the layers of both sides together",
            MAX_STEPS
        ),
        "src/main.rs stores far fewer strings: one order for independent steps, a bound \
         from letter counts, and the last two layers joined without storing them"
            .to_string(),
    ];
    for (search, name, cap) in [
        (&one_way, "one-way", ONE_WAY_CAP),
        (&two_way, "bidirectional", TWO_WAY_CAP),
    ] {
        if search.capped {
            let depth = search.layers.last().map_or(0, |layer| layer.depth);
            notes.push(format!(
                "the {} search was stopped at {} stored strings, inside depth {}: it has no \
                 answer here",
                name, cap, depth
            ));
        }
    }
    Ok(Trace {
        title: format!(
            "acwing-190: {} -> {} ({} rules)",
            text(&start),
            text(&goal),
            rules.len()
        ),
        one_way,
        two_way,
        meeting: meeting.map(|string| text(&string).to_string()),
        notes,
    })
}

/// A string of the input as text (the input is visible ASCII).
fn text(string: &[u8]) -> &str {
    std::str::from_utf8(string).unwrap_or("?")
}

/// The input: `A B`, then one rule a line.
fn render(case: &Case) -> String {
    let (start, goal, rules) = case;
    let mut out = format!("{} {}\n", text(start), text(goal));
    for (from, to) in rules {
        out += &format!("{} {}\n", text(from), text(to));
    }
    out
}

// ---------------------------------------------------------------------------
// The fast version's own search, recorded: what tests/figures.rs counts.

/// The fast version's search (`fast::search`, its codec chosen as
/// `fast::min_steps_with` chooses it) from `start` to `goal` with
/// `speed_ups`, recorded: its answer, the strings it stored by layer (the
/// two ends included, the string where the sides meet not, since the fast
/// version never stores it; the candidates its last join keeps as a partial
/// layer of the larger side) and the strings it generated (`Search::generated`
/// is all of them; see `Run::recorded` for the last layer's share).
pub fn fast_search(start: &[u8], goal: &[u8], rules: &[fast::Rule], speed_ups: SpeedUps) -> Search {
    let bound = CountBound::new(start, goal, rules, speed_ups.count_bound);
    let run = Run {
        bound: &bound,
        start,
        goal,
        rules,
        speed_ups,
    };
    if speed_ups.packed {
        if let Some(packed) = Packed::<u64>::new(start, goal, rules, bound.longest) {
            return run.recorded(packed);
        }
        if let Some(packed) = Packed::<u128>::new(start, goal, rules, bound.longest) {
            return run.recorded(packed);
        }
    }
    run.recorded(Plain)
}

/// The arguments of `fast::search` but its codec and observer.
struct Run<'a> {
    bound: &'a CountBound,
    start: &'a [u8],
    goal: &'a [u8],
    rules: &'a [fast::Rule],
    speed_ups: SpeedUps,
}

impl Run<'_> {
    fn recorded<C: Codec>(&self, codec: C) -> Search {
        let generated = Cell::new(0);
        let counted = Counted {
            codec,
            generated: &generated,
        };
        let mut recorder = Recorder::two_way(1, 1, &generated);
        let found = fast::search(
            &counted,
            self.bound,
            self.start,
            self.goal,
            self.rules,
            self.speed_ups,
            &mut Adapter(&mut recorder),
        );
        let mut search = recorder.finish("acwing-190 fast::search", found);
        // The recorder gives a layer the strings generated until it ends,
        // and a partial layer those generated until the last string stored.
        // The fast version may generate more after that and store none: a
        // layer that meets the other side at its first new string (the
        // meeting string is never stored), or a join that keeps no
        // candidate. Those are counted in the last layer recorded, so that
        // the search's total is every string built.
        let unrecorded = generated.get() - search.generated();
        if let Some(last) = search.layers.last_mut() {
            last.generated += unrecorded;
        }
        search
    }
}

/// A codec that counts the strings it builds. The fast version builds every
/// string it generates with one `replace` (a string its bounds rule out is
/// never built), so this is its move function passed through
/// `judging::trace::counted`.
struct Counted<'a, C> {
    codec: C,
    generated: &'a Cell<u64>,
}

impl<C: Codec> Codec for Counted<'_, C> {
    type Key = C::Key;
    type Pattern = C::Pattern;

    fn encode(&self, text: &[u8]) -> C::Key {
        self.codec.encode(text)
    }

    fn pattern(&self, text: &[u8]) -> C::Pattern {
        self.codec.pattern(text)
    }

    fn len(&self, key: &C::Key) -> usize {
        self.codec.len(key)
    }

    fn find(
        &self,
        key: &C::Key,
        pattern: &C::Pattern,
        window: Range<usize>,
        found: impl FnMut(usize) -> bool,
    ) -> bool {
        self.codec.find(key, pattern, window, found)
    }

    fn replace(
        &self,
        key: &C::Key,
        at: usize,
        cut: usize,
        insert: &C::Key,
        insert_len: usize,
    ) -> C::Key {
        self.generated.set(self.generated.get() + 1);
        self.codec.replace(key, at, cut, insert, insert_len)
    }
}

/// The fast version's copy of the template's observer, forwarding to a
/// `Recorder` (which observes through the template's own trait). The
/// recorder keeps no state, only counts: the fast version's keys are packed
/// words, not strings.
struct Adapter<'r, 'a>(&'r mut Recorder<'a, ()>);

fn side(direction: Direction) -> observe::Side {
    match direction {
        Direction::Forward => observe::Side::Forward,
        Direction::Backward => observe::Side::Backward,
    }
}

impl<S> fast::Observer<S> for Adapter<'_, '_> {
    fn stored(&mut self, direction: Direction, depth: usize, _: &S) -> bool {
        self.0.stored(side(direction), depth, &())
    }

    fn layer(&mut self, direction: Direction, depth: usize, size: usize) {
        Observer::<()>::layer(self.0, side(direction), depth, size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::trace::Side;

    /// The fast version's answer (`None`: `NO ANSWER!`), in-process.
    fn answer(input: &str) -> Option<usize> {
        let mut out = String::new();
        crate::fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        out.trim().parse().ok()
    }

    #[test]
    fn generated_inputs_are_valid_and_the_traps_appear() {
        let mut rng = Rng::new(190);
        let mut answers = [0; MAX_STEPS + 2];
        let (mut no_rules, mut long_strings) = (0, 0);
        for round in 0..1200 {
            let input = generate(&mut rng, round % 101);
            let (start, goal, rules) = contest::read_input(&input).unwrap();
            answers[answer(&input).unwrap_or(MAX_STEPS + 1)] += 1;
            no_rules += usize::from(rules.is_empty());
            let longest = start.len().max(goal.len());
            long_strings += usize::from(round % 101 >= 90 && longest >= 15);
        }
        println!("answers 0..=10, none: {:?}", answers);
        // Every answer, the limit met exactly and missed, and unreachable goals.
        assert!(answers.iter().all(|&n| n >= 10), "{:?}", answers);
        assert!(answers[0] > 60, "{:?}", answers);
        assert!(answers[MAX_STEPS + 1] > 200, "{:?}", answers);
        assert!(no_rules > 30, "{} inputs without rules", no_rules);
        assert!(long_strings > 30, "{} full-size inputs", long_strings);
    }

    #[test]
    fn the_contest_version_agrees_on_generated_inputs() {
        let mut rng = Rng::new(1900);
        for round in 0..300 {
            let input = generate(&mut rng, round % 60);
            let mut out = String::new();
            contest::solve(&input, &mut out).unwrap();
            assert_eq!(out.trim().parse().ok(), answer(&input), "{:?}", input);
        }
    }

    #[test]
    fn generation_is_deterministic() {
        let (mut a, mut b) = (Rng::new(4), Rng::new(4));
        for size in 0..=100 {
            assert_eq!(generate(&mut a, size), generate(&mut b, size));
        }
    }

    #[test]
    fn shrink_candidates_are_valid_and_smaller() {
        let size = |input: &str| {
            let (start, goal, rules) = contest::read_input(input).unwrap();
            let sides: usize = rules.iter().map(|(f, t)| f.len() + t.len()).sum();
            (rules.len(), start.len() + goal.len() + sides)
        };
        let mut rng = Rng::new(31);
        for round in 0..200 {
            let input = generate(&mut rng, round % 101);
            let (rules, letters) = size(&input);
            for candidate in shrink(&input) {
                answer(&candidate);
                let (fewer_rules, fewer_letters) = size(&candidate);
                assert!(
                    fewer_rules < rules || (fewer_rules == rules && fewer_letters < letters),
                    "{:?} -> {:?}",
                    input,
                    candidate
                );
            }
        }
        // Rules first, then the strings, one letter at either end.
        assert_eq!(
            shrink("ab ba\nab ba\n"),
            [
                "ab ba\n",
                "b ba\nab ba\n",
                "a ba\nab ba\n",
                "ab a\nab ba\n",
                "ab b\nab ba\n",
                "ab ba\nb ba\n",
                "ab ba\na ba\n",
                "ab ba\nab a\n",
                "ab ba\nab b\n"
            ]
        );
        assert!(shrink("a b\n").is_empty());
        assert!(shrink("a").is_empty());
    }

    #[test]
    fn traced_distances_are_the_solution_s() {
        for sample in judging::testing::samples("acwing-190") {
            let traced = trace(&sample.input, 1).unwrap();
            let expected = answer(&sample.input);
            assert_eq!(traced.one_way.distance, expected, "{}", sample.name);
            assert_eq!(traced.two_way.distance, expected, "{}", sample.name);
            assert!(!traced.one_way.capped && !traced.two_way.capped);
        }
        assert!(trace("abcd xyz\nabc xu\n", 2).is_err());
        assert!(trace("abcd\n", 1).is_err());
    }

    #[test]
    fn the_recorded_fast_search_answers_as_the_fast_version() {
        // `fast_search` chooses the codec as `fast::min_steps_with` does;
        // whichever it chose, the answer and the stored strings must agree
        // with the search's own answer and its layers.
        let mut rng = Rng::new(19007);
        for round in 0..300 {
            let input = generate(&mut rng, round % 101);
            let (start, goal, rules) = contest::read_input(&input).unwrap();
            let rules: Vec<fast::Rule> = rules
                .into_iter()
                .map(|(from, to)| fast::Rule { from, to })
                .collect();
            let mask = rng.below(16);
            let speed_ups = SpeedUps {
                one_order: mask & 1 != 0,
                count_bound: mask & 2 != 0,
                joined_last_layers: mask & 4 != 0,
                packed: mask & 8 != 0,
            };
            let search = fast_search(&start, &goal, &rules, speed_ups);
            let answer = fast::min_steps_with(&start, &goal, &rules, speed_ups);
            assert_eq!(search.distance, answer, "{:?}", input);
            assert!(!search.capped);
            let sizes: usize = search.layers.iter().map(|layer| layer.size).sum();
            assert_eq!(search.stored(), sizes, "{:?}", input);
        }
    }

    #[test]
    fn the_chart_input_explodes_one_way_and_not_backwards() {
        // `a -> aab` and `aa -> bab` apply almost everywhere forwards and
        // seldom backwards: the smaller-side rule grows the narrow side.
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.one_way.distance, Some(MAX_STEPS));
        assert_eq!(traced.two_way.distance, Some(MAX_STEPS));
        assert!(!traced.one_way.capped && !traced.two_way.capped);
        assert!(traced.two_way.stored() * 1000 < traced.one_way.stored());
        let backward = traced.two_way.layers.iter();
        let backward = backward.filter(|layer| layer.side == Side::Backward);
        assert!(backward.count() > 6, "the backward side grows most layers");
    }
}
