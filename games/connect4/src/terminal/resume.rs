//! The match in progress as saved for the next start: written after every change (a
//! move, an undo, hints switched) so a normal quit, a closed terminal or a `kill -9`
//! loses nothing, and read back into a model when connect4 starts again.
//!
//! The file is TOML a person can read, with a schema version; everything in it is
//! checked on the way back (the moves are replayed by the rules), so a damaged file is
//! refused as a whole, never half-trusted.

use super::{Effect, Model, Settings};
use crate::ai::Level;
use crate::game::{BoardSize, Game, Player};
pub use connect4_shell::SavedMatchError;
use connect4_shell::Seats;
use connect4_shell::StoreEffect;
use connect4_shell::scoreboard::{Played, Tally};
use connect4_shell::{Resumable, check_version, damaged};
use serde::{Deserialize, Serialize};

/// The schema version written. Version 2 added the match's `id`; version 1 files,
/// without one, are read too.
const VERSION: i64 = 2;

/// Everything needed to put a match back on screen as it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    version: i64,
    columns: usize,
    rows: usize,
    /// Who made the first move of this match.
    starter: Player,
    /// Who starts the next match of the series, so the alternation goes on.
    first_starter: Player,
    /// The moves as 1-based column digits (`0` is column 10).
    moves: String,
    /// The computer's level, or absent for two people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    opponent: Option<String>,
    hints: bool,
    hints_used: u32,
    undos_used: u32,
    /// The match's id, which its result carries to the scoreboard: a saved match
    /// whose id the scoreboard counted is over, whatever position it holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
}

impl SavedMatch {
    /// The match of `model` if one is under way (begun and not over).
    pub fn of(model: &Model) -> Option<SavedMatch> {
        model.match_in_progress().then(|| SavedMatch {
            version: VERSION,
            columns: model.game.size().columns(),
            rows: model.game.size().rows(),
            starter: model.game.starter(),
            first_starter: model.settings.first_starter,
            moves: model.game.notation(),
            opponent: model.opponent().map(|level| level.name().to_string()),
            hints: model.hints,
            hints_used: model.hints_used,
            undos_used: model.undos_used,
            id: model.match_id.clone(),
        })
    }

    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("a saved match always serializes")
    }

    /// Reads a saved match, checking every part of it; why when it is not one.
    pub fn from_toml(text: &str) -> Result<SavedMatch, SavedMatchError> {
        check_version(text, VERSION)?;
        let saved: SavedMatch = toml::from_str(text).map_err(|e| damaged(&e))?;
        saved.game().map_err(SavedMatchError::Damaged)?;
        saved.level().map_err(SavedMatchError::Damaged)?;
        Ok(saved)
    }

    /// The match's id, if it was saved with one.
    pub fn id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    pub fn size(&self) -> Result<BoardSize, String> {
        BoardSize::new(self.columns, self.rows).map_err(|e| e.to_string())
    }

    fn game(&self) -> Result<Game, String> {
        let game = Game::from_notation(self.size()?, self.starter, &self.moves)
            .map_err(|e| format!("its moves {:?} cannot be replayed: {e}", self.moves))?;
        if game.is_over() || game.moves().is_empty() {
            return Err("it holds no match in progress".into());
        }
        Ok(game)
    }

    fn level(&self) -> Result<Option<Level>, String> {
        self.opponent
            .as_deref()
            .map(|name| name.parse::<Level>().map_err(|e| e.to_string()))
            .transpose()
    }

    /// The model of the resumed match: `settings` (from the config) with the saved
    /// board, opponent and series, and `tally` the scoreboard of that matchup. The
    /// status bar says it was resumed, and when the board is not the config's.
    pub fn restore(&self, mut settings: Settings, tally: Tally) -> Model {
        let configured = settings.size;
        let game = self.game().expect("checked when read");
        settings.size = game.size();
        settings.seats = Seats::against(self.level().expect("checked when read"));
        settings.first_starter = self.first_starter;
        let mut model = Model::new(settings, tally);
        model.game = game;
        model.hints = self.hints;
        model.hints_used = self.hints_used;
        model.undos_used = self.undos_used;
        model.match_id = self.id.clone();
        model.autosaved = Some(self.to_toml());
        model.message = Some(if configured == model.game.size() {
            "Resumed the match in progress (n starts a new one)".to_string()
        } else {
            format!(
                "Resumed the match in progress on its {} board (the config says {configured})",
                model.game.size()
            )
        });
        model
    }

    /// The settings the saved match is played with, for loading its matchup's tally.
    pub fn settings(&self, mut settings: Settings) -> Settings {
        if let Ok(size) = self.size() {
            settings.size = size;
        }
        settings.seats = Seats::against(self.level().ok().flatten());
        settings
    }
}

impl Resumable for SavedMatch {
    const GAME: Played = Played::CONNECT4;

    fn from_toml(text: &str) -> Result<SavedMatch, SavedMatchError> {
        SavedMatch::from_toml(text)
    }

    fn id(&self) -> Option<&str> {
        SavedMatch::id(self)
    }
}

/// Asks for the match to be saved when it changed since the last save, or for the
/// saved one to be dropped when no match is under way any more. Neither when the
/// saved match's file is left alone (see `Model::saves_match`).
pub(super) fn autosave(model: &mut Model, effects: &mut Vec<Effect>) {
    if !model.saves_match {
        return;
    }
    let now = SavedMatch::of(model).map(|saved| saved.to_toml());
    if now == model.autosaved {
        return;
    }
    effects.push(match &now {
        Some(text) => Effect::Store(StoreEffect::SaveMatch {
            game: Played::CONNECT4,
            text: text.clone(),
        }),
        None => Effect::Store(StoreEffect::ClearMatch {
            game: Played::CONNECT4,
        }),
    });
    model.autosaved = now;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Column;

    fn model_after(moves: &str) -> Model {
        let mut model = Model::new(Settings::default(), Tally::default());
        model.game = Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap();
        model
    }

    #[test]
    fn a_saved_match_comes_back_as_it_was() {
        let mut model = model_after("4453");
        model.hints = true;
        model.undos_used = 2;
        let text = SavedMatch::of(&model).unwrap().to_toml();
        let saved = SavedMatch::from_toml(&text).unwrap();
        let back = saved.restore(Settings::default(), Tally::default());
        assert_eq!(back.game, model.game);
        assert!(back.hints);
        assert_eq!(back.undos_used, 2);
        assert!(back.message.unwrap().starts_with("Resumed"));
    }

    #[test]
    fn a_finished_or_empty_match_is_not_saved() {
        assert_eq!(SavedMatch::of(&model_after("")), None);
        assert_eq!(SavedMatch::of(&model_after("4545454")), None);
    }

    #[test]
    fn damaged_files_are_refused_with_a_reason() {
        let good = SavedMatch::of(&model_after("44")).unwrap().to_toml();
        assert!(SavedMatch::from_toml(&good.replace("\"44\"", "\"4444444\"")).is_err());
        assert!(SavedMatch::from_toml(&good.replace("columns = 7", "columns = 11")).is_err());
        assert!(SavedMatch::from_toml(&(good.clone() + "extra = 1\n")).is_err());
        assert!(SavedMatch::from_toml("not toml at all").is_err());
        let level = good.replace("hints = false", "hints = false\nopponent = \"godlike\"");
        assert!(SavedMatch::from_toml(&level).is_err());
    }

    #[test]
    fn a_match_on_another_board_is_resumed_on_its_own_and_says_so() {
        let small = BoardSize::new(6, 5).unwrap();
        let mut model = Model::new(
            Settings {
                size: small,
                ..Settings::default()
            },
            Tally::default(),
        );
        model.game = Game::from_notation(small, Player::One, "33").unwrap();
        let saved = SavedMatch::of(&model).unwrap();
        let back = saved.restore(Settings::default(), Tally::default());
        assert_eq!(back.game.size(), small);
        assert_eq!(back.matchup().board, Some(small));
        let message = back.message.unwrap();
        assert!(
            message.contains("6x5") && message.contains("7x6"),
            "{message}"
        );
    }

    #[test]
    fn every_change_is_saved_once_and_a_finished_match_forgotten() {
        let mut model = model_after("");
        let mut effects = Vec::new();
        model.game.play(Column::new(3)).unwrap();
        autosave(&mut model, &mut effects);
        assert!(matches!(
            effects.as_slice(),
            [Effect::Store(StoreEffect::SaveMatch { .. })]
        ));
        autosave(&mut model, &mut effects);
        assert_eq!(effects.len(), 1, "nothing changed, nothing written");
        for column in [4, 3, 4, 3, 4, 3] {
            model.game.play(Column::new(column)).unwrap();
        }
        autosave(&mut model, &mut effects);
        assert_eq!(
            effects.last(),
            Some(&Effect::Store(StoreEffect::ClearMatch {
                game: Played::CONNECT4
            }))
        );
    }
}
