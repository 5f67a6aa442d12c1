//! The key table the registered games make: each game's own rows, in the order the
//! registry above the shell lists the games, then the shell's rows, which every game
//! reads, then the rows of the lobby of online play, which reads some of the shell's
//! too. The key map, the help, the config's `[keys]` and README's key table read it.

use super::actions::{ActionInfo, Context, KeyRows, SHELL_ROWS};
use crate::games::GameChoice;

/// What the key table is made of: the games, in the registry's order, and the
/// lobby's rows (it is no game, but its keys are in the table). The registry above
/// the shell builds it; the shell names neither.
#[derive(Debug, Clone, Copy)]
pub struct KeyTable {
    pub games: &'static [GameChoice],
    pub lobby: &'static KeyRows,
}

impl KeyTable {
    /// Every row of every game, in the order README lists them.
    pub fn actions(self) -> impl Iterator<Item = &'static ActionInfo> + Clone {
        let games = self.games.iter().flat_map(|game| game.key_rows().rows);
        games.chain(SHELL_ROWS).chain(self.lobby.rows)
    }

    /// The rows the lobby reads: its own, then the shell's it reads too.
    pub fn lobby_rows(self) -> impl Iterator<Item = &'static ActionInfo> {
        let shared = self
            .lobby
            .shared_in
            .iter()
            .flat_map(|(_, actions)| *actions);
        let shell = SHELL_ROWS
            .iter()
            .filter(move |info| shared.clone().any(|action| *action == info.action));
        self.lobby.rows.iter().chain(shell)
    }

    /// What the lobby's help says of a row: its words for a shell action, else the
    /// row's, without the "lobby:" README needs.
    pub fn lobby_help(self, info: &ActionInfo) -> &'static str {
        let words = self
            .lobby
            .words
            .iter()
            .find(|(action, _)| *action == info.action);
        let help = words.map_or(info.help, |&(_, words)| words);
        help.strip_prefix("lobby: ").unwrap_or(help)
    }
}

/// The rows `game` reads: its own, then the shell's, in the order its help lists them.
pub fn rows_of(game: GameChoice) -> impl Iterator<Item = &'static ActionInfo> {
    game.key_rows().rows.iter().chain(SHELL_ROWS)
}

/// Where `game` reads the keys of a row: the row's contexts, and the game's own
/// contexts that read a shell action too.
pub fn contexts_of(game: GameChoice, info: &ActionInfo) -> impl Iterator<Item = Context> {
    let shared = game.key_rows().shared_in.iter();
    let also = shared.filter(move |(_, actions)| actions.contains(&info.action));
    info.contexts
        .iter()
        .copied()
        .chain(also.map(|&(context, _)| context))
}

/// What `game`'s help says of a row: the game's own words for a shell action whose
/// help speaks of every game, else the row's.
pub fn help_in(game: GameChoice, info: &ActionInfo) -> &'static str {
    let mut words = game.key_rows().words.iter();
    words
        .find(|(action, _)| *action == info.action)
        .map_or(info.help, |&(_, words)| words)
}
