//! The database that ships with the crate: every position of up to 4 pieces, built by
//! `connect4 checkers egtb build --pieces 4` (deflated, under a megabyte), read into
//! memory the first time it is asked for. The page leaves it out of its module
//! (feature `fetched-data`) and installs it once fetched.

#[cfg(not(feature = "fetched-data"))]
use super::codec::decode;
use super::tablebase::Tablebase;
use std::sync::OnceLock;

#[cfg(not(feature = "fetched-data"))]
static FILE: &[u8] = include_bytes!("../../assets/checkers-endgame-4.bin");

/// The shipped database, read once.
#[cfg(not(feature = "fetched-data"))]
pub fn shipped() -> &'static Tablebase {
    static READ: OnceLock<Tablebase> = OnceLock::new();
    READ.get_or_init(|| decode(FILE).expect("the shipped database reads"))
}

#[cfg(feature = "fetched-data")]
static INSTALLED: OnceLock<Tablebase> = OnceLock::new();

/// The shipped database once [`install`] was given it; until then one that knows no
/// position, so the search plays on without it.
#[cfg(feature = "fetched-data")]
pub fn shipped() -> &'static Tablebase {
    static EMPTY: OnceLock<Tablebase> = OnceLock::new();
    INSTALLED
        .get()
        .unwrap_or_else(|| EMPTY.get_or_init(Tablebase::default))
}

/// Installs the shipped database's bytes, fetched by the program; the first good one
/// stays.
#[cfg(feature = "fetched-data")]
pub fn install(bytes: &[u8]) -> Result<(), String> {
    let base = super::codec::decode(bytes)?;
    let _ = INSTALLED.set(base);
    Ok(())
}

/// Whether [`install`] was given the database.
#[cfg(feature = "fetched-data")]
pub fn installed() -> bool {
    INSTALLED.get().is_some()
}
