//! Checkers as a program of the app shell: its keys (from the key table, so `[keys]`
//! rebinds them) and clicks, its screen (`super::view`), and time ticking while the
//! computer thinks.

use super::view::view;
use super::{CheckersMessage, CheckersModel, Think, update};
use crate::terminal::action;
use crate::terminal::checkers_layout;
use connect4_shell::{
    Action, Context, GameChoice, KeepsNothing, KeyPress, OnlineNews, Pointer, PointerAction,
    Program, Route, ShellMessage, StoreAnswer, TICK, Theme, fixed_key, shell_action,
};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::time::Duration;

impl Program for CheckersModel {
    type Message = CheckersMessage;
    type Job = Think;
    type Keep = KeepsNothing;

    fn update(&mut self, message: CheckersMessage) -> Vec<Route<Think>> {
        update(self, message)
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        view(self, theme, frame);
    }

    fn on_key(&self, press: KeyPress) -> Option<CheckersMessage> {
        use CheckersMessage as M;
        if let Some(message) = fixed_key(press) {
            return Some(M::Shell(message));
        }
        let context = self.context();
        let action = self.keys.action(super::GAME, context, press)?;
        Some(match (action, context) {
            (action::CURSOR_LEFT, _) => M::Cursor(0, -1),
            (action::CURSOR_RIGHT, _) => M::Cursor(0, 1),
            (action::CURSOR_UP, _) => M::Cursor(-1, 0),
            (action::CURSOR_DOWN, _) => M::Cursor(1, 0),
            (action::PICK, _) => M::Choose,
            (action::OFFER_DRAW, _) => M::OfferDraw,
            (Action::UNDO, _) => M::Undo,
            (Action::REDO, _) => M::Redo,
            (Action::HINTS, _) => M::ToggleHints,
            (action::NUMBERS, _) => M::ToggleNumbers,
            (action::EXPORT, _) => M::CopyPdn,
            _ => return shell_action(action, context).map(M::Shell),
        })
    }

    fn on_pointer(&self, pointer: Pointer, screen: Rect) -> Option<CheckersMessage> {
        if self.context() != Context::BOARD {
            return None;
        }
        let board = *checkers_layout(screen).board()?;
        let (row, column) = board.cell_at(pointer.x, pointer.y)?;
        Some(match pointer.action {
            PointerAction::Hover => CheckersMessage::PointAt(row, column),
            PointerAction::Press => CheckersMessage::ChooseAt(row, column),
        })
    }

    fn tick(&self) -> CheckersMessage {
        CheckersMessage::Shell(ShellMessage::Tick)
    }

    fn stored(&self, answer: StoreAnswer) -> CheckersMessage {
        CheckersMessage::Shell(ShellMessage::Stored(answer))
    }

    fn online(&self, news: OnlineNews) -> CheckersMessage {
        CheckersMessage::Shell(ShellMessage::Online(news))
    }

    fn running(&self) -> bool {
        self.shell.running
    }

    fn next_game(&self) -> Option<GameChoice> {
        self.shell.next_game
    }

    fn tick_after(&self) -> Option<Duration> {
        self.thinking().then_some(TICK)
    }
}

impl CheckersModel {
    /// Where keys are read now: the box on top, else the board.
    /// A draw offered is a question, under a notice and over any box.
    pub fn context(&self) -> Context {
        match self.shell.context() {
            Context::NOTICE => Context::NOTICE,
            _ if self.draw_offer.is_some() => Context::CONFIRM,
            context => context,
        }
    }
}
