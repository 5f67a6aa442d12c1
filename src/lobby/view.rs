//! The lobby screen: a title with this player's ratings, the invite code of the game
//! this player hosts, the open challenges and the games being played (the two lists
//! a player acts on), the players online and the leaderboard, the status bar with
//! the keys, and the form, the code box or the help over them. Every text from the
//! server is escaped before it is drawn.

use super::model::{List, Lobby};
use super::view_boxes::{render_form, render_help};
use super::view_code::{hosting_height, render_entry, render_hosting};
use super::words::{NAME, clock_text, game_text, live_game_text};
use crate::lobby::action;
use crate::shell::{Action, LinkStatus, Theme, fit, panel_block, render_too_small};
use connect4_classic::escape::escape_cut;
use connect4_protocol::{Challenge, RatingInfo};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

/// The smallest screen the lobby is drawn on.
const LEAST: (u16, u16) = (60, 16);

pub fn view(lobby: &Lobby, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    if area.width < LEAST.0 || area.height < LEAST.1 {
        render_too_small(frame, area, LEAST.0, LEAST.1);
        return;
    }
    let [title, hosting, lists, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(hosting_height(lobby, area.width)),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    let [top, bottom] = Layout::vertical([Constraint::Fill(1); 2]).areas(lists);
    let [challenges, online] =
        Layout::horizontal([Constraint::Fill(3), Constraint::Fill(2)]).areas(top);
    let [games, leaders] =
        Layout::horizontal([Constraint::Fill(3), Constraint::Fill(2)]).areas(bottom);
    frame.render_widget(Paragraph::new(title_line(lobby)).style(theme.text), title);
    render_hosting(lobby, theme, frame, hosting);
    render_challenges(lobby, theme, frame, challenges);
    render_games(lobby, theme, frame, games);
    render_online(lobby, theme, frame, online);
    render_leaders(lobby, theme, frame, leaders);
    frame.render_widget(
        Paragraph::new(status_line(lobby, status.width)).style(theme.status_bar),
        status,
    );
    if let Some(form) = &lobby.form {
        render_form(form, theme, frame, lists);
    } else if let Some(entry) = &lobby.entry {
        render_entry(entry, theme, frame, lists);
    } else if lobby.help {
        render_help(lobby, theme, frame, lists);
    }
}

/// " connect4 online · SERVER · NAME · Connect 4 1516", escaped.
pub fn title_line(lobby: &Lobby) -> String {
    let ratings: Vec<String> = lobby.you.ratings.iter().map(rating_text).collect();
    format!(
        " connect4 online · {} · {} · {}",
        escape_cut(&lobby.server, 60),
        escape_cut(&lobby.you.name, NAME),
        ratings.join(", ")
    )
}

fn rating_text(rating: &RatingInfo) -> String {
    format!("{} {}", kind_name(rating.kind.name()), rating.rating)
}

/// How the lobby names a rating's game: its title for a registered game ("Connect 4").
pub fn kind_name(name: &str) -> &str {
    crate::games::from_name(name).map_or(name, |game| game.title())
}

/// A list's lines, the highlighted one marked when the list has the highlight.
fn list_lines(lines: Vec<String>, marked: Option<usize>, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width.saturating_sub(4));
    lines
        .into_iter()
        .enumerate()
        .map(|(at, text)| {
            let mark = if Some(at) == marked { "▶ " } else { "  " };
            Line::raw(fit(&format!("{mark}{text}"), width))
        })
        .collect()
}

fn render_list(
    frame: &mut Frame,
    theme: &Theme,
    area: Rect,
    title: String,
    lines: Vec<Line<'static>>,
    empty: &str,
) {
    let body = if lines.is_empty() {
        vec![Line::raw(format!("  {empty}"))]
    } else {
        lines
    };
    // Scrolled so that a highlight below the box still shows.
    let marked = body.iter().position(|l| l.to_string().starts_with('▶'));
    let inner = area.height.saturating_sub(2) as usize;
    let scroll = marked.map_or(0, |at| (at + 1).saturating_sub(inner)) as u16;
    frame.render_widget(
        Paragraph::new(body)
            .style(theme.text)
            .scroll((scroll, 0))
            .block(panel_block(theme, title)),
        area,
    );
}

fn render_challenges(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let lines = lobby.view.challenges.iter().map(challenge_text).collect();
    let marked = (lobby.list == List::Challenges).then_some(lobby.challenge_line);
    let title = format!(" Open challenges ({}) ", lobby.view.challenges.len());
    let lines = list_lines(lines, marked, area.width);
    render_list(frame, theme, area, title, lines, "none: c posts one");
}

fn challenge_text(challenge: &Challenge) -> String {
    let rating = challenge.rating.map_or(String::new(), |r| format!(" {r}"));
    let rated = if challenge.rated { "rated" } else { "casual" };
    format!(
        "{:<20}{rating:>5}  {}  {}  {rated}",
        escape_cut(&challenge.by, NAME),
        game_text(challenge.kind),
        clock_text(challenge.clock),
    )
}

fn render_games(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let lines = lobby
        .view
        .games
        .iter()
        .map(|game| live_game_text(game, "  "))
        .collect();
    let marked = (lobby.list == List::Games).then_some(lobby.game_line);
    let title = format!(
        " Games being played ({}): Enter watches ",
        lobby.view.games.len()
    );
    let lines = list_lines(lines, marked, area.width);
    render_list(frame, theme, area, title, lines, "none right now");
}

fn render_online(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let lines = lobby
        .view
        .online
        .iter()
        .map(|player| {
            let playing = match player.playing {
                0 => String::new(),
                1 => "  playing".into(),
                n => format!("  playing {n} games"),
            };
            format!("{}{playing}", escape_cut(&player.name, NAME))
        })
        .collect();
    let title = format!(" Players online ({}) ", lobby.view.online.len());
    let lines = list_lines(lines, None, area.width);
    render_list(frame, theme, area, title, lines, "nobody");
}

fn render_leaders(lobby: &Lobby, theme: &Theme, frame: &mut Frame, area: Rect) {
    let lines = lobby
        .view
        .leaders
        .iter()
        .enumerate()
        .map(|(at, leader)| {
            let name = fit(&escape_cut(&leader.name, NAME), 11);
            format!(
                "{:>2}. {name:<11} {:>5}  {}",
                at + 1,
                leader.rating,
                kind_name(leader.kind.name()),
            )
        })
        .collect();
    let lines = list_lines(lines, None, area.width);
    render_list(
        frame,
        theme,
        area,
        " Leaderboard ".into(),
        lines,
        "no rated game yet",
    );
}

fn status_line(lobby: &Lobby, width: u16) -> String {
    let said = LinkStatus::of(lobby.connected)
        .in_line()
        .unwrap_or_else(|| {
            lobby
                .message
                .as_deref()
                .map_or_else(String::new, |m| escape_cut(m, 200))
        });
    let key = |action| lobby.keys.first(action);
    let keys = format!(
        "{} accept/watch · {} challenge · {} pair · {} host · {} join · {} watch by code · {} help · {} quit",
        key(Action::CHOOSE),
        key(action::CHALLENGE),
        key(action::QUICK_PAIR),
        key(action::HOST),
        key(action::JOIN),
        key(action::WATCH),
        key(Action::HELP),
        key(Action::QUIT),
    );
    let line = if said.is_empty() {
        format!(" {keys}")
    } else {
        format!(" {said} · {keys}")
    };
    fit(&line, usize::from(width))
}
