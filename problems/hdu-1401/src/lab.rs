//! hdu-1401's lab (`judging::lab`): random inputs of many cases with the
//! traps drawn often (the limit met exactly and missed by one, unreachable
//! targets, jumps, the same board), shrinking by cases, and the template's
//! two searches traced with the contest version's own moves and the depth
//! limit 8.

use crate::contest::{self, Board, MOVE_LIMIT};
use judging::compare;
use judging::lab::Lab;
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
    let count = rng.range(1, 1 + 2 * size as usize);
    let mut numbers = Vec::new();
    for _ in 0..count {
        let (start, target) = case(rng);
        numbers.push(pieces(&start, rng));
        numbers.push(pieces(&target, rng));
    }
    if rng.chance(1, 4) {
        let mut input = String::new();
        for number in numbers.iter().flatten() {
            input.push_str(&number.to_string());
            input.push_str(GAPS[rng.below(GAPS.len())]);
        }
        input
    } else {
        let lines: Vec<String> = numbers.iter().map(|line| words(line)).collect();
        lines.join("\n") + "\n"
    }
}

const GAPS: [&str; 5] = [" ", "\n", "\r\n", "\t", "  \n\n"];

/// The eight numbers of a board, its pieces in a random order.
fn pieces(board: &Board, rng: &mut Rng) -> Vec<u8> {
    let mut cells = *board;
    rng.shuffle(&mut cells);
    cells
        .iter()
        .flat_map(|&cell| [cell / 8 + 1, cell % 8 + 1])
        .collect()
}

fn words(numbers: &[u8]) -> String {
    let words: Vec<String> = numbers.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// Four distinct cells, drawn by `draw` as (row, column) from 0.
fn board_from(rng: &mut Rng, mut draw: impl FnMut(&mut Rng) -> (usize, usize)) -> Board {
    let mut board = [0; 4];
    let mut placed = 0;
    while placed < 4 {
        let (row, column) = draw(rng);
        let cell = (8 * row + column) as u8;
        if !board[..placed].contains(&cell) {
            board[placed] = cell;
            placed += 1;
        }
    }
    board.sort_unstable();
    board
}

/// Anywhere; packed in a 3x3 window, where jumps abound; on the border,
/// where steps and jumps run off the board.
fn random_board(rng: &mut Rng) -> Board {
    match rng.below(3) {
        0 => board_from(rng, |rng| (rng.below(8), rng.below(8))),
        1 => {
            let (top, left) = (rng.below(6), rng.below(6));
            board_from(rng, |rng| (top + rng.below(3), left + rng.below(3)))
        }
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

fn walk(board: Board, steps: usize, rng: &mut Rng) -> Board {
    let mut board = board;
    for _ in 0..steps {
        board = *rng.pick(&contest::moves(&board));
    }
    board
}

/// The distance from `start` to `target` if it is at most `limit`: the
/// template's search, as the contest version runs it.
fn distance(start: Board, target: Board, limit: usize) -> Option<usize> {
    template::bibfs::distance(start, target, contest::moves, contest::moves, limit)
}

/// A board exactly `moves` moves from `start`: random walks of that length
/// until one ends that far (most do), else the last walk.
fn at_distance(start: Board, moves: usize, rng: &mut Rng) -> Board {
    let mut target = start;
    for _ in 0..20 {
        target = walk(start, moves, rng);
        if distance(start, target, moves) == Some(moves) {
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
            let (top, left) = (rng.below(6), rng.below(6));
            let packed = board_from(rng, |rng| (top + rng.below(3), left + rng.below(3)));
            let steps = rng.range(1, 6);
            return (packed, walk(packed, steps, rng));
        }
    };
    (start, target)
}

/// The cases of `input`, read as the contest version reads them (its
/// `read_board` takes the paste's own `scan::Tokens`, private to that
/// file, so the lab reads with the template's), each with its 16 numbers as
/// written; an error for malformed input, in the solutions' words.
fn cases_of(input: &str) -> Result<Vec<(Board, Board, String)>, String> {
    let mut tokens = template::scan::Tokens::new(input);
    let mut words = input.split_ascii_whitespace();
    let mut cases = Vec::new();
    while !tokens.is_empty() {
        let case = cases.len() + 1;
        let start = read_board(&mut tokens)
            .map_err(|message| format!("case {}, start: {}", case, message))?;
        let target = read_board(&mut tokens)
            .map_err(|message| format!("case {}, target: {}", case, message))?;
        let numbers: Vec<&str> = words.by_ref().take(16).collect();
        let text = format!("{}\n{}\n", numbers[..8].join(" "), numbers[8..].join(" "));
        cases.push((start, target, text));
    }
    Ok(cases)
}

/// Four `row column` pairs (1-8 each, no cell twice) as a board, with the
/// contest version's rules and messages.
fn read_board(tokens: &mut template::scan::Tokens) -> Result<Board, String> {
    let mut board = [0; 4];
    for piece in 0..4 {
        let row = read_coordinate(tokens, "a row 1-8")?;
        let column = read_coordinate(tokens, "a column 1-8")?;
        let cell = 8 * (row - 1) + (column - 1);
        if board[..piece].contains(&cell) {
            return Err(format!("two pieces on row {}, column {}", row, column));
        }
        board[piece] = cell;
    }
    board.sort_unstable();
    Ok(board)
}

fn read_coordinate(tokens: &mut template::scan::Tokens, what: &str) -> Result<u8, String> {
    let value: u8 = tokens.parse(what)?;
    if (1..=8).contains(&value) {
        Ok(value)
    } else {
        Err(format!("expected {}, found `{}`", what, value))
    }
}

/// Each case alone (its pieces in the order written), then the first and
/// the second half; nothing for a single case or an input that does not
/// parse.
fn shrink(input: &str) -> Vec<String> {
    let cases = match cases_of(input) {
        Ok(cases) if cases.len() > 1 => cases,
        _ => return Vec::new(),
    };
    let mut smaller: Vec<String> = cases.iter().map(|case| case.2.clone()).collect();
    if cases.len() > 2 {
        let half = cases.len() / 2;
        let join = |part: &[(Board, Board, String)]| -> String {
            part.iter().map(|case| case.2.as_str()).collect()
        };
        smaller.push(join(&cases[..half]));
        smaller.push(join(&cases[half..]));
    }
    smaller
}

/// A board as the input writes it: `row column` four times (1-8), the
/// pieces in cell order.
fn text(board: &Board) -> String {
    let numbers: Vec<u8> = board
        .iter()
        .flat_map(|&cell| [cell / 8 + 1, cell % 8 + 1])
        .collect();
    words(&numbers)
}

/// Case `case` (from 1): the template's one-way BFS from the start and its
/// bidirectional search, with the contest version's moves and the
/// problem's limit.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let cases = cases_of(input)?;
    let &(start, target, _) = case
        .checked_sub(1)
        .and_then(|i| cases.get(i))
        .ok_or_else(|| format!("no case {} (the input has {})", case, cases.len()))?;
    Ok(trace_case(start, target))
}

/// The two searches from `start` to `target`, within the limit of 8 moves.
pub fn trace_case(start: Board, target: Board) -> Trace {
    let (one_way, two_way, meeting) = both_ways_within(
        start,
        target,
        contest::moves,
        contest::moves,
        MOVE_LIMIT,
        [usize::MAX; 2],
    );
    let mut notes = vec![format!(
        "the limit of {} moves is shared: the two sides grow {} layers in all",
        MOVE_LIMIT, MOVE_LIMIT
    )];
    if two_way.distance.is_none() {
        notes.push(format!(
            "no meeting within {} moves: the answer is NO",
            MOVE_LIMIT
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The collection's answers to `input` (which must be valid).
    fn answers(input: &str) -> Vec<String> {
        let mut out = String::new();
        crate::fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        out.lines().map(str::to_string).collect()
    }

    #[test]
    fn generated_inputs_are_valid_and_hold_the_traps() {
        let mut rng = Rng::new(1401);
        // Cases at distance 0, exactly 8, exactly 9, more than 9.
        let mut by_distance = [0; 4];
        let (mut cases, mut no, mut most_cases) = (0, 0, 0);
        for input_number in 0..120 {
            let size = (input_number % 101) as u32;
            let input = generate(&mut rng, size);
            let parsed = cases_of(&input).unwrap();
            assert!(parsed.len() <= 1 + 2 * size as usize);
            most_cases = most_cases.max(parsed.len());
            let answers = answers(&input);
            assert_eq!(answers.len(), parsed.len());
            for ((start, target, _), answer) in parsed.iter().zip(&answers) {
                cases += 1;
                let d = distance(*start, *target, MOVE_LIMIT + 1);
                assert_eq!(answer == "YES", d.is_some_and(|d| d <= MOVE_LIMIT));
                match d {
                    Some(0) => by_distance[0] += 1,
                    Some(8) => by_distance[1] += 1,
                    Some(9) => by_distance[2] += 1,
                    None => by_distance[3] += 1,
                    _ => {}
                }
                no += usize::from(answer == "NO");
            }
        }
        assert!(most_cases > 150, "{}", most_cases);
        assert!(no * 6 > cases, "{} NO of {}", no, cases);
        println!(
            "{:?} at distance 0, 8, 9, beyond; {} NO of {}",
            by_distance, no, cases
        );
        // Each of these is drawn for about one case in twenty.
        for count in by_distance {
            assert!(count * 40 > cases, "{:?} of {}", by_distance, cases);
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
        let mut input = generate(&mut rng, 30);
        while cases_of(&input).unwrap().len() < 3 {
            input = generate(&mut rng, 30);
        }
        let cases = cases_of(&input).unwrap();
        let smaller = shrink(&input);
        assert_eq!(smaller.len(), cases.len() + 2);
        for candidate in &smaller {
            let parsed = cases_of(candidate).unwrap();
            assert!(!parsed.is_empty() && parsed.len() < cases.len());
            assert_eq!(answers(candidate).len(), parsed.len());
        }
        // Each case alone comes first, in order, its pieces as written.
        assert_eq!(cases_of(&smaller[0]).unwrap(), vec![cases[0].clone()]);
        let first_numbers: Vec<&str> = input.split_ascii_whitespace().take(16).collect();
        let kept: Vec<&str> = smaller[0].split_ascii_whitespace().collect();
        assert_eq!(kept, first_numbers);
        assert!(shrink(&smaller[0]).is_empty());
        assert!(shrink("1 1 1 2 2 1 2 2\n").is_empty());
    }

    #[test]
    fn traced_answers_are_the_solution_s_answers_on_the_samples() {
        for sample in judging::testing::samples("hdu-1401") {
            let answers = answers(&sample.input);
            for (i, answer) in answers.iter().enumerate() {
                let traced = trace(&sample.input, i + 1).unwrap();
                let two_way = traced.two_way.distance.is_some_and(|d| d <= MOVE_LIMIT);
                let one_way = traced.one_way.distance.is_some_and(|d| d <= MOVE_LIMIT);
                assert_eq!(two_way, answer == "YES", "{} case {}", sample.name, i + 1);
                assert_eq!(one_way, answer == "YES", "{} case {}", sample.name, i + 1);
                assert_eq!(traced.meeting.is_some(), two_way);
            }
            assert!(trace(&sample.input, answers.len() + 1).is_err());
        }
    }

    /// The lab reads with its own copy of the contest version's reading:
    /// it must refuse exactly what the solution refuses, in its words.
    #[test]
    fn the_lab_reads_as_the_contest_version_does() {
        let good = "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n";
        let bad = [
            "0 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n",
            "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 9\n",
            "4 4 4 5 5 -1 6 5\n2 4 3 3 3 6 4 6\n",
            "4 4 4 5 5 4 6 x\n2 4 3 3 3 6 4 6\n",
            "4 4 4 5 4 4 6 5\n2 4 3 3 3 6 4 6\n",
            "4 4 4 5 5 4 6 5\n2 4 3 3 2 4 4 6\n",
            "4 4 4 5 5 4 6 5\n",
            "4 4 4 5 5",
        ];
        for case in bad {
            let input = format!("{}{}", good, case);
            let mut out = String::new();
            let refused = crate::contest::solve(&input, &mut out).unwrap_err();
            assert_eq!(cases_of(&input).unwrap_err(), refused, "{:?}", input);
        }
        let mut rng = Rng::new(1198);
        for size in 0..=100 {
            let input = generate(&mut rng, size);
            let cases = cases_of(&input).unwrap();
            let written: Vec<&str> = input.split_ascii_whitespace().collect();
            assert_eq!(written.len(), 16 * cases.len());
        }
        assert_eq!(cases_of(" \r\n"), Ok(Vec::new()));
    }

    #[test]
    fn the_chart_input_meets_at_the_limit() {
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.title, "hdu-1401: 4 4 4 5 5 4 6 5 -> 4 1 4 6 4 8 6 6");
        assert_eq!(traced.two_way.distance, Some(MOVE_LIMIT));
        assert_eq!(traced.one_way.distance, Some(MOVE_LIMIT));
        assert!(20 * traced.two_way.stored() < traced.one_way.stored());
    }
}
