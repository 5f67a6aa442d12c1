//! Checkers as online play knows it: the kind `{"game":"checkers"}` (one board, rated),
//! moves in standard notation (`11-15`, `15x22`), Black first in seat one.

use super::{Color, DrawReason, Game, NotationError, Outcome};
use connect4_game::escape::escape_cut;
use connect4_game::{
    EndReason, GameKind, GameName, GameResult, KindError, MoveError, Player, Rules,
};

/// Checkers' name everywhere.
pub const NAME: GameName = GameName::new("checkers");

/// Checkers on its one board.
pub const KIND: GameKind = <Game as Rules>::STANDARD;

impl Rules for Game {
    const NAME: GameName = NAME;
    const STANDARD: GameKind = GameKind::from_parts(NAME, "");

    fn check(kind: &GameKind) -> Result<(), KindError> {
        if kind.game() == NAME && kind.settings_text().is_empty() {
            Ok(())
        } else {
            Err(KindError::new(
                "checkers is played on its one board, with no settings",
            ))
        }
    }

    fn rated(_: &GameKind) -> bool {
        true
    }

    fn start(_: &GameKind) -> Game {
        Game::new()
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let quoted = || escape_cut(text, connect4_game::MAX_MOVE_CHARS);
        let played = self
            .play_notation(text.trim())
            .map_err(|error| match error {
                NotationError::Unreadable(_) => MoveError::Unreadable(format!(
                    "{} is not a move: write squares 1-32 joined by - or x",
                    quoted()
                )),
                NotationError::Illegal(_) => {
                    MoveError::Illegal(format!("{} is not a legal move here", quoted()))
                }
            })?;
        Ok(played.to_string())
    }

    fn to_move(&self) -> Player {
        match Game::to_move(self) {
            Color::Black => Player::One,
            Color::White => Player::Two,
        }
    }

    fn ply(&self) -> usize {
        self.moves().len()
    }

    fn result(&self) -> Option<GameResult> {
        Some(match self.outcome()? {
            Outcome::Win(Color::Black) => GameResult::win(Player::One, EndReason::NoMoves),
            Outcome::Win(Color::White) => GameResult::win(Player::Two, EndReason::NoMoves),
            Outcome::Draw(DrawReason::Agreement) => GameResult::draw(EndReason::Agreement),
            Outcome::Draw(DrawReason::Repetition) => GameResult::draw(EndReason::Repetition),
            Outcome::Draw(DrawReason::QuietMoves) => GameResult::draw(EndReason::QuietMoves),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_game::{Game as Registered, Games, Position};

    const GAMES: Games = Games::new(&[Registered::of::<Game>()]);

    fn played(moves: &[&str]) -> Position {
        let mut position = GAMES.start(&<Game as Rules>::STANDARD).unwrap();
        for mv in moves {
            position.play(mv).unwrap();
        }
        position
    }

    #[test]
    fn checkers_is_one_rated_kind_written_by_its_name() {
        let kind = <Game as Rules>::STANDARD;
        assert_eq!(
            serde_json::to_string(&kind).unwrap(),
            r#"{"game":"checkers"}"#
        );
        assert_eq!(GAMES.rating(&kind).map(|r| r.game()), Some(NAME));
        assert_eq!(GAMES.record(&kind).unwrap(), "checkers");
        assert_eq!(GAMES.read_record("checkers"), Ok(kind));
        let sized: GameKind = serde_json::from_str(r#"{"game":"checkers","width":10}"#).unwrap();
        assert!(GAMES.check(&sized).is_err());
    }

    #[test]
    fn checkers_moves_are_standard_notation_black_first() {
        let mut position = played(&["11-15"]);
        assert_eq!(position.to_move(), Player::Two);
        assert!(matches!(position.play("15-19"), Err(MoveError::Illegal(_))));
        assert!(matches!(position.play("ab"), Err(MoveError::Unreadable(_))));
        assert_eq!(position.play("22-18"), Ok("22-18".to_string()));
        assert_eq!(position.play("15x22"), Ok("15x22".to_string()));
    }

    #[test]
    fn hostile_move_text_is_refused_and_quoted_safely() {
        let mut position = played(&[]);
        let error = position.play(&"\u{1b}[2J".repeat(100)).unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
        let error = position.play("\u{1b}[2J").unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
    }
}
