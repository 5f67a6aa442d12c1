//! The terminal's runs of every registered game (a hosted game's from the one list of
//! them, `games/hosted_games.rs`), and the loops that
//! pick a game's runs: the game the player plays next offline, and the game of the
//! server's kind online. The runs sit here rather than in the registry (`crate::games`)
//! because the runner reads the config, whose key table the registry builds: the
//! registry stays below the config, and this table above both.

#[cfg(feature = "online")]
use super::online::Seated;
use super::runs::TerminalRuns;
use super::terminal_game::Launch;
use crate::cli::Cli;
use crate::config::{Config, Opponent};
use crate::games;
#[cfg(feature = "online")]
use crate::online::Transport;
use crate::shell::{Console, GameChoice, Hosting, TerminalView};
use connect4_classic::game::Game;
use connect4_classic::terminal::PuzzlePick;

/// The rows given, then the runs of each hosted game, all on the shell's host.
macro_rules! runs {
    ($($own:expr),* ; $($hosted:ty),*) => {
        [
            $($own,)*
            $((<$hosted as TerminalView>::GAME, TerminalRuns::of::<Hosting<$hosted>>()),)*
        ]
    };
}

/// Each registered game with its runs; the compiler checks that every game has a line.
const RUNS: [(GameChoice, TerminalRuns); games::COUNT] = crate::with_hosted_games!(runs {
    (
        connect4_classic::terminal::GAME,
        TerminalRuns::of::<connect4_classic::terminal::Model>()
    ),
    (
        connect4_checkers::terminal::GAME,
        TerminalRuns::of::<connect4_checkers::terminal::CheckersModel>()
    )
});

/// The runs of `game`.
fn runs(game: GameChoice) -> TerminalRuns {
    let row = RUNS.iter().find(|(registered, _)| *registered == game);
    row.expect("every registered game has its runs").1
}

/// Plays the game the config (or `--game`) chooses, then each game the player picks
/// from a menu, until the player leaves without picking one.
pub fn play_games(cli: &Cli, console: &Console, config: &Config) -> color_eyre::Result<()> {
    play_from(cli, console, config, config.game, None, None)
}

/// Connect 4 first, with the puzzle `pick` open (`connect4 puzzle`), then each game
/// the player picks.
pub fn play_puzzles(
    cli: &Cli,
    console: &Console,
    config: &Config,
    pick: PuzzlePick,
) -> color_eyre::Result<()> {
    play_from(
        cli,
        console,
        config,
        connect4_classic::terminal::GAME,
        Some(pick),
        None,
    )
}

/// `connect4 review FILE` on a terminal: Connect 4 opened on `game` in the review,
/// for two people (no computer moves in a record), nothing saved.
pub fn play_review(
    cli: &Cli,
    console: &Console,
    config: &Config,
    game: Game,
) -> color_eyre::Result<()> {
    let mut config = config.clone();
    config.players.opponent = Opponent::Human;
    play_from(
        cli,
        console,
        &config,
        connect4_classic::terminal::GAME,
        None,
        Some(game),
    )
}

/// Plays `game` first, with `puzzle` or `review` open when there is one, then each
/// game picked.
fn play_from(
    cli: &Cli,
    console: &Console,
    config: &Config,
    game: GameChoice,
    puzzle: Option<PuzzlePick>,
    review: Option<Game>,
) -> color_eyre::Result<()> {
    let mut launch = Launch {
        cli,
        console,
        config,
        first: true,
        puzzle,
        review,
    };
    let mut game = game;
    while let Some(next) = (runs(game).play)(&launch)? {
        game = next;
        launch.first = false;
        launch.puzzle = None;
        launch.review = None;
    }
    Ok(())
}

/// Plays the game `seated` at, and each rematch agreed after it, until the player
/// leaves; the transport, for what comes next (the lobby).
#[cfg(feature = "online")]
pub fn play_online(
    cli: &Cli,
    console: &Console,
    config: &Config,
    seated: Seated,
) -> color_eyre::Result<Transport> {
    let Seated { transport, game } = seated;
    let launch = Launch {
        cli,
        console,
        config,
        first: false,
        puzzle: None,
        review: None,
    };
    let mut next = Some(game);
    while let Some(game) = next.take() {
        let Some(played) = games::of_kind(&game.kind) else {
            let name = game.kind.game();
            return Err(color_eyre::eyre::eyre!(
                "the server's game is {name}, which this program does not play"
            ));
        };
        next = (runs(played).online)(&launch, &transport, game)?;
    }
    Ok(transport)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_game_has_one_line_of_runs() {
        for game in games::all() {
            let lines = RUNS.iter().filter(|(registered, _)| *registered == game);
            assert_eq!(lines.count(), 1, "{}", game.name());
        }
    }
}
