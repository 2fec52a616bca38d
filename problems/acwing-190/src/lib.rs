//! acwing-190 as a library, for its tests and its lab: the two solution
//! files as modules (each is also a binary of its own, and a file to paste),
//! and the lab that `cargo stress`, `cargo trace` and the charts ask.

#[path = "main.rs"]
pub mod fast;

#[path = "bin/acwing-190-contest.rs"]
pub mod contest;

pub mod lab;
