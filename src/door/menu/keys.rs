//! The door's keys. On the naming screen every character types, so only fixed keys
//! act there (Enter, Backspace, Esc, Ctrl-C). On the menu and its screens the shell's
//! menu keys (as the config binds them) move and take a line, and help, quit and
//! close are the shell's too; Left and Right and the digits are the door's own,
//! fixed like the lobby's letters, so the door adds no row to the key table.

use super::DoorMessage;
use super::menu_lines::MENU;
use super::model::Stage;
use crate::shell::{Action, Key, KeyPress, Keymap};

/// The door's own keys on the menu and what the help says of them.
pub const DOOR_KEYS: [(&str, &str); 3] = [
    (
        "Left, Right",
        "change the line's level or game; switch a setting",
    ),
    ("1-9", "take that line of the menu"),
    ("PageUp, PageDown", "the scoreboard: ten rows up or down"),
];

/// How far PageUp and PageDown move.
const PAGE: isize = 10;

/// The message `press` means at `stage`, if any.
pub fn door_message(keys: &Keymap, stage: &Stage, press: KeyPress) -> Option<DoorMessage> {
    if press == KeyPress::ctrl('c') {
        return Some(DoorMessage::Quit);
    }
    match stage {
        Stage::Naming(_) => typing_message(press),
        Stage::Menu(_) => menu_message(keys, press),
    }
}

/// While a name is typed: fixed keys, so that `q`, `?` and the letters of any
/// binding type themselves.
fn typing_message(press: KeyPress) -> Option<DoorMessage> {
    if press.ctrl {
        return None;
    }
    Some(match press.key {
        Key::Char(c) => DoorMessage::Type(c),
        Key::Space => DoorMessage::Type(' '),
        Key::Backspace => DoorMessage::Erase,
        Key::Enter => DoorMessage::Choose,
        Key::Esc => DoorMessage::Back,
        _ => return None,
    })
}

fn menu_message(keys: &Keymap, press: KeyPress) -> Option<DoorMessage> {
    let is = |action: Action| keys.keys(action).contains(&press);
    Some(match press.key {
        _ if is(Action::QUIT) => DoorMessage::Quit,
        _ if is(Action::MENU_UP) => DoorMessage::Step(-1),
        _ if is(Action::MENU_DOWN) => DoorMessage::Step(1),
        _ if is(Action::CHOOSE) => DoorMessage::Choose,
        _ if is(Action::HELP) => DoorMessage::ToggleHelp,
        _ if is(Action::CLOSE) => DoorMessage::Back,
        _ if press.ctrl => return None,
        Key::Left => DoorMessage::Side(-1),
        Key::Right => DoorMessage::Side(1),
        Key::PageUp => DoorMessage::Step(-PAGE),
        Key::PageDown => DoorMessage::Step(PAGE),
        Key::Char(c @ '1'..='9') => {
            let line = c as usize - '1' as usize;
            return (line < MENU.len()).then_some(DoorMessage::Take(line));
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::door::menu::model::{Naming, Stage};
    use crate::door::{Appearance, Door};
    use crate::scoreboard::Scoreboard;

    fn menu_stage() -> Stage {
        let door = Door::menu(
            "ann".into(),
            crate::games::default_keys(),
            &Scoreboard::new(),
            Appearance::default(),
        );
        door.stage
    }

    #[test]
    fn while_naming_every_character_types_even_the_menus_letters() {
        let keys = crate::games::default_keys();
        let naming = Stage::Naming(Naming::default());
        let press = |key| door_message(&keys, &naming, KeyPress::plain(key));
        for c in ['q', '?', 'k', 'é', '1'] {
            assert_eq!(press(Key::Char(c)), Some(DoorMessage::Type(c)));
        }
        assert_eq!(press(Key::Space), Some(DoorMessage::Type(' ')));
        assert_eq!(press(Key::Backspace), Some(DoorMessage::Erase));
        assert_eq!(press(Key::Enter), Some(DoorMessage::Choose));
        assert_eq!(press(Key::Esc), Some(DoorMessage::Back));
        assert_eq!(press(Key::Up), None);
        let ctrl_c = door_message(&keys, &naming, KeyPress::ctrl('c'));
        assert_eq!(ctrl_c, Some(DoorMessage::Quit));
    }

    #[test]
    fn on_the_menu_the_shells_keys_move_and_the_doors_choose() {
        let keys = crate::games::default_keys();
        let menu = menu_stage();
        let press = |key| door_message(&keys, &menu, KeyPress::plain(key));
        assert_eq!(press(Key::Char('j')), Some(DoorMessage::Step(1)));
        assert_eq!(press(Key::Up), Some(DoorMessage::Step(-1)));
        assert_eq!(press(Key::Space), Some(DoorMessage::Choose));
        assert_eq!(press(Key::Right), Some(DoorMessage::Side(1)));
        assert_eq!(press(Key::Char('?')), Some(DoorMessage::ToggleHelp));
        assert_eq!(press(Key::Char('q')), Some(DoorMessage::Quit));
        assert_eq!(press(Key::Esc), Some(DoorMessage::Back));
        assert_eq!(press(Key::Char('5')), Some(DoorMessage::Take(4)));
        assert_eq!(
            press(Key::Char('9')),
            (MENU.len() >= 9).then_some(DoorMessage::Take(8)),
            "a digit takes its line, if the menu has it"
        );
        assert_eq!(
            DOOR_KEYS[1].0,
            format!("1-{}", MENU.len()),
            "as the help says"
        );
        assert_eq!(press(Key::PageDown), Some(DoorMessage::Step(PAGE)));
        assert_eq!(press(Key::Char('z')), None);
    }

    #[test]
    fn a_key_the_config_gives_to_quit_quits_the_menu() {
        let e: KeyPress = "e".parse().unwrap();
        let keys = crate::games::keymap(&[(Action::QUIT, vec![e])]).unwrap();
        assert_eq!(
            door_message(&keys, &menu_stage(), e),
            Some(DoorMessage::Quit)
        );
        let q = KeyPress::plain(Key::Char('q'));
        assert_eq!(door_message(&keys, &menu_stage(), q), None);
    }
}
