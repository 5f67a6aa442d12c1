//! The lobby's keys: the shell's menu keys (as the config binds them) move and
//! choose, help and quit are the shell's too; the lobby's own letters post a
//! challenge (c), ask to be paired (p) and take either back (x), and Tab or Left and
//! Right go to the other list.

use super::{LobbyMessage, Purpose};
use crate::shell::{Action, Key, KeyPress, Keymap};

/// The lobby's own keys and what the help says of them.
pub const LOBBY_KEYS: [(&str, &str); 4] = [
    (
        "Tab, Left, Right",
        "the other list (in the form: the other choice)",
    ),
    ("c", "post a challenge"),
    (
        "p",
        "play the next player of similar rating (quick pairing)",
    ),
    ("x", "take back your challenge or your pairing"),
];

/// The message `press` means in the lobby, if any.
pub fn lobby_message(keys: &Keymap, press: KeyPress) -> Option<LobbyMessage> {
    let is = |action: Action| keys.keys(action).contains(&press);
    if press == KeyPress::ctrl('c') || is(Action::QUIT) {
        return Some(LobbyMessage::Quit);
    }
    Some(match press.key {
        _ if is(Action::MENU_UP) => LobbyMessage::Step(-1),
        _ if is(Action::MENU_DOWN) => LobbyMessage::Step(1),
        _ if is(Action::CHOOSE) => LobbyMessage::Choose,
        _ if is(Action::HELP) => LobbyMessage::ToggleHelp,
        _ if is(Action::CLOSE) => LobbyMessage::Back,
        Key::Tab | Key::Right => LobbyMessage::Side(1),
        Key::Left => LobbyMessage::Side(-1),
        Key::Char('c') => LobbyMessage::OpenForm(Purpose::Challenge),
        Key::Char('p') => LobbyMessage::OpenForm(Purpose::QuickPair),
        Key::Char('x') => LobbyMessage::CancelWaiting,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_keys_move_and_the_lobbys_letters_act() {
        let keys = Keymap::default();
        let press = |key| lobby_message(&keys, KeyPress::plain(key));
        assert_eq!(press(Key::Down), Some(LobbyMessage::Step(1)));
        assert_eq!(press(Key::Char('k')), Some(LobbyMessage::Step(-1)));
        assert_eq!(press(Key::Enter), Some(LobbyMessage::Choose));
        assert_eq!(press(Key::Tab), Some(LobbyMessage::Side(1)));
        assert_eq!(
            press(Key::Char('c')),
            Some(LobbyMessage::OpenForm(Purpose::Challenge))
        );
        assert_eq!(press(Key::Char('q')), Some(LobbyMessage::Quit));
        assert_eq!(press(Key::Esc), Some(LobbyMessage::Back));
        assert_eq!(press(Key::Char('z')), None);
    }
}
