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
            Some(Command::Config(ConfigArgs { path: true, .. }))
        )
    }
}

/// Writes where the config file is looked for (it may not exist yet).
pub fn print_config_path(cli: &Cli, env: &Env, out: &mut impl Write) -> color_eyre::Result<()> {
    let location = cli
        .config_location(env)
        .ok_or(ConfigError::from(ConfigErrorKind::NoLocation))?;
    writeln!(
        out,
        "{}",
        connect4_classic::escape::escape_path(&location.path)
    )?;
    Ok(())
}

/// Writes the effective config: the file, or the defaults, with the flags applied.
pub fn print_config(config: &Config, out: &mut impl Write) -> color_eyre::Result<()> {
    write!(out, "{}", config.to_toml())?;
    Ok(())
}

/// `connect4 config --write`: the config in effect written to the path it is read
/// from, its folder created; an existing file is never replaced (it may hold the
/// user's comments). Says where it wrote.
pub fn write_config(cli: &Cli, config: &Config, out: &mut impl Write) -> color_eyre::Result<()> {
    let location = cli
        .config_location(&Env::from_process())
        .ok_or(ConfigError::from(ConfigErrorKind::NoLocation))?;
    let path = &location.path;
    let shown = connect4_classic::escape::escape_path(path);
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)
            .map_err(|e| super::UserError(format!("cannot create the folder of {shown}: {e}")))?;
    }
    let mut file = match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err(super::UserError(format!(
                "{shown} already exists and is left as it is (edit it, or remove it first)"
            ))
            .into());
        }
        Err(e) => return Err(super::UserError(format!("cannot create {shown}: {e}")).into()),
    };
    file.write_all(config.to_toml().as_bytes())
        .map_err(|e| super::UserError(format!("cannot write {shown}: {e}")))?;
    writeln!(out, "Wrote {shown}")?;
    Ok(())
}
