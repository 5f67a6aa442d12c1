//! A game's clock, written `M+S`: minutes per game, plus seconds added after each
//! move (`5+3`). Minutes may have up to three decimals (`0.5+0` is thirty seconds),
//! which short test games need; `none` is a game without a clock.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The longest game clock, in minutes, and the largest increment, in seconds.
const MAX_MINUTES: u64 = 180;
const MAX_INCREMENT_SECS: u64 = 60;

/// Time per player: a base, and an increment after each of their moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clock {
    /// Thousandths of a minute (60 ms each), so text round-trips exactly.
    milli_minutes: u64,
    increment_secs: u64,
}

/// Why text is not a clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockError(String);

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a clock: write minutes+seconds such as 5+3 (up to {MAX_MINUTES}+{MAX_INCREMENT_SECS})",
            connect4_game::escape::escape_cut(&self.0, 20)
        )
    }
}

impl std::error::Error for ClockError {}

impl Clock {
    /// `minutes` per game plus `increment_secs` per move.
    pub fn new(minutes: u64, increment_secs: u64) -> Result<Clock, ClockError> {
        Clock::parse(&format!("{minutes}+{increment_secs}"))
    }

    pub fn parse(text: &str) -> Result<Clock, ClockError> {
        let bad = || ClockError(text.to_string());
        let (minutes, secs) = text.trim().split_once('+').ok_or_else(bad)?;
        let milli_minutes = parse_thousandths(minutes).ok_or_else(bad)?;
        let increment_secs: u64 = digits(secs).ok_or_else(bad)?;
        if milli_minutes == 0
            || milli_minutes > MAX_MINUTES * 1000
            || increment_secs > MAX_INCREMENT_SECS
        {
            return Err(bad());
        }
        Ok(Clock {
            milli_minutes,
            increment_secs,
        })
    }

    /// Each player's time at the start, in milliseconds.
    pub fn base_ms(self) -> u64 {
        self.milli_minutes * 60
    }

    /// Time added after each move, in milliseconds.
    pub fn increment_ms(self) -> u64 {
        self.increment_secs * 1000
    }
}

/// A whole number of ASCII digits, not too long to overflow.
fn digits(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 6 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `12`, `0.5` or `1.025` as thousandths.
fn parse_thousandths(text: &str) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || (text.contains('.') && fraction.is_empty()) {
        return None;
    }
    let fraction_value = if fraction.is_empty() {
        0
    } else {
        digits(fraction)? * 10u64.pow(3 - fraction.len() as u32)
    };
    Some(digits(whole)? * 1000 + fraction_value)
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.milli_minutes / 1000;
        let fraction = self.milli_minutes % 1000;
        if fraction == 0 {
            write!(f, "{whole}+{}", self.increment_secs)
        } else {
            let decimals = format!("{fraction:03}");
            write!(
                f,
                "{whole}.{}+{}",
                decimals.trim_end_matches('0'),
                self.increment_secs
            )
        }
    }
}

impl std::str::FromStr for Clock {
    type Err = ClockError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Clock::parse(s)
    }
}

impl Serialize for Clock {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Clock {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Clock::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn clocks_read_as_minutes_plus_seconds() {
        let clock = Clock::parse("5+3").unwrap();
        assert_eq!((clock.base_ms(), clock.increment_ms()), (300_000, 3_000));
        assert_eq!(clock.to_string(), "5+3");
        let short = Clock::parse("0.02+0").unwrap();
        assert_eq!(short.base_ms(), 1_200);
        assert_eq!(short.to_string(), "0.02+0");
    }

    #[test]
    fn nonsense_is_refused() {
        for text in [
            "", "5", "+3", "5+", "0+3", "5+61", "181+0", "5.+1", "5.1234+0", "-5+3", "5+3+1",
            "5 + x",
        ] {
            assert!(Clock::parse(text).is_err(), "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn every_clock_round_trips(milli in 1u64..=180_000, inc in 0u64..=60) {
            let clock = Clock { milli_minutes: milli, increment_secs: inc };
            prop_assert_eq!(Clock::parse(&clock.to_string()), Ok(clock));
        }
    }
}
