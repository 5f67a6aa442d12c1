//! The `connect4` binary.

fn main() {}
