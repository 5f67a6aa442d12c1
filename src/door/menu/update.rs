//! The door's messages and its pure update. On the naming screen keys type, and
//! Enter ends the door with a valid name; on the menu they move the highlight,
//! change a line's choice and take a line, which ends the door or opens one of its
//! own screens (the scoreboard, the settings). Nothing here does any I/O: the
//! choice the door ends with is the driver's to act on.

use super::menu_lines::{MENU, MenuLine, wrap};
use super::model::{Door, Menu, Naming, Place, Setting, Stage};
use super::{Appearance, DoorChoice};

/// Everything that changes the door.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DoorMessage {
    /// A character typed into the name.
    Type(char),
    /// Backspace: the name's last character goes.
    Erase,
    /// Move the highlight (on the scoreboard: the row) up or down.
    Step(isize),
    /// Left or Right: the highlighted line's other choice.
    Side(isize),
    /// Enter: take the highlighted line, switch the setting, or submit the name.
    Choose,
    /// A digit: take that line of the menu (0 is the first).
    Take(usize),
    /// Close what is open: the help, a screen of the door's own; else leave.
    Back,
    ToggleHelp,
    /// Leave at once, from anywhere.
    Quit,
    /// Nothing happened (the first message, and what the door has no use for).
    Tick,
}

/// Applies `message`.
pub fn update(door: &mut Door, message: DoorMessage) {
    if door.chosen.is_some() {
        return;
    }
    match message {
        DoorMessage::Quit => door.end(DoorChoice::Quit),
        DoorMessage::Tick => {}
        DoorMessage::ToggleHelp | DoorMessage::Back if door.help => door.help = false,
        // The help covers the menu: nothing under it moves.
        _ if door.help => {}
        DoorMessage::ToggleHelp => door.help = matches!(door.stage, Stage::Menu(_)),
        _ => match &mut door.stage {
            Stage::Naming(naming) => {
                if let Some(choice) = naming_update(naming, message) {
                    door.end(choice);
                }
            }
            Stage::Menu(menu) => {
                if let Some(choice) = menu_update(menu, message) {
                    door.end(choice);
                }
            }
        },
    }
}

/// The naming screen: what the door ends with, if it does.
fn naming_update(naming: &mut Naming, message: DoorMessage) -> Option<DoorChoice> {
    let entry = &mut naming.entry;
    match message {
        DoorMessage::Type(c) => entry.push(c),
        DoorMessage::Erase => entry.erase(),
        DoorMessage::Choose => match entry.name() {
            Some(name) => return Some(DoorChoice::Name(name.to_string())),
            None => entry.tried = true,
        },
        DoorMessage::Back => return Some(DoorChoice::Quit),
        _ => {}
    }
    None
}

/// The menu and its screens: what the door ends with, if it does.
fn menu_update(menu: &mut Menu, message: DoorMessage) -> Option<DoorChoice> {
    match menu.place {
        Place::Lines => lines_update(menu, message),
        Place::Scores { row } => {
            match message {
                DoorMessage::Step(by) => {
                    let last = menu.scores.len().saturating_sub(1) as isize;
                    let row = (row as isize + by).clamp(0, last) as usize;
                    menu.place = Place::Scores { row };
                }
                DoorMessage::Back => menu.place = Place::Lines,
                _ => {}
            }
            None
        }
        Place::Settings { setting } => settings_update(menu, setting, message),
    }
}

fn lines_update(menu: &mut Menu, message: DoorMessage) -> Option<DoorChoice> {
    match message {
        DoorMessage::Step(by) => menu.line = wrap(menu.line, by, MENU.len()),
        DoorMessage::Side(by) => menu.picks.step(menu.menu_line(), by),
        DoorMessage::Take(line) if line < MENU.len() => {
            menu.line = line;
            return lines_update(menu, DoorMessage::Choose);
        }
        DoorMessage::Choose => {
            let line = menu.menu_line();
            match line.choice(&menu.picks) {
                Some(choice) => return Some(choice),
                None if line == MenuLine::Scoreboard => menu.place = Place::Scores { row: 0 },
                None => {
                    menu.place = Place::Settings {
                        setting: Setting::Color,
                    }
                }
            }
        }
        DoorMessage::Back => return Some(DoorChoice::Quit),
        _ => {}
    }
    None
}

fn settings_update(menu: &mut Menu, setting: Setting, message: DoorMessage) -> Option<DoorChoice> {
    match message {
        DoorMessage::Step(by) => {
            let at = Setting::ALL.iter().position(|s| *s == setting).unwrap_or(0);
            let setting = Setting::ALL[wrap(at, by, Setting::ALL.len())];
            menu.place = Place::Settings { setting };
        }
        DoorMessage::Side(_) | DoorMessage::Choose => switch(&mut menu.appearance, setting),
        DoorMessage::Back if menu.appearance != menu.saved => {
            return Some(DoorChoice::Settings(menu.appearance));
        }
        DoorMessage::Back => menu.place = Place::Lines,
        _ => {}
    }
    None
}

fn switch(appearance: &mut Appearance, setting: Setting) {
    match setting {
        Setting::Color => appearance.color = !appearance.color,
        Setting::Ascii => appearance.ascii = !appearance.ascii,
    }
}

#[cfg(test)]
#[path = "update_tests.rs"]
mod tests;
