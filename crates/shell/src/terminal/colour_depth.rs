//! How many colours a terminal shows, and each colour brought down to the nearest it
//! has. This process's own terminal is drawn as the theme says (the player chose its
//! colours); a terminal at the far end of a connection says what it can show (TERM
//! and COLORTERM), and a `#rrggbb` sent to a 16-colour terminal would come out as
//! whatever it makes of an escape it does not know.

use ratatui::style::Color;

/// The colours a terminal can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDepth {
    /// Any `#rrggbb`.
    TrueColour,
    /// The xterm palette: 16 named colours, a 6x6x6 cube and 24 greys.
    Indexed256,
    /// The 16 named colours only.
    Basic16,
}

impl ColourDepth {
    /// What a terminal can show, from its TERM and COLORTERM, as programs commonly
    /// read them.
    pub fn from_terminal(term: &str, colorterm: Option<&str>) -> ColourDepth {
        let colorterm = colorterm.unwrap_or("").to_ascii_lowercase();
        let term = term.to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.contains("direct") {
            ColourDepth::TrueColour
        } else if term.contains("256") {
            ColourDepth::Indexed256
        } else {
            ColourDepth::Basic16
        }
    }

    /// `colour` as this terminal can show it.
    pub fn fit(self, colour: Color) -> Color {
        match (self, colour) {
            (ColourDepth::TrueColour, _) => colour,
            (ColourDepth::Indexed256, Color::Rgb(r, g, b)) => Color::Indexed(nearest_256(r, g, b)),
            (ColourDepth::Basic16, Color::Rgb(r, g, b)) => nearest_named(r, g, b),
            (ColourDepth::Basic16, Color::Indexed(i)) if i >= 16 => {
                let (r, g, b) = rgb_of_index(i);
                nearest_named(r, g, b)
            }
            (ColourDepth::Basic16, Color::Indexed(i)) => NAMED[usize::from(i)].0,
            _ => colour,
        }
    }
}

/// The 16 named colours with the values xterm gives them.
const NAMED: [(Color, (u8, u8, u8)); 16] = [
    (Color::Black, (0, 0, 0)),
    (Color::Red, (205, 0, 0)),
    (Color::Green, (0, 205, 0)),
    (Color::Yellow, (205, 205, 0)),
    (Color::Blue, (0, 0, 238)),
    (Color::Magenta, (205, 0, 205)),
    (Color::Cyan, (0, 205, 205)),
    (Color::Gray, (229, 229, 229)),
    (Color::DarkGray, (127, 127, 127)),
    (Color::LightRed, (255, 0, 0)),
    (Color::LightGreen, (0, 255, 0)),
    (Color::LightYellow, (255, 255, 0)),
    (Color::LightBlue, (92, 92, 255)),
    (Color::LightMagenta, (255, 0, 255)),
    (Color::LightCyan, (0, 255, 255)),
    (Color::White, (255, 255, 255)),
];

/// The steps of xterm's colour cube.
const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

fn distance((r1, g1, b1): (u8, u8, u8), (r2, g2, b2): (u8, u8, u8)) -> u32 {
    let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).unsigned_abs().pow(2);
    d(r1, r2) + d(g1, g2) + d(b1, b2)
}

fn nearest_named(r: u8, g: u8, b: u8) -> Color {
    NAMED
        .iter()
        .min_by_key(|(_, rgb)| distance(*rgb, (r, g, b)))
        .map_or(Color::Reset, |(colour, _)| *colour)
}

/// The nearest of the cube's colours and the greys (the first 16 vary from terminal
/// to terminal, so they are not aimed at).
fn nearest_256(r: u8, g: u8, b: u8) -> u8 {
    (16..=255u8)
        .min_by_key(|&i| distance(rgb_of_index(i), (r, g, b)))
        .unwrap_or(16)
}

/// The colour xterm gives an index from 16 up.
fn rgb_of_index(i: u8) -> (u8, u8, u8) {
    if i >= 232 {
        let grey = 8 + 10 * (i - 232);
        return (grey, grey, grey);
    }
    let n = usize::from(i.saturating_sub(16));
    (CUBE[n / 36], CUBE[(n / 6) % 6], CUBE[n % 6])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_says_its_depth() {
        assert_eq!(
            ColourDepth::from_terminal("xterm-256color", Some("truecolor")),
            ColourDepth::TrueColour
        );
        assert_eq!(
            ColourDepth::from_terminal("xterm-256color", None),
            ColourDepth::Indexed256
        );
        assert_eq!(
            ColourDepth::from_terminal("xterm", None),
            ColourDepth::Basic16
        );
        assert_eq!(
            ColourDepth::from_terminal("vt100", Some("")),
            ColourDepth::Basic16
        );
    }

    #[test]
    fn exact_colours_land_on_their_own_index() {
        assert_eq!(
            ColourDepth::Indexed256.fit(Color::Rgb(255, 0, 0)),
            Color::Indexed(196)
        );
        assert_eq!(
            ColourDepth::Indexed256.fit(Color::Rgb(8, 8, 8)),
            Color::Indexed(232)
        );
        assert_eq!(
            ColourDepth::Indexed256.fit(Color::Rgb(95, 135, 175)),
            Color::Indexed(67)
        );
    }

    #[test]
    fn sixteen_colours_take_the_nearest_name() {
        let basic = ColourDepth::Basic16;
        assert_eq!(basic.fit(Color::Rgb(250, 10, 10)), Color::LightRed);
        assert_eq!(basic.fit(Color::Rgb(200, 200, 20)), Color::Yellow);
        assert_eq!(basic.fit(Color::Indexed(21)), Color::Blue);
        assert_eq!(basic.fit(Color::Indexed(9)), Color::LightRed);
        assert_eq!(basic.fit(Color::Indexed(255)), Color::Gray);
        assert_eq!(basic.fit(Color::Indexed(231)), Color::White);
    }

    #[test]
    fn named_colours_and_reset_pass_through() {
        for depth in [
            ColourDepth::Basic16,
            ColourDepth::Indexed256,
            ColourDepth::TrueColour,
        ] {
            assert_eq!(depth.fit(Color::Green), Color::Green);
            assert_eq!(depth.fit(Color::Reset), Color::Reset);
        }
        assert_eq!(
            ColourDepth::TrueColour.fit(Color::Rgb(1, 2, 3)),
            Color::Rgb(1, 2, 3)
        );
    }
}
