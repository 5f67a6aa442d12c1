//! How the lobby's tables hold what is not a number: a game's kind and clock as
//! their text ('' for no clock, so that equal clocks compare equal in SQL), an
//! address as its text, a yes or no as 1 or 0.

use connect4_protocol::{Clock, GameKind, Games};
use std::net::IpAddr;

pub fn clock_text(clock: Option<Clock>) -> String {
    clock.map(|c| c.to_string()).unwrap_or_default()
}

/// The clock a column holds; `Err` if it holds no clock this server reads.
pub fn clock_of(text: &str) -> Result<Option<Clock>, String> {
    if text.is_empty() {
        return Ok(None);
    }
    Clock::parse(text).map(Some).map_err(|e| e.to_string())
}

/// The kind a column holds, if its game is one of `games` (`connect4 8x7`).
pub fn kind_of(games: Games, text: &str) -> Result<GameKind, String> {
    games.read_record(text).map_err(|e| e.to_string())
}

/// `kind` as a column holds it. Only kinds of `games` reach a table (the server
/// checks every kind it is sent); another would be written as its wire form.
pub fn kind_text(games: Games, kind: &GameKind) -> String {
    games.record(kind).unwrap_or_else(|_| kind.to_string())
}

pub fn addr_text(addr: Option<IpAddr>) -> Option<String> {
    addr.map(|a| a.to_string())
}

/// An address read back; one unreadable counts as unknown.
pub fn addr_of(text: Option<String>) -> Option<IpAddr> {
    text?.parse().ok()
}

pub fn flag(yes: bool) -> i64 {
    i64::from(yes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_clocks_and_addresses_read_back_as_written() {
        for clock in [None, Some(Clock::parse("3+2").unwrap())] {
            assert_eq!(clock_of(&clock_text(clock)), Ok(clock));
        }
        assert!(clock_of("soon").is_err());
        let games = crate::test_games::GAMES;
        let kind = connect4_classic::game::wire::STANDARD;
        assert_eq!(kind_text(games, &kind), "connect4 7x6");
        assert_eq!(kind_of(games, &kind_text(games, &kind)), Ok(kind));
        assert!(kind_of(games, "popout 7x6").is_err());
        let addr: Option<IpAddr> = Some("::1".parse().unwrap());
        assert_eq!(addr_of(addr_text(addr)), addr);
        assert_eq!(addr_of(Some("nowhere".into())), None);
    }
}
