//! The searches on a real puzzle: the 8-puzzle, against a full BFS from the
//! goal that knows the exact distance of all 181,440 solvable boards.

use std::collections::{HashMap, VecDeque};
use template::{bfs, bibfs};

type Board = [u8; 9];
const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The boards one slide away: the blank (0) swaps with a tile beside it.
fn slides(board: &Board) -> Vec<Board> {
    let blank = board.iter().position(|&cell| cell == 0).unwrap();
    let (row, col) = (blank / 3, blank % 3);
    let mut next = Vec::new();
    let mut slide = |cell: usize| {
        let mut moved = *board;
        moved.swap(blank, cell);
        next.push(moved);
    };
    if row > 0 {
        slide(blank - 3);
    }
    if row < 2 {
        slide(blank + 3);
    }
    if col > 0 {
        slide(blank - 1);
    }
    if col < 2 {
        slide(blank + 1);
    }
    next
}

/// The reference: every board's distance to the goal, by a plain BFS from
/// the goal (slides are reversible, so distances are symmetric).
fn all_distances() -> HashMap<Board, usize> {
    let mut distance = HashMap::from([(GOAL, 0)]);
    let mut queue = VecDeque::from([GOAL]);
    while let Some(board) = queue.pop_front() {
        let d = distance[&board];
        for next in slides(&board) {
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

fn check(start: Board, d: usize) {
    let path = bibfs::path(start, GOAL, slides, slides, usize::MAX).unwrap();
    assert_eq!(path.len() - 1, d, "from {:?}", start);
    assert_eq!((path[0], path[d]), (start, GOAL));
    for step in path.windows(2) {
        assert!(
            slides(&step[0]).contains(&step[1]),
            "{:?} is not one slide",
            step
        );
    }
    assert_eq!(bibfs::distance(start, GOAL, slides, slides, d), Some(d));
    if d > 0 {
        assert_eq!(bibfs::path(start, GOAL, slides, slides, d - 1), None);
        assert_eq!(bibfs::distance(start, GOAL, slides, slides, d - 1), None);
    }
}

#[test]
fn bibfs_finds_every_sampled_distance_and_both_hardest_boards() {
    let distance = all_distances();
    assert_eq!(distance.len(), 181_440);
    let mut hardest: Vec<Board> = distance
        .iter()
        .filter(|(_, &d)| d == 31)
        .map(|(&b, _)| b)
        .collect();
    hardest.sort_unstable();
    assert_eq!(
        hardest,
        vec![[6, 4, 7, 8, 5, 0, 3, 2, 1], [8, 6, 7, 2, 5, 4, 3, 0, 1]]
    );
    assert_eq!(distance.values().max(), Some(&31));

    for &board in &hardest {
        check(board, 31);
    }
    // A deterministic sample of a few hundred boards at every distance.
    let mut boards: Vec<(&Board, &usize)> = distance.iter().collect();
    boards.sort_unstable();
    for &(&board, &d) in boards.iter().step_by(600) {
        check(board, d);
    }

    // One-way BFS agrees on a few, including a hardest one.
    for &(&board, &d) in boards
        .iter()
        .step_by(30_000)
        .chain([(&hardest[0], &31)].iter())
    {
        assert_eq!(
            bfs::distance(board, |b| *b == GOAL, slides, usize::MAX),
            Some(d)
        );
        let path = bfs::path(board, |b| *b == GOAL, slides, d).unwrap();
        assert_eq!(path.len() - 1, d);
    }
}

#[test]
fn the_other_half_of_the_boards_cannot_reach_the_goal() {
    // Swapping two tiles flips the permutation's parity: unsolvable.
    let mut start = GOAL;
    start.swap(0, 1);
    assert_eq!(
        bibfs::distance(start, GOAL, slides, slides, usize::MAX),
        None
    );
    assert_eq!(bibfs::path(start, GOAL, slides, slides, usize::MAX), None);
}
