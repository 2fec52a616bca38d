//! One BFS from the start that meets its own mirror image, for a goal that
//! is the start seen in a mirror.
//!
//! Use it when a symmetry `m` of the puzzle maps the start onto the goal:
//! `goal = m(start)`. The classic black-and-white exchange is one: flipped
//! top to bottom, `BLACK / #.#.# / WHITE` is `WHITE / #.#.# / BLACK` (the
//! collection's bw-swap). A search from the goal would then store exactly
//! the mirror images of what the search from the start stores, layer for
//! layer; this search stores one side and looks up images instead, which
//! halves the memory of [`crate::bibfs`] and saves the second side's moves.
//!
//! # What the mirror must be
//!
//! `m` (the `mirror` closure) must be
//!
//! - an **involution**: `m(m(x)) = x` for every state `x` (a flip or a half
//!   turn; not a quarter turn, whose inverse is another symmetry);
//! - a symmetry of the moves that **turns them round**: for every move
//!   `x -> y`, `m(y) -> m(x)` is a move too. For a reversible puzzle, whose
//!   every move can be undone by a move, that is the same as mapping moves
//!   to moves, which is what a flip of the board does.
//!
//! Then walking a path `start -> .. -> m(x)` of `j` moves through the
//! mirror, from its end back to its beginning, gives `x -> .. -> m(start)`,
//! a path of `j` moves from `x` to the goal. So the distance from any
//! state `x` to the goal is the distance from the start to `m(x)`, and a
//! search from the start alone knows both halves of a path: a state `x`
//! stored at depth `k` whose image `m(x)` is stored at depth `j` closes a
//! path of `k + j` moves: the search's own path to `x`, then the images of
//! its path to `m(x)`, last first.
//!
//! # The first meeting, and where the search may stop
//!
//! The search grows whole layers, and the moment it stores a new state `y`
//! it looks up `m(y)` (after storing `y`, so that a state that is its own
//! image, `m(y) = y`, meets itself). Every pair `{x, m(x)}` of stored
//! states is thereby seen when its second member is stored. Let `D` be the
//! distance from the start to the goal.
//!
//! Say layers `0..=k` are complete and no pair has been seen. Then
//! `D > 2k`: on a path of `D <= 2k` moves, the state `z` that is `min(k, D)`
//! moves along it is within `k` of the start, and within `k` of the goal,
//! so that `m(z)` is within `k` of the start; both would be stored, a pair.
//!
//! Now grow layer `k + 1`. A new state `y` whose image is stored at depth
//! `j` closes a path of `k + 1 + j` moves, so `k + 1 + j >= D >= 2k + 1`:
//! `j` is `k` or `k + 1`, nothing else.
//!
//! - **`j = k`: an odd path, `2k + 1` moves**, at most `D`, so a shortest
//!   one. The search stops at once, in the middle of the layer.
//! - **`j = k + 1`: an even path, `2k + 2` moves**, `m(y)` being in the
//!   layer too (or `y` itself). It is a shortest path unless `D = 2k + 1`,
//!   and only the rest of the layer can tell: if `D = 2k + 1`, the state
//!   `k + 1` moves along a shortest path is within `k` of the goal, so its
//!   image is stored by layer `k`, and it is not stored by layer `k` (that
//!   would be a pair already); it is in layer `k + 1`, and storing it finds
//!   an odd meeting. So the search keeps the first even meeting, finishes
//!   the layer (stopping at once if an odd meeting turns up, which wins),
//!   and returns the even one when the layer is complete.
//!
//! Stopping at the first even meeting is the trap of this search: it can
//! return a path one move too long. If the layer ends with no pair, the
//! argument starts again with `k + 1`. If it ends empty, every state the
//! start can reach is stored; the goal is not (its image, the start, would
//! have made a pair), so there is no path. A depth limit is exact: before
//! layer `k + 1` is grown, `D > 2k` is known, so a limit of `2k` or less
//! ends the search with `None`, and a limit of `2k + 1` still accepts an
//! odd meeting in layer `k + 1` but not an even one.
//!
//! The search stores the states within about `D / 2` moves of the start,
//! the forward half of what [`crate::bibfs`] stores; the backward half
//! would have been its mirror image.
//!
//! # Examples
//!
//! A word, a move swapping two neighbouring letters; the mirror reverses
//! the word, which turns a swap into a swap. From a word to its reverse:
//!
//! ```
//! use template::mirror;
//! let swaps = |word: &Vec<u8>| {
//!     let swap = |i: usize| {
//!         let mut next = word.clone();
//!         next.swap(i - 1, i);
//!         next
//!     };
//!     (1..word.len()).map(swap).collect::<Vec<_>>()
//! };
//! let reverse = |word: &Vec<u8>| word.iter().rev().copied().collect::<Vec<u8>>();
//!
//! let start = b"abcd".to_vec();
//! let path = mirror::path(start.clone(), reverse, swaps, usize::MAX).unwrap();
//! // Every pair of letters must cross: 6 swaps, ending at "dcba".
//! assert_eq!(path.len(), 7);
//! assert_eq!((&path[0], &path[6]), (&start, &b"dcba".to_vec()));
//! assert_eq!(mirror::distance(b"abc".to_vec(), reverse, swaps, usize::MAX), Some(3));
//! // The limit is met exactly or missed; a palindrome is its own goal.
//! assert_eq!(mirror::distance(start.clone(), reverse, swaps, 5), None);
//! assert_eq!(mirror::path(b"abba".to_vec(), reverse, swaps, 0), Some(vec![b"abba".to_vec()]));
//! ```
//!
//! A memory guard: the observer counts the states stored and stops the
//! search past a budget, which the observer then tells apart from "no
//! path" (a solution would print that it gave up, or try something else):
//!
//! ```
//! use template::mirror;
//! use template::observe::{Observer, Side};
//!
//! struct Budget {
//!     left: usize,
//!     ran_out: bool,
//! }
//!
//! impl<S> Observer<S> for Budget {
//!     fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
//!         self.ran_out = self.left == 0;
//!         self.left = self.left.saturating_sub(1);
//!         !self.ran_out
//!     }
//! }
//!
//! let swaps = |word: &Vec<u8>| {
//!     let swap = |i: usize| {
//!         let mut next = word.clone();
//!         next.swap(i - 1, i);
//!         next
//!     };
//!     (1..word.len()).map(swap).collect::<Vec<_>>()
//! };
//! let reverse = |word: &Vec<u8>| word.iter().rev().copied().collect::<Vec<u8>>();
//! let start = b"abcdefg".to_vec();
//!
//! let mut small = Budget { left: 1_000, ran_out: false };
//! assert_eq!(mirror::distance_with(start.clone(), reverse, swaps, usize::MAX, &mut small), None);
//! assert!(small.ran_out);
//!
//! let mut ample = Budget { left: 100_000, ran_out: false };
//! let found = mirror::distance_with(start, reverse, swaps, usize::MAX, &mut ample);
//! assert_eq!(found, Some(21)); // 7 * 6 / 2 letter pairs cross
//! assert!(!ample.ran_out);
//! ```

// snippet:begin path
// snippet:needs path_with
/// A shortest path from `start` to `mirror(&start)`, both included, of at
/// most `max_depth` moves (`usize::MAX`: no limit), or `None`.
/// `successors` gives the states one move after a state; `mirror` must be
/// an involution that turns moves round (module docs: for every move
/// `x -> y`, `mirror(y) -> mirror(x)` is a move).
///
/// # Complexity
///
/// The states within about `D / 2` moves of the start, for a shortest
/// path of `D` moves, each stored, hashed and mirrored once (about
/// `b^(D/2)`, half of [`crate::bibfs::path`]'s `2 * b^(D/2)`).
pub fn path<S, I, M, F>(start: S, mirror: M, successors: F, max_depth: usize) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    M: FnMut(&S) -> S,
    F: FnMut(&S) -> I,
{
    path_with(start, mirror, successors, max_depth, &mut ())
}
// snippet:end path

// snippet:begin path_with
// snippet:needs join hash::FastMap observe::Side observe::Observer
/// [`path`], reporting to `observer` ([`crate::observe`]; one side only,
/// `Side::Forward`); `None` too when the observer stops it.
pub fn path_with<S, I, M, F, O>(
    start: S,
    mut mirror: M,
    mut successors: F,
    max_depth: usize,
    observer: &mut O,
) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    M: FnMut(&S) -> S,
    F: FnMut(&S) -> I,
    O: super::observe::Observer<S>,
{
    use std::collections::hash_map::Entry;
    if mirror(&start) == start {
        return Some(vec![start]);
    }
    let forward = super::observe::Side::Forward;
    // Every state stored, in the order found (a layer is a range of them),
    // with the position of the state it came from and its own position.
    let mut states = vec![start.clone()];
    let mut parents = vec![usize::MAX];
    let mut index: super::hash::FastMap<S, usize> = super::hash::FastMap::default();
    index.insert(start, 0);
    let mut layer = 0..1;
    // `done` layers complete without a pair: the distance is over 2 * done.
    let mut done = 0;
    while 2 * done < max_depth && !layer.is_empty() {
        let depth = done + 1;
        let next_layer_start = states.len();
        let mut even = None;
        for parent in layer {
            for next in successors(&states[parent]) {
                if let Entry::Vacant(slot) = index.entry(next) {
                    if !observer.stored(forward, depth, slot.key()) {
                        return None;
                    }
                    let here = states.len();
                    let state = slot.key().clone();
                    slot.insert(here);
                    let image = mirror(&state);
                    states.push(state);
                    parents.push(parent);
                    match index.get(&image) {
                        // The image is older: an odd path, a shortest one.
                        Some(&there) if there < next_layer_start => {
                            return Some(join(&states, &parents, here, there, &mut mirror));
                        }
                        // In this layer: an even path, shortest unless an
                        // odd one follows in the layer.
                        Some(&there) if even.is_none() => even = Some((here, there)),
                        _ => {}
                    }
                }
            }
        }
        layer = next_layer_start..states.len();
        observer.layer(forward, depth, layer.len());
        if let Some((here, there)) = even {
            if 2 * depth > max_depth {
                return None;
            }
            return Some(join(&states, &parents, here, there, &mut mirror));
        }
        done = depth;
    }
    None
}
// snippet:end path_with

// snippet:begin join
/// The path of a mirrored meeting: start .. `states[here]` along the
/// parents, then the images of `states[there]` .. start, which lead from
/// `states[here]` (the image of `states[there]`) to the goal.
fn join<S, M>(states: &[S], parents: &[usize], here: usize, there: usize, mirror: &mut M) -> Vec<S>
where
    S: Clone,
    M: FnMut(&S) -> S,
{
    let mut path = Vec::new();
    let mut at = here;
    while at != usize::MAX {
        path.push(states[at].clone());
        at = parents[at];
    }
    path.reverse();
    at = parents[there];
    while at != usize::MAX {
        path.push(mirror(&states[at]));
        at = parents[at];
    }
    path
}
// snippet:end join

// snippet:begin distance
// snippet:needs distance_with
/// The length of a shortest path from `start` to `mirror(&start)` if it is
/// at most `max_depth`; `mirror` and `successors` as for [`path`]. Keeps
/// the states stored with their depths, and the newest layer.
///
/// # Complexity
///
/// As [`path`], without the parent links.
pub fn distance<S, I, M, F>(start: S, mirror: M, successors: F, max_depth: usize) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    M: FnMut(&S) -> S,
    F: FnMut(&S) -> I,
{
    distance_with(start, mirror, successors, max_depth, &mut ())
}
// snippet:end distance

// snippet:begin distance_with
// snippet:needs hash::FastMap observe::Side observe::Observer
/// [`distance`], reporting to `observer` ([`crate::observe`]; one side
/// only, `Side::Forward`); `None` too when the observer stops it.
pub fn distance_with<S, I, M, F, O>(
    start: S,
    mut mirror: M,
    mut successors: F,
    max_depth: usize,
    observer: &mut O,
) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    M: FnMut(&S) -> S,
    F: FnMut(&S) -> I,
    O: super::observe::Observer<S>,
{
    use std::collections::hash_map::Entry;
    if mirror(&start) == start {
        return Some(0);
    }
    let forward = super::observe::Side::Forward;
    let mut depth_of: super::hash::FastMap<S, usize> = super::hash::FastMap::default();
    depth_of.insert(start.clone(), 0);
    let mut layer = vec![start];
    let mut next_layer = Vec::new();
    // `done` layers complete without a pair: the distance is over 2 * done.
    let mut done = 0;
    while 2 * done < max_depth && !layer.is_empty() {
        let depth = done + 1;
        let mut even = false;
        next_layer.clear();
        for state in &layer {
            for next in successors(state) {
                if let Entry::Vacant(slot) = depth_of.entry(next) {
                    if !observer.stored(forward, depth, slot.key()) {
                        return None;
                    }
                    let image = mirror(slot.key());
                    let state = slot.key().clone();
                    slot.insert(depth);
                    match depth_of.get(&image) {
                        // Odd: a shortest path (module docs).
                        Some(&j) if j < depth => return Some(depth + j),
                        Some(_) => even = true,
                        None => {}
                    }
                    next_layer.push(state);
                }
            }
        }
        std::mem::swap(&mut layer, &mut next_layer);
        observer.layer(forward, depth, layer.len());
        if even {
            return if 2 * depth <= max_depth {
                Some(2 * depth)
            } else {
                None
            };
        }
        done = depth;
    }
    None
}
// snippet:end distance_with
