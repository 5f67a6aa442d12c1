//! News of a match played online, as the loop hands it to a game: the opponent's
//! move, the state of the connection for the status bar, and what the server decided
//! beyond the board (a resignation, a flag fall), a rematch starting, and a move made
//! here that the server did not play, which comes off the board. The shell applies it to any game
//! through the seat driver, so no game has code of its own for a player elsewhere.

use super::online_seats::OnlineSeats;
use crate::players::seat_driver::{Mover, Seated, seat_moved};
use crate::players::seats::Seat;
use crate::questions::Hosted;
use connect4_game::escape::escape_cut;
use connect4_game::seat::Player;

/// The longest text from the network shown: enough for any sentence of the server's.
const MAX_SHOWN: usize = 200;

/// What the server said of the match in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineNews {
    /// The player elsewhere made this move, in the game's notation.
    Moved(String),
    /// How the connection and the opponent are, for the status bar (`None`: nothing
    /// to say).
    Status(Option<String>),
    /// Something to read before going on: the game ended off the board, or the
    /// server refused a move.
    Notice(String),
    /// What the panel shows of each seat: its rating and its clock.
    Seats(OnlineSeats),
    /// The server ended the game off the board: this seat wins, or nobody.
    Decided(Option<Player>),
    /// Both players agreed to a rematch: this board closes for the new game's.
    NextGame,
    /// A move made here (`mv`, in the game's notation) that the server did not play,
    /// and why: it comes off the board.
    Unplayed { mv: String, reason: String },
}

/// Applies `news` to `game`: a move through the seat driver (from the seat played
/// elsewhere, so only on its turn), the rest to the shell's state. Every text is
/// escaped, as it came from the network.
pub fn online_news<G>(game: &mut G, news: OnlineNews, effects: &mut <G as Seated>::Effects)
where
    G: Seated + Hosted,
{
    match news {
        // Out of turn it would be dropped anyway: not worth a notice.
        OnlineNews::Moved(_) if !elsewhere_to_move(game) => {}
        OnlineNews::Moved(text) => match game.read_move(&text) {
            Some(mv) => {
                seat_moved(game, Mover::Elsewhere, &mv, effects);
            }
            None => game.shell().notices.push(format!(
                "The server sent a move that cannot be played here: {}",
                escape_cut(&text, MAX_SHOWN)
            )),
        },
        OnlineNews::Status(line) => {
            game.shell().online = line.map(|line| escape_cut(&line, MAX_SHOWN));
        }
        OnlineNews::Notice(text) => game.shell().notices.push(escape_cut(&text, MAX_SHOWN)),
        OnlineNews::Seats(seats) => game.shell().online_seats = Some(seats),
        OnlineNews::Decided(winner) => game.decide(winner, effects),
        OnlineNews::NextGame => game.shell().leave(None),
        OnlineNews::Unplayed { mv, reason } => {
            let taken = game.take_back(&mv, effects);
            let (mv, reason) = (escape_cut(&mv, MAX_SHOWN), escape_cut(&reason, MAX_SHOWN));
            let notice = match taken {
                true => {
                    format!("The server did not play your move {mv} ({reason}): it is taken back")
                }
                false => format!("The server did not play your move {mv} ({reason})"),
            };
            game.shell().notices.push(notice);
        }
    }
}

fn elsewhere_to_move<G: Seated>(game: &G) -> bool {
    let seat = game.seat_to_move().map(|player| game.seats().seat(player));
    seat == Some(Seat::Elsewhere)
}
