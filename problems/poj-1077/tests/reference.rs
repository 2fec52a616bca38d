//! Both versions, called in-process, against a plain BFS from the goal (tests/common): every
//! board of the puzzle, the hardest and nearest boards, random ones, inputs on both sides of
//! the fast version's switch to its table, and the exact messages for malformed input.

use poj_1077::fast;

use poj_1077::contest;

mod common;

use common::{all_boards, input_of, text, Board, Reference};
use judging::testing::Rng;
use template::perm::rank;

type Solve = fn(&str, &mut String) -> Result<(), String>;

/// Every version's `solve`, named.
const VERSIONS: [(&str, Solve); 2] = [("fast", fast::solve), ("contest", contest::solve)];

/// Runs `solve` in-process on an input that must be well formed.
fn answer(solve: Solve, input: &str) -> String {
    let mut out = String::new();
    if let Err(message) = solve(input, &mut out) {
        panic!("rejected: {}\ninput:\n{}", message, input);
    }
    out
}

#[test]
fn the_reference_finds_the_known_layer_sizes() {
    // OEIS A089473: boards of the 8-puzzle at each distance from a corner-space goal.
    let known = [
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
        10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
    ];
    let reference = Reference::new();
    assert_eq!(reference.layer_sizes(), known);
    assert_eq!(reference.distance.len(), 181_440);
}

/// Both versions' table, the contest version's only path and the fast version's past its
/// switch: all 362,880 boards as one multi-case input.
#[test]
fn every_board_in_one_input() {
    let reference = Reference::new();
    let boards = all_boards();
    assert_eq!(boards.len(), 362_880);
    let input = input_of(&boards);
    for (name, solve) in VERSIONS {
        let output = answer(solve, &input);
        reference
            .check_output(&boards, &output)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        let unsolvable = output.lines().filter(|&l| l == "unsolvable").count();
        assert_eq!(unsolvable, 181_440, "{}", name);
        // The goal comes first in lexicographic order: zero moves, an empty line.
        assert!(output.starts_with('\n'), "{}", name);
    }
}

/// The fast version's per-puzzle path (bidirectional search): every board alone, as POJ
/// sends it. Release builds only.
#[test]
#[cfg_attr(debug_assertions, ignore)]
fn every_board_alone() {
    let reference = Reference::new();
    let boards = all_boards();
    // About 40 s of searching in all: spread over the cores.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = boards.len() / threads + 1;
    std::thread::scope(|scope| {
        for part in boards.chunks(chunk) {
            let reference = &reference;
            scope.spawn(move || {
                for board in part {
                    let output = answer(fast::solve, &text(board));
                    reference.check_output(&[*board], &output).unwrap();
                }
            });
        }
    });
}

/// Boards each as its own input, as POJ sends them: the fast version's per-puzzle path on the
/// hardest boards, the nearest ones, and random ones solvable or not; the contest version,
/// which builds its whole table for any input, on the ends of that list (the boards it walks
/// from are all in `every_board_in_one_input`).
#[test]
fn hard_near_and_random_boards_alone() {
    let reference = Reference::new();
    let mut boards: Vec<Board> = reference
        .distance
        .iter()
        .filter(|&(_, &d)| d >= 29 || d <= 3)
        .map(|(&board, _)| board)
        .collect();
    assert_eq!(boards.len(), 983 + 15);
    boards.sort_unstable_by_key(|board| std::cmp::Reverse(reference.distance[board]));
    let mut rng = Rng::new(1077);
    boards.extend((0..2000).map(|_| common::random_board(&mut rng)));
    for (name, solve) in VERSIONS {
        let tested: Vec<&Board> = if name == "contest" {
            // The two 31-move boards, then the ten random boards last in the list.
            boards[..2]
                .iter()
                .chain(&boards[boards.len() - 10..])
                .collect()
        } else {
            boards.iter().collect()
        };
        for board in tested {
            reference
                .check_output(&[*board], &answer(solve, &text(board)))
                .unwrap_or_else(|e| panic!("{}: {}", name, e));
        }
    }
}

/// Around the point where the fast version switches from one method to the other, with
/// unsolvable boards mixed in (they must not count towards the switch). The contest version
/// has no switch, and builds its table for every input: the first input of each size only.
#[test]
fn both_sides_of_the_switch() {
    let reference = Reference::new();
    let mut rng = Rng::new(43);
    for solvable in [1, 2, fast::PER_PUZZLE_LIMIT, fast::PER_PUZZLE_LIMIT + 1, 50] {
        for round in 0..20 {
            let mut boards = common::random_solvable_boards(&mut rng, solvable);
            boards.extend((0..rng.range(0, 5)).map(|_| {
                let board = common::random_board(&mut rng);
                common::unsolvable_from(&reference, board)
            }));
            rng.shuffle(&mut boards);
            let input = input_of(&boards);
            for (name, solve) in VERSIONS {
                if name == "contest" && round > 0 {
                    continue;
                }
                reference
                    .check_output(&boards, &answer(solve, &input))
                    .unwrap_or_else(|e| panic!("{}: {}", name, e));
            }
        }
    }
}

#[test]
fn the_moves_of_the_contest_version_are_the_puzzle_s() {
    // The lab traces these functions, and the contest version's table walks them by rank:
    // their boards must be exactly the reference's. The fast version's parity test, which the
    // lab uses to make unsolvable boards, must say which boards the reference reaches.
    let reference = Reference::new();
    let mut rng = Rng::new(9);
    for _ in 0..2000 {
        let board = common::random_board(&mut rng);
        let cells = board.map(|c| if c == b'x' { 0 } else { c - b'0' });
        let mut expected: Vec<[u8; 9]> = b"udlr"
            .iter()
            .filter_map(|&letter| common::apply(&board, letter))
            .map(|next| next.map(|c| if c == b'x' { 0 } else { c - b'0' }))
            .collect();
        let mut found = contest::successors(&cells);
        expected.sort_unstable();
        found.sort_unstable();
        assert_eq!(found, expected, "{}", text(&board));
        let mut ranks = contest::slides(rank(&cells));
        let mut expected_ranks: Vec<usize> = expected.iter().map(|next| rank(next)).collect();
        ranks.sort_unstable();
        expected_ranks.sort_unstable();
        assert_eq!(ranks, expected_ranks, "{}", text(&board));
        assert_eq!(
            fast::is_solvable(&cells),
            reference.distance.contains_key(&board),
            "{}",
            text(&board)
        );
    }
}

#[test]
fn malformed_input_gets_the_same_message_from_every_version() {
    let reference = Reference::new();
    for (answered, bad, message) in common::malformed_inputs() {
        let input = answered.clone() + &bad;
        for (name, solve) in VERSIONS {
            let mut out = String::new();
            assert_eq!(
                solve(&input, &mut out),
                Err(message.to_string()),
                "{}: {:?}",
                name,
                input
            );
            reference
                .check_output(&common::parse_boards(&answered), &out)
                .unwrap_or_else(|e| panic!("{}: {:?}: {}", name, input, e));
        }
    }
}

/// The judges and the lab's checker accept any legal sequence that solves a puzzle; the tests
/// hold the collection to shortest ones, by length against the reference's distance.
#[test]
fn the_reference_refuses_a_longer_answer_the_checker_accepts() {
    let reference = Reference::new();
    let official = *b"23415x768";
    let shortest = reference.shortest_moves(&official);
    assert_eq!(shortest.len(), 19);
    let longer = format!("lr{}", shortest);
    let why = reference.check(&official, &longer).unwrap_err();
    assert!(why.contains("21 moves, the shortest has 19"), "{}", why);
    let input = text(&official);
    let accepted = poj_1077::lab::check(&input, &shortest, &longer);
    assert_eq!(
        accepted,
        Ok(Some(
            "puzzle 1: 21 moves, legal, the shortest has 19".to_string()
        ))
    );
}

#[test]
fn the_switch_bench_input_sits_at_the_switch() {
    // `regenerate_bench_inputs` (tests/io.rs) writes it with the limit spelled out.
    let input = std::fs::read_to_string(common::bench_dir().join("at-the-switch.in")).unwrap();
    let boards = common::parse_boards(&input);
    let reference = Reference::new();
    assert!(boards.iter().all(|b| reference.distance[b] == 31));
    assert_eq!(boards.len(), fast::PER_PUZZLE_LIMIT);
}
