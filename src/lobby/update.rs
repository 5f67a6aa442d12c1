//! The lobby's messages and its pure update: keys move the highlight, open the form
//! or the code box and act on the highlighted line; the server's messages replace
//! the lists and say what this player waits for (`heard.rs`). What to say to the
//! server comes back as effects.

use super::heard::{heard, take_back};
use super::model::{List, Lobby};
use super::{Aim, CodeEntry, Form, Purpose};
use crate::lobby::action;
use connect4_protocol::{ClientMessage, ServerMessage};

/// Everything that changes the lobby.
// A server's message is the large variant (a game sent whole carries its kind inline,
// settings and all); a message lives for one pass of the loop, a few a second at most,
// so boxing it would only add an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum LobbyMessage {
    /// Move the highlight (in the form: its line) up or down.
    Step(isize),
    /// The other list; in the form, the highlighted line's other choice.
    Side(isize),
    /// Enter: accept the challenge, watch the game, or send the form or the code.
    Choose,
    /// Open the form for a challenge, a pairing or a game to host.
    OpenForm(Purpose),
    /// Open the box to type an invite code in.
    OpenEntry(Aim),
    /// A character typed in the code box.
    Type(char),
    /// Backspace in the code box.
    Erase,
    /// Take back the challenge posted, the pairing asked for or the game hosted.
    CancelWaiting,
    /// Close what is open; with nothing open, leave.
    Back,
    ToggleHelp,
    Quit,
    /// What the server said.
    Server(ServerMessage),
    /// The connection went down or came back.
    Connection(bool),
    /// Nothing happened (the first message, and what the lobby has no use for).
    Tick,
}

/// Applies `message`; what to send to the server, in order.
pub fn update(lobby: &mut Lobby, message: LobbyMessage) -> Vec<ClientMessage> {
    let mut said = Vec::new();
    match message {
        LobbyMessage::Step(by) => step(lobby, by),
        LobbyMessage::Side(by) => side(lobby, by),
        LobbyMessage::Choose => choose(lobby, &mut said),
        LobbyMessage::OpenForm(purpose) => open_form(lobby, purpose),
        LobbyMessage::OpenEntry(aim) => {
            lobby.form = None;
            lobby.entry = Some(CodeEntry::new(aim));
        }
        LobbyMessage::Type(c) => lobby.entry.iter_mut().for_each(|e| e.type_char(c)),
        LobbyMessage::Erase => lobby.entry.iter_mut().for_each(CodeEntry::erase),
        LobbyMessage::CancelWaiting => cancel_waiting(lobby, &mut said),
        LobbyMessage::Back if lobby.entry.is_some() => lobby.entry = None,
        LobbyMessage::Back if lobby.form.is_some() => lobby.form = None,
        LobbyMessage::Back if lobby.help => lobby.help = false,
        LobbyMessage::Back | LobbyMessage::Quit => leave(lobby, &mut said),
        LobbyMessage::ToggleHelp => lobby.help = !lobby.help,
        LobbyMessage::Server(message) => heard(lobby, message),
        LobbyMessage::Tick => {}
        // Following the lobby again on a new connection is the client core's.
        LobbyMessage::Connection(up) => lobby.connected = up,
    }
    said
}

/// Opens the form, unless it is to host a second game while one waits.
fn open_form(lobby: &mut Lobby, purpose: Purpose) {
    lobby.entry = None;
    match lobby.hosting {
        Some(code) if purpose == Purpose::Host => {
            lobby.message = Some(format!(
                "You host {code} already: {} takes it back",
                take_back(lobby)
            ));
        }
        _ => lobby.form = Some(Form::new(purpose, lobby.keys.games())),
    }
}

fn step(lobby: &mut Lobby, by: isize) {
    if let Some(form) = lobby.form.as_mut() {
        form.step_field(by);
        return;
    }
    let lines = lobby.lines();
    if lines == 0 {
        return;
    }
    let line = (lobby.line() as isize + by).clamp(0, lines as isize - 1) as usize;
    match lobby.list {
        List::Challenges => lobby.challenge_line = line,
        List::Games => lobby.game_line = line,
    }
}

fn side(lobby: &mut Lobby, by: isize) {
    match lobby.form.as_mut() {
        Some(form) => form.step_choice(by),
        None => {
            lobby.list = match lobby.list {
                List::Challenges => List::Games,
                List::Games => List::Challenges,
            }
        }
    }
}

fn choose(lobby: &mut Lobby, said: &mut Vec<ClientMessage>) {
    if let Some(entry) = lobby.entry.as_mut() {
        // A code that does not read stays in the box, with the reason under it.
        if let Some(request) = entry.submit() {
            lobby.message = match &request {
                ClientMessage::Join { code } => Some(format!("Joining {code}…")),
                ClientMessage::Watch { game } => Some(format!("Opening {game} to watch…")),
                _ => None,
            };
            said.push(request);
            lobby.entry = None;
        }
        return;
    }
    if let Some(form) = lobby.form.take() {
        said.push(form.request());
        return;
    }
    match lobby.list {
        List::Challenges => match lobby.view.challenges.get(lobby.challenge_line) {
            Some(challenge) if challenge.by == lobby.you.name => {
                let key = take_back(lobby);
                lobby.message = Some(format!("That is your own challenge: {key} takes it back"))
            }
            Some(challenge) => said.push(ClientMessage::AcceptChallenge { id: challenge.id }),
            None => {
                let key = lobby.keys.first(action::CHALLENGE);
                lobby.message = Some(format!("No challenge is open: {key} posts one"))
            }
        },
        List::Games => match lobby.view.games.get(lobby.game_line) {
            Some(game) => said.push(ClientMessage::Watch { game: game.code }),
            None => lobby.message = Some("No game is being played".into()),
        },
    }
}

/// Takes back one thing this player waits for: the challenge, else the pairing,
/// else the hosted game (an abort, which the server allows while it waits).
fn cancel_waiting(lobby: &mut Lobby, said: &mut Vec<ClientMessage>) {
    if let Some(id) = lobby.posted.take() {
        said.push(ClientMessage::CancelChallenge { id });
        lobby.message = Some("Challenge taken back".into());
    } else if std::mem::take(&mut lobby.pairing) {
        said.push(ClientMessage::CancelQuickPair);
        lobby.message = Some("No longer looking for an opponent".into());
    } else if let Some(game) = lobby.hosting.take() {
        said.push(ClientMessage::Abort { game });
        lobby.message = Some(format!("Game {game} taken back: its code no longer works"));
    } else {
        lobby.message = Some("Nothing to take back".into());
    }
}

/// Leaves the lobby, taking back all this player waits for, so nobody is paired
/// with, or joins, a player who has gone.
fn leave(lobby: &mut Lobby, said: &mut Vec<ClientMessage>) {
    while lobby.posted.is_some() || lobby.pairing || lobby.hosting.is_some() {
        cancel_waiting(lobby, said);
    }
    lobby.running = false;
}

#[cfg(test)]
#[path = "update_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "update_code_tests.rs"]
mod code_tests;
