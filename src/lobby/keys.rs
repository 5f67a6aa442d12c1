//! The lobby's keys, read through the key table (`key_rows.rs`, with the config's
//! `[keys]` on top): the shell's menu keys move and choose, help and quit are the
//! shell's too, the lobby's own letters post a challenge, ask to be paired, host a
//! game, join or watch one by code, and take back what waits; Tab or Left and Right
//! go to the other list. In the code box every character types instead, so that a
//! code holding a key's letter can be typed.

use super::{Aim, Lobby, LobbyMessage, Purpose};
use crate::lobby::action;
use crate::shell::{Action, Key, KeyPress};

/// The message `press` means in the lobby as it is now, if any.
pub fn lobby_message(lobby: &Lobby, press: KeyPress) -> Option<LobbyMessage> {
    if press == KeyPress::ctrl('c') {
        return Some(LobbyMessage::Quit);
    }
    if lobby.entry.is_some() {
        return entry_message(press);
    }
    Some(match (lobby.keys.lobby_action(press), press.key) {
        (Some(Action::QUIT), _) => LobbyMessage::Quit,
        (Some(Action::MENU_UP), _) => LobbyMessage::Step(-1),
        (Some(Action::MENU_DOWN), _) => LobbyMessage::Step(1),
        (Some(Action::CHOOSE), _) => LobbyMessage::Choose,
        (Some(Action::HELP), _) => LobbyMessage::ToggleHelp,
        (Some(Action::CLOSE), _) => LobbyMessage::Back,
        (Some(action::CHALLENGE), _) => LobbyMessage::OpenForm(Purpose::Challenge),
        (Some(action::QUICK_PAIR), _) => LobbyMessage::OpenForm(Purpose::QuickPair),
        (Some(action::HOST), _) => LobbyMessage::OpenForm(Purpose::Host),
        (Some(action::JOIN), _) => LobbyMessage::OpenEntry(Aim::Join),
        (Some(action::WATCH), _) => LobbyMessage::OpenEntry(Aim::Watch),
        (Some(action::TAKE_BACK), _) => LobbyMessage::CancelWaiting,
        (_, Key::Tab | Key::Right) => LobbyMessage::Side(1),
        (_, Key::Left) => LobbyMessage::Side(-1),
        _ => return None,
    })
}

/// In the code box: characters type, Backspace erases, Enter sends, Esc closes, as
/// in any line of text, whatever `[keys]` gives those letters elsewhere.
fn entry_message(press: KeyPress) -> Option<LobbyMessage> {
    match press.key {
        _ if press.ctrl => None,
        Key::Char(c) => Some(LobbyMessage::Type(c)),
        Key::Backspace => Some(LobbyMessage::Erase),
        Key::Enter => Some(LobbyMessage::Choose),
        Key::Esc => Some(LobbyMessage::Back),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_protocol::PlayerInfo;

    fn lobby() -> Lobby {
        let you = PlayerInfo {
            name: "ann".into(),
            ratings: Vec::new(),
        };
        Lobby::new(
            "ws://127.0.0.1:4747".into(),
            you,
            crate::games::default_keys(),
        )
    }

    #[test]
    fn the_menu_keys_move_and_the_lobbys_letters_act() {
        let lobby = lobby();
        let press = |key| lobby_message(&lobby, KeyPress::plain(key));
        assert_eq!(press(Key::Down), Some(LobbyMessage::Step(1)));
        assert_eq!(press(Key::Char('k')), Some(LobbyMessage::Step(-1)));
        assert_eq!(press(Key::Char('j')), Some(LobbyMessage::Step(1)));
        assert_eq!(press(Key::Enter), Some(LobbyMessage::Choose));
        assert_eq!(press(Key::Tab), Some(LobbyMessage::Side(1)));
        assert_eq!(
            press(Key::Char('c')),
            Some(LobbyMessage::OpenForm(Purpose::Challenge))
        );
        assert_eq!(
            press(Key::Char('h')),
            Some(LobbyMessage::OpenForm(Purpose::Host))
        );
        assert_eq!(
            press(Key::Char('i')),
            Some(LobbyMessage::OpenEntry(Aim::Join))
        );
        assert_eq!(
            press(Key::Char('w')),
            Some(LobbyMessage::OpenEntry(Aim::Watch))
        );
        assert_eq!(press(Key::Char('x')), Some(LobbyMessage::CancelWaiting));
        assert_eq!(press(Key::Char('q')), Some(LobbyMessage::Quit));
        assert_eq!(press(Key::Esc), Some(LobbyMessage::Back));
        assert_eq!(press(Key::Char('z')), None);
    }

    #[test]
    fn the_config_moves_a_lobby_letter() {
        let mut lobby = lobby();
        let g: KeyPress = "g".parse().unwrap();
        lobby.keys = crate::games::keymap(&[(action::HOST, vec![g])]).unwrap();
        assert_eq!(
            lobby_message(&lobby, g),
            Some(LobbyMessage::OpenForm(Purpose::Host))
        );
        assert_eq!(lobby_message(&lobby, "h".parse().unwrap()), None);
    }

    #[test]
    fn in_the_code_box_every_letter_types() {
        let mut lobby = lobby();
        lobby.entry = Some(crate::lobby::CodeEntry::new(Aim::Join));
        let press = |key| lobby_message(&lobby, KeyPress::plain(key));
        for c in ['q', 'x', 'k', 'h', '?'] {
            assert_eq!(press(Key::Char(c)), Some(LobbyMessage::Type(c)));
        }
        assert_eq!(press(Key::Backspace), Some(LobbyMessage::Erase));
        assert_eq!(press(Key::Enter), Some(LobbyMessage::Choose));
        assert_eq!(press(Key::Esc), Some(LobbyMessage::Back));
        assert_eq!(
            lobby_message(&lobby, KeyPress::ctrl('c')),
            Some(LobbyMessage::Quit)
        );
    }
}
