//! The share box's side of update: what the position is shared as (its moves, and a
//! link that opens it while the match is under way), opening and closing the box, and
//! copying what it offers.

use super::{Effect, Model, position_link};

/// What the share box offers for the match's position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    /// The moves as column digits (`4453`).
    pub moves: String,
    /// The page's link to the position; `None` once the match is over, as a link
    /// opens only a match that can go on.
    pub link: Option<String>,
}

impl Shared {
    /// What copying puts on the clipboard: the link, or else the moves.
    pub fn to_copy(&self) -> &str {
        self.link.as_deref().unwrap_or(&self.moves)
    }
}

impl Model {
    /// What the share box offers now: it follows the match, a move played while it is
    /// open included.
    pub fn shared(&self) -> Shared {
        Shared {
            moves: self.game.notation(),
            link: (!self.game.is_over()).then(|| position_link(&self.settings.page, &self.game)),
        }
    }
}

/// Said when copying is asked for and the config turned it off.
pub const COPY_OFF: &str = "Copying is off: the link is on the screen";

pub(super) fn toggle_share(model: &mut Model) {
    model.sharing = !model.sharing;
}

/// Sends what the box offers to the clipboard and closes it. Whether the terminal
/// obeys OSC 52 cannot be known, so the message says it was sent, not that it arrived.
pub(super) fn copy_shared(model: &mut Model, effects: &mut Vec<Effect>) {
    if !model.sharing {
        return;
    }
    if !model.settings.clipboard {
        model.message = Some(COPY_OFF.to_string());
        return;
    }
    let shared = model.shared();
    let what = if shared.link.is_some() {
        "link"
    } else {
        "moves"
    };
    effects.push(Effect::Clipboard(shared.to_copy().to_string()));
    model.sharing = false;
    model.message = Some(format!("Sent the {what} to the clipboard"));
}
