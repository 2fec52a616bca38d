//! acwing-190's lab (`judging::lab`): rewriting systems of up to six
//! rules, and the template's two searches on one of them with the contest
//! version's moves (the backward side runs the rules reversed). The fast
//! version's own search, recorded, is the tests' (tests/common/recorded.rs).

use crate::contest::{self, Case, Rule};
use crate::fast::{MAX_INPUT_LEN, MAX_RULES, MAX_STEPS};
use judging::compare;
use judging::lab::{nth_case, odd_layout, Lab};
use judging::testing::Rng;
use judging::trace::{both_ways_within, Search, Trace};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: compare::exact,
    chart_input: "samples/acwing-190/wide-forward-narrow-backward.in",
    figures: &[],
};

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
    odd_layout(rng, render(&strings(case)), 10)
}

/// A case with strings of at most `longest` letters over two or three
/// letters (now and then punctuation), whose goal is a random walk from A
/// (three times in four: answers of every size) or a random string.
fn random_case(rng: &mut Rng, longest: usize) -> Case {
    let alphabets: [&[u8]; 4] = [b"ab", b"ab", b"abc", b"x+1"];
    let letters = *rng.pick(&alphabets);
    let start = random_string(rng, longest, letters);
    let side_limit = rng.range(1, 3.min(longest));
    let side = |rng: &mut Rng| random_string(rng, side_limit, letters);
    let rules = (0..rng.range(1, MAX_RULES)).map(|_| (side(rng), side(rng)));
    let rules: Vec<Rule> = rules.collect();
    let mut walked = None;
    if rng.chance(3, 4) {
        let steps = rng.range(1, 14);
        walked = walk(rng, &start, &rules, steps, longest);
    }
    let goal = walked.unwrap_or_else(|| random_string(rng, longest, letters));
    (start, goal, rules)
}

fn rule(from: &[u8], to: &[u8]) -> Rule {
    (from.to_vec(), to.to_vec())
}

/// One of the statement's traps, strings of at most `longest` letters where
/// the trap allows.
fn trap(rng: &mut Rng, longest: usize) -> Case {
    match rng.below(7) {
        // A = B costs 0, with rules or without.
        0 => {
            let text = random_string(rng, longest, b"ab");
            let rules = if rng.chance(1, 2) {
                Vec::new()
            } else {
                vec![rule(b"a", b"b"), rule(b"b", b"a")]
            };
            (text.clone(), text, rules)
        }
        // No rules at all: nothing but A = B is reachable.
        1 => {
            let start = random_string(rng, longest, b"ab");
            (start, random_string(rng, longest, b"ab"), Vec::new())
        }
        // Rules that never apply: their left sides hold a letter A lacks.
        2 => {
            let rules = (0..rng.range(1, MAX_RULES))
                .map(|_| (random_string(rng, 3, b"yz"), b"b".to_vec()))
                .collect();
            (random_string(rng, longest, b"ab"), b"b".to_vec(), rules)
        }
        // A letter in B that no rule writes: unreachable, however near.
        3 => {
            let (start, mut goal, rules) = random_case(rng, longest.max(2));
            let at = rng.below(goal.len());
            goal[at] = b'q';
            (start, goal, rules)
        }
        4 => counted_out(rng),
        // Through strings longer than 20: `a` -> twenty `b`s, one more `b`,
        // twenty `b`s -> `c`, which leaves `bc` or `cb`.
        5 => {
            let twenty = [b'b'; MAX_INPUT_LEN];
            let rules = vec![rule(b"a", &twenty), rule(b"b", b"bb"), rule(&twenty, b"c")];
            let goal = if rng.chance(1, 2) { b"bc" } else { b"cb" };
            (b"a".to_vec(), goal.to_vec(), rules)
        }
        // Overlapping occurrences: `aa -> b` on a run of `a`.
        _ => {
            let n = rng.range(3, longest.max(3));
            let mut goal = vec![b'a'; n - 2];
            goal.insert(rng.below(n - 1), b'b');
            (vec![b'a'; n], goal, vec![rule(b"aa", b"b")])
        }
    }
}

/// Answers counted out one step at a time, around the limit: 10 (met
/// exactly) and 11 (`NO ANSWER!`, missed by one) most often. `a -> aa` adds
/// one letter a step; `a -> b` turns one letter. Rules that cannot apply
/// (their left sides hold `z`, which nothing writes) make up to six.
fn counted_out(rng: &mut Rng) -> Case {
    let steps = *rng.pick(&[8, 9, 10, 10, 11, 11]);
    let (start, goal, mut rules) = if rng.chance(1, 2) {
        let n = rng.range(1, MAX_INPUT_LEN - steps);
        (
            vec![b'a'; n],
            vec![b'a'; n + steps],
            vec![rule(b"a", b"aa")],
        )
    } else {
        (vec![b'a'; steps], vec![b'b'; steps], vec![rule(b"a", b"b")])
    };
    for _ in 0..rng.below(MAX_RULES - rules.len() + 1) {
        rules.push(rule(b"za", b"a"));
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
fn walk(rng: &mut Rng, text: &[u8], rules: &[Rule], steps: usize, most: usize) -> Option<Vec<u8>> {
    let mut text = text.to_vec();
    for _ in 0..steps {
        let mut next = contest::successors(&text, rules);
        next.retain(|t| t.len() <= 2 * MAX_INPUT_LEN);
        if next.is_empty() {
            break;
        }
        text = rng.pick(&next).clone();
    }
    Some(text).filter(|t| t.len() <= most)
}

/// Smaller inputs: each rule dropped, then A, B and each rule side one
/// letter shorter at either end (where that leaves a letter).
fn shrink(input: &str) -> Vec<String> {
    let strings = contest::read_input(input).map_or_else(|_| Vec::new(), strings);
    let dropped = (2..strings.len()).step_by(2).map(|rule| {
        let mut fewer = strings.clone();
        fewer.drain(rule..rule + 2);
        render(&fewer)
    });
    let mut candidates: Vec<String> = dropped.collect();
    for (at, string) in strings.iter().enumerate().filter(|(_, s)| s.len() > 1) {
        // Without the first letter, then without the last, if not the same.
        let mut shorter = vec![&string[1..], &string[..string.len() - 1]];
        shorter.dedup();
        for shorter in shorter {
            let mut changed = strings.clone();
            changed[at] = shorter.to_vec();
            candidates.push(render(&changed));
        }
    }
    candidates
}

/// The input's one case: the template's one-way BFS from A to B
/// (`bfs::distance`, the goal test on generation), and its bidirectional
/// BFS with the rules reversed on B's side, both with the contest version's
/// moves and the limit of 10 steps.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let (start, goal, rules) = nth_case(vec![contest::read_input(input)?], case)?;
    let successors = |text: &Vec<u8>| contest::successors(text, &rules);
    let predecessors = |text: &Vec<u8>| contest::predecessors(text, &rules);
    let (from, to, caps) = (start.clone(), goal.clone(), [ONE_WAY_CAP, TWO_WAY_CAP]);
    let (one_way, two_way, meeting) =
        both_ways_within(from, to, successors, predecessors, MAX_STEPS, caps);
    let (a, b, count) = (text(&start), text(&goal), rules.len());
    Ok(Trace {
        title: format!("acwing-190: {a} -> {b} ({count} rules)"),
        notes: notes(&one_way, &two_way),
        one_way,
        two_way,
        meeting: meeting.map(|string| text(&string).to_string()),
    })
}

fn notes(one_way: &Search, two_way: &Search) -> Vec<String> {
    let mut notes = vec![
        "a step is undone by the same rule reversed: the backward side replaces an \
         occurrence of a right side by its left side"
            .to_string(),
        format!(
            "both searches stop after {MAX_STEPS} steps (`NO ANSWER!` past that); the \
             bidirectional one counts the layers of both sides together"
        ),
        "src/main.rs stores far fewer strings: one order for independent steps, a bound \
         from letter counts, and the last two layers joined without storing them"
            .to_string(),
    ];
    let searches = [
        (one_way, "one-way", ONE_WAY_CAP),
        (two_way, "bidirectional", TWO_WAY_CAP),
    ];
    for (search, name, cap) in searches.into_iter().filter(|(search, ..)| search.capped) {
        let depth = search.layers.last().map_or(0, |layer| layer.depth);
        notes.push(format!(
            "the {name} search was stopped at {cap} stored strings, inside depth {depth}: it has \
             no answer here"
        ));
    }
    notes
}

/// A string of the input as text (the input is visible ASCII).
fn text(string: &[u8]) -> &str {
    std::str::from_utf8(string).unwrap_or("?")
}

/// A, B, then each rule's two sides: the strings of an input in order.
fn strings((start, goal, rules): Case) -> Vec<Vec<u8>> {
    let sides = rules.into_iter().flat_map(|(from, to)| [from, to]);
    [start, goal].into_iter().chain(sides).collect()
}

/// The input of `strings`, two a line: `A B`, then one rule a line.
fn render(strings: &[Vec<u8>]) -> String {
    let line = |pair: &[Vec<u8>]| format!("{} {}\n", text(&pair[0]), text(&pair[1]));
    strings.chunks(2).map(line).collect()
}
