//! Bidirectional breadth-first search between two given states.
//!
//! A one-way search to distance `d`, where each state has about `b` new
//! successors (the branching factor), stores about `b^d` states; two
//! searches that meet in the middle store about `2 * b^(d/2)`. That square
//! root is the whole point, and it needs two things: the goal is one known
//! state (a goal *set* can seed the backward side with all its states, but
//! a large set costs more than it saves: use [`crate::bfs`] with a goal
//! test then), and the moves can be walked backwards (`predecessors`; for
//! a reversible puzzle, the same moves).
//!
//! # The rules, and why the first meeting is a shortest path
//!
//! 1. Each step grows one side by a **whole layer**.
//! 2. The side grown is the one whose newest layer is **smaller**.
//! 3. The search stops at the **first** new state that the other side
//!    already stores, even in the middle of a layer.
//!
//! Say the forward side stores every state at distance `0..=f` from the
//! start and the backward side every state at distance `0..=r` from the
//! goal, and the two sets are disjoint. Then the distance `D` from start
//! to goal is more than `f + r`: on a path of length `D <= f + r`, the
//! state `min(f, D)` steps along it is within `f` of the start and within
//! `r` of the goal, so it would lie in both sets.
//!
//! Now grow the forward side one layer, to `f + 1` (the backward case is
//! the mirror image). A new state that the backward side stores, at
//! backward distance `r' <= r`, closes a path of `f + 1 + r'` steps. That
//! is at most `f + r + 1 <= D`, and no path is shorter than `D`; so the
//! path is a shortest one, and `r' = r`: its length is exactly the number
//! of layers grown so far. If the layer ends with no meeting, the sets
//! are disjoint again at `f + 1` and `r`, so `D > f + 1 + r`. Hence the
//! depth limit is exact: after `max_depth` layers without a meeting,
//! `D > max_depth`; and if either side runs out of new states, it has seen
//! everything reachable from its root without meeting the other, so there
//! is no path at all.
//!
//! # The trap
//!
//! The argument needs every stored state of a side to be at most `f` (or
//! `r`) away, and every state that close to be stored. The widely copied
//! variant with two queues that alternates **one state at a time** and
//! stops at the first touch breaks this: at the moment of the touch, one
//! side may already hold states two layers deep while the other has not
//! finished its first layer, and the touch it finds first can be one step
//! longer than the shortest path. `tests/trap.rs` keeps a seven-state
//! graph where that variant returns 4 steps instead of 3. (The variant
//! with a *single* queue holding both sides is correct: a FIFO queue
//! grows whole layers, in strict alternation.)
//!
//! Growing the smaller side keeps the work near `2 * b^(d/2)` when the two
//! sides branch differently (a directed graph, or a goal in a sparse
//! corner), and costs nothing otherwise. It changes which side meets
//! which, never the length found: the argument above holds whatever the
//! order of the layers.
//!
//! # Examples
//!
//! [`path`] and [`distance`] from 1 to 10, a step being "+1" or "*2";
//! walking back, "-1" (staying at 1 or above) or "/2" when even:
//!
//! ```
//! use template::bibfs;
//! let forward = |&n: &u32| vec![n + 1, n * 2];
//! let backward = |&n: &u32| {
//!     let mut previous = Vec::new();
//!     if n > 1 {
//!         previous.push(n - 1);
//!     }
//!     if n % 2 == 0 {
//!         previous.push(n / 2);
//!     }
//!     previous
//! };
//! // 1 2 4 5 10 (1 2 4 8 9 10 is one step longer).
//! let path = bibfs::path(1, 10, forward, backward, usize::MAX).unwrap();
//! assert_eq!(path, vec![1, 2, 4, 5, 10]);
//! assert_eq!(bibfs::distance(1, 10, forward, backward, usize::MAX), Some(4));
//! // The depth limit is met exactly or missed.
//! assert_eq!(bibfs::distance(1, 10, forward, backward, 4), Some(4));
//! assert_eq!(bibfs::path(1, 10, forward, backward, 3), None);
//! // Start = goal is a path of one state and zero steps, at any limit.
//! assert_eq!(bibfs::path(7, 7, forward, backward, 0), Some(vec![7]));
//! ```
//!
//! A reversible puzzle passes the same moves twice; here a lock of three
//! wheels (digits 0-9) where one move turns one wheel one notch either way:
//!
//! ```
//! let turns = |code: &[u8; 3]| {
//!     let mut next = Vec::new();
//!     for wheel in 0..3 {
//!         for delta in [1, 9] {
//!             let mut turned = *code;
//!             turned[wheel] = (turned[wheel] + delta) % 10;
//!             next.push(turned);
//!         }
//!     }
//!     next
//! };
//! let steps = template::bibfs::distance([0, 0, 0], [9, 5, 2], turns, turns, usize::MAX);
//! assert_eq!(steps, Some(1 + 5 + 2));
//! ```

// snippet:begin path
// snippet:needs path_with
/// A shortest path from `start` to `goal`, both included, of at most
/// `max_depth` steps (`usize::MAX`: no limit), or `None`. `successors`
/// gives the states one step after a state, `predecessors` the states one
/// step before it (the same moves, for a reversible puzzle).
///
/// # Complexity
///
/// About `2 * b^(d/2)` states stored and hashed, for a shortest path of
/// `d` steps and `b` new states per state; each stored state once cloned.
pub fn path<S, I, J, F, P>(
    start: S,
    goal: S,
    successors: F,
    predecessors: P,
    max_depth: usize,
) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
{
    path_with(start, goal, successors, predecessors, max_depth, &mut ())
}
// snippet:end path

// snippet:begin path_with
// snippet:needs Tree observe::Observer
/// [`path`], reporting to `observer` each state stored and each layer
/// grown ([`crate::observe`]); `None` too when the observer stops it.
pub fn path_with<S, I, J, F, P, O>(
    start: S,
    goal: S,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
    observer: &mut O,
) -> Option<Vec<S>>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
    O: super::observe::Observer<S>,
{
    if start == goal {
        return Some(vec![start]);
    }
    let mut forward = Tree::new(start, super::observe::Side::Forward);
    let mut backward = Tree::new(goal, super::observe::Side::Backward);
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        let meeting = if forward.layer.len() <= backward.layer.len() {
            forward.grow(&backward, &mut successors, observer)?
        } else {
            backward
                .grow(&forward, &mut predecessors, observer)?
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
// snippet:end path_with

// snippet:begin distance
// snippet:needs distance_with
/// The length of a shortest path from `start` to `goal` if it is at most
/// `max_depth`. Keeps only the seen sets and the two frontiers.
///
/// # Complexity
///
/// As [`path`], without the parent links.
pub fn distance<S, I, J, F, P>(
    start: S,
    goal: S,
    successors: F,
    predecessors: P,
    max_depth: usize,
) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
{
    distance_with(start, goal, successors, predecessors, max_depth, &mut ())
}
// snippet:end distance

// snippet:begin distance_with
// snippet:needs Frontier observe::Observer
/// [`distance`], reporting to `observer` ([`crate::observe`]); `None` too
/// when the observer stops it.
pub fn distance_with<S, I, J, F, P, O>(
    start: S,
    goal: S,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
    observer: &mut O,
) -> Option<usize>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
    O: super::observe::Observer<S>,
{
    if start == goal {
        return Some(0);
    }
    let mut forward = Frontier::new(start, super::observe::Side::Forward);
    let mut backward = Frontier::new(goal, super::observe::Side::Backward);
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        let met = if forward.layer.len() <= backward.layer.len() {
            forward.grow(&backward, &mut successors, observer)?
        } else {
            backward.grow(&forward, &mut predecessors, observer)?
        };
        if met {
            // Every meeting found while growing a layer closes a shortest
            // path (module docs), whose length is the layers grown so far.
            return Some(depth);
        }
    }
    None
}
// snippet:end distance_with

// snippet:begin Tree
// snippet:needs hash::FastMap observe::Side observe::Observer
/// One side of `path`: every state found, with the state it came from.
struct Tree<S> {
    side: super::observe::Side,
    states: Vec<S>,
    parents: Vec<usize>,
    index: super::hash::FastMap<S, usize>,
    /// The newest layer, a range of `states` (BFS finds layers in order).
    layer: std::ops::Range<usize>,
    depth: usize,
}

impl<S: Clone + Eq + std::hash::Hash> Tree<S> {
    fn new(root: S, side: super::observe::Side) -> Self {
        let mut index = super::hash::FastMap::default();
        index.insert(root.clone(), 0);
        Tree {
            side,
            states: vec![root],
            parents: vec![usize::MAX],
            index,
            layer: 0..1,
            depth: 0,
        }
    }

    /// Grows the newest layer by one step; stops at the first new state the
    /// `other` side knows and returns its positions here and there. `None`
    /// when the observer stops the search.
    fn grow<I, F, O>(
        &mut self,
        other: &Tree<S>,
        moves: &mut F,
        observer: &mut O,
    ) -> Option<Option<(usize, usize)>>
    where
        I: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        O: super::observe::Observer<S>,
    {
        use std::collections::hash_map::Entry;
        let next_layer_start = self.states.len();
        self.depth += 1;
        for parent in self.layer.clone() {
            for next in moves(&self.states[parent]) {
                if let Entry::Vacant(slot) = self.index.entry(next) {
                    if !observer.stored(self.side, self.depth, slot.key()) {
                        return None;
                    }
                    let here = self.states.len();
                    let state = slot.key().clone();
                    slot.insert(here);
                    let there = other.index.get(&state).copied();
                    self.states.push(state);
                    self.parents.push(parent);
                    if let Some(there) = there {
                        return Some(Some((here, there)));
                    }
                }
            }
        }
        self.layer = next_layer_start..self.states.len();
        observer.layer(self.side, self.depth, self.layer.len());
        Some(None)
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
// snippet:end Tree

// snippet:begin Frontier
// snippet:needs hash::FastMap observe::Side observe::Observer
/// One side of `distance`: the states seen and the newest layer.
struct Frontier<S> {
    side: super::observe::Side,
    seen: super::hash::FastMap<S, ()>,
    layer: Vec<S>,
    depth: usize,
}

impl<S: Clone + Eq + std::hash::Hash> Frontier<S> {
    fn new(root: S, side: super::observe::Side) -> Self {
        let mut seen = super::hash::FastMap::default();
        seen.insert(root.clone(), ());
        Frontier {
            side,
            seen,
            layer: vec![root],
            depth: 0,
        }
    }

    /// Replaces the layer by the next one; `Some(true)` at the first new
    /// state the `other` side has seen, `None` when the observer stops.
    fn grow<I, F, O>(
        &mut self,
        other: &Frontier<S>,
        moves: &mut F,
        observer: &mut O,
    ) -> Option<bool>
    where
        I: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        O: super::observe::Observer<S>,
    {
        use std::collections::hash_map::Entry;
        let mut next_layer = Vec::new();
        self.depth += 1;
        for state in &self.layer {
            for next in moves(state) {
                if let Entry::Vacant(slot) = self.seen.entry(next) {
                    if !observer.stored(self.side, self.depth, slot.key()) {
                        return None;
                    }
                    if other.seen.contains_key(slot.key()) {
                        return Some(true);
                    }
                    next_layer.push(slot.key().clone());
                    slot.insert(());
                }
            }
        }
        observer.layer(self.side, self.depth, next_layer.len());
        self.layer = next_layer;
        Some(false)
    }
}
// snippet:end Frontier
