//! Connect 4's keys and clicks as its messages: which context a mode reads keys in,
//! what each action of the key table sends there, the column digits, and the mouse
//! over the board. The key table itself (`actions`, `keymap`) knows no game's messages.

use super::GAME;
use super::{Message, Mode};
use crate::game::Column;
use crate::terminal::BoardGeometry;
use crate::terminal::action;
use crate::terminal::context;
use connect4_shell::{Action, Context, fixed_key, shell_action};
use connect4_shell::{Key, KeyPress};
use connect4_shell::{Keymap, Pointer, PointerAction};

/// The message a key press means in this mode, through the keys in effect. Ctrl-C
/// always quits at once, and on the board a digit no action took puts the hover on
/// its column.
pub fn key_message(keys: &Keymap, mode: Mode, key: KeyPress) -> Option<Message> {
    if let Some(message) = fixed_key(key) {
        return Some(Message::Shell(message));
    }
    let context = context_of(mode);
    if let Some(action) = keys.action(GAME, context, key) {
        return action_message(action, context);
    }
    match (context, key) {
        (
            Context::BOARD,
            KeyPress {
                key: Key::Char(c),
                ctrl: false,
            },
        ) => Some(Message::HoverColumn(Column::from_char(c)?)),
        _ => None,
    }
}

/// What a pointer (the mouse, a touch) does on the board: hovering a column moves the
/// marker, a press drops there. Outside the board, or over a box, it does nothing.
pub fn pointer_to_message(mode: Mode, board: &BoardGeometry, pointer: Pointer) -> Option<Message> {
    if !matches!(mode, Mode::Playing | Mode::GameOver | Mode::Puzzle) {
        return None;
    }
    let column = board.column_at(pointer.x, pointer.y)?;
    Some(match pointer.action {
        PointerAction::Hover => Message::HoverColumn(column),
        PointerAction::Press => Message::DropAt(column),
    })
}

/// Where keys are read in `mode`.
pub fn context_of(mode: Mode) -> Context {
    match mode {
        Mode::Playing | Mode::GameOver | Mode::Puzzle => Context::BOARD,
        Mode::Help => Context::HELP,
        Mode::Menu(_) => Context::MENU,
        Mode::Confirm(_) => Context::CONFIRM,
        Mode::Notice => Context::NOTICE,
        Mode::Review => context::REVIEW,
        Mode::Share => context::SHARE,
    }
}

/// The message this action sends in `context` in Connect 4: its own, else the
/// shell's; `None` for the actions of other games.
pub fn action_message(action: Action, context: Context) -> Option<Message> {
    Some(match (action, context) {
        (action::LEFT, _) => Message::HoverLeft,
        (action::RIGHT, _) => Message::HoverRight,
        (action::DROP, _) => Message::Drop,
        (Action::UNDO, _) => Message::Undo,
        (Action::REDO, _) => Message::Redo,
        (Action::HINTS, _) => Message::ToggleHints,
        (action::REVIEW, _) => Message::ToggleReview,
        (action::REVIEW_BACK, _) => Message::ReviewPrev,
        (action::REVIEW_FORWARD, _) => Message::ReviewNext,
        (action::REVIEW_START, _) => Message::ReviewStart,
        (action::REVIEW_END, _) => Message::ReviewEnd,
        (action::SHARE, _) => Message::ToggleShare,
        (action::COPY, _) => Message::CopyShared,
        (action::RECORD, _) => Message::CopyRecord,
        _ => return shell_action(action, context).map(Message::Shell),
    })
}
