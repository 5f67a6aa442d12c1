//! A move seen happening: for a few frames after a move the board shows the game's
//! own frames between the position before and the one after (PopOut's disc falling
//! into its column, the column falling by one after a pop). Pure: each tick moves it
//! a frame, and the loop ticks every `FRAME` while one runs (and never otherwise), so
//! tests step it without a clock.

use super::TerminalView;
use std::time::Duration;

/// Time per frame: a disc falls a row a frame, as Connect 4's does.
pub const FRAME: Duration = Duration::from_millis(25);

/// The frames of the move that made the position under way: the position before it,
/// and the frame shown now of the game's `frames`.
#[derive(Debug, Clone, PartialEq)]
pub struct Motion<G> {
    pub before: G,
    pub frame: usize,
    pub frames: usize,
}

impl<G: TerminalView> Motion<G> {
    /// The frames from `before` to `after`; `None` when the game shows none for the
    /// move (the position stands at once).
    pub fn start(before: G, after: &G) -> Option<Motion<G>> {
        let frames = after.frames(&before);
        (frames > 0).then_some(Motion {
            before,
            frame: 0,
            frames,
        })
    }

    /// The next frame; `None` once the last was shown.
    pub fn step(self) -> Option<Motion<G>> {
        (self.frame + 1 < self.frames).then(|| Motion {
            frame: self.frame + 1,
            ..self
        })
    }
}
