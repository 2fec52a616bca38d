//! The judging library, what the command line (`scripts`), the problems'
//! tests and their labs share: [`exec`] runs a program on an input under
//! limits as a judge does, [`judge`] gives the verdict on a run and
//! [`compare`] judges an answer; [`workspace`] knows the problems, samples
//! and judge settings by convention; [`lab`] is both ends of what a lab
//! program answers (random inputs, shrinking, traces, its checker);
//! [`trace`] records a search layer by layer through the template's
//! observer; [`testing`] holds a seeded generator and assertions for the
//! tests (the binaries on the samples, a lesson's quoted traces and bug
//! hunts); [`text`] writes numbers and sizes as the tooling prints them.

pub mod compare;
pub mod exec;
pub mod judge;
pub mod lab;
pub mod testing;
pub mod text;
pub mod trace;
pub mod workspace;
