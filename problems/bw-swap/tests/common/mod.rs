//! What the test files share: a one-way breadth-first search that shares no
//! code with the solutions (a board is its text, a move is found by walking
//! from a piece through empty cells, distances go in a standard `HashMap`;
//! slow, and hard to get wrong), random boards, the symmetries of a board
//! written independently of `src/main.rs`, and the fast version run region
//! by region with an observer that counts what each search stores.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use bw_swap::fast;
use judging::testing::Rng;
use std::collections::{HashMap, VecDeque};

/// The classic start and goal, each as its rows: the statement's board,
/// from the solution's `CLASSIC`.
pub fn classic() -> (String, String) {
    let (start, goal) = fast::CLASSIC.split_once("\n\n").expect("two boards");
    (format!("{}\n", start.trim()), format!("{}\n", goal.trim()))
}

/// The goals farthest from the classic start (57 moves; twelve in all,
/// listed by the figures test `classic_space_exhaustively`): as bench
/// inputs, the three that make the fast version store the most states.
pub const FAR_GOALS: [(&str, &str); 3] = [
    ("far-goal-1", "WCAB.\n#T#L#\n.EIHK\n"),
    ("far-goal-2", ".KALE\n#C#H#\nBTIW.\n"),
    ("far-goal-3", ".WITB\n#H#C#\nELAK.\n"),
];

/// A board as its text shows it, row after row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub width: usize,
    pub cells: Vec<u8>,
}

impl Grid {
    pub fn parse(text: &str) -> Grid {
        let rows: Vec<&str> = text.lines().collect();
        Grid {
            width: rows[0].len(),
            cells: rows.concat().into_bytes(),
        }
    }

    pub fn height(&self) -> usize {
        self.cells.len() / self.width
    }

    pub fn text(&self) -> String {
        self.cells
            .chunks(self.width)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect()
    }

    /// The cells next to `cell`, left, right, up and down, on the board.
    pub fn around(&self, cell: usize) -> Vec<usize> {
        let (row, column) = (cell / self.width, cell % self.width);
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
        if row + 1 < self.height() {
            around.push(cell + self.width);
        }
        around
    }

    /// Every board one move later: from each piece, walk through the empty
    /// cells; each empty cell the walk reaches is a place the piece can go.
    pub fn successors(&self) -> Vec<Grid> {
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

    /// The board turned by a symmetry of its rectangle: `transpose`
    /// exchanges rows and columns (a square only), then `flip_rows` and
    /// `flip_columns` reverse the order of the rows or columns.
    pub fn transformed(&self, symmetry: Symmetry) -> Grid {
        let (height, width) = (self.height(), self.width);
        let (new_height, new_width) = if symmetry.transpose {
            (width, height)
        } else {
            (height, width)
        };
        let mut cells = vec![0; self.cells.len()];
        for row in 0..height {
            for column in 0..width {
                let (mut r, mut c) = if symmetry.transpose {
                    (column, row)
                } else {
                    (row, column)
                };
                if symmetry.flip_rows {
                    r = new_height - 1 - r;
                }
                if symmetry.flip_columns {
                    c = new_width - 1 - c;
                }
                cells[r * new_width + c] = self.cells[row * width + column];
            }
        }
        Grid {
            width: new_width,
            cells,
        }
    }

    /// The symmetries of this board's rectangle other than the identity
    /// (three, or seven for a square).
    pub fn symmetries(&self) -> Vec<Symmetry> {
        let square = self.height() == self.width;
        (1..8)
            .map(|k| Symmetry {
                transpose: k & 4 != 0,
                flip_rows: k & 2 != 0,
                flip_columns: k & 1 != 0,
            })
            .filter(|s| square || !s.transpose)
            .collect()
    }

    /// Whether the open cells form one region that touches every row and
    /// every column (so that the region's rectangle is the board's).
    pub fn one_region_filling_its_rectangle(&self) -> bool {
        let open: Vec<usize> = (0..self.cells.len())
            .filter(|&c| self.cells[c] != b'#')
            .collect();
        let rows_ok = (0..self.height()).all(|r| open.iter().any(|&c| c / self.width == r));
        let columns_ok = (0..self.width).all(|col| open.iter().any(|&c| c % self.width == col));
        if open.is_empty() || !rows_ok || !columns_ok {
            return false;
        }
        let mut reached = vec![false; self.cells.len()];
        let mut stack = vec![open[0]];
        reached[open[0]] = true;
        let mut count = 1;
        while let Some(cell) = stack.pop() {
            for next in self.around(cell) {
                if self.cells[next] != b'#' && !reached[next] {
                    reached[next] = true;
                    count += 1;
                    stack.push(next);
                }
            }
        }
        count == open.len()
    }
}

/// One of the eight symmetries of a square (the first four of a rectangle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    pub transpose: bool,
    pub flip_rows: bool,
    pub flip_columns: bool,
}

impl Symmetry {
    /// A quarter turn: not its own inverse.
    pub fn is_quarter_turn(&self) -> bool {
        self.transpose && self.flip_rows != self.flip_columns
    }
}

/// The distance of every board reachable from `start` within `max_depth`.
pub fn distances(start: &Grid, max_depth: usize) -> HashMap<Grid, usize> {
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
pub fn reference(start: &Grid, goal: &Grid) -> Option<usize> {
    distances(start, usize::MAX).get(goal).copied()
}

/// The input for `start` and `goal`.
pub fn input(start: &Grid, goal: &Grid) -> String {
    format!("{}\n{}", start.text(), goal.text())
}

/// How many arrangements the pieces and empty cells of `grid` have: a
/// bound on the reference's work.
pub fn arrangements(grid: &Grid) -> u64 {
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

pub fn random_walk(grid: &Grid, steps: usize, rng: &mut Rng) -> Grid {
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

/// Fills the open cells of `cells` with one to `most_empty` empty cells and
/// pieces drawn from `alphabet` (so repeats are common when it is short).
pub fn fill(cells: &mut [u8], most_empty: usize, alphabet: &[u8], rng: &mut Rng) {
    let open: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] != b'#').collect();
    if open.is_empty() {
        return;
    }
    let empty = rng.range(1, most_empty.min(open.len()));
    let mut contents: Vec<u8> = (0..open.len() - empty)
        .map(|_| *rng.pick(alphabet))
        .collect();
    contents.resize(open.len(), b'.');
    rng.shuffle(&mut contents);
    for (&cell, &content) in open.iter().zip(&contents) {
        cells[cell] = content;
    }
}

/// A random board of at most 3x4 cells: some walls, one to four empty
/// cells, pieces drawn from one to four kinds (so repeats are common), and
/// a goal that is a random walk away (solvable), a random rearrangement
/// (often unsolvable: walls, corridors, parity), or has a piece changed
/// (unsolvable: different pieces).
pub fn random_case(rng: &mut Rng) -> (Grid, Grid) {
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
        let alphabet = &b"Ab7@"[..rng.range(1, 4)];
        fill(&mut cells, 4.min(open.len() - 1), alphabet, rng);
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
                let mut contents: Vec<u8> = open.iter().map(|&c| start.cells[c]).collect();
                rng.shuffle(&mut contents);
                let mut goal = start.clone();
                for (&cell, &content) in open.iter().zip(&contents) {
                    goal.cells[cell] = content;
                }
                goal
            }
        };
        return (start, goal);
    }
}

/// A random board whose walls `symmetry` maps onto themselves, `height`
/// x `width` (square when the symmetry transposes), with pieces and one to
/// three empty cells; walls are drawn one in `wall_odds`.
pub fn random_symmetric_board(
    rng: &mut Rng,
    symmetry: Symmetry,
    height: usize,
    width: usize,
    wall_odds: usize,
) -> Grid {
    let mut grid = Grid {
        width,
        cells: (0..height * width)
            .map(|_| if rng.chance(1, wall_odds) { b'#' } else { b'.' })
            .collect(),
    };
    // A wall wherever the symmetry, applied up to four times, brings one.
    let mut image = grid.clone();
    for _ in 0..4 {
        image = image.transformed(symmetry);
        for (cell, &content) in image.cells.iter().enumerate() {
            if content == b'#' {
                grid.cells[cell] = b'#';
            }
        }
    }
    let alphabet = &b"ABCDEFGHab12"[..rng.range(1, 12)];
    fill(&mut grid.cells, 3, alphabet, rng);
    grid
}

/// Every position of the 8-puzzle and its distance from `123/456/78.`,
/// by moving the blank: the textbook definition, independent of the one
/// above.
pub fn eight_puzzle_distances() -> HashMap<[u8; 9], usize> {
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

// ---------------------------------------------------------------------------
// The fast version, region by region, watched.
// ---------------------------------------------------------------------------

/// Whether the fast version searches through the mirrors it finds (as
/// `solve` does), or each region from both ends, its mirror taken away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mirrors {
    AsFound,
    TakenAway,
}

/// What one region's search did, as its observer saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionRecord {
    /// Searched from the start alone, through a symmetry.
    pub mirrored: bool,
    /// States stored, both sides together, the start and the goal included.
    pub stored: usize,
}

/// An observer of the fast version's searches that counts the states they
/// store.
#[derive(Default)]
pub struct Count(pub usize);

impl<const W: usize> fast::Observer<fast::State<W>> for Count {
    fn stored(&mut self, _: fast::Direction, _: usize, _: &fast::State<W>) -> bool {
        self.0 += 1;
        true
    }
}

/// The fast version's answer to `input`, each region's search run with the
/// mirrors as chosen, the region's path put into the boards as
/// `shortest_path` does it: the number of moves (if any) and each region's
/// record. The boards are checked by the checker, and with the mirrors as
/// found they must be `shortest_path`'s.
pub fn fast_with(input: &str, mirrors: Mirrors) -> (Option<usize>, Vec<RegionRecord>) {
    let (start, goal) = fast::read_boards(input).unwrap();
    let mut records = Vec::new();
    let mut boards = fast::region_searches(&start, &goal).map(|_| vec![start.cells.clone()]);
    for mut search in fast::region_searches(&start, &goal).unwrap_or_default() {
        if mirrors == Mirrors::TakenAway {
            search.mirror = None;
        }
        let mut count = Count::default();
        let steps = search.run(&mut count).unwrap();
        let mirrored = search.mirror.is_some();
        // The observer hears of every state but the roots: the start, and
        // the goal too when both ends are searched.
        let roots = if mirrored { 1 } else { 2 };
        records.push(RegionRecord {
            mirrored,
            stored: count.0 + roots,
        });
        let (steps, path) = match (steps, boards.as_mut()) {
            (Some(steps), Some(path)) => (steps, path),
            _ => {
                boards = None;
                break;
            }
        };
        for step in steps.iter().skip(1) {
            let mut board = path[path.len() - 1].clone();
            for (&cell, &content) in search.cells.iter().zip(step) {
                board[cell] = content;
            }
            path.push(board);
        }
    }
    if mirrors == Mirrors::AsFound {
        assert_eq!(boards, fast::shortest_path(&start, &goal, &mut ()).unwrap());
    }
    let moves = boards.as_ref().map(|boards| boards.len() - 1);
    let mut out = match moves {
        Some(n) => format!("{}\n", n),
        None => "unsolvable\n".to_string(),
    };
    for board in boards.iter().flatten() {
        for row in board.chunks(start.width) {
            out.push_str(&format!("{}\n", String::from_utf8_lossy(row)));
        }
        out.push('\n');
    }
    if let Err(why) = bw_swap::lab::check(input, &out, &out) {
        panic!(
            "{:?}: {}\ninput:\n{}\noutput:\n{}",
            mirrors, why, input, out
        );
    }
    (moves, records)
}
