//! The reusable pieces of the collection: searches and the helpers around them.
//!
//! Solutions cannot depend on this crate (a judge compiles one file), so each
//! module keeps its pasteable code between `// snippet:begin NAME` and
//! `// snippet:end NAME` lines. A solution embeds that region unchanged inside
//! `mod NAME { ... }`; `cargo test` fails when a copy drifts and
//! `cargo snippets` rewrites the copies from here.

pub mod bfs;
pub mod bibfs;
pub mod hash;
pub mod perm;
pub mod scan;
