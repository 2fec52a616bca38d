//! hdu-1401's lab (`judging::lab`): random inputs of many cases with the
//! traps drawn often (the limit met exactly and missed by one, unreachable
//! targets, jumps, the same board), shrinking by cases, and the template's
//! two searches traced with the contest version's own moves and the depth
//! limit 8.

use crate::contest::{self, Board, MOVE_LIMIT};
use judging::compare;
use judging::lab::{nth_case, shrink_cases, Lab};
use judging::testing::Rng;
use judging::trace::{both_ways_within, Trace};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check: compare::exact,
    // Case 1 is 8 moves from the centre of the board: the two sides meet
    // in the very last layer the limit allows.
    chart_input: "samples/hdu-1401/limit-met-exactly.in",
    figures: &[],
};

/// Up to 1 + 2 * `size` cases (201 at size 100; the statement reads cases
/// up to the end of the input), about a quarter of them traps, one board a
/// line with its pieces in a random order, or (one input in four) the
/// numbers spread over random white space.
fn generate(rng: &mut Rng, size: u32) -> String {
    let mut boards = Vec::new();
    for _ in 0..rng.range(1, 1 + 2 * size as usize) {
        let (start, target) = case(rng);
        boards.push(pieces(&start, rng));
        boards.push(pieces(&target, rng));
    }
    if rng.chance(1, 4) {
        let numbers = boards.iter().flatten();
        numbers.map(|n| format!("{n}{}", rng.pick(&GAPS))).collect()
    } else {
        boards.iter().map(|board| words(board) + "\n").collect()
    }
}

const GAPS: [&str; 5] = [" ", "\n", "\r\n", "\t", "  \n\n"];

/// The eight numbers of a board, its pieces in a random order.
fn pieces(board: &Board, rng: &mut Rng) -> Vec<u8> {
    let mut cells = *board;
    rng.shuffle(&mut cells);
    numbers(&cells)
}

/// `row column` for each piece (1-8), in the order of `cells`.
fn numbers(cells: &[u8]) -> Vec<u8> {
    cells.iter().flat_map(|&c| [c / 8 + 1, c % 8 + 1]).collect()
}

fn words(numbers: &[u8]) -> String {
    Vec::from_iter(numbers.iter().map(u8::to_string)).join(" ")
}

/// Four distinct cells, drawn by `draw` as (row, column) from 0.
fn board_from(rng: &mut Rng, mut draw: impl FnMut(&mut Rng) -> (usize, usize)) -> Board {
    let mut board = [0; 4];
    let mut placed = 0;
    while placed < 4 {
        let (row, column) = draw(rng);
        board[placed] = (8 * row + column) as u8;
        // A cell already taken is drawn again.
        placed += usize::from(!board[..placed].contains(&board[placed]));
    }
    board.sort_unstable();
    board
}

/// Four pieces packed in a 3x3 window, where jumps abound.
fn packed(rng: &mut Rng) -> Board {
    let (top, left) = (rng.below(6), rng.below(6));
    board_from(rng, |rng| (top + rng.below(3), left + rng.below(3)))
}

/// Anywhere; packed; on the border, where steps and jumps run off the
/// board.
fn random_board(rng: &mut Rng) -> Board {
    match rng.below(3) {
        0 => board_from(rng, |rng| (rng.below(8), rng.below(8))),
        1 => packed(rng),
        _ => board_from(rng, |rng| {
            let (along, edge) = (rng.below(8), 7 * rng.below(2));
            if rng.chance(1, 2) {
                (edge, along)
            } else {
                (along, edge)
            }
        }),
    }
}

fn walk(mut board: Board, steps: usize, rng: &mut Rng) -> Board {
    for _ in 0..steps {
        board = *rng.pick(&contest::moves(&board));
    }
    board
}

/// A board exactly `moves` moves from `start`: random walks of that length
/// until one ends that far (most do), else the last walk.
fn at_distance(start: Board, moves: usize, rng: &mut Rng) -> Board {
    let mut target = start;
    for _ in 0..20 {
        target = walk(start, moves, rng);
        let found = template::bibfs::distance(start, target, contest::moves, contest::moves, moves);
        if found == Some(moves) {
            break;
        }
    }
    target
}

/// One case: a start anywhere and a target a random walk away or anywhere,
/// or (one time in four) one of the traps.
fn case(rng: &mut Rng) -> (Board, Board) {
    let start = random_board(rng);
    if !rng.chance(1, 4) {
        let target = if rng.chance(1, 4) {
            random_board(rng)
        } else {
            let steps = rng.range(0, 12);
            walk(start, steps, rng)
        };
        return (start, target);
    }
    let target = match rng.below(5) {
        // The same cells (listed in another order by `pieces`): YES.
        0 => start,
        // The limit met exactly, and missed by one.
        1 => at_distance(start, MOVE_LIMIT, rng),
        2 => at_distance(start, MOVE_LIMIT + 1, rng),
        // Unreachable in 8: a board far off (a random board usually is).
        3 => {
            let far = walk(start, rng.range(12, 20), rng);
            if rng.chance(1, 2) {
                far
            } else {
                random_board(rng)
            }
        }
        // Jumps: all four pieces in a 3x3 window, a few moves apart.
        _ => {
            let packed = packed(rng);
            let steps = rng.range(1, 6);
            return (packed, walk(packed, steps, rng));
        }
    };
    (start, target)
}

/// The numbers of each case of `input`, 16 a case; an error for malformed
/// input, the contest version's own (what it reads, the lab reads).
fn cases_of(input: &str) -> Result<Vec<Vec<&str>>, String> {
    contest::solve(input, &mut String::new())?;
    let numbers: Vec<&str> = input.split_ascii_whitespace().collect();
    Ok(numbers.chunks(16).map(<[&str]>::to_vec).collect())
}

/// Each case alone (its pieces in the order written), then each half;
/// nothing for a single case or an input that does not parse.
fn shrink(input: &str) -> Vec<String> {
    let cases = cases_of(input).unwrap_or_default();
    let line = |n: &[&str]| format!("{}\n{}\n", n[..8].join(" "), n[8..].join(" "));
    shrink_cases(&cases.iter().map(|n| line(n)).collect::<Vec<_>>(), false)
}

fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let numbers = nth_case(cases_of(input)?, case)?;
    let board = |pairs: &[&str]| {
        let number = |at: usize| pairs[at].parse::<u8>().map_or(0, |n| n - 1);
        let mut board: Board = [0, 2, 4, 6].map(|at| 8 * number(at) + number(at + 1));
        board.sort_unstable();
        board
    };
    Ok(trace_case(board(&numbers[..8]), board(&numbers[8..])))
}

/// A board as the input writes it, the pieces in cell order.
fn text(board: &Board) -> String {
    words(&numbers(board))
}

/// The template's one-way BFS and its bidirectional search from `start` to
/// `target`, with the contest version's moves, within the limit of 8.
pub fn trace_case(start: Board, target: Board) -> Trace {
    let (moves, all) = (contest::moves, [usize::MAX; 2]);
    let (one_way, two_way, meeting) =
        both_ways_within(start, target, moves, moves, MOVE_LIMIT, all);
    let mut notes = vec![format!(
        "the limit of {MOVE_LIMIT} moves is shared: the two sides grow {MOVE_LIMIT} layers in all"
    )];
    if two_way.distance.is_none() {
        notes.push(format!(
            "no meeting within {MOVE_LIMIT} moves: the answer is NO"
        ));
    }
    Trace {
        title: format!("hdu-1401: {} -> {}", text(&start), text(&target)),
        one_way,
        two_way,
        meeting: meeting.map(|board| text(&board)),
        notes,
    }
}
