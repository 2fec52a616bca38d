//! hdu-1195's lab (`judging::lab`): random inputs of many lock cases with
//! the traps drawn often, shrinking by cases, and the contest version's
//! search traced (the template's `dense`, over its ranks and its neighbour
//! table) beside the template's one-way BFS on the same moves.

use crate::contest::{self, Code};
use judging::compare;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::trace::{counted, Recorder, Trace};
use std::cell::Cell;

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: compare::exact,
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

fn random_code(rng: &mut Rng) -> Code {
    [0; 4].map(|_| rng.range(1, 9) as u8)
}

/// A digit turned `by` notches up (by < 9), round the ring 1..=9.
fn turned(digit: u8, by: u8) -> u8 {
    (digit - 1 + by) % 9 + 1
}

/// One case: a random pair, or (one time in four) one of the traps.
fn case(rng: &mut Rng) -> (Code, Code) {
    let lock = random_code(rng);
    if !rng.chance(1, 4) {
        return (lock, random_code(rng));
    }
    match rng.below(6) {
        // Already open: 0 steps.
        0 => (lock, lock),
        // A farthest pair, 16 steps: four equal digits, each 4 turns from
        // the password's (no swap helps equal digits).
        1 => {
            let digit = rng.range(1, 9) as u8;
            let by = if rng.chance(1, 2) { 4 } else { 5 };
            ([digit; 4], [turned(digit, by); 4])
        }
        // Nearly as far: every digit 4 or 5 notches away.
        2 => {
            let password = lock.map(|d| turned(d, if rng.chance(1, 2) { 4 } else { 5 }));
            (lock, password)
        }
        // Over the wrap: 1s against 9s, where 1 down is 9.
        3 => {
            let lock = lock.map(|d| if rng.chance(1, 2) { 1 } else { d });
            let password = lock.map(|d| if d == 1 { 9 } else { d });
            (lock, password)
        }
        // The first and last digits exchanged: they are not neighbours.
        4 => {
            let mut password = lock;
            password.swap(0, 3);
            (lock, password)
        }
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

const GAPS: [&str; 6] = [" ", "\n", "\r\n", "\n\n", "\t", " \r\n\r\n "];

/// The input of `cases`: the judge's layout (each code on its line, a blank
/// line after each case), or random white space drawn from `rng`.
fn layout(cases: &[(Code, Code)], mut rng: Option<Rng>) -> String {
    let mut gap = || match rng.as_mut() {
        Some(rng) => *rng.pick(&GAPS),
        None => "\n",
    };
    let mut input = cases.len().to_string();
    input.push('\n');
    for (lock, password) in cases {
        input.push_str(&text(lock));
        input.push_str(gap());
        input.push_str(&text(password));
        input.push_str(gap());
        input.push('\n');
    }
    input
}

/// The cases of `input`; an error for malformed input.
fn cases_of(input: &str) -> Result<Vec<(Code, Code)>, String> {
    let mut tokens = template::scan::Tokens::new(input);
    let count: usize = tokens.parse("the number of cases")?;
    let mut code = |what: &str| -> Result<Code, String> {
        let word = tokens.next(what)?;
        let digits: Vec<u8> = word.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        match digits[..] {
            [a, b, c, d] if digits.iter().all(|d| (1..=9).contains(d)) => Ok([a, b, c, d]),
            _ => Err(format!("`{}` is not a code of four digits 1-9", word)),
        }
    };
    (0..count)
        .map(|_| Ok((code("a lock")?, code("a password")?)))
        .collect()
}

/// Each case alone, then the first and the second half (T rewritten to
/// match); nothing for a single case or an input that does not parse.
fn shrink(input: &str) -> Vec<String> {
    let cases = match cases_of(input) {
        Ok(cases) if cases.len() > 1 => cases,
        _ => return Vec::new(),
    };
    let mut smaller: Vec<String> = cases.iter().map(|&case| layout(&[case], None)).collect();
    if cases.len() > 2 {
        let half = cases.len() / 2;
        smaller.push(layout(&cases[..half], None));
        smaller.push(layout(&cases[half..], None));
    }
    smaller
}

/// Case `case` (from 1): the template's one-way BFS from the lock, and the
/// contest version's bidirectional search, with its moves and no limit.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let cases = cases_of(input)?;
    let &(lock, password) = case
        .checked_sub(1)
        .and_then(|i| cases.get(i))
        .ok_or_else(|| format!("no case {} (the input has {})", case, cases.len()))?;
    Ok(trace_case(lock, password))
}

thread_local! {
    /// The contest version's neighbour table, built once for all traces.
    static NEXT: Vec<[u16; 11]> = contest::Lock::new().next;
}

/// The two searches from `lock` to `password`, over the contest version's
/// ranks and with its neighbour table: the template's one-way BFS
/// (`bfs::distance`), and the search the contest version runs, the
/// template's `dense::distance` (recorded through `dense::distance_with`),
/// on fresh marks. Ranks are shown as codes.
pub fn trace_case(lock: Code, password: Code) -> Trace {
    let (start, goal) = (contest::rank(lock), contest::rank(password));
    let (one_way, two_way, meeting) = NEXT.with(|next| {
        let moves =
            |&rank: &usize| -> Vec<usize> { next[rank].iter().map(|&n| usize::from(n)).collect() };
        let generated = Cell::new(0);
        let mut one = Recorder::one_way(1, &generated);
        let forward = counted(&generated, moves);
        let found =
            template::bfs::distance_with(start, |&r| r == goal, forward, usize::MAX, &mut one);
        let one_way = one.finish("template::bfs::distance", found);
        let mut two = Recorder::two_way(1, 1, &generated);
        let mut forward = counted(&generated, moves);
        let mut backward = counted(&generated, moves);
        let mut marks = template::dense::Marks::new(contest::CODES);
        let found = template::dense::distance_with(
            &mut marks,
            start,
            goal,
            |rank| forward(&rank),
            |rank| backward(&rank),
            usize::MAX,
            &mut two,
        );
        let meeting = two.meeting(found, &start);
        (
            one_way,
            two.finish("template::dense::distance", found),
            meeting,
        )
    });
    Trace {
        title: format!("hdu-1195: {} -> {}", text(&lock), text(&password)),
        one_way,
        two_way,
        meeting: meeting.map(|rank| text(&contest::code(rank))),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The collection's answers to `input` (which must be valid).
    fn answers(input: &str) -> Vec<usize> {
        let mut out = String::new();
        crate::fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        out.lines().map(|line| line.parse().unwrap()).collect()
    }

    #[test]
    fn generated_inputs_are_valid_and_hold_the_traps() {
        let mut rng = Rng::new(1195);
        let (mut open, mut farthest, mut wrapped, mut ends, mut cases) = (0, 0, 0, 0, 0);
        let mut most_cases = 0;
        for input_number in 0..300 {
            let size = (input_number % 101) as u32;
            let input = generate(&mut rng, size);
            let parsed = cases_of(&input).unwrap();
            assert!(parsed.len() <= 1 + 10 * size as usize);
            most_cases = most_cases.max(parsed.len());
            let answers = answers(&input);
            assert_eq!(answers.len(), parsed.len());
            for (&(lock, password), &steps) in parsed.iter().zip(&answers) {
                cases += 1;
                open += usize::from(steps == 0);
                farthest += usize::from(steps == 16);
                wrapped += usize::from(lock.iter().zip(&password).any(|p| p == (&1, &9)));
                ends += usize::from(
                    lock != password && [lock[3], lock[1], lock[2], lock[0]] == password,
                );
            }
        }
        assert!(most_cases > 900, "{}", most_cases);
        // A trap kind is drawn for one case in 24 (a quarter, six kinds).
        for (what, count) in [
            ("open", open),
            ("16 steps", farthest),
            ("1 -> 9", wrapped),
            ("ends", ends),
        ] {
            assert!(count * 40 > cases, "{}: {} of {}", what, count, cases);
        }
    }

    #[test]
    fn size_zero_is_tiny_and_generation_is_deterministic() {
        let mut rng = Rng::new(7);
        for _ in 0..100 {
            let input = generate(&mut rng, 0);
            assert_eq!(cases_of(&input).unwrap().len(), 1);
        }
        assert_eq!(
            generate(&mut Rng::new(3), 50),
            generate(&mut Rng::new(3), 50)
        );
    }

    #[test]
    fn shrinking_keeps_inputs_valid_and_smaller() {
        let mut rng = Rng::new(8);
        let input = generate(&mut rng, 30);
        let cases = cases_of(&input).unwrap();
        assert!(cases.len() > 2);
        let smaller = shrink(&input);
        assert_eq!(smaller.len(), cases.len() + 2);
        for candidate in &smaller {
            let parsed = cases_of(candidate).unwrap();
            assert!(!parsed.is_empty() && parsed.len() < cases.len());
            assert_eq!(answers(candidate).len(), parsed.len());
        }
        // Each case alone comes first, in order.
        assert_eq!(cases_of(&smaller[0]).unwrap(), vec![cases[0]]);
        assert!(shrink(&smaller[0]).is_empty());
        assert!(shrink("2\n1234\n").is_empty());
    }

    #[test]
    fn traced_distances_are_the_solution_s_answers_on_the_samples() {
        for sample in judging::testing::samples("hdu-1195") {
            let answers = answers(&sample.input);
            for (i, &steps) in answers.iter().enumerate() {
                let traced = trace(&sample.input, i + 1).unwrap();
                assert_eq!(traced.two_way.distance, Some(steps), "{}", sample.name);
                assert_eq!(traced.one_way.distance, Some(steps), "{}", sample.name);
                assert!(traced.meeting.is_some());
            }
            assert!(trace(&sample.input, answers.len() + 1).is_err());
            assert!(trace(&sample.input, 0).is_err());
        }
    }

    #[test]
    fn the_chart_input_is_a_farthest_pair() {
        let input =
            std::fs::read_to_string(judging::workspace::root().join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.title, "hdu-1195: 1111 -> 5555");
        assert_eq!(traced.two_way.distance, Some(16));
        // Both sides go 8 deep, and together store most of the graph.
        assert!(
            traced.two_way.stored() > 6561 / 2,
            "{}",
            traced.two_way.stored()
        );
        assert!(traced.two_way.stored() < traced.one_way.stored());
    }
}
