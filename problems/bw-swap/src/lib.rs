//! bw-swap as a library, for its tests and its lab: the two solution files
//! as modules (each is also a binary of its own, and a file to paste), and
//! the lab that `cargo stress`, `cargo trace`, the charts and the checker use.

#[path = "main.rs"]
pub mod fast;

#[path = "bin/bw-swap-contest.rs"]
pub mod contest;

pub mod lab;
