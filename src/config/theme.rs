//! Builds the UI's [`Theme`] from the config: the preset's palette with the
//! overrides, the glyphs (plain ASCII in ASCII mode), and no colour when asked.

use super::preset::Palette;
use super::{ColorsConfig, Config, ConfigColor};
use crate::shell::Theme;
use connect4_classic::seat::ByPlayer;
use ratatui::style::{Color, Modifier, Style};

/// The ASCII stand-ins for discs and empty cells.
const ASCII_DISCS: ByPlayer<char> = ByPlayer { one: 'X', two: 'O' };
const ASCII_EMPTY: [char; 3] = ['.', '_', '-'];

impl Config {
    /// The theme every widget draws with.
    pub fn theme(&self) -> Theme {
        let palette = self.colors.palette();
        let (glyphs, empty_glyph) = self.display_glyphs();
        let theme = Theme {
            discs: palette.discs,
            glyphs,
            empty_glyph,
            frame: fg(palette.frame),
            empty: fg(palette.empty),
            hover: fg(palette.hover).add_modifier(Modifier::BOLD),
            // Reversed, so the highlight colour fills the cell behind the glyph;
            // with "reset" each disc shows its own colour reversed.
            highlight: fg(palette.highlight).add_modifier(Modifier::REVERSED | Modifier::BOLD),
            text: fg(palette.text),
            status_bar: fg(palette.status_bar).patch(bg(palette.status_bar_background)),
            ascii: self.display.ascii,
            // Hint colours (green wins, red losses) read on every preset's background.
            ..Theme::default()
        };
        if self.display.color {
            theme
        } else {
            theme.without_color()
        }
    }

    /// The disc and empty glyphs to draw. In ASCII mode, non-ASCII glyphs give way to
    /// X, O and '.'; both disc glyphs change together so they can never end up equal.
    fn display_glyphs(&self) -> (ByPlayer<char>, char) {
        let glyphs = &self.glyphs;
        let discs = ByPlayer::new(glyphs.one.get(), glyphs.two.get());
        let empty = glyphs.empty.get();
        if !self.display.ascii {
            return (discs, empty);
        }
        let discs = if discs.one.is_ascii() && discs.two.is_ascii() {
            discs
        } else {
            ASCII_DISCS
        };
        let empty = if empty.is_ascii() && empty != discs.one && empty != discs.two {
            empty
        } else {
            let free = |c: &char| *c != discs.one && *c != discs.two;
            ASCII_EMPTY
                .into_iter()
                .find(free)
                .expect("two discs cannot use three glyphs")
        };
        (discs, empty)
    }
}

impl ColorsConfig {
    /// The preset's palette with every colour the config sets put in its place.
    pub fn palette(&self) -> Palette {
        let colors = self;
        let base = colors.preset.palette();
        let pick = |set: Option<super::ConfigColor>, preset: Color| set.map_or(preset, |c| c.0);
        Palette {
            discs: ByPlayer::new(
                pick(colors.one, base.discs.one),
                pick(colors.two, base.discs.two),
            ),
            frame: pick(colors.frame, base.frame),
            empty: pick(colors.empty, base.empty),
            hover: pick(colors.hover, base.hover),
            highlight: pick(colors.highlight, base.highlight),
            text: pick(colors.text, base.text),
            status_bar: pick(colors.status_bar, base.status_bar),
            status_bar_background: pick(colors.status_bar_background, base.status_bar_background),
        }
    }

    /// Every colour spelled out: the preset's, or the override. This is what
    /// `connect4 config` prints, so the output shows the colours in use.
    pub fn resolved(&self) -> ColorsConfig {
        let palette = self.palette();
        let set = |color| Some(ConfigColor(color));
        ColorsConfig {
            preset: self.preset,
            one: set(palette.discs.one),
            two: set(palette.discs.two),
            frame: set(palette.frame),
            empty: set(palette.empty),
            hover: set(palette.hover),
            highlight: set(palette.highlight),
            text: set(palette.text),
            status_bar: set(palette.status_bar),
            status_bar_background: set(palette.status_bar_background),
        }
    }
}

/// A foreground colour; "reset" leaves the style without one, so the terminal's
/// own colour shows (and the default theme compares equal to `Theme::default`).
fn fg(color: Color) -> Style {
    match color {
        Color::Reset => Style::new(),
        color => Style::new().fg(color),
    }
}

fn bg(color: Color) -> Style {
    match color {
        Color::Reset => Style::new(),
        color => Style::new().bg(color),
    }
}
