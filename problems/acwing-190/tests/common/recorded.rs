//! The fast version's own search, recorded: what the figures count
//! (tests/figures.rs) and what the tests check of them.

use acwing_190::fast::{self, Codec, CountBound, Direction, Packed, Plain, SpeedUps};
use judging::trace::{Recorder, Search};
use std::cell::Cell;
use std::ops::Range;
use template::observe::{self, Observer};

/// The fast version's search (`fast::search`, its codec chosen as
/// `fast::min_steps_with` chooses it) from `start` to `goal` with
/// `speed_ups`, recorded: its answer, the strings it stored by layer (the
/// two ends included, the string where the sides meet not, since the fast
/// version never stores it; the candidates its last join keeps as a partial
/// layer of the larger side) and the strings it generated (`Search::generated`
/// is all of them; see [`recorded`] for the last layer's share).
pub fn fast_search(start: &[u8], goal: &[u8], rules: &[fast::Rule], speed_ups: SpeedUps) -> Search {
    let bound = CountBound::new(start, goal, rules, speed_ups.count_bound);
    let run = (start, goal, rules, &bound, speed_ups);
    if speed_ups.packed {
        if let Some(packed) = Packed::<u64>::new(start, goal, rules, bound.longest) {
            return recorded(packed, run);
        }
        if let Some(packed) = Packed::<u128>::new(start, goal, rules, bound.longest) {
            return recorded(packed, run);
        }
    }
    recorded(Plain, run)
}

/// The arguments of `fast::search` but its codec and observer.
type Run<'a> = (
    &'a [u8],
    &'a [u8],
    &'a [fast::Rule],
    &'a CountBound,
    SpeedUps,
);

/// `fast::search` with `codec`, recorded. The recorder gives a layer the
/// strings generated until it ends, and a partial layer those generated
/// until the last string stored. The fast version may generate more after
/// that and store none: a layer that meets the other side at its first new
/// string (the meeting string is never stored), or a join that keeps no
/// candidate. Those are counted in the last layer recorded, so that the
/// search's total is every string built.
fn recorded<C: Codec>(codec: C, (start, goal, rules, bound, speed_ups): Run) -> Search {
    let generated = Cell::new(0);
    let counted = Counted {
        codec,
        generated: &generated,
    };
    let mut recorder = Recorder::two_way(1, 1, &generated);
    let mut adapter = Adapter(&mut recorder);
    let found = fast::search(&counted, bound, start, goal, rules, speed_ups, &mut adapter);
    let mut search = recorder.finish("acwing-190 fast::search", found);
    let unrecorded = generated.get() - search.generated();
    if let Some(last) = search.layers.last_mut() {
        last.generated += unrecorded;
    }
    search
}

/// A codec that counts the strings it builds. The fast version builds every
/// string it generates with one `replace` (a string its bounds rule out is
/// never built), so this is its move function passed through
/// `judging::trace::counted`.
struct Counted<'a, C> {
    codec: C,
    generated: &'a Cell<u64>,
}

impl<C: Codec> Codec for Counted<'_, C> {
    type Key = C::Key;
    type Pattern = C::Pattern;

    fn encode(&self, text: &[u8]) -> C::Key {
        self.codec.encode(text)
    }

    fn pattern(&self, text: &[u8]) -> C::Pattern {
        self.codec.pattern(text)
    }

    fn len(&self, key: &C::Key) -> usize {
        self.codec.len(key)
    }

    fn find(
        &self,
        key: &C::Key,
        pattern: &C::Pattern,
        window: Range<usize>,
        found: impl FnMut(usize) -> bool,
    ) -> bool {
        self.codec.find(key, pattern, window, found)
    }

    fn replace(&self, key: &C::Key, at: usize, cut: usize, insert: &C::Key, n: usize) -> C::Key {
        self.generated.set(self.generated.get() + 1);
        self.codec.replace(key, at, cut, insert, n)
    }
}

/// The fast version's copy of the template's observer, forwarding to a
/// `Recorder` (which observes through the template's own trait). The
/// recorder keeps no state, only counts: the fast version's keys are packed
/// words, not strings.
struct Adapter<'r, 'a>(&'r mut Recorder<'a, ()>);

fn side(direction: Direction) -> observe::Side {
    match direction {
        Direction::Forward => observe::Side::Forward,
        Direction::Backward => observe::Side::Backward,
    }
}

impl<S> fast::Observer<S> for Adapter<'_, '_> {
    fn stored(&mut self, direction: Direction, depth: usize, _: &S) -> bool {
        self.0.stored(side(direction), depth, &())
    }

    fn layer(&mut self, direction: Direction, depth: usize, size: usize) {
        Observer::<()>::layer(self.0, side(direction), depth, size)
    }
}
