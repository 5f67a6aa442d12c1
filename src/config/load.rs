//! Where the config comes from and in what order: `--config`, else
//! `$CONNECT4_CONFIG`, else the platform config directory; then the command line's
//! flags and NO_COLOR on top. The lookup is pure (the environment is passed in as
//! [`Env`]) so the precedence is tested without touching the process environment.

use super::Config;
use super::diagnose::{schema_error, syntax_error, value_span};
use super::error::{ConfigError, ConfigErrorKind, Position};
use super::opponent::Opponent;
use super::validate::{Conflict, find_conflict};
use super::values::Dimension;
use crate::files::ReadOutcome;
use crate::shell::{Action, KeyConflict, KeyPress};
use serde::Deserialize;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use toml::de::DeTable;

/// The environment variable that names a config file.
pub const CONFIG_ENV: &str = "CONNECT4_CONFIG";

/// The environment variables the config depends on, read once at the edge.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Env {
    /// `$CONNECT4_CONFIG`, if set and not empty.
    pub config: Option<PathBuf>,
    /// `$NO_COLOR` set to anything but the empty string (no-color.org).
    pub no_color: bool,
}

impl Env {
    pub fn from_process() -> Env {
        Env::from_lookup(|name| std::env::var_os(name))
    }

    /// Reads the variables through `get`, so tests can pass a map.
    pub fn from_lookup(get: impl Fn(&str) -> Option<OsString>) -> Env {
        let non_empty = |name: &str| get(name).filter(|value| !value.is_empty());
        Env {
            config: non_empty(CONFIG_ENV).map(PathBuf::from),
            no_color: non_empty("NO_COLOR").is_some(),
        }
    }
}

/// Who chose the config file; a file chosen by a person must exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Flag,
    Env,
    Default,
}

/// The config file to read and who chose it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub path: PathBuf,
    pub origin: Origin,
}

/// The platform's config file (`~/.config/connect4/config.toml` on Linux), or
/// `None` when there is no home directory.
#[cfg(not(target_arch = "wasm32"))]
pub fn default_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "connect4")
        .map(|dirs| dirs.config_dir().join("config.toml"))
}

/// The file to read: the flag, else the environment, else the default.
pub fn locate(flag: Option<&Path>, env: &Env, default: Option<PathBuf>) -> Option<Location> {
    let chosen = |path: &Path, origin| Location {
        path: path.to_path_buf(),
        origin,
    };
    flag.map(|path| chosen(path, Origin::Flag))
        .or_else(|| env.config.as_deref().map(|path| chosen(path, Origin::Env)))
        .or_else(|| default.map(|path| chosen(&path, Origin::Default)))
}

/// Reads the config at `location`. A missing default file means the defaults; a
/// missing file that someone named is an error.
pub fn read(location: Option<&Location>) -> Result<Config, ConfigError> {
    let Some(Location { path, origin }) = location else {
        return Ok(Config::default());
    };
    let unreadable = |reason: String| -> ConfigError {
        ConfigErrorKind::Unreadable {
            path: path.clone(),
            reason,
        }
        .into()
    };
    match crate::files::read_regular(path, MAX_CONFIG_BYTES) {
        Ok(ReadOutcome::Bytes(bytes)) => match String::from_utf8(bytes) {
            Ok(source) => parse(&source, path),
            Err(_) => Err(unreadable("it is not UTF-8 text".into())),
        },
        Ok(ReadOutcome::Refused(reason)) => Err(unreadable(reason)),
        Ok(ReadOutcome::Missing) => match origin {
            Origin::Default => Ok(Config::default()),
            Origin::Flag => Err(missing(path, "--config")),
            Origin::Env => Err(missing(path, &format!("${CONFIG_ENV}"))),
        },
        Err(error) => Err(unreadable(error.to_string())),
    }
}

/// A config file is a few hundred bytes; one of a megabyte is not a config file.
const MAX_CONFIG_BYTES: u64 = 1 << 20;

fn missing(path: &Path, named_by: &str) -> ConfigError {
    ConfigErrorKind::Missing {
        path: path.to_path_buf(),
        named_by: named_by.to_string(),
    }
    .into()
}

/// Parses and checks a config file's text; `path` is only used in messages.
pub fn parse(source: &str, path: &Path) -> Result<Config, ConfigError> {
    let document = DeTable::parse(source).map_err(|error| syntax_error(path, source, &error))?;
    // The deserializer consumes the document; a copy stays to find keys by position.
    let deserializer = toml::de::Deserializer::from(document.clone());
    let config = Config::deserialize(deserializer).map_err(|error| {
        ConfigError::from(schema_error(path, source, document.get_ref(), &error))
    })?;
    if let Some(conflict) = find_conflict(&config) {
        return Err(conflict_error(path, source, document.get_ref(), &conflict));
    }
    if let Some(fixed) = config.keys.fixed_key() {
        return Err(fixed_key_error(path, source, document.get_ref(), fixed));
    }
    if let Err(clash) = config.keys.try_keymap() {
        return Err(key_clash_error(path, source, document.get_ref(), &clash));
    }
    Ok(config)
}

/// Two actions given one key where both are read: blames the one the file sets (the
/// other may keep its default key).
fn key_clash_error(
    path: &Path,
    source: &str,
    document: &DeTable<'_>,
    clash: &KeyConflict,
) -> ConfigError {
    let (first, second) = (clash.first.name(), clash.second.name());
    let (blamed, other) = if value_span(document, &["keys", second]).is_some() {
        (second, first)
    } else {
        (first, second)
    };
    let span = value_span(document, &["keys", blamed]);
    ConfigErrorKind::BadValue {
        path: path.to_path_buf(),
        at: span.map(|span| Position::in_source(source, span.start)),
        key: format!("keys.{blamed}"),
        value: clash.key.config_name(),
        expected: format!(
            "a key that keys.{other} does not use too (they are read in the same place)"
        ),
        suggestion: None,
    }
    .into()
}

/// A key that no action may take (a digit, Ctrl-C), named with the action given it
/// and why.
fn fixed_key_error(
    path: &Path,
    source: &str,
    document: &DeTable<'_>,
    (action, key, why): (Action, KeyPress, &str),
) -> ConfigError {
    let name = action.name();
    let span = value_span(document, &["keys", name]);
    ConfigErrorKind::BadValue {
        path: path.to_path_buf(),
        at: span.map(|span| Position::in_source(source, span.start)),
        key: format!("keys.{name}"),
        value: key.config_name(),
        expected: format!("a key that can be changed: {why}, whatever [keys] says"),
        suggestion: None,
    }
    .into()
}

/// Blames the first of the conflict's keys that the file sets, so the position
/// points at a line the user wrote (the other may be a default).
fn conflict_error(
    path: &Path,
    source: &str,
    document: &DeTable<'_>,
    conflict: &Conflict,
) -> ConfigError {
    let set = conflict
        .keys
        .iter()
        .find_map(|key| value_span(document, key).map(|span| (*key, span)));
    let blamed = set.as_ref().map_or(conflict.keys[0], |(key, _)| *key);
    ConfigErrorKind::BadValue {
        path: path.to_path_buf(),
        at: set.map(|(_, span)| Position::in_source(source, span.start)),
        key: blamed.join("."),
        value: conflict.value.clone(),
        expected: conflict.expected(blamed),
        suggestion: None,
    }
    .into()
}

/// What the command line and the environment set on top of the file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Overrides {
    /// `--game`: the game, over `game`.
    pub game: Option<super::GameChoice>,
    pub columns: Option<u8>,
    pub rows: Option<u8>,
    pub ascii: bool,
    pub no_color: bool,
    /// `--no-animation`: discs drop straight into place.
    pub no_animation: bool,
    /// `--vs`: the opponent, over `players.opponent`.
    pub opponent: Option<Opponent>,
    /// `--computer-first`: the computer starts the first match.
    pub computer_first: bool,
}

impl Config {
    /// The config with the command line's and environment's settings on top.
    /// Sizes outside 4..=10 are ignored here: clap has already refused them.
    pub fn with_overrides(mut self, overrides: &Overrides) -> Config {
        if let Some(game) = overrides.game {
            self.game = game;
        }
        if let Some(columns) = overrides.columns.and_then(Dimension::new) {
            self.board.columns = columns;
        }
        if let Some(rows) = overrides.rows.and_then(Dimension::new) {
            self.board.rows = rows;
        }
        if let Some(opponent) = overrides.opponent {
            self.players.opponent = opponent;
        }
        self.players.computer_first |= overrides.computer_first;
        self.display.ascii |= overrides.ascii;
        self.display.color &= !overrides.no_color;
        self.display.animation &= !overrides.no_animation;
        self
    }
}
