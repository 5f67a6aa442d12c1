//! The status bar: whose turn it is or how the match ended, the last message, key hints.

use super::judgement::{judgement, mark_words};
use super::{Mode, Puzzling, Review};
use crate::ai::Level;
use crate::game::{ByPlayer, Game, Outcome, Player};
use crate::terminal::action;
use connect4_shell::{Action, Keymap, Seats, Theme, Turn};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub struct StatusBar<'a> {
    pub game: &'a Game,
    pub names: &'a ByPlayer<String>,
    /// Who plays each seat: whose turn it is says how the move comes.
    pub seats: &'a Seats<Level>,
    pub review: Option<&'a Review>,
    /// The puzzle open, if one is: the line speaks of it instead of the match.
    pub puzzle: Option<&'a Puzzling>,
    /// The last thing worth telling the player.
    pub message: Option<&'a str>,
    /// How the connection and the opponent are, in a match online.
    pub online: Option<&'a str>,
    pub spinner: usize,
    pub keys: &'a Keymap,
    /// What the keys mean now: the hints on the right follow it.
    pub mode: Mode,
    pub theme: &'a Theme,
}

impl Widget for StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        buf.set_style(area, self.theme.status_bar);
        let status = self.status_line();
        let hints = self.hints();
        let status = Line::from(status);
        let status_width = status.width() as u16;
        status.render(area, buf);
        // Hints go on the right, only when they fit beside the status: what the game
        // says matters more than the reminder of keys.
        let hints_width = hints.chars().count() as u16;
        if status_width + hints_width + 2 <= area.width {
            let x = area.right() - hints_width - 1;
            buf.set_string(x, area.y, hints, self.theme.status_bar);
        }
    }
}

impl StatusBar<'_> {
    fn name(&self, player: Player) -> &str {
        &self.names[player]
    }

    /// The status line: whose turn it is or how the match ended, then the message.
    pub fn status_line(&self) -> Vec<Span<'static>> {
        let mut spans = vec![Span::raw(" ")];
        if let Some(review) = self.review {
            spans.extend(self.review_line(review));
            return spans;
        }
        if let Some(puzzling) = self.puzzle {
            spans.push(self.disc(puzzling.solver()));
            let words = puzzling.status(self.names, self.spinner_frame());
            spans.push(Span::raw(format!(" {words}")));
            spans.extend(self.message.map(|said| Span::raw(format!(" · {said}"))));
            return spans;
        }
        match self.game.outcome() {
            Some(Outcome::Win { player, .. })
            | Some(Outcome::Decided {
                winner: Some(player),
            }) => {
                spans.push(self.disc(player));
                spans.push(Span::raw(format!(" {} wins", self.name(player))));
            }
            Some(Outcome::Draw | Outcome::Decided { winner: None }) => {
                spans.push(Span::raw("Draw"))
            }
            None => {
                let player = self.game.to_move();
                spans.push(self.disc(player));
                let name = self.name(player);
                spans.push(Span::raw(match self.seats.turn(player) {
                    Turn::Computer(level) => {
                        format!(" {name} ({level}) is thinking {}", self.spinner_frame())
                    }
                    Turn::Elsewhere => format!(" waiting for {name} to move"),
                    Turn::Keyboard => format!(" {name} to move"),
                }));
            }
        }
        for said in [self.online, self.message].into_iter().flatten() {
            spans.push(Span::raw(format!(" · {said}")));
        }
        spans
    }

    /// "Review 7/12 · ● Red played 4: W5→L3 ?? now lost": the move shown last and
    /// how it was judged; at the empty board, each player's accuracy once known.
    fn review_line(&self, review: &Review) -> Vec<Span<'static>> {
        let total = self.game.moves().len();
        let mut spans = vec![Span::raw(format!("Review {}/{total}", review.ply))];
        if let Some(index) = review.ply.checked_sub(1) {
            let played = self.game.moves()[index];
            spans.push(Span::raw(" · "));
            spans.push(self.disc(played.player));
            spans.push(Span::raw(format!(
                " {} played {}: ",
                self.name(played.player),
                played.cell.column + 1
            )));
            let judged = review.judged(self.game, index);
            spans.extend(judgement(judged.as_ref(), self.theme));
            if let Some(judged) = judged {
                spans.push(Span::raw(format!(" {}", mark_words(judged.mark))));
            }
        } else if let Some(figures) = self.accuracy_spans(review) {
            spans.extend(figures);
        } else {
            spans.push(Span::raw(" · the empty board"));
        }
        if review.pending() {
            spans.push(Span::raw(format!(" · analysing {}", self.spinner_frame())));
        }
        spans
    }

    /// At the empty board, once every move is judged: " · ● 82% best, loss 3.4 · ●
    /// 60% best, loss 12.0", each player's share of best moves and average loss where
    /// the choice mattered (`ai::accuracy`).
    fn accuracy_spans(&self, review: &Review) -> Option<Vec<Span<'static>>> {
        let mut spans = Vec::new();
        for player in [Player::One, Player::Two] {
            let figures = review.accuracy(self.game, player)?;
            spans.push(Span::raw(" · "));
            spans.push(self.disc(player));
            spans.push(Span::raw(format!(" {}", figures.brief())));
        }
        Some(spans)
    }

    fn spinner_frame(&self) -> char {
        const BRAILLE: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];
        const ASCII: [char; 4] = ['|', '/', '-', '\\'];
        if self.theme.ascii {
            ASCII[self.spinner % ASCII.len()]
        } else {
            BRAILLE[self.spinner % BRAILLE.len()]
        }
    }

    fn disc(&self, player: Player) -> Span<'static> {
        let style = self.theme.status_bar.patch(self.theme.disc(player));
        Span::styled(self.theme.glyphs[player].to_string(), style)
    }

    /// The main keys of this mode, from the keys in effect: "Enter drop · a hints".
    fn hints(&self) -> String {
        let keys = self.keys;
        let key = |action| keys.first(action);
        let online = self.seats.any_elsewhere();
        let parts: Vec<String> = match self.mode {
            Mode::Playing if online => vec![
                format!("{} drop", key(action::DROP)),
                format!("{} resign", key(Action::RESIGN)),
                format!("{} help", key(Action::HELP)),
                format!("{} quit", key(Action::QUIT)),
            ],
            Mode::GameOver if online => vec![
                format!("{} rematch", key(Action::NEW_MATCH)),
                format!("{} review", key(action::REVIEW)),
                format!("{} help", key(Action::HELP)),
                format!("{} quit", key(Action::QUIT)),
            ],
            Mode::Playing => vec![
                format!("{} drop", key(action::DROP)),
                format!("{} hints", key(Action::HINTS)),
                format!("{} opponent", key(Action::OPPONENT)),
                format!("{} help", key(Action::HELP)),
                format!("{} quit", key(Action::QUIT)),
            ],
            Mode::GameOver => vec![
                format!("{} next match", key(Action::NEW_MATCH)),
                format!("{} undo", key(Action::UNDO)),
                format!("{} review", key(action::REVIEW)),
                format!("{} help", key(Action::HELP)),
                format!("{} quit", key(Action::QUIT)),
            ],
            Mode::Puzzle => vec![
                format!("{} drop", key(action::DROP)),
                format!("{} next", key(Action::NEW_MATCH)),
                format!("{} again", key(Action::UNDO)),
                format!("{} menu", key(Action::OPPONENT)),
                format!("{} help", key(Action::HELP)),
            ],
            Mode::Help => vec![format!("{} close", key(Action::CLOSE))],
            Mode::Confirm(_) => vec![format!("{} yes   {} no", key(Action::YES), key(Action::NO))],
            Mode::Menu(_) => vec![
                format!("{}/{} choose", key(Action::MENU_UP), key(Action::MENU_DOWN)),
                format!("{} take", key(Action::CHOOSE)),
                format!("{} close", key(Action::CLOSE)),
            ],
            Mode::Review => vec![
                format!(
                    "{}/{} step",
                    key(action::REVIEW_BACK),
                    key(action::REVIEW_FORWARD)
                ),
                format!("{} leave", key(action::REVIEW)),
            ],
            Mode::Share => vec![
                format!("{} copy", key(action::COPY)),
                format!("{} record", key(action::RECORD)),
                format!("{} close", key(Action::CLOSE)),
            ],
            Mode::Notice => vec![format!(
                "{} or {}: OK",
                key(Action::DISMISS),
                key(Action::CLOSE)
            )],
        };
        parts.join(if self.theme.ascii { " | " } else { " · " })
    }
}
