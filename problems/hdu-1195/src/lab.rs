//! hdu-1195's lab (`judging::lab`): random inputs of many lock cases with
//! the traps drawn often, shrinking by cases, and the contest version's
//! search traced (the template's `dense`, over its ranks and its neighbour
//! table) beside the template's one-way BFS on the same moves.

use crate::contest::{self, Code};
use judging::lab::{nth_case, shrink_cases, Lab};
use judging::testing::Rng;
use judging::trace::{counted, Recorder, Trace};
use std::cell::Cell;
use template::dense;

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: judging::compare::exact,
    // Case 1 is `1111 -> 5555`, 16 steps: the two balls of radius 8 fill
    // most of the 6,561 codes.
    chart_input: "samples/hdu-1195/farthest-pairs.in",
    figures: &[],
};

/// Up to 1 + 10 * `size` cases (1,001 at size 100: the statement sets no
/// bound on T), about a quarter of them traps, in the judge's layout or,
/// one input in four, with random white space.
fn generate(rng: &mut Rng, size: u32) -> String {
    let most = 1 + 10 * size as usize;
    let cases: Vec<(Code, Code)> = (0..rng.range(1, most)).map(|_| case(rng)).collect();
    layout(&cases, rng.chance(1, 4).then(|| rng.clone()))
}

/// A digit turned 4 or 5 notches up, round the ring 1..=9.
fn far(digit: u8, rng: &mut Rng) -> u8 {
    (digit + 3 + rng.range(0, 1) as u8) % 9 + 1
}

/// One case: a random pair, or (one time in four) one of six traps.
fn case(rng: &mut Rng) -> (Code, Code) {
    let code = |rng: &mut Rng| [0; 4].map(|_| rng.range(1, 9) as u8);
    let lock = code(rng);
    if !rng.chance(1, 4) {
        return (lock, code(rng));
    }
    match rng.below(6) {
        // Already open: 0 steps.
        0 => (lock, lock),
        // A farthest pair, 16 steps: four equal digits, each 4 or 5 turns
        // from the password's (no swap helps equal digits).
        1 => {
            let digit = rng.range(1, 9) as u8;
            ([digit; 4], [far(digit, rng); 4])
        }
        // Nearly as far: every digit 4 or 5 notches away.
        2 => (lock, lock.map(|d| far(d, rng))),
        // Over the wrap: 1s against 9s, where 1 down is 9.
        3 => {
            let lock = lock.map(|d| if rng.chance(1, 2) { 1 } else { d });
            (lock, lock.map(|d| if d == 1 { 9 } else { d }))
        }
        // The first and last digits exchanged: they are not neighbours.
        4 => (lock, [lock[3], lock[1], lock[2], lock[0]]),
        // A few random moves apart: the first layers and the meeting test.
        _ => {
            let mut password = lock;
            for _ in 0..rng.range(1, 4) {
                password = *rng.pick(&contest::neighbours(&password));
            }
            (lock, password)
        }
    }
}

fn text(code: &Code) -> String {
    code.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// The input of `cases`: the judge's layout (each code on its line, a blank
/// line after each case), or random white space drawn from `rng`.
fn layout(cases: &[(Code, Code)], mut rng: Option<Rng>) -> String {
    let gaps = [" ", "\n", "\r\n", "\n\n", "\t", " \r\n\r\n "];
    let mut gap = || rng.as_mut().map_or("\n", |rng| *rng.pick(&gaps));
    let mut input = format!("{}\n", cases.len());
    for (lock, password) in cases {
        let (a, b) = (gap(), gap());
        input += &format!("{}{}{}{}\n", text(lock), a, text(password), b);
    }
    input
}

/// The cases of `input`; an error for malformed input.
pub fn cases_of(input: &str) -> Result<Vec<(Code, Code)>, String> {
    let mut words = input.split_ascii_whitespace();
    let count: usize = (words.next().unwrap_or("").parse()).map_err(|_| "no count of cases")?;
    let mut code = || {
        let word = words.next().unwrap_or("the end");
        let digits: Vec<u8> = word.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        match digits[..] {
            [a, b, c, d] if digits.iter().all(|d| (1..=9).contains(d)) => Ok([a, b, c, d]),
            _ => Err(format!("`{}` is not a code of four digits 1-9", word)),
        }
    };
    (0..count).map(|_| Ok((code()?, code()?))).collect()
}

/// Each case alone, then the first and the second half (T rewritten to
/// match), in the judge's layout; nothing for an input that does not parse.
fn shrink(input: &str) -> Vec<String> {
    let case = |(lock, password): &(Code, Code)| format!("{}\n{}\n\n", text(lock), text(password));
    let cases = cases_of(input).unwrap_or_default();
    shrink_cases(&cases.iter().map(case).collect::<Vec<_>>(), true)
}

fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let (lock, password) = nth_case(cases_of(input)?, case)?;
    Ok(trace_case(lock, password))
}

/// The two searches from `lock` to `password`, over the contest version's
/// ranks (shown as codes) and neighbour table, with no limit: the template's
/// `bfs::distance`, and the contest version's, `dense::distance`.
pub fn trace_case(lock: Code, password: Code) -> Trace {
    let (start, goal) = (contest::rank(lock), contest::rank(password));
    let next = contest::Lock::new().next;
    let moves = |&rank: &usize| next[rank].map(usize::from);
    let generated = Cell::new(0);
    let mut one = Recorder::one_way(1, &generated);
    let forward = counted(&generated, moves);
    let found = template::bfs::distance_with(start, |&r| r == goal, forward, usize::MAX, &mut one);
    let one_way = one.finish("template::bfs::distance", found);
    let mut two = Recorder::two_way(1, 1, &generated);
    let (mut forward, mut backward) = (counted(&generated, moves), counted(&generated, moves));
    let mut marks = dense::Marks::new(contest::CODES);
    let (ahead, back) = (|rank| forward(&rank), |rank| backward(&rank));
    let met = dense::distance_with(&mut marks, start, goal, ahead, back, usize::MAX, &mut two);
    Trace {
        title: format!("hdu-1195: {} -> {}", text(&lock), text(&password)),
        one_way,
        meeting: (two.meeting(met, &start)).map(|rank| text(&contest::code(rank))),
        two_way: two.finish("template::dense::distance", met),
        notes: vec![
            "6,561 codes in all, 11 moves each; every move is undone by a move, so the \
             password's side uses the same moves"
                .to_string(),
            "codes searched as their ranks, the digits less one in base 9, with the contest \
             version's neighbour table and the template's stamped marks"
                .to_string(),
        ],
    }
}
