//! What the app shell runs: one game's model as the event loop sees it. The loop
//! draws it, turns keys and the mouse into its messages, updates it, and routes the
//! effects it asks for to the engine's thread or the storage. Connect 4's `Model` is
//! one program; a second game is another, on the same loop, overlays and storage.

use super::Tell;
use super::{GameChoice, KeepsNothing, KeyPress, OnlineNews, Pointer, StoreAnswer, StoreEffect};
use crate::Theme;
use ratatui::Frame;
use ratatui::layout::Rect;
use std::time::Duration;

/// How often the screen refreshes while something moves in the background (the
/// spinner); answers themselves wake the loop at once.
pub const TICK: Duration = Duration::from_millis(80);

/// How long the computer's move is held back at least, so a person sees it coming.
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(400);

/// Where an effect of a program goes: `J` is what the game asks of its engine, `K`
/// what it keeps of its own beside the scoreboard (most games keep nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route<J, K = KeepsNothing> {
    /// Work for the engine's thread.
    Engine(J),
    /// Stop the engine's work under way: its answers are no longer wanted.
    CancelEngine,
    /// Keep or read the scoreboard or the match in progress.
    Store(StoreEffect),
    /// Keep or read something of the game's own (Connect 4's puzzle record), on the
    /// same storage; answered with a message of the game's.
    Keep(K),
    /// Tell the server of the match played online a move made here, or a word about
    /// the match.
    Elsewhere(Tell),
    /// Put this text on the clipboard: the terminal's (an OSC 52 escape, which the
    /// terminal may ignore), or the browser's.
    Clipboard(String),
}

/// A game's model, as the app shell runs it.
pub trait Program {
    type Message: Send + 'static;
    /// What the engine's thread is asked to do.
    type Job: Send + 'static;
    /// What the game keeps of its own beside the scoreboard ([`KeepsNothing`] for
    /// most games).
    type Keep: Send + 'static;

    /// Applies one message; where each effect it asks for must go, in order.
    fn update(&mut self, message: Self::Message) -> Vec<Route<Self::Job, Self::Keep>>;

    fn view(&self, theme: &Theme, frame: &mut Frame);

    /// The message a key means here, if any.
    fn on_key(&self, press: KeyPress) -> Option<Self::Message>;

    /// The message the mouse means on a screen of `screen`'s size, if any.
    fn on_pointer(&self, pointer: Pointer, screen: Rect) -> Option<Self::Message>;

    /// The message that moves time on (animations, the spinner), and the first one.
    fn tick(&self) -> Self::Message;

    /// The message a storage answer becomes.
    fn stored(&self, answer: StoreAnswer) -> Self::Message;

    /// The message the server's news of a match online becomes.
    fn online(&self, news: OnlineNews) -> Self::Message;

    /// False once the player has left.
    fn running(&self) -> bool;

    /// How soon to tick when no input comes; `None` while nothing moves, so the loop
    /// blocks on input and uses no CPU.
    fn tick_after(&self) -> Option<Duration>;

    /// The game the player chose to play next, once this one has stopped running.
    fn next_game(&self) -> Option<GameChoice> {
        None
    }
}
