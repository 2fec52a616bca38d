//! poj-3984: not solved yet.

fn main() {}
