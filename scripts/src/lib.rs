//! The collection's tooling, std only: run a solution under limits, compare
//! or check its output, and the helpers the problems' tests share.

pub mod chart;
pub mod checkers;
pub mod compare;
pub mod exec;
pub mod judge;
pub mod lab;
pub mod msrv;
pub mod samples;
pub mod snippets;
pub mod standalone;
pub mod stress;
pub mod testing;
pub mod trace;
pub mod workspace;
