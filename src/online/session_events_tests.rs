//! The core's events as a board hears them, whichever client: the game read from the
//! core, and the words of a connection given up.

use super::*;
use crate::online::test_core::{code, game, holding};

#[test]
fn a_newer_client_asked_for_is_the_servers_words_and_the_game_no_longer_followed() {
    let game = game("K7MX3P", None);
    let core = holding(&game);
    let mut session = Session::new(&game);
    let upgrade = Event::Upgrade("this server needs connect4 0.3".into());
    let news = session.heard(upgrade, core.game(game.code), 0);
    let expected = [
        OnlineNews::Notice("The server says: this server needs connect4 0.3".into()),
        OnlineNews::Status(Some("not connected to the server".into())),
    ];
    assert_eq!(news, expected);
}

#[test]
fn another_games_move_and_a_redirect_are_no_news_for_this_board() {
    let game = game("K7MX3P", None);
    let core = holding(&game);
    let mut session = Session::new(&game);
    let elsewhere = Event::Unplayed {
        game: code("AAAAAA"),
        mv: "4".into(),
        reason: "the game ended first".into(),
    };
    assert!(session.heard(elsewhere, core.game(game.code), 0).is_empty());
    let redirect = Event::Redirected("ws://other.test/ws".into());
    assert!(session.heard(redirect, core.game(game.code), 0).is_empty());
}
