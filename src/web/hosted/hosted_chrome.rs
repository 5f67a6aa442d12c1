//! What the page's own controls read of a hosted game: the keys, the screen under the
//! touch bar, the score, the side panel (each seat by its name and level, the moves a
//! line each, the line under the board), the menu, the help, the questions, and where
//! the start screen's choices are in its menu.

use crate::board::board_fit::BoardFit;
use crate::boxes::help_guide::GameGuide;
use crate::boxes::help_overlay::HelpFacts;
use crate::boxes::menu_overlay::MenuFacts;
use crate::boxes::note_overlay::NoteFacts;
use crate::panel::panel_facts::{PanelFacts, SeatFacts, clock, colour, label, rating};
use crate::play::page_chrome::{PageChrome, score_line, shell_screen};
use crate::play::touch_bar::Screen;
use crate::start::start_choice::{StartChoice, StartLines};
use connect4::shell::{Context, Hosting, Keymap, MenuBox, Overlay, TerminalView, Theme};
use connect4_classic::game::Player;
use ratatui::layout::Rect;

/// What a hosted game's help says of hints: it has none.
const NO_HINTS: &str = "This game has no hints: the Hints button does nothing here.";

impl<G: TerminalView> PageChrome for Hosting<G> {
    const CLASS: &'static str = "hosted";

    fn keymap(&self) -> &Keymap {
        &self.keys
    }

    fn screen(&self) -> Screen {
        shell_screen(&self.shell)
    }

    fn score(&self) -> String {
        score_line(
            [self.name(Player::One), self.name(Player::Two)],
            &self.tally,
        )
    }

    fn panel(&self, theme: &Theme) -> PanelFacts {
        let online = self.shell.online_seats.as_ref();
        let seat = |player: Player| SeatFacts {
            glyph: theme.glyphs[player],
            colour: colour(theme, player),
            label: label(
                self.name(player),
                (self.seats.computer(player).map(str::to_string))
                    .or_else(|| rating(online, player)),
            ),
            wins: self.tally.wins[player],
            clock: clock(online, player),
        };
        let movers = [Player::One, Player::Two];
        let moves: Vec<String> = (self.moves.iter().enumerate())
            .map(|(at, mv)| format!("{}. {} {mv}", at + 1, self.name(movers[at % 2])))
            .collect();
        PanelFacts {
            title: G::GAME.title().to_string(),
            seats: [seat(Player::One), seat(Player::Two)],
            draws: self.tally.draws,
            streak: None,
            current: moves.len().checked_sub(1),
            moves,
            status: status_line(self),
            moves_title: "Moves",
            puzzle: None,
            hints: None,
        }
    }

    /// The page's side panel stands beside the text grid: the host centres the board
    /// and its lines in all of it.
    fn laid_out(&self, area: Rect) -> Rect {
        area
    }

    /// The board is text, sized with the page's type: nothing to fit.
    fn fit(&self) -> Option<BoardFit> {
        None
    }

    fn menu(&self, theme: &Theme) -> Option<MenuFacts> {
        let Overlay::Menu(selected) = self.shell.overlay else {
            return None;
        };
        if !self.shell.notices.is_empty() {
            return None;
        }
        let menu = MenuBox {
            title: " Opponent ",
            lines: self.menu_lines(),
            selected,
            footer: "Enter chooses, Esc closes",
            theme,
        };
        Some(MenuFacts::of(&menu))
    }

    fn help(&self) -> Option<HelpFacts> {
        let open = self.shell.overlay == Overlay::Help && self.shell.notices.is_empty();
        let guide = GameGuide {
            rules: G::RULES,
            hints: NO_HINTS,
        };
        open.then(|| HelpFacts::of(&self.keys, G::GAME, &guide, Context::BOARD))
    }

    fn note(&self) -> Option<NoteFacts> {
        if self.context() == Context::NOTICE {
            return self.shell.notices.first().map(NoteFacts::notice);
        }
        let kept = self.shell.keeps_match();
        let question = self.shell.question()?.question(kept);
        Some(NoteFacts::question(question))
    }
}

/// The page's status line: why a move was refused or whose move it is, and online
/// how the connection and the opponent are.
fn status_line<G: TerminalView>(game: &Hosting<G>) -> String {
    let status = game.line();
    match &game.shell.online {
        Some(online) => format!("{status} · {online}"),
        None => status,
    }
}

/// The host's menu: two players, then each level, then the other games.
impl<G: TerminalView> StartLines for Hosting<G> {
    const PUZZLES: bool = false;

    fn start_line(&self, choice: StartChoice) -> Option<usize> {
        let levels = G::LEVELS.len();
        match choice {
            StartChoice::TwoPlayers => Some(0),
            // Medium, as the start screen's words say; else the middle level.
            StartChoice::Computer => {
                let medium = G::LEVELS.iter().position(|level| *level == "medium");
                (levels > 0).then(|| 1 + medium.unwrap_or(levels / 2))
            }
            StartChoice::Game(game) => {
                let mut others = G::GAME.others(self.keys.games());
                Some(1 + levels + others.position(|other| other == game)?)
            }
            StartChoice::Online | StartChoice::Puzzles => None,
        }
    }
}
