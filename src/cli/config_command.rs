//! `connect4 config`: the config in effect as TOML, or with `--path` the file's path.

use super::{Cli, Command, ConfigArgs};
use crate::config::{Config, ConfigError, ConfigErrorKind, Env};
use std::io::Write;

impl Cli {
    /// `connect4 config --path`, which must work even when the config is broken or
    /// missing: it is how a user finds the file to fix.
    pub fn wants_config_path(&self) -> bool {
        matches!(
            self.command,
            Some(Command::Config(ConfigArgs { path: true }))
        )
    }
}

/// Writes where the config file is looked for (it may not exist yet).
pub fn print_config_path(cli: &Cli, env: &Env, out: &mut impl Write) -> color_eyre::Result<()> {
    let location = cli
        .config_location(env)
        .ok_or(ConfigError::from(ConfigErrorKind::NoLocation))?;
    writeln!(out, "{}", crate::escape::escape_path(&location.path))?;
    Ok(())
}

/// Writes the effective config: the file, or the defaults, with the flags applied.
pub fn print_config(config: &Config, out: &mut impl Write) -> color_eyre::Result<()> {
    write!(out, "{}", config.to_toml())?;
    Ok(())
}
