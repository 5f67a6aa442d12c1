//! The scoreboard file's rows of games this build does not know: written by a newer
//! connect4 that plays one more game, or by a build with a game this one leaves out.
//! Each row names its game, so such a row is no damage: it is kept as it was read and
//! written back at the next save, after this build's own rows, and the newer build
//! finds its results again. This build neither shows nor counts them.

/// The rows of games this build does not know, in the order read. Each is kept as
/// its TOML text, which compares by value (a row's own floats could not), so two
/// scoreboards are equal when they would write the same rows.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OtherGames(Vec<String>);

impl OtherGames {
    /// Keeps `row`, as read.
    pub fn keep(&mut self, row: &toml::Table) {
        self.0
            .push(toml::to_string(row).expect("a TOML table read from a file writes back"));
    }

    /// The rows, to be written back as they were read.
    pub fn rows(&self) -> impl Iterator<Item = toml::Table> + '_ {
        self.0
            .iter()
            .map(|text| toml::from_str(text).expect("a kept row reads back as it was written"))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
