//! PopOut's rows of the key table: the column the keys are on, a drop into it and a
//! pop from its bottom; its entry as the shell knows a game, and its kinds' words.

use crate::wire::{BOARDS, STANDARD};
use connect4_game::GameKind;
use connect4_shell::{Action, ActionInfo, Context, GameChoice, GameEntry, KeyRows};

/// PopOut's own actions, named beside the shell's.
pub mod action {
    use super::Action;

    pub const LEFT: Action = Action::named("popout_left");
    pub const RIGHT: Action = Action::named("popout_right");
    pub const DROP: Action = Action::named("popout_drop");
    pub const POP: Action = Action::named("popout_pop");
}

pub const KEY_ROWS: KeyRows = KeyRows {
    rows: &[
        ActionInfo::new(
            action::LEFT,
            &[Context::BOARD],
            &["left", "h"],
            "PopOut: the column to the left",
        ),
        ActionInfo::new(
            action::RIGHT,
            &[Context::BOARD],
            &["right", "l"],
            "PopOut: the column to the right",
        ),
        ActionInfo::new(
            action::DROP,
            &[Context::BOARD],
            &["enter", "space", "down"],
            "PopOut: drop a disc into the column",
        ),
        ActionInfo::new(
            action::POP,
            &[Context::BOARD],
            &["p", "up"],
            "PopOut: pop your disc out of the column's bottom",
        ),
    ],
    shared_in: &[],
    words: &[(Action::HINTS, "hints: none in PopOut yet")],
    fixed: &[],
};

/// PopOut as the shell knows it.
pub const GAME: GameChoice = GameChoice::of(&GameEntry {
    name: "popout",
    title: "PopOut",
    key_rows: &KEY_ROWS,
});

/// How a kind of PopOut is written where games are listed (the lobby): its title,
/// with its board when not the standard one ("PopOut 8x7").
pub fn kind_words(kind: GameKind) -> String {
    let title = GAME.title();
    match BOARDS.size_of(&kind) {
        Some(size) if kind != STANDARD => format!("{title} {}x{}", size.columns(), size.rows()),
        _ => title.to_string(),
    }
}
