//! The config's colours (ratatui's: the sixteen named ones, the 256 indexed, or RGB)
//! as CSS colours for the page's own drawing. The named ones are the brighter,
//! softer shades a page uses rather than the terminal's pure primaries.

use ratatui::style::Color;

/// An RGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// As CSS: `rgb(r g b)`, or with an alpha between 0 and 1.
    pub fn css(self) -> String {
        format!("rgb({} {} {})", self.0, self.1, self.2)
    }

    pub fn with_alpha(self, alpha: f64) -> String {
        format!("rgb({} {} {} / {alpha:.2})", self.0, self.1, self.2)
    }

    /// The same hue darker (`amount` 0-1 towards black), for rims and marks.
    pub fn darker(self, amount: f64) -> Rgb {
        let scale = |c: u8| (f64::from(c) * (1.0 - amount)).round() as u8;
        Rgb(scale(self.0), scale(self.1), scale(self.2))
    }

    /// The same hue lighter (`amount` 0-1 towards white).
    pub fn lighter(self, amount: f64) -> Rgb {
        let scale = |c: u8| (f64::from(c) + (255.0 - f64::from(c)) * amount).round() as u8;
        Rgb(scale(self.0), scale(self.1), scale(self.2))
    }

    /// WCAG's contrast ratio between two colours, 1 to 21.
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance() + 0.05, other.luminance() + 0.05);
        a.max(b) / a.min(b)
    }

    /// A shade of this colour for a mark drawn on it (a disc's ring or diamond), at
    /// least 3:1 against it (WCAG's ratio for the parts of a graphic that carry
    /// meaning): darker on a colour with more room towards black, else lighter.
    pub fn mark(self) -> Rgb {
        let towards_black = (self.luminance() + 0.05) / 0.05 >= 1.05 / (self.luminance() + 0.05);
        (1..=20)
            .map(|step| {
                let amount = f64::from(step) * 0.05;
                if towards_black {
                    self.darker(amount)
                } else {
                    self.lighter(amount)
                }
            })
            .find(|&shade| self.contrast(shade) >= 3.0)
            .unwrap_or_else(|| self.ink())
    }

    /// Relative luminance (WCAG), 0 for black to 1 for white.
    pub fn luminance(self) -> f64 {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.0) + 0.7152 * linear(self.1) + 0.0722 * linear(self.2)
    }

    /// This colour, lightened towards white until it reads at WCAG AA (4.5:1) on the
    /// game's near-black area.
    pub fn readable_on_dark(self) -> Rgb {
        let ground = Rgb(11, 13, 16).luminance();
        let mut colour = self;
        for step in 1..=10 {
            if (colour.luminance() + 0.05) / (ground + 0.05) >= 4.5 {
                break;
            }
            let towards = |c: u8| c + ((255 - c) as f64 * 0.1 * f64::from(step)) as u8;
            colour = Rgb(towards(self.0), towards(self.1), towards(self.2));
        }
        colour
    }

    /// Black or white, whichever reads better on this colour.
    pub fn ink(self) -> Rgb {
        if self.luminance() > 0.18 {
            Rgb(17, 17, 17)
        } else {
            Rgb(250, 250, 250)
        }
    }
}

/// `color` as RGB; `reset` stands for the terminal's default colour.
pub fn rgb(color: Color, reset: Rgb) -> Rgb {
    match color {
        Color::Reset => reset,
        Color::Black => Rgb(20, 20, 20),
        Color::Red => Rgb(198, 40, 40),
        Color::Green => Rgb(46, 125, 50),
        Color::Yellow => Rgb(200, 160, 0),
        Color::Blue => Rgb(30, 80, 200),
        Color::Magenta => Rgb(150, 60, 170),
        Color::Cyan => Rgb(0, 131, 143),
        Color::Gray => Rgb(176, 176, 176),
        Color::DarkGray => Rgb(110, 110, 110),
        Color::LightRed => Rgb(236, 64, 58),
        Color::LightGreen => Rgb(76, 205, 96),
        Color::LightYellow => Rgb(255, 212, 38),
        Color::LightBlue => Rgb(90, 140, 240),
        Color::LightMagenta => Rgb(220, 110, 225),
        Color::LightCyan => Rgb(80, 210, 230),
        Color::White => Rgb(245, 245, 245),
        Color::Indexed(index) => indexed(index),
        Color::Rgb(r, g, b) => Rgb(r, g, b),
    }
}

/// The xterm 256-colour palette: 16 named, a 6x6x6 cube, then 24 greys.
fn indexed(index: u8) -> Rgb {
    xterm_indexed(index, |named| rgb(named, Rgb(0, 0, 0)))
}

/// xterm's colour `index`, its first sixteen the named colours as `named` paints them
/// (the canvas in its own palette, the text grid in the classic terminal's).
pub fn xterm_indexed(index: u8, named: impl Fn(Color) -> Rgb) -> Rgb {
    const NAMED: [Color; 16] = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    match index {
        0..=15 => named(NAMED[usize::from(index)]),
        16..=231 => {
            let level = |n: u8| if n == 0 { 0 } else { 55 + n * 40 };
            let n = index - 16;
            Rgb(level(n / 36), level(n / 6 % 6), level(n % 6))
        }
        _ => {
            let grey = 8 + (index - 232) * 10;
            Rgb(grey, grey, grey)
        }
    }
}
