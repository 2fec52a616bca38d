//! Both versions, in-process, against the one-way reference search of
//! `common/mod.rs`, which shares none of their code. Every answer is also
//! replayed move by move by the collection's checker (`bw_swap::lab::check`),
//! which demands the expected move count. The fast version's mirrored search
//! is set against its two-sided one by taking a region's mirror away, and
//! what its searches store is counted by an observer (`common::fast_with`).
//!
//! The contest version runs on every case below except the 64-cell boards
//! whose states do not fit its one 64-bit word (it must refuse those, and
//! a test says so): its plain bookkeeping is fast enough for the rest, the
//! classic board included, even in the tests' build. It searches through
//! its mirror exactly where a flip or the half turn of the board maps the
//! start onto the goal (`contest_mirrors`), and both ways elsewhere; the
//! symmetric boards below hold it to that, with odd distances enough that
//! a mirrored search which stopped at an even meeting would fail.

mod common;

use bw_swap::contest;
use bw_swap::fast;
use bw_swap::lab::check;
use common::Mirrors::{AsFound, TakenAway};
use common::*;
use judging::testing::{samples, Rng};
use std::path::Path;

type Solve = fn(&str, &mut String) -> Result<(), String>;

const VERSIONS: [(&str, Solve); 2] = [("fast", fast::solve), ("contest", contest::solve)];

/// Whether the contest version searches `input` through its mirror (`None`
/// where a state does not fit its word).
fn contest_mirrors(input: &str) -> Option<bool> {
    let (width, start, goal) = contest::read(input).unwrap();
    let (from, to, packing) = contest::Packing::new(width, &start, &goal).ok()?;
    Some(from != to && packing.mirrored(from) == to)
}

/// Whether a flip of the board's rectangle or its half turn (the mirrors
/// the contest version tries) maps `start` onto `goal`, another board.
fn flipped_or_turned(start: &Grid, goal: &Grid) -> bool {
    let mirrors = start.symmetries().into_iter().filter(|s| !s.transpose);
    start != goal && mirrors.into_iter().any(|s| start.transformed(s) == *goal)
}

/// Solves `input` in-process with `solve` and has the checker replay the
/// answer, which must take exactly `moves` moves (`None`: `unsolvable`).
fn solve_and_check(version: &str, solve: Solve, input: &str, moves: Option<usize>) {
    let mut out = String::new();
    if let Err(message) = solve(input, &mut out) {
        panic!("{}: rejected: {}\ninput:\n{}", version, message, input);
    }
    let expected = match moves {
        Some(n) => format!("{}\n", n),
        None => "unsolvable\n".to_string(),
    };
    if let Err(why) = check(input, &expected, &out) {
        panic!("{}: {}\ninput:\n{}\noutput:\n{}", version, why, input, out);
    }
}

/// Both versions on `input`.
fn both_solve_and_check(input: &str, moves: Option<usize>) {
    for (version, solve) in VERSIONS {
        solve_and_check(version, solve, input, moves);
    }
}

#[test]
fn random_small_boards_agree_with_the_reference() {
    let mut rng = Rng::new(6);
    let (mut solvable, mut unsolvable, mut longest) = (0, 0, 0);
    for _ in 0..1500 {
        let (start, goal) = random_case(&mut rng);
        let moves = reference(&start, &goal);
        match moves {
            Some(n) => {
                solvable += 1;
                longest = longest.max(n);
            }
            None => unsolvable += 1,
        }
        both_solve_and_check(&input(&start, &goal), moves);
    }
    // The mix the generator aims at, so that both answers are exercised.
    assert!(
        solvable >= 800 && unsolvable >= 200,
        "{} {}",
        solvable,
        unsolvable
    );
    assert!(longest >= 12, "longest {}", longest);
}

/// Every pair of arrangements of `AAB` and three empty cells on a 2x3
/// board (60 arrangements, 3,600 pairs), a mirror image of the start among
/// the goals every time a symmetry allows one.
#[test]
fn every_pair_on_a_small_board() {
    let mut starts = Vec::new();
    let mut cells = *b"...AAB";
    // Every distinct permutation, in lexicographic order.
    cells.sort_unstable();
    loop {
        starts.push(Grid {
            width: 3,
            cells: cells.to_vec(),
        });
        let i = match (0..5).rev().find(|&i| cells[i] < cells[i + 1]) {
            Some(i) => i,
            None => break,
        };
        let j = (i + 1..6).rev().find(|&j| cells[j] > cells[i]).unwrap();
        cells.swap(i, j);
        cells[i + 1..].reverse();
    }
    assert_eq!(starts.len(), 60);
    let mut mirrored = 0;
    for start in &starts {
        let distance = distances(start, usize::MAX);
        for goal in &starts {
            let moves = distance.get(goal).copied();
            let input = input(start, goal);
            both_solve_and_check(&input, moves);
            let (a, b) = fast::read_boards(&input).unwrap();
            let searches = fast::region_searches(&a, &b).unwrap_or_default();
            mirrored += searches.iter().filter(|s| s.mirror.is_some()).count();
        }
    }
    assert!(mirrored >= 100, "only {} mirrored searches", mirrored);
}

#[test]
fn three_by_three_with_one_empty_cell_gives_the_eight_puzzle_distances() {
    let distance = common::eight_puzzle_distances();
    assert_eq!(distance.len(), 181_440);
    let hardest: Vec<[u8; 9]> = distance
        .iter()
        .filter(|&(_, &d)| d == 31)
        .map(|(&s, _)| s)
        .collect();
    assert_eq!(hardest.len(), 2);
    let board = |cells: &[u8; 9]| Grid {
        width: 3,
        cells: cells.to_vec(),
    };
    let goal = board(b"12345678.");
    let mut rng = Rng::new(8);
    let mut starts = hardest;
    for _ in 0..400 {
        let mut cells = *b"12345678.";
        rng.shuffle(&mut cells);
        starts.push(cells);
    }
    let (mut solvable, mut unsolvable) = (0, 0);
    for start in &starts {
        // Half the permutations have the wrong parity: `unsolvable`.
        let moves = distance.get(start).copied();
        if moves.is_some() {
            solvable += 1;
        } else {
            unsolvable += 1;
        }
        both_solve_and_check(&input(&board(start), &goal), moves);
    }
    assert!(solvable >= 150 && unsolvable >= 150);
}

#[test]
fn the_colours_variant_takes_32_moves() {
    let start = Grid::parse("BBBBB\n#.#.#\nWWWWW\n");
    let goal = Grid::parse("WWWWW\n#.#.#\nBBBBB\n");
    assert_eq!(reference(&start, &goal), Some(32));
    both_solve_and_check(&input(&start, &goal), Some(32));
}

/// 56 for the classic puzzle, from the figures test
/// `classic_space_exhaustively`; empty input and the boards written out
/// must agree.
#[test]
fn the_classic_puzzle_takes_56_moves() {
    let (start, goal) = classic();
    both_solve_and_check("", Some(56));
    both_solve_and_check(&format!("{}\n{}", start, goal), Some(56));
}

/// The bench inputs: the far goals are 57 moves from the classic start
/// (checked by `classic_space_exhaustively`).
#[test]
fn the_bench_inputs_get_optimal_answers() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench");
    let read = |name: &str| std::fs::read_to_string(bench.join(name)).unwrap();
    assert_eq!(read("classic.in"), "");
    both_solve_and_check(&read("colours.in"), Some(32));
    for (name, goal) in FAR_GOALS {
        let input = read(&format!("{}.in", name));
        assert_eq!(input, format!("{}\n{}", classic().0, goal));
        both_solve_and_check(&input, Some(57));
    }
}

/// The boards of an input as the statement describes them: runs of
/// non-blank lines, white space around each line ignored.
fn boards_of(input: &str) -> Vec<Grid> {
    let mut boards = Vec::new();
    let mut rows: Vec<&str> = Vec::new();
    for line in input.lines().map(str::trim).chain(std::iter::once("")) {
        if !line.is_empty() {
            rows.push(line);
        } else if !rows.is_empty() {
            boards.push(Grid::parse(&rows.join("\n")));
            rows.clear();
        }
    }
    boards
}

/// Each sample's expected count is the reference's (the classic's 56 is
/// `classic_space_exhaustively`'s), and its expected output passes the
/// checker.
#[test]
fn the_samples_agree_with_the_reference() {
    let samples = samples("bw-swap");
    assert!(samples.len() >= 12, "only {} samples", samples.len());
    for sample in &samples {
        let moves = match &boards_of(&sample.input)[..] {
            [] => Some(56),
            [start, goal] if (start.text(), goal.text()) == classic() => Some(56),
            [start, goal] => reference(start, goal),
            _ => panic!("{}: not two boards", sample.name),
        };
        let count = match moves {
            Some(n) => n.to_string(),
            None => "unsolvable".to_string(),
        };
        let expected = &sample.expected;
        assert_eq!(
            expected.lines().next(),
            Some(count.as_str()),
            "{}",
            sample.name
        );
        if let Err(why) = check(&sample.input, expected, expected) {
            panic!("{}: {}", sample.name, why);
        }
    }
}

/// Walls split the board: the fast version solves each region on its own
/// and the moves add up; the contest version searches the whole board.
#[test]
fn regions_between_walls_add_up() {
    let cases = [
        ("AB.#..C\n", "A.B#C..\n"),
        ("A.#B.\n..#..\n", ".A#..\n..#.B\n"),
        ("ab.#..\n.c.#.d\n", "ba.#d.\n.c.#..\n"),
    ];
    for (start, goal) in cases {
        let (start, goal) = (Grid::parse(start), Grid::parse(goal));
        let moves = reference(&start, &goal);
        assert!(moves.is_some(), "{:?}", start);
        both_solve_and_check(&input(&start, &goal), moves);
    }
}

#[test]
fn stuck_pieces_are_unsolvable() {
    let cases = [
        ("AB.\n", "BA.\n"),       // a corridor keeps the order
        ("A#.\n", ".#A\n"),       // a wall between
        ("AA.\n", "AB.\n"),       // different pieces
        ("A.\n..\n", "B.\n..\n"), // one piece for another
        ("AB\nC.\n", "BA\nC.\n"), // a 2x2 ring only rotates
        ("A..\n", "AA.\n"),       // a piece more
    ];
    for (start, goal) in cases {
        let (start, goal) = (Grid::parse(start), Grid::parse(goal));
        assert_eq!(reference(&start, &goal), None);
        both_solve_and_check(&input(&start, &goal), None);
    }
}

#[test]
fn one_move_may_carry_a_piece_far() {
    let start = Grid::parse("A......\n######.\n.......\n");
    let goal = Grid::parse(".......\n######.\nA......\n");
    assert_eq!(reference(&start, &goal), Some(1));
    both_solve_and_check(&input(&start, &goal), Some(1));
}

#[test]
fn start_equal_to_goal_takes_no_move() {
    for input in ["ab.\n\nab.\n", "...\n\n...\n", "#\n\n#\n", "A\n\nA\n"] {
        both_solve_and_check(input, Some(0));
    }
}

/// A 64-cell board with walls and a few pieces of three kinds: the fast
/// version solves it, and quickly, however big the space around. Two bits
/// a cell do not fit one word: the contest version refuses the board with
/// a one-line error, as it must.
#[test]
fn large_boards_with_short_answers() {
    let mut rng = Rng::new(64);
    for _ in 0..20 {
        let mut cells: Vec<u8> = (0..64)
            .map(|_| match rng.below(8) {
                0 => b'#',
                1..=2 => *rng.pick(b"XYZ"),
                _ => b'.',
            })
            .collect();
        if cells.iter().all(|&c| c != b'.') {
            cells[0] = b'.';
        }
        let start = Grid { width: 8, cells };
        let goal = random_walk(&start, rng.range(1, 2), &mut rng);
        let moves = distances(&start, 2).get(&goal).copied();
        assert!(moves.is_some());
        let input = input(&start, &goal);
        solve_and_check("fast", fast::solve, &input, moves);
        let refused = contest::solve(&input, &mut String::new());
        assert!(
            matches!(&refused, Err(message) if message.ends_with("bits a state")),
            "{:?}",
            refused
        );
    }
}

/// The same boards with one kind of piece fit a word (one bit a cell): the
/// contest version solves them too.
#[test]
fn large_boards_of_one_kind_fit_the_contest_version() {
    let mut rng = Rng::new(65);
    for _ in 0..20 {
        let cells: Vec<u8> = (0..64)
            .map(|_| match rng.below(8) {
                0 => b'#',
                1..=2 => b'X',
                _ => b'.',
            })
            .collect();
        let start = Grid { width: 8, cells };
        let goal = random_walk(&start, rng.range(1, 2), &mut rng);
        let moves = distances(&start, 2).get(&goal).copied();
        both_solve_and_check(&input(&start, &goal), moves);
    }
}

// ---------------------------------------------------------------------------
// The mirrored search against the two-sided one.
// ---------------------------------------------------------------------------

/// Random boards whose walls a symmetry maps onto themselves, and whose
/// goal is the start seen through it: the search from the start alone must
/// find as many moves as the two-sided one (and as the reference where the
/// space is small), with a valid path. Odd and even distances, unsolvable
/// boards and quarter turns all come up often enough to count.
#[test]
fn the_mirrored_search_agrees_with_the_two_sided_one() {
    let mut rng = Rng::new(1963);
    let (mut boards, mut odd, mut even, mut unsolvable, mut quarter_turns) = (0, 0, 0, 0, 0);
    let (mut checked_by_reference, mut contest_odd, mut contest_even) = (0, 0, 0);
    for _attempt in 0..5_000 {
        if boards == 700 {
            break;
        }
        let side = rng.range(1, 4);
        let (height, width) = match rng.below(3) {
            0 => (side, side),
            _ => (rng.range(1, 4), rng.range(1, 5)),
        };
        let start = Grid {
            width,
            cells: vec![b'.'; height * width],
        };
        let symmetry = *rng.pick(&start.symmetries());
        let start = random_symmetric_board(&mut rng, symmetry, height, width, 6);
        if arrangements(&start) > 200_000 {
            continue;
        }
        let goal = start.transformed(symmetry);
        let input = input(&start, &goal);
        let (mirrored_moves, records) = fast_with(&input, AsFound);
        let (two_sided_moves, _) = fast_with(&input, TakenAway);
        assert_eq!(mirrored_moves, two_sided_moves, "input:\n{}", input);
        // The contest version: through its mirror where it has one.
        if let Some(mirrors) = contest_mirrors(&input) {
            assert_eq!(mirrors, flipped_or_turned(&start, &goal), "{}", input);
            solve_and_check("contest", contest::solve, &input, mirrored_moves);
            match mirrored_moves {
                Some(n) if mirrors && n % 2 == 1 => contest_odd += 1,
                Some(_) if mirrors => contest_even += 1,
                _ => {}
            }
        }
        if arrangements(&start) <= 30_000 {
            assert_eq!(mirrored_moves, reference(&start, &goal), "{}", input);
            checked_by_reference += 1;
        }
        if !records.iter().any(|r| r.mirrored) {
            continue;
        }
        boards += 1;
        match mirrored_moves {
            None => unsolvable += 1,
            Some(n) if n % 2 == 1 => odd += 1,
            Some(_) => even += 1,
        }
        if symmetry.is_quarter_turn() {
            quarter_turns += 1;
        }
    }
    let counts = (odd, even, unsolvable, quarter_turns, checked_by_reference);
    println!(
        "{} boards searched through a mirror: {} odd, {} even, {} unsolvable; \
         {} quarter turns; {} checked by the reference; the contest version's mirror: \
         {} odd, {} even",
        boards,
        odd,
        even,
        unsolvable,
        quarter_turns,
        checked_by_reference,
        contest_odd,
        contest_even
    );
    assert!(
        contest_odd >= 100 && contest_even >= 100,
        "{} {}",
        contest_odd,
        contest_even
    );
    assert_eq!(boards, 700, "{:?}", counts);
    assert!(
        odd >= 150 && even >= 150 && unsolvable >= 20 && quarter_turns >= 50,
        "{:?}",
        counts
    );
    assert!(checked_by_reference >= 500, "{:?}", counts);
}

/// Boards that a symmetry maps onto themselves, walls and all, but whose
/// goal is not the start's image under any symmetry: the ordinary
/// two-sided search runs (the boards are one region filling its rectangle,
/// so the rectangle the fast version looks at is the board's).
#[test]
fn symmetric_boards_whose_start_is_not_the_goal_s_image_search_both_ways() {
    let mut rng = Rng::new(1964);
    let mut boards = 0;
    for _attempt in 0..5_000 {
        if boards == 300 {
            break;
        }
        let side = rng.range(2, 4);
        let (height, width) = match rng.below(2) {
            0 => (side, side),
            _ => (rng.range(1, 4), rng.range(2, 5)),
        };
        let blank = Grid {
            width,
            cells: vec![b'.'; height * width],
        };
        let symmetry = *rng.pick(&blank.symmetries());
        let start = random_symmetric_board(&mut rng, symmetry, height, width, 5);
        if !start.one_region_filling_its_rectangle() || arrangements(&start) > 200_000 {
            continue;
        }
        // The mirror image moved on a little, or the pieces shuffled.
        let mut goal = random_walk(&start.transformed(symmetry), rng.range(1, 3), &mut rng);
        if rng.chance(1, 3) {
            let open: Vec<usize> = (0..goal.cells.len())
                .filter(|&c| goal.cells[c] != b'#')
                .collect();
            let mut contents: Vec<u8> = open.iter().map(|&c| goal.cells[c]).collect();
            rng.shuffle(&mut contents);
            for (&cell, &content) in open.iter().zip(&contents) {
                goal.cells[cell] = content;
            }
        }
        let mapped = start
            .symmetries()
            .into_iter()
            .any(|s| start.transformed(s) == goal);
        if mapped || start == goal {
            continue;
        }
        boards += 1;
        let input = input(&start, &goal);
        let (moves, records) = fast_with(&input, AsFound);
        assert_eq!(records.len(), 1, "{}", input);
        assert!(!records[0].mirrored, "mirrored, but:\n{}", input);
        assert_eq!(moves, fast_with(&input, TakenAway).0, "{}", input);
        if let Some(mirrors) = contest_mirrors(&input) {
            assert!(!mirrors, "the contest version mirrored:\n{}", input);
            solve_and_check("contest", contest::solve, &input, moves);
        }
    }
    assert_eq!(boards, 300);
}

/// The classic and colours boards' goals are their starts flipped top to
/// bottom: one search, which stores the start's layers 0 to 28 (16
/// for the colours), far fewer states than the two sides.
#[test]
fn the_classic_boards_are_searched_once() {
    for (input, moves, stored) in [("", 56, 1_274_273), (CLASSIC_COLOURS, 32, 1_820)] {
        let (mirrored_moves, mirrored) = fast_with(input, AsFound);
        let (two_sided_moves, two_sided) = fast_with(input, TakenAway);
        assert_eq!(
            (mirrored_moves, two_sided_moves),
            (Some(moves), Some(moves))
        );
        assert_eq!(mirrored.len(), 1);
        assert!(mirrored[0].mirrored && !two_sided[0].mirrored);
        assert_eq!(mirrored[0].stored, stored);
        assert!(mirrored[0].stored < two_sided[0].stored * 2 / 3);
        assert_eq!(contest_mirrors(input), Some(true));
        solve_and_check("contest", contest::solve, input, Some(moves));
    }
}

const CLASSIC_COLOURS: &str = "BBBBB\n#.#.#\nWWWWW\n\nWWWWW\n#.#.#\nBBBBB\n";

/// A quarter turn is not its own inverse: a pair of states can be found
/// through either direction of the turn. A 2x2 board whose goal is the
/// start turned a quarter turn, and no flip's image.
#[test]
fn a_quarter_turn_finds_its_pairs_both_ways() {
    let start = Grid::parse("AB\nC.\n");
    let mut checked = 0;
    for symmetry in start.symmetries() {
        let goal = start.transformed(symmetry);
        let input = input(&start, &goal);
        let (moves, records) = fast_with(&input, AsFound);
        assert_eq!(moves, reference(&start, &goal));
        if symmetry.is_quarter_turn() {
            assert!(records[0].mirrored);
            checked += 1;
        }
    }
    assert_eq!(checked, 2);
}

/// Square boards whose goal is the start turned a quarter turn (and no
/// flip's image), so that the search goes through the turn. On some of
/// them every state halfway along a shortest path is stored before its
/// image under the inverse turn: only the lookup of `s(y)` finds the
/// meeting, and a search without it answers one move too many. The five
/// pinned boards are such cases (about one random square board in fifty
/// with up to half its cells empty is one): a copy of `src/main.rs` without
/// that lookup fails on each of them. The random boards after them check
/// the turns at large.
#[test]
fn quarter_turns_need_both_lookups() {
    let pinned = [
        ("..CB\nFCDB\nDB..\n.BE.\n", ".DF.\nBBC.\nE.DC\n..BB\n"),
        (".B.A\n.AAA\n.A.A\nBA.A\n", "AAAA\n.A..\nBAAA\n...B\n"),
        ("EC.A\n.D.E\nAA.D\nA.FB\n", "AA.E\n.ADC\nF...\nBDEA\n"),
        ("C..B\nC##B\nC##.\n.CBB\n", ".CCC\nC##.\nB##.\nB.BB\n"),
        (".C#.\n#.B.\nC.A#\n.#BA\n", "..#A\n#BAB\nC..#\n.#C.\n"),
    ];
    let mut cases: Vec<(Grid, Grid)> = pinned
        .iter()
        .map(|(start, goal)| (Grid::parse(start), Grid::parse(goal)))
        .collect();
    let mut rng = Rng::new(1965);
    while cases.len() < 1_500 {
        let side = rng.range(3, 4);
        let blank = Grid {
            width: side,
            cells: vec![b'.'; side * side],
        };
        let turns: Vec<Symmetry> = (blank.symmetries().into_iter())
            .filter(|s| s.is_quarter_turn())
            .collect();
        let turn = *rng.pick(&turns);
        let start = random_symmetric_board(&mut rng, turn, side, side, 6);
        let goal = start.transformed(turn);
        cases.push((start, goal));
    }
    let (mut boards, mut even) = (0, 0);
    for (case, (start, goal)) in cases.iter().enumerate() {
        let image = |s: &Symmetry| start.transformed(*s) == *goal;
        let symmetries = start.symmetries();
        let turned = symmetries.iter().any(|s| s.is_quarter_turn() && image(s));
        let flipped = symmetries.iter().any(|s| !s.is_quarter_turn() && image(s));
        // One search over the whole board, of a size the tests afford (the
        // pinned boards have short answers).
        let one_search = start.one_region_filling_its_rectangle();
        let small = case < pinned.len() || arrangements(start) <= 2_000_000;
        if start == goal || !turned || flipped || !one_search || !small {
            continue;
        }
        let input = input(start, goal);
        let (mirrored_moves, records) = fast_with(&input, AsFound);
        let (two_sided_moves, _) = fast_with(&input, TakenAway);
        assert_eq!(mirrored_moves, two_sided_moves, "input:\n{}", input);
        assert!(records.iter().any(|r| r.mirrored), "{}", input);
        // The contest version has no quarter turn: both ways (which on the
        // third pinned board, 12 moves, would store 3.4 million states).
        if arrangements(start) <= 30_000 {
            assert_eq!(contest_mirrors(&input), Some(false), "{}", input);
            solve_and_check("contest", contest::solve, &input, mirrored_moves);
        }
        boards += 1;
        even += usize::from(mirrored_moves.is_some_and(|n| n % 2 == 0));
    }
    println!(
        "{} boards searched through a quarter turn, {} with even distances",
        boards, even
    );
    assert!(
        boards >= 300 && even >= 100,
        "{} boards, {} even",
        boards,
        even
    );
}

// ---------------------------------------------------------------------------
// The fast version's memory budget.
// ---------------------------------------------------------------------------

/// The table doubles while the memory the search may take allows it: with
/// states of two words (16 bytes; three kinds of cell on 64 cells) the last
/// table allowed has 2^22 slots. A table doubles before a batch once more
/// than 5/8 of its slots are filled, and is never filled past 3/4, so the
/// search gives up with more than 5/8 and at most 3/4 of 2^22 states
/// stored. A slip in the estimate of the memory a
/// doubling takes that moves the limit by one table, either way, gives up
/// outside that range: one table later outgrows 256 MB, one earlier refuses
/// searches it could finish.
#[test]
fn the_table_stops_doubling_at_its_memory_budget() {
    let mut rng = Rng::new(22);
    let mut board = || {
        let mut cells = vec![b'.'; 64];
        for (cell, piece) in cells.iter_mut().zip(b"AB".iter().cycle()).take(32) {
            *cell = *piece;
        }
        rng.shuffle(&mut cells);
        Grid { width: 8, cells }
    };
    let (start, goal) = (board(), board());
    let refused = fast::solve(&input(&start, &goal), &mut String::new());
    let message = match refused {
        Err(message) => message,
        Ok(()) => panic!("solved:\n{}", input(&start, &goal)),
    };
    let stored: usize = message
        .strip_prefix("gave up after ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|count| count.parse().ok())
        .unwrap_or_else(|| panic!("{:?}", message));
    let slots = 1 << 22;
    assert!(
        stored > slots / 8 * 5 && stored <= slots / 4 * 3,
        "gave up after {} states, not with a table of 2^22 slots",
        stored
    );
}

/// A mirror moves a state's cells in runs, and a run must end where either
/// of its ends would cross into the next word. With walls in two corners,
/// the region's 62 cells number so that the fifth row (cells 31 to 38, two
/// bits each: three kinds of cell) straddles the two words of the state,
/// and the flip maps it onto the fourth row, within the first word, and
/// back. Two pieces, each flipped to the other half: two moves, through the
/// mirror. The piece in the fourth row sits in the second column, whose
/// image is the first cell of the second word.
#[test]
fn the_mirror_s_runs_stop_at_word_boundaries() {
    let mut start = Grid {
        width: 8,
        cells: vec![b'.'; 64],
    };
    start.cells[0] = b'#';
    start.cells[56] = b'#';
    start.cells[3 * 8 + 1] = b'A';
    start.cells[4 * 8 + 5] = b'B';
    let mut goal = start.clone();
    goal.cells.swap(3 * 8 + 1, 4 * 8 + 1);
    goal.cells.swap(4 * 8 + 5, 3 * 8 + 5);
    assert_eq!(reference(&start, &goal), Some(2));
    let (moves, records) = fast_with(&input(&start, &goal), AsFound);
    assert_eq!(moves, Some(2));
    assert!(records[0].mirrored);
}

/// The symmetries a region is tried under are only those its rectangle
/// has, each with its own formula. A tall board whose goal is its start
/// flipped left to right (the first), or with walls that leave no symmetry
/// at all (the second): a flip or half turn that took a quarter turn's
/// formula, which does not fit a rectangle that is not square, still maps
/// every cell onto a cell of these regions, two onto one, and passed for a
/// symmetry (the search then panicked).
#[test]
fn tall_boards_are_not_turned_a_quarter_turn() {
    let cases = [
        ("A.\nAA\nAA\n", ".A\nAA\nAA\n"),
        ("AA\n..\nAA\nA#\n#A\n", "A.\nA.\nAA\nA#\n#A\n"),
    ];
    for (start, goal) in cases {
        let (start, goal) = (Grid::parse(start), Grid::parse(goal));
        let moves = reference(&start, &goal);
        assert!(moves.is_some());
        both_solve_and_check(&input(&start, &goal), moves);
    }
}
