//! The door as a program of the app shell: its keys read through the key map, and
//! nothing else. It asks no engine, keeps nothing, hears no news and never ticks:
//! the loop blocks on input while it is open, and the driver acts on the choice it
//! ends with.

use super::keys::door_message;
use super::{Door, DoorMessage, update, view};
use crate::shell::{KeepsNothing, KeyPress, OnlineNews, Pointer, Program, Route};
use crate::shell::{StoreAnswer, Theme};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::time::Duration;

impl Program for Door {
    type Message = DoorMessage;
    /// The door asks no engine anything.
    type Job = ();
    type Keep = KeepsNothing;

    fn update(&mut self, message: DoorMessage) -> Vec<Route<()>> {
        update(self, message);
        Vec::new()
    }

    fn view(&self, theme: &Theme, frame: &mut Frame) {
        view(self, theme, frame);
    }

    fn on_key(&self, press: KeyPress) -> Option<DoorMessage> {
        door_message(&self.keys, &self.stage, press)
    }

    fn on_pointer(&self, _: Pointer, _: Rect) -> Option<DoorMessage> {
        None
    }

    fn tick(&self) -> DoorMessage {
        DoorMessage::Tick
    }

    fn stored(&self, _: StoreAnswer) -> DoorMessage {
        DoorMessage::Tick
    }

    fn online(&self, _: OnlineNews) -> DoorMessage {
        DoorMessage::Tick
    }

    fn running(&self) -> bool {
        self.chosen.is_none()
    }

    fn tick_after(&self) -> Option<Duration> {
        None
    }
}
