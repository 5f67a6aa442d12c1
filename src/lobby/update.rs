//! The lobby's messages and its pure update: keys move the highlight, open the form
//! and act on the highlighted line; the server's messages replace the lists and say
//! what this player waits for. What to say to the server comes back as effects.

use super::model::{List, Lobby, opens_board};
use super::{Form, Purpose};
use connect4_protocol::{ClientMessage, ServerMessage};

/// Everything that changes the lobby.
#[derive(Debug, Clone, PartialEq)]
pub enum LobbyMessage {
    /// Move the highlight (in the form: its line) up or down.
    Step(isize),
    /// The other list; in the form, the highlighted line's other choice.
    Side(isize),
    /// Enter: accept the challenge, watch the game, or send the form.
    Choose,
    /// Open the form for a challenge or a pairing.
    OpenForm(Purpose),
    /// Take back the challenge posted or the pairing asked for.
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
        LobbyMessage::OpenForm(purpose) => lobby.form = Some(Form::new(purpose)),
        LobbyMessage::CancelWaiting => cancel_waiting(lobby, &mut said),
        LobbyMessage::Back if lobby.form.is_some() => lobby.form = None,
        LobbyMessage::Back if lobby.help => lobby.help = false,
        LobbyMessage::Back | LobbyMessage::Quit => leave(lobby, &mut said),
        LobbyMessage::ToggleHelp => lobby.help = !lobby.help,
        LobbyMessage::Server(message) => heard(lobby, message),
        LobbyMessage::Tick => {}
        LobbyMessage::Connection(up) => {
            lobby.connected = up;
            if up {
                // A new connection follows nothing yet.
                said.push(ClientMessage::Lobby { follow: true });
            }
        }
    }
    said
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
    if let Some(form) = lobby.form.take() {
        said.push(form.request());
        return;
    }
    match lobby.list {
        List::Challenges => match lobby.view.challenges.get(lobby.challenge_line) {
            Some(challenge) if challenge.by == lobby.you.name => {
                lobby.message = Some("That is your own challenge: x takes it back".into())
            }
            Some(challenge) => said.push(ClientMessage::AcceptChallenge { id: challenge.id }),
            None => lobby.message = Some("No challenge is open: c posts one".into()),
        },
        List::Games => match lobby.view.games.get(lobby.game_line) {
            Some(game) => said.push(ClientMessage::Watch { game: game.code }),
            None => lobby.message = Some("No game is being played".into()),
        },
    }
}

fn cancel_waiting(lobby: &mut Lobby, said: &mut Vec<ClientMessage>) {
    if let Some(id) = lobby.posted.take() {
        said.push(ClientMessage::CancelChallenge { id });
        lobby.message = Some("Challenge taken back".into());
    } else if std::mem::take(&mut lobby.pairing) {
        said.push(ClientMessage::CancelQuickPair);
        lobby.message = Some("No longer looking for an opponent".into());
    } else {
        lobby.message = Some("Nothing to take back".into());
    }
}

/// Leaves the lobby, taking back what this player waits for, so nobody is paired
/// with a player who has gone.
fn leave(lobby: &mut Lobby, said: &mut Vec<ClientMessage>) {
    if lobby.posted.is_some() || lobby.pairing {
        cancel_waiting(lobby, said);
    }
    lobby.running = false;
}

fn heard(lobby: &mut Lobby, message: ServerMessage) {
    match message {
        ServerMessage::Lobby { lobby: view } => {
            lobby.view = view;
            lobby.clamp();
            lobby.refresh_ratings();
        }
        ServerMessage::ChallengePosted { id } => {
            lobby.posted = Some(id);
            lobby.message = Some(
                "Challenge posted: the game starts when someone accepts it (x takes it back)"
                    .into(),
            );
        }
        ServerMessage::Pairing => {
            lobby.pairing = true;
            lobby.message =
                Some("Looking for an opponent of similar rating (x stops looking)".into());
        }
        ServerMessage::Game { game } if opens_board(&game) => {
            lobby.chosen = Some(game);
            lobby.running = false;
        }
        ServerMessage::Error { message, .. } => {
            lobby.message = Some(format!("The server says: {message}"))
        }
        _ => {}
    }
}

#[cfg(test)]
#[path = "update_tests.rs"]
mod tests;
