//! A game the shell's host plays (PopOut), as this app opens it wherever it runs:
//! a fresh game against the config's opponent, the game kept resumed, or the
//! server's board online. The
//! terminal's runner (`play/hosted.rs`) and the page (`src/web/hosted`) both open
//! hosted games here, so neither writes anything of a hosted game's own.

mod opening;

#[cfg(feature = "online")]
pub use opening::online_board;
pub use opening::{fresh, resumed};
