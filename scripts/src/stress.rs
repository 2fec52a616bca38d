//! `cargo stress`: random inputs through a program and the collection's
//! solution until they disagree. Not written yet.

use std::path::Path;

/// `stress ID [--run "CMD" | --file F] [--cases N] [--seed S]`.
pub fn command(_root: &Path, _args: &[String]) -> Result<bool, String> {
    Err("stress: not written yet".to_string())
}
