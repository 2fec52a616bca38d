//! The lab (`src/lab.rs`): its random boards are valid and draw the traps,
//! the symmetries keep the answer, the goal set and the moves backwards
//! are right, and the trace, virtual goal and all, agrees with the solution.

use judging::testing::Rng;
use judging::trace::{Search, Side};
use wikioi_1004::fast::{self as solution, State};
use wikioi_1004::lab::{self, DEEPEST, GOAL_POSITIONS, LAB};

fn answer(input: &str) -> usize {
    let mut out = String::new();
    solution::solve(input, &mut out).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
    out.trim().parse().unwrap()
}

fn read(text: &str) -> State {
    solution::read_board(text).unwrap()
}

/// Four rows of `B`, `W` and `O`.
fn rows(board: &State) -> String {
    let cell = |c: usize| match (board.black >> c & 1, board.white >> c & 1) {
        (1, _) => "B",
        (_, 1) => "W",
        _ => "O",
    };
    let row = |r: usize| (4 * r..4 * r + 4).map(cell).collect::<String>() + "\n";
    (0..4).map(row).collect()
}

#[test]
fn generated_boards_are_valid_and_the_traps_appear() {
    let mut rng = Rng::new(1004);
    let (mut at_start, mut stuck, mut deepest) = (0, 0, 0);
    for round in 0..2000 {
        let input = (LAB.generate)(&mut rng, round % 101);
        let moves = answer(&input);
        at_start += usize::from(moves == 0);
        stuck += usize::from(lab::stuck(&read(&input)));
        deepest += usize::from(moves == 7);
    }
    assert!(
        at_start > 150,
        "{} boards with a line at the start",
        at_start
    );
    assert!(stuck > 150, "{} boards where a colour cannot move", stuck);
    assert!(deepest > 100, "{} deepest boards", deepest);
}

#[test]
fn generation_is_deterministic() {
    let (mut a, mut b) = (Rng::new(3), Rng::new(3));
    for size in 0..=100 {
        assert_eq!((LAB.generate)(&mut a, size), (LAB.generate)(&mut b, size));
    }
}

#[test]
fn symmetric_boards_keep_the_answer() {
    for text in ["BWBO WBWB BWBW WBWO", "OWBW WWBB OWBB WBWB"] {
        let board = read(text);
        for which in 0..16 {
            let image = rows(&lab::symmetric(&board, which));
            assert_eq!(answer(&image), answer(text), "{} -> {}", text, image);
        }
    }
    for text in DEEPEST {
        assert_eq!(answer(text), 7);
    }
    assert!(lab::stuck(&read("OOBW BBWW BWBW WBWB")));
    assert!(!lab::stuck(&read("BWBO WBWB BWBW WBWO")));
}

#[test]
fn shrink_only_rewrites_the_layout() {
    let rows = "BWBO\nWBWB\nBWBW\nWBWO\n";
    assert!((LAB.shrink)(rows).is_empty());
    assert_eq!((LAB.shrink)("BWBO WBWB BWBW WBWO"), [rows]);
    assert_eq!((LAB.shrink)(&rows.replace('\n', "\r\n")), [rows]);
}

#[test]
fn the_goal_set_and_the_moves_backwards() {
    assert_eq!(lab::all_boards().len(), 411_840);
    let official = read("BWBO WBWB BWBW WBWO");
    assert_eq!(lab::goal_positions(&official).len() as u64, GOAL_POSITIONS);
    // A start with a line is a goal too, with `Either` to move.
    let lined = read("BBBB WWWW BBBW WWOO");
    let goals = lab::goal_positions(&lined);
    assert_eq!(goals.len() as u64, GOAL_POSITIONS + 1);
    assert_eq!(goals.last(), Some(&lined));
    assert!(goals.iter().all(solution::has_line));
    // Every predecessor leads back: `state` is among its successors.
    let mut rng = Rng::new(8);
    for _ in 0..500 {
        let board = read(&(LAB.generate)(&mut rng, 0));
        for state in solution::successors(&board) {
            for before in lab::predecessors(&state) {
                assert!(solution::successors(&before).contains(&state));
            }
            assert!(lab::predecessors(&state).contains(&board));
        }
    }
}

#[test]
fn traced_distances_are_the_solution_s() {
    for sample in judging::testing::samples("wikioi-1004") {
        let traced = (LAB.trace)(&sample.input, 1).unwrap();
        let moves = answer(&sample.input);
        assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
        assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
        assert!(traced.one_way.stored() < 1_000);
        if moves == 0 {
            // The forward side's first move is into the virtual goal:
            // the backward side never grows.
            assert_eq!(traced.two_way.stored(), 1, "{}", sample.name);
            assert!(!traced.two_way.grew(Side::Backward));
        } else {
            // The goal set alone outweighs the one-way search many times.
            assert!(traced.two_way.stored() > 283_072, "{}", sample.name);
        }
    }
    assert!((LAB.trace)("BWBO WBWB BWBW WBWO", 2).is_err());
    assert!((LAB.trace)("BWBO WBWB BWBW WBWB", 1).is_err());
}

/// The virtual goal adds one move to every path and one root to the
/// backward side; the trace takes both off again. Over boards with the
/// traps: the distance is the answer, the sides meet at a position
/// with a line as many moves from the start, and the backward side
/// never grows past the goal set.
#[test]
fn the_virtual_goal_costs_one_move_taken_off_again() {
    let mut rng = Rng::new(1195);
    for round in 0..40 {
        let input = (LAB.generate)(&mut rng, round);
        let (two_way, meeting) = lab::two_way(read(&input));
        let moves = answer(&input);
        assert_eq!(two_way.distance, Some(moves), "{}", input);
        let meeting = meeting.unwrap();
        assert!(solution::has_line(&meeting), "{}", input);
        assert_eq!(two_way.deepest(Side::Forward), moves, "{}", input);
        let backward: Vec<_> = two_way
            .layers
            .iter()
            .filter(|layer| layer.side == Side::Backward)
            .collect();
        assert!(backward.len() <= 1, "{}", input);
        if let Some(goal_layer) = backward.first() {
            assert_eq!(goal_layer.depth, 0);
            assert!(goal_layer.size as u64 <= GOAL_POSITIONS);
            assert_eq!(goal_layer.stored, goal_layer.size);
            assert!(goal_layer.generated >= goal_layer.size as u64);
        }
    }
}

#[test]
fn a_line_one_move_away_meets_inside_the_goal_layer() {
    // The forward side's first layer (5 positions, grown whole: its
    // frontier was no larger than the virtual goal's) holds a line, so
    // the backward side meets it before it stores the whole goal set.
    let traced = (LAB.trace)("BBBO WWWB BWBW WOWB", 1).unwrap();
    assert_eq!(traced.two_way.distance, Some(1));
    assert_eq!(traced.meeting.as_deref(), Some("BBBB/WWWO/BWBW/WOWB"));
    let goal_layer = traced.two_way.layers.last().unwrap();
    assert_eq!(goal_layer.side, Side::Backward);
    assert_eq!((goal_layer.depth, goal_layer.partial), (0, true));
    assert!((goal_layer.size as u64) < GOAL_POSITIONS);
    assert!(traced
        .notes
        .iter()
        .any(|n| n.contains("inside the goal layer")));
}

#[test]
fn the_chart_input_is_a_deepest_board() {
    let input = std::fs::read_to_string(judging::workspace::root().join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    assert_eq!(
        traced.title,
        "wikioi-1004: OOBB/BWWB/BWBW/WBWW -> a line of four"
    );
    let (one, two) = (&traced.one_way, &traced.two_way);
    assert_eq!((one.distance, two.distance), (Some(7), Some(7)));
    // The forward side repeats the one-way search layer for layer.
    let sizes = |search: &Search, side| -> Vec<usize> {
        let layers = search.layers.iter().filter(|layer| layer.side == side);
        layers.map(|layer| layer.size).collect()
    };
    assert_eq!(sizes(two, Side::Forward), sizes(one, Side::OneWay));
    // The backward side: the whole goal set in one layer, at depth 0.
    let goal_layer = two.layers.iter().find(|l| l.side == Side::Backward);
    let goal_layer = goal_layer.unwrap();
    assert_eq!((goal_layer.depth, goal_layer.partial), (0, false));
    assert_eq!(goal_layer.size as u64, GOAL_POSITIONS);
    assert_eq!(sizes(two, Side::Backward).len(), 1);
    // The chapter's point: that first layer alone outweighs the whole
    // one-way search, and the two-way search generates it too.
    assert_eq!(two.stored(), one.stored() + goal_layer.size);
    // Generated: the goal set on top of the one-way search's, give or
    // take the rest of one move list (each search stops part-way
    // through the list of the state where it stops; at most 8 moves).
    let extra = two.generated() as i64 - (one.generated() + GOAL_POSITIONS) as i64;
    assert!(extra.abs() <= 8, "{}", extra);
}
