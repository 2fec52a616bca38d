//! What the tooling knows of each problem beyond its files: how to draw
//! random inputs for `cargo stress`, how to make a failing input smaller,
//! and how to trace its searches for `cargo trace` and the charts.
//!
//! One module a problem, registered in [`LABS`]. A lab calls the problem's
//! own code wherever it needs the moves, by including a solution file
//! (`#[path = ...] mod solution;`), so that what `cargo trace` counts is
//! what the solutions search.

use crate::testing::Rng;
use crate::trace::Trace;

mod acwing_190;
mod bw_swap;
mod hdu_1195;
mod hdu_1401;
mod poj_1077;
mod poj_3984;
mod wikioi_1004;

/// A problem's entry in the lab.
pub struct Lab {
    pub id: &'static str,
    /// A random valid input. `size` runs from 0 (tiny) to 100 (as large as
    /// the statement allows); at every size the generator draws the
    /// problem's traps (start = goal, unreachable, the depth limit exactly
    /// met, an already solved board...) often, not by chance.
    pub generate: fn(&mut Rng, u32) -> String,
    /// Smaller valid inputs to try in place of a failing `input`, the most
    /// promising first (for a multi-case input: each case alone, then
    /// halves; empty when nothing smaller can be made).
    pub shrink: fn(&str) -> Vec<String>,
    /// The one-way and the bidirectional search on case `case` (counted
    /// from 1) of `input`.
    pub trace: fn(&str, usize) -> Result<Trace, String>,
    /// The input the problem's README charts, relative to the repository
    /// root (its chart is `problems/<id>/chart.svg`).
    pub chart_input: &'static str,
}

/// Every problem's lab, sorted by id (`cargo new-problem` inserts a new one
/// in its place, and its `mod` line above).
pub const LABS: &[&Lab] = &[
    &acwing_190::LAB,
    &bw_swap::LAB,
    &hdu_1195::LAB,
    &hdu_1401::LAB,
    &poj_1077::LAB,
    &poj_3984::LAB,
    &wikioi_1004::LAB,
];

/// The lab of problem `id`.
pub fn by_id(id: &str) -> Result<&'static Lab, String> {
    LABS.iter()
        .copied()
        .find(|lab| lab.id == id)
        .ok_or_else(|| {
            let known: Vec<&str> = LABS.iter().map(|lab| lab.id).collect();
            format!("no problem `{}` (known: {})", id, known.join(", "))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_has_a_lab_and_every_lab_a_problem() {
        let root = crate::workspace::root();
        let ids: Vec<String> = crate::workspace::problems(&root)
            .unwrap()
            .into_iter()
            .map(|p| p.id)
            .collect();
        let labs: Vec<&str> = LABS.iter().map(|lab| lab.id).collect();
        assert_eq!(ids, labs);
    }
}
