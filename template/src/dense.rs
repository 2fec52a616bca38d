//! Bidirectional BFS over ranked states: marks in flat arrays, reused by
//! every call.
//!
//! Use it when the problem supplies a cheap *rank*, a bijection from its
//! states onto `0..n` with `n` small enough for a few arrays of `n` words,
//! and above all when it searches many times (a multi-case problem):
//!
//! - hdu-1195's lock codes, four digits 1-9, are base-9 numbers: 6,561;
//! - the 8-puzzle's boards are permutations of nine cells, ranked by
//!   [`crate::perm::rank`]: 362,880;
//! - hdu-1401's sets of four cells of 64 are ranked by the combinatorial
//!   number system, `C(c1, 1) + C(c2, 2) + C(c3, 3) + C(c4, 4)` for the
//!   cells `c1 < c2 < c3 < c4`: `C(64, 4)` = 635,376.
//!
//! Where [`crate::bibfs`] hashes every state it meets, this search reads
//! and writes one array slot. It does not clear its arrays between calls:
//! [`Marks`] (for [`distance`]) and [`Trees`] (for [`path`]) are built once
//! for the ranks `0..n` and passed to every call, and each call marks the
//! ranks it stores with a stamp of its own, so the marks of earlier calls
//! are simply not its stamp. A call therefore costs what it stores, never
//! `n`: thousands of calls on 635,376 ranks clear nothing.
//!
//! The search follows the three rules of [`crate::bibfs`], word for word:
//! each step grows one side by a whole layer; the side grown is the one
//! whose newest layer is smaller, the forward side on a tie; the search
//! stops at the first new rank that the other side already stores. The
//! proof in that module's docs (the first meeting is a shortest path, the
//! depth limit is exact, an empty side means no path) therefore applies
//! unchanged: it speaks of the states each side stores and of the order of
//! the layers, never of how a side remembers its states. The two searches
//! even visit the same states in the same order when their moves list them
//! in the same order.
//!
//! Moves are closures from a rank to the ranks one step after it
//! (`successors`) or one step before it (`predecessors`), returning
//! anything iterable: an array, a `Vec`, an iterator.
//!
//! # Examples
//!
//! A lock of three wheels, 0-9, whose code is ranked as a number below
//! 1,000; a move turns one wheel one notch either way, so the moves walk
//! backwards as well as forwards. One [`Marks`] answers every query:
//!
//! ```
//! use template::dense;
//! let turns = |code: usize| {
//!     let mut next = [0; 6];
//!     for (wheel, place) in [1, 10, 100].iter().enumerate() {
//!         let digit = code / place % 10;
//!         next[2 * wheel] = code - digit * place + (digit + 1) % 10 * place;
//!         next[2 * wheel + 1] = code - digit * place + (digit + 9) % 10 * place;
//!     }
//!     next
//! };
//! let mut marks = dense::Marks::new(1000);
//! assert_eq!(dense::distance(&mut marks, 0, 952, turns, turns, usize::MAX), Some(1 + 5 + 2));
//! assert_eq!(dense::distance(&mut marks, 952, 0, turns, turns, usize::MAX), Some(8));
//! assert_eq!(dense::distance(&mut marks, 555, 555, turns, turns, 0), Some(0));
//! // The limit is met exactly or missed.
//! assert_eq!(dense::distance(&mut marks, 0, 555, turns, turns, 15), Some(15));
//! assert_eq!(dense::distance(&mut marks, 0, 555, turns, turns, 14), None);
//!
//! // A path, both ends included, one turn a step.
//! let mut trees = dense::Trees::new(1000);
//! let path = dense::path(&mut trees, 9, 990, turns, turns, usize::MAX).unwrap();
//! assert_eq!((path.len(), path[0], path[3]), (4, 9, 990));
//! for step in path.windows(2) {
//!     assert!(turns(step[0]).contains(&step[1]));
//! }
//! ```
//!
//! One-way moves need their inverse: here a step is "+1" or "*2" below
//! 100, walked back as "-1" and "/2".
//!
//! ```
//! use template::dense;
//! let forward = |n: usize| {
//!     let mut next = Vec::new();
//!     if n + 1 < 100 {
//!         next.push(n + 1);
//!     }
//!     if 2 * n < 100 {
//!         next.push(2 * n);
//!     }
//!     next
//! };
//! let backward = |n: usize| {
//!     let mut previous = Vec::new();
//!     if n >= 1 {
//!         previous.push(n - 1);
//!     }
//!     if n % 2 == 0 {
//!         previous.push(n / 2);
//!     }
//!     previous
//! };
//! let mut trees = dense::Trees::new(100);
//! let path = dense::path(&mut trees, 1, 10, forward, backward, usize::MAX);
//! assert_eq!(path, Some(vec![1, 2, 4, 5, 10]));
//! // 99 to 1 cannot be walked: the moves only climb.
//! assert_eq!(dense::path(&mut trees, 99, 1, forward, backward, usize::MAX), None);
//! ```

// snippet:begin Marks
/// The marks of [`distance`] for the ranks `0..n`, to build once and pass
/// to every call: which side stored each rank, valid for one call only.
///
/// # Complexity
///
/// `new` writes `n` words (4 bytes each); a call then starts in constant
/// time, except once every two billion calls, when it clears them.
pub struct Marks {
    /// `mark[rank]` is the current call's `stamp` if the forward side
    /// stored `rank`, `stamp + 1` if the backward side did; anything else
    /// (an older call's stamp, 0) means "not stored".
    mark: Vec<u32>,
    stamp: u32,
}

impl Marks {
    /// Marks for the ranks `0..n`, none stored.
    pub fn new(n: usize) -> Self {
        Marks {
            mark: vec![0; n],
            stamp: 0,
        }
    }

    /// Starts a call: its forward and backward stamps, which no earlier
    /// call has used (when the stamps run out, the marks are cleared).
    fn next_call(&mut self) -> (u32, u32) {
        if self.stamp >= u32::MAX - 2 {
            self.mark.fill(0);
            self.stamp = 0;
        }
        self.stamp += 2;
        (self.stamp, self.stamp + 1)
    }
}
// snippet:end Marks

// snippet:begin Trees
// snippet:needs Marks
/// The marks and parent links of [`path`] for the ranks `0..n`, to build
/// once and pass to every call.
///
/// # Complexity
///
/// `new` writes `2n` words (8 bytes a rank); each call as with [`Marks`].
pub struct Trees {
    marks: Marks,
    /// `parent[rank]`: the rank it was stored from, towards its side's
    /// root; meaningful only where the current call's marks are.
    parent: Vec<u32>,
}

impl Trees {
    /// Marks and links for the ranks `0..n` (at most `u32::MAX`).
    pub fn new(n: usize) -> Self {
        Trees {
            marks: Marks::new(n),
            parent: vec![0; n],
        }
    }
}
// snippet:end Trees

// snippet:begin distance
// snippet:needs distance_with
/// The length of a shortest path from the rank `start` to the rank `goal`
/// if it is at most `max_depth` (`usize::MAX`: no limit), else `None`.
/// `successors(rank)` gives the ranks one step after `rank`,
/// `predecessors(rank)` those one step before it (the same moves, for a
/// reversible puzzle). Every rank must be below the `n` of `marks`.
///
/// # Complexity
///
/// As [`crate::bibfs::distance`] counts states (about `2 * b^(d/2)`),
/// with one array read or write in place of each hash lookup.
pub fn distance<I, J, F, P>(
    marks: &mut Marks,
    start: usize,
    goal: usize,
    successors: F,
    predecessors: P,
    max_depth: usize,
) -> Option<usize>
where
    I: IntoIterator<Item = usize>,
    J: IntoIterator<Item = usize>,
    F: FnMut(usize) -> I,
    P: FnMut(usize) -> J,
{
    distance_with(
        marks,
        start,
        goal,
        successors,
        predecessors,
        max_depth,
        &mut (),
    )
}
// snippet:end distance

// snippet:begin distance_with
// snippet:needs Marks Front observe::Side observe::Observer
/// [`distance`], reporting to `observer` ([`crate::observe`]); `None` too
/// when the observer stops it.
pub fn distance_with<I, J, F, P, O>(
    marks: &mut Marks,
    start: usize,
    goal: usize,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
    observer: &mut O,
) -> Option<usize>
where
    I: IntoIterator<Item = usize>,
    J: IntoIterator<Item = usize>,
    F: FnMut(usize) -> I,
    P: FnMut(usize) -> J,
    O: super::observe::Observer<usize>,
{
    if start == goal {
        return Some(0);
    }
    let (ahead, behind) = marks.next_call();
    let mark = &mut marks.mark;
    mark[start] = ahead;
    mark[goal] = behind;
    let mut forward = Front::new(start, ahead, super::observe::Side::Forward);
    let mut backward = Front::new(goal, behind, super::observe::Side::Backward);
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        let met = if forward.layer.len() <= backward.layer.len() {
            forward.grow(mark, behind, &mut successors, &mut |_, _| {}, observer)?
        } else {
            backward.grow(mark, ahead, &mut predecessors, &mut |_, _| {}, observer)?
        };
        if met.is_some() {
            // A shortest path, as long as the layers grown so far
            // (the proof in `bibfs`).
            return Some(depth);
        }
    }
    None
}
// snippet:end distance_with

// snippet:begin path
// snippet:needs path_with
/// A shortest path of ranks from `start` to `goal`, both included, of at
/// most `max_depth` steps (`usize::MAX`: no limit), or `None`; the moves
/// as for [`distance`]. Every rank must be below the `n` of `trees`.
///
/// # Complexity
///
/// As [`distance`], plus one parent link written per stored rank and the
/// path's length to read it back.
pub fn path<I, J, F, P>(
    trees: &mut Trees,
    start: usize,
    goal: usize,
    successors: F,
    predecessors: P,
    max_depth: usize,
) -> Option<Vec<usize>>
where
    I: IntoIterator<Item = usize>,
    J: IntoIterator<Item = usize>,
    F: FnMut(usize) -> I,
    P: FnMut(usize) -> J,
{
    path_with(
        trees,
        start,
        goal,
        successors,
        predecessors,
        max_depth,
        &mut (),
    )
}
// snippet:end path

// snippet:begin path_with
// snippet:needs Trees Front observe::Side observe::Observer
/// [`path`], reporting to `observer` ([`crate::observe`]); `None` too when
/// the observer stops it.
pub fn path_with<I, J, F, P, O>(
    trees: &mut Trees,
    start: usize,
    goal: usize,
    mut successors: F,
    mut predecessors: P,
    max_depth: usize,
    observer: &mut O,
) -> Option<Vec<usize>>
where
    I: IntoIterator<Item = usize>,
    J: IntoIterator<Item = usize>,
    F: FnMut(usize) -> I,
    P: FnMut(usize) -> J,
    O: super::observe::Observer<usize>,
{
    if start == goal {
        return Some(vec![start]);
    }
    let (ahead, behind) = trees.marks.next_call();
    let mark = &mut trees.marks.mark;
    let parent = &mut trees.parent;
    mark[start] = ahead;
    mark[goal] = behind;
    let mut forward = Front::new(start, ahead, super::observe::Side::Forward);
    let mut backward = Front::new(goal, behind, super::observe::Side::Backward);
    let mut link = |rank: usize, from: usize| parent[rank] = from as u32;
    let mut depth = 0;
    while depth < max_depth && !forward.layer.is_empty() && !backward.layer.is_empty() {
        depth += 1;
        // The meeting as a move `f -> b`: `f` stored by the forward side,
        // `b` by the backward side.
        let meeting = if forward.layer.len() <= backward.layer.len() {
            forward.grow(mark, behind, &mut successors, &mut link, observer)?
        } else {
            backward
                .grow(mark, ahead, &mut predecessors, &mut link, observer)?
                .map(|(b, f)| (f, b))
        };
        if let Some((f, b)) = meeting {
            let mut path = vec![f];
            let mut at = f;
            while at != start {
                at = parent[at] as usize;
                path.push(at);
            }
            path.reverse();
            path.push(b);
            at = b;
            while at != goal {
                at = parent[at] as usize;
                path.push(at);
            }
            return Some(path);
        }
    }
    None
}
// snippet:end path_with

// snippet:begin Front
// snippet:needs observe::Side observe::Observer
/// One side of a dense search: its stamp, depth and newest layer.
struct Front {
    side: super::observe::Side,
    stamp: u32,
    depth: usize,
    layer: Vec<usize>,
    /// The previous layer's buffer, reused for the next one.
    spare: Vec<usize>,
}

impl Front {
    fn new(root: usize, stamp: u32, side: super::observe::Side) -> Self {
        Front {
            side,
            stamp,
            depth: 0,
            layer: vec![root],
            spare: Vec::new(),
        }
    }

    /// Replaces the newest layer by the next one, marking each new rank
    /// with this side's stamp and telling `link(rank, from)`. Stops at the
    /// first new rank whose mark is `other`, the other side's stamp, and
    /// returns it with the rank it was reached from, as `(from, rank)`.
    /// `None` when the observer stops the search.
    fn grow<I, F, L, O>(
        &mut self,
        mark: &mut [u32],
        other: u32,
        moves: &mut F,
        link: &mut L,
        observer: &mut O,
    ) -> Option<Option<(usize, usize)>>
    where
        I: IntoIterator<Item = usize>,
        F: FnMut(usize) -> I,
        L: FnMut(usize, usize),
        O: super::observe::Observer<usize>,
    {
        self.depth += 1;
        self.spare.clear();
        for &from in &self.layer {
            for rank in moves(from) {
                if mark[rank] != self.stamp {
                    if !observer.stored(self.side, self.depth, &rank) {
                        return None;
                    }
                    if mark[rank] == other {
                        return Some(Some((from, rank)));
                    }
                    mark[rank] = self.stamp;
                    link(rank, from);
                    self.spare.push(rank);
                }
            }
        }
        std::mem::swap(&mut self.layer, &mut self.spare);
        observer.layer(self.side, self.depth, self.layer.len());
        Some(None)
    }
}
// snippet:end Front

#[cfg(test)]
mod tests {
    use super::*;

    /// A ring of `n` ranks, one step either way.
    fn ring(n: usize) -> impl Fn(usize) -> [usize; 2] + Copy {
        move |r| [(r + 1) % n, (r + n - 1) % n]
    }

    /// When the stamps run out, the marks are cleared and the stamps start
    /// over, so that a mark left by a call four billion calls ago cannot
    /// pass for one of the new calls. The stamp is set to its last pair
    /// here, and every mark to the stamp the first call after the wrap
    /// uses for its forward side (then its backward side): uncleared, the
    /// ranks the call before the wrap did not reach would look stored.
    #[test]
    fn the_stamps_start_over_when_they_run_out_and_no_old_mark_survives() {
        let n = 50;
        let moves = ring(n);
        for old in [2, 3] {
            let mut marks = Marks::new(n);
            let mut trees = Trees::new(n);
            marks.mark.fill(old);
            trees.marks.mark.fill(old);
            // The last stamps: the first call uses them, the second wraps.
            marks.stamp = u32::MAX - 3;
            trees.marks.stamp = u32::MAX - 3;
            let mut wrapped = false;
            for call in 0..20 {
                let (start, goal) = (call % n, (call * 7 + 11) % n);
                let d = (goal + n - start) % n;
                let d = d.min(n - d);
                let before = marks.stamp;
                let found = distance(&mut marks, start, goal, moves, moves, usize::MAX);
                assert_eq!(found, Some(d), "call {}, old marks {}", call, old);
                let found = path(&mut trees, start, goal, moves, moves, usize::MAX);
                assert_eq!(found.map(|p| p.len()), Some(d + 1), "call {}", call);
                if marks.stamp < before {
                    assert_eq!(call, 1, "the stamps ran out at call {}", call);
                    wrapped = true;
                }
                assert!(marks.stamp % 2 == 0 && marks.stamp < u32::MAX);
            }
            assert!(wrapped, "the stamps never ran out");
        }
    }
}
