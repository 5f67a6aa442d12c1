//! Points in time as whole seconds since the Unix epoch, written as RFC 3339 UTC
//! ("2026-11-21T22:50:00Z"). The calendar maths is the days-from-civil algorithm
//! for the proleptic Gregorian calendar, so no date crate is needed.

use std::fmt;
use web_time::{SystemTime, UNIX_EPOCH};

/// A moment, to the second, in UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp(pub i64);

const SECONDS_PER_DAY: i64 = 86_400;

impl Timestamp {
    /// The system clock. Only the edges (the app's effects, the store) call this;
    /// everything else is handed a timestamp.
    pub fn now() -> Timestamp {
        let since_epoch = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Timestamp(since_epoch.as_secs() as i64)
    }

    /// The UTC calendar date and time of day: (year, month, day, hour, minute, second).
    pub fn to_civil(self) -> (i64, u8, u8, u8, u8, u8) {
        let days = self.0.div_euclid(SECONDS_PER_DAY);
        let second_of_day = self.0.rem_euclid(SECONDS_PER_DAY);
        let (year, month, day) = civil_from_days(days);
        let hour = (second_of_day / 3600) as u8;
        let minute = (second_of_day % 3600 / 60) as u8;
        (year, month, day, hour, minute, (second_of_day % 60) as u8)
    }

    /// The moment of a UTC calendar date and time; `None` for an impossible date.
    pub fn from_civil(
        year: i64,
        month: u8,
        day: u8,
        hour: u8,
        minute: u8,
        second: u8,
    ) -> Option<Timestamp> {
        let valid = (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month)
            && hour < 24
            && minute < 60
            && second < 61; // a leap second is read as the next second's start
        let seconds = i64::from(hour) * 3600 + i64::from(minute) * 60 + i64::from(second);
        valid.then(|| Timestamp(days_from_civil(year, month, day) * SECONDS_PER_DAY + seconds))
    }

    /// The UTC day, as "2026-11-21".
    pub fn day(self) -> String {
        let (y, mo, d, ..) = self.to_civil();
        format!("{y:04}-{mo:02}-{d:02}")
    }

    /// A compact form for file names: "20261121T225000Z".
    pub fn compact(self) -> String {
        let (y, mo, d, h, mi, s) = self.to_civil();
        format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
    }
}

/// RFC 3339 in UTC: "2026-11-21T22:50:00Z".
impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, mo, d, h, mi, s) = self.to_civil();
        write!(f, "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z")
    }
}

fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i64, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a date. Years start in March in this algorithm so the
/// leap day falls at the end of the year.
fn days_from_civil(year: i64, month: u8, day: u8) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let month_from_march = (i64::from(month) + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The inverse of [`days_from_civil`].
fn civil_from_days(days: i64) -> (i64, u8, u8) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_from_march + 2) / 5 + 1) as u8;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    } as u8;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn formats_known_moments() {
        assert_eq!(Timestamp(0).to_string(), "1970-01-01T00:00:00Z");
        assert_eq!(Timestamp(951_782_400).to_string(), "2000-02-29T00:00:00Z");
        assert_eq!(Timestamp(1_795_296_600).to_string(), "2026-11-21T21:30:00Z");
        assert_eq!(Timestamp(1_795_296_600).compact(), "20261121T213000Z");
    }

    #[test]
    fn rejects_impossible_dates() {
        assert_eq!(Timestamp::from_civil(2026, 2, 29, 0, 0, 0), None);
        assert_eq!(Timestamp::from_civil(2026, 13, 1, 0, 0, 0), None);
        assert!(Timestamp::from_civil(2024, 2, 29, 23, 59, 59).is_some());
    }

    proptest! {
        #[test]
        fn civil_time_round_trips(seconds in -100_000_000_000i64..100_000_000_000) {
            let (y, mo, d, h, mi, s) = Timestamp(seconds).to_civil();
            prop_assert_eq!(Timestamp::from_civil(y, mo, d, h, mi, s), Some(Timestamp(seconds)));
        }
    }
}
