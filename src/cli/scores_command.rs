//! `connect4 scores`: the scoreboard as a table or JSON, and `--reset` with a
//! confirmation.

use super::{Cli, ScoresArgs};
use crate::scoreboard::{Notice, ScoreStore, StoreError, report};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Where `connect4 scores` writes and reads: its output, its messages, and the
/// answer to the reset question.
pub struct Terminal<'a> {
    pub out: &'a mut dyn Write,
    pub err: &'a mut dyn Write,
    pub input: &'a mut dyn BufRead,
}

impl Cli {
    /// The scoreboard in `--data-dir` / `$CONNECT4_DATA_DIR`, else the platform's.
    pub fn score_store(&self) -> color_eyre::Result<ScoreStore> {
        self.score_store_in(None)
    }

    /// The scoreboard in `own` (a subcommand's `--data-dir`), else as
    /// [`Cli::score_store`].
    pub fn score_store_in(&self, own: Option<&std::path::Path>) -> color_eyre::Result<ScoreStore> {
        let chosen = own.map(PathBuf::from).or_else(|| self.data_dir.clone());
        let dir = chosen.or_else(ScoreStore::default_dir).ok_or_else(|| {
            super::UserError(
                "no data directory could be found (is $HOME set?): use --data-dir or $CONNECT4_DATA_DIR"
                    .into(),
            )
        })?;
        Ok(ScoreStore::in_dir(dir, &crate::games::KEPT))
    }
}

/// Runs `connect4 scores`. Declining the reset question exits with status 1, so a
/// script that did not pass `--yes` sees that nothing happened.
pub fn run_scores(
    args: &ScoresArgs,
    store: &ScoreStore,
    term: Terminal<'_>,
) -> color_eyre::Result<ExitCode> {
    if args.reset {
        return reset(args, store, term);
    }
    let loaded = match store.load() {
        Ok(loaded) => loaded,
        // An unreadable or refused file is said in one sentence, not as a crash report.
        Err(error) => {
            writeln!(term.err, "connect4 scores: {error}")?;
            return Ok(ExitCode::FAILURE);
        }
    };
    if let Some(notice) = &loaded.notice {
        writeln!(term.err, "{notice}")?;
    }
    let path = store.path();
    if args.json {
        write!(
            term.out,
            "{}",
            report::json(&loaded.scoreboard, &path.to_string_lossy())
        )?;
    } else if loaded.scoreboard.is_empty() {
        writeln!(
            term.out,
            "No matches recorded yet ({}).",
            connect4_classic::escape::escape_path(&path)
        )?;
    } else {
        write!(term.out, "{}", report::table(&loaded.scoreboard))?;
    }
    // Backups of damaged files stay until the user deletes them: keep saying so.
    let just_told = |backup: &PathBuf| matches!(&loaded.notice, Some(Notice::MovedAside { backup: told, .. }) if told == backup);
    for backup in store.backups().iter().filter(|backup| !just_told(backup)) {
        writeln!(
            term.err,
            "A damaged scoreboard was kept as {}",
            connect4_classic::escape::escape_path(backup)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn reset(
    args: &ScoresArgs,
    store: &ScoreStore,
    term: Terminal<'_>,
) -> color_eyre::Result<ExitCode> {
    if !args.yes {
        write!(
            term.err,
            "Reset the scoreboard in {}? All results will be lost. [y/N] ",
            connect4_classic::escape::escape_path(&store.path())
        )?;
        term.err.flush()?;
        let mut answer = String::new();
        term.input.read_line(&mut answer)?;
        if !matches!(answer.trim().to_lowercase().as_str(), "y" | "yes") {
            writeln!(term.err, "The scoreboard was not reset.")?;
            return Ok(ExitCode::FAILURE);
        }
    }
    match store.reset() {
        Ok(None) => {}
        Ok(Some(notice)) => writeln!(term.err, "{notice}")?,
        // Said as a sentence, not an error report: nothing is broken.
        Err(StoreError::Newer(notice)) => {
            writeln!(term.err, "{notice}")?;
            return Ok(ExitCode::FAILURE);
        }
        Err(error) => return Err(error.into()),
    }
    writeln!(term.out, "The scoreboard was reset.")?;
    Ok(ExitCode::SUCCESS)
}
