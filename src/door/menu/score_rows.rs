//! The player's scoreboard as the door shows it: one row per matchup, counted from
//! this player's side (won, drawn, lost, the current streak and the best), the one
//! played last first. Worked out once when the door opens, so the view only lays
//! the rows out.

use crate::scoreboard::{Matchup, Played, Scoreboard, Tally};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::{BoardSize, NAME_MAX_WIDTH};
use connect4_classic::seat::Player;

/// One matchup's results, from this player's side; its text is escaped (the names
/// come from a file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreRow {
    /// "Connect 4", "Connect 4 8x7" or "checkers".
    pub game: String,
    /// The other side: "the computer (hard)", or the other player's name.
    pub against: String,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// The current run of wins: "won 3", "lost 2", or "-".
    pub streak: String,
    /// This player's longest run of wins.
    pub best: u32,
}

/// Every matchup of `scoreboard`, from the side of the player named `you`: the seat
/// with that name, else seat one, where the app seats the person at the keyboard
/// against the computer. The matchup played last comes first.
pub fn score_rows(scoreboard: &Scoreboard, you: &str) -> Vec<ScoreRow> {
    let mut played: Vec<(&Matchup, &Tally)> = scoreboard.iter().collect();
    // Stable: matchups never played (no time) keep the file's order, last.
    played.sort_by_key(|(_, tally)| std::cmp::Reverse(tally.last_played));
    played
        .into_iter()
        .map(|(matchup, tally)| row(matchup, tally, you))
        .collect()
}

fn row(matchup: &Matchup, tally: &Tally, you: &str) -> ScoreRow {
    let side = if matchup.names.two == you && matchup.names.one != you {
        Player::Two
    } else {
        Player::One
    };
    let against = match &matchup.computer {
        Some(level) => format!("the computer ({})", escape_cut(level, NAME_MAX_WIDTH)),
        None => escape_cut(&matchup.names[side.other()], NAME_MAX_WIDTH),
    };
    let streak = match tally.streak {
        Some(streak) if streak.player == side => format!("won {}", streak.length),
        Some(streak) => format!("lost {}", streak.length),
        None => "-".to_string(),
    };
    ScoreRow {
        game: game_name(matchup.played, matchup.board),
        against,
        won: tally.wins[side],
        drawn: tally.draws,
        lost: tally.wins[side.other()],
        streak,
        best: tally.best_streak[side],
    }
}

/// The game's title (the registry's), with the board when it is not the usual one.
fn game_name(played: Played, board: Option<BoardSize>) -> String {
    let title = crate::games::of_played(played).title();
    match board {
        Some(size) if size != BoardSize::STANDARD => format!("{title} {size}"),
        _ => title.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoreboard::{MatchResult, Timestamp};
    use connect4_classic::seat::ByPlayer;

    fn matchup(one: &str, two: &str, computer: Option<&str>, played: Played) -> Matchup {
        Matchup {
            names: ByPlayer::new(one.into(), two.into()),
            computer: computer.map(String::from),
            board: played.is_connect4().then_some(BoardSize::STANDARD),
            played,
        }
    }

    #[test]
    fn results_are_counted_from_the_side_of_the_player_named() {
        let mut scoreboard = Scoreboard::new();
        let with_bob = matchup("bob", "ann", None, connect4_checkers::terminal::PLAYED);
        let results = [
            MatchResult::Win(Player::Two),
            MatchResult::Win(Player::Two),
            MatchResult::Draw,
            MatchResult::Win(Player::One),
        ];
        for (at, result) in results.into_iter().enumerate() {
            scoreboard.record(&with_bob, result, Timestamp(at as i64));
        }
        let rows = score_rows(&scoreboard, "ann");
        let expected = ScoreRow {
            game: "checkers".into(),
            against: "bob".into(),
            won: 2,
            drawn: 1,
            lost: 1,
            streak: "lost 1".into(),
            best: 2,
        };
        assert_eq!(rows, [expected]);
    }

    #[test]
    fn the_matchup_played_last_comes_first_and_the_computer_is_named_by_level() {
        let mut scoreboard = Scoreboard::new();
        let hard = matchup("ann", "Yellow", Some("hard"), Played::CONNECT4);
        let mut big = matchup("ann", "cid\u{1b}[2J", None, Played::CONNECT4);
        big.board = Some(BoardSize::new(8, 7).unwrap());
        scoreboard.record(&hard, MatchResult::Win(Player::One), Timestamp(1));
        scoreboard.record(&big, MatchResult::Draw, Timestamp(5));
        scoreboard.record(&hard, MatchResult::Win(Player::One), Timestamp(3));
        let rows = score_rows(&scoreboard, "ann");
        assert_eq!(rows[0].game, "Connect 4 8x7");
        assert_eq!(rows[0].against, "cid\\u{1b}[2J", "escaped");
        assert_eq!(rows[0].streak, "-");
        assert_eq!(rows[1].against, "the computer (hard)");
        assert_eq!((rows[1].won, rows[1].streak.as_str()), (2, "won 2"));
    }

    #[test]
    fn a_matchup_without_the_player_counts_from_seat_one() {
        let mut scoreboard = Scoreboard::new();
        let local = matchup("Red", "Yellow", None, Played::CONNECT4);
        scoreboard.record(&local, MatchResult::Win(Player::One), Timestamp(1));
        let rows = score_rows(&scoreboard, "ann");
        assert_eq!((rows[0].against.as_str(), rows[0].won), ("Yellow", 1));
    }
}
