//! The games the page plays, of the registry's (the terminal plays PopOut too): what
//! its menus, help, settings, lobby form and online panel offer, and which games'
//! news it asks the server for. `page_games` opens each, and the compiler holds the
//! two to the same games in the same order.

use connect4::games;
use connect4::shell::{GameChoice, Keymap};
use connect4_protocol::{Game, Games};
use std::sync::LazyLock;

/// The page's games, in the registry's order.
pub const PAGE_PLAYED: [GameChoice; 3] = [
    connect4::connect4::GAME,
    connect4::checkers::GAME,
    connect4_popout::terminal::GAME,
];

/// The keys in effect, offering the page's games alone.
pub fn keys(keymap: Keymap) -> Keymap {
    keymap.within(&PAGE_PLAYED)
}

/// The page's games' rules: the games a server is told this page reads.
pub fn rules() -> Games {
    static RULES: LazyLock<Vec<Game>> = LazyLock::new(|| {
        PAGE_PLAYED
            .iter()
            .map(|&game| games::entry(game).rules)
            .collect()
    });
    Games::new(&RULES)
}
