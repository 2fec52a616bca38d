//! One backward BFS from the goal, then any number of queries answered by
//! looking them up.
//!
//! Use it when many queries share one goal and the states have a cheap
//! rank onto `0..n` (see [`crate::dense`]): the multi-case 8-puzzle, where
//! every case ends at `1 2 3 / 4 5 6 / 7 8 x`. [`distances`] walks the
//! moves backwards from the goal over every rank that can reach it, once,
//! and keeps each rank's distance in a byte; a query's distance is then
//! `table[start]`, and [`path`] walks it down to the goal, each step to
//! any successor one move closer. When there are few queries and the
//! space is large, a bidirectional search per query ([`crate::bibfs`],
//! [`crate::dense`]) stores far less than the whole space.
//!
//! A byte holds distances up to 254; `u8::MAX` (255) marks a rank that
//! cannot reach the goal, or only in more than 254 moves (the search
//! stops there). The collection's deepest table is the 8-puzzle's, 31.
//!
//! # Examples
//!
//! The 8-puzzle's boards as permutation ranks, the blank being 0. Slides
//! are reversible, so the same moves serve both ways; the table from the
//! goal knows every solvable board:
//!
//! ```
//! use template::perm::{rank, unrank, FACTORIAL};
//! use template::table;
//! let slides = |r: usize| {
//!     let mut board = [0u8; 9];
//!     unrank(r, &mut board);
//!     let blank = board.iter().position(|&t| t == 0).unwrap();
//!     let mut next = Vec::new();
//!     for cell in [blank.wrapping_sub(3), blank + 3, blank.wrapping_sub(1), blank + 1] {
//!         let same_row = cell / 3 == blank / 3;
//!         if cell < 9 && (same_row || cell % 3 == blank % 3) {
//!             let mut moved = board;
//!             moved.swap(blank, cell);
//!             next.push(rank(&moved));
//!         }
//!     }
//!     next
//! };
//! let goal = rank(&[1, 2, 3, 4, 5, 6, 7, 8, 0]);
//! let distance = table::distances(FACTORIAL[9], goal, slides);
//! assert_eq!(distance.iter().filter(|&&d| d != u8::MAX).count(), 181_440);
//! assert_eq!(distance.iter().filter(|&&d| d != u8::MAX).max(), Some(&31));
//!
//! let start = rank(&[1, 2, 3, 4, 5, 6, 0, 7, 8]);
//! assert_eq!(distance[start], 2);
//! let path = table::path(&distance, start, slides).unwrap();
//! assert_eq!(path, vec![start, rank(&[1, 2, 3, 4, 5, 6, 7, 0, 8]), goal]);
//! // Two tiles swapped: the other half of the permutations, unsolvable.
//! let swapped = rank(&[2, 1, 3, 4, 5, 6, 7, 8, 0]);
//! assert_eq!(distance[swapped], u8::MAX);
//! assert_eq!(table::path(&distance, swapped, slides), None);
//! ```

// snippet:begin distances
// snippet:needs distances_with
/// Every rank's distance to the rank `goal`, for the ranks `0..n`:
/// `u8::MAX` where the goal cannot be reached (or only in more than 254
/// moves). `predecessors(rank)` gives the ranks one move before `rank`
/// (the moves walked backwards; for a reversible puzzle, the moves).
///
/// # Complexity
///
/// One BFS over the ranks that reach the goal: each expanded once, each
/// of its predecessors read; `n` bytes, and the widest layer's ranks.
pub fn distances<I, P>(n: usize, goal: usize, predecessors: P) -> Vec<u8>
where
    I: IntoIterator<Item = usize>,
    P: FnMut(usize) -> I,
{
    distances_with(n, goal, predecessors, &mut ()).expect("`()` never stops a search")
}
// snippet:end distances

// snippet:begin distances_with
// snippet:needs observe::Side observe::Observer
/// [`distances`], reporting to `observer` ([`crate::observe`]; the search
/// grows from the goal, so every report is `Side::Backward`'s); `None`
/// when the observer stops it.
pub fn distances_with<I, P, O>(
    n: usize,
    goal: usize,
    mut predecessors: P,
    observer: &mut O,
) -> Option<Vec<u8>>
where
    I: IntoIterator<Item = usize>,
    P: FnMut(usize) -> I,
    O: super::observe::Observer<usize>,
{
    let side = super::observe::Side::Backward;
    let mut distance = vec![u8::MAX; n];
    distance[goal] = 0;
    let mut layer = vec![goal];
    let mut next_layer = Vec::new();
    let mut depth = 0;
    // 254 is the farthest a byte can tell from "unreachable".
    while !layer.is_empty() && depth < usize::from(u8::MAX - 1) {
        depth += 1;
        next_layer.clear();
        for &rank in &layer {
            for before in predecessors(rank) {
                if distance[before] == u8::MAX {
                    if !observer.stored(side, depth, &before) {
                        return None;
                    }
                    distance[before] = depth as u8;
                    next_layer.push(before);
                }
            }
        }
        std::mem::swap(&mut layer, &mut next_layer);
        observer.layer(side, depth, layer.len());
    }
    Some(distance)
}
// snippet:end distances_with

// snippet:begin path
/// A shortest path of ranks from `start` to the goal of `distance` (a
/// table from [`distances`]), both included, or `None` if the table says
/// the goal is out of reach. Each step goes to the first rank that
/// `successors(rank)` lists one move closer.
///
/// # Panics
///
/// If a rank has no successor one move closer: `successors` does not undo
/// the `predecessors` the table was built with.
///
/// # Complexity
///
/// `distance[start]` calls of `successors`, and no more.
pub fn path<I, F>(distance: &[u8], start: usize, mut successors: F) -> Option<Vec<usize>>
where
    I: IntoIterator<Item = usize>,
    F: FnMut(usize) -> I,
{
    if distance[start] == u8::MAX {
        return None;
    }
    let mut path = vec![start];
    let mut at = start;
    while distance[at] > 0 {
        let closer = distance[at] - 1;
        at = successors(at)
            .into_iter()
            .find(|&next| distance[next] == closer)
            .expect("the successors undo the table's predecessors");
        path.push(at);
    }
    Some(path)
}
// snippet:end path

#[cfg(test)]
mod tests {
    use super::*;
    use crate::observe::{Observer, Side};

    /// Counts the layers reported, and the deepest.
    #[derive(Default)]
    struct Layers {
        count: usize,
        deepest: usize,
    }

    impl Observer<usize> for Layers {
        fn layer(&mut self, _: Side, depth: usize, _: usize) {
            self.count += 1;
            self.deepest = self.deepest.max(depth);
        }
    }

    /// A chain `0 -> 1 -> .. -> 299`, the goal at its end: a byte tells
    /// distances up to 254 apart from "out of reach", and the search goes
    /// no further than that (the 255th layer would be wasted work).
    #[test]
    fn a_byte_holds_254_moves_and_farther_ranks_are_out_of_reach() {
        let n = 300;
        let goal = n - 1;
        let before = |r: usize| r.checked_sub(1);
        let after = |r: usize| Some(r + 1).filter(|&next| next < n);
        let mut layers = Layers::default();
        let distance = distances_with(n, goal, before, &mut layers).unwrap();
        assert_eq!((layers.count, layers.deepest), (254, 254));
        assert_eq!(distances(n, goal, before), distance);
        for (rank, &d) in distance.iter().enumerate() {
            let expected = if goal - rank <= 254 {
                (goal - rank) as u8
            } else {
                u8::MAX
            };
            assert_eq!(d, expected, "rank {}", rank);
        }
        let path = path(&distance, goal - 254, after).unwrap();
        assert_eq!(path, (goal - 254..n).collect::<Vec<_>>());
        assert_eq!(super::path(&distance, goal - 255, after), None);
    }
}
