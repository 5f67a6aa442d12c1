//! The door's screen: its stage in a box in the middle (the naming screen, the
//! menu, the scoreboard or the settings), the status bar with the keys, and the
//! help over them. Read-only, drawn from the theme; every text from outside (the
//! name, the server's words, the scoreboard's names) is escaped.

use super::marks::Marks;
use super::model::{Door, Place, Stage};
use super::view_help::render_help;
use super::view_menu::render_menu;
use super::view_naming::render_naming;
use super::view_scores::render_scores;
use super::view_settings::render_settings;
use crate::games;
use crate::shell::{Action, Theme, fit, render_too_small};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
use ratatui::widgets::Paragraph;

/// The smallest screen the door is drawn on: the menu's lines (a line against the
/// computer for each game, then six) with their choices, the greeting and a line
/// about the highlighted one.
pub const LEAST: (u16, u16) = (56, 8 + games::COUNT as u16 + 6);

pub fn view(door: &Door, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    if area.width < LEAST.0 || area.height < LEAST.1 {
        render_too_small(frame, area, LEAST.0, LEAST.1);
        return;
    }
    let [body, status] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    let marks = Marks::of(theme);
    match &door.stage {
        Stage::Naming(naming) => render_naming(naming, theme, &marks, frame, body),
        Stage::Menu(menu) => match menu.place {
            Place::Lines => render_menu(menu, theme, &marks, frame, body),
            Place::Scores { row } => render_scores(&menu.scores, row, theme, &marks, frame, body),
            Place::Settings { setting } => {
                render_settings(menu, setting, theme, &marks, frame, body)
            }
        },
    }
    let line = fit(&status_line(door, &marks), usize::from(status.width));
    frame.render_widget(Paragraph::new(line).style(theme.status_bar), status);
    if door.help {
        render_help(&door.keys, theme, frame, body);
    }
}

/// The keys of the screen shown, as the config binds them.
fn status_line(door: &Door, marks: &Marks) -> String {
    let key = |action| door.keys.first(action);
    let moving = || format!("{}/{}", key(Action::MENU_UP), key(Action::MENU_DOWN));
    let (close, quit) = (key(Action::CLOSE), key(Action::QUIT));
    let keys = match &door.stage {
        _ if door.help => vec![format!("{} or {close} closes the help", key(Action::HELP))],
        Stage::Naming(_) => ["Enter take this name", "Backspace erase", "Esc leave"]
            .map(String::from)
            .to_vec(),
        Stage::Menu(menu) => match menu.place {
            Place::Lines => vec![
                format!("{} move", moving()),
                "Left/Right change".to_string(),
                format!("{} take", key(Action::CHOOSE)),
                format!("{} help", key(Action::HELP)),
                format!("{quit} quit"),
            ],
            Place::Scores { .. } => vec![
                format!("{} scroll", moving()),
                format!("{close} back"),
                format!("{quit} quit"),
            ],
            Place::Settings { .. } => vec![
                format!("{} move", moving()),
                format!("{}, Left/Right switch", key(Action::CHOOSE)),
                format!("{close} back"),
                format!("{quit} quit"),
            ],
        },
    };
    format!(" {}", keys.join(marks.separator))
}
