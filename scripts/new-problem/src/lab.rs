//! @id@'s lab (`judging::lab`): random pairs with the traps drawn often,
//! shrinking to smaller numbers, and the template's two searches traced with
//! the solution's own moves. (replace: the problem's inputs and traps.)

use crate::fast::{self as solution, State, LIMIT};
use judging::compare;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::trace::{both_ways, Trace};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    // (replace: the problem's checker, where its judge accepts several answers.)
    check: compare::exact,
    // (replace: the README's most instructive input.)
    chart_input: "samples/@id@/official.in",
    figures: &[],
};

/// A pair of numbers up to 1,000 * `size` (at least 10, at most the whole
/// range); one input in eight has start = goal and one in eight a goal at
/// an end of the range.
fn generate(rng: &mut Rng, size: u32) -> String {
    let most = (1000 * size as usize).clamp(10, LIMIT as usize);
    let start = rng.range(0, most);
    let goal = match rng.below(8) {
        // Already there: 0 moves.
        0 => start,
        // Where moves fall off the range.
        1 => *rng.pick(&[0, LIMIT as usize]),
        _ => rng.range(0, most),
    };
    format!("{} {}\n", start, goal)
}

/// Smaller numbers, the biggest cut first: both halved, each halved, each
/// one less; nothing for `0 0` or an input that does not parse.
fn shrink(input: &str) -> Vec<String> {
    let (start, goal) = match solution::read_input(input) {
        Ok(pair) => pair,
        Err(_) => return Vec::new(),
    };
    let candidates: [(State, State); 5] = [
        (start / 2, goal / 2),
        (start / 2, goal),
        (start, goal / 2),
        (start.saturating_sub(1), goal),
        (start, goal.saturating_sub(1)),
    ];
    let mut smaller: Vec<String> = Vec::new();
    for (start_now, goal_now) in candidates {
        let text = format!("{} {}\n", start_now, goal_now);
        if (start_now, goal_now) != (start, goal) && !smaller.contains(&text) {
            smaller.push(text);
        }
    }
    smaller
}

/// The template's one-way BFS from the start and its two-way search, with
/// the solution's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("no case {} (the input has 1)", case));
    }
    let (start, goal) = solution::read_input(input)?;
    let (one_way, two_way, meeting) =
        both_ways(start, goal, solution::successors, solution::predecessors);
    Ok(Trace {
        title: format!("@id@: {} -> {}", start, goal),
        one_way,
        two_way,
        meeting: meeting.map(|x| x.to_string()),
        notes: vec![
            "(replace: what a reader must know.) 100,001 numbers, at most 3 moves each; \
             doubling is undone only by halving an even number, so the goal's side walks the \
             moves reversed"
                .to_string(),
        ],
    })
}
