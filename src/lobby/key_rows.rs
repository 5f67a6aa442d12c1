//! The lobby's rows of the key table: its own letters (a challenge, a pairing, taking
//! either back, hosting with an invite code, joining or watching by code), the
//! shell's keys it reads too (moving, choosing, help, closing, quitting) with its own
//! words for them, and the keys no config changes. Put in the table by
//! the registry (`games/key_table.rs`), after the games' rows and the shell's.

use crate::shell::{Action, ActionInfo, Context, KeyRows};

/// The lobby's own actions, named beside the shell's.
pub mod action {
    use super::Action;

    pub const CHALLENGE: Action = Action::named("challenge");
    pub const QUICK_PAIR: Action = Action::named("pair");
    pub const TAKE_BACK: Action = Action::named("take_back");
    pub const HOST: Action = Action::named("host");
    pub const JOIN: Action = Action::named("join");
    pub const WATCH: Action = Action::named("watch");
}

/// The lobby's own contexts, named beside the shell's.
pub mod context {
    use super::Context;

    /// The lobby of online play, with no box over it (in its code box, every letter
    /// types).
    pub const LOBBY: Context = Context::new("lobby", "in the lobby");
}

pub const KEY_ROWS: KeyRows = KeyRows {
    // "lobby:" because README's table lists every place's rows together. The join
    // key is not j, which moves down the lists as it does in every menu.
    rows: &[
        ActionInfo::new(
            action::CHALLENGE,
            &[context::LOBBY],
            &["c"],
            "lobby: post a challenge",
        ),
        ActionInfo::new(
            action::QUICK_PAIR,
            &[context::LOBBY],
            &["p"],
            "lobby: play the next player of similar rating (quick pairing)",
        ),
        ActionInfo::new(
            action::HOST,
            &[context::LOBBY],
            &["h"],
            "lobby: host a private game and get its invite code",
        ),
        ActionInfo::new(
            action::JOIN,
            &[context::LOBBY],
            &["i"],
            "lobby: join a game by its invite code",
        ),
        ActionInfo::new(
            action::WATCH,
            &[context::LOBBY],
            &["w"],
            "lobby: watch a game by its invite code",
        ),
        ActionInfo::new(
            action::TAKE_BACK,
            &[context::LOBBY],
            &["x"],
            "lobby: take back your challenge, your pairing or your hosted game",
        ),
    ],
    shared_in: &[(
        context::LOBBY,
        &[
            Action::MENU_UP,
            Action::MENU_DOWN,
            Action::CHOOSE,
            Action::HELP,
            Action::CLOSE,
            Action::QUIT,
        ],
    )],
    words: &[
        (Action::MENU_UP, "move up the list"),
        (Action::MENU_DOWN, "move down the list"),
        (
            Action::CHOOSE,
            "accept the challenge, watch the game, send the form or the code",
        ),
        (Action::CLOSE, "close what is open; else leave the lobby"),
        (Action::QUIT, "leave the lobby"),
    ],
    fixed: &[(
        "Tab, Left, Right",
        "lobby: the other list (in a form: the other choice)",
    )],
};
