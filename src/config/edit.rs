//! One key of a config's TOML text set to a value, the rest of the text (its
//! comments, its order, every other key) as it was: what the page's settings write
//! when a choice is made in their form or elsewhere, so a config edited by hand
//! keeps its notes.

use serde::Serialize;

/// `text` with `key` set to `value` (a TOML value as written: `"Ann"`, `7`, `true`):
/// in `[section]`, or at the top level, before any section, for `None`. The key's
/// line is replaced where it is; else the key goes first in its section, and the
/// section, when missing, last in the text.
pub fn set_key(text: &str, section: Option<&str>, key: &str, value: &str) -> String {
    let line = format!("{key} = {value}");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let (start, end) = match section {
        None => (0, next_section(&lines, 0)),
        Some(name) => {
            let header = format!("[{name}]");
            match lines.iter().position(|l| l.trim() == header) {
                Some(at) => (at + 1, next_section(&lines, at + 1)),
                None => {
                    if lines.last().is_some_and(|last| !last.trim().is_empty()) {
                        lines.push(String::new());
                    }
                    lines.extend([header, line]);
                    return lines.join("\n") + "\n";
                }
            }
        }
    };
    match (start..end).find(|&at| sets(&lines[at], key)) {
        Some(at) => lines[at] = line,
        None => lines.insert(start, line),
    }
    lines.join("\n") + "\n"
}

/// A value as TOML writes it: a string quoted and escaped (a name may hold `"` or
/// `\`), an enum by its name in the config (`"color-blind"`), a number or a bool as
/// it is.
pub fn toml_value(value: &impl Serialize) -> Option<String> {
    Some(toml::Value::try_from(value).ok()?.to_string())
}

/// The index of the first section header at or after `from`, or the end.
fn next_section(lines: &[String], from: usize) -> usize {
    lines[from..]
        .iter()
        .position(|l| l.trim_start().starts_with('['))
        .map_or(lines.len(), |at| from + at)
}

/// Whether `line` sets `key` (not a comment about it, not a longer key).
fn sets(line: &str, key: &str) -> bool {
    let line = line.trim_start();
    !line.starts_with('#')
        && line
            .split_once('=')
            .is_some_and(|(name, _)| name.trim() == key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Preset, parse};
    use pretty_assertions::assert_eq;
    use std::path::Path;

    const KEPT: &str = "# mine\ngame = \"connect4\"\n\n[players]\n# who plays\none = \"Ann\"\nopponent = \"easy\"\n\n[board]\ncolumns = 8\n";

    #[test]
    fn a_key_is_replaced_where_it_is_and_the_rest_kept() {
        let text = set_key(KEPT, Some("players"), "opponent", "\"hard\"");
        assert_eq!(text, KEPT.replace("\"easy\"", "\"hard\""));
        let text = set_key(KEPT, None, "game", "\"checkers\"");
        assert_eq!(text, KEPT.replace("\"connect4\"", "\"checkers\""));
    }

    #[test]
    fn a_missing_key_goes_first_in_its_section_and_a_missing_section_last() {
        let text = set_key(KEPT, Some("board"), "rows", "7");
        assert!(text.ends_with("[board]\nrows = 7\ncolumns = 8\n"), "{text}");
        let text = set_key(KEPT, Some("display"), "animation", "false");
        assert!(
            text.ends_with("columns = 8\n\n[display]\nanimation = false\n"),
            "{text}"
        );
        let text = set_key("", Some("players"), "two", "\"Bo\"");
        assert_eq!(text, "[players]\ntwo = \"Bo\"\n");
    }

    #[test]
    fn the_same_key_in_another_section_or_a_comment_is_left_alone() {
        let text = set_key(KEPT, None, "one", "\"Top\"");
        assert!(text.starts_with("one = \"Top\"\n# mine\n"), "{text}");
        assert!(
            text.contains("[players]\n# who plays\none = \"Ann\""),
            "{text}"
        );
        let commented = "[players]\n# one = \"Old\"\n";
        let text = set_key(commented, Some("players"), "one", "\"New\"");
        assert_eq!(text, "[players]\none = \"New\"\n# one = \"Old\"\n");
    }

    #[test]
    fn values_are_written_as_toml_and_read_back_as_given() {
        let name = toml_value(&"Ann \"the\" \\ best").unwrap();
        let preset = toml_value(&Preset::ColorBlind).unwrap();
        assert_eq!(preset, "\"color-blind\"");
        let text = set_key(KEPT, Some("players"), "two", &name);
        let text = set_key(&text, Some("colors"), "preset", &preset);
        let config = parse(&text, Path::new("settings")).unwrap();
        assert_eq!(config.players.two.as_str(), "Ann \"the\" \\ best");
        assert_eq!(config.colors.preset, Preset::ColorBlind);
        assert_eq!(config.players.one.as_str(), "Ann");
    }
}
