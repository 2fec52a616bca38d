//! @id@ as a library, for its tests and its lab: the solution file as a
//! module (also a binary of its own, and the file to paste), and the lab
//! that `cargo stress`, `cargo trace` and the charts ask. (replace: add
//! `#[path = "bin/@id@-contest.rs"] pub mod contest;` with a contest version.)

#[path = "main.rs"]
pub mod fast;

pub mod lab;
