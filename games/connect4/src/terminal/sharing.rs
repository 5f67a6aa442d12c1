//! The share box's side of update: what the position is shared as (its moves, and a
//! link that opens it while the match is under way), opening and closing the box, and
//! copying what it offers: the link or the moves, or the match as a game record.

use super::{Effect, Model, position_link};
use crate::record::{Record, write};

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

impl Model {
    /// The match as a game record (docs/records.md): the players by who moved first,
    /// the day, the board, the moves and the result so far.
    pub fn record(&self) -> String {
        let starter = self.game.starter();
        let mut tags = vec![("Event".to_string(), "connect4 match".to_string())];
        if let Some(day) = &self.today {
            tags.push(("Date".to_string(), day.replace('-', ".")));
        }
        tags.push(("First".to_string(), self.settings.names[starter].clone()));
        tags.push((
            "Second".to_string(),
            self.settings.names[starter.other()].clone(),
        ));
        write(&Record::from_game(&self.game, tags))
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

/// Sends the match as a game record to the clipboard and closes the box: the way to
/// take a match played here elsewhere (paste it into a `.c4n` file).
pub(super) fn copy_record(model: &mut Model, effects: &mut Vec<Effect>) {
    if !model.sharing {
        return;
    }
    if !model.settings.clipboard {
        model.message = Some(COPY_OFF.to_string());
        return;
    }
    effects.push(Effect::Clipboard(model.record()));
    model.sharing = false;
    model.message = Some("Sent the match's record to the clipboard".to_string());
}
