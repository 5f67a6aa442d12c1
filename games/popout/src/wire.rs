//! PopOut as online play knows it: the kind `{"game":"popout","height":6,"width":7}` on
//! any board Connect 4 is played on (only 7x6 is rated), moves written `d4` (drop into
//! column 4) and `p4` (pop from it), and a record's kind written `popout 8x7`.

use crate::rules::{DrawReason, Game, Move, Outcome};
use connect4_classic::game::{BoardKinds, BoardSize};
use connect4_game::{
    EndReason, GameKind, GameName, GameResult, KindError, MoveError, Player, Rules,
};

/// PopOut's name everywhere.
pub const NAME: GameName = GameName::new("popout");

/// PopOut on its standard board, 7x6: the rated kind.
pub const STANDARD: GameKind = <Game as Rules>::STANDARD;

/// PopOut's kinds: on any board Connect 4 is played on.
pub const BOARDS: BoardKinds = BoardKinds(NAME);

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
        Game::new(BOARDS.size_of(kind).unwrap_or(BoardSize::STANDARD))
    }

    fn record(kind: &GameKind) -> String {
        BOARDS.record(kind)
    }

    fn read_record(words: Option<&str>) -> Result<GameKind, KindError> {
        BOARDS.read_record(words)
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let mv: Move =
            (text.trim().parse()).map_err(|error| MoveError::Unreadable(format!("{error}")))?;
        Game::play(self, mv).map_err(|error| MoveError::Illegal(error.to_string()))?;
        Ok(mv.to_string())
    }

    fn to_move(&self) -> Player {
        self.position().to_move()
    }

    fn ply(&self) -> usize {
        self.moves().len()
    }

    fn result(&self) -> Option<GameResult> {
        Some(match self.outcome()? {
            Outcome::Win(player) => GameResult::win(player, EndReason::FourInARow),
            Outcome::Draw(DrawReason::Repetition) => GameResult::draw(EndReason::Repetition),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_game::{Game as Registered, Games, Position};

    const GAMES: Games = Games::new(&[Registered::of::<Game>()]);

    fn played(moves: &[&str]) -> Position {
        let mut position = GAMES.start(&STANDARD).unwrap();
        for mv in moves {
            position.play(mv).unwrap();
        }
        position
    }

    #[test]
    fn popout_is_a_kind_of_its_own_on_connect4_s_boards() {
        let read: GameKind =
            serde_json::from_str(r#"{"game":"popout","width":7,"height":6}"#).unwrap();
        assert_eq!(read, STANDARD);
        assert_eq!(BOARDS.kind(BoardSize::STANDARD), STANDARD);
        assert_eq!(GAMES.rating(&STANDARD).map(|r| r.game()), Some(NAME));
        let wide = BOARDS.kind(BoardSize::new(8, 7).unwrap());
        assert_eq!(GAMES.rating(&wide), None);
        assert_eq!(GAMES.record(&wide).unwrap(), "popout 8x7");
        assert_eq!(GAMES.read_record("popout 8x7"), Ok(wide));
        assert_eq!(GAMES.read_record("popout"), Ok(STANDARD));
        let big: GameKind =
            serde_json::from_str(r#"{"game":"popout","width":11,"height":6}"#).unwrap();
        assert_eq!(
            GAMES.check(&big).unwrap_err().to_string(),
            "11x6 is not a board size"
        );
    }

    #[test]
    fn drops_and_pops_are_written_by_their_letter_and_column() {
        let mut position = played(&["4", "d5"]);
        assert!(
            matches!(position.play("p5"), Err(MoveError::Illegal(_))),
            "bob's disc"
        );
        assert_eq!(position.play("p4"), Ok("p4".to_string()));
        assert!(matches!(position.play("x4"), Err(MoveError::Unreadable(_))));
        assert_eq!(position.to_move(), Player::Two);
        assert_eq!(position.ply(), 3);
        assert_eq!(position.rules::<Game>().unwrap().moves().len(), 3);
    }

    #[test]
    fn four_in_a_row_wins_and_the_third_repetition_draws() {
        let won = played(&["d1", "d2", "d1", "d2", "d1", "d2", "d1"]);
        assert_eq!(
            won.result(),
            Some(GameResult::win(Player::One, EndReason::FourInARow))
        );
        // Each drops and pops back: the empty board with one to move stands again.
        let mut position = played(&["d1", "d2", "p1", "p2", "d1", "d2", "p1"]);
        assert_eq!(position.result(), None);
        position.play("p2").unwrap();
        assert_eq!(
            position.result(),
            Some(GameResult::draw(EndReason::Repetition))
        );
        assert_eq!(position.play("d3"), Err(MoveError::Over));
    }

    #[test]
    fn hostile_move_text_is_refused_and_quoted_safely() {
        let mut position = played(&[]);
        let error = position.play("\u{1b}[2J").unwrap_err();
        assert!(!error.to_string().contains('\u{1b}'), "{error}");
    }
}
