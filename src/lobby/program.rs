//! The lobby as a program of the app shell: its keys read through the key map, what
//! it says to the server routed to the link, and nothing that ticks. It keeps no
//! scores and plays no moves, so the storage's answers and a game's news mean nothing
//! here.

use super::keys::lobby_message;
use super::{Lobby, LobbyMessage, update, view};
use crate::shell::{KeepsNothing, KeyPress, OnlineNews, Pointer, Program, Route};
use crate::shell::{StoreAnswer, Tell, Theme};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::time::Duration;

impl Program for Lobby {
    type Message = LobbyMessage;
    /// The lobby asks no engine anything.
    type Job = ();
    type Keep = KeepsNothing;

    fn update(&mut self, message: LobbyMessage) -> Vec<Route<()>> {
        update(self, message)
            .into_iter()
            .map(|said| Route::Elsewhere(Tell::Lobby(said)))
            .collect()
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        view(self, theme, frame);
    }

    fn on_key(&self, press: KeyPress) -> Option<LobbyMessage> {
        lobby_message(self, press)
    }

    fn on_pointer(&self, _: Pointer, _: Rect) -> Option<LobbyMessage> {
        None
    }

    fn tick(&self) -> LobbyMessage {
        LobbyMessage::Tick
    }

    fn stored(&self, _: StoreAnswer) -> LobbyMessage {
        LobbyMessage::Tick
    }

    fn online(&self, _: OnlineNews) -> LobbyMessage {
        LobbyMessage::Tick
    }

    fn running(&self) -> bool {
        self.running
    }

    fn tick_after(&self) -> Option<Duration> {
        None
    }
}
