//! One-way breadth-first search to the first state that satisfies a goal
//! predicate.
//!
//! This is the tool when the goal is a set of states described by a test
//! ("any board with four in a row") rather than one state. A bidirectional
//! search could seed its backward side with every goal state, but a goal
//! set is often large (wikioi-1004 has 283,072), so its first backward
//! layer alone costs more than the whole one-way search. It is also the
//! plain search the faster ones are measured against.
//!
//! Layers are expanded whole, so the first goal found is a nearest one; the
//! goal test runs when a state is first generated, which saves expanding
//! the last layer. `max_depth` counts moves (`usize::MAX`: no limit), and a
//! start that passes the test is found at depth 0 whatever the limit.
//!
//! # Examples
//!
//! [`path`] and [`distance`] to a goal set: from 1 to any multiple of 7,
//! a move being "double" or "add 3":
//!
//! ```
//! use template::bfs;
//! let moves = |&n: &u32| vec![n * 2, n + 3];
//! let is_goal = |&n: &u32| n % 7 == 0;
//! assert_eq!(bfs::path(1, is_goal, moves, usize::MAX), Some(vec![1, 4, 7]));
//! assert_eq!(bfs::distance(1, is_goal, moves, 2), Some(2));
//! assert_eq!(bfs::distance(1, is_goal, moves, 1), None);
//! assert_eq!(bfs::path(7, is_goal, moves, 0), Some(vec![7]));
//! ```
//!
//! A finite space with no goal in it ends with `None` once every state is
//! seen: here the residues modulo 10, with "add 2" as the only move.
//!
//! ```
//! let add_two = |&n: &u8| Some((n + 2) % 10);
//! assert_eq!(template::bfs::distance(1, |&n| n == 4, add_two, usize::MAX), None);
//! assert_eq!(template::bfs::distance(1, |&n| n == 9, add_two, usize::MAX), Some(4));
//! ```

// snippet:begin path
// snippet:needs path_with
/// A shortest path (both ends included) from `start` to the first state
/// where `is_goal` holds, of at most `max_depth` steps; `None` if there is
/// none. `usize::MAX` means no limit.
///
/// # Complexity
///
/// Every state within the answer's distance is stored (`b^d` of them);
/// the goal test runs once per stored state.
pub fn path<S, I, G, F>(start: S, is_goal: G, successors: F, max_depth: usize) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    G: FnMut(&S) -> bool,
    F: FnMut(&S) -> I,
{
    path_with(start, is_goal, successors, max_depth, &mut ())
}
// snippet:end path

// snippet:begin path_with
// snippet:needs hash::FastMap observe::Observer
/// [`path`], reporting to `observer` ([`crate::observe`]; every layer is
/// the forward side's); `None` too when the observer stops it.
pub fn path_with<S, I, G, F, O>(
    start: S,
    mut is_goal: G,
    mut successors: F,
    max_depth: usize,
    observer: &mut O,
) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    G: FnMut(&S) -> bool,
    F: FnMut(&S) -> I,
    O: super::observe::Observer<S>,
{
    use std::collections::hash_map::Entry;
    if is_goal(&start) {
        return Some(vec![start]);
    }
    let forward = super::observe::Side::Forward;
    // Every state seen, in the order found; a layer is a contiguous range.
    let mut states = vec![start.clone()];
    let mut parents = vec![usize::MAX];
    let mut seen: super::hash::FastMap<S, ()> = super::hash::FastMap::default();
    seen.insert(start, ());
    let mut layer = 0..1;
    for depth in 1..=max_depth {
        if layer.is_empty() {
            return None;
        }
        let next_layer_start = states.len();
        for parent in layer {
            for next in successors(&states[parent]) {
                if let Entry::Vacant(slot) = seen.entry(next) {
                    if !observer.stored(forward, depth, slot.key()) {
                        return None;
                    }
                    let state = slot.key().clone();
                    slot.insert(());
                    let found = is_goal(&state);
                    states.push(state);
                    parents.push(parent);
                    if found {
                        let mut path = Vec::new();
                        let mut at = states.len() - 1;
                        while at != usize::MAX {
                            path.push(states[at].clone());
                            at = parents[at];
                        }
                        path.reverse();
                        return Some(path);
                    }
                }
            }
        }
        layer = next_layer_start..states.len();
        observer.layer(forward, depth, layer.len());
    }
    None
}
// snippet:end path_with

// snippet:begin distance
// snippet:needs distance_with
/// The number of steps from `start` to the nearest state where `is_goal`
/// holds, if at most `max_depth`. Keeps only the seen set and one layer.
///
/// # Complexity
///
/// As [`path`], without the parent links.
pub fn distance<S, I, G, F>(start: S, is_goal: G, successors: F, max_depth: usize) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    G: FnMut(&S) -> bool,
    F: FnMut(&S) -> I,
{
    distance_with(start, is_goal, successors, max_depth, &mut ())
}
// snippet:end distance

// snippet:begin distance_with
// snippet:needs hash::FastMap observe::Observer
/// [`distance`], reporting to `observer` ([`crate::observe`]; every layer
/// is the forward side's); `None` too when the observer stops it.
pub fn distance_with<S, I, G, F, O>(
    start: S,
    mut is_goal: G,
    mut successors: F,
    max_depth: usize,
    observer: &mut O,
) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    G: FnMut(&S) -> bool,
    F: FnMut(&S) -> I,
    O: super::observe::Observer<S>,
{
    use std::collections::hash_map::Entry;
    if is_goal(&start) {
        return Some(0);
    }
    let forward = super::observe::Side::Forward;
    let mut seen: super::hash::FastMap<S, ()> = super::hash::FastMap::default();
    seen.insert(start.clone(), ());
    let mut layer = vec![start];
    let mut depth = 0;
    while depth < max_depth && !layer.is_empty() {
        depth += 1;
        let mut next_layer = Vec::new();
        for state in &layer {
            for next in successors(state) {
                if let Entry::Vacant(slot) = seen.entry(next) {
                    if !observer.stored(forward, depth, slot.key()) {
                        return None;
                    }
                    if is_goal(slot.key()) {
                        return Some(depth);
                    }
                    next_layer.push(slot.key().clone());
                    slot.insert(());
                }
            }
        }
        observer.layer(forward, depth, next_layer.len());
        layer = next_layer;
    }
    None
}
// snippet:end distance_with
