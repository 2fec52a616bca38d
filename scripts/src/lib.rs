//! The collection's command line (`cargo samples`, `cargo stress`, ...;
//! `main.rs` lists them), on top of the judging library (`judging`).

pub mod args;
pub mod budgets;
pub mod cargo;
pub mod chart;
pub mod labs;
pub mod msrv;
pub mod samples;
pub mod scaffold;
pub mod snippets;
pub mod standalone;
pub mod stress;
