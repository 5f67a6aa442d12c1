//! What a game keeps of its own beside the scoreboard and the match in progress (for
//! Connect 4, its puzzle record): the game's own effect, carried by
//! [`Route::Keep`](crate::Route::Keep) and performed on the storage thread, with the
//! same patience as the scoreboard's saves. The shell knows it only through this trait.

#[cfg(not(target_arch = "wasm32"))]
use crate::Patience;
#[cfg(not(target_arch = "wasm32"))]
use crate::scoreboard::ScoreStore;

/// A game's own storage effect, as the terminal performs it: on the scoreboard's
/// store in the data directory (`None`: there is none), answered with the game's
/// message.
#[cfg(not(target_arch = "wasm32"))]
pub trait KeepOnDisk<M>: Send + 'static {
    fn keep_on_disk(self, store: Option<&ScoreStore>, patience: &Patience) -> M;
}

/// The storage effects of a game that keeps nothing of its own: there are none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepsNothing {}

#[cfg(not(target_arch = "wasm32"))]
impl<M> KeepOnDisk<M> for KeepsNothing {
    fn keep_on_disk(self, _: Option<&ScoreStore>, _: &Patience) -> M {
        match self {}
    }
}
