//! The board of a game online: the game the server sent, with this player's seat at
//! the keyboard and the opponent's played elsewhere. The link thread brings the
//! server's news to the loop and takes the moves made here; the scoreboard counts
//! the results against the opponent's name, as offline.

use super::Cli;
use super::game_storage::{open_scoreboard, run_game};
use super::online::Seated;
use super::play::connect4_worker;
use super::play_checkers::checkers_worker;
use crate::checkers::CheckersModel;
use crate::config::Config;
use crate::connect4::Model;
use crate::online::{Connection, Reconnect, Session, spawn_link};
use crate::shell::{Inbox, Seat, Seats};
use connect4_protocol::{GameKind, GameSnapshot};
use connect4_rules::game::{BoardSize, ByPlayer, Column, Player};

/// Plays the game `seated` at until the player leaves.
pub fn play_online(cli: &Cli, config: &Config, seated: Seated) -> color_eyre::Result<()> {
    let Seated {
        connection,
        game,
        identity,
    } = seated;
    let reconnect = Reconnect {
        url: identity.server.clone(),
        identity,
    };
    let session = Session::new(game.clone(), 0)?;
    let you = session.you();
    let link = Link {
        connection,
        session,
        reconnect,
    };
    let (store, scoreboard, notices) = open_scoreboard(cli);
    // A game watched is not this player's result.
    let store = store.filter(|_| you.is_some());
    match game.kind {
        GameKind::Connect4 { width, height } => {
            let mut settings = config.settings();
            settings.size = BoardSize::new(width.into(), height.into())?;
            settings.names = names(&game);
            settings.seats = seats_for(you);
            settings.first_starter = Player::One;
            let mut model = Model::new(settings.clone(), scoreboard.tally(&settings.matchup()));
            for mv in &game.moves {
                let column: usize = mv.parse()?;
                model.game.play(Column::new(column - 1))?;
            }
            model.shell.notices = notices;
            model.shell.hints_allowed = !game.rated;
            // The server keeps a game online; a saved match would resume it offline.
            model.saves_match = false;
            let inbox = Inbox::new();
            let worker = connect4_worker(&inbox, config);
            let elsewhere = link.start(&inbox);
            run_game(model, config, inbox, worker, store, elsewhere)?;
        }
        GameKind::Checkers => {
            let mut model = CheckersModel::from_settings(&config.settings());
            model.names = names(&game);
            model.seats = seats_for(you);
            model.black = Player::One;
            model.tally = scoreboard.tally(&model.matchup());
            for mv in &game.moves {
                model
                    .game
                    .play_notation(mv)
                    .map_err(|e| color_eyre::eyre::eyre!("the server's move {mv}: {e:?}"))?;
            }
            model.place_cursor();
            model.shell.notices = notices;
            model.shell.hints_allowed = !game.rated;
            // The server keeps a game online; a saved game would resume it offline.
            model.keeping.on = false;
            let inbox = Inbox::new();
            let worker = checkers_worker(&inbox, config);
            let elsewhere = link.start(&inbox);
            run_game(model, config, inbox, worker, store, elsewhere)?;
        }
    }
    Ok(())
}

/// What the link thread needs, until the board's inbox exists.
struct Link {
    connection: Connection,
    session: Session,
    reconnect: Reconnect,
}

impl Link {
    /// Starts the link posting to `inbox`; where the moves made here go.
    fn start<M: Send + 'static>(self, inbox: &Inbox<M>) -> Option<Box<dyn FnMut(String)>> {
        let moves = spawn_link(
            self.connection,
            self.session,
            inbox.mailbox(),
            self.reconnect,
        );
        // The link ends with the program; a move made as it goes has nowhere to go.
        Some(Box::new(move |mv| drop(moves.send(mv))))
    }
}

/// This keyboard plays `you`; the other seat is played elsewhere (both when
/// watching).
fn seats_for<L: Copy + PartialEq>(you: Option<Player>) -> Seats<L> {
    let seat = |player| {
        if Some(player) == you {
            Seat::Keyboard
        } else {
            Seat::Elsewhere
        }
    };
    Seats::new(seat(Player::One), seat(Player::Two))
}

/// The seats' names as the server gave them.
fn names(game: &GameSnapshot) -> ByPlayer<String> {
    let name = |seat: &Option<connect4_protocol::SeatInfo>| {
        seat.as_ref()
            .map_or_else(|| "?".to_string(), |seat| seat.name.clone())
    };
    ByPlayer::new(name(&game.seats.one), name(&game.seats.two))
}
