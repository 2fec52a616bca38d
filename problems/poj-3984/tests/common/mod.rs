//! The brute-force reference of the tests, and grids written out as inputs.
//!
//! The reference enumerates every simple path from (0, 0) to (4, 4) by
//! depth-first search and keeps the shortest. It shares no code and no idea
//! with the solution's breadth-first search, and it is obviously right: a
//! shortest path never visits a cell twice, so it is among those
//! enumerated. It is slow where the grid is open (about 90,000 partial
//! paths, a few milliseconds, on an empty grid) and instant elsewhere.
#![allow(dead_code)]

use judging::testing::Rng;

pub const SIZE: usize = 5;
pub const GOAL: (usize, usize) = (SIZE - 1, SIZE - 1);

/// `walls[row][col]`: true where the input says 1.
pub type Walls = [[bool; SIZE]; SIZE];

pub struct Shortest {
    /// One shortest path, the first the enumeration meets.
    pub path: Vec<(usize, usize)>,
    /// How many distinct shortest paths the grid has.
    pub count: usize,
}

/// The shortest paths from (0, 0) to the goal, `None` when there is none
/// (also when either end is a wall).
pub fn shortest(walls: &Walls) -> Option<Shortest> {
    if walls[0][0] || walls[GOAL.0][GOAL.1] {
        return None;
    }
    let mut on_path = [[false; SIZE]; SIZE];
    on_path[0][0] = true;
    let mut best = None;
    extend(walls, &mut vec![(0, 0)], &mut on_path, &mut best);
    best
}

fn extend(
    walls: &Walls,
    path: &mut Vec<(usize, usize)>,
    on_path: &mut Walls,
    best: &mut Option<Shortest>,
) {
    let (row, col) = *path.last().unwrap();
    if (row, col) == GOAL {
        match best {
            Some(b) if b.path.len() < path.len() => {}
            Some(b) if b.path.len() == path.len() => b.count += 1,
            _ => {
                *best = Some(Shortest {
                    path: path.clone(),
                    count: 1,
                })
            }
        }
        return;
    }
    // Right and down first: on ties the reference usually picks a path
    // other than the solution's, which the checker must accept.
    let steps = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    for (dr, dc) in steps {
        let (r, c) = (row as isize + dr, col as isize + dc);
        if r < 0 || c < 0 || r >= SIZE as isize || c >= SIZE as isize {
            continue;
        }
        let (r, c) = (r as usize, c as usize);
        if walls[r][c] || on_path[r][c] {
            continue;
        }
        on_path[r][c] = true;
        path.push((r, c));
        extend(walls, path, on_path, best);
        path.pop();
        on_path[r][c] = false;
    }
}

/// The expected output for `path`: one `(row, col)` per line.
pub fn answer(path: &[(usize, usize)]) -> String {
    path.iter()
        .map(|(r, c)| format!("({}, {})\n", r, c))
        .collect()
}

/// The grid as the judge writes it: five rows of five, space separated.
pub fn render(walls: &Walls) -> String {
    let mut text = String::new();
    for row in walls {
        let cells: Vec<&str> = row.iter().map(|&w| if w { "1" } else { "0" }).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// The grid with random white space between, before and after the cells:
/// spaces, tabs, CRLF and blank lines, maybe no final newline.
pub fn render_ragged(walls: &Walls, rng: &mut Rng) -> String {
    const GAPS: [&str; 7] = [" ", "  ", "\t", "\n", "\r\n", "\n\n", " \r\n "];
    let mut text = String::new();
    if rng.chance(1, 4) {
        text.push_str(GAPS[rng.below(GAPS.len())]);
    }
    for (i, &wall) in walls.iter().flatten().enumerate() {
        if i > 0 {
            text.push_str(GAPS[rng.below(GAPS.len())]);
        }
        text.push(if wall { '1' } else { '0' });
    }
    if rng.chance(3, 4) {
        text.push_str(GAPS[rng.below(GAPS.len())]);
    }
    text
}

/// Reads a well-formed grid (test data only: panics on anything else).
pub fn parse(input: &str) -> Walls {
    let cells: Vec<bool> = input
        .split_ascii_whitespace()
        .map(|t| match t {
            "0" => false,
            "1" => true,
            _ => panic!("not a cell: {:?}", t),
        })
        .collect();
    assert_eq!(cells.len(), SIZE * SIZE, "not a 5x5 grid");
    let mut walls = [[false; SIZE]; SIZE];
    for (i, &wall) in cells.iter().enumerate() {
        walls[i / SIZE][i % SIZE] = wall;
    }
    walls
}

/// A grid with open corners where each other cell is a wall with
/// probability `wall_percent` / 100.
pub fn random(rng: &mut Rng, wall_percent: usize) -> Walls {
    let mut walls = [[false; SIZE]; SIZE];
    for (i, wall) in walls.iter_mut().flatten().enumerate() {
        let corner = i == 0 || i == SIZE * SIZE - 1;
        *wall = !corner && rng.chance(wall_percent, 100);
    }
    walls
}

/// The grid whose 23 inner cells (all but the two corners) are the bits of
/// `mask`, lowest bit first in reading order.
pub fn from_mask(mask: u32) -> Walls {
    let mut walls = [[false; SIZE]; SIZE];
    for i in 1..SIZE * SIZE - 1 {
        walls[i / SIZE][i % SIZE] = mask >> (i - 1) & 1 == 1;
    }
    walls
}
