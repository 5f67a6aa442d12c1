//! The endgame database: every position of a few pieces won, lost or drawn, with the
//! distance to the 40-move rule's next restart, built by retrograde analysis. Up to 4 pieces ship with the
//! crate (`assets/`); more are built on demand.

mod advice;
mod build;
mod codec;
mod count;
mod index;
mod material;
mod shipped;
mod tablebase;
mod verify;
mod zeroing;

pub use advice::{after, best};
pub use build::{Progress, build};
pub use codec::{decode, encode};
pub use count::positions;
pub use material::{Material, flip};
pub use shipped::shipped;
#[cfg(feature = "fetched-data")]
pub use shipped::{install, installed};
pub use tablebase::{Known, MAX_PIECES, Tablebase, Verdict};
pub use verify::{Inconsistency, from_moves, verify};
