//! The lab (`src/lab.rs`): generated inputs are valid and hold the traps,
//! shrinking makes them smaller, the traces and the table's figure count
//! what the solutions do, and the checker accepts any legal solution and
//! nothing else.

use judging::testing::Rng;
use poj_1077::contest::{self, Board, GOAL};
use poj_1077::lab::{self, check, LAB};
use template::perm::{rank, FACTORIAL};

thread_local! {
    static TABLE: Vec<u8> =
        template::table::distances(FACTORIAL[9], rank(&GOAL), contest::slides);
}

fn read_all(input: &str) -> Result<Vec<Board>, String> {
    match contest::read_puzzles(input) {
        (boards, None) => Ok(boards),
        (_, Some(message)) => Err(message),
    }
}

/// The contest version's answers, puzzle by puzzle from the table it
/// builds (`contest::solve` would build it again for every input), each
/// as long as the fast version's.
fn answers(input: &str) -> Vec<String> {
    let boards = read_all(input).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    let shortest = |board: &Board| TABLE.with(|table| contest::answer(table, board));
    let lines: Vec<String> = boards
        .iter()
        .map(|board| shortest(board).unwrap_or_else(|| "unsolvable".to_string()))
        .collect();
    let mut out_fast = String::new();
    poj_1077::fast::solve(input, &mut out_fast).unwrap();
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
        let input = (LAB.generate)(&mut rng, round % 101);
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
        assert_eq!((LAB.generate)(&mut a, size), (LAB.generate)(&mut b, size));
    }
}

#[test]
fn shrink_candidates_are_valid_and_smaller() {
    let mut rng = Rng::new(31);
    for round in 0..100 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let puzzles = read_all(&input).unwrap().len();
        let moves: usize = answers(&input).iter().map(|l| l.len()).sum();
        for candidate in (LAB.shrink)(&input) {
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
        (LAB.shrink)(two)[..2],
        ["1 2 3 4 5 6 7 8 x\n", "8 6 7 2 5 4 3 x 1\n"]
    );
    // One puzzle: half way, then one move nearer.
    let nearer = (LAB.shrink)("8 6 7 2 5 4 3 x 1\n");
    let lengths: Vec<usize> = nearer.iter().map(|c| answers(c)[0].len()).collect();
    assert_eq!(lengths, [16, 30]);
    assert!((LAB.shrink)("1 2 3 4 5 6 7 8 x\n").is_empty());
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
            let traced = (LAB.trace)(&sample.input, case + 1).unwrap();
            let expected = Some(line.len()).filter(|_| line != "unsolvable");
            assert_eq!(traced.one_way.distance, expected, "{}", sample.name);
            assert_eq!(traced.two_way.distance, expected, "{}", sample.name);
        }
    }
    assert!((LAB.trace)("1 2 3 4 5 6 7 8 x", 2).is_err());
    assert!((LAB.trace)("1 2 3 4 5 6 7 8 8", 1).is_err());
}

#[test]
fn the_chart_input_is_the_official_sample() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    assert_eq!(input.split_whitespace().collect::<String>(), "23415x768");
    let traced = (LAB.trace)(&input, 1).unwrap();
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
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
        10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2, 0,
    ];
    let figure = lab::table_figure().unwrap();
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
