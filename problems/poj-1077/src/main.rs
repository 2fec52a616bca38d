//! poj-1077: not solved yet.

fn main() {}
