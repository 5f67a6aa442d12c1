//! What the lobby draws of invite codes: the box over the lists with the code of the
//! game this player hosts, for a friend to join, while it waits; and the box where a
//! code is typed to join or watch a game, with what is wrong with it so far.

use super::model::Lobby;
use super::{Aim, CodeEntry};
use crate::lobby::action;
use crate::shell::{Theme, centred, fit, panel_block, render_box};
use connect4_classic::escape::escape_cut;
use connect4_protocol::CODE_LENGTH;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Padding, Paragraph};

/// The hosted game's sentences, the command in each kept whole by no-break spaces;
/// none while nothing waits.
fn hosting_sentences(lobby: &Lobby) -> Vec<String> {
    let Some(code) = lobby.hosting else {
        return Vec::new();
    };
    let take_back = lobby.keys.first(action::TAKE_BACK);
    // The command is kept on one line (no-break spaces while wrapping), so that it
    // can be read out, or copied, whole.
    let command = format!("`connect4 join {code}`").replace(' ', "\u{a0}");
    vec![
        format!("Invite code {code}: your friend joins with {command} or from their lobby"),
        format!("Waiting for them… {take_back} takes the game back"),
    ]
}

/// The hosted game's words, for the page to wrap as it lays them out: "Invite code
/// K7MX3P: your friend joins with …"; none while nothing waits.
pub fn hosting_words(lobby: &Lobby) -> Option<String> {
    let sentences = hosting_sentences(lobby);
    (!sentences.is_empty()).then(|| sentences.join(". ").replace('\u{a0}', " "))
}

/// The hosted game's words, wrapped to `width` columns; none while nothing waits.
fn hosting_lines(lobby: &Lobby, width: u16) -> Vec<String> {
    let inner = usize::from(width.saturating_sub(4)).max(1);
    hosting_sentences(lobby)
        .iter()
        .flat_map(|text| wrap(text, inner))
        .map(|line| line.replace('\u{a0}', " "))
        .collect()
}

/// How tall the hosted game's box is on a screen `width` wide: none without one.
pub(super) fn hosting_height(lobby: &Lobby, width: u16) -> u16 {
    match hosting_lines(lobby, width).len() {
        0 => 0,
        n => n as u16 + 2,
    }
}

/// The hosted game's code, boxed and in bold: what the player reads out to a friend.
pub(super) fn render_hosting(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let lines = hosting_lines(lobby, area.width);
    if lines.is_empty() || area.height == 0 {
        return;
    }
    let bold = theme.text.add_modifier(Modifier::BOLD);
    let body: Vec<Line> = lines
        .into_iter()
        .map(|line| Line::raw(format!(" {line}")))
        .collect();
    frame.render_widget(
        Paragraph::new(body)
            .style(bold)
            .block(panel_block(theme, " Your private game ")),
        area,
    );
}

/// Greedy word wrap: the words of `text` in lines of at most `width` columns (a word
/// longer than that is cut). The words here are the lobby's own and a code.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let wanted = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if !line.is_empty() && wanted > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.into_iter().map(|line| fit(&line, width)).collect()
}

/// The box where a code is typed, over the lists.
pub(super) fn render_entry(entry: &CodeEntry, theme: &Theme, frame: &mut Frame, area: Rect) {
    let (title, send) = match entry.aim {
        Aim::Join => (" Join a game by its invite code ", "Enter joins"),
        Aim::Watch => (" Watch a game by its invite code ", "Enter watches"),
    };
    let width = 56.min(area.width);
    let inner = usize::from(width.saturating_sub(4));
    // Typed here, but escaped all the same: nothing drawn is taken on trust.
    let typed = escape_cut(&entry.text, 24);
    let said = entry.problem().map_or_else(
        || format!("{CODE_LENGTH} letters and digits, as the host was given"),
        |problem| escape_cut(&problem, 200),
    );
    // Two lines for what is wrong, always, so the box keeps its size as one types.
    let mut said = wrap(&said, inner);
    said.resize(2, String::new());
    let mut lines = vec![Line::raw(format!(" Code  {typed}_"))];
    lines.extend(
        said.iter()
            .take(2)
            .map(|line| Line::raw(format!(" {line}"))),
    );
    lines.push(Line::raw(""));
    lines.push(Line::raw(format!("{send} · Backspace erases · Esc closes")).centered());
    let popup = centred(area, width, (lines.len() as u16 + 2).min(area.height));
    render_box(
        frame,
        theme,
        popup,
        title,
        Paragraph::new(lines),
        Padding::ZERO,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_at_the_width_and_a_long_word_is_cut() {
        assert_eq!(wrap("ab cd ef", 5), ["ab cd", "ef"]);
        assert_eq!(wrap("abcdefgh x", 4), ["abc…", "x"]);
        assert_eq!(wrap("short", 40), ["short"]);
    }
}
