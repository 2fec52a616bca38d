//! The figures of NOTES.md's "Measured": the states the one-way search (the
//! solution's) and a bidirectional search from both corners store, with the
//! solution's own moves, on the samples, on every grid, and on a large open
//! grid. Not a check, so ignored; run it optimised:
//!
//!     cargo test --release -p poj-3984 --test figures -- --ignored --nocapture

mod common;

use judging::trace::both_ways;
use poj_3984::fast::{self as solution, Cell, Maze, Pos, SIZE};
use poj_3984::lab::LAB;

/// States stored by the one-way and by the bidirectional search, and the
/// distance both find (`None`: no path).
fn stored(maze: &Maze) -> (usize, usize, Option<usize>) {
    let (start, goal) = ((0, 0), (SIZE - 1, SIZE - 1));
    let moves = |&cell: &Pos| solution::open_neighbours(maze, cell);
    let (one, two, _) = both_ways(start, goal, moves, moves);
    assert_eq!(one.distance, two.distance);
    (one.stored(), two.stored(), one.distance)
}

fn maze_of(walls: &common::Walls) -> Maze {
    let mut maze = [[Cell::Open; SIZE]; SIZE];
    for (cells, row) in maze.iter_mut().zip(walls) {
        for (cell, &wall) in cells.iter_mut().zip(row) {
            *cell = if wall { Cell::Wall } else { Cell::Open };
        }
    }
    maze
}

#[test]
#[ignore]
fn stored_states_one_way_and_bidirectional() {
    println!("| input | distance | one-way stored | bidirectional stored |");
    println!("|---|---:|---:|---:|");
    for sample in judging::testing::samples("poj-3984") {
        let maze = solution::read_maze(&sample.input).unwrap();
        let (one, two, distance) = stored(&maze);
        let distance = distance.unwrap();
        println!("| `{}` | {} | {} | {} |", sample.name, distance, one, two);
    }

    // Every grid with open corners, on two threads: totals over the grids
    // with a path and over all of them.
    let grids = 1u32 << (SIZE * SIZE - 2);
    let halves = [0..grids / 2, grids / 2..grids];
    let totals: Vec<[u64; 5]> = std::thread::scope(|scope| {
        let workers: Vec<_> = halves
            .into_iter()
            .map(|masks| {
                scope.spawn(move || {
                    // solvable grids, their one-way and two-way sums; all grids' sums
                    let mut t = [0u64; 5];
                    for mask in masks {
                        let (one, two, distance) = stored(&maze_of(&common::from_mask(mask)));
                        if distance.is_some() {
                            t[0] += 1;
                            t[1] += one as u64;
                            t[2] += two as u64;
                        }
                        t[3] += one as u64;
                        t[4] += two as u64;
                    }
                    t
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let sum = |k: usize| totals.iter().map(|t| t[k]).sum::<u64>() as f64;
    println!(
        "| all {} grids with a path, average | | {:.2} | {:.2} |",
        sum(0),
        sum(1) / sum(0),
        sum(2) / sum(0)
    );
    println!(
        "| all {} grids, average | | {:.2} | {:.2} |",
        grids,
        sum(3) / grids as f64,
        sum(4) / grids as f64
    );

    // An open 1001 x 1001 grid: between opposite corners, and between two
    // cells of the middle row 500 apart.
    const SIDE: usize = 1001;
    let open = |&(row, col): &Pos| {
        let mut next = Vec::with_capacity(4);
        if row > 0 {
            next.push((row - 1, col));
        }
        if row + 1 < SIDE {
            next.push((row + 1, col));
        }
        if col > 0 {
            next.push((row, col - 1));
        }
        if col + 1 < SIDE {
            next.push((row, col + 1));
        }
        next
    };
    for (label, start, goal) in [
        ("corner to corner", (0, 0), (SIDE - 1, SIDE - 1)),
        ("two middle cells 500 apart", (500, 250), (500, 750)),
    ] {
        let (one, two, _) = both_ways(start, goal, open, open);
        println!(
            "| open {}x{}, {} | {} | {} | {} |",
            SIDE,
            SIDE,
            label,
            one.distance.unwrap(),
            one.stored(),
            two.stored()
        );
    }
}

/// What `cargo trace poj-3984 < samples/poj-3984/official.in` shows and the
/// chart draws: each layer of both searches.
#[test]
#[ignore]
fn the_chart_input_traced() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    println!("{}", traced.title);
    for search in [&traced.one_way, &traced.two_way] {
        for layer in &search.layers {
            println!("{:?}", layer);
        }
        println!(
            "distance {:?}, stored {}, generated {}\n",
            search.distance,
            search.stored(),
            search.generated()
        );
    }
    println!("meeting: {:?}", traced.meeting);
}
