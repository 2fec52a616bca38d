//! poj-1077's lab (`judging::lab`): inputs of one or several 8-puzzles, the
//! template's two searches traced on one of them with the contest version's
//! moves, the figure of the contest version's one backward BFS (its table),
//! and the checker (the judges accept any sequence of moves that solves each
//! puzzle).

use crate::contest::{self, Board, GOAL};
use judging::compare::significant_lines;
use judging::lab::Lab;
use judging::testing::Rng;
use judging::trace::{both_ways, counted, Recorder, Trace};
use std::cell::Cell;
use template::observe::{Observer, Side};
use template::perm::{rank, FACTORIAL};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check,
    // The problem's own sample, 19 moves: the template's chapter already
    // draws the 31-move board (template/charts/eight-puzzle.svg).
    chart_input: "samples/poj-1077/official.in",
    figures: &[("table", judging::lab::Figure::Chart(table_figure))],
};

/// The two boards 31 moves from the goal, the most there is.
const HARDEST: [Board; 2] = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];

/// One puzzle (POJ's form) or several (HDU's), more of them as `size`
/// grows: up to 26, past the fast version's switch to its table at 10
/// solvable ones. About a quarter of the puzzles are traps: unsolvable
/// boards (odd parity), the goal itself, a 31-move board, a board a move or
/// two away.
fn generate(rng: &mut Rng, size: u32) -> String {
    let puzzles = if rng.chance(1, 2) {
        1
    } else {
        rng.range(2, 2 + size as usize / 4)
    };
    let boards: Vec<Board> = (0..puzzles).map(|_| random_puzzle(rng)).collect();
    match rng.below(6) {
        // Three rows a puzzle, CRLF, no final newline.
        0 => boards
            .iter()
            .map(|board| render(board).replace(' ', "\r\n"))
            .collect::<Vec<_>>()
            .join("\r\n"),
        // All on one line.
        1 => boards.iter().map(render).collect::<Vec<_>>().join(" "),
        _ => boards.iter().map(|board| render(board) + "\n").collect(),
    }
}

fn random_puzzle(rng: &mut Rng) -> Board {
    if rng.chance(3, 4) {
        let mut board = GOAL;
        rng.shuffle(&mut board);
        return board;
    }
    match rng.below(4) {
        0 => unsolvable(rng),
        1 => GOAL,
        2 => HARDEST[rng.below(2)],
        _ => {
            let mut board = GOAL;
            for _ in 0..rng.range(1, 3) {
                let next = contest::successors(&board);
                board = next[rng.below(next.len())];
            }
            board
        }
    }
}

/// A board of odd parity: a random board with two tiles swapped if it was
/// solvable (swapping two tiles flips the parity).
fn unsolvable(rng: &mut Rng) -> Board {
    let mut board = GOAL;
    rng.shuffle(&mut board);
    if crate::fast::is_solvable(&board) {
        let tiles: Vec<usize> = (0..9).filter(|&cell| board[cell] != 0).collect();
        board.swap(tiles[0], tiles[1]);
    }
    board
}

/// Several puzzles: each alone, then each half. One puzzle: the same board
/// one move nearer the goal along a shortest path, and half way there (a
/// smaller answer), and the board on one line when written otherwise.
fn shrink(input: &str) -> Vec<String> {
    let boards = match read_all(input) {
        Ok(boards) => boards,
        Err(_) => return Vec::new(),
    };
    let lines =
        |boards: &[Board]| -> String { boards.iter().map(|board| render(board) + "\n").collect() };
    let mut candidates = Vec::new();
    if boards.len() > 1 {
        candidates.extend(boards.iter().map(|board| lines(&[*board])));
        if boards.len() > 2 {
            let half = boards.len() / 2;
            candidates.push(lines(&boards[..half]));
            candidates.push(lines(&boards[half..]));
        }
        return candidates;
    }
    let board = boards[0];
    if let Some(moves) = shortest(&board) {
        let path = contest_path(&board, &moves);
        if moves.len() >= 2 {
            candidates.push(lines(&[path[moves.len() / 2]]));
        }
        if !moves.is_empty() {
            candidates.push(lines(&[path[1]]));
        }
    }
    if input != lines(&boards) {
        candidates.push(lines(&boards));
    }
    candidates
}

/// The boards along `moves` from `board`, both ends included.
fn contest_path(board: &Board, moves: &str) -> Vec<Board> {
    let mut path = vec![*board];
    for letter in moves.bytes() {
        let at = path[path.len() - 1];
        let space = contest::space_of(&at);
        let to = match letter {
            b'u' => space - 3,
            b'd' => space + 3,
            b'l' => space - 1,
            _ => space + 1,
        };
        let mut next = at;
        next.swap(space, to);
        path.push(next);
    }
    path
}

/// Case `case` (from 1): the template's one-way BFS from the board, and its
/// bidirectional BFS between the board and the goal, with the contest
/// version's moves and no limit.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let boards = read_all(input)?;
    let board = *boards.get(case.wrapping_sub(1)).ok_or_else(|| {
        format!(
            "the input holds {} puzzles, no puzzle {}",
            boards.len(),
            case
        )
    })?;
    Ok(trace_case(board))
}

/// The two searches from `board` to the goal.
pub fn trace_case(board: Board) -> Trace {
    let (one_way, two_way, meeting) =
        both_ways(board, GOAL, contest::successors, contest::successors);
    let mut notes = vec![
        "every move is undone by its opposite: the backward side uses the same moves".to_string(),
        format!(
            "the contest version answers from one backward BFS over all 181,440 solvable \
             boards instead (`cargo trace poj-1077 --figure table`); src/main.rs does so past \
             {} solvable puzzles in one input",
            crate::fast::PER_PUZZLE_LIMIT
        ),
    ];
    if !crate::fast::is_solvable(&board) {
        notes.push(
            "odd parity: unsolvable; the fast version says so at once (parity), the \
             contest version by one look-up (its table never reaches the odd half); both \
             searches drawn here run out of boards (the one-way one after the board's whole \
             half)"
                .to_string(),
        );
    }
    Trace {
        title: format!("poj-1077: {} -> {}", render(&board), render(&GOAL)),
        one_way,
        two_way,
        meeting: meeting.map(|board| render(&board)),
        notes,
    }
}

thread_local! {
    /// The contest version's table, built once a thread: `shrink` and the
    /// tests answer many puzzles one at a time.
    static TABLE: Vec<u8> =
        template::table::distances(FACTORIAL[9], rank(&GOAL), contest::slides);
}

/// The contest version's answer to one puzzle.
fn shortest(board: &Board) -> Option<String> {
    TABLE.with(|table| contest::answer(table, board))
}

/// The contest version's one backward BFS from the goal, the template's
/// `table::distances` with its moves, recorded layer by layer: every
/// solvable board by its distance from the goal. Beside it, the template's
/// bidirectional search between the goal and the farthest board, which the
/// table's last layer reaches: what one of the hardest puzzles costs alone.
pub fn table_figure() -> Result<Trace, String> {
    let farthest = HARDEST[0];
    let generated = Cell::new(0);
    let mut recorder = Recorder::one_way(1, &generated);
    let slides = |rank: usize| {
        let next = contest::slides(rank);
        generated.set(generated.get() + next.len() as u64);
        next
    };
    let table = template::table::distances_with(
        FACTORIAL[9],
        rank(&GOAL),
        slides,
        &mut OneWay(&mut recorder),
    )
    .ok_or("the recorder stopped the table")?;
    let found = Some(table[rank(&farthest)])
        .filter(|&d| d != u8::MAX)
        .map(usize::from);
    let one_way = recorder.finish("template::table::distances", found);

    let generated = Cell::new(0);
    let mut recorder = Recorder::two_way(1, 1, &generated);
    let (forward, backward) = (
        counted(&generated, contest::successors),
        counted(&generated, contest::successors),
    );
    let found = template::bibfs::distance_with(
        GOAL,
        farthest,
        forward,
        backward,
        usize::MAX,
        &mut recorder,
    );
    let meeting = recorder.meeting(found, &GOAL);
    Ok(Trace {
        title: format!(
            "poj-1077's table, grown from the goal: {} -> {}",
            render(&GOAL),
            render(&farthest)
        ),
        one_way,
        two_way: recorder.finish("template::bibfs::distance", found),
        meeting: meeting.map(|board| render(&board)),
        notes: vec![
            "here the start is the puzzle's goal: the one-way search is the contest version's \
             table, one BFS backwards from the goal over every board that can reach it, the \
             181,440 solvable ones; the two farthest, 31 moves away, are its last layer"
                .to_string(),
            "built once, the table answers any number of puzzles, each a walk down it, one \
             step a move; the bidirectional search is what one of the hardest puzzles costs \
             alone: 12 of them store as many boards as the table, 18 generate as many"
                .to_string(),
        ],
    })
}

/// The table's reports, all from its one side (`Backward`: it grows from
/// the goal), handed to a one-way recorder as that recorder's side, so
/// that its counts include the goal, its root.
struct OneWay<'r, 'a>(&'r mut Recorder<'a, usize>);

impl Observer<usize> for OneWay<'_, '_> {
    fn stored(&mut self, _: Side, depth: usize, rank: &usize) -> bool {
        self.0.stored(Side::Forward, depth, rank)
    }

    fn layer(&mut self, _: Side, depth: usize, size: usize) {
        self.0.layer(Side::Forward, depth, size)
    }
}

/// Every puzzle of a well-formed input, read by the contest version.
fn read_all(input: &str) -> Result<Vec<Board>, String> {
    match contest::read_puzzles(input) {
        (boards, None) => Ok(boards),
        (_, Some(message)) => Err(message),
    }
}

/// The nine cells on one line, `x` for the space.
fn render(board: &Board) -> String {
    let cells: Vec<String> = board
        .iter()
        .map(|&cell| match cell {
            0 => "x".to_string(),
            tile => tile.to_string(),
        })
        .collect();
    cells.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contest version's answers, puzzle by puzzle from the table it
    /// builds (`contest::solve` would build it again for every input), each
    /// as long as the fast version's.
    fn answers(input: &str) -> Vec<String> {
        let boards = read_all(input).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
        let lines: Vec<String> = boards
            .iter()
            .map(|board| shortest(board).unwrap_or_else(|| "unsolvable".to_string()))
            .collect();
        let mut out_fast = String::new();
        crate::fast::solve(input, &mut out_fast).unwrap();
        let fast_lines: Vec<&str> = out_fast.lines().collect();
        assert_eq!(lines.len(), fast_lines.len());
        for (a, b) in lines.iter().zip(&fast_lines) {
            assert_eq!(a.len(), b.len(), "{:?}", input);
        }
        lines
    }

    #[test]
    fn generated_inputs_are_valid_and_the_traps_appear() {
        let mut rng = Rng::new(1077);
        let (mut unsolvable, mut goal, mut deepest, mut several, mut tables) = (0, 0, 0, 0, 0);
        for round in 0..600 {
            let input = generate(&mut rng, round % 101);
            let lines = answers(&input);
            unsolvable += lines.iter().filter(|l| *l == "unsolvable").count();
            goal += lines.iter().filter(|l| l.is_empty()).count();
            deepest += lines.iter().filter(|l| l.len() == 31).count();
            several += usize::from(lines.len() > 1);
            let solvable = lines.iter().filter(|l| *l != "unsolvable").count();
            tables += usize::from(solvable > 10);
        }
        assert!(unsolvable > 300, "{} unsolvable", unsolvable);
        assert!(goal > 50, "{} goals", goal);
        assert!(deepest > 50, "{} 31-move boards", deepest);
        assert!(several > 200, "{} multi-case inputs", several);
        assert!(tables > 10, "{} inputs past the switch", tables);
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
        let mut rng = Rng::new(31);
        for round in 0..100 {
            let input = generate(&mut rng, round % 101);
            let puzzles = read_all(&input).unwrap().len();
            let moves: usize = answers(&input).iter().map(|l| l.len()).sum();
            for candidate in shrink(&input) {
                assert_ne!(candidate, input);
                let fewer = read_all(&candidate).unwrap().len();
                let smaller: usize = answers(&candidate).iter().map(|l| l.len()).sum();
                assert!(
                    fewer < puzzles || (fewer == 1 && smaller <= moves),
                    "{:?} -> {:?}",
                    input,
                    candidate
                );
            }
        }
        // Several puzzles: each alone first.
        let two = "1 2 3 4 5 6 7 8 x\n8 6 7 2 5 4 3 x 1\n";
        assert_eq!(
            shrink(two)[..2],
            ["1 2 3 4 5 6 7 8 x\n", "8 6 7 2 5 4 3 x 1\n"]
        );
        // One puzzle: half way, then one move nearer.
        let nearer = shrink("8 6 7 2 5 4 3 x 1\n");
        let lengths: Vec<usize> = nearer.iter().map(|c| answers(c)[0].len()).collect();
        assert_eq!(lengths, [16, 30]);
        assert!(shrink("1 2 3 4 5 6 7 8 x\n").is_empty());
    }

    #[test]
    fn traced_distances_are_the_solution_s() {
        // An unsolvable board costs the one-way trace its whole half: trace a few only.
        let mut unsolvable_traced = 0;
        for sample in judging::testing::samples("poj-1077") {
            let lines = answers(&sample.input);
            for (case, line) in lines.iter().enumerate() {
                if line == "unsolvable" {
                    unsolvable_traced += 1;
                    if unsolvable_traced > 2 {
                        continue;
                    }
                }
                let traced = trace(&sample.input, case + 1).unwrap();
                let expected = Some(line.len()).filter(|_| line != "unsolvable");
                assert_eq!(traced.one_way.distance, expected, "{}", sample.name);
                assert_eq!(traced.two_way.distance, expected, "{}", sample.name);
            }
        }
        assert!(trace("1 2 3 4 5 6 7 8 x", 2).is_err());
        assert!(trace("1 2 3 4 5 6 7 8 8", 1).is_err());
    }

    #[test]
    fn the_chart_input_is_the_official_sample() {
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        assert_eq!(input.split_whitespace().collect::<String>(), "23415x768");
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.two_way.distance, Some(19));
        assert!(traced.two_way.stored() * 30 < traced.one_way.stored());
    }

    /// The table's layers are the boards at each distance from the goal
    /// (OEIS A089473, as tests/reference.rs checks its own BFS), then the
    /// empty layer where the BFS stops; the bidirectional search beside it
    /// reaches the farthest board.
    #[test]
    fn the_table_figure_is_every_solvable_board_by_distance() {
        let known = [
            1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638,
            9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
            0,
        ];
        let figure = table_figure().unwrap();
        let table = &figure.one_way;
        let sizes: Vec<usize> = table.layers.iter().map(|l| l.size).collect();
        assert_eq!(sizes, known);
        let depths: Vec<usize> = table.layers.iter().map(|l| l.depth).collect();
        assert_eq!(depths, (0..known.len()).collect::<Vec<_>>());
        assert!(table
            .layers
            .iter()
            .all(|l| l.side == judging::trace::Side::OneWay));
        assert_eq!((table.stored(), table.distance), (181_440, Some(31)));
        // Each solvable board expanded once, its 2, 3 or 4 moves generated:
        // the space is in a corner, on an edge or in the centre, 24 moves
        // for every 9 boards.
        assert_eq!(table.generated(), 483_840);
        let search = &figure.two_way;
        assert_eq!(search.distance, Some(31));
        assert_eq!(search.stored(), 15_828);
        assert!(figure.meeting.is_some());
    }
}

/// The checker, one answer line per puzzle: `unsolvable` where the expected
/// answer says so, otherwise legal moves of the space (`u d l r`) that reach
/// `1 2 3 4 5 6 7 8 x`. POJ 1077 and HDU 1043 accept any such sequence, so
/// one of another length than the expected (shortest) one is accepted with
/// a note; the collection's own tests require its solutions to be shortest.
/// Each move is checked before the length, so that an illegal one is told
/// as such.
pub fn check(input: &str, expected: &str, received: &str) -> Result<Option<String>, String> {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    if tokens.is_empty() || tokens.len() % 9 != 0 {
        return Err("checker: the input is not a list of 3x3 puzzles".into());
    }
    // Lines as judges read them: trailing white space and blank lines at the
    // end do not count. A puzzle that starts solved is answered by an empty
    // line, so the answers of the last puzzles may be among the blank lines
    // dropped: a missing line reads as empty, and only there.
    let want = significant_lines(expected);
    let got = significant_lines(received);
    let puzzles = tokens.len() / 9;
    if want.len() > puzzles {
        return Err(format!(
            "checker: {} puzzles but {} expected lines",
            puzzles,
            want.len()
        ));
    }
    let lines = |got: usize| {
        format!(
            "expected {} lines, one per puzzle, received {}",
            puzzles, got
        )
    };
    if got.len() > puzzles {
        return Err(lines(got.len()));
    }
    let mut notes = Vec::new();
    for (k, cells) in tokens.chunks(9).enumerate() {
        let case = k + 1;
        let w = want.get(k).copied().unwrap_or("");
        let g = match got.get(k) {
            Some(&g) => g,
            None if w.is_empty() => "",
            None => {
                return Err(format!(
                    "puzzle {}: the output ends before its answer `{}`: {}",
                    case,
                    w,
                    lines(got.len())
                ))
            }
        };
        if g == "unsolvable" {
            if w != g {
                return Err(format!(
                    "puzzle {}: expected `{}`, received `unsolvable`",
                    case, w
                ));
            }
            continue;
        }
        // Every move is replayed before anything else is compared, so that
        // an illegal one is told as such, not as a wrong count.
        let mut board: Vec<&str> = cells.to_vec();
        let mut space = board
            .iter()
            .position(|&c| c == "x")
            .ok_or("checker: a puzzle has no x")?;
        for (i, step) in g.bytes().enumerate() {
            let (row, col) = (space / 3, space % 3);
            let next = match step {
                b'u' if row > 0 => space - 3,
                b'd' if row < 2 => space + 3,
                b'l' if col > 0 => space - 1,
                b'r' if col < 2 => space + 1,
                _ => {
                    return Err(format!(
                        "puzzle {}: move {} `{}` is not possible",
                        case,
                        i + 1,
                        step as char
                    ))
                }
            };
            board.swap(space, next);
            space = next;
        }
        if w == "unsolvable" {
            return Err(format!(
                "puzzle {}: expected `unsolvable`, received `{}`",
                case, g
            ));
        }
        if board != ["1", "2", "3", "4", "5", "6", "7", "8", "x"] {
            return Err(format!(
                "puzzle {}: the moves end at {}, not at the goal",
                case,
                board.join(" ")
            ));
        }
        // Legal and solved: right, whatever its length. The expected answer
        // is a shortest one; a sequence of another length is noted.
        if g.len() > w.len() {
            notes.push(format!(
                "puzzle {}: {} moves, legal, the shortest has {}",
                case,
                g.len(),
                w.len()
            ));
        } else if g.len() < w.len() {
            notes.push(format!(
                "puzzle {}: {} moves, legal, shorter than the expected {}",
                case,
                g.len(),
                w.len()
            ));
        }
    }
    Ok(Some(notes.join("; ")).filter(|notes| !notes.is_empty()))
}

#[cfg(test)]
mod checker_tests {
    use super::*;

    const EIGHT: &str = "2 3 4 1 5 x 7 6 8\n";
    const EIGHT_MOVES: &str = "ullddrurdllurdruldr\n";

    #[test]
    fn eight_accepts_a_shortest_solution_for_each_puzzle() {
        assert_eq!(check(EIGHT, EIGHT_MOVES, EIGHT_MOVES), Ok(None));
        let input = format!(
            "{}1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n1 2 3\n4 5 6\n7 8 x",
            EIGHT
        );
        let expected = format!("{}unsolvable\nr\n\n", EIGHT_MOVES);
        assert_eq!(
            check(&input, &expected, &expected.replace('\n', "\r\n")),
            Ok(None)
        );
    }

    #[test]
    fn eight_refuses_wrong_answers() {
        let refuse = |received: &str| check(EIGHT, EIGHT_MOVES, received).unwrap_err();
        // 18 legal moves, one short of the goal: told where they end.
        assert!(refuse("ullddrurdllurdruld\n").contains("not at the goal"));
        // One move past the goal; two moves past it and back are accepted
        // (a_longer_legal_sequence_is_accepted_with_a_note).
        assert!(refuse("ullddrurdllurdruldrl\n").contains("not at the goal"));
        assert!(refuse("ldruldruldruldruldr\n").contains("not at the goal"));
        assert!(refuse("dllddrurdllurdruldr\n").contains("not possible"));
        assert!(refuse("unsolvable\n").contains("expected `ullddrurdllurdruldr`"));
        assert!(refuse("").contains("one per puzzle"));
        let unsolvable = "1 2 3 4 5 6 8 7 x";
        assert!(check(unsolvable, "unsolvable\n", "\n")
            .unwrap_err()
            .contains("unsolvable"));
        let two = format!("{}{}", EIGHT, EIGHT);
        let answer = format!("{}{}", EIGHT_MOVES, EIGHT_MOVES);
        assert_eq!(check(&two, &answer, &answer), Ok(None));
        assert!(check(&two, &answer, EIGHT_MOVES)
            .unwrap_err()
            .contains("expected 2 lines"));
    }

    #[test]
    fn a_puzzle_list_that_is_not_nine_tokens_each_is_a_checker_error() {
        // Nothing at all would otherwise be zero puzzles, all answered.
        assert!(check("", "", "").unwrap_err().contains("not a list"));
        let ten = "2 3 4 1 5 x 7 6 8 9\n";
        assert!(check(ten, EIGHT_MOVES, EIGHT_MOVES)
            .unwrap_err()
            .contains("not a list"));
    }

    #[test]
    fn a_wrong_answer_names_its_puzzle() {
        let two = format!("{}{}", EIGHT, EIGHT);
        let expected = format!("{}{}", EIGHT_MOVES, EIGHT_MOVES);
        let second_wrong = format!("{}unsolvable\n", EIGHT_MOVES);
        let why = check(&two, &expected, &second_wrong).unwrap_err();
        assert!(why.starts_with("puzzle 2: "), "{}", why);
    }

    #[test]
    fn a_move_off_the_top_edge_is_rejected() {
        // The first `u` takes the space to the top row, the second off it.
        let off_the_top = "uulddrurdllurdruldr\n";
        let why = check(EIGHT, EIGHT_MOVES, off_the_top).unwrap_err();
        assert!(why.contains("move 2 `u` is not possible"), "{}", why);
    }

    // The next two boards are solved in six moves, and six moves with one
    // slide across the edge of the board also reach the goal: a checker
    // that reads cells as a row of nine would accept them.

    #[test]
    fn r_from_the_right_column_does_not_wrap() {
        let input = "1 2 3 7 4 6 5 8 x\n";
        assert_eq!(check(input, "llurdr\n", "llurdr\n"), Ok(None));
        // Up to the right end of the middle row, then `r` to the row below.
        let why = check(input, "llurdr\n", "ururrd\n").unwrap_err();
        assert!(why.contains("move 2 `r` is not possible"), "{}", why);
    }

    #[test]
    fn l_from_the_left_column_does_not_wrap() {
        let input = "1 2 3 5 7 6 4 8 x\n";
        assert_eq!(check(input, "luldrr\n", "luldrr\n"), Ok(None));
        // Down to the left end of the bottom row, then `l` to the row above.
        let why = check(input, "luldrr\n", "ulldld\n").unwrap_err();
        assert!(why.contains("move 5 `l` is not possible"), "{}", why);
    }

    // The old checker's faults (scripts/src/checkers.rs), a test named for
    // each, which fails on it.

    /// The old checker took the answer's length from the expected output:
    /// `puzzle 1: expected 19 moves, received 45`. POJ 1077 and HDU 1043
    /// accept any legal sequence that solves the puzzle.
    #[test]
    fn a_longer_legal_sequence_is_accepted_with_a_note() {
        // Left and back right 13 times, then the shortest answer: 45 moves.
        let longer = format!("{}{}", "lr".repeat(13), EIGHT_MOVES);
        assert_eq!(
            check(EIGHT, EIGHT_MOVES, &longer),
            Ok(Some(
                "puzzle 1: 45 moves, legal, the shortest has 19".to_string()
            ))
        );
        // Puzzles of an HDU input each by their own answer: the solved
        // board, one move away, the sample; only the longer ones noted.
        let input = format!(
            "1 2 3 4 5 6 7 8 x
1 2 3 4 5 6 7 x 8
{}",
            EIGHT
        );
        let expected = format!("\nr\n{}", EIGHT_MOVES);
        assert_eq!(
            check(&input, &expected, &format!("\nr\n{}", longer)),
            Ok(Some(
                "puzzle 3: 45 moves, legal, the shortest has 19".to_string()
            ))
        );
        assert_eq!(
            check(&input, &expected, &format!("lr\nrlr\n{}", EIGHT_MOVES)),
            Ok(Some(
                "puzzle 1: 2 moves, legal, the shortest has 0; \
                 puzzle 2: 3 moves, legal, the shortest has 1"
                    .to_string()
            ))
        );
        // An expected answer that is not shortest does not make a shorter
        // one wrong.
        let detour = "ullddrurdllurdruldrlr\n";
        let why = check(EIGHT, detour, EIGHT_MOVES).unwrap().unwrap();
        assert!(
            why.contains("19 moves, legal, shorter than the expected 21"),
            "{}",
            why
        );
        // Longer and wrong is still wrong.
        let past_the_goal = format!("{}l\n", EIGHT_MOVES.trim_end());
        let why = check(EIGHT, EIGHT_MOVES, &past_the_goal).unwrap_err();
        assert!(why.contains("not at the goal"), "{}", why);
    }

    /// The old checker compared lengths first, so an illegal move showed
    /// only as a wrong count (`expected 19 moves, received 18`).
    #[test]
    fn legality_is_checked_before_length() {
        // `r` with the space in the right column, 18 moves in all.
        let why = check(EIGHT, EIGHT_MOVES, "rllddrurdllurdruld\n").unwrap_err();
        assert!(why.contains("move 1 `r` is not possible"), "{}", why);
        // The shortest answer, then `d` off the bottom edge: 21 moves.
        let off_the_bottom = format!("{}dd\n", EIGHT_MOVES.trim_end());
        let why = check(EIGHT, EIGHT_MOVES, &off_the_bottom).unwrap_err();
        assert!(why.contains("move 20 `d` is not possible"), "{}", why);
        // A letter that is no move, in a line of the wrong length.
        let why = check(EIGHT, EIGHT_MOVES, "uLLdd\n").unwrap_err();
        assert!(why.contains("move 2 `L` is not possible"), "{}", why);
    }

    /// The old checker counted every line of the output, so one blank line
    /// after the last answer was `expected 1 lines, one per puzzle,
    /// received 2`. Judges do not read blank lines at the end.
    #[test]
    fn one_extra_trailing_newline_is_not_a_wrong_answer() {
        let one_more = format!("{}\n", EIGHT_MOVES);
        assert_eq!(check(EIGHT, EIGHT_MOVES, &one_more), Ok(None));
        assert_eq!(check(EIGHT, &one_more, EIGHT_MOVES), Ok(None));
        let crlf_blanks = EIGHT_MOVES.replace('\n', "\r\n\r\n \r\n");
        assert_eq!(check(EIGHT, EIGHT_MOVES, &crlf_blanks), Ok(None));
        // A solved last puzzle is answered by an empty line: missing at the
        // very end, or doubled, it is the same output.
        let input = format!("{}1 2 3 4 5 6 7 8 x\n", EIGHT);
        let expected = format!("{}\n", EIGHT_MOVES);
        for received in [EIGHT_MOVES, &expected, &format!("{}\n\n", EIGHT_MOVES)] {
            assert_eq!(
                check(&input, &expected, received),
                Ok(None),
                "{:?}",
                received
            );
        }
        // A blank line between two answers still counts.
        let two = format!("{}{}", EIGHT, EIGHT);
        let answers = format!("{}{}", EIGHT_MOVES, EIGHT_MOVES);
        let spread = format!("{}\n{}", EIGHT_MOVES, EIGHT_MOVES);
        assert!(check(&two, &answers, &spread)
            .unwrap_err()
            .contains("expected 2 lines, one per puzzle, received 3"));
    }
}
