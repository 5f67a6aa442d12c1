//! What a player says of a match online besides its moves: resign (or abort, while
//! neither side has made a second move, which costs no rating), offer or accept a
//! draw, ask for or accept a rematch. The keys are the shell's, so every game has
//! them; what is said goes to the server as a [`Tell`], and the server decides.
//! (Yes to "resign?" is carried out with the shell's other questions.)

use super::tell::Tell;
use crate::players::seat_driver::Seated;
use crate::questions::Hosted;
use crate::{Confirm, Overlay};
use connect4_game::seat::Player;

/// The resign key: asks first, as it ends the game.
pub fn ask_to_resign<G: Seated + Hosted>(game: &mut G) {
    if let Some(refusal) = refusal(game) {
        game.show(refusal.to_string());
    } else if game.seat_to_move().is_none() {
        game.show("The game is over: n asks for a rematch".to_string());
    } else {
        game.shell().overlay = Overlay::Confirm(Confirm::Resign);
    }
}

/// The new-match key online: a rematch once the game is over.
pub fn ask_for_rematch<G: Seated + Hosted>(game: &mut G, effects: &mut <G as Hosted>::Effects) {
    if let Some(refusal) = refusal(game) {
        game.show(refusal.to_string());
    } else if game.seat_to_move().is_some() {
        game.show("The game is still on: R resigns it".to_string());
    } else {
        game.say(Tell::Rematch, effects);
        game.show("Rematch asked for: the new game starts when your opponent agrees".into());
    }
}

/// The draw key online: offers a draw, or accepts the one offered.
pub fn offer_online_draw<G: Seated + Hosted>(game: &mut G, effects: &mut <G as Hosted>::Effects) {
    if let Some(refusal) = refusal(game) {
        game.show(refusal.to_string());
    } else if game.seat_to_move().is_none() {
        game.show("The game is over".to_string());
    } else {
        game.say(Tell::OfferDraw, effects);
        game.show("Draw offered: the game is drawn if your opponent agrees".into());
    }
}

/// Why nothing can be said here: the game is not online, or only watched.
fn refusal<G: Seated>(game: &G) -> Option<&'static str> {
    let seats = game.seats();
    if !seats.any_elsewhere() {
        return Some("Resigning and rematches are for games online");
    }
    let here = seats.is_keyboard(Player::One) || seats.is_keyboard(Player::Two);
    (!here).then_some("You are watching this game")
}

#[cfg(test)]
#[path = "online_words_tests.rs"]
mod tests;
