//! wikioi-1004 in the lab (see `lab/mod.rs`). Not written yet: the stubs say so.

use super::Lab;
use crate::testing::Rng;
use crate::trace::Trace;

pub const LAB: Lab = Lab {
    id: "wikioi-1004",
    generate,
    shrink,
    trace,
    chart_input: "samples/wikioi-1004/official.in",
};

fn generate(_rng: &mut Rng, _size: u32) -> String {
    unimplemented!("wikioi-1004: no generator yet")
}

fn shrink(_input: &str) -> Vec<String> {
    Vec::new()
}

fn trace(_input: &str, _case: usize) -> Result<Trace, String> {
    Err("wikioi-1004: no trace yet".to_string())
}
