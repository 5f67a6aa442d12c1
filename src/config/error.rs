//! The config error a person reads: its `Display` is the whole message, naming the
//! file, the key, the position, the bad value in quotes, what is allowed, and the
//! nearest key or value when it looks like a typo.

use connect4_classic::escape::{escape, escape_cut, escape_path};
use std::fmt;
use std::path::PathBuf;

/// A 1-based line and column in the config file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

impl Position {
    /// The position of a byte offset in `source`, counting columns in characters.
    pub fn in_source(source: &str, offset: usize) -> Position {
        let before = &source[..offset.min(source.len())];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Position {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

/// Why the config could not be used. The program stops with exit status 2.
/// Boxed, so a `Result<Config, ConfigError>` stays small.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError(Box<ConfigErrorKind>);

impl ConfigError {
    pub fn kind(&self) -> &ConfigErrorKind {
        &self.0
    }
}

impl From<ConfigErrorKind> for ConfigError {
    fn from(kind: ConfigErrorKind) -> Self {
        ConfigError(Box::new(kind))
    }
}

/// The kinds of config errors, with what each message needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigErrorKind {
    /// A file named by `--config` or `$CONNECT4_CONFIG` does not exist.
    Missing { path: PathBuf, named_by: String },
    /// The file exists but cannot be read (permissions, a directory, not UTF-8).
    Unreadable { path: PathBuf, reason: String },
    /// Not valid TOML at all.
    Syntax {
        path: PathBuf,
        at: Option<Position>,
        message: String,
    },
    /// A key the config does not have, probably a typo.
    UnknownKey {
        path: PathBuf,
        at: Option<Position>,
        /// The section, as written in a header ("board"); empty at the top level.
        section: String,
        key: String,
        suggestion: Option<String>,
        /// The section that has a key of exactly this name, when it is elsewhere.
        belongs_in: Option<String>,
        allowed: Vec<String>,
    },
    /// A key with a value of the wrong type, out of range, or not one of the choices.
    BadValue {
        path: PathBuf,
        at: Option<Position>,
        /// The full key path, e.g. `board.columns`.
        key: String,
        value: String,
        expected: String,
        suggestion: Option<String>,
    },
    /// There is no platform config directory (no home), and no file was named.
    NoLocation,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for ConfigErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigErrorKind::Missing { path, named_by } => write!(
                f,
                "config file '{}' (named by {named_by}) does not exist",
                escape_path(path)
            ),
            ConfigErrorKind::Unreadable { path, reason } => {
                write!(
                    f,
                    "cannot read config file '{}': {}",
                    escape_path(path),
                    escape(reason)
                )
            }
            ConfigErrorKind::Syntax { path, at, message } => {
                write_place(f, path, *at)?;
                write!(f, "not valid TOML: {}", escape_keeping_lines(message))
            }
            ConfigErrorKind::UnknownKey {
                path,
                at,
                section,
                key,
                suggestion,
                belongs_in,
                allowed,
            } => {
                write_place(f, path, *at)?;
                let key = escape_cut(key, QUOTE_MAX);
                match section.as_str() {
                    "" => write!(f, "unknown key '{key}' at the top level")?,
                    section => write!(
                        f,
                        "unknown key '{key}' in [{}]",
                        escape_cut(section, QUOTE_MAX)
                    )?,
                }
                write_suggestion(f, suggestion.as_deref())?;
                match belongs_in.as_deref() {
                    Some("") => write!(f, "; '{key}' belongs at the top, before any [section]")?,
                    Some(section) => write!(f, "; '{key}' belongs in [{section}]")?,
                    None => {}
                }
                write!(f, " (allowed: {})", quoted_list(allowed))
            }
            ConfigErrorKind::BadValue {
                path,
                at,
                key,
                value,
                expected,
                suggestion,
            } => {
                write_place(f, path, *at)?;
                let value = escape_cut(value, QUOTE_MAX);
                write!(
                    f,
                    "bad value '{value}' for {}: expected {expected}",
                    escape_cut(key, QUOTE_MAX)
                )?;
                write_suggestion(f, suggestion.as_deref())
            }
            ConfigErrorKind::NoLocation => f.write_str(
                "no config directory could be found (is $HOME set?): \
                 name a file with --config or $CONNECT4_CONFIG",
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The longest a quoted key or value from the file is shown: a huge one would bury the
/// message.
const QUOTE_MAX: usize = 60;

/// A message quoting the file (TOML's own, with a snippet over several lines): escaped
/// line by line, so its layout stays while nothing in it reaches the terminal raw.
fn escape_keeping_lines(message: &str) -> String {
    message
        .split('\n')
        .map(escape)
        .collect::<Vec<_>>()
        .join("\n")
}

/// `path:line:column: `, the shape compilers use, so editors can jump to it.
fn write_place(
    f: &mut fmt::Formatter<'_>,
    path: &std::path::Path,
    at: Option<Position>,
) -> fmt::Result {
    write!(f, "{}:", escape_path(path))?;
    if let Some(Position { line, column }) = at {
        write!(f, "{line}:{column}:")?;
    }
    f.write_str(" ")
}

fn write_suggestion(f: &mut fmt::Formatter<'_>, suggestion: Option<&str>) -> fmt::Result {
    match suggestion {
        Some(nearest) => write!(f, "; did you mean '{nearest}'?"),
        None => Ok(()),
    }
}

/// `'a', 'b', 'c'`
pub fn quoted_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|item| format!("'{item}'")).collect();
    quoted.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_lines_and_characters_from_one() {
        let source = "a = 1\n[board]\né = 2\n";
        assert_eq!(
            Position::in_source(source, 0),
            Position { line: 1, column: 1 }
        );
        assert_eq!(
            Position::in_source(source, 14),
            Position { line: 3, column: 1 }
        );
        // 'é' is two bytes but one column.
        assert_eq!(
            Position::in_source(source, 17),
            Position { line: 3, column: 3 }
        );
    }
}
