//! The registry: every game the app plays, listed once, above the shell. Each game
//! declares what the shell reads of it in its own folder (`GAME`: its name, title
//! and rows of the key table); here it is listed with what the app around the shell
//! needs: where the scoreboard keeps its results, its kind on the wire and how the
//! lobby writes it, and its line of the door's menu with the computer's levels there.
//! How the terminal runs each game is listed above the config, which reads this
//! registry's key table (`play/terminals.rs`). The shell names no game: it gets
//! this list inside the key map built here (`key_table`), and the command line, the config, the door, the lobby and the
//! invite links look names and kinds up here rather than in lists of their own.

mod hosted_games;
mod key_table;
mod menu_words;
mod registered;

pub use key_table::{action_names, actions, default_keys, keymap, table, why_fixed};
pub use menu_words::{door_words, levels, start_line};
pub use registered::{DoorWords, Registered};

use crate::scoreboard::Played;
use crate::shell::GameChoice;
use connect4_protocol::{Game, GameKind, Games, RatingKind};
use serde::{Deserialize, Deserializer, de};
use std::sync::LazyLock;

/// Connect 4's row: a program of its own, with a level of its own (perfect).
const CONNECT4: Registered = Registered {
    game: connect4_classic::terminal::GAME,
    played: Played::CONNECT4,
    rules: Game::of::<connect4_classic::game::Game>(),
    kind_words: connect4_classic::terminal::kind_words,
    levels: &["easy", "medium", "hard", "perfect"],
    door: Some(DoorWords {
        line: "Connect 4 against the computer",
        about: "Left and Right choose the level: easy, medium, hard, or perfect (it never \
                throws a win away).",
    }),
};

/// Checkers' row: a program of its own, whose computer stops at hard.
const CHECKERS: Registered = Registered {
    game: connect4_checkers::terminal::GAME,
    played: connect4_checkers::terminal::PLAYED,
    rules: Game::of::<connect4_checkers::Game>(),
    // One board: its title says it.
    kind_words: titled,
    levels: &["easy", "medium", "hard"],
    door: None,
};

/// The rows given, then a row for each hosted game.
macro_rules! registry {
    ($($own:expr),* ; $($hosted:ty),*) => {
        &[$($own,)* $(Registered::hosted::<$hosted>(),)*]
    };
}

/// The games, in the order menus, the help and README list them; the first is
/// played when nothing says which. The hosted games come from their one list
/// (`hosted_games`).
pub const REGISTERED: &[Registered] = crate::with_hosted_games!(registry { CONNECT4, CHECKERS });

/// The games alone, in the registry's order: what the shell is handed.
pub const GAMES: [GameChoice; REGISTERED.len()] = {
    let mut games = [REGISTERED[0].game; REGISTERED.len()];
    let mut at = 1;
    while at < REGISTERED.len() {
        games[at] = REGISTERED[at].game;
        at += 1;
    }
    games
};

/// How many games the app plays.
pub const COUNT: usize = GAMES.len();

/// The rules alone, in the registry's order.
const RULES: [Game; COUNT] = {
    let mut rules = [REGISTERED[0].rules; COUNT];
    let mut at = 1;
    while at < COUNT {
        rules[at] = REGISTERED[at].rules;
        at += 1;
    }
    rules
};

/// The games' rules as the server and the online clients take them: a kind on the
/// wire is read, checked and played by them.
pub const PLAYED: Games = Games::new(&RULES);

/// Where the scoreboard keeps each game's results, in the registry's order: the
/// rows it reads (another game's rows it keeps as they are).
pub const KEPT: [Played; COUNT] = {
    let mut kept = [REGISTERED[0].played; COUNT];
    let mut at = 1;
    while at < COUNT {
        kept[at] = REGISTERED[at].played;
        at += 1;
    }
    kept
};

/// Static so that a config error can list them (serde wants `&'static [&'static str]`).
static NAMES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| GAMES.iter().map(|game| game.name()).collect());

/// Every game, in the registry's order.
pub fn all() -> impl Iterator<Item = GameChoice> {
    GAMES.into_iter()
}

/// The names of the games, as the config and `--game` spell them.
pub fn names() -> &'static [&'static str] {
    &NAMES
}

/// The game named `name` (`--game`, the config, a link), spelt as in the config.
pub fn from_name(name: &str) -> Option<GameChoice> {
    all().find(|game| game.name() == name)
}

/// The game's row of the registry.
pub fn entry(game: GameChoice) -> &'static Registered {
    REGISTERED
        .iter()
        .find(|row| row.game == game)
        .expect("every game is registered")
}

/// Where `game` stands in the registry's order.
pub fn position(game: GameChoice) -> usize {
    let at = GAMES.iter().position(|&registered| registered == game);
    at.expect("every game is registered")
}

/// The game a kind on the wire plays (any board of it), if this program plays it
/// (a newer server may list games of others).
pub fn of_kind(kind: &GameKind) -> Option<GameChoice> {
    let same = |row: &&Registered| row.rules.name() == kind.game();
    REGISTERED.iter().find(same).map(|row| row.game)
}

/// How the kind `kind` on the wire is written where games are listed, by its game;
/// a game this program does not play by its name.
pub fn kind_words(kind: GameKind) -> String {
    match of_kind(&kind) {
        Some(game) => (entry(game).kind_words)(kind),
        None => kind.game().to_string(),
    }
}

/// A game of one board written by its title.
fn titled(kind: GameKind) -> String {
    of_kind(&kind).map_or_else(|| kind.game().to_string(), |game| game.title().into())
}

/// The game whose results the scoreboard keeps under `played`.
pub fn of_played(played: Played) -> GameChoice {
    let row = REGISTERED.iter().find(|row| row.played == played);
    row.expect("every scoreboard kind is a registered game's")
        .game
}

/// The game a rating on the wire is of, if this program plays it.
pub fn of_rating(rating: RatingKind) -> Option<GameChoice> {
    let row = REGISTERED
        .iter()
        .find(|row| row.rules.name() == rating.game());
    row.map(|row| row.game)
}

/// The first game of the registry: the config's default.
pub const fn first() -> GameChoice {
    GAMES[0]
}

/// A game read by name, as the config writes it; another name is refused with the
/// list.
pub fn read_choice<'de, D: Deserializer<'de>>(deserializer: D) -> Result<GameChoice, D::Error> {
    let name = String::deserialize(deserializer)?;
    from_name(&name).ok_or_else(|| de::Error::unknown_variant(&name, names()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_registered_once_under_its_config_name() {
        for row in REGISTERED {
            assert_eq!(from_name(row.game.name()), Some(row.game));
            assert_eq!(entry(row.game).played.name(), row.game.name());
            assert_eq!(of_kind(&row.kind()), Some(row.game));
            assert_eq!(kind_words(row.kind()), row.game.title());
            assert_eq!(row.rules.name().as_str(), row.game.name());
            assert_eq!(
                PLAYED.find(row.game.name()).map(|g| g.name()),
                Some(row.rules.name())
            );
            let rating = RatingKind::of(row.rules.name());
            assert_eq!(of_rating(rating), Some(row.game));
            assert_eq!(of_played(row.played), row.game);
            assert_eq!(row.game.others(&GAMES).count(), COUNT - 1);
            assert!(row.game.others(&GAMES).all(|other| other != row.game));
        }
    }

    #[test]
    fn a_game_is_read_by_its_name_and_another_name_is_refused() {
        let read = |text: &str| read_choice(&mut serde_json::Deserializer::from_str(text));
        assert_eq!(
            read("\"checkers\"").unwrap(),
            connect4_checkers::terminal::GAME
        );
        let error = read("\"chess\"").unwrap_err();
        assert!(
            error
                .to_string()
                .contains("expected one of `connect4`, `checkers`, `popout`"),
            "{error}"
        );
        assert_eq!(first(), connect4_classic::terminal::GAME);
    }

    #[test]
    fn a_scoreboard_kind_is_read_back_only_for_a_registered_game() {
        let row = |game: &str| {
            format!(
                "[[matchup]]\ngame = \"{game}\"\none = \"Ada\"\ntwo = \"Bo\"\ncolumns = 8\n\
                 rows = 8\nwins_one = 1\nwins_two = 0\ndraws = 0\nbest_streak_one = 1\n\
                 best_streak_two = 0\n"
            )
        };
        let text = format!("version = 3\n{}{}", row("checkers"), row("tictactoe"));
        let scoreboard = crate::scoreboard::decode(&text, &KEPT).unwrap();
        let (matchup, _) = scoreboard.iter().next().unwrap();
        assert_eq!(matchup.played, connect4_checkers::terminal::PLAYED);
        assert_eq!(
            serde_json::to_string(&matchup.played).unwrap(),
            "\"checkers\""
        );
        assert_eq!(scoreboard.len(), 1);
        assert_eq!(
            scoreboard.other_games().len(),
            1,
            "tictactoe's row is kept aside"
        );
    }
}
