//! The questions every game asks the same way: a new match or quitting abandons the
//! match under way, and resigning a game online ends it, so the shell asks first, and
//! carries out the answer through the few things it needs of the game ([`Hosted`]).

use super::online::tell::Tell;
use super::{Confirm, Overlay, ShellState};

/// What the shell needs of the game it hosts to carry out its questions.
pub trait Hosted {
    /// Where the game collects the effects an update asks for.
    type Effects;

    fn shell(&mut self) -> &mut ShellState;

    /// A match with moves and no result yet: leaving it loses something.
    fn match_in_progress(&self) -> bool;

    /// Stops the engine's work under way: its answers are no longer wanted.
    fn stop_engine(&mut self, effects: &mut Self::Effects);

    /// Replaces the match with a fresh one.
    fn start_new_match(&mut self, effects: &mut Self::Effects);

    /// Shows a line of news to the player (in the status bar).
    fn show(&mut self, text: String);

    /// The moves made in the game on the board.
    fn plies(&self) -> usize;

    /// Tells the server `tell` about the match played online.
    fn say(&mut self, tell: Tell, effects: &mut Self::Effects);
}

/// Starts a new match or quits, asking first when that would abandon a match.
pub fn ask_or_do<G: Hosted>(game: &mut G, question: Confirm, effects: &mut G::Effects) {
    if game.match_in_progress() {
        game.shell().overlay = Overlay::Confirm(question);
    } else {
        carry_out(game, question, effects);
    }
}

/// Yes to the open question, if one is open.
pub fn confirm<G: Hosted>(game: &mut G, effects: &mut G::Effects) {
    if let Some(question) = game.shell().question() {
        game.shell().overlay = Overlay::None;
        carry_out(game, question, effects);
    }
}

/// Leaves at once, no questions (Ctrl-C).
pub fn quit<G: Hosted>(game: &mut G, effects: &mut G::Effects) {
    game.stop_engine(effects);
    game.shell().leave(None);
}

fn carry_out<G: Hosted>(game: &mut G, question: Confirm, effects: &mut G::Effects) {
    match question {
        Confirm::NewMatch => {
            game.shell().overlay = Overlay::None;
            game.start_new_match(effects);
        }
        Confirm::Quit => quit(game, effects),
        Confirm::Resign => {
            let plies = game.plies();
            game.say(Tell::giving_up(plies), effects);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game reduced to what the questions touch.
    #[derive(Default)]
    struct Stub {
        shell: ShellState,
        moves: usize,
        searching: bool,
    }

    impl Hosted for Stub {
        type Effects = Vec<&'static str>;
        fn shell(&mut self) -> &mut ShellState {
            &mut self.shell
        }
        fn match_in_progress(&self) -> bool {
            self.moves > 0
        }
        fn stop_engine(&mut self, effects: &mut Vec<&'static str>) {
            if std::mem::take(&mut self.searching) {
                effects.push("cancel");
            }
        }
        fn start_new_match(&mut self, effects: &mut Vec<&'static str>) {
            self.stop_engine(effects);
            self.moves = 0;
        }
        fn show(&mut self, _: String) {}
        fn plies(&self) -> usize {
            self.moves
        }
        fn say(&mut self, tell: Tell, effects: &mut Vec<&'static str>) {
            effects.push(match tell {
                Tell::Resign => "resign",
                Tell::Abort => "abort",
                _ => "other",
            });
        }
    }

    #[test]
    fn a_match_under_way_is_asked_about_before_it_is_abandoned() {
        let mut game = Stub {
            moves: 3,
            searching: true,
            ..Stub::default()
        };
        let mut effects = Vec::new();
        ask_or_do(&mut game, Confirm::Quit, &mut effects);
        assert_eq!(game.shell.overlay, Overlay::Confirm(Confirm::Quit));
        assert!(game.shell.running && effects.is_empty());
        confirm(&mut game, &mut effects);
        assert!(!game.shell.running);
        assert_eq!(effects, ["cancel"]);
    }

    #[test]
    fn yes_to_resign_resigns_or_aborts_before_each_side_has_moved() {
        for (moves, said) in [(1, "abort"), (2, "resign")] {
            let mut game = Stub {
                moves,
                ..Stub::default()
            };
            game.shell.overlay = Overlay::Confirm(Confirm::Resign);
            let mut effects = Vec::new();
            confirm(&mut game, &mut effects);
            assert_eq!(effects, [said]);
            assert!(game.shell.running, "the board stays for the result");
        }
    }

    #[test]
    fn with_nothing_to_lose_a_new_match_starts_at_once() {
        let mut game = Stub::default();
        let mut effects = Vec::new();
        ask_or_do(&mut game, Confirm::NewMatch, &mut effects);
        assert_eq!(game.shell.overlay, Overlay::None);
        assert!(game.shell.running);
    }
}
