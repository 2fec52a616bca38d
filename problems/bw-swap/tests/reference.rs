//! The solution against a one-way breadth-first search that shares none of
//! its code: a board is its text (a vector of bytes, walls included), a move
//! is found by walking from a piece through empty cells, distances go in a
//! standard `HashMap`. Slow, and hard to get wrong. Every answer of the
//! solution is also replayed move by move by the collection's checker
//! (`scripts::checkers::bw_swap`).
//!
//! Ignored tests (run with `cargo test --release -p bw-swap -- --ignored
//! --nocapture NAME`): `classic_space_exhaustively` walks all 239,500,800
//! positions of the classic board (about a minute); `layer_sizes` prints
//! the frontiers of both sides; `regenerate_bench_inputs` writes
//! `bench/*.in`.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use scripts::checkers::bw_swap as check;
use scripts::testing::{samples, Rng};
use std::collections::{HashMap, VecDeque};
use std::path::Path;

const CLASSIC_START: &str = "BLACK\n#.#.#\nWHITE\n";
const CLASSIC_GOAL: &str = "WHITE\n#.#.#\nBLACK\n";

/// A board as its text shows it, row after row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Grid {
    width: usize,
    cells: Vec<u8>,
}

impl Grid {
    fn parse(text: &str) -> Grid {
        let rows: Vec<&str> = text.lines().collect();
        Grid {
            width: rows[0].len(),
            cells: rows.concat().into_bytes(),
        }
    }

    fn text(&self) -> String {
        self.cells
            .chunks(self.width)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect()
    }

    /// The cells next to `cell`, left, right, up and down, on the board.
    fn around(&self, cell: usize) -> Vec<usize> {
        let (row, column) = (cell / self.width, cell % self.width);
        let height = self.cells.len() / self.width;
        let mut around = Vec::new();
        if column > 0 {
            around.push(cell - 1);
        }
        if column + 1 < self.width {
            around.push(cell + 1);
        }
        if row > 0 {
            around.push(cell - self.width);
        }
        if row + 1 < height {
            around.push(cell + self.width);
        }
        around
    }

    /// Every board one move later: from each piece, walk through the empty
    /// cells; each empty cell the walk reaches is a place the piece can go.
    fn successors(&self) -> Vec<Grid> {
        let mut next = Vec::new();
        for from in 0..self.cells.len() {
            let piece = self.cells[from];
            if piece == b'#' || piece == b'.' {
                continue;
            }
            let mut reached = vec![false; self.cells.len()];
            let mut stack = vec![from];
            while let Some(cell) = stack.pop() {
                for to in self.around(cell) {
                    if self.cells[to] == b'.' && !reached[to] {
                        reached[to] = true;
                        stack.push(to);
                        let mut moved = self.clone();
                        moved.cells[to] = piece;
                        moved.cells[from] = b'.';
                        next.push(moved);
                    }
                }
            }
        }
        next
    }
}

/// The distance of every board reachable from `start` within `max_depth`.
fn distances(start: &Grid, max_depth: usize) -> HashMap<Grid, usize> {
    let mut distance = HashMap::new();
    distance.insert(start.clone(), 0);
    let mut queue = VecDeque::from(vec![start.clone()]);
    while let Some(grid) = queue.pop_front() {
        let d = distance[&grid];
        if d == max_depth {
            continue;
        }
        for next in grid.successors() {
            if !distance.contains_key(&next) {
                distance.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

/// The reference answer: the fewest moves from start to goal, if any.
fn reference(start: &Grid, goal: &Grid) -> Option<usize> {
    distances(start, usize::MAX).get(goal).copied()
}

/// The input for `start` and `goal`.
fn input(start: &Grid, goal: &Grid) -> String {
    format!("{}\n{}", start.text(), goal.text())
}

/// Solves `input` in-process and has the checker replay the answer, which
/// must take exactly `moves` moves (`None`: `unsolvable`).
fn solve_and_check(input: &str, moves: Option<usize>) {
    let mut out = String::new();
    if let Err(message) = solution::solve(input, &mut out) {
        panic!("rejected: {}\ninput:\n{}", message, input);
    }
    let expected = match moves {
        Some(n) => format!("{}\n", n),
        None => "unsolvable\n".to_string(),
    };
    if let Err(why) = check(input, &expected, &out) {
        panic!("{}\ninput:\n{}\noutput:\n{}", why, input, out);
    }
}

/// How many arrangements the pieces and empty cells of `grid` have: a
/// bound on the reference's work.
fn arrangements(grid: &Grid) -> u64 {
    let mut counts: HashMap<u8, u64> = HashMap::new();
    for &cell in grid.cells.iter().filter(|&&c| c != b'#') {
        *counts.entry(cell).or_default() += 1;
    }
    let mut total = 1;
    let mut placed = 0;
    for count in counts.values() {
        // total *= C(placed + count, count), built one factor at a time.
        for k in 1..=*count {
            placed += 1;
            total = total * placed / k;
        }
    }
    total
}

fn random_walk(grid: &Grid, steps: usize, rng: &mut Rng) -> Grid {
    let mut grid = grid.clone();
    for _ in 0..steps {
        let next = grid.successors();
        if next.is_empty() {
            break;
        }
        grid = rng.pick(&next).clone();
    }
    grid
}

/// A random board of at most 3x4 cells: some walls, one to four empty
/// cells, pieces drawn from one to four kinds (so repeats are common), and
/// a goal that is a random walk away (solvable), a random rearrangement
/// (often unsolvable: walls, corridors, parity), or has a piece changed
/// (unsolvable: different pieces).
fn random_case(rng: &mut Rng) -> (Grid, Grid) {
    loop {
        let height = rng.range(1, 3);
        let width = rng.range(1, 4);
        let mut cells: Vec<u8> = (0..height * width)
            .map(|_| if rng.chance(1, 5) { b'#' } else { b'.' })
            .collect();
        let open: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] != b'#').collect();
        if open.len() < 2 {
            continue;
        }
        let empty = rng.range(1, 4.min(open.len() - 1));
        let alphabet = &b"Ab7@"[..rng.range(1, 4)];
        let mut contents: Vec<u8> = (0..open.len() - empty)
            .map(|_| *rng.pick(alphabet))
            .collect();
        contents.resize(open.len(), b'.');
        rng.shuffle(&mut contents);
        for (&cell, &content) in open.iter().zip(&contents) {
            cells[cell] = content;
        }
        let start = Grid { width, cells };
        if arrangements(&start) > 20_000 {
            continue;
        }
        let goal = match rng.below(10) {
            0 => {
                let mut goal = start.clone();
                let piece = open.iter().find(|&&c| goal.cells[c] != b'.').unwrap();
                goal.cells[*piece] = b'Z';
                goal
            }
            1..=5 => {
                let steps = rng.range(1, 12);
                random_walk(&start, steps, rng)
            }
            _ => {
                let mut goal = start.clone();
                rng.shuffle(&mut contents);
                for (&cell, &content) in open.iter().zip(&contents) {
                    goal.cells[cell] = content;
                }
                goal
            }
        };
        return (start, goal);
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
        solve_and_check(&input(&start, &goal), moves);
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

/// Every position of the 8-puzzle and its distance from `123/456/78.`,
/// by moving the blank: the textbook definition, independent of the one
/// above.
fn eight_puzzle_distances() -> HashMap<[u8; 9], usize> {
    let goal = *b"12345678.";
    let mut distance = HashMap::new();
    distance.insert(goal, 0);
    let mut queue = VecDeque::from(vec![goal]);
    while let Some(state) = queue.pop_front() {
        let blank = state.iter().position(|&c| c == b'.').unwrap();
        let (row, column) = (blank / 3, blank % 3);
        let mut swaps = Vec::new();
        if row > 0 {
            swaps.push(blank - 3);
        }
        if row < 2 {
            swaps.push(blank + 3);
        }
        if column > 0 {
            swaps.push(blank - 1);
        }
        if column < 2 {
            swaps.push(blank + 1);
        }
        for other in swaps {
            let mut next = state;
            next.swap(blank, other);
            if !distance.contains_key(&next) {
                distance.insert(next, distance[&state] + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

#[test]
fn three_by_three_with_one_empty_cell_gives_the_eight_puzzle_distances() {
    let distance = eight_puzzle_distances();
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
        solve_and_check(&input(&board(start), &goal), moves);
    }
    assert!(solvable >= 150 && unsolvable >= 150);
}

#[test]
fn the_colours_variant_takes_32_moves() {
    let start = Grid::parse("BBBBB\n#.#.#\nWWWWW\n");
    let goal = Grid::parse("WWWWW\n#.#.#\nBBBBB\n");
    assert_eq!(reference(&start, &goal), Some(32));
    solve_and_check(&input(&start, &goal), Some(32));
}

/// 56 for the classic puzzle, from `classic_space_exhaustively`; empty
/// input and the boards written out must agree.
#[test]
fn the_classic_puzzle_takes_56_moves() {
    solve_and_check("", Some(56));
    solve_and_check(&format!("{}\n{}", CLASSIC_START, CLASSIC_GOAL), Some(56));
}

/// The bench inputs: the far goals are 57 moves from the classic start
/// (checked by `classic_space_exhaustively`).
#[test]
fn the_bench_inputs_get_optimal_answers() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench");
    solve_and_check(
        &std::fs::read_to_string(bench.join("colours.in")).unwrap(),
        Some(32),
    );
    for (name, goal) in FAR_GOALS {
        let input = std::fs::read_to_string(bench.join(format!("{}.in", name))).unwrap();
        assert_eq!(input, format!("{}\n{}", CLASSIC_START, goal));
        solve_and_check(&input, Some(57));
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
            [start, goal] if start.text() == CLASSIC_START && goal.text() == CLASSIC_GOAL => {
                Some(56)
            }
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

/// Walls split the board: each region is solved on its own and the moves
/// add up.
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
        solve_and_check(&input(&start, &goal), moves);
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
        solve_and_check(&input(&start, &goal), None);
    }
}

#[test]
fn one_move_may_carry_a_piece_far() {
    let start = Grid::parse("A......\n######.\n.......\n");
    let goal = Grid::parse(".......\n######.\nA......\n");
    assert_eq!(reference(&start, &goal), Some(1));
    solve_and_check(&input(&start, &goal), Some(1));
}

#[test]
fn start_equal_to_goal_takes_no_move() {
    solve_and_check("ab.\n\nab.\n", Some(0));
    solve_and_check("...\n\n...\n", Some(0));
    solve_and_check("#\n\n#\n", Some(0));
}

/// A 64-cell board with walls and a few pieces: solved, and quickly,
/// however big the space around.
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
        solve_and_check(&input(&start, &goal), moves);
    }
}

/// The goals farthest from the classic start (57 moves; twelve in all,
/// listed by `classic_space_exhaustively`): as bench inputs, the three
/// that make the solution touch the most positions.
const FAR_GOALS: [(&str, &str); 3] = [
    ("far-goal-1", "WCAB.\n#T#L#\n.EIHK\n"),
    ("far-goal-2", ".KALE\n#C#H#\nBTIW.\n"),
    ("far-goal-3", ".WITB\n#H#C#\nELAK.\n"),
];

#[test]
#[ignore]
fn regenerate_bench_inputs() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench");
    std::fs::create_dir_all(&bench).unwrap();
    let write = |name: &str, text: &str| std::fs::write(bench.join(name), text).unwrap();
    write("classic.in", "");
    write("colours.in", "BBBBB\n#.#.#\nWWWWW\n\nWWWWW\n#.#.#\nBBBBB\n");
    for (name, goal) in FAR_GOALS {
        write(
            &format!("{}.in", name),
            &format!("{}\n{}", CLASSIC_START, goal),
        );
    }
}

/// The classic board's 12 open cells, numbered in reading order, and for
/// each the cells next to it.
fn classic_cells() -> (Vec<usize>, Vec<Vec<usize>>) {
    let grid = Grid::parse(CLASSIC_START);
    let open: Vec<usize> = (0..15).filter(|&c| grid.cells[c] != b'#').collect();
    let around = open
        .iter()
        .map(|&cell| {
            grid.around(cell)
                .into_iter()
                .filter_map(|c| open.iter().position(|&o| o == c))
                .collect()
        })
        .collect();
    (open, around)
}

/// A classic position as the contents of the 12 open cells, pieces 0..=9
/// (the letters of `BLACKWHITE`, in that order) and 10 for empty, ranked
/// as (the pair of empty cells, the order of the ten pieces): a number
/// below 66 * 10! = 239,500,800, so a byte array can hold every distance.
const EMPTY_CODE: u8 = 10;
const LETTERS: &[u8; 10] = b"BLACKWHITE";
const TEN_FACTORIAL: usize = 3_628_800;

fn rank(position: &[u8; 12]) -> usize {
    let mut pair = 0;
    let mut empties = 0;
    let mut order = 0;
    let mut used = 0u32;
    let mut placed = 0;
    let mut pair_index = 0;
    for (cell, &code) in position.iter().enumerate() {
        if code == EMPTY_CODE {
            // Pairs (a, b), a < b, numbered in order: (0,1), (0,2), ...
            if empties == 0 {
                pair_index = (0..cell).map(|a| 11 - a).sum::<usize>();
                pair = cell;
            } else {
                pair_index += cell - pair - 1;
            }
            empties += 1;
        } else {
            let smaller_unused = (!used & ((1 << code) - 1)).count_ones() as usize;
            order += smaller_unused * FACTORIALS[9 - placed];
            used |= 1 << code;
            placed += 1;
        }
    }
    pair_index * TEN_FACTORIAL + order
}

const FACTORIALS: [usize; 10] = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362_880];

fn unrank(rank: usize, pairs: &[(usize, usize)]) -> [u8; 12] {
    let (a, b) = pairs[rank / TEN_FACTORIAL];
    let mut order = rank % TEN_FACTORIAL;
    let mut used = 0u32;
    let mut position = [EMPTY_CODE; 12];
    let mut placed = 0;
    for (cell, slot) in position.iter_mut().enumerate() {
        if cell == a || cell == b {
            continue;
        }
        let mut k = order / FACTORIALS[9 - placed];
        order %= FACTORIALS[9 - placed];
        let mut code = 0;
        loop {
            if used & 1 << code == 0 {
                if k == 0 {
                    break;
                }
                k -= 1;
            }
            code += 1;
        }
        used |= 1 << code;
        *slot = code as u8;
        placed += 1;
    }
    position
}

fn classic_position(text: &str, open: &[usize]) -> [u8; 12] {
    let grid = Grid::parse(text);
    let mut position = [EMPTY_CODE; 12];
    for (slot, &cell) in position.iter_mut().zip(open) {
        if let Some(code) = LETTERS.iter().position(|&l| l == grid.cells[cell]) {
            *slot = code as u8;
        }
    }
    position
}

#[test]
fn classic_ranks_round_trip() {
    let pairs: Vec<(usize, usize)> = (0..12)
        .flat_map(|a| (a + 1..12).map(move |b| (a, b)))
        .collect();
    let mut rng = Rng::new(12);
    for _ in 0..10_000 {
        let r = rng.below(66 * TEN_FACTORIAL);
        assert_eq!(rank(&unrank(r, &pairs)), r);
    }
}

/// Breadth-first search over the whole classic space, one byte a
/// position, layer by layer (a layer is the positions holding its depth:
/// no queue). Prints the layer sizes, the reachable count and the farthest
/// positions; checks 56 for the classic goal and 57 for the bench goals.
#[test]
#[ignore]
fn classic_space_exhaustively() {
    let (open, around) = classic_cells();
    let pairs: Vec<(usize, usize)> = (0..12)
        .flat_map(|a| (a + 1..12).map(move |b| (a, b)))
        .collect();
    let total = 66 * TEN_FACTORIAL;
    let mut depth_of = vec![u8::MAX; total];
    depth_of[rank(&classic_position(CLASSIC_START, &open))] = 0;
    let mut layer_sizes = vec![1usize];
    let mut depth = 0u8;
    while layer_sizes[depth as usize] > 0 {
        let mut next_layer = 0;
        for r in 0..total {
            if depth_of[r] != depth {
                continue;
            }
            let position = unrank(r, &pairs);
            for from in 0..12 {
                if position[from] == EMPTY_CODE {
                    continue;
                }
                // Walk from the piece through the empty cells.
                let mut reached = [false; 12];
                let mut stack = vec![from];
                while let Some(cell) = stack.pop() {
                    for &to in &around[cell] {
                        if position[to] == EMPTY_CODE && !reached[to] {
                            reached[to] = true;
                            stack.push(to);
                            let mut moved = position;
                            moved[to] = position[from];
                            moved[from] = EMPTY_CODE;
                            let m = rank(&moved);
                            if depth_of[m] == u8::MAX {
                                depth_of[m] = depth + 1;
                                next_layer += 1;
                            }
                        }
                    }
                }
            }
        }
        layer_sizes.push(next_layer);
        depth += 1;
    }
    layer_sizes.pop();
    let reachable: usize = layer_sizes.iter().sum();
    println!("positions {}, reachable {}", total, reachable);
    for (d, size) in layer_sizes.iter().enumerate() {
        println!("depth {:2}: {}", d, size);
    }
    let farthest = layer_sizes.len() - 1;
    for r in (0..total).filter(|&r| depth_of[r] as usize == farthest) {
        let position = unrank(r, &pairs);
        let mut grid = Grid::parse(CLASSIC_START);
        for (&code, &cell) in position.iter().zip(&open) {
            grid.cells[cell] = if code == EMPTY_CODE {
                b'.'
            } else {
                LETTERS[code as usize]
            };
        }
        println!("farthest: {:?}", grid.text());
    }
    assert_eq!(reachable, total);
    assert_eq!(farthest, 57);
    assert_eq!(depth_of[rank(&classic_position(CLASSIC_GOAL, &open))], 56);
    for (_, goal) in FAR_GOALS {
        assert_eq!(depth_of[rank(&classic_position(goal, &open))], 57);
    }
}

/// The layers the bidirectional search grows on the bench inputs, from
/// one-way searches to the needed depth on each side: whole layers, the
/// smaller frontier first (the forward one on a tie), as the solution does.
#[test]
#[ignore]
fn layer_sizes() {
    let cases = [
        ("classic", CLASSIC_GOAL, 56),
        ("far-goal-1", FAR_GOALS[0].1, 57),
    ];
    let start = Grid::parse(CLASSIC_START);
    for (name, goal, moves) in cases {
        let goal = Grid::parse(goal);
        let profile = |from: &Grid| {
            let mut sizes = vec![0usize; moves / 2 + 3];
            for (_, &d) in distances(from, moves / 2 + 2).iter() {
                sizes[d] += 1;
            }
            sizes
        };
        let (forward, backward) = (profile(&start), profile(&goal));
        let (mut f, mut b) = (0, 0);
        let mut grown = Vec::new();
        while f + b < moves {
            if forward[f] <= backward[b] {
                f += 1;
                grown.push(format!("forward {:2}: {}", f, forward[f]));
            } else {
                b += 1;
                grown.push(format!("backward {:2}: {}", b, backward[b]));
            }
        }
        let touched: usize = forward[..=f].iter().chain(&backward[..=b]).sum();
        println!(
            "{}: {} moves, forward to depth {}, backward to depth {}",
            name, moves, f, b
        );
        println!("  forward layers {:?}", &forward[..=f]);
        println!("  backward layers {:?}", &backward[..=b]);
        println!(
            "  at most {} positions touched (the last layer stops at the first meeting)",
            touched
        );
        println!("  order: {}", grown.join(", "));
    }
}
