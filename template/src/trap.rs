//! WRONG ON PURPOSE: the counterexample of the template's README. Never
//! paste it; it holds no snippet.
//!
//! The bidirectional search as it is often published: two queues, and each
//! round expands ONE state off the forward queue, then ONE off the backward
//! queue, and the search returns at the first new state that the other side
//! already stores. It can return a path one move longer than the shortest:
//! one side may already store states two moves from its root while the
//! other has not finished its first layer, and the first touch it finds can
//! close the longer path. `tests/trap.rs` catches it on a seven-state graph
//! and counts how often it is wrong on random graphs; the README's trap
//! figure (`cargo trace template --figure trap --steps`) follows it step by
//! step. Use [`crate::bibfs`], which grows whole layers.
//!
//! It lives here, once, so that the tests and the chapter's lab run the same
//! wrong search.

use super::observe::{Observer, Side};
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

/// The path the one-state-at-a-time search returns from `start` to `goal`
/// (not always a shortest one), or `None` when a queue runs out.
pub fn path<S, I, J, F, P>(start: S, goal: S, successors: F, predecessors: P) -> Option<Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
{
    path_with(start, goal, successors, predecessors, &mut ())
}

/// [`path`], reporting to `observer` each state stored and, after each
/// expansion, the states it stored as if they were a layer (`layer` with
/// their depth and their number): one state's successors are all this
/// search grows at a time, which is its mistake.
pub fn path_with<S, I, J, F, P, O>(
    start: S,
    goal: S,
    mut successors: F,
    mut predecessors: P,
    observer: &mut O,
) -> Option<Vec<S>>
where
    S: Clone + Eq + Hash,
    I: IntoIterator<Item = S>,
    J: IntoIterator<Item = S>,
    F: FnMut(&S) -> I,
    P: FnMut(&S) -> J,
    O: Observer<S>,
{
    if start == goal {
        return Some(vec![start]);
    }
    let mut forward = Half::new(start, Side::Forward);
    let mut backward = Half::new(goal, Side::Backward);
    while !forward.queue.is_empty() && !backward.queue.is_empty() {
        if let Some(meeting) = forward.expand_one(&backward, &mut successors, observer)? {
            return Some(join(&forward, &backward, meeting));
        }
        if let Some(meeting) = backward.expand_one(&forward, &mut predecessors, observer)? {
            return Some(join(&forward, &backward, meeting));
        }
    }
    None
}

/// One side: every state it stores, its parent and depth, and its queue.
struct Half<S> {
    side: Side,
    states: Vec<S>,
    parents: Vec<usize>,
    depths: Vec<usize>,
    index: HashMap<S, usize>,
    queue: VecDeque<usize>,
}

impl<S: Clone + Eq + Hash> Half<S> {
    fn new(root: S, side: Side) -> Self {
        let mut index = HashMap::new();
        index.insert(root.clone(), 0);
        Half {
            side,
            states: vec![root],
            parents: vec![usize::MAX],
            depths: vec![0],
            index,
            queue: VecDeque::from(vec![0]),
        }
    }

    /// Expands the state at the head of the queue: `Some(Some(state))` at
    /// the first new state the `other` side stores, `None` when the
    /// observer stops the search.
    fn expand_one<I, F, O>(
        &mut self,
        other: &Self,
        moves: &mut F,
        observer: &mut O,
    ) -> Option<Option<S>>
    where
        I: IntoIterator<Item = S>,
        F: FnMut(&S) -> I,
        O: Observer<S>,
    {
        let parent = match self.queue.pop_front() {
            Some(parent) => parent,
            None => return Some(None),
        };
        let depth = self.depths[parent] + 1;
        let mut stored = 0;
        for next in moves(&self.states[parent]) {
            if self.index.contains_key(&next) {
                continue;
            }
            if !observer.stored(self.side, depth, &next) {
                return None;
            }
            stored += 1;
            self.index.insert(next.clone(), self.states.len());
            self.states.push(next.clone());
            self.parents.push(parent);
            self.depths.push(depth);
            if other.index.contains_key(&next) {
                return Some(Some(next));
            }
            self.queue.push_back(self.states.len() - 1);
        }
        observer.layer(self.side, depth, stored);
        Some(None)
    }

    /// The states from `state` back to this side's root.
    fn branch(&self, state: &S) -> Vec<S> {
        let mut states = Vec::new();
        let mut at = self.index[state];
        while at != usize::MAX {
            states.push(self.states[at].clone());
            at = self.parents[at];
        }
        states
    }
}

/// The start .. `meeting` from the forward side, then on to the goal.
fn join<S: Clone + Eq + Hash>(forward: &Half<S>, backward: &Half<S>, meeting: S) -> Vec<S> {
    let mut path = forward.branch(&meeting);
    path.reverse();
    path.extend(backward.branch(&meeting).into_iter().skip(1));
    path
}
