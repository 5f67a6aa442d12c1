//! The lobby's update with invite codes: hosting a game (its code shown until a
//! friend joins, or until it is taken back) and joining or watching one by a code
//! typed in the lobby.

use super::tests::{lobby, snapshot};
use super::*;
use crate::lobby::{Aim, Lobby};
use connect4_protocol::{ErrorCode, GameResult, GameStatus, InviteCode, Player, ServerMessage};

fn code() -> InviteCode {
    InviteCode::parse("K7MX3P").unwrap()
}

fn hear(lobby: &mut Lobby, message: ServerMessage) -> Vec<ClientMessage> {
    update(lobby, LobbyMessage::Server(message))
}

/// The lobby of a player whose hosted game K7MX3P waits for a friend.
fn hosting() -> Lobby {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Host));
    let said = update(&mut lobby, LobbyMessage::Choose);
    assert!(
        matches!(
            said[..],
            [ClientMessage::Host {
                kind: connect4_classic::game::wire::STANDARD,
                rated: true,
                ..
            }]
        ),
        "{said:?}"
    );
    let mut waiting = snapshot(GameStatus::Waiting);
    waiting.you = Some(Player::One);
    hear(&mut lobby, ServerMessage::Game { game: waiting });
    lobby
}

#[test]
fn a_hosted_game_shows_its_code_until_the_friend_joins_and_then_opens() {
    let mut lobby = hosting();
    assert_eq!(lobby.hosting, Some(code()));
    assert!(lobby.running && lobby.chosen.is_none());
    assert_eq!(
        lobby.message.as_deref(),
        Some("Game hosted: invite code K7MX3P")
    );
    // A second game is not hosted while one waits.
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Host));
    assert!(lobby.form.is_none());
    assert!(
        lobby
            .message
            .as_deref()
            .unwrap()
            .contains("You host K7MX3P")
    );
    let mut started = snapshot(GameStatus::Playing);
    started.you = Some(Player::One);
    hear(
        &mut lobby,
        ServerMessage::Game {
            game: started.clone(),
        },
    );
    assert!(!lobby.running);
    assert_eq!(lobby.chosen, Some(started));
}

#[test]
fn x_takes_the_hosted_game_back_and_so_does_leaving() {
    let mut lobby = hosting();
    let said = update(&mut lobby, LobbyMessage::CancelWaiting);
    assert_eq!(said, [ClientMessage::Abort { game: code() }]);
    assert_eq!(lobby.hosting, None);
    assert!(update(&mut lobby, LobbyMessage::Quit).is_empty());

    let mut lobby = hosting();
    update(&mut lobby, LobbyMessage::Server(ServerMessage::Pairing));
    let said = update(&mut lobby, LobbyMessage::Quit);
    assert_eq!(
        said,
        [
            ClientMessage::CancelQuickPair,
            ClientMessage::Abort { game: code() }
        ]
    );
    assert!(!lobby.running);
}

#[test]
fn a_hosted_game_called_off_by_the_server_is_no_longer_shown() {
    let mut lobby = hosting();
    let other = InviteCode::parse("ZZ9ABC").unwrap();
    let ended = |game| ServerMessage::Ended {
        game,
        result: GameResult::draw(connect4_protocol::EndReason::Aborted),
        ratings: None,
    };
    hear(&mut lobby, ended(other));
    assert_eq!(lobby.hosting, Some(code()), "another game's end");
    hear(&mut lobby, ended(code()));
    assert_eq!(lobby.hosting, None);
    assert!(lobby.message.as_deref().unwrap().contains("called off"));
}

#[test]
fn a_code_is_sent_to_join_only_once_it_reads() {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Join));
    for c in "k7mx3".chars() {
        update(&mut lobby, LobbyMessage::Type(c));
    }
    assert!(update(&mut lobby, LobbyMessage::Choose).is_empty());
    let entry = lobby.entry.as_ref().expect("the box stays open");
    assert_eq!(
        entry.problem().as_deref(),
        Some("an invite code has 6 characters, not 5")
    );
    update(&mut lobby, LobbyMessage::Type('p'));
    let said = update(&mut lobby, LobbyMessage::Choose);
    assert_eq!(said, [ClientMessage::Join { code: code() }]);
    assert!(lobby.entry.is_none());
    assert_eq!(lobby.message.as_deref(), Some("Joining K7MX3P…"));
    // The server's refusal is the status line's news.
    let refusal = ServerMessage::error(ErrorCode::GameFull, "this game has its two players");
    hear(&mut lobby, refusal);
    assert_eq!(
        lobby.message.as_deref(),
        Some("The server says: this game has its two players")
    );
    assert!(lobby.running);
}

#[test]
fn a_game_watched_by_code_opens_once_it_is_played() {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Watch));
    for c in "K7MX3PX".chars() {
        update(&mut lobby, LobbyMessage::Type(c));
    }
    update(&mut lobby, LobbyMessage::Erase);
    let said = update(&mut lobby, LobbyMessage::Choose);
    assert_eq!(said, [ClientMessage::Watch { game: code() }]);
    // Still waiting for its second player: the board opens when it starts.
    hear(
        &mut lobby,
        ServerMessage::Game {
            game: snapshot(GameStatus::Waiting),
        },
    );
    assert!(lobby.running && lobby.hosting.is_none());
    assert!(
        lobby
            .message
            .as_deref()
            .unwrap()
            .starts_with("Watching K7MX3P")
    );
    hear(
        &mut lobby,
        ServerMessage::Game {
            game: snapshot(GameStatus::Playing),
        },
    );
    assert!(!lobby.running && lobby.chosen.is_some());
}

#[test]
fn esc_closes_the_code_box_before_the_lobby_and_a_form_replaces_it() {
    let mut lobby = lobby();
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Watch));
    update(&mut lobby, LobbyMessage::Back);
    assert!(lobby.entry.is_none() && lobby.running);
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Join));
    update(&mut lobby, LobbyMessage::OpenForm(Purpose::Challenge));
    assert!(lobby.entry.is_none() && lobby.form.is_some());
    update(&mut lobby, LobbyMessage::OpenEntry(Aim::Join));
    assert!(lobby.form.is_none() && lobby.entry.is_some());
}
