//! Connect 4's rows of the key table: the hover column and the drop on its board, the
//! review and the box sharing the position, contexts of its own; its words for the
//! shell's hints and the keys no config changes (the column digits, the mouse).
//! Listed, with the game, in the app's registry.

use connect4_shell::{Action, ActionInfo, Context, GameChoice, GameEntry, KeyRows};

/// Connect 4's own actions, named beside the shell's.
pub mod action {
    use super::Action;

    pub const LEFT: Action = Action::named("left");
    pub const RIGHT: Action = Action::named("right");
    pub const DROP: Action = Action::named("drop");
    pub const REVIEW: Action = Action::named("review");
    pub const REVIEW_BACK: Action = Action::named("review_back");
    pub const REVIEW_FORWARD: Action = Action::named("review_forward");
    pub const REVIEW_START: Action = Action::named("review_start");
    pub const REVIEW_END: Action = Action::named("review_end");
    pub const SHARE: Action = Action::named("share");
    pub const COPY: Action = Action::named("copy");
    pub const RECORD: Action = Action::named("record");
}

/// Connect 4's own contexts, named beside the shell's.
pub mod context {
    use super::Context;

    /// Stepping through the moves of the match.
    pub const REVIEW: Context = Context::new("review", "in the review");
    /// The box showing the position's moves and link.
    pub const SHARE: Context = Context::new("share", "in the share box");
}

use Context as C;

pub const KEY_ROWS: KeyRows = KeyRows {
    rows: &[
        ActionInfo::new(
            action::LEFT,
            &[C::BOARD],
            &["left", "h"],
            "move the hover column left",
        ),
        ActionInfo::new(
            action::RIGHT,
            &[C::BOARD],
            &["right", "l"],
            "move the hover column right",
        ),
        ActionInfo::new(
            action::DROP,
            &[C::BOARD],
            &["enter", "space"],
            "drop a disc",
        ),
        ActionInfo::new(
            action::REVIEW,
            &[C::BOARD, context::REVIEW],
            &["v"],
            "review the match move by move (again: leave)",
        ),
        ActionInfo::new(
            action::REVIEW_BACK,
            &[context::REVIEW],
            &["left", "h"],
            "review: one move back",
        ),
        ActionInfo::new(
            action::REVIEW_FORWARD,
            &[context::REVIEW],
            &["right", "l"],
            "review: one move forward",
        ),
        ActionInfo::new(
            action::REVIEW_START,
            &[context::REVIEW],
            &["home"],
            "review: the empty board",
        ),
        ActionInfo::new(
            action::REVIEW_END,
            &[context::REVIEW],
            &["end"],
            "review: the last move",
        ),
        ActionInfo::new(
            action::SHARE,
            &[C::BOARD, context::SHARE],
            &["s"],
            "share the position: its moves and a link (again: close)",
        ),
        ActionInfo::new(
            action::COPY,
            &[context::SHARE],
            &["c"],
            "share: copy the link to the clipboard",
        ),
        ActionInfo::new(
            action::RECORD,
            &[context::SHARE],
            &["r"],
            "share: copy the match as a game record (.c4n)",
        ),
    ],
    shared_in: &[
        (
            context::REVIEW,
            &[Action::HELP, Action::QUIT, Action::CLOSE],
        ),
        (context::SHARE, &[Action::CLOSE]),
    ],
    words: &[(Action::HINTS, "show or hide hints (each column's value)")],
    fixed: &[
        ("1-9, 0", "hover column 1-9 (0 is column 10)"),
        ("Mouse", "hover a column, click to drop"),
    ],
};

/// Connect 4 as the shell and the registry know it: its name, its title and these rows.
pub const GAME: GameChoice = GameChoice::of(&GameEntry {
    name: "connect4",
    title: "Connect 4",
    key_rows: &KEY_ROWS,
});
