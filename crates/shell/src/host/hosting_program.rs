//! The host as a program of the shell: its messages (the shell's carried as one), the
//! game's keys through the key map, the board with the tally and the line under it,
//! the shell's boxes over them, and the game kept while one is under way.

use super::host_screen::HostScreen;
use super::{Act, FRAME, HostMessage, Hosting, TerminalView, Think};
use crate::{
    Action, Boxes, Context, GameChoice, Hosted, KeepsNothing, KeyPress, MenuBox, Mover,
    ONLINE_REFUSAL, OnlineNews, Pointer, Program, Route, ShellMessage, StoreAnswer, StoreEffect,
    Theme, ask_seat_to_move, fixed_key, render_boxes, seat_moved, shell_action, shell_update,
};
use ratatui::Frame;
use ratatui::layout::Rect;
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
            HostMessage::Shell(message) => {
                if matches!(message, ShellMessage::Tick) {
                    self.motion = self.motion.take().and_then(|motion| motion.step());
                }
                shell_update(self, message, &mut routes)
            }
            HostMessage::Board(Act::Point(cursor)) if on_board => self.cursor = cursor,
            HostMessage::Board(Act::Play(mv)) if on_board => {
                self.undone.clear();
                seat_moved(self, Mover::Keyboard, &mv, &mut routes);
            }
            HostMessage::Undo if on_board => take_back(self, &mut routes),
            HostMessage::Redo if on_board => match self.undone.pop() {
                Some(mv) => {
                    seat_moved(self, Mover::Keyboard, &mv, &mut routes);
                }
                None => self.message = Some("No move to replay".to_string()),
            },
            HostMessage::ComputerMoved { ticket, mv } if self.asked == Some(ticket) => {
                self.asked = None;
                self.undone.clear();
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
        let screen = HostScreen::of(self, area);
        match &self.motion {
            Some(motion) => self.position.draw_frame(
                &motion.before,
                motion.frame,
                self.cursor,
                theme,
                frame,
                screen.board,
            ),
            None => self.position.draw(self.cursor, theme, frame, screen.board),
        }
        let text = Paragraph::new(screen.text).style(theme.text).centered();
        frame.render_widget(text, screen.lines);
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
        let action = self.keys.action(G::GAME, context, press);
        let Some(action) = action else {
            // A key no action took: the game's own (a digit), on its board.
            let on_board = context == Context::BOARD;
            return on_board
                .then(|| self.position.key(press))
                .flatten()
                .map(HostMessage::Board);
        };
        match (shell_action(action, context), action) {
            (Some(message), _) => Some(HostMessage::Shell(message)),
            (None, Action::UNDO) => Some(HostMessage::Undo),
            (None, Action::REDO) => Some(HostMessage::Redo),
            (None, _) => Some(HostMessage::Board(self.position.act(action, self.cursor)?)),
        }
    }

    /// The mouse on the board, with nothing over it, as the game reads it.
    fn on_pointer(&self, pointer: Pointer, screen: Rect) -> Option<Self::Message> {
        if self.shell.covers_board() || self.context() != Context::BOARD {
            return None;
        }
        let at = HostScreen::of(self, screen).on_board(pointer.x, pointer.y)?;
        self.position
            .pointer(at, pointer.action)
            .map(HostMessage::Board)
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

    /// A frame while a move is seen happening; else nothing moves on its own, and
    /// the loop waits for input and answers.
    fn tick_after(&self) -> Option<Duration> {
        self.motion.as_ref().map(|_| FRAME)
    }
}

/// Takes back the last move, and the moves before it down to a move of this
/// keyboard's (the computer's reply goes with the move it answered). A game over
/// stands: its result is counted.
fn take_back<G: TerminalView>(game: &mut Hosting<G>, routes: &mut Routes<G>) {
    let refusal = if game.seats.any_elsewhere() {
        Some(ONLINE_REFUSAL)
    } else if game.is_over() {
        Some("The game is over and counted: n starts a new one")
    } else if game.moves.is_empty() {
        Some("No move to take back")
    } else {
        None
    };
    if let Some(refusal) = refusal {
        game.message = Some(refusal.to_string());
        return;
    }
    game.stop_engine(routes);
    while let Some(mv) = game.moves.pop() {
        game.undone.push(mv);
        game.replay();
        let mover = game.position.to_move();
        if game.moves.is_empty() || game.seats.is_keyboard(mover) {
            break;
        }
    }
    game.message = None;
}

/// Asks for the game to be kept while one is under way, and forgotten after.
fn keep<G: TerminalView>(game: &mut Hosting<G>, routes: &mut Routes<G>) {
    if !game.keeps {
        return;
    }
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
