//! @id@ — (replace: the problem's name and judge, such as "POJ 3278 — Catch That Cow").
//!
//! (replace: the problem in a few sentences.) Until then this file solves a stand-in with the
//! moves of POJ 3278: from `start` to `goal`, two numbers 0-100000, where one move takes x to
//! x - 1, x + 1 or 2x without leaving that range, print the fewest moves (`5 17`: 4).
//!
//! Idea: (replace: why this search; for a bidirectional one, why both ends are known and how the
//! moves are walked backwards; the proof is in `template/README.md`.) The stand-in: the
//! template's `bibfs::distance` between the two numbers; doubling is undone only by halving an
//! even number, so the goal's side walks `predecessors`, not `successors`.
//!
//! State space: (replace: what a state is, how many there are, how many moves each.) The
//! stand-in: the 100,001 numbers of the range, at most three moves each.
//!
//! Cost: (replace: time and memory as orders of magnitude; measured figures go in README.md.)
//! The stand-in: at most the whole range stored, a few megabytes.
//!
//! Traps: (replace: what a first attempt gets wrong; how malformed input is treated.) The
//! stand-in: start = goal is 0 moves; 2x may leave the range; no move halves going forwards.

/// A state: (replace: what the problem's states are). The stand-in's: a number 0..=LIMIT.
pub type State = u32;

/// The stand-in's range: no move leaves 0..=LIMIT.
pub const LIMIT: State = 100_000;

pub fn main() {
    scan::run(solve)
}

/// Writes the answer to `out`, or says why the input is malformed. (replace: with several cases,
/// append each answer and return the first bad case's error: `scan::run` prints the answers
/// owed before it reports the error.)
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (start, goal) = read_input(input)?;
    // Steps of one join any two numbers of the range: the two sides always meet.
    let moves = bibfs::distance(start, goal, successors, predecessors, usize::MAX)
        .expect("every number reaches every other");
    out.push_str(&format!("{}\n", moves));
    Ok(())
}

/// Reads `start goal` and nothing after them. (replace: the problem's input. A function of its
/// own, so that the lab reads inputs exactly as the solution does.)
pub fn read_input(input: &str) -> Result<(State, State), String> {
    let mut tokens = scan::Tokens::new(input);
    let start = read_number(&mut tokens, "the start")?;
    let goal = read_number(&mut tokens, "the goal")?;
    if let Ok(extra) = tokens.next("the end of the input") {
        return Err(format!(
            "the input goes on after the goal with `{:.20}`",
            extra
        ));
    }
    Ok((start, goal))
}

/// The next token as a number of the range; `what` names it in the error.
fn read_number(tokens: &mut scan::Tokens, what: &str) -> Result<State, String> {
    let what = format!("{} as a number 0-{}", what, LIMIT);
    match tokens.parse::<State>(&what)? {
        number if number <= LIMIT => Ok(number),
        number => Err(format!("expected {}, found `{}`", what, number)),
    }
}

/// The states one move after `x`: x - 1, x + 1 and 2x, those in the range. (replace: the
/// problem's moves, as a top-level function: the lab traces the search with it.)
pub fn successors(x: &State) -> Vec<State> {
    let x = *x;
    let mut next = Vec::with_capacity(3);
    if x > 0 {
        next.push(x - 1);
    }
    if x < LIMIT {
        next.push(x + 1);
    }
    if 2 * x <= LIMIT {
        next.push(2 * x);
    }
    next
}

/// The states one move before `x`, for the side that grows from the goal: x + 1 and x - 1 undo
/// each other, but only an even number is twice another. Passing `successors` instead would
/// search a different graph. (replace: the problem's moves reversed; a puzzle whose every move
/// is undone by a move passes `successors` twice.)
pub fn predecessors(x: &State) -> Vec<State> {
    let x = *x;
    let mut previous = Vec::with_capacity(3);
    if x < LIMIT {
        previous.push(x + 1);
    }
    if x > 0 {
        previous.push(x - 1);
    }
    if x % 2 == 0 {
        previous.push(x / 2);
    }
    previous
}
