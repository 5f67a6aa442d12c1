//! Checks that span several keys, made after the file has been read: each key
//! alone was valid, but together they would make the board or scoreboard ambiguous.

use super::Config;

/// A key path such as `["glyphs", "two"]`.
pub type KeyPath = [&'static str; 2];

/// Two keys with the same value where they must differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The two keys, the one more likely just edited (the later) first.
    pub keys: [KeyPath; 2],
    pub value: String,
    /// What must differ and why, e.g. "glyph … so the cells can be told apart".
    what: &'static str,
    why: &'static str,
}

impl Conflict {
    /// The text of what is allowed for `blamed`, naming the other key.
    pub fn expected(&self, blamed: KeyPath) -> String {
        let other = self
            .keys
            .iter()
            .find(|key| **key != blamed)
            .unwrap_or(&self.keys[0]);
        format!(
            "a {} different from {}, {}",
            self.what,
            other.join("."),
            self.why
        )
    }
}

/// The first conflict in `config`, if any.
pub fn find_conflict(config: &Config) -> Option<Conflict> {
    let glyphs = &config.glyphs;
    let players = &config.players;
    let glyph_pairs = [
        (
            [["glyphs", "two"], ["glyphs", "one"]],
            glyphs.two,
            glyphs.one,
        ),
        (
            [["glyphs", "empty"], ["glyphs", "one"]],
            glyphs.empty,
            glyphs.one,
        ),
        (
            [["glyphs", "empty"], ["glyphs", "two"]],
            glyphs.empty,
            glyphs.two,
        ),
    ];
    let same_glyph = glyph_pairs.into_iter().find(|(_, a, b)| a == b);
    if let Some((keys, glyph, _)) = same_glyph {
        return Some(Conflict {
            keys,
            value: glyph.get().to_string(),
            what: "glyph",
            why: "so the cells can be told apart without colour",
        });
    }
    let same_name = players.one.as_str().to_lowercase() == players.two.as_str().to_lowercase();
    same_name.then(|| Conflict {
        keys: [["players", "two"], ["players", "one"]],
        value: players.two.as_str().to_string(),
        what: "name",
        why: "so the scoreboard can tell the players apart",
    })
}
