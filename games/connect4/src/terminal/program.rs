//! Connect 4's model as a program of the app shell: its effects routed, its keys read
//! through the key map, and time ticking while something moves.

use super::puzzle::RecordPuzzle;
use super::view;
use super::{FALL_TICK, Message, Model, Search, pointer_to_message, update};
use crate::terminal::key_message;
use crate::terminal::screen_layout;
use connect4_shell::{KeyPress, OnlineNews, Pointer, Program, Route, ShellMessage, StoreAnswer};
use connect4_shell::{TICK, Theme};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::time::Duration;

impl Program for Model {
    type Message = Message;
    type Job = Search;
    type Keep = RecordPuzzle;

    fn update(&mut self, message: Message) -> Vec<Route<Search, RecordPuzzle>> {
        update(self, message)
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        view(self, theme, frame);
    }

    fn on_key(&self, press: KeyPress) -> Option<Message> {
        key_message(&self.settings.keys, self.mode(), press)
    }

    fn on_pointer(&self, pointer: Pointer, screen: Rect) -> Option<Message> {
        let layout = screen_layout(screen, self.board_size());
        let board = layout.board()?;
        pointer_to_message(self.mode(), board, pointer)
    }

    fn tick(&self) -> Message {
        Message::Shell(ShellMessage::Tick)
    }

    fn stored(&self, answer: StoreAnswer) -> Message {
        Message::Shell(ShellMessage::Stored(answer))
    }

    fn online(&self, news: OnlineNews) -> Message {
        Message::Shell(ShellMessage::Online(news))
    }

    fn running(&self) -> bool {
        self.shell.running
    }

    fn next_game(&self) -> Option<connect4_shell::GameChoice> {
        self.shell.next_game
    }

    fn tick_after(&self) -> Option<Duration> {
        self.busy().then_some(if self.falling.is_some() {
            FALL_TICK
        } else {
            TICK
        })
    }
}
