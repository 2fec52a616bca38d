//! hdu-1195 in the lab (see `lab/mod.rs`). Not written yet: the stubs say so.

use super::Lab;
use crate::testing::Rng;
use crate::trace::Trace;

pub const LAB: Lab = Lab {
    id: "hdu-1195",
    generate,
    shrink,
    trace,
    chart_input: "samples/hdu-1195/official.in",
};

fn generate(_rng: &mut Rng, _size: u32) -> String {
    unimplemented!("hdu-1195: no generator yet")
}

fn shrink(_input: &str) -> Vec<String> {
    Vec::new()
}

fn trace(_input: &str, _case: usize) -> Result<Trace, String> {
    Err("hdu-1195: no trace yet".to_string())
}
