//! The host as a program of the shell: its messages (the shell's carried as one), the
//! game's keys through the key map, the board with the tally and the line under it,
//! the shell's boxes over them, and the game kept while one is under way.

use super::{Act, HostMessage, Hosting, TerminalView, Think};
use crate::{
    Boxes, Context, GameChoice, KeepsNothing, KeyPress, MenuBox, Mover, OnlineNews, Pointer,
    Program, Route, ShellMessage, StoreAnswer, StoreEffect, Theme, ask_seat_to_move, fixed_key,
    render_boxes, seat_moved, shell_action, shell_update,
};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Paragraph;
use std::time::Duration;

type Routes<G> = Vec<Route<Think<G>>>;

impl<G: TerminalView> Program for Hosting<G> {
    type Message = HostMessage<G::Cursor>;
    type Job = Think<G>;
    type Keep = KeepsNothing;

    fn update(&mut self, message: Self::Message) -> Routes<G> {
        let mut routes = Vec::new();
        let on_board = !self.shell.covers_board();
        match message {
            HostMessage::Shell(message) => shell_update(self, message, &mut routes),
            HostMessage::Board(Act::Point(cursor)) if on_board => self.cursor = cursor,
            HostMessage::Board(Act::Play(mv)) if on_board => {
                seat_moved(self, Mover::Keyboard, &mv, &mut routes);
            }
            HostMessage::ComputerMoved { ticket, mv } if self.asked == Some(ticket) => {
                self.asked = None;
                seat_moved(self, Mover::Computer, &mv, &mut routes);
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
        let [board, lines] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(area);
        self.position.draw(self.cursor, theme, frame, board);
        let [one, two] = G::SEATS;
        let (wins, draws) = (self.tally.wins, self.tally.draws);
        let mut text = format!("{one} {} · {two} {} · draws {draws}", wins.one, wins.two);
        text.extend(self.message.as_ref().map(|line| format!("\n{line}")));
        frame.render_widget(Paragraph::new(text), lines);
        let menu = |selected| MenuBox {
            title: " Opponent ",
            lines: self.menu_lines(),
            selected,
            footer: "Enter chooses, Esc closes",
            theme,
        };
        let boxes = Boxes {
            game: G::GAME,
            help_context: Context::BOARD,
            menu: &menu,
            question: None,
            notice_on_top: self.context() == Context::NOTICE,
        };
        render_boxes(&self.shell, &self.keys, boxes, theme, frame, area);
    }

    fn on_key(&self, press: KeyPress) -> Option<Self::Message> {
        if let Some(message) = fixed_key(press) {
            return Some(HostMessage::Shell(message));
        }
        let context = self.context();
        let action = self.keys.action(G::GAME, context, press)?;
        match shell_action(action, context) {
            Some(message) => Some(HostMessage::Shell(message)),
            None => Some(HostMessage::Board(self.position.act(action, self.cursor)?)),
        }
    }

    fn on_pointer(&self, _: Pointer, _: Rect) -> Option<Self::Message> {
        None
    }

    fn tick(&self) -> Self::Message {
        HostMessage::Shell(ShellMessage::Tick)
    }

    fn stored(&self, answer: StoreAnswer) -> Self::Message {
        HostMessage::Shell(ShellMessage::Stored(answer))
    }

    fn online(&self, news: OnlineNews) -> Self::Message {
        HostMessage::Shell(ShellMessage::Online(news))
    }

    fn running(&self) -> bool {
        self.shell.running
    }

    fn next_game(&self) -> Option<GameChoice> {
        self.shell.next_game
    }

    /// Nothing moves on its own: the loop waits for input and answers.
    fn tick_after(&self) -> Option<Duration> {
        None
    }
}

/// Asks for the game to be kept while one is under way, and forgotten after.
fn keep<G: TerminalView>(game: &mut Hosting<G>, routes: &mut Routes<G>) {
    let under_way = !game.moves.is_empty() && !game.is_over();
    let now = under_way.then(|| game.kept_text());
    if now != game.kept {
        let played = Hosting::<G>::played();
        routes.push(Route::Store(match &now {
            Some(text) => StoreEffect::SaveMatch {
                game: played,
                text: text.clone(),
            },
            None => StoreEffect::ClearMatch { game: played },
        }));
        game.kept = now;
    }
}
