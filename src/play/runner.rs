//! The one runner for a game in the terminal: the scoreboard loaded, the game's saved
//! match opened with the scoreboard's care, its first model made, its engine started
//! on its thread, and the game run full screen with saving at its edge.

use super::game_storage::{open_scoreboard, run_game};
use super::saved_match::{Opening, Start, Wish, open_saved_match};
use super::terminal_game::{Launch, Opened, TerminalGame};
use crate::shell::{GameChoice, Inbox};

/// Runs the game `G` until the player quits; the game picked to play next, if any.
/// The run's first game starts as the command line says (a position, `--new`); later
/// ones resume the saved match.
pub fn play<G: TerminalGame>(launch: &Launch) -> color_eyre::Result<Option<GameChoice>> {
    let position = if launch.first {
        G::position(launch)?
    } else {
        None
    };
    let (store, scoreboard, mut notices) = open_scoreboard(launch.cli);
    let loaded = G::load(store.as_ref(), &mut notices);
    let wish = wish(launch, position.is_some());
    let opening: Opening<G::Saved> = if launch.review.is_some() {
        // A record reviewed is not the player's match: theirs stays as it was.
        Opening {
            saves_match: false,
            ..Opening::fresh()
        }
    } else {
        store.as_ref().map_or_else(Opening::fresh, |store| {
            open_saved_match(store, &scoreboard, wish)
        })
    };
    let config = launch.config;
    let model = match (position, opening.start) {
        (Some(position), _) => G::at(position, config, &scoreboard),
        (None, Start::Resume(saved)) => G::resumed(saved, config, &scoreboard),
        (None, Start::Fresh) => G::fresh(config, &scoreboard),
        (None, Start::Counted) => {
            let mut model = G::fresh(config, &scoreboard);
            model.say(G::COUNTED);
            model
        }
    };
    let model = model.opened(Opened {
        saves_match: opening.saves_match,
        notices: notices.into_iter().chain(opening.notices).collect(),
        run_id: fastrand::u64(..),
        loaded,
        puzzle: launch.puzzle.clone(),
        review: launch.review.is_some(),
    });
    let inbox = Inbox::new();
    let worker = G::worker(&inbox, launch);
    run_game(model, launch.console, config, inbox, worker, store, None)
}

/// What the command line wants done with the saved match: a position replaces it,
/// `--new` forgets it (on the run's first game only), else it goes on.
fn wish(launch: &Launch, position: bool) -> Wish {
    match (launch.first, position) {
        (true, true) => Wish::Replace,
        (true, false) if launch.cli.new => Wish::Forget,
        _ => Wish::Resume,
    }
}
