//! Connect 4's keys and clicks as its messages: which context a mode reads keys in,
//! what each action of the key table sends there, the column digits, and the mouse
//! over the board. The key table itself (`actions`, `keymap`) knows no game's messages.

use super::{Message, Mode};
use crate::connect4::BoardGeometry;
use crate::shell::{Action, Context};
use crate::shell::{Key, KeyPress};
use crate::shell::{Keymap, Pointer, PointerAction};
use connect4_rules::game::Column;

impl Keymap {
    /// The message a key press means in this mode. Ctrl-C always quits at once, and
    /// on the board a digit no action took puts the hover on its column.
    pub fn message(&self, mode: Mode, key: KeyPress) -> Option<Message> {
        if key == KeyPress::ctrl('c') {
            return Some(Message::ForceQuit);
        }
        let context = context_of(mode);
        if let Some(action) = self.action(context, key) {
            return action_message(action, context);
        }
        match (context, key) {
            (
                Context::Board,
                KeyPress {
                    key: Key::Char(c),
                    ctrl: false,
                },
            ) => Some(Message::HoverColumn(Column::from_char(c)?)),
            _ => None,
        }
    }
}

/// What a pointer (the mouse, a touch) does on the board: hovering a column moves the
/// marker, a press drops there. Outside the board, or over a box, it does nothing.
pub fn pointer_to_message(mode: Mode, board: &BoardGeometry, pointer: Pointer) -> Option<Message> {
    if !matches!(mode, Mode::Playing | Mode::GameOver) {
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
        Mode::Playing | Mode::GameOver => Context::Board,
        Mode::Help => Context::Help,
        Mode::Menu(_) => Context::Menu,
        Mode::Confirm(_) => Context::Confirm,
        Mode::Notice => Context::Notice,
        Mode::Review => Context::Review,
    }
}

/// The message this action sends in `context` in Connect 4; `None` for the
/// actions only checkers has.
pub fn action_message(action: Action, context: Context) -> Option<Message> {
    Some(match (action, context) {
        (Action::Left, _) => Message::HoverLeft,
        (Action::Right, _) => Message::HoverRight,
        (Action::Drop, _) => Message::Drop,
        (Action::NewMatch, _) => Message::NewMatch,
        (Action::Undo, _) => Message::Undo,
        (Action::Redo, _) => Message::Redo,
        (Action::Hints, _) => Message::ToggleHints,
        (Action::Close, Context::Board) => Message::Quit,
        (Action::Close, Context::Notice) => Message::DismissNotice,
        (Action::Opponent, Context::Menu) | (Action::Close, _) => Message::CloseOverlay,
        (Action::Opponent, _) => Message::OpenMenu,
        (Action::Help, _) => Message::ToggleHelp,
        (Action::Quit, _) => Message::Quit,
        (Action::MenuUp, _) => Message::MenuUp,
        (Action::MenuDown, _) => Message::MenuDown,
        (Action::Choose, _) => Message::MenuSelect,
        (Action::Yes, _) => Message::Confirm,
        (Action::No, _) => Message::Cancel,
        (Action::Dismiss, _) => Message::DismissNotice,
        (Action::Review, _) => Message::ToggleReview,
        (Action::ReviewBack, _) => Message::ReviewPrev,
        (Action::ReviewForward, _) => Message::ReviewNext,
        (Action::ReviewStart, _) => Message::ReviewStart,
        (Action::ReviewEnd, _) => Message::ReviewEnd,
        (
            Action::CursorLeft
            | Action::CursorRight
            | Action::CursorUp
            | Action::CursorDown
            | Action::Pick
            | Action::OfferDraw
            | Action::Numbers,
            _,
        ) => return None,
    })
}
