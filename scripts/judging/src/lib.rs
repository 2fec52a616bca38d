//! The judging library: what the command line (`scripts`), the problems'
//! tests and their labs share.
//!
//! - [`exec`]: run a program on an input under limits, as a judge does.
//! - [`judge`]: the verdict on a run; [`compare`]: judging an answer.
//! - [`workspace`]: the problems, samples and judge settings, by convention.
//! - [`lab`]: what a problem's lab program answers (random inputs,
//!   shrinking, traces, its checker), both ends of that conversation.
//! - [`trace`]: a search recorded layer by layer through the template's
//!   observer.
//! - [`testing`]: a seeded generator and assertions for the tests: the
//!   binaries on the samples, a lesson's quoted traces and bug hunts.
//! - [`text`]: numbers and sizes as the tooling prints them.

pub mod compare;
pub mod exec;
pub mod judge;
pub mod lab;
pub mod testing;
pub mod text;
pub mod trace;
pub mod workspace;
