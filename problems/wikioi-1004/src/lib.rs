//! wikioi-1004 as a library, for its tests and its lab: the solution file as
//! a module (also a binary of its own, and the file to paste), and the lab
//! that `cargo stress`, `cargo trace` and the charts ask.

#[path = "main.rs"]
pub mod fast;

pub mod lab;
