//! Tic-tac-toe as a program of the shell: its messages (the shell's carried as one),
//! its keys through the key map, its screen with the shell's boxes over it, and its
//! game kept for a restart while one is under way.

use crate::game::{CELL_LEFT, CELL_RIGHT, GAME, KIND, MARK, TicTacToe};
use connect4::scoreboard::Tally;
use connect4::shell::{
    Boxes, Context, GameChoice, Hosted, KeepsNothing, KeyPress, MenuBox, Mover, OnlineNews,
    Overlay, Pointer, Program, Route, ShellMessage, StoreAnswer, StoreEffect, Theme,
    ask_seat_to_move, fixed_key, render_boxes, seat_moved, shell_action, shell_update,
};
use connect4_rules::seat::Player;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Msg {
    Shell(ShellMessage),
    /// Move the cursor this many cells (wrapping).
    Step(i8),
    /// Mark the cell under the cursor.
    Mark,
    /// The scripted computer's move, in answer to the ticket.
    ComputerMoved {
        ticket: u64,
        cell: usize,
    },
}

/// What the engine's thread is asked: the computer's move in this game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Think {
    pub ticket: u64,
    pub moves: Vec<usize>,
}

pub type Routes = Vec<Route<Think>>;

impl Program for TicTacToe {
    type Message = Msg;
    type Job = Think;
    type Keep = KeepsNothing;

    fn update(&mut self, message: Msg) -> Routes {
        let mut routes = Vec::new();
        let on_board = !self.shell.covers_board();
        match message {
            Msg::Shell(message) => shell_update(self, message, &mut routes),
            Msg::Step(by) if on_board => {
                self.cursor = (self.cursor as isize + isize::from(by)).rem_euclid(9) as usize;
            }
            Msg::Mark if on_board => {
                let cell = self.cursor;
                seat_moved(self, Mover::Keyboard, &cell, &mut routes);
            }
            Msg::ComputerMoved { ticket, cell } if self.asked == Some(ticket) => {
                self.asked = None;
                seat_moved(self, Mover::Computer, &cell, &mut routes);
            }
            _ => {}
        }
        if self.shell.running {
            ask_seat_to_move(self, &mut routes);
        }
        keep(self, &mut routes);
        routes
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        let area = frame.area();
        let mut lines: Vec<String> = (0..3).map(|row| board_row(self, row)).collect();
        let Tally { wins, draws, .. } = self.tally;
        lines.push(format!("X {} · O {} · draws {draws}", wins.one, wins.two));
        lines.extend(self.message.clone());
        frame.render_widget(Paragraph::new(lines.join("\n")), area);
        let menu = |selected| MenuBox {
            title: " Opponent ",
            lines: menu_lines(self),
            selected,
            footer: "Enter chooses, Esc closes",
            theme,
        };
        let boxes = Boxes {
            game: GAME,
            help_context: Context::BOARD,
            menu: &menu,
            question: None,
            notice_on_top: self.context() == Context::NOTICE,
        };
        render_boxes(&self.shell, &self.keys, boxes, theme, frame, area);
    }

    fn on_key(&self, press: KeyPress) -> Option<Msg> {
        if let Some(message) = fixed_key(press) {
            return Some(Msg::Shell(message));
        }
        let context = self.context();
        Some(match self.keys.action(GAME, context, press)? {
            CELL_LEFT => Msg::Step(-1),
            CELL_RIGHT => Msg::Step(1),
            MARK => Msg::Mark,
            action => return shell_action(action, context).map(Msg::Shell),
        })
    }

    fn on_pointer(&self, _: Pointer, _: Rect) -> Option<Msg> {
        None
    }

    fn tick(&self) -> Msg {
        Msg::Shell(ShellMessage::Tick)
    }

    fn stored(&self, answer: StoreAnswer) -> Msg {
        Msg::Shell(ShellMessage::Stored(answer))
    }

    fn online(&self, news: OnlineNews) -> Msg {
        Msg::Shell(ShellMessage::Online(news))
    }

    fn running(&self) -> bool {
        self.shell.running
    }

    fn next_game(&self) -> Option<GameChoice> {
        self.shell.next_game
    }

    fn tick_after(&self) -> Option<Duration> {
        None
    }
}

impl TicTacToe {
    /// Where keys are read now: the box on top, else the board.
    pub fn context(&self) -> Context {
        match self.shell.overlay {
            Overlay::None if !self.shell.notices.is_empty() => Context::NOTICE,
            Overlay::None => Context::BOARD,
            Overlay::Help => Context::HELP,
            Overlay::Menu(_) => Context::MENU,
            Overlay::Confirm(_) => Context::CONFIRM,
        }
    }
}

fn board_row(game: &TicTacToe, row: usize) -> String {
    let cell = |cell: usize| {
        let mark = match game.mark_at(cell) {
            Some(Player::One) => 'X',
            Some(Player::Two) => 'O',
            None => '.',
        };
        if cell == game.cursor {
            format!("[{mark}]")
        } else {
            format!(" {mark} ")
        }
    };
    (row * 3..row * 3 + 3).map(cell).collect()
}

/// The menu: two people, the computer, then the other games.
pub fn menu_lines(game: &TicTacToe) -> Vec<String> {
    let others = GAME.others(game.keys.games());
    [
        "Two players at this keyboard".to_string(),
        "Computer".to_string(),
    ]
    .into_iter()
    .chain(others.map(|other| other.switch_line("this game is lost")))
    .collect()
}

/// Asks for the game to be kept while one is under way, and forgotten after.
fn keep(game: &mut TicTacToe, routes: &mut Routes) {
    let now = game.match_in_progress().then(|| game.kept_text());
    if now != game.kept {
        routes.push(Route::Store(match &now {
            Some(text) => StoreEffect::SaveMatch {
                game: KIND,
                text: text.clone(),
            },
            None => StoreEffect::ClearMatch { game: KIND },
        }));
        game.kept = now;
    }
}
