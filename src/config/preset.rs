//! Palette presets: complete sets of colours that the `[colors]` keys can then
//! override one by one.

use connect4_classic::seat::ByPlayer;
use ratatui::style::Color;
use serde::{Deserialize, Serialize};

/// A named palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Red and yellow discs on a blue frame, for a dark terminal.
    #[default]
    Default,
    /// Orange and sky blue (Okabe-Ito), told apart with any colour vision.
    ColorBlind,
    /// Bright, saturated colours and a white frame, for low-contrast screens.
    HighContrast,
    /// Darker colours that stay readable on a light background.
    Light,
}

/// Every colour the theme is built from. `Color::Reset` means "no colour of its
/// own": the terminal's colour, or for `hover` the colour of the player to move,
/// and for `highlight` each winning disc's own colour, reversed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    pub discs: ByPlayer<Color>,
    pub frame: Color,
    pub empty: Color,
    pub hover: Color,
    pub highlight: Color,
    pub text: Color,
    pub status_bar: Color,
    pub status_bar_background: Color,
}

impl Preset {
    pub fn palette(self) -> Palette {
        match self {
            Preset::Default => Palette {
                discs: ByPlayer::new(Color::LightRed, Color::LightYellow),
                frame: Color::Blue,
                empty: Color::DarkGray,
                hover: Color::Reset,
                highlight: Color::Reset,
                text: Color::Reset,
                status_bar: Color::White,
                status_bar_background: Color::DarkGray,
            },
            Preset::ColorBlind => Palette {
                discs: ByPlayer::new(Color::Rgb(0xE6, 0x9F, 0x00), Color::Rgb(0x56, 0xB4, 0xE9)),
                frame: Color::Gray,
                empty: Color::DarkGray,
                hover: Color::Reset,
                highlight: Color::Rgb(0xF0, 0xE4, 0x42),
                text: Color::Reset,
                status_bar: Color::Black,
                status_bar_background: Color::Gray,
            },
            Preset::HighContrast => Palette {
                discs: ByPlayer::new(Color::LightRed, Color::LightCyan),
                frame: Color::White,
                empty: Color::Gray,
                hover: Color::Reset,
                highlight: Color::LightGreen,
                text: Color::White,
                status_bar: Color::Black,
                status_bar_background: Color::White,
            },
            Preset::Light => Palette {
                discs: ByPlayer::new(Color::Red, Color::Blue),
                frame: Color::Black,
                empty: Color::Gray,
                hover: Color::Reset,
                highlight: Color::Reset,
                text: Color::Black,
                status_bar: Color::White,
                status_bar_background: Color::Blue,
            },
        }
    }
}
