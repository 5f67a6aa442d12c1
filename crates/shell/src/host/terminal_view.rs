//! What a game writes to be played at the terminal on the shell's host: its entry
//! (name, title, rows of the key table), its board drawn, and what its own keys do on
//! the board. Its rules and its computer are its [`Rules`] and [`Engine`]; the host
//! does the rest (seats, turns, the menu, the questions, the scoreboard, the game
//! kept for a restart).

use crate::{Action, GameChoice, KeyPress, PointerAction, Theme};
use connect4_game::{Engine, GameKind, Rules};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::fmt::Debug;

/// What one of the game's own keys does on its board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act<C> {
    /// Points the keys elsewhere on the board.
    Point(C),
    /// Plays the move written so, as the game's `play` reads it.
    Play(String),
}

/// A game's position as the terminal shows it and its keys move on it.
pub trait TerminalView: Rules + Engine {
    /// The game as the shell knows it.
    const GAME: GameChoice;

    /// Where the keys point on the board (a cell, a column); the default on a new
    /// game.
    type Cursor: Copy + Default + PartialEq + Debug + Send + 'static;

    /// The seats' names, as the board marks them ("X" and "O").
    const SEATS: [&'static str; 2];

    /// How the game is played, in a few sentences for a newcomer with a mouse or a
    /// finger: the first words of its help on the page.
    const RULES: &'static str;

    /// The board's width and height on screen, in cells: the host centres it, with
    /// the lines about the game under it.
    fn extent(&self) -> (u16, u16);

    /// Draws the position in `area`, with the keys' place shown.
    fn draw(&self, cursor: Self::Cursor, theme: &Theme, frame: &mut Frame, area: Rect);

    /// How many frames the board shows between `before` and this position, just
    /// after the move that made it (a disc falling); none by default, the position
    /// standing at once.
    fn frames(&self, before: &Self) -> usize {
        let _ = before;
        0
    }

    /// Draws frame `at` (counted from 0, fewer than `frames`) of the move from
    /// `before` to this position, as `draw` draws a position.
    fn draw_frame(
        &self,
        before: &Self,
        at: usize,
        cursor: Self::Cursor,
        theme: &Theme,
        frame: &mut Frame,
        area: Rect,
    ) {
        let _ = (before, at);
        self.draw(cursor, theme, frame, area);
    }

    /// What the game's own `action` does with the keys at `cursor`, if anything.
    fn act(&self, action: Action, cursor: Self::Cursor) -> Option<Act<Self::Cursor>>;

    /// What a key no action took does on the board (a digit choosing a column, as
    /// in Connect 4), if anything.
    fn key(&self, press: KeyPress) -> Option<Act<Self::Cursor>> {
        let _ = press;
        None
    }

    /// How a kind of the game is written where games are listed (the lobby): its
    /// title, unless its settings need saying ("PopOut 8x7").
    fn kind_words(kind: GameKind) -> String {
        let _ = kind;
        Self::GAME.title().to_string()
    }

    /// What the mouse does at `at` (column and row of the board's area, from its top
    /// left corner), hovering or pressing, if anything.
    fn pointer(&self, at: (u16, u16), action: PointerAction) -> Option<Act<Self::Cursor>> {
        let _ = (at, action);
        None
    }
}
