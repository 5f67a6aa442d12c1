//! The database that ships with the crate: every position of up to 4 pieces, built by
//! `connect4 checkers egtb build --pieces 4` (deflated, under a megabyte), read into
//! memory the first time it is asked for.

use super::codec::decode;
use super::tablebase::Tablebase;
use std::sync::OnceLock;

static FILE: &[u8] = include_bytes!("../../../assets/checkers-endgame-4.bin");

/// The shipped database, read once.
pub fn shipped() -> &'static Tablebase {
    static READ: OnceLock<Tablebase> = OnceLock::new();
    READ.get_or_init(|| decode(FILE).expect("the shipped database reads"))
}
