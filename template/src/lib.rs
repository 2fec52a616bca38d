//! The reusable pieces of the collection: searches and the helpers around them.
//!
//! - [`bibfs`]: bidirectional BFS between two states, whole layers, the
//!   smaller frontier first; its docs prove the first meeting is optimal.
//! - [`dense`]: the same bidirectional search over ranked states (`0..n`),
//!   marks in flat arrays reused by every call: many-case problems.
//! - [`mirror`]: one search from the start that meets its own mirror image,
//!   when a symmetry of the puzzle maps the start onto the goal.
//! - [`table`]: one backward BFS from the goal giving every rank's distance,
//!   and the path of any query walked down that table.
//! - [`bfs`]: one-way BFS to the first state a goal test accepts.
//! - [`split`]: meet in the middle on a split input (subset sums), which
//!   is not a bidirectional search; the README sets the two side by side.
//! - [`perm`]: permutation rank and unrank, a perfect hash for puzzles.
//! - [`hash`]: a fast hasher and the tables that use it.
//! - [`scan`]: token input with clear errors, and the `main` wrapper.
//!
//! `trap` (hidden from the docs) is the one-state-at-a-time search that
//! returns too long a path: wrong on purpose, the README's counterexample,
//! kept once for the tests and the chapter's figures. Never paste it.
//!
//! Solutions cannot depend on this crate (a judge compiles one file), so each
//! module keeps its pasteable code between `// snippet:begin NAME` and
//! `// snippet:end NAME` lines, with a `// snippet:needs` line naming the
//! items it uses. `cargo snippets` pastes into each solution the items its
//! own code calls and what they need, each module as a private `mod
//! MODULE { ... }`; `cargo test` fails when a paste drifts. `template/README.md`
//! explains the technique with measured figures
//! (`cargo run --release -p template --example bench`).

pub mod bfs;
pub mod bibfs;
pub mod dense;
pub mod hash;
pub mod mirror;
pub mod observe;
pub mod perm;
pub mod scan;
pub mod split;
pub mod table;
#[doc(hidden)]
pub mod trap;
