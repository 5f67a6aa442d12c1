//! Checkers' game in progress kept for a restart, as Connect 4's match is: after every
//! change update asks the storage to write it (see `resume` for the format), and to
//! forget it once no game is under way. Each game carries an id, sent with its result
//! (`RecordResult::ends`), so a saved game whose result already counted (a death
//! between the two writes) is never resumed and counted again.

use super::CheckersModel;
use super::resume::SavedGame;
use super::transitions::Routes;
use connect4_shell::{MatchIds, Route, StoreEffect};

/// What the model keeps for a restart, and whether it may.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Keeping {
    /// Whether the game in progress is kept. Off until the edge that has somewhere to
    /// keep it turns it on (a model in a test asks for no saves), and left off while
    /// the saved game's file is one to leave alone, which must not be written over.
    pub on: bool,
    /// The game as last sent to be kept (`None`: none is kept).
    pub sent: Option<String>,
    /// This game's id, saved with it and sent with its result (`None`: the run hands
    /// out no ids, and results are counted as they come).
    pub id: Option<String>,
    /// Where the ids of this run's next games come from.
    ids: Option<MatchIds>,
}

impl Keeping {
    /// Hands out ids from the run drawn as `run` (at the edge: update never draws); a
    /// resumed game keeps the id it was saved with.
    pub fn with_ids(&mut self, run: u64) {
        let mut ids = MatchIds::new(run);
        if self.id.is_none() {
            self.id = Some(ids.take());
        }
        self.ids = Some(ids);
    }

    /// The id the result of the game just ended is counted under. The next game gets
    /// another: an id counted once names a finished game for good.
    pub fn end_game(&mut self) -> Option<String> {
        let ended = self.id.take();
        self.id = self.ids.as_mut().map(MatchIds::take);
        ended
    }
}

/// Asks for the game to be kept when it changed since it was last sent, or for the kept
/// one to be forgotten when no game is under way any more.
pub(super) fn autosave(model: &mut CheckersModel, routes: &mut Routes) {
    if !model.keeping.on {
        return;
    }
    let now = SavedGame::of(model).map(|saved| saved.to_toml());
    if now == model.keeping.sent {
        return;
    }
    let game = super::PLAYED;
    routes.push(Route::Store(match &now {
        Some(text) => StoreEffect::SaveMatch {
            game,
            text: text.clone(),
        },
        None => StoreEffect::ClearMatch { game },
    }));
    model.keeping.sent = now;
}
