//! Bidirectional breadth-first search between two given states.
//!
//! A one-way search to depth `d` with branching factor `b` touches about
//! `b^d` states; two searches that meet in the middle touch about
//! `2 * b^(d/2)`. That square root is the whole point, and it only needs
//! the goal to be one known state and the moves to be walkable backwards.
//!
//! # Why the first meeting is a shortest path
//!
//! Each side grows by whole layers: the forward side knows every state at
//! distance `0..=f` from the start, the backward side every state at
//! distance `0..=b` from the goal. As long as the two known sets are
//! disjoint, the distance `D` from start to goal exceeds `f + b`: on a
//! path of length `D <= f + b`, the state `min(f, D)` steps along it is
//! within `f` of the start and within `b` of the goal, so it would lie in
//! both sets. Now expand one side a layer, say forward to `f + 1`. A new
//! state that the backward side already knows, at backward distance
//! `b' <= b`, closes a path of `f + 1 + b' <= f + b + 1 <= D` steps, and
//! no path is shorter than `D`: so it is a shortest path, and the search
//! can stop at the first such state, even in the middle of the layer.
//!
//! The argument needs whole layers. The widely copied variant that
//! alternates one state at a time, or compares against the other side
//! only at the end of a layer with the wrong depths, can stop at a
//! meeting that is one step too long; `tests` keeps such a trap graph.
//!
//! Expanding the side with the smaller frontier keeps the work near
//! `2 * b^(d/2)` when the two sides branch differently (a directed graph,
//! or a goal in a sparse corner), and costs nothing otherwise.
//!
//! ```
//! // From 1 to 10 by "+1" or "*2"; walking back, "-1" or "/2" when even.
//! let forward = |&n: &u32| vec![n + 1, n * 2];
//! let backward = |&n: &u32| {
//!     let mut previous = vec![n - 1];
//!     if n % 2 == 0 {
//!         previous.push(n / 2);
//!     }
//!     previous
//! };
//! let path = template::bibfs::path(1, 10, forward, backward, usize::MAX).unwrap();
//! assert_eq!(path.len() - 1, 4); // 1 2 4 5 10, or 1 2 4 8 9 10 is longer
//! assert_eq!(path.first(), Some(&1));
//! assert_eq!(path.last(), Some(&10));
//! assert_eq!(template::bibfs::distance(1, 10, forward, backward, 3), None);
//! ```

// snippet:begin bibfs
use crate::hash::FastMap;
use std::collections::hash_map::Entry;
use std::hash::Hash;
use std::ops::Range;

/// A shortest path from `start` to `goal`, both included, of at most
/// `max_depth` steps (`usize::MAX`: no limit), or `None`. `successors`
/// gives the states one step after a state, `predecessors` the states one
/// step before it (the same moves, for a reversible puzzle).
pub fn path<S, I, J, F, P>(
    start: S,
    goal: S,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
) -> Option<Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
{
    if start == goal {
        return Some(vec![start]);
    }
    let mut forward = Tree::new(start);
    let mut backward = Tree::new(goal);
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        let meeting = if forward.layer.len() <= backward.layer.len() {
            forward.grow(&backward, &mut successors)
        } else {
            backward
                .grow(&forward, &mut predecessors)
                .map(|(b, f)| (f, b))
        };
        if let Some((f, b)) = meeting {
            // Start .. meeting state from the forward tree, then the states
            // after it towards the goal from the backward tree.
            let mut path = forward.branch(f);
            path.reverse();
            path.extend(backward.branch(b).into_iter().skip(1));
            return Some(path);
        }
    }
    None
}

/// The length of a shortest path from `start` to `goal` if it is at most
/// `max_depth`. Keeps only the seen sets and the two frontiers.
pub fn distance<S, I, J, F, P>(
    start: S,
    goal: S,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
) -> Option<usize>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
{
    if start == goal {
        return Some(0);
    }
    let mut forward = Frontier::new(start);
    let mut backward = Frontier::new(goal);
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        let met = if forward.layer.len() <= backward.layer.len() {
            forward.grow(&backward, &mut successors)
        } else {
            backward.grow(&forward, &mut predecessors)
        };
        if met {
            // Every meeting found while growing a layer closes a shortest
            // path (module docs), whose length is the layers grown so far.
            return Some(depth);
        }
    }
    None
}

/// One side of `path`: every state found, with the state it came from.
struct Tree<S> {
    states: Vec<S>,
    parents: Vec<usize>,
    index: FastMap<S, usize>,
    /// The newest layer, a range of `states` (BFS finds layers in order).
    layer: Range<usize>,
}

impl<S: Clone + Eq + Hash> Tree<S> {
    fn new(root: S) -> Self {
        let mut index = FastMap::default();
        index.insert(root.clone(), 0);
        Tree {
            states: vec![root],
            parents: vec![usize::MAX],
            index,
            layer: 0..1,
        }
    }

    /// Grows the newest layer by one step; stops at the first new state the
    /// `other` side knows and returns its positions here and there.
    fn grow<I, F>(&mut self, other: &Tree<S>, moves: &mut F) -> Option<(usize, usize)>
    where
        I: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
    {
        let next_layer_start = self.states.len();
        for parent in self.layer.clone() {
            for next in moves(&self.states[parent]) {
                if let Entry::Vacant(slot) = self.index.entry(next) {
                    let here = self.states.len();
                    let state = slot.key().clone();
                    slot.insert(here);
                    let there = other.index.get(&state).copied();
                    self.states.push(state);
                    self.parents.push(parent);
                    if let Some(there) = there {
                        return Some((here, there));
                    }
                }
            }
        }
        self.layer = next_layer_start..self.states.len();
        None
    }

    /// The states from position `at` back to this side's root.
    fn branch(&self, mut at: usize) -> Vec<S> {
        let mut states = Vec::new();
        while at != usize::MAX {
            states.push(self.states[at].clone());
            at = self.parents[at];
        }
        states
    }
}

/// One side of `distance`: the states seen and the newest layer.
struct Frontier<S> {
    seen: FastMap<S, ()>,
    layer: Vec<S>,
}

impl<S: Clone + Eq + Hash> Frontier<S> {
    fn new(root: S) -> Self {
        let mut seen = FastMap::default();
        seen.insert(root.clone(), ());
        Frontier {
            seen,
            layer: vec![root],
        }
    }

    /// Replaces the layer by the next one; true at the first new state the
    /// `other` side has seen.
    fn grow<I, F>(&mut self, other: &Frontier<S>, moves: &mut F) -> bool
    where
        I: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
    {
        let mut next_layer = Vec::new();
        for state in &self.layer {
            for next in moves(state) {
                if let Entry::Vacant(slot) = self.seen.entry(next) {
                    if other.seen.contains_key(slot.key()) {
                        return true;
                    }
                    next_layer.push(slot.key().clone());
                    slot.insert(());
                }
            }
        }
        self.layer = next_layer;
        false
    }
}
// snippet:end bibfs
