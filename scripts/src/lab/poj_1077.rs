//! poj-1077 in the lab (see `lab/mod.rs`). Not written yet: the stubs say so.

use super::Lab;
use crate::testing::Rng;
use crate::trace::Trace;

pub const LAB: Lab = Lab {
    id: "poj-1077",
    generate,
    shrink,
    trace,
    chart_input: "samples/poj-1077/official.in",
};

fn generate(_rng: &mut Rng, _size: u32) -> String {
    unimplemented!("poj-1077: no generator yet")
}

fn shrink(_input: &str) -> Vec<String> {
    Vec::new()
}

fn trace(_input: &str, _case: usize) -> Result<Trace, String> {
    Err("poj-1077: no trace yet".to_string())
}
