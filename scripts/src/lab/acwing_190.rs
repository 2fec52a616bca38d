//! acwing-190 in the lab (see `lab/mod.rs`). Not written yet: the stubs say so.

use super::Lab;
use crate::testing::Rng;
use crate::trace::Trace;

pub const LAB: Lab = Lab {
    id: "acwing-190",
    generate,
    shrink,
    trace,
    chart_input: "samples/acwing-190/official.in",
};

fn generate(_rng: &mut Rng, _size: u32) -> String {
    unimplemented!("acwing-190: no generator yet")
}

fn shrink(_input: &str) -> Vec<String> {
    Vec::new()
}

fn trace(_input: &str, _case: usize) -> Result<Trace, String> {
    Err("acwing-190: no trace yet".to_string())
}
