//! Connect 4 as online play knows it: the kind `{"game":"connect4","height":6,"width":7}`
//! on any board of 4x4 to 10x10 (only 7x6 is rated), moves written as the column's
//! number from 1 at the left, and a record's kind written `connect4 8x7` (its kinds are
//! those of every game on Connect 4's boards, `board_kinds.rs`).

use super::{BoardKinds, BoardSize, Column, Game, Outcome, Player};
use connect4_game::escape::escape_cut;
use connect4_game::{EndReason, GameKind, GameName, GameResult, KindError, MoveError, Rules};

/// Connect 4's name everywhere.
pub const NAME: GameName = GameName::new("connect4");

/// Connect 4 on its standard board, 7x6: the rated kind.
pub const STANDARD: GameKind = <Game as Rules>::STANDARD;

/// Connect 4's kinds: on a board of 4x4 to 10x10.
pub const BOARDS: BoardKinds = BoardKinds(NAME);

/// Connect 4 on `size`.
pub fn kind(size: BoardSize) -> GameKind {
    BOARDS.kind(size)
}

/// The board of a kind of Connect 4, if `kind` is one the rules play.
pub fn size_of(kind: &GameKind) -> Option<BoardSize> {
    BOARDS.size_of(kind)
}

impl Rules for Game {
    const NAME: GameName = NAME;
    const STANDARD: GameKind = GameKind::from_parts(NAME, r#"{"height":6,"width":7}"#);

    fn check(kind: &GameKind) -> Result<(), KindError> {
        BOARDS.check(kind)
    }

    fn rated(kind: &GameKind) -> bool {
        BOARDS.rated(kind)
    }

    fn start(kind: &GameKind) -> Game {
        Game::new(size_of(kind).unwrap_or(BoardSize::STANDARD), Player::One)
    }

    fn record(kind: &GameKind) -> String {
        BOARDS.record(kind)
    }

    fn read_record(words: Option<&str>) -> Result<GameKind, KindError> {
        BOARDS.read_record(words)
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let column = match text.trim().parse::<usize>() {
            Ok(n @ 1..=10) => Column::new(n - 1),
            _ => {
                return Err(MoveError::Unreadable(format!(
                    "{} is not a column: write its number, 1 at the left",
                    escape_cut(text, connect4_game::MAX_MOVE_CHARS)
                )));
            }
        };
        let played =
            Game::play(self, column).map_err(|error| MoveError::Illegal(error.to_string()))?;
        Ok(played.column().to_string())
    }

    fn to_move(&self) -> Player {
        Game::to_move(self)
    }

    fn ply(&self) -> usize {
        self.moves().len()
    }

    fn result(&self) -> Option<GameResult> {
        match self.outcome()? {
            Outcome::Win { player, .. } => Some(GameResult::win(player, EndReason::FourInARow)),
            Outcome::Draw => Some(GameResult::draw(EndReason::BoardFull)),
            // Decided off the board: the server's own result, not the rules'.
            Outcome::Decided { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_game::{Game as Registered, Games, Position};

    const GAMES: Games = Games::new(&[Registered::of::<Game>()]);

    fn played(kind: GameKind, moves: &[&str]) -> Position {
        let mut position = GAMES.start(&kind).unwrap();
        for mv in moves {
            position.play(mv).unwrap();
        }
        position
    }

    fn standard() -> GameKind {
        <Game as Rules>::STANDARD
    }

    #[test]
    fn kinds_are_tagged_json_and_checked() {
        let json = serde_json::to_string(&standard()).unwrap();
        let read: GameKind =
            serde_json::from_str(r#"{"game":"connect4","width":7,"height":6}"#).unwrap();
        assert_eq!(read, standard());
        assert_eq!(serde_json::from_str::<GameKind>(&json).unwrap(), standard());
        assert_eq!(kind(BoardSize::STANDARD), standard());
        let big: GameKind =
            serde_json::from_str(r#"{"game":"connect4","width":11,"height":6}"#).unwrap();
        assert!(GAMES.check(&big).is_err());
        assert_eq!(
            GAMES.check(&big).unwrap_err().to_string(),
            "11x6 is not a board size"
        );
        let odd: GameKind =
            serde_json::from_str(r#"{"game":"connect4","width":7,"height":6,"x":1}"#).unwrap();
        assert!(GAMES.check(&odd).is_err());
    }

    #[test]
    fn only_standard_boards_are_rated() {
        assert_eq!(GAMES.rating(&standard()).map(|r| r.game()), Some(NAME));
        assert_eq!(GAMES.rating(&kind(BoardSize::new(8, 7).unwrap())), None);
    }

    #[test]
    fn records_keep_the_database_s_form() {
        let big = kind(BoardSize::new(8, 7).unwrap());
        assert_eq!(GAMES.record(&big).unwrap(), "connect4 8x7");
        assert_eq!(GAMES.record(&standard()).unwrap(), "connect4 7x6");
        assert_eq!(GAMES.read_record("connect4 8x7"), Ok(big));
        assert_eq!(GAMES.read_record("connect4"), Ok(standard()));
        for bad in ["connect4 11x6", "connect4 8by7", "connect4 x", "connect4 é"] {
            assert!(GAMES.read_record(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn connect4_columns_count_from_one_and_four_wins() {
        let position = played(standard(), &["4", "5", "4", "5", "4", "5", "4"]);
        assert_eq!(
            position.result(),
            Some(GameResult::win(Player::One, EndReason::FourInARow))
        );
        let mut position = played(standard(), &[]);
        assert!(matches!(position.play("0"), Err(MoveError::Unreadable(_))));
        assert!(matches!(position.play("8"), Err(MoveError::Illegal(_))));
        assert_eq!(position.play(" 7 "), Ok("7".to_string()));
        assert_eq!(position.to_move(), Player::Two);
        assert_eq!(position.rules::<Game>().unwrap().moves().len(), 1);
    }

    #[test]
    fn a_full_column_and_a_finished_game_refuse_moves() {
        let mut position = played(kind(BoardSize::new(4, 4).unwrap()), &["1", "1", "1", "1"]);
        assert!(matches!(position.play("1"), Err(MoveError::Illegal(_))));
        let mut won = played(standard(), &["1", "2", "1", "2", "1", "2", "1"]);
        assert_eq!(won.play("3"), Err(MoveError::Over));
    }
}
