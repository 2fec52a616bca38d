//! poj-3984's lab (`judging::lab`): 5×5 mazes with a path from corner to
//! corner, the plain BFS the solution runs set against what a
//! bidirectional search from both corners would do, and the checker (the
//! judge accepts any shortest path).

use crate::fast::{self as solution, Cell, Maze, Pos, SIZE};
use judging::compare::{significant_lines, Checked};
use judging::lab::{nth_case, odd_layout, Lab};
use judging::testing::Rng;
use judging::trace::{both_ways, Trace};

pub const LAB: Lab = Lab {
    generate,
    shrink,
    trace,
    check,
    chart_input: "samples/poj-3984/official.in",
    figures: &[],
};

const START: Pos = (0, 0);
const GOAL: Pos = (SIZE - 1, SIZE - 1);

/// The two grids whose shortest path is longest (16 moves): a corridor that
/// snakes across the grid, and the same turned about the diagonal.
const SNAKES: [&str; 2] = [
    "0 0 0 0 0\n1 1 1 1 0\n0 0 0 0 0\n0 1 1 1 1\n0 0 0 0 0\n",
    "0 1 0 0 0\n0 1 0 1 0\n0 1 0 1 0\n0 1 0 1 0\n0 0 0 1 0\n",
];

/// A maze with a path; a grid without one is malformed input for this
/// problem, so the generator never writes one. About a quarter are traps:
/// the open grid, the two snakes, and detours (a shortest path that must
/// step up or left). `size` sets the wall density of the others, up to 45%.
fn generate(rng: &mut Rng, size: u32) -> String {
    let maze = if rng.chance(1, 4) {
        match rng.below(4) {
            0 => [[Cell::Open; SIZE]; SIZE],
            1 => parse(SNAKES[rng.below(2)]).expect("a valid snake"),
            _ => maze_where(rng, |rng| rng.range(25, 45), |moves| moves > 8),
        }
    } else {
        let density = rng.range(0, 5 + size as usize * 40 / 100);
        maze_where(rng, |_| density, |_| true)
    };
    odd_layout(rng, render(&maze), 8)
}

/// A random maze, its walls drawn with the percentage `density` gives, whose
/// shortest path passes `wanted`.
fn maze_where(
    rng: &mut Rng,
    density: impl Fn(&mut Rng) -> usize,
    wanted: impl Fn(usize) -> bool,
) -> Maze {
    loop {
        let percent = density(rng);
        let mut maze = [[Cell::Open; SIZE]; SIZE];
        for (row, col) in cells() {
            if (row, col) != START && (row, col) != GOAL && rng.chance(percent, 100) {
                maze[row][col] = Cell::Wall;
            }
        }
        let moves = |&cell: &Pos| solution::open_neighbours(&maze, cell);
        let found = template::bfs::distance(START, |&cell| cell == GOAL, moves, usize::MAX);
        if found.map_or(false, &wanted) {
            return maze;
        }
    }
}

/// Grids with fewer walls: all gone, the first or second half of them gone,
/// then each one gone. Opening a cell never closes a path, so every
/// candidate is valid. A layout other than five rows is first rewritten as
/// five rows.
fn shrink(input: &str) -> Vec<String> {
    let maze = match parse(input) {
        Ok(maze) => maze,
        Err(_) => return Vec::new(),
    };
    let walls = Vec::from_iter(cells().filter(|&(row, col)| maze[row][col] == Cell::Wall));
    let without = |gone: &[Pos]| {
        let mut fewer = maze;
        for &(row, col) in gone {
            fewer[row][col] = Cell::Open;
        }
        render(&fewer)
    };
    let mut candidates = Vec::new();
    if input != render(&maze) {
        candidates.push(render(&maze));
    }
    if !walls.is_empty() {
        candidates.push(without(&walls));
    }
    if walls.len() > 2 {
        let (first, second) = walls.split_at(walls.len() / 2);
        candidates.extend([without(first), without(second)]);
    }
    if walls.len() > 1 {
        candidates.extend(walls.chunks(1).map(without));
    }
    candidates
}

/// The solution's search, one-way BFS from the top-left corner, against a
/// bidirectional search between the corners, both with the solution's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    let maze = nth_case(vec![parse(input)?], case)?;
    let moves = |&cell: &Pos| solution::open_neighbours(&maze, cell);
    let (one_way, two_way, meeting) = both_ways(START, GOAL, moves, moves);
    let mut notes = vec![
        "the solution searches one way (the template's `bfs::path`); the bidirectional \
         search is drawn for comparison only"
            .to_string(),
        "in a grid the cells within d steps grow like d², not exponentially: two half-way \
         searches save at most half, and nothing between opposite corners of a small grid, \
         where each side's half-way ball already covers its half of the grid"
            .to_string(),
    ];
    if one_way.distance.is_none() {
        notes.push("no path: this grid is malformed input for the problem".to_string());
    }
    Ok(Trace {
        title: format!("poj-3984: {START:?} -> {GOAL:?}"),
        one_way,
        two_way,
        meeting: meeting.map(|(row, col)| format!("({row}, {col})")),
        notes,
    })
}

/// The grid of a well-formed input, with its corners open (a wall on a
/// corner is rejected like the solution rejects it).
fn parse(input: &str) -> Result<Maze, String> {
    let maze = solution::read_maze(input)?;
    let is_wall = |&(row, col): &Pos| maze[row][col] == Cell::Wall;
    match [START, GOAL].into_iter().find(is_wall) {
        Some((row, col)) => Err(format!("the cell ({row}, {col}) is a wall")),
        None => Ok(maze),
    }
}

fn cells() -> impl Iterator<Item = Pos> {
    (0..SIZE).flat_map(|row| (0..SIZE).map(move |col| (row, col)))
}

/// Five rows of five cells, as the judge writes them.
fn render(maze: &Maze) -> String {
    let digit = |cell: &Cell| if *cell == Cell::Wall { "1" } else { "0" };
    let row = |cells: &[Cell; SIZE]| cells.iter().map(digit).collect::<Vec<_>>().join(" ");
    maze.iter().map(|cells| row(cells) + "\n").collect()
}

/// The checker: a path of open cells from `(0, 0)` to `(4, 4)`, one
/// orthogonal step per line, as long as the expected one. Each line is
/// checked before the length, so that a path that breaks a rule is told
/// so, not only that it is too long.
pub fn check(input: &str, expected: &str, received: &str) -> Checked {
    let cells: Vec<&str> = input.split_ascii_whitespace().collect();
    if cells.len() != 25 || cells.iter().any(|c| *c != "0" && *c != "1") {
        return Err("checker: the input is not a 5x5 grid of 0 and 1".into());
    }
    let got = significant_lines(received);
    let mut previous: Option<Pos> = None;
    for (i, line) in (1..).zip(&got) {
        let (r, c) = parse_cell(line)
            .ok_or_else(|| format!("line {i}: expected `(row, col)`, received `{line}`"))?;
        if cells[r * 5 + c] != "0" {
            return Err(format!("line {i}: ({r}, {c}) is a wall"));
        }
        match previous {
            None if (r, c) != (0, 0) => return Err("the path does not start at (0, 0)".into()),
            Some((pr, pc)) if pr.abs_diff(r) + pc.abs_diff(c) != 1 => {
                return Err(format!("line {i}: ({r}, {c}) is not next to ({pr}, {pc})"));
            }
            _ => previous = Some((r, c)),
        }
    }
    if previous != Some((4, 4)) {
        return Err("the path does not end at (4, 4)".into());
    }
    let (want, cells) = (significant_lines(expected).len(), got.len());
    let why = format!("a path of {cells} cells, not a shortest one: the shortest has {want}");
    (want == cells).then_some(None).ok_or(why)
}

/// `(r, c)` with exactly one space after the comma, digits 0 to 4.
fn parse_cell(line: &str) -> Option<Pos> {
    let inner = line.strip_prefix('(')?.strip_suffix(')')?;
    let (r, c) = inner.split_once(", ")?;
    let digit = |s: &str| match s.as_bytes() {
        [d @ b'0'..=b'4'] => Some(usize::from(d - b'0')),
        _ => None,
    };
    Some((digit(r)?, digit(c)?))
}
