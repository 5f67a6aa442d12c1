//! The `connect4` binary: parse the command line, then play.

use clap::Parser;
use connect4::ai::{Analysis, Choice, Engine, Level};
use connect4::app::{self, Model, Settings, Worker};
use connect4::cli::Cli;
use connect4::game::{BoardSize, Game};
use connect4::ui::Theme;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

// TEMPORARY on the ai-app branch until the ai branch lands: never merged to main.
struct FirstLegal;
impl Engine for FirstLegal {
    fn choose(&mut self, game: &Game, _: Level, _: &AtomicBool) -> Option<Choice> {
        game.legal_columns().next().map(|column| Choice {
            column,
            proven: false,
        })
    }
    fn analyze(&mut self, game: &Game, _: &AtomicBool) -> Option<Analysis> {
        Some(
            (0..game.size().columns())
                .map(|c| {
                    game.check_playable(c)
                        .ok()
                        .map(|_| connect4::ai::Verdict::Unknown)
                })
                .collect(),
        )
    }
}

fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    let cli = Cli::parse();
    let defaults = Settings::default();
    let size = BoardSize::new(
        cli.columns.map_or(defaults.size.columns(), usize::from),
        cli.rows.map_or(defaults.size.rows(), usize::from),
    )?;
    let model = Model::new(Settings { size, ..defaults });
    let worker = Worker::spawn(|| Box::new(FirstLegal), Duration::from_millis(500));
    app::run(model, &Theme::default(), worker, |_, _| {})?;
    Ok(())
}
