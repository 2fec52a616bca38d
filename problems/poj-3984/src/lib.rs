//! poj-3984 as a library, for its tests and its lab: the solution file as a
//! module (also a binary of its own, and the file to paste), and the lab
//! that `cargo stress`, `cargo trace`, the charts and the checker use.

#[path = "main.rs"]
pub mod fast;

pub mod lab;
