//! The lab (`src/lab.rs`): its random inputs are valid and hold the traps,
//! its random walks take legal moves, shrinking keeps inputs valid and
//! smaller, its traces are the contest version's searches and find the
//! solution's answers; and its checker accepts every shortest legal answer
//! and refuses the rest, legality before length.

use bw_swap::contest::{self, Packing};
use bw_swap::fast::{self, Board};
use bw_swap::lab::*;
use judging::testing::Rng;
use judging::trace::Side;

fn generate(rng: &mut Rng, size: u32) -> String {
    (LAB.generate)(rng, size)
}

fn shrink(input: &str) -> Vec<String> {
    (LAB.shrink)(input)
}

fn trace(input: &str, case: usize) -> Result<judging::trace::Trace, String> {
    (LAB.trace)(input, case)
}

/// The collection's answer to `input`: the number of moves, or `None`
/// for `unsolvable`; panics on an error.
fn answer(input: &str) -> Option<usize> {
    let mut out = String::new();
    fast::solve(input, &mut out).unwrap_or_else(|e| panic!("{}:\n{}", e, input));
    out.lines().next().unwrap().parse().ok()
}

/// Whether `src/main.rs` searches some region of `input` through a
/// mirror.
fn mirrored_somewhere(input: &str) -> bool {
    let (start, goal) = fast::read_boards(input).unwrap();
    let searches = fast::region_searches(&start, &goal);
    searches.map_or(false, |s| s.iter().any(|s| s.mirror.is_some()))
}

/// Whether the contest version searches `input` through its mirror
/// (its goal is the start seen in one).
fn contest_mirrors(input: &str) -> bool {
    let (width, start, goal) = contest::read(input).unwrap();
    let packed = Packing::new(width, &start, &goal);
    packed.map_or(false, |(from, to, packing)| {
        from != to && packing.mirrored(from) == to
    })
}

#[test]
fn generated_inputs_are_valid_and_hold_the_traps() {
    let mut rng = Rng::new(1);
    let (mut zero, mut unsolvable, mut mirrored, mut one_kind, mut classic) = (0, 0, 0, 0, 0);
    let (mut largest, mut contest_mirrored) = (0, 0);
    let count = 600;
    for input_number in 0..count {
        let size = (input_number % 101) as u32;
        let input = generate(&mut rng, size);
        let (start, _) = fast::read_boards(&input).unwrap();
        let cells = start.cells.len();
        if !input.is_empty() && input != fast::CLASSIC {
            assert!(cells <= 2 + 62 * size as usize / 100, "{}", input);
        } else {
            classic += 1;
        }
        largest = largest.max(cells);
        match answer(&input) {
            Some(0) => zero += 1,
            None => unsolvable += 1,
            _ => {}
        }
        mirrored += usize::from(mirrored_somewhere(&input));
        // Within the contest version's promise: a state fits one word.
        let (width, start_cells, goal_cells) = contest::read(&input).unwrap();
        let packed = Packing::new(width, &start_cells, &goal_cells);
        assert!(packed.is_ok(), "{:?}\n{}", packed.err(), input);
        contest_mirrored += usize::from(contest_mirrors(&input));
        let mut kinds: Vec<u8> = start.cells.clone();
        kinds.retain(|&c| c != b'#' && c != b'.');
        kinds.sort_unstable();
        kinds.dedup();
        one_kind += usize::from(kinds.len() == 1);
    }
    println!(
        "{} inputs: {} start = goal, {} unsolvable, {} mirrored ({} by the contest version), \
         {} of one kind, {} classic",
        count, zero, unsolvable, mirrored, contest_mirrored, one_kind, classic
    );
    assert!(largest >= 60, "{}", largest);
    // At the largest size, boards of all 64 cells come up.
    let full = (0..60)
        .map(|_| generate(&mut rng, 100))
        .filter(|input| fast::read_boards(input).unwrap().0.cells.len() == 64)
        .count();
    assert!(full >= 5, "{}", full);
    for trap in [zero, unsolvable, mirrored, contest_mirrored, one_kind] {
        assert!(trap * 16 > count, "{} of {}", trap, count);
    }
    assert!(classic > 5);
}

#[test]
fn size_zero_is_tiny_and_generation_is_deterministic() {
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let input = generate(&mut rng, 0);
        let (start, _) = fast::read_boards(&input).unwrap();
        assert!(start.cells.len() <= 2, "{}", input);
    }
    assert_eq!(
        generate(&mut Rng::new(3), 50),
        generate(&mut Rng::new(3), 50)
    );
}

/// Random walks take legal moves only: each step is one the checker
/// accepts, and one the contest version's moves reach.
#[test]
fn walks_are_legal_moves() {
    let mut rng = Rng::new(10);
    let mut steps = 0;
    for _ in 0..600 {
        let size = rng.range(0, 20) as u32;
        let input = generate(&mut rng, size);
        let (start, _) = fast::read_boards(&input).unwrap();
        for next in next_boards(&start) {
            let rows = |board: &Board| split_boards(&text(board)).remove(0);
            assert_eq!(legal_move(&rows(&start), &rows(&next)), Ok(()), "{}", input);
            steps += 1;
        }
        let (width, cells) = (start.width, &start.cells);
        if let Ok((from, _, packing)) = Packing::new(width, cells, cells) {
            let reached: Vec<String> = (packing.successors(from).into_iter())
                .map(|state| packing.draw(state, cells, width))
                .collect();
            let walked: Vec<String> = next_boards(&start).iter().map(text).collect();
            assert_eq!(sorted(reached), sorted(walked), "{}", input);
        }
    }
    assert!(steps > 1000, "{}", steps);
}

fn sorted(mut texts: Vec<String>) -> Vec<String> {
    texts.sort();
    texts
}

/// Open cells, distinct kinds of piece, cells: a candidate must have
/// fewer of one and no more of the others.
fn measure(input: &str) -> (usize, usize, usize) {
    let (start, goal) = fast::read_boards(input).unwrap();
    let mut kinds: Vec<u8> = start.cells.iter().chain(&goal.cells).copied().collect();
    kinds.retain(|&c| c != b'#' && c != b'.');
    kinds.sort_unstable();
    kinds.dedup();
    let open = start.cells.iter().filter(|&&c| c != b'#').count();
    (start.cells.len(), kinds.len(), open)
}

#[test]
fn shrinking_keeps_inputs_valid_and_smaller() {
    let mut rng = Rng::new(8);
    let mut tried = 0;
    for _ in 0..60 {
        let input = generate(&mut rng, 40);
        let before = measure(&input);
        for candidate in shrink(&input) {
            let after = measure(&candidate);
            assert!(
                after.0 <= before.0 && after.1 <= before.1 && after.2 <= before.2,
                "{:?} -> {:?}",
                before,
                after
            );
            assert_ne!(after, before);
            // Valid: a board smaller still may need more moves, so the
            // solution may give up on it, but not fail otherwise.
            let mut out = String::new();
            if let Err(why) = fast::solve(&candidate, &mut out) {
                assert!(why.starts_with("gave up after"), "{}: {}", why, candidate);
            }
            tried += 1;
        }
    }
    assert!(tried > 200);
    // The classic shrinks from its written-out boards; one cell is the
    // end of the line.
    let classic = measure(fast::CLASSIC);
    assert!(shrink("").iter().all(|c| measure(c) != classic));
    assert!(shrink("A\n\nA\n").is_empty());
    assert!(shrink("not two boards").is_empty());
}

#[test]
fn traced_answers_are_the_solution_s_answers_on_the_samples() {
    for sample in judging::testing::samples("bw-swap") {
        let moves = answer(&sample.input);
        let traced = trace(&sample.input, 1).unwrap();
        assert_eq!(traced.two_way.distance, moves, "{}", sample.name);
        assert_eq!(traced.meeting.is_some(), moves.is_some());
        if !traced.one_way.capped {
            assert_eq!(traced.one_way.distance, moves, "{}", sample.name);
        }
        assert!(trace(&sample.input, 2).is_err());
    }
}

/// The mirrored search the trace records, on 300 generated inputs where
/// the contest version searches through its mirror: the solution's
/// distance, one side only, and a meeting state as far from the start
/// and from the goal as the trace says (measured by the fast version),
/// on odd and even paths, through each of the three mirrors.
#[test]
fn the_mirrored_search_finds_the_distance_and_a_state_halfway() {
    let mut rng = Rng::new(9);
    let (mut compared, mut odd, mut even) = (0, 0, 0);
    let mut mirrors = [0; 4];
    while compared < 300 {
        let size = rng.range(0, 30) as u32;
        let input = generate(&mut rng, size);
        // The classic board is the chart's, tested below.
        if input.trim().is_empty() || input == fast::CLASSIC || !contest_mirrors(&input) {
            continue;
        }
        let traced = trace(&input, 1).unwrap();
        let moves = answer(&input);
        assert_eq!(traced.two_way.distance, moves, "{}", input);
        assert!(
            traced.title.ends_with("one side searched"),
            "{}",
            traced.title
        );
        assert!(!traced.two_way.grew(Side::Backward));
        assert!(traced
            .two_way
            .layers
            .iter()
            .all(|l| l.side == Side::Forward));
        let (start, goal) = fast::read_boards(&input).unwrap();
        if let (Some(moves), Some(at)) = (moves, &traced.meeting) {
            let from_start = traced.two_way.deepest(Side::Forward);
            let at_board = Board {
                width: start.width,
                cells: at.replace('/', "").into_bytes(),
            };
            let to_at = input_of(&start, &at_board);
            let from_at = input_of(&at_board, &goal);
            assert_eq!(answer(&to_at), Some(from_start), "{}\n{}", input, at);
            assert_eq!(answer(&from_at), Some(moves - from_start), "{}", input);
            odd += moves % 2;
            even += 1 - moves % 2;
        }
        mirrors[whole_board_symmetry(&start, &goal).unwrap().0] += 1;
        compared += 1;
    }
    println!("{} odd, {} even; mirrors {:?}", odd, even, mirrors);
    assert!(odd >= 60 && even >= 60, "{} {}", odd, even);
    assert!(mirrors[1..].iter().all(|&m| m >= 20), "{:?}", mirrors);
}

/// The trace's searches are the contest version's: the template's
/// searches with the contest version's moves (and mirror, where the goal
/// is the start's mirror image) find the very path the contest version
/// prints, board for board, on random boards.
#[test]
fn the_traced_searches_are_the_contest_version_s() {
    let mut rng = Rng::new(11);
    let (mut compared, mut mirrored) = (0, 0);
    while compared < 300 || mirrored < 50 {
        let size = rng.range(0, 20) as u32;
        let input = generate(&mut rng, size);
        let mut printed = String::new();
        if input.trim().is_empty() || contest::solve(&input, &mut printed).is_err() {
            continue;
        }
        let (width, start, goal) = contest::read(&input).unwrap();
        let (from, to, packing) = Packing::new(width, &start, &goal).unwrap();
        let moves = |state: &u64| packing.successors(*state);
        let image = |state: &u64| packing.mirrored(*state);
        let path = if image(&from) == to {
            mirrored += usize::from(from != to);
            template::mirror::path(from, image, moves, usize::MAX)
        } else {
            template::bibfs::path(from, to, moves, moves, usize::MAX)
        };
        let mut replayed = match &path {
            None => "unsolvable\n".to_string(),
            Some(path) => format!("{}\n", path.len() - 1),
        };
        for &state in path.iter().flatten() {
            replayed.push_str(&packing.draw(state, &start, width));
            replayed.push('\n');
        }
        assert_eq!(replayed, printed, "{}", input);
        compared += 1;
    }
}

/// The figures of the chapter, from the trace of the charted input.
#[test]
fn the_chart_input_is_the_classic_searched_once() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = trace(&input, 1).unwrap();
    // BLACK/#.#.#/WHITE -> WHITE/#.#.#/BLACK
    let boards = fast::CLASSIC
        .trim()
        .replace("\n\n", " -> ")
        .replace('\n', "/");
    assert_eq!(
        traced.title,
        format!(
            "bw-swap: {}, the start flipped top to bottom: one side searched",
            boards
        )
    );
    assert_eq!(traced.two_way.distance, Some(56));
    // The one-way search stops at its cap, 31 moves from the start.
    assert!(traced.one_way.capped && traced.one_way.distance.is_none());
    assert_eq!(traced.one_way.stored(), ONE_WAY_CAP);
    assert_eq!(traced.one_way.deepest(Side::OneWay), 31);
    // One side, layers 0 to 28, as src/main.rs stores them.
    let layers = &traced.two_way.layers;
    assert_eq!(layers.len(), 29);
    assert!(layers.iter().all(|l| l.side == Side::Forward && !l.partial));
    assert_eq!(traced.two_way.stored(), 1_274_273);
    // The one-way search's layers are the same as far as both go.
    for (mirrored, one_way) in layers.iter().zip(&traced.one_way.layers) {
        if !one_way.partial {
            assert_eq!(mirrored.size, one_way.size, "depth {}", mirrored.depth);
            assert_eq!(
                mirrored.generated, one_way.generated,
                "depth {}",
                mirrored.depth
            );
        }
    }
    // Where the contest version meets: the first even pair in its
    // lookup order (the first state of layer 28 whose image is stored).
    let meeting = traced.meeting.as_deref().unwrap();
    assert_eq!(meeting, "W.CHK/#A#I#/ELT.B");
    assert!(traced.notes[1].starts_with("the goal is the start flipped top to bottom"));
    assert!(
        traced.notes[2].contains("29 layers (depths 0 to 28) and stored 1,274,273 states"),
        "{}",
        traced.notes[2]
    );
    assert!(traced.notes[2].contains("56 moves, an even path"));
    assert!(
        traced.notes[3].contains("2,252,877 stored (1,274,273 forward, 978,604 backward)"),
        "{}",
        traced.notes[3]
    );
}

/// The contest version gives up exactly where its search, recorded by
/// the trace, stores more than `MOST_STATES` states beside its roots:
/// its guard counts what the search stores. The classic board (through
/// the mirror) and a far goal (both ways) are solved; the classic board
/// with its last wall opened stores 3,394,570 through the mirror, and
/// the same board to its rows reversed about 8 million both ways (the
/// trace stops at its cap of 4 million): the contest version gives up.
#[test]
fn the_contest_version_gives_up_where_its_search_stores_too_many() {
    let far_goal = "BLACK\n#.#.#\nWHITE\n\nWCAB.\n#T#L#\n.EIHK\n";
    let opened = "BLACK\n..#..\nWHITE\n\nWHITE\n..#..\nBLACK\n";
    let reversed = "BLACK\n#.#..\nWHITE\n\nKCALB\n#.#..\nETIHW\n";
    let cases = [
        ("", 1_274_273, false),
        (far_goal, 2_131_713, false),
        (opened, 3_394_571, true),
        (reversed, SEARCH_CAP, true),
    ];
    for (input, stored, gives_up) in cases {
        let traced = trace(input, 1).unwrap();
        assert_eq!(traced.two_way.stored(), stored, "{:?}", input);
        let roots = if contest_mirrors(input) { 1 } else { 2 };
        let beside_roots = traced.two_way.stored() - roots;
        assert_eq!(beside_roots > contest::MOST_STATES, gives_up, "{:?}", input);
        let refused = contest::solve(input, &mut String::new());
        assert_eq!(refused.is_err(), gives_up, "{:?}", input);
    }
}

// The checker.

#[test]
fn legal_shortest_sequences_are_accepted() {
    // One piece carried along two empty cells is one move.
    assert_eq!(
        check("A..\n\n..A\n", "1\nA..\n\n..A\n\n", "1\nA..\n\n..A\n\n"),
        Ok(None)
    );
    let input = "AB\n..\n\nBA\n..\n";
    let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
    let other = "3\nAB\n..\n\n.B\nA.\n\nB.\nA.\n\nBA\n..\n\n";
    assert_eq!(check(input, expected, other), Ok(None));
    assert_eq!(
        check(input, expected, &other.replace('\n', "\r\n")),
        Ok(None)
    );
    assert_eq!(
        check("AB.\n\n.BA\n", "unsolvable\n", "unsolvable\n"),
        Ok(None)
    );
}

#[test]
fn illegal_or_longer_sequences_are_refused() {
    let input = "AB\n..\n\nBA\n..\n";
    let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
    let refuse = |received: &str| check(input, expected, received).unwrap_err();
    assert!(refuse("3\nAB\n..\n\nBA\n..\n\nAB\n..\n\nBA\n..\n\n").contains("cells changed"));
    // A piece that changes its letter on the way.
    assert!(refuse(&expected.replace(".A\n.B", ".C\n.B")).contains("one piece"));
    // Legal boards under a wrong count.
    let miscounted = refuse(&expected.replacen('3', "2", 1));
    assert!(
        miscounted.contains("says 2 moves, but 4 boards follow"),
        "{}",
        miscounted
    );
    // Five legal moves, B down and back up once more than needed.
    let longer = "5\nAB\n..\n\nA.\n.B\n\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
    assert_eq!(
        refuse(longer),
        "5 legal moves, not a shortest solution: the shortest has 3"
    );
    assert!(refuse("unsolvable\n").contains("expected 3 moves, received `unsolvable`"));
    assert!(refuse("unsolvable\nAB\n..\n").contains("followed by more lines"));
    let wrong_start = "3\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\nBA\n..\n\n";
    assert!(refuse(wrong_start).contains("start"));
    assert!(refuse("3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\n").contains("not the goal"));
    assert!(refuse("three\n").contains("line 1"));
    assert!(refuse("").contains("empty"));
    // Jumping over a piece: no empty path from A to the far cell.
    let jump = check("AB.\n\n.BA\n", "1\nAB.\n\n.BA\n\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
    assert!(jump.contains("no empty path"), "{}", jump);
    assert!(check("AB.\n\n.BA\n", "unsolvable\n", "0\nAB.\n\n").is_err());
}

/// Legality before length: an answer whose count differs from the
/// expected one and whose boards break a rule is told the rule (the
/// checker used to say only `expected 3 moves, received `1``).
#[test]
fn an_illegal_answer_is_told_its_illegal_move_not_its_count() {
    let input = "AB\n..\n\nBA\n..\n";
    let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
    // Two pieces swapped at once.
    let why = check(input, expected, "1\nAB\n..\n\nBA\n..\n\n").unwrap_err();
    assert_eq!(why, "move 1: 2 cells changed, not one piece moved");
    // A piece carried through another.
    let why = check("AB.\n\n.BA\n", "unsolvable\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
    assert!(why.starts_with("move 1: no empty path"), "{}", why);
}

/// Blank lines at the very end do not count, as judges compare: the
/// blank line after the last board may be missing (the checker used
/// to refuse that), or there may be several, with spaces in them.
#[test]
fn blank_lines_at_the_end_do_not_count() {
    let input = "AB\n..\n\nBA\n..\n";
    let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
    let bare = expected.trim_end();
    assert_eq!(check(input, expected, bare), Ok(None));
    assert_eq!(check(input, expected, &format!("{}\n", bare)), Ok(None));
    assert_eq!(
        check(input, expected, &format!("{}\n\n \n\t\n", bare)),
        Ok(None)
    );
    assert_eq!(
        check(input, expected, &format!("{}\r\n\r\n\r\n", bare)),
        Ok(None)
    );
    assert_eq!(
        check("AB\n\nBA\n", "unsolvable\n", "unsolvable\n\n\n"),
        Ok(None)
    );
}

// The checker takes the number of moves from the expected output, so
// the next instances need not be solvable: each is one move that a
// wrong program might print.

#[test]
fn a_wall_is_not_a_piece() {
    let why = check("#..\n\n..#\n", "1\n", "1\n#..\n\n..#\n\n").unwrap_err();
    assert!(why.contains("carry one piece"), "{}", why);
}

#[test]
fn a_piece_does_not_change_its_letter_on_the_way() {
    let why = check("A..\n\n..B\n", "1\n", "1\nA..\n\n..B\n\n").unwrap_err();
    assert!(why.contains("carry one piece"), "{}", why);
}

#[test]
fn a_board_that_changes_shape_is_refused() {
    // A row grows a cell in the middle board; the rows still match in
    // number.
    let input = "A..\n\n..A\n";
    let why = check(input, "2\n", "2\nA..\n\n.A..\n\n..A\n\n").unwrap_err();
    assert!(why.contains("move 1: the board changed shape"), "{}", why);
    // A row appears in the middle board; the rows there all match.
    let why = check(input, "2\n", "2\nA..\n\n.A.\n...\n\n..A\n\n").unwrap_err();
    assert!(why.contains("move 1: the board changed shape"), "{}", why);
}

#[test]
fn empty_input_means_the_classic_board() {
    // The classic start, then its goal in one move: ten cells change.
    let one_move = format!("1\n{}\n", fast::CLASSIC);
    let refuse = check("", "56\n", &one_move).unwrap_err();
    assert!(refuse.starts_with("move 1: 10 cells changed"), "{}", refuse);
    let goal = fast::CLASSIC.split_once("\n\n").unwrap().1;
    let refuse = check("\r\n", "0\n", &format!("0\n{}\n", goal)).unwrap_err();
    assert!(refuse.contains("start"), "{}", refuse);
    let mut solved = String::new();
    fast::solve("", &mut solved).unwrap();
    assert_eq!(check("", "56\n", &solved), Ok(None));
    assert_eq!(check(" \n", "56\n", &solved), Ok(None));
}

#[test]
fn a_wrong_expected_output_is_the_checker_s_error() {
    let input = "A.\n\n.A\n";
    let why = check(input, "unsolvable\n", "1\nA.\n\n.A\n\n").unwrap_err();
    assert!(why.starts_with("checker: 1 legal moves"), "{}", why);
    let why = check(input, "2\n", "1\nA.\n\n.A\n\n").unwrap_err();
    assert!(why.starts_with("checker: 1 legal moves, fewer"), "{}", why);
    assert!(check("A.\n", "1\n", "1\n")
        .unwrap_err()
        .contains("holds 1 boards"));
}
