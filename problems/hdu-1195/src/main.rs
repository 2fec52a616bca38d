//! hdu-1195: not solved yet.

fn main() {}
