//! poj-3984's lab (`judging::lab`): 5×5 mazes with a path from corner to
//! corner, the plain BFS the solution runs set against what a
//! bidirectional search from both corners would do, and the checker (the
//! judge accepts any shortest path).

use crate::fast::{self as solution, Cell, Maze, Pos, SIZE};
use judging::compare::significant_lines;
use judging::lab::Lab;
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
        for sample in judging::testing::samples("poj-3984") {
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
        let root = judging::workspace::root();
        let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
        let traced = trace(&input, 1).unwrap();
        assert_eq!(traced.one_way.distance, Some(8));
    }
}

/// The checker: a path of open cells from `(0, 0)` to `(4, 4)`, one
/// orthogonal step per line, as long as the expected one. Each line is
/// checked before the length, so that a path that breaks a rule is told
/// so, not only that it is too long.
pub fn check(input: &str, expected: &str, received: &str) -> Result<Option<String>, String> {
    let cells: Vec<&str> = input.split_ascii_whitespace().collect();
    if cells.len() != 25 || cells.iter().any(|c| *c != "0" && *c != "1") {
        return Err("checker: the input is not a 5x5 grid of 0 and 1".into());
    }
    let open = |r: usize, c: usize| cells[r * 5 + c] == "0";
    let got = significant_lines(received);
    let mut previous: Option<(usize, usize)> = None;
    for (i, line) in got.iter().enumerate() {
        let (r, c) = parse_cell(line)
            .ok_or_else(|| format!("line {}: expected `(row, col)`, received `{}`", i + 1, line))?;
        if !open(r, c) {
            return Err(format!("line {}: ({}, {}) is a wall", i + 1, r, c));
        }
        match previous {
            None if (r, c) != (0, 0) => return Err("the path does not start at (0, 0)".into()),
            Some((pr, pc)) if pr.abs_diff(r) + pc.abs_diff(c) != 1 => {
                return Err(format!(
                    "line {}: ({}, {}) is not next to ({}, {})",
                    i + 1,
                    r,
                    c,
                    pr,
                    pc
                ));
            }
            _ => {}
        }
        previous = Some((r, c));
    }
    if previous != Some((4, 4)) {
        return Err("the path does not end at (4, 4)".into());
    }
    let want = significant_lines(expected).len();
    if got.len() != want {
        return Err(format!(
            "a path of {} cells, not a shortest one: the shortest has {}",
            got.len(),
            want
        ));
    }
    Ok(None)
}

/// `(r, c)` with exactly one space after the comma, digits 0 to 4.
fn parse_cell(line: &str) -> Option<(usize, usize)> {
    let inner = line.strip_prefix('(')?.strip_suffix(')')?;
    let (r, c) = inner.split_once(", ")?;
    let digit = |s: &str| match s.as_bytes() {
        [d @ b'0'..=b'4'] => Some(usize::from(d - b'0')),
        _ => None,
    };
    Some((digit(r)?, digit(c)?))
}

#[cfg(test)]
mod checker_tests {
    use super::*;

    const MAZE: &str = "0 1 0 0 0\n0 1 0 1 0\n0 0 0 0 0\n0 1 1 1 0\n0 0 0 1 0\n";
    const MAZE_PATH: &str =
        "(0, 0)\n(1, 0)\n(2, 0)\n(2, 1)\n(2, 2)\n(2, 3)\n(2, 4)\n(3, 4)\n(4, 4)\n";

    /// `"00 10 20"` becomes the lines `(0, 0)`, `(1, 0)`, `(2, 0)`.
    fn path(cells: &str) -> String {
        let line = |rc: &str| format!("({}, {})\n", &rc[..1], &rc[1..]);
        cells.split(' ').map(line).collect()
    }

    #[test]
    fn maze_accepts_the_sample_and_any_other_shortest_path() {
        assert_eq!(check(MAZE, MAZE_PATH, MAZE_PATH), Ok(None));
        assert_eq!(
            check(MAZE, MAZE_PATH, &MAZE_PATH.replace('\n', "\r\n")),
            Ok(None)
        );
        let open = "0 0 0 0 0\n".repeat(5);
        let down_then_right = path("00 10 20 30 40 41 42 43 44");
        let right_then_down = path("00 01 02 03 04 14 24 34 44");
        assert_eq!(check(&open, &down_then_right, &right_then_down), Ok(None));
    }

    #[test]
    fn maze_refuses_wrong_paths() {
        let refuse = |received: &str| check(MAZE, MAZE_PATH, received).unwrap_err();
        // Through a wall at (0, 1), then a jump of two cells.
        let through_wall = path("00 01 11 21 22 23 24 34 44");
        assert!(refuse(&through_wall).contains("wall"));
        let diagonal = path("00 10 20 21 22 23 34 44 44");
        assert!(refuse(&diagonal).contains("not next to"));
        let stays = path("00 10 20 21 22 23 24 34 34");
        assert!(refuse(&stays).contains("not next to"));
        assert!(refuse(&MAZE_PATH.replace(", ", ",")).contains("expected `(row, col)`"));
        assert!(refuse(&MAZE_PATH.replace("(4, 4)\n", "")).contains("end at (4, 4)"));
        let backwards: String = MAZE_PATH
            .lines()
            .rev()
            .map(|l| format!("{}\n", l))
            .collect();
        assert!(refuse(&backwards).contains("start"));
        let short_of_goal = path("00 10 20 21 22 23 24 34 24");
        assert!(refuse(&short_of_goal).contains("end at (4, 4)"));
        assert!(refuse("").contains("end at (4, 4)"));
    }

    #[test]
    fn legality_is_checked_before_length() {
        // A legal path two steps longer is told as such...
        let longer = format!("{}(3, 4)\n(4, 4)\n", MAZE_PATH);
        let why = check(MAZE, MAZE_PATH, &longer).unwrap_err();
        assert!(
            why.contains("11 cells, not a shortest one: the shortest has 9"),
            "{}",
            why
        );
        // ...and a path as long as the shortest that breaks a rule is told
        // the rule it breaks, not its length.
        let jump = path("00 10 20 22 23 24 34 44 44");
        assert!(check(MAZE, MAZE_PATH, &jump)
            .unwrap_err()
            .contains("not next to"));
        let short_jump = path("00 10 20 22 23 24 44");
        assert!(check(MAZE, MAZE_PATH, &short_jump)
            .unwrap_err()
            .contains("not next to"));
    }

    #[test]
    fn a_maze_that_is_not_25_zeros_and_ones_is_a_checker_error() {
        let malformed = |input: &str| check(input, MAZE_PATH, MAZE_PATH).unwrap_err();
        let short = MAZE.replacen("0 ", "", 1);
        let long = format!("{}0\n", MAZE);
        let digit_two = MAZE.replacen('1', "2", 1);
        for input in [short.as_str(), long.as_str(), digit_two.as_str(), ""] {
            assert!(malformed(input).contains("not a 5x5 grid"), "{:?}", input);
        }
    }
}
