//! The boxes drawn over the lobby's lists: the form that posts a challenge or asks
//! to be paired, and the help with the keys in effect.

use super::Form;
use super::Purpose;
use super::form::{Field, GAMES};
use super::keys::LOBBY_KEYS;
use super::model::Lobby;
use super::words::{clock_text, game_text};
use crate::shell::{Action, Theme, centred, fit, panel_block};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph};

pub(super) fn render_form(form: &Form, theme: &Theme, frame: &mut Frame, area: Rect) {
    let title = match form.purpose {
        Purpose::Challenge => " Post a challenge ",
        Purpose::QuickPair => " Quick pairing ",
    };
    let mut lines: Vec<Line> = form
        .fields()
        .iter()
        .map(|&field| {
            let (name, value) = match field {
                Field::Game => ("Game ", game_text(GAMES[form.game])),
                Field::Clock => ("Clock", clock_text(form.clock())),
                Field::Rated => ("Rated", if form.rated { "yes" } else { "no" }.into()),
            };
            let mark = if field == form.field { "▶" } else { " " };
            Line::raw(format!("{mark} {name}  ◀ {value} ▶"))
        })
        .collect();
    lines.push(Line::raw(""));
    lines.push(Line::raw(" Enter sends · Esc closes").centered());
    let popup = centred(
        area,
        36.min(area.width),
        (lines.len() as u16 + 2).min(area.height),
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines)
            .style(theme.text)
            .block(panel_block(theme, title)),
        popup,
    );
}

pub(super) fn render_help(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let keys = |action| lobby.keys.shown(action);
    let moving = format!("{}, {}", keys(Action::MENU_UP), keys(Action::MENU_DOWN));
    let rows = [
        (moving, "move through the list"),
        (
            keys(Action::CHOOSE),
            "accept the challenge, watch the game, send the form",
        ),
    ];
    let mut lines: Vec<Line> = rows
        .into_iter()
        .chain(
            LOBBY_KEYS
                .iter()
                .map(|(keys, what)| (keys.to_string(), *what)),
        )
        .chain([
            (keys(Action::HELP), "show or hide this help"),
            (
                keys(Action::CLOSE),
                "close what is open; else leave the lobby",
            ),
            (keys(Action::QUIT), "leave the lobby"),
        ])
        .map(|(keys, what)| Line::raw(format!(" {:<18} {what}", fit(&keys, 18))))
        .collect();
    lines.truncate(usize::from(area.height.saturating_sub(2)));
    let width = 78.min(area.width);
    let popup = centred(area, width, lines.len() as u16 + 2);
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).style(theme.text).block(panel_block(
            theme,
            " Keys in the lobby (? or Esc to close) ",
        )),
        popup,
    );
}
