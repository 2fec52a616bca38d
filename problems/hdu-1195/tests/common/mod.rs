//! References written from the statement alone, shared by the test files:
//! a plain one-way BFS over the lock codes, and a closed form. Both keep a
//! code as its four digits and index tables by the code's decimal value, so
//! they share nothing with the solutions but the statement.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use judging::testing::Rng;
use std::collections::VecDeque;
use std::path::PathBuf;

pub type Code = [u8; 4];

/// A version's whole-input entry point, as `scan::run` calls it.
pub type Solve = fn(&str, &mut String) -> Result<(), String>;

/// The greatest distance between two codes (`every_pair_of_codes` checks it).
pub const FARTHEST: u8 = 16;

/// All 6,561 codes: four digits 1-9, in increasing order.
pub fn all_codes() -> Vec<Code> {
    let mut codes = Vec::new();
    for a in 1..=9 {
        for b in 1..=9 {
            for c in 1..=9 {
                for d in 1..=9 {
                    codes.push([a, b, c, d]);
                }
            }
        }
    }
    codes
}

pub fn text(code: Code) -> String {
    code.iter().map(|&d| char::from(b'0' + d)).collect()
}

pub fn parse(code: &str) -> Code {
    let mut digits = [0; 4];
    for (d, b) in digits.iter_mut().zip(code.bytes()) {
        *d = b - b'0';
    }
    digits
}

fn decimal(code: Code) -> usize {
    code.iter().fold(0, |n, &d| n * 10 + usize::from(d))
}

pub fn random_code(rng: &mut Rng) -> Code {
    [0; 4].map(|_| rng.range(1, 9) as u8)
}

/// The moves, straight from the statement.
pub fn moves(code: Code) -> Vec<Code> {
    let mut next = Vec::new();
    for i in 0..4 {
        let mut up = code;
        up[i] = if code[i] == 9 { 1 } else { code[i] + 1 };
        next.push(up);
        let mut down = code;
        down[i] = if code[i] == 1 { 9 } else { code[i] - 1 };
        next.push(down);
    }
    for i in 0..3 {
        let mut swapped = code;
        swapped.swap(i, i + 1);
        next.push(swapped);
    }
    next
}

const UNSEEN: u8 = u8::MAX;

/// The distances from one code to every code, by one-way BFS.
pub struct Distances(Vec<u8>);

impl Distances {
    pub fn from(source: Code) -> Self {
        let mut distance = vec![UNSEEN; 10_000];
        distance[decimal(source)] = 0;
        let mut queue = VecDeque::from(vec![source]);
        while let Some(code) = queue.pop_front() {
            let here = distance[decimal(code)];
            for next in moves(code) {
                if distance[decimal(next)] == UNSEEN {
                    distance[decimal(next)] = here + 1;
                    queue.push_back(next);
                }
            }
        }
        Distances(distance)
    }

    pub fn to(&self, code: Code) -> u8 {
        self.0[decimal(code)]
    }
}

/// One-way BFS from the lock that stops as soon as it stores the password.
pub fn one_way(lock: Code, password: Code) -> usize {
    if lock == password {
        return 0;
    }
    let mut distance = vec![UNSEEN; 10_000];
    distance[decimal(lock)] = 0;
    let mut queue = VecDeque::from(vec![lock]);
    while let Some(code) = queue.pop_front() {
        let here = distance[decimal(code)];
        for next in moves(code) {
            if distance[decimal(next)] == UNSEEN {
                if next == password {
                    return usize::from(here) + 1;
                }
                distance[decimal(next)] = here + 1;
                queue.push_back(next);
            }
        }
    }
    panic!("{} cannot reach {}", text(lock), text(password));
}

/// The closed form. Turns ride along with the digits they change, so any
/// solution can be reordered into "all swaps, then all turns": an ordering
/// of the lock's digits (costing its inversions in neighbour swaps), then
/// for each digit the shorter way round the 9-cycle to its target. The
/// answer is the cheapest of the 24 orderings.
pub struct ClosedForm {
    /// `from[i]` is the lock place whose digit ends in place `i`, with the
    /// number of inversions of that ordering.
    orderings: Vec<([usize; 4], usize)>,
}

impl ClosedForm {
    pub fn new() -> Self {
        let mut orderings = Vec::new();
        for p0 in 0..4 {
            for p1 in 0..4 {
                for p2 in 0..4 {
                    for p3 in 0..4 {
                        let from = [p0, p1, p2, p3];
                        if !(0..4).all(|i| from.contains(&i)) {
                            continue;
                        }
                        let mut inversions = 0;
                        for i in 0..4 {
                            for j in i + 1..4 {
                                if from[i] > from[j] {
                                    inversions += 1;
                                }
                            }
                        }
                        orderings.push((from, inversions));
                    }
                }
            }
        }
        assert_eq!(orderings.len(), 24);
        ClosedForm { orderings }
    }

    pub fn distance(&self, lock: Code, password: Code) -> usize {
        let around = |a: u8, b: u8| {
            let d = usize::from(a.abs_diff(b));
            d.min(9 - d)
        };
        self.orderings
            .iter()
            .map(|&(from, inversions)| {
                inversions
                    + (0..4)
                        .map(|i| around(lock[from[i]], password[i]))
                        .sum::<usize>()
            })
            .min()
            .unwrap()
    }
}

/// The cases of an input file, read as plainly as possible.
pub fn cases_of(input: &str) -> Vec<(Code, Code)> {
    let words: Vec<&str> = input.split_whitespace().collect();
    let count: usize = words[0].parse().unwrap();
    assert_eq!(words.len(), 1 + 2 * count, "a valid input file");
    words[1..]
        .chunks(2)
        .map(|pair| (parse(pair[0]), parse(pair[1])))
        .collect()
}

/// A folder of the problem's crate (`bench`).
pub fn room(folder: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(folder)
}

/// The input of `cases` in the judge's layout: T, then each case's two
/// codes on their own lines and a blank line.
pub fn judge_layout(cases: &[(Code, Code)]) -> String {
    let mut input = format!("{}\n", cases.len());
    for &(lock, password) in cases {
        input.push_str(&format!("{}\n{}\n\n", text(lock), text(password)));
    }
    input
}

/// `solve`'s answers to a whole input, which must be valid.
pub fn answers(solve: Solve, input: &str) -> Vec<usize> {
    let mut out = String::new();
    if let Err(message) = solve(input, &mut out) {
        panic!("rejected a valid input: {}", message);
    }
    out.lines().map(|l| l.parse().unwrap()).collect()
}
