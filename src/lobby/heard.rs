//! What the server's news does to the lobby: the lists replaced, a challenge posted,
//! a pairing or a hosted game waiting (its invite code shown until a friend joins),
//! a game whose board opens, a hosted game called off, and refusals, whose words go
//! to the status bar (escaped when drawn).

use super::model::{Lobby, opens_board};
use crate::lobby::action;
use crate::shell::server_says;
use connect4_protocol::{GameSnapshot, ServerMessage};

pub(super) fn heard(lobby: &mut Lobby, message: ServerMessage) {
    match message {
        ServerMessage::Lobby { lobby: view } => {
            lobby.view = view;
            lobby.clamp();
            lobby.refresh_ratings();
        }
        ServerMessage::ChallengePosted { id } => {
            lobby.posted = Some(id);
            lobby.message = Some(format!(
                "Challenge posted: the game starts when someone accepts it ({} takes it back)",
                take_back(lobby)
            ));
        }
        ServerMessage::Pairing => {
            lobby.pairing = true;
            lobby.message = Some(format!(
                "Looking for an opponent of similar rating ({} stops looking)",
                take_back(lobby)
            ));
        }
        ServerMessage::Game { game } if opens_board(&game) => {
            lobby.chosen = Some(game);
            lobby.running = false;
        }
        ServerMessage::Game { game } => waiting(lobby, &game),
        ServerMessage::Ended { game, .. } if lobby.hosting == Some(game) => {
            lobby.hosting = None;
            lobby.message = Some(format!("Your game {game} was called off"));
        }
        ServerMessage::Error { message, .. } => lobby.message = Some(server_says(&message)),
        _ => {}
    }
}

/// A game still waiting for its second player: one this player hosts (just now, or
/// from before, sent again on coming back), or one asked to watch, whose board opens
/// when it starts.
fn waiting(lobby: &mut Lobby, game: &GameSnapshot) {
    let code = game.code;
    if game.you.is_some() {
        lobby.hosting = Some(code);
        // The box above the lists says the rest; this is the news (and what a
        // screen reader of the page says).
        lobby.message = Some(format!("Game hosted: invite code {code}"));
    } else {
        lobby.message = Some(format!(
            "Watching {code}: its board opens when its second player joins"
        ));
    }
}

/// The key that takes back what this player waits for, as the status bar names it.
pub(super) fn take_back(lobby: &Lobby) -> String {
    lobby.keys.first(action::TAKE_BACK)
}
