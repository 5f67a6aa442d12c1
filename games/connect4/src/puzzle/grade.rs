//! A puzzle's grade, 1 (easiest) to 5, from what makes it hard: the length of its
//! forced line, the wrong moves that look good to the hard level, and how often the
//! easy and medium levels fail it. docs/puzzles.md gives the weights' reasons and
//! the counts per grade.

use std::fmt;
use std::str::FromStr;

/// What the generator measured of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Features {
    /// The player's moves on the main line.
    pub line: u32,
    /// Wrong first moves the hard level rates at least as highly as the right one.
    pub tempting: u32,
    /// The share of the easy level's tries that miss the move asked for.
    pub easy_misses: f64,
    /// The share of the line's positions where the medium level misses every move
    /// that keeps the outcome.
    pub medium_misses: f64,
}

impl Features {
    /// How hard the puzzle is, on an open scale: each long line, each tempting wrong
    /// move and each weaker level's failure adds to it. A tempting move weighs most,
    /// as it is a trap a strong player falls into; a long line a little, as most of
    /// its moves are easier than the first.
    pub fn difficulty(&self) -> f64 {
        0.4 * f64::from(self.line.saturating_sub(1))
            + 1.0 * f64::from(self.tempting)
            + 1.5 * self.easy_misses
            + 2.0 * self.medium_misses
    }
}

/// A grade from 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grade(u8);

impl Grade {
    pub const ALL: [Grade; 5] = [Grade(1), Grade(2), Grade(3), Grade(4), Grade(5)];

    /// The grade of a number from 1 to 5.
    pub fn new(number: u8) -> Option<Grade> {
        (1..=5).contains(&number).then_some(Grade(number))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The grade of what was measured: the difficulty cut at fixed points, so a
    /// puzzle's grade never depends on the rest of the set.
    pub fn of(features: &Features) -> Grade {
        const CUTS: [f64; 4] = [1.0, 2.0, 3.2, 4.5];
        let d = features.difficulty();
        Grade(1 + CUTS.iter().filter(|&&cut| d >= cut).count() as u8)
    }

    /// The rating a puzzle of this grade starts from, before any result: 200 points a
    /// grade, the middle grade at the rating a new player starts from.
    pub fn rating(self) -> f64 {
        1500.0 + 200.0 * (f64::from(self.0) - 3.0)
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Grade {
    type Err = String;

    fn from_str(text: &str) -> Result<Grade, String> {
        text.parse()
            .ok()
            .filter(|_| text.len() == 1)
            .and_then(Grade::new)
            .ok_or_else(|| {
                format!(
                    "'{}' is not a grade: use 1 to 5",
                    crate::escape::escape_cut(text, 60)
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(line: u32, tempting: u32, easy_misses: f64, medium_misses: f64) -> Features {
        Features {
            line,
            tempting,
            easy_misses,
            medium_misses,
        }
    }

    #[test]
    fn harder_features_never_give_a_lower_grade() {
        let easy = Grade::of(&features(1, 0, 0.0, 0.0));
        assert_eq!(easy, Grade(1));
        assert!(Grade::of(&features(5, 0, 0.0, 0.0)) >= easy);
        assert!(Grade::of(&features(5, 1, 0.0, 0.0)) >= Grade::of(&features(5, 0, 0.0, 0.0)));
        assert!(Grade::of(&features(5, 1, 0.5, 0.5)) >= Grade::of(&features(5, 1, 0.5, 0.0)));
        assert_eq!(Grade::of(&features(12, 4, 1.0, 1.0)), Grade(5));
    }

    #[test]
    fn grades_read_as_they_print_and_rate_by_two_hundred() {
        for grade in Grade::ALL {
            assert_eq!(grade.to_string().parse(), Ok(grade));
        }
        assert!("0".parse::<Grade>().is_err());
        assert!("6".parse::<Grade>().is_err());
        assert!("+3".parse::<Grade>().is_err());
        assert_eq!(Grade(3).rating(), 1500.0);
        assert_eq!(Grade(5).rating() - Grade(1).rating(), 800.0);
    }
}
