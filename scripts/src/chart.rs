//! `cargo trace` and the charts: a traced search shown as text, layer by
//! layer, and drawn as an SVG chart. Not written yet.

use crate::trace::Trace;
use std::path::Path;

/// `trace ID [--case N] [--svg FILE] < input`.
pub fn trace_command(_root: &Path, _args: &[String]) -> Result<bool, String> {
    Err("trace: not written yet".to_string())
}

/// `charts [--check]`: every committed chart rewritten (or checked).
pub fn charts_command(_root: &Path, _args: &[String]) -> Result<bool, String> {
    Err("charts: not written yet".to_string())
}

/// The chart of `trace` as a standalone SVG document.
pub fn svg(_trace: &Trace) -> String {
    String::new()
}
