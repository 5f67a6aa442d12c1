//! Checkers' rows of the key table: a cursor over its squares, picking a piece and
//! then its square, a draw offered, the squares' numbers and the game copied as PDN,
//! all read on its board;
//! its words for the shell's hints and the mouse. Listed, with the game, in
//! the app's registry.

use connect4_shell::{Action, ActionInfo, Context, GameChoice, GameEntry, KeyRows};

/// Checkers' own actions, named beside the shell's.
pub mod action {
    use super::Action;

    pub const CURSOR_LEFT: Action = Action::named("cursor_left");
    pub const CURSOR_RIGHT: Action = Action::named("cursor_right");
    pub const CURSOR_UP: Action = Action::named("cursor_up");
    pub const CURSOR_DOWN: Action = Action::named("cursor_down");
    pub const PICK: Action = Action::named("pick");
    pub const OFFER_DRAW: Action = Action::named("draw");
    pub const NUMBERS: Action = Action::named("numbers");
    pub const EXPORT: Action = Action::named("export");
}

use Context as C;

pub const KEY_ROWS: KeyRows = KeyRows {
    // "checkers:" because README's table lists every game's rows together.
    rows: &[
        ActionInfo::new(
            action::CURSOR_LEFT,
            &[C::BOARD],
            &["left", "h"],
            "checkers: move the cursor left",
        ),
        ActionInfo::new(
            action::CURSOR_RIGHT,
            &[C::BOARD],
            &["right", "l"],
            "checkers: move the cursor right",
        ),
        ActionInfo::new(
            action::CURSOR_UP,
            &[C::BOARD],
            &["up", "k"],
            "checkers: move the cursor up",
        ),
        ActionInfo::new(
            action::CURSOR_DOWN,
            &[C::BOARD],
            &["down", "j"],
            "checkers: move the cursor down",
        ),
        ActionInfo::new(
            action::PICK,
            &[C::BOARD],
            &["enter", "space"],
            "checkers: pick a piece, then its square (hop by hop)",
        ),
        ActionInfo::new(
            action::OFFER_DRAW,
            &[C::BOARD],
            &["d"],
            "checkers: offer a draw",
        ),
        ActionInfo::new(
            action::NUMBERS,
            &[C::BOARD],
            &["#"],
            "checkers: show or hide every square's number",
        ),
        ActionInfo::new(
            action::EXPORT,
            &[C::BOARD],
            &["p"],
            "checkers: copy the game as PDN (CheckerBoard's, KingsRow's) to the clipboard",
        ),
    ],
    shared_in: &[],
    words: &[(Action::HINTS, "show or hide the best move")],
    fixed: &[("Mouse", "checkers: click a piece, then its square")],
};

/// Checkers as the shell and the registry know it: its name, its title and these rows.
pub const GAME: GameChoice = GameChoice::of(&GameEntry {
    name: "checkers",
    title: "checkers",
    key_rows: &KEY_ROWS,
});
