//! What a search can report while it runs, for whoever wants to watch.
//!
//! Every search of the template has a `*_with` form that takes an
//! [`Observer`], told of each state the search stores and of each layer it
//! finishes. `cargo trace` and the charts record a search this way, and a
//! solution can stop a search that would outgrow its memory (an observer
//! that counts stored states and returns `false` past a bound). The plain
//! forms pass `&mut ()`, whose methods do nothing: the compiler removes the
//! calls, so watching costs nothing when nobody watches
//! (`cargo run --release -p template --example bench` shows it).
//!
//! A search reports only what it finds: the roots (start, goal) are the
//! caller's own, stored before the search begins and never reported.
//!
//! # Examples
//!
//! Counting the states a bidirectional search stores on each side:
//!
//! ```
//! use template::bibfs;
//! use template::observe::{Observer, Side};
//!
//! #[derive(Default)]
//! struct Count {
//!     forward: usize,
//!     backward: usize,
//! }
//!
//! impl Observer<i32> for Count {
//!     fn stored(&mut self, side: Side, _depth: usize, _state: &i32) -> bool {
//!         match side {
//!             Side::Forward => self.forward += 1,
//!             Side::Backward => self.backward += 1,
//!         }
//!         true
//!     }
//! }
//!
//! // On the number line, from 0 to 6, each side storing two states a layer.
//! let step = |&n: &i32| [n - 1, n + 1];
//! let mut count = Count::default();
//! let found = bibfs::distance_with(0, 6, step, step, usize::MAX, &mut count);
//! assert_eq!(found, Some(6));
//! // Every layer but the roots holds two states, and ties go forward: the
//! // backward side grows once (5 and 7), then the forward side stores
//! // -1 1 -2 2 ... until 5, where the sides meet.
//! assert_eq!((count.forward, count.backward), (10, 2));
//! ```

// snippet:begin Side
/// Which side of a search a report is about: `Forward` grows from the
/// start, `Backward` from the goal. A one-way search from the start has
/// only `Forward`; a table of distances to the goal only `Backward`.
// A paste of one-sided searches alone never constructs the other variant.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Forward,
    Backward,
}
// snippet:end Side

// snippet:begin Observer
// snippet:needs Side
/// Told what a search does; each method does nothing unless overridden.
pub trait Observer<S> {
    /// `side` stored `state`, new to it, `depth` moves from its root.
    /// Returning `false` stops the search at once, which then returns
    /// `None` (a memory guard: the observer knows it gave up).
    fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
        true
    }

    /// `side` finished its layer at `depth`, which holds `size` states.
    fn layer(&mut self, _side: Side, _depth: usize, _size: usize) {}
}

/// Watches nothing: the plain searches pass `&mut ()`.
impl<S> Observer<S> for () {}
// snippet:end Observer
