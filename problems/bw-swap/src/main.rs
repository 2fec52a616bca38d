//! bw-swap: not solved yet.

fn main() {}
