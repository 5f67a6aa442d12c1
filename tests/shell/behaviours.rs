//! Each behaviour the shell owns, written once and run for both games.

use crate::games::{Hosted, press};
use connect4::scoreboard::{MatchResult, Tally};
use connect4::shell::{Confirm, Overlay, StoreAnswer};
use connect4_classic::game::Player;

/// One test per game for each behaviour below.
macro_rules! in_both_games {
    ($($behaviour:ident),* $(,)?) => {$(
        mod $behaviour {
            #[test]
            fn connect4() {
                super::$behaviour::<connect4_classic::terminal::Model>();
            }
            #[test]
            fn checkers() {
                super::$behaviour::<connect4_checkers::terminal::CheckersModel>();
            }
        }
    )*};
}

in_both_games!(
    quitting_mid_match_asks_first,
    quitting_with_nothing_under_way_leaves_at_once,
    a_new_match_mid_match_asks_first,
    help_opens_and_closes,
    notices_wait_to_be_read_one_at_a_time,
    a_scoreboard_answer_replaces_the_tally_and_brings_its_notice,
    ctrl_c_leaves_at_once_mid_match,
    the_menus_last_line_is_the_other_game,
);

fn quitting_mid_match_asks_first<G: Hosted>() {
    let mut game = G::fresh();
    game.play_a_move();
    press(&mut game, "q");
    assert_eq!(game.state().overlay, Overlay::Confirm(Confirm::Quit));
    press(&mut game, "n");
    assert!(game.running() && game.state().overlay == Overlay::None);
    assert_eq!(game.moves(), 1, "declining keeps the match");
    press(&mut game, "q y");
    assert!(!game.running());
    assert_eq!(game.next_game(), None);
}

fn quitting_with_nothing_under_way_leaves_at_once<G: Hosted>() {
    let mut game = G::fresh();
    press(&mut game, "q");
    assert!(!game.running());
}

fn a_new_match_mid_match_asks_first<G: Hosted>() {
    let mut game = G::fresh();
    game.play_a_move();
    press(&mut game, "n");
    assert_eq!(game.state().overlay, Overlay::Confirm(Confirm::NewMatch));
    press(&mut game, "y");
    assert_eq!(game.moves(), 0);
    assert!(game.running() && game.state().overlay == Overlay::None);
}

fn help_opens_and_closes<G: Hosted>() {
    let mut game = G::fresh();
    press(&mut game, "?");
    assert_eq!(game.state().overlay, Overlay::Help);
    press(&mut game, "esc");
    assert_eq!(game.state().overlay, Overlay::None);
    assert!(game.running(), "Esc closes the help, it does not quit");
}

fn notices_wait_to_be_read_one_at_a_time<G: Hosted>() {
    let mut game = G::fresh();
    game.state_mut().notices = vec!["first".into(), "second".into()];
    game.play_a_move();
    assert_eq!(game.moves(), 0, "nothing is played under a notice");
    press(&mut game, "enter");
    assert_eq!(game.state().notices, ["second"]);
    press(&mut game, "enter");
    assert!(game.state().notices.is_empty());
    game.play_a_move();
    assert_eq!(game.moves(), 1);
}

fn a_scoreboard_answer_replaces_the_tally_and_brings_its_notice<G: Hosted>() {
    let mut game = G::fresh();
    let mut tally = Tally::default();
    tally.count(MatchResult::Win(Player::Two));
    let answer = StoreAnswer::ScoresUpdated {
        tally: Some(tally),
        notice: Some("kept aside".into()),
    };
    let message = game.stored(answer);
    game.update(message);
    assert_eq!(game.tally(), tally);
    assert_eq!(game.state().notices, ["kept aside"]);
}

fn ctrl_c_leaves_at_once_mid_match<G: Hosted>() {
    let mut game = G::fresh();
    game.play_a_move();
    press(&mut game, "ctrl-c");
    assert!(!game.running());
}

fn the_menus_last_line_is_the_other_game<G: Hosted>() {
    let mut game = G::fresh();
    press(&mut game, "o");
    assert!(matches!(game.state().overlay, Overlay::Menu(_)));
    // Up from the first line wraps to the last one.
    press(&mut game, "up enter");
    assert!(!game.running());
    assert_eq!(game.next_game(), Some(G::other_game()));
}
