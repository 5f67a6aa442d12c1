//! A game small enough to test the registry with: a pile of stones, each move takes
//! one to three, and whoever takes the last one wins. Its one setting is the pile.

use crate::{
    EndReason, Game, GameKind, GameName, GameResult, Games, KindError, MoveError, Player, Rules,
};
use serde_json::json;

#[derive(Debug, Clone)]
struct Pile {
    left: u8,
    taken: Vec<u8>,
}

impl Rules for Pile {
    const NAME: GameName = GameName::new("pile");
    const STANDARD: GameKind = GameKind::from_parts(Pile::NAME, r#"{"stones":10}"#);

    fn check(kind: &GameKind) -> Result<(), KindError> {
        match kind.small_number("stones") {
            Some(1..=30) => Ok(()),
            _ => Err(KindError::new("a pile has 1 to 30 stones")),
        }
    }

    fn rated(kind: &GameKind) -> bool {
        *kind == Pile::STANDARD
    }

    fn start(kind: &GameKind) -> Pile {
        let left = kind.small_number("stones").expect("checked");
        Pile {
            left,
            taken: Vec::new(),
        }
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let take: u8 = text
            .trim()
            .parse()
            .map_err(|_| MoveError::Unreadable("a number".into()))?;
        if !(1..=3).contains(&take) || take > self.left {
            return Err(MoveError::Illegal(format!("{take} cannot be taken")));
        }
        self.left -= take;
        self.taken.push(take);
        Ok(take.to_string())
    }

    fn to_move(&self) -> Player {
        if self.taken.len().is_multiple_of(2) {
            Player::One
        } else {
            Player::Two
        }
    }

    fn ply(&self) -> usize {
        self.taken.len()
    }

    fn result(&self) -> Option<GameResult> {
        (self.left == 0).then(|| GameResult::win(self.to_move().other(), EndReason::NoMoves))
    }
}

const PLAYED: &[Game] = &[Game::of::<Pile>()];
const GAMES: Games = Games::new(PLAYED);

fn pile(stones: u64) -> GameKind {
    GameKind::new(Pile::NAME, &[("stones", json!(stones))]).unwrap()
}

#[test]
fn a_registered_game_is_found_checked_and_played_by_its_kind() {
    assert_eq!(GAMES.find("pile").unwrap().name(), Pile::NAME);
    assert!(GAMES.find("chess").is_none());
    assert!(GAMES.check(&pile(31)).is_err());
    let mut position = GAMES.start(&pile(4)).unwrap();
    assert_eq!(position.game(), Pile::NAME);
    assert_eq!(position.play(" 3 "), Ok("3".to_string()));
    assert!(matches!(position.play("2"), Err(MoveError::Illegal(_))));
    assert_eq!(position.to_move(), Player::Two);
    let before = position.clone();
    position.play("1").unwrap();
    assert_eq!(
        position.result(),
        Some(GameResult::win(Player::Two, EndReason::NoMoves))
    );
    assert_eq!(position.play("1"), Err(MoveError::Over));
    assert_eq!(before.ply(), 1);
    assert_eq!(position.rules::<Pile>().unwrap().left, 0);
}

#[test]
fn a_kind_of_a_game_not_played_here_is_an_error_not_a_panic() {
    let chess = GameKind::from_parts(GameName::new("chess"), "");
    let error = GAMES.start(&chess).unwrap_err();
    assert_eq!(error.to_string(), "chess is not a game played here");
    assert_eq!(GAMES.rating(&chess), None);
    assert!(GAMES.record(&chess).is_err());
    assert!(GAMES.read_record("chess").is_err());
}

#[test]
fn only_rated_kinds_count_for_the_game_s_rating() {
    assert_eq!(GAMES.rating(&Pile::STANDARD).unwrap().name(), "pile");
    assert_eq!(GAMES.rating(&pile(12)), None);
    assert_eq!(
        GAMES
            .rated()
            .map(|rating| rating.game())
            .collect::<Vec<_>>(),
        [Pile::NAME]
    );
}

#[test]
fn records_write_the_game_then_its_settings_and_read_them_back() {
    assert_eq!(GAMES.record(&pile(12)).unwrap(), r#"pile {"stones":12}"#);
    assert_eq!(GAMES.read_record(r#"pile {"stones":12}"#), Ok(pile(12)));
    assert_eq!(GAMES.read_record("pile"), Ok(Pile::STANDARD));
    for bad in [
        r#"pile {"stones":31}"#,
        "pile 12",
        "pile {",
        "pile é",
        "pile",
    ] {
        let read = GAMES.read_record(bad);
        assert!(bad == "pile" || read.is_err(), "{bad}");
    }
}

#[test]
fn a_long_or_hostile_move_is_refused_before_the_game_reads_it() {
    let mut position = GAMES.start(&Pile::STANDARD).unwrap();
    let error = position.play(&"\u{1b}[2J".repeat(100)).unwrap_err();
    assert!(matches!(error, MoveError::Unreadable(_)));
    assert!(!error.to_string().contains('\u{1b}'), "{error}");
    assert_eq!(position.ply(), 0);
}
