//! `msrv`: the pasteable files compiled by the oldest Rust the collection
//! promises, and judged on their samples. Not written yet.

use std::path::Path;

/// `msrv [ID...]`.
pub fn command(_root: &Path, _args: &[String]) -> Result<bool, String> {
    Err("msrv: not written yet".to_string())
}
