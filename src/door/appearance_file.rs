//! A door visitor's own settings: colour and ASCII, chosen on the door's settings
//! screen, kept in `door.toml` in their folder (written whole or not at all), read
//! at each visit. A file that cannot be read means the defaults: the visitor sets
//! them again, and the next save replaces it.

use super::menu::Appearance;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::Path;

const FILE: &str = "door.toml";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Kept {
    color: bool,
    ascii: bool,
}

/// The settings kept in `folder`, if any were.
pub fn load_appearance(folder: &Path) -> Option<Appearance> {
    let text = std::fs::read_to_string(folder.join(FILE)).ok()?;
    let kept: Kept = toml::from_str(&text).ok()?;
    Some(Appearance {
        color: kept.color,
        ascii: kept.ascii,
    })
}

/// Keeps `appearance` in `folder` for the next visits.
pub fn save_appearance(folder: &Path, appearance: Appearance) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    let kept = Kept {
        color: appearance.color,
        ascii: appearance.ascii,
    };
    let text = toml::to_string(&kept).map_err(io::Error::other)?;
    crate::scoreboard::replace_atomically(folder, &folder.join(FILE), ".door", &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_kept_are_the_settings_read() {
        let folder = tempfile::tempdir().unwrap();
        assert_eq!(load_appearance(folder.path()), None);
        let chosen = Appearance {
            color: false,
            ascii: true,
        };
        save_appearance(folder.path(), chosen).unwrap();
        assert_eq!(load_appearance(folder.path()), Some(chosen));
    }

    #[test]
    fn a_damaged_file_means_the_defaults() {
        let folder = tempfile::tempdir().unwrap();
        std::fs::write(folder.path().join(FILE), "color = \"blue\"").unwrap();
        assert_eq!(load_appearance(folder.path()), None);
    }
}
