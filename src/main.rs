//! The `connect4` binary: parse the command line, then play.

use clap::Parser;
use connect4::app::{self, Model, Settings};
use connect4::cli::Cli;
use connect4::game::BoardSize;
use connect4::ui::Theme;

fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    let cli = Cli::parse();
    let defaults = Settings::default();
    let size = BoardSize::new(
        cli.columns.map_or(defaults.size.columns(), usize::from),
        cli.rows.map_or(defaults.size.rows(), usize::from),
    )?;
    let model = Model::new(Settings { size, ..defaults });
    app::run(model, &Theme::default(), |_, _| {})?;
    Ok(())
}
