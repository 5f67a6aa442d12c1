//! The look of the game: colours and glyphs, built from the config and passed to
//! every widget (never read from a global).

use connect4_game::seat::{ByPlayer, Player};
use ratatui::style::{Color, Modifier, Style};

/// Every style and glyph the widgets draw with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theme {
    /// Disc colour for each player.
    pub discs: ByPlayer<Color>,
    /// Disc glyph for each player: single-width, and different, so colour is not the
    /// only cue.
    pub glyphs: ByPlayer<char>,
    /// Glyph of an empty cell.
    pub empty_glyph: char,
    /// The board's frame and column numbers.
    pub frame: Style,
    /// Empty cells.
    pub empty: Style,
    /// The hover marker above the chosen column.
    pub hover: Style,
    /// Added on top of a disc's style for the winning four.
    pub highlight: Style,
    /// Ordinary text: panels, help.
    pub text: Style,
    /// The status bar line.
    pub status_bar: Style,
    /// Hint labels for a column that wins, draws or loses.
    pub hint_win: Style,
    pub hint_draw: Style,
    pub hint_loss: Style,
    /// Draw frames with plain ASCII (`+-|`) instead of box-drawing characters.
    pub ascii: bool,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            discs: ByPlayer::new(Color::LightRed, Color::LightYellow),
            glyphs: ByPlayer::new('●', '◆'),
            empty_glyph: '·',
            frame: Style::new().fg(Color::Blue),
            empty: Style::new().fg(Color::DarkGray),
            hover: Style::new().add_modifier(Modifier::BOLD),
            highlight: Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            text: Style::new(),
            status_bar: Style::new().fg(Color::White).bg(Color::DarkGray),
            hint_win: Style::new()
                .fg(Color::LightGreen)
                .add_modifier(Modifier::BOLD),
            hint_draw: Style::new().fg(Color::Gray),
            hint_loss: Style::new().fg(Color::Red),
            ascii: false,
        }
    }
}

impl Theme {
    /// The style of one player's disc.
    pub fn disc(&self, player: Player) -> Style {
        Style::new()
            .fg(self.discs[player])
            .add_modifier(Modifier::BOLD)
    }

    /// A theme with no colour at all (NO_COLOR, `--no-color`): glyphs and modifiers
    /// still tell everything apart.
    pub fn without_color(mut self) -> Self {
        let strip = |style: Style| Style {
            fg: None,
            bg: None,
            underline_color: None,
            ..style
        };
        self.discs = ByPlayer::new(Color::Reset, Color::Reset);
        self.frame = strip(self.frame);
        self.empty = strip(self.empty);
        self.hover = strip(self.hover);
        self.highlight = strip(self.highlight);
        self.text = strip(self.text);
        self.status_bar = strip(self.status_bar).add_modifier(Modifier::REVERSED);
        self.hint_win = strip(self.hint_win);
        self.hint_draw = strip(self.hint_draw);
        self.hint_loss = strip(self.hint_loss);
        self
    }
}
