//! The shell's messages carried out, once for every game: the boxes, the questions,
//! time, the storage's answers and the server's news change the shell's state, and
//! reach the game only through the few things [`ShellGame`] asks of it.

use super::online::online_news::online_news;
use super::online::online_words::{ask_for_rematch, ask_to_resign};
use super::players::seat_driver::Seated;
use super::questions::{Hosted, ask_or_do, confirm, quit};
use super::shell_message::ShellMessage;
use super::store::storage::StoreAnswer;
use super::{Confirm, Overlay};
use crate::scoreboard::Tally;

/// What the shell needs of a game to carry out its messages, beyond its questions
/// ([`Hosted`]) and its seats ([`Seated`]).
pub trait ShellGame: Hosted + Seated<Effects = <Self as Hosted>::Effects> + Sized {
    /// What the game calls one match in its notices ("match", "game").
    const MATCH: &'static str;

    /// How many lines the opponent menu has now.
    fn menu_lines(&self) -> usize;

    /// The line the menu opens on: the current choice.
    fn menu_opening_line(&self) -> usize;

    /// Takes the menu's highlighted line.
    fn menu_select(&mut self, effects: &mut <Self as Hosted>::Effects);

    /// Back with no box open: the game's own step back, else leaving (asks first).
    fn back(&mut self, effects: &mut <Self as Hosted>::Effects) {
        ask_or_do(self, Confirm::Quit, effects);
    }

    /// Yes (`true`) or no to a question of the game's own (a draw offered), if one is
    /// open; true when it took the answer.
    fn answer(&mut self, yes: bool, effects: &mut <Self as Hosted>::Effects) -> bool {
        let _ = (yes, effects);
        false
    }

    /// Time passed: the game's own animations.
    fn ticked(&mut self, effects: &mut <Self as Hosted>::Effects) {
        let _ = effects;
    }

    /// The scoreboard's tally of the matchup played.
    fn tally_mut(&mut self) -> &mut Tally;
}

/// Applies one of the shell's messages to `game`.
pub fn shell_update<G: ShellGame>(
    game: &mut G,
    message: ShellMessage,
    effects: &mut <G as Hosted>::Effects,
) {
    use ShellMessage as S;
    match message {
        S::ToggleHelp => game.shell().toggle_help(),
        S::ToggleMenu => toggle_menu(game),
        S::MenuMove(by) => {
            let lines = game.menu_lines();
            game.shell().menu_move(isize::from(by), lines);
        }
        S::MenuSelect => game.menu_select(effects),
        S::Back if game.shell().overlay != Overlay::None => game.shell().overlay = Overlay::None,
        S::Back => game.back(effects),
        S::DismissNotice => game.shell().dismiss_notice(),
        S::NewMatch if game.seats().any_elsewhere() => ask_for_rematch(game, effects),
        S::NewMatch => ask_or_do(game, Confirm::NewMatch, effects),
        S::Resign => ask_to_resign(game),
        S::Quit => ask_or_do(game, Confirm::Quit, effects),
        S::ForceQuit => quit(game, effects),
        S::Confirm => {
            if !game.answer(true, effects) {
                confirm(game, effects);
            }
        }
        S::Cancel => {
            if !game.answer(false, effects) && game.shell().question().is_some() {
                game.shell().overlay = Overlay::None;
            }
        }
        S::Tick => {
            game.shell().tick();
            game.ticked(effects);
        }
        S::Stored(answer) => stored(game, answer),
        S::Online(news) => online_news(game, news, effects),
    }
}

/// Opens the menu on the game's current choice, or closes it.
fn toggle_menu<G: ShellGame>(game: &mut G) {
    let line = game.menu_opening_line();
    let shell = game.shell();
    shell.overlay = match shell.overlay {
        Overlay::Menu(_) => Overlay::None,
        _ => Overlay::Menu(line),
    };
}

/// The storage's answer: the tally as saved or loaded, a match that cannot be kept
/// said once (another copy holding the lock is only for now: the next change writes
/// again), a save waiting for another copy.
fn stored<G: ShellGame>(game: &mut G, answer: StoreAnswer) {
    match answer {
        StoreAnswer::ScoresUpdated { tally, notice } => {
            if let Some(tally) = tally {
                *game.tally_mut() = tally;
            }
            game.shell().answered(notice);
        }
        StoreAnswer::MatchSaved { error: Some(error) } if error.busy => {}
        StoreAnswer::MatchSaved { error } => {
            let shell = game.shell();
            if let Some(error) = error.filter(|_| !shell.told_unsaved) {
                shell.told_unsaved = true;
                let what = G::MATCH;
                shell.notices.push(format!(
                    "The {what} in progress cannot be kept for a restart: {error}"
                ));
            }
        }
        StoreAnswer::SaveDelayed => game.show(
            "Another connect4 is saving: this result is saved as soon as it is done".to_string(),
        ),
    }
}
