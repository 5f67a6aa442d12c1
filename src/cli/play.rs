//! Playing: the config turned into the app's settings and theme, the scoreboard
//! loaded, and the full-screen app run with saving at its edge.

use super::Cli;
use crate::app::{self, Effect, Model, Settings, record_result};
use crate::config::Config;

/// Runs the game until the player quits.
pub fn play(cli: &Cli, config: &Config) -> color_eyre::Result<()> {
    let settings = Settings {
        size: config.board.size(),
        names: config.players.names(),
        first_starter: config.players.first_starter(),
    };
    // A missing data directory or an unreadable file must not stop anyone playing:
    // the status bar says what is wrong and results are kept for this run only.
    let (store, tally, notice) = match cli.score_store() {
        Ok(store) => match store.load() {
            Ok(loaded) => {
                let tally = loaded.scoreboard.tally(&settings.matchup());
                (Some(store), tally, loaded.notice.map(|n| n.to_string()))
            }
            Err(error) => (Some(store), Default::default(), Some(error.to_string())),
        },
        Err(error) => (
            None,
            Default::default(),
            Some(format!("Scores are not saved: {error}")),
        ),
    };
    let mut model = Model::new(settings, tally);
    model.message = notice;
    let theme = config.theme();
    app::run(model, &theme, |model, effect| match effect {
        Effect::RecordResult { matchup, result } => {
            Some(record_result(store.as_ref(), model, &matchup, result))
        }
    })?;
    Ok(())
}
