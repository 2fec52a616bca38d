//! The figures NOTES.md quotes, as ignored tests that print them (run
//! with `cargo test --release -p bw-swap --test figures -- --ignored
//! --nocapture NAME`): `classic_space_exhaustively` walks all 239,500,800
//! states of the classic board (a minute or two) and checks 56 and 57;
//! `layer_sizes` prints the layers both sides grow; `stored_states` the
//! states the fast version stores on each bench input, searched through
//! the mirror and from both ends; `regenerate_bench_inputs` writes
//! `bench/*.in`.

mod common;

use bw_swap::fast;

use common::*;
use judging::testing::Rng;
use std::path::Path;

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
            &format!("{}\n{}", classic().0, goal),
        );
    }
}

/// The states the fast version stores on each bench input, counted by an
/// observer: through the mirror where a symmetry maps the start onto the
/// goal, and from both ends (the mirror taken away). Deterministic, unlike
/// the times.
#[test]
#[ignore]
fn stored_states() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench");
    let mut names: Vec<String> = std::fs::read_dir(&bench)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    println!("input: moves, states stored (mirrored / two-sided)");
    for name in names {
        let input = std::fs::read_to_string(bench.join(&name)).unwrap();
        let stored = |mirrors| {
            let (moves, records) = fast_with(&input, mirrors);
            let mirrored = records.iter().any(|r| r.mirrored);
            let stored: usize = records.iter().map(|r| r.stored).sum();
            (moves, mirrored, stored)
        };
        let (moves, mirrored, mirrored_stored) = stored(Mirrors::AsFound);
        let (_, _, two_sided_stored) = stored(Mirrors::TakenAway);
        let mirrored_stored = if mirrored {
            mirrored_stored.to_string()
        } else {
            "-".to_string()
        };
        println!(
            "{}: {:?} moves, {} / {}",
            name, moves, mirrored_stored, two_sided_stored
        );
    }
}

/// A random sample of goals on the classic board: how far they are, and
/// how long the fast version takes (for NOTES.md's remark on typical
/// goals; the times are noisy, the moves are not).
#[test]
#[ignore]
fn random_classic_goals() {
    let start = Grid::parse(&classic().0);
    let mut rng = Rng::new(150);
    let mut moves = Vec::new();
    let mut slowest = std::time::Duration::ZERO;
    for _ in 0..150 {
        let mut goal = start.clone();
        let open: Vec<usize> = (0..15).filter(|&c| goal.cells[c] != b'#').collect();
        let mut contents: Vec<u8> = open.iter().map(|&c| goal.cells[c]).collect();
        rng.shuffle(&mut contents);
        for (&cell, &content) in open.iter().zip(&contents) {
            goal.cells[cell] = content;
        }
        let began = std::time::Instant::now();
        let mut out = String::new();
        fast::solve(&input(&start, &goal), &mut out).unwrap();
        slowest = slowest.max(began.elapsed());
        moves.push(out.lines().next().unwrap().parse::<usize>().unwrap());
    }
    moves.sort_unstable();
    println!(
        "150 random goals: median {} moves, farthest {}, slowest {:?}",
        moves[75], moves[149], slowest
    );
}

/// The classic board's 12 open cells, numbered in reading order, and for
/// each the cells next to it.
fn classic_cells() -> (Vec<usize>, Vec<Vec<usize>>) {
    let grid = Grid::parse(&classic().0);
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

/// A classic state as the contents of the 12 open cells, pieces 0..=9
/// (the letters of `BLACKWHITE`, in that order) and 10 for empty, ranked
/// as (the pair of empty cells, the order of the ten pieces): a number
/// below 66 * 10! = 239,500,800, so a byte array can hold every distance.
const EMPTY_CODE: u8 = 10;
const LETTERS: &[u8; 10] = b"BLACKWHITE";
const TEN_FACTORIAL: usize = 3_628_800;

fn rank(state: &[u8; 12]) -> usize {
    let mut pair = 0;
    let mut empties = 0;
    let mut order = 0;
    let mut used = 0u32;
    let mut placed = 0;
    let mut pair_index = 0;
    for (cell, &code) in state.iter().enumerate() {
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
    let mut state = [EMPTY_CODE; 12];
    let mut placed = 0;
    for (cell, slot) in state.iter_mut().enumerate() {
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
    state
}

fn classic_state(text: &str, open: &[usize]) -> [u8; 12] {
    let grid = Grid::parse(text);
    let mut state = [EMPTY_CODE; 12];
    for (slot, &cell) in state.iter_mut().zip(open) {
        if let Some(code) = LETTERS.iter().position(|&l| l == grid.cells[cell]) {
            *slot = code as u8;
        }
    }
    state
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
/// state, layer by layer (a layer is the states holding its depth:
/// no queue). Prints the layer sizes, the reachable count and the farthest
/// states; checks 56 for the classic goal and 57 for the bench goals.
#[test]
#[ignore]
fn classic_space_exhaustively() {
    let (open, around) = classic_cells();
    let pairs: Vec<(usize, usize)> = (0..12)
        .flat_map(|a| (a + 1..12).map(move |b| (a, b)))
        .collect();
    let total = 66 * TEN_FACTORIAL;
    let mut depth_of = vec![u8::MAX; total];
    let (classic_start, classic_goal) = classic();
    depth_of[rank(&classic_state(&classic_start, &open))] = 0;
    let mut layer_sizes = vec![1usize];
    let mut depth = 0u8;
    while layer_sizes[depth as usize] > 0 {
        let mut next_layer = 0;
        for r in 0..total {
            if depth_of[r] != depth {
                continue;
            }
            let state = unrank(r, &pairs);
            for from in 0..12 {
                if state[from] == EMPTY_CODE {
                    continue;
                }
                // Walk from the piece through the empty cells.
                let mut reached = [false; 12];
                let mut stack = vec![from];
                while let Some(cell) = stack.pop() {
                    for &to in &around[cell] {
                        if state[to] == EMPTY_CODE && !reached[to] {
                            reached[to] = true;
                            stack.push(to);
                            let mut moved = state;
                            moved[to] = state[from];
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
    println!("states {}, reachable {}", total, reachable);
    for (d, size) in layer_sizes.iter().enumerate() {
        println!("depth {:2}: {}", d, size);
    }
    let farthest = layer_sizes.len() - 1;
    for r in (0..total).filter(|&r| depth_of[r] as usize == farthest) {
        let state = unrank(r, &pairs);
        let mut grid = Grid::parse(&classic().0);
        for (&code, &cell) in state.iter().zip(&open) {
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
    assert_eq!(depth_of[rank(&classic_state(&classic_goal, &open))], 56);
    for (_, goal) in FAR_GOALS {
        assert_eq!(depth_of[rank(&classic_state(goal, &open))], 57);
    }
}

/// The layers the bidirectional search grows on the bench inputs, from
/// one-way searches to the needed depth on each side: whole layers, the
/// smaller frontier first (the forward one on a tie), as the solution does.
#[test]
#[ignore]
fn layer_sizes() {
    let (classic_start, classic_goal) = classic();
    let cases = [
        ("classic", classic_goal.as_str(), 56),
        ("far-goal-1", FAR_GOALS[0].1, 57),
    ];
    let start = Grid::parse(&classic_start);
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
        let stored: usize = forward[..=f].iter().chain(&backward[..=b]).sum();
        println!(
            "{}: {} moves, forward to depth {}, backward to depth {}",
            name, moves, f, b
        );
        println!("  forward layers {:?}", &forward[..=f]);
        println!("  backward layers {:?}", &backward[..=b]);
        println!(
            "  at most {} states stored (the last layer stops at the first meeting)",
            stored
        );
        println!("  order: {}", grown.join(", "));
    }
}
