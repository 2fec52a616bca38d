//! What the tests share: the brute-force references, written from the
//! statement alone, the random-case generators, and the benchmark inputs.
//!
//! The references know nothing of the solutions' bounds, step order,
//! packed strings or budgets: every rule is tried at every position, every
//! string is a `Vec<u8>`, and nothing is pruned.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use judging::testing::Rng;
use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

pub mod recorded;

pub const LIMIT: usize = 10;

pub type Rules = Vec<(Vec<u8>, Vec<u8>)>;

/// A case as the references see it.
#[derive(Clone, Debug)]
pub struct Case {
    pub start: Vec<u8>,
    pub goal: Vec<u8>,
    pub rules: Rules,
}

impl Case {
    /// The input text: `A B`, then one rule a line.
    pub fn input(&self) -> String {
        let mut text = format!("{} {}\n", show(&self.start), show(&self.goal));
        for (from, to) in &self.rules {
            text += &format!("{} {}\n", show(from), show(to));
        }
        text
    }
}

pub fn show(text: &[u8]) -> &str {
    std::str::from_utf8(text).unwrap()
}

/// The expected output for an answer.
pub fn answer_line(answer: Option<usize>) -> String {
    match answer {
        Some(steps) => format!("{}\n", steps),
        None => "NO ANSWER!\n".to_string(),
    }
}

/// Every string one step from `text`: each rule at each position where its
/// left side occurs (overlapping occurrences included).
pub fn successors(text: &[u8], rules: &Rules) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for (from, to) in rules {
        if from.len() > text.len() {
            continue;
        }
        for at in 0..=text.len() - from.len() {
            if &text[at..at + from.len()] == from.as_slice() {
                let mut child = text[..at].to_vec();
                child.extend_from_slice(to);
                child.extend_from_slice(&text[at + from.len()..]);
                next.push(child);
            }
        }
    }
    next
}

/// The same rules walked backwards (each `to` replaced by its `from`).
pub fn reversed(rules: &Rules) -> Rules {
    rules.iter().map(|(f, t)| (t.clone(), f.clone())).collect()
}

/// Plain one-way BFS from the start, at most `LIMIT` steps deep. Returns
/// None (no verdict) when more than `cap` strings turn up, so that the
/// caller can skip cases too big for brute force.
pub fn one_way(case: &Case, cap: usize) -> Option<Option<usize>> {
    if case.start == case.goal {
        return Some(Some(0));
    }
    let mut depth: HashMap<Vec<u8>, usize> = HashMap::new();
    depth.insert(case.start.clone(), 0);
    let mut queue = VecDeque::from(vec![case.start.clone()]);
    while let Some(text) = queue.pop_front() {
        let d = depth[&text];
        if d == LIMIT {
            continue;
        }
        for child in successors(&text, &case.rules) {
            if child == case.goal {
                return Some(Some(d + 1));
            }
            if !depth.contains_key(&child) {
                depth.insert(child.clone(), d + 1);
                queue.push_back(child);
                if depth.len() > cap {
                    return None;
                }
            }
        }
    }
    Some(None)
}

/// Every string within `depth` steps of `root` (using `rules`), with its
/// distance; None past `cap` strings.
pub fn ball(
    root: &[u8],
    rules: &Rules,
    depth: usize,
    cap: usize,
) -> Option<HashMap<Vec<u8>, usize>> {
    let mut distance = HashMap::new();
    distance.insert(root.to_vec(), 0);
    let mut layer = vec![root.to_vec()];
    for d in 1..=depth {
        let mut next = Vec::new();
        for text in &layer {
            for child in successors(text, rules) {
                if !distance.contains_key(&child) {
                    distance.insert(child.clone(), d);
                    next.push(child);
                }
            }
        }
        if distance.len() > cap {
            return None;
        }
        layer = next;
    }
    Some(distance)
}

/// Meet in the middle, brute force: all strings within 5 steps of the start
/// and all within 5 steps (backwards) of the goal. A shortest path of at
/// most 10 steps has a string at most 5 from either end, and a string in
/// both balls closes a path of the sum of its two distances; so the answer
/// is the least such sum. For inputs too big for `one_way`.
pub fn halves(case: &Case, cap: usize) -> Option<Option<usize>> {
    let from_start = ball(&case.start, &case.rules, LIMIT / 2, cap)?;
    let to_goal = ball(&case.goal, &reversed(&case.rules), LIMIT - LIMIT / 2, cap)?;
    let (smaller, larger) = if from_start.len() <= to_goal.len() {
        (&from_start, &to_goal)
    } else {
        (&to_goal, &from_start)
    };
    Some(
        smaller
            .iter()
            .filter_map(|(text, d)| larger.get(text).map(|e| d + e))
            .min(),
    )
}

pub fn random_string(rng: &mut Rng, len: usize, letters: &[u8]) -> Vec<u8> {
    (0..len).map(|_| *rng.pick(letters)).collect()
}

/// A goal for `start`: a random walk of `steps` rule uses (kept to strings
/// of at most `cap_len` bytes on the way), which makes answers of every
/// size likely; None if the walk ends longer than 20 bytes.
pub fn walk(
    rng: &mut Rng,
    start: &[u8],
    rules: &Rules,
    steps: usize,
    cap_len: usize,
) -> Option<Vec<u8>> {
    let mut text = start.to_vec();
    for _ in 0..steps {
        let next: Vec<Vec<u8>> = successors(&text, rules)
            .into_iter()
            .filter(|t| t.len() <= cap_len)
            .collect();
        if next.is_empty() {
            break;
        }
        text = rng.pick(&next).clone();
    }
    if text.len() <= 20 {
        Some(text)
    } else {
        None
    }
}

/// A random case: `letters` as the alphabet, a start of `start_len` bytes,
/// `rules` rules with sides of 1..=`side_len` bytes, and a goal that is a
/// random walk from the start (three times in four) or a random string.
pub fn random_case(
    rng: &mut Rng,
    letters: &[u8],
    start_len: usize,
    rules: usize,
    side_len: usize,
) -> Case {
    loop {
        let start = random_string(rng, start_len, letters);
        let rules: Rules = (0..rules)
            .map(|_| {
                let from = rng.range(1, side_len);
                let to = rng.range(1, side_len);
                (
                    random_string(rng, from, letters),
                    random_string(rng, to, letters),
                )
            })
            .collect();
        let goal = if rng.chance(1, 4) {
            let len = rng.range(1, 20.min(start_len + 4));
            Some(random_string(rng, len, letters))
        } else {
            let steps = rng.range(1, 14);
            walk(rng, &start, &rules, steps, 40)
        };
        match goal {
            // Keep some cases whose answer is 0, not a quarter of them.
            Some(goal) if goal != start || rng.chance(1, 4) => {
                return Case { start, goal, rules };
            }
            _ => {}
        }
    }
}

/// A version's `solve`.
pub type Solve = fn(&str, &mut String) -> Result<(), String>;

/// A version's output for `input`, called in-process.
pub fn run(solve: Solve, input: &str) -> Result<String, String> {
    let mut out = String::new();
    solve(input, &mut out).map(|()| out)
}

pub fn bench_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("bench")
}

/// The adversarial input drawn from `seed`: 20 letters over two, six rules
/// whose sides have one to three letters, and a goal that is a random walk
/// of 10 to 15 steps from the start (deep, or out of reach) or a random
/// string. `hunt_adversarial_inputs` (tests/figures.rs) ran the fast version
/// on thousands of them; `SEEDS` were among the slowest of each answer kind
/// in the run that chose them (times that close rank differently from run to
/// run).
pub fn adversarial(seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    loop {
        let start = random_string(&mut rng, 20, b"ab");
        let side_len = rng.range(2, 3);
        let rules: Rules = (0..6)
            .map(|_| {
                let from = rng.range(1, side_len);
                let to = rng.range(1, side_len);
                (
                    random_string(&mut rng, from, b"ab"),
                    random_string(&mut rng, to, b"ab"),
                )
            })
            .collect();
        let goal = if rng.chance(1, 4) {
            Some(random_string(&mut rng, 20, b"ab"))
        } else {
            let steps = rng.range(10, 15);
            walk(&mut rng, &start, &rules, steps, 40)
        };
        match goal {
            Some(goal) if goal != start => return Case { start, goal, rules },
            _ => {}
        }
    }
}

/// The seeds of `adversarial` that `bench_cases` uses.
pub const SEEDS: [u64; 5] = [19129, 18775, 10908, 18037, 17340];

fn rules(text: &str) -> Rules {
    text.split('|')
        .map(|rule| {
            let (from, to) = rule.split_once(' ').unwrap();
            (from.as_bytes().to_vec(), to.as_bytes().to_vec())
        })
        .collect()
}

/// Every benchmark input of `bench/`: name and case.
pub fn bench_cases() -> Vec<(&'static str, Case)> {
    let hand_made = |start: &str, goal: &str, rules_text: &str| Case {
        start: start.as_bytes().to_vec(),
        goal: goal.as_bytes().to_vec(),
        rules: rules(rules_text),
    };
    vec![
        ("official", hand_made("abcd", "xyz", "abc xu|ud y|y yz")),
        // Found by `hunt_adversarial_inputs`: the slowest of each kind.
        ("unreachable-1", adversarial(SEEDS[0])),
        ("unreachable-2", adversarial(SEEDS[1])),
        ("unreachable-3", adversarial(SEEDS[2])),
        ("answer-10", adversarial(SEEDS[3])),
        ("answer-9", adversarial(SEEDS[4])),
        // The slowest of an earlier search of the same shape (with another
        // random generator), kept because it is slower still.
        (
            "unreachable-4",
            hand_made(
                "aaabbbaabbbbabaababa",
                "bbbaaaaabaabbbaaabaa",
                "abb a|b baa|bb a|baa a|b ba|a abb",
            ),
        ),
        // What one would write by hand: flip a letter, double it, halve it;
        // the slowest of 60 random goals (the deepest of them, too).
        (
            "flips-and-runs",
            hand_made(
                "abababbabaabbbabaabb",
                "babbbaaababbaabbaaaa",
                "a b|b a|a aa|b bb|aa a|bb b",
            ),
        ),
        // Every rule keeps the letter counts, so only the order tells the
        // strings apart.
        (
            "swaps-out-of-reach",
            hand_made(
                "aaaaaaaaaabbbbbbbbbb",
                "bbbbbbbbbbaaaaaaaaaa",
                "ab ba|ba ab|aab baa|baa aab|abb bba|bba abb",
            ),
        ),
    ]
}

/// Twenty `a` against a string `changes` letters away, with rules that turn
/// `a` into `b`, `c` or `d` and back: both sides of a search without bounds
/// explode (about 3^k C(20, k) strings k steps from either end), where the
/// letter counts tell at once how far apart the ends are. With 11 changes
/// the contest version runs past its budget of generated strings.
pub fn every_letter_changes(changes: usize) -> String {
    let goal: String = (0..20)
        .map(|i| {
            if i < changes {
                ['b', 'c', 'd'][i % 3]
            } else {
                'a'
            }
        })
        .collect();
    format!(
        "{} {}\na b\nb a\na c\nc a\na d\nd a\n",
        "a".repeat(20),
        goal
    )
}
