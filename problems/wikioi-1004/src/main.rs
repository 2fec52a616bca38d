//! wikioi-1004: not solved yet.

fn main() {}
