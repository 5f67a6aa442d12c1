//! The shell's own messages: the boxes over a game (help, the opponent menu, notices),
//! the questions (a new match, quitting, resigning online), time passing, and the
//! answers of the storage and the server. Every game's `Message` carries them as one
//! variant, and the shell handles them once (`shell_update`); here too is what the
//! shell's rows of the key table send, so no game maps those keys again.

use super::keys::actions::{Action, Context};
use super::keys::key::KeyPress;
use super::online::online_news::OnlineNews;
use super::store::storage::StoreAnswer;

/// Something that happened to the shell's part of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShellMessage {
    /// Show or hide the help.
    ToggleHelp,
    /// Open the opponent menu on the game's current choice, or close it.
    ToggleMenu,
    /// Move the menu's highlight by this many lines (wrapping around).
    MenuMove(i8),
    /// Take the menu's highlighted line.
    MenuSelect,
    /// Close the box on top; with none open, the game's own step back (a review
    /// closed, a piece let go), and on the bare board, leaving (asks first).
    Back,
    /// The player read the notice on screen: the next one, if any, shows.
    DismissNotice,
    /// Start a new match; asks first if one is under way. Online: ask for a rematch.
    NewMatch,
    /// Give up the game online (asks first).
    Resign,
    /// Leave; asks first if a match is under way.
    Quit,
    /// Leave at once, no questions (Ctrl-C).
    ForceQuit,
    /// Yes to the open question.
    Confirm,
    /// No to the open question.
    Cancel,
    /// Time passed while something runs in the background: animate.
    Tick,
    /// What the storage answered to a `Store` route.
    Stored(StoreAnswer),
    /// The server's news of a match online.
    Online(OnlineNews),
}

/// The shell's message a key means, before any action: Ctrl-C always quits at once.
pub fn fixed_key(press: KeyPress) -> Option<ShellMessage> {
    (press == KeyPress::ctrl('c')).then_some(ShellMessage::ForceQuit)
}

/// The shell's message for an action of its rows, read in `context`; `None` for a
/// game's own actions.
pub fn shell_action(action: Action, context: Context) -> Option<ShellMessage> {
    use ShellMessage as S;
    Some(match (action, context) {
        (Action::NEW_MATCH, _) => S::NewMatch,
        (Action::RESIGN, _) => S::Resign,
        (Action::QUIT, _) => S::Quit,
        (Action::OPPONENT, _) => S::ToggleMenu,
        (Action::MENU_UP, _) => S::MenuMove(-1),
        (Action::MENU_DOWN, _) => S::MenuMove(1),
        (Action::CHOOSE, _) => S::MenuSelect,
        (Action::HELP, _) => S::ToggleHelp,
        (Action::CLOSE, Context::NOTICE) | (Action::DISMISS, _) => S::DismissNotice,
        (Action::CLOSE, _) => S::Back,
        (Action::YES, _) => S::Confirm,
        (Action::NO, _) => S::Cancel,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_reads_a_notice_in_a_notice_and_goes_back_elsewhere() {
        let notice = shell_action(Action::CLOSE, Context::NOTICE);
        assert_eq!(notice, Some(ShellMessage::DismissNotice));
        let board = shell_action(Action::CLOSE, Context::BOARD);
        assert_eq!(board, Some(ShellMessage::Back));
        assert_eq!(
            fixed_key(KeyPress::ctrl('c')),
            Some(ShellMessage::ForceQuit)
        );
    }
}
