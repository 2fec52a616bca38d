//! hdu-1401: not solved yet.

fn main() {}
