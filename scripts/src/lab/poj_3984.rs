//! poj-3984 in the lab (see `lab/mod.rs`): 5×5 mazes with a path from
//! corner to corner, and the plain BFS the solution runs set against what a
//! bidirectional search from both corners would do.

use super::Lab;
use crate::testing::Rng;
use crate::trace::{self, Limits, Trace};

#[allow(dead_code)]
#[path = "../../../problems/poj-3984/src/main.rs"]
mod solution;

use solution::{Cell, Maze, Pos, SIZE};

pub const LAB: Lab = Lab {
    id: "poj-3984",
    generate,
    shrink,
    trace,
    chart_input: "samples/poj-3984/official.in",
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
            1 => parse(SNAKES[rng.below(SNAKES.len())]).expect("a valid snake"),
            _ => loop {
                let density = rng.range(25, 45);
                let maze = random_maze(rng, density);
                if distance(&maze).map_or(false, |d| d > 2 * (SIZE - 1)) {
                    break maze;
                }
            },
        }
    } else {
        let most = 5 + size as usize * 40 / 100;
        let density = rng.range(0, most);
        loop {
            let maze = random_maze(rng, density);
            if distance(&maze).is_some() {
                break maze;
            }
        }
    };
    // Tokens, not lines: now and then the layout a careless reader trips on.
    match rng.below(8) {
        0 => render(&maze).replace('\n', " ").trim_end().to_string(),
        1 => render(&maze).replace('\n', "\r\n").trim_end().to_string(),
        _ => render(&maze),
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
    let walls: Vec<Pos> = cells()
        .filter(|&(row, col)| maze[row][col] == Cell::Wall)
        .collect();
    let mut candidates = Vec::new();
    if input != render(&maze) {
        candidates.push(render(&maze));
    }
    if walls.is_empty() {
        return candidates;
    }
    let without = |gone: &[Pos]| {
        let mut fewer = maze;
        for &(row, col) in gone {
            fewer[row][col] = Cell::Open;
        }
        render(&fewer)
    };
    candidates.push(without(&walls));
    if walls.len() > 2 {
        let half = walls.len() / 2;
        candidates.push(without(&walls[..half]));
        candidates.push(without(&walls[half..]));
    }
    if walls.len() > 1 {
        candidates.extend(walls.iter().map(|&wall| without(&[wall])));
    }
    candidates
}

/// The solution's search, one-way BFS from the top-left corner, against a
/// bidirectional search between the corners, both with the solution's moves.
fn trace(input: &str, case: usize) -> Result<Trace, String> {
    if case != 1 {
        return Err(format!("poj-3984 has one case, not a case {}", case));
    }
    let maze = parse(input)?;
    let moves = |&cell: &Pos| solution::open_neighbours(&maze, cell);
    let one_way = trace::one_way(vec![START], |&cell| cell == GOAL, moves, Limits::NONE);
    let (two_way, meeting) = trace::two_way(vec![START], vec![GOAL], moves, moves, Limits::NONE);
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
        title: format!("poj-3984: {:?} -> {:?}", START, GOAL),
        one_way,
        two_way,
        meeting: meeting.map(|(row, col)| format!("({}, {})", row, col)),
        notes,
    })
}

/// The grid of a well-formed input, with its corners open (a wall on a
/// corner is rejected like the solution rejects it).
fn parse(input: &str) -> Result<Maze, String> {
    let maze = solution::read_maze(input)?;
    for (row, col) in [START, GOAL] {
        if maze[row][col] == Cell::Wall {
            return Err(format!("the cell ({}, {}) is a wall", row, col));
        }
    }
    Ok(maze)
}

fn cells() -> impl Iterator<Item = Pos> {
    (0..SIZE).flat_map(|row| (0..SIZE).map(move |col| (row, col)))
}

/// Open corners; every other cell a wall with probability `percent` / 100.
fn random_maze(rng: &mut Rng, percent: usize) -> Maze {
    let mut maze = [[Cell::Open; SIZE]; SIZE];
    for (row, col) in cells() {
        if (row, col) != START && (row, col) != GOAL && rng.chance(percent, 100) {
            maze[row][col] = Cell::Wall;
        }
    }
    maze
}

/// The length of a shortest path between the corners, by the solution's
/// moves (a plain flood fill: the generator must be fast).
fn distance(maze: &Maze) -> Option<usize> {
    let mut steps = [[usize::MAX; SIZE]; SIZE];
    steps[START.0][START.1] = 0;
    let mut queue = std::collections::VecDeque::from(vec![START]);
    while let Some(cell) = queue.pop_front() {
        for (row, col) in solution::open_neighbours(maze, cell) {
            if steps[row][col] == usize::MAX {
                steps[row][col] = steps[cell.0][cell.1] + 1;
                queue.push_back((row, col));
            }
        }
    }
    Some(steps[GOAL.0][GOAL.1]).filter(|&d| d != usize::MAX)
}

/// Five rows of five cells, as the judge writes them.
fn render(maze: &Maze) -> String {
    let mut text = String::new();
    for row in maze {
        let cells: Vec<&str> = row
            .iter()
            .map(|&cell| if cell == Cell::Wall { "1" } else { "0" })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(input: &str) -> Result<String, String> {
        let mut out = String::new();
        solution::solve(input, &mut out).map(|()| out)
    }

    fn walls(input: &str) -> usize {
        input.split_ascii_whitespace().filter(|&t| t == "1").count()
    }

    #[test]
    fn generated_mazes_are_accepted_and_the_traps_appear() {
        let mut rng = Rng::new(3984);
        let (mut open, mut snakes, mut detours, mut one_line) = (0, 0, 0, 0);
        for round in 0..4000 {
            let input = generate(&mut rng, round % 101);
            let answer = solve(&input).unwrap_or_else(|e| panic!("{}: {:?}", e, input));
            let moves = answer.lines().count() - 1;
            open += usize::from(walls(&input) == 0);
            snakes += usize::from(moves == 16);
            detours += usize::from(moves > 8);
            one_line += usize::from(input.lines().count() == 1);
        }
        assert!(open > 150, "{} open grids", open);
        assert!(snakes > 150, "{} snakes", snakes);
        assert!(detours > 600, "{} detours", detours);
        assert!(one_line > 300, "{} one-line layouts", one_line);
    }

    #[test]
    fn generation_is_deterministic() {
        let (mut a, mut b) = (Rng::new(5), Rng::new(5));
        for size in 0..=100 {
            assert_eq!(generate(&mut a, size), generate(&mut b, size));
        }
    }

    #[test]
    fn shrink_candidates_are_valid_and_smaller() {
        let mut rng = Rng::new(77);
        for round in 0..300 {
            let input = generate(&mut rng, round % 101);
            let candidates = shrink(&input);
            for candidate in &candidates {
                assert_ne!(candidate, &input);
                assert!(walls(candidate) <= walls(&input));
                assert!(solve(candidate).is_ok(), "{:?}", candidate);
            }
            if walls(&input) > 0 {
                // The open grid comes first (after the input rewritten as rows).
                assert!(candidates.iter().take(2).any(|c| walls(c) == 0));
            }
        }
        let open = render(&[[Cell::Open; SIZE]; SIZE]);
        assert!(shrink(&open).is_empty());
        assert_eq!(shrink(&open.replace('\n', " ")), [open]);
    }

    #[test]
    fn traced_distances_are_the_solution_s() {
        for sample in crate::testing::samples("poj-3984") {
            let traced = trace(&sample.input, 1).unwrap();
            let moves = solve(&sample.input).unwrap().lines().count() - 1;
            assert_eq!(traced.one_way.distance, Some(moves), "{}", sample.name);
            assert_eq!(traced.two_way.distance, Some(moves), "{}", sample.name);
            assert!(traced.meeting.is_some());
        }
        assert!(trace("0 ".repeat(25).as_str(), 2).is_err());
        assert!(trace(&"1 ".repeat(25), 1).is_err());
    }

    #[test]
    fn the_chart_input_is_a_sample() {
        let root = crate::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.one_way.distance, Some(8));
    }
}
