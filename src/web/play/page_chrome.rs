//! What the page's own controls need of a game: the keys its config binds (the touch
//! bar presses them), what is on screen (the bar shows the buttons for it), and the
//! score in a line (shown on a phone, where the side panel has no room), and what the
//! side panel and the status line show.

use crate::board::board_fit::{self, BoardFit};
use crate::boxes::help_guide::GameGuide;
use crate::boxes::help_overlay::HelpFacts;
use crate::boxes::menu_overlay::MenuFacts;
use crate::boxes::note_overlay::NoteFacts;
use crate::panel::panel_facts::{self, PanelFacts};
use crate::panel::puzzle_facts;
use crate::play::touch_bar::Screen;
use connect4::scoreboard::Tally;
use connect4::shell::{Context, Keymap, Overlay, ShellState, Theme};
use connect4_checkers::terminal::{CheckersModel, checkers_layout};
use connect4_classic::game::Player;
use connect4_classic::terminal::{Mode, Model, context, screen_layout};
use ratatui::layout::Rect;

/// Connect 4's help for a mouse or a finger.
const CONNECT4_GUIDE: GameGuide = GameGuide {
    rules: "Tap or click a column to drop your disc into it: it falls to the lowest \
        empty hole. Players take turns, and the first to line up four discs across, \
        up and down or on a slant wins; a full board is a draw.",
    hints: "Hints puts a label over each column, the value of a drop there with \
        perfect play: W and a number wins in that many moves, D draws, L and a number \
        loses in that many. The line under the board says the same.",
};

/// Checkers' help for a mouse or a finger.
const CHECKERS_GUIDE: GameGuide = GameGuide {
    rules: "Tap or click one of your pieces, then the square it goes to; the squares \
        it may reach are dotted. Men move forward on the diagonals; a jump over an \
        opposing piece takes it, captures are compulsory, and a man reaching the far \
        row is crowned a king, which moves both ways. Take every piece, or leave your \
        opponent no move, to win.",
    hints: "Hints names the move the computer would play, in the line under the board.",
};

pub trait PageChrome {
    /// The class the page's body takes while this game is played (its type is sized
    /// for the board's shape on a phone).
    const CLASS: &'static str;

    fn keymap(&self) -> &Keymap;
    fn screen(&self) -> Screen;

    /// The score in one line, for a screen too narrow for the side panel: "Red 2 ·
    /// Yellow 1 · draws 0".
    fn score(&self) -> String;

    /// What the page's side panel and status line show.
    fn panel(&self, theme: &Theme) -> PanelFacts;

    /// The screen the game is laid out on for the page's frame `area`, whose side
    /// panel is the page's own (input is read through it, as the view draws).
    fn laid_out(&self, area: Rect) -> Rect;

    /// The board's extent in the text grid at a phone's cell size, which the page's
    /// type and game area are sized to there (`board_fit`).
    fn fit(&self) -> Option<BoardFit>;

    /// The menu open on top, if any, which the page shows as its own list.
    fn menu(&self, theme: &Theme) -> Option<MenuFacts>;

    /// The help open on top, if any, which the page shows as its own table.
    fn help(&self) -> Option<HelpFacts>;

    /// The question asked or the notice to read on top, if any, which the page
    /// shows as its own box.
    fn note(&self) -> Option<NoteFacts>;
}

pub(crate) fn score_line(names: [&str; 2], tally: &Tally) -> String {
    format!(
        "{} {} · {} {} · draws {}",
        names[0],
        tally.wins[Player::One],
        names[1],
        tally.wins[Player::Two],
        tally.draws
    )
}

impl PageChrome for Model {
    const CLASS: &'static str = "connect4";

    fn keymap(&self) -> &Keymap {
        &self.settings.keys
    }

    /// While a puzzle is open, the puzzle and its goal: "Puzzle 12 · Win in 3".
    fn score(&self) -> String {
        if let Some(puzzling) = &self.puzzle {
            let names = &self.settings.names;
            let puzzle = puzzle_facts::of(puzzling, &self.puzzles, names);
            let goal = puzzle.rows.first().map_or("", |(_, goal)| goal.as_str());
            return format!("{} · {goal}", puzzle.title);
        }
        score_line(
            [self.name(Player::One), self.name(Player::Two)],
            &self.tally,
        )
    }

    fn panel(&self, theme: &Theme) -> PanelFacts {
        panel_facts::connect4(self, theme)
    }

    fn laid_out(&self, area: Rect) -> Rect {
        connect4_classic::terminal::screen_without_panels(self, area)
    }

    /// Holes of 3x1 cells, the smallest whose disc is larger than its glyph: a hole
    /// and its grid line are 4 cells across and 2 rows down.
    fn fit(&self) -> Option<BoardFit> {
        let size = self.board_size();
        let board = |area| {
            let laid = screen_layout(self.laid_out(area), size);
            let geometry = laid.board()?;
            ((geometry.cell_width, geometry.cell_height) == (3, 1)).then_some(geometry.area)
        };
        board_fit::fit(board, 2.0)
    }

    fn menu(&self, theme: &Theme) -> Option<MenuFacts> {
        let Mode::Menu(selected) = self.mode() else {
            return None;
        };
        let menu = connect4_classic::terminal::opponent_menu(self, selected, theme);
        Some(MenuFacts::of(&menu))
    }

    fn help(&self) -> Option<HelpFacts> {
        if self.mode() != Mode::Help {
            return None;
        }
        // As the terminal's help: the review's keys when it was opened there.
        let context = if self.review.is_some() {
            context::REVIEW
        } else {
            Context::BOARD
        };
        Some(HelpFacts::of(
            &self.settings.keys,
            connect4_classic::terminal::GAME,
            &CONNECT4_GUIDE,
            context,
        ))
    }

    fn note(&self) -> Option<NoteFacts> {
        match self.mode() {
            Mode::Confirm(question) => {
                let kept = self.shell.keeps_match();
                Some(NoteFacts::question(question.question(kept)))
            }
            Mode::Notice => self.shell.notices.first().map(NoteFacts::notice),
            _ => None,
        }
    }

    fn screen(&self) -> Screen {
        match self.mode() {
            Mode::Menu(_) => Screen::Menu,
            Mode::Confirm(_) => Screen::Question,
            Mode::Help | Mode::Notice | Mode::Share => Screen::Reading,
            Mode::Playing | Mode::GameOver | Mode::Review | Mode::Puzzle => Screen::Board,
        }
    }
}

impl PageChrome for CheckersModel {
    const CLASS: &'static str = "checkers";

    fn keymap(&self) -> &Keymap {
        &self.keys
    }

    fn score(&self) -> String {
        let names = [&self.names[Player::One], &self.names[Player::Two]];
        score_line(names.map(String::as_str), &self.tally)
    }

    fn panel(&self, theme: &Theme) -> PanelFacts {
        panel_facts::checkers(self, theme)
    }

    fn laid_out(&self, area: Rect) -> Rect {
        connect4_checkers::terminal::screen_without_panels(area)
    }

    /// Squares of 5x2 cells, as large as a phone's width allows without the edge
    /// numbers: a row is then two and a half cells wide.
    fn fit(&self) -> Option<BoardFit> {
        let board = |area| {
            let laid = checkers_layout(self.laid_out(area));
            let geometry = laid.board()?;
            let cell = (
                geometry.cell_width,
                geometry.cell_height,
                geometry.edge_numbers,
            );
            (cell == (5, 2, false)).then_some(geometry.area)
        };
        board_fit::fit(board, 2.5)
    }

    fn menu(&self, theme: &Theme) -> Option<MenuFacts> {
        let Overlay::Menu(selected) = self.shell.overlay else {
            return None;
        };
        if !self.shell.notices.is_empty() {
            return None;
        }
        let menu = connect4_checkers::terminal::opponent_menu(self, selected, theme);
        Some(MenuFacts::of(&menu))
    }

    fn help(&self) -> Option<HelpFacts> {
        let open = self.shell.overlay == Overlay::Help && self.shell.notices.is_empty();
        open.then(|| {
            let game = connect4_checkers::terminal::GAME;
            HelpFacts::of(&self.keys, game, &CHECKERS_GUIDE, Context::BOARD)
        })
    }

    /// As the terminal draws them: the notice on top when the keys read it, else the
    /// draw offered or the shell's question.
    fn note(&self) -> Option<NoteFacts> {
        if self.context() == Context::NOTICE {
            return self.shell.notices.first().map(NoteFacts::notice);
        }
        let question = connect4_checkers::terminal::draw_question(self).or_else(|| {
            let kept = self.shell.keeps_match();
            Some(self.shell.question()?.question(kept).to_string())
        });
        question.map(NoteFacts::question)
    }

    fn screen(&self) -> Screen {
        shell_screen(&self.shell)
    }
}

pub(crate) fn shell_screen(shell: &ShellState) -> Screen {
    match shell.overlay {
        Overlay::Menu(_) => Screen::Menu,
        Overlay::Confirm(_) => Screen::Question,
        Overlay::Help => Screen::Reading,
        Overlay::None if !shell.notices.is_empty() => Screen::Reading,
        Overlay::None => Screen::Board,
    }
}
