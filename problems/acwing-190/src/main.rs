//! acwing-190: not solved yet.

fn main() {}
