//! `new ID`: a new problem's room (being rebuilt for the one-folder layout).

use std::path::Path;

pub fn new_problem(_root: &Path, _args: &[String]) -> Result<bool, String> {
    Err("new: being rebuilt".into())
}
