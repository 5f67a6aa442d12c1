//! The board of a game online, opened from the game the server sent whole: the
//! server's names, this player's seat at the keyboard and the other played elsewhere
//! (both when watching), the moves so far replayed, hints only in an unrated game,
//! and nothing kept for a restart, as the server keeps the game. Each game opens its
//! own (`connect4/online_board.rs`, `checkers/online_board.rs`) with what is here;
//! the terminal and the page open it the same way.

use crate::shell::{Seat, Seats};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::{NAME_MAX_WIDTH, is_valid_name};
use connect4_classic::seat::{ByPlayer, Player};
use connect4_protocol::{GameSnapshot, SeatInfo};

/// This keyboard plays `you`; the other seat is played elsewhere (both when
/// watching).
pub fn seats_for<L: Copy + PartialEq>(you: Option<Player>) -> Seats<L> {
    let seat = |player| {
        if Some(player) == you {
            Seat::Keyboard
        } else {
            Seat::Elsewhere
        }
    };
    Seats::new(seat(Player::One), seat(Player::Two))
}

/// The seats' names as the server gave them; one the rules would not allow (from a
/// server not to be trusted) is shown escaped and cut.
pub fn server_names(game: &GameSnapshot) -> ByPlayer<String> {
    let name = |seat: &Option<SeatInfo>| match seat {
        Some(seat) if is_valid_name(&seat.name) => seat.name.clone(),
        Some(seat) => escape_cut(&seat.name, NAME_MAX_WIDTH),
        None => "?".to_string(),
    };
    ByPlayer::new(name(&game.seats.one), name(&game.seats.two))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::opening::checkers_board;
    use crate::opening::connect4_board;
    use crate::scoreboard::Scoreboard;
    use connect4_protocol::{GameKind, GameStatus, InviteCode};

    fn snapshot(kind: GameKind, moves: &[&str], you: Option<Player>) -> GameSnapshot {
        let seat = |name: &str| SeatInfo {
            name: name.to_string(),
            rating: None,
            connected: true,
        };
        GameSnapshot {
            code: InviteCode::parse("K7MX3P").unwrap(),
            kind,
            clock: None,
            rated: true,
            seats: ByPlayer::new(Some(seat("ann")), Some(seat("bob\u{1b}[2J"))),
            moves: moves.iter().map(|mv| mv.to_string()).collect(),
            clocks: None,
            status: GameStatus::Playing,
            result: None,
            you,
            draw_offer: None,
            rematch_of: None,
        }
    }

    #[test]
    fn a_connect4_board_has_the_servers_moves_names_and_seats_and_no_hints_when_rated() {
        let game = snapshot(
            connect4_classic::game::wire::STANDARD,
            &["4", "3"],
            Some(Player::Two),
        );
        let model = connect4_board(&Config::default(), &game, &Scoreboard::new()).unwrap();
        assert_eq!(model.game.moves().len(), 2);
        assert_eq!(model.settings.seats.seat(Player::One), Seat::Elsewhere);
        assert_eq!(model.settings.seats.seat(Player::Two), Seat::Keyboard);
        assert_eq!(model.settings.names.one, "ann");
        // A name no server of ours would send is shown escaped.
        assert_eq!(model.settings.names.two, "bob\\u{1b}[2J");
        assert!(!model.shell.hints_allowed && !model.saves_match);
    }

    #[test]
    fn a_watched_board_has_both_seats_elsewhere_and_a_bad_move_is_refused() {
        let game = snapshot(connect4_checkers::wire::KIND, &["11-15"], None);
        let model = checkers_board(&Config::default(), &game, &Scoreboard::new()).unwrap();
        assert_eq!(model.game.moves().len(), 1);
        assert_eq!(model.seats.seat(Player::One), Seat::Elsewhere);
        assert_eq!(model.seats.seat(Player::Two), Seat::Elsewhere);
        assert!(!model.keeping.on);
        let wrong = snapshot(
            connect4_classic::game::wire::STANDARD,
            &["0"],
            Some(Player::One),
        );
        assert!(connect4_board(&Config::default(), &wrong, &Scoreboard::new()).is_err());
        assert!(checkers_board(&Config::default(), &wrong, &Scoreboard::new()).is_err());
    }
}
