//! The computer's levels, as in the main game: easy looks two plies ahead and picks
//! among the moves that look good enough, medium looks four plies ahead and picks
//! among the best, hard searches as deep as its time allows.

use crate::engine::{self, Table, WIN_BOUND};
use crate::rules::{Game, Move};
use connect4_game::Engine;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// The computer's strength, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

/// Easy's depth, and how far below the best a move it may still pick can score.
const EASY_DEPTH: u32 = 2;
const EASY_SLACK: i32 = 120;
/// Medium's depth, and its slack: moves all but as good as the best.
const MEDIUM_DEPTH: u32 = 4;
const MEDIUM_SLACK: i32 = 10;
/// Hard's limit when time allows more: PopOut games need not end, so neither would
/// the deepening.
const HARD_DEPTH: u32 = 64;

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not easy, medium or hard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a PopOut level: use easy, medium or hard",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| ParseLevelError(text.to_string()))
    }
}

/// A computer player: its level, its table (kept between moves of a game, since the
/// next search meets many of the same positions) and its dice.
pub struct Computer {
    level: Level,
    table: Table,
    rng: fastrand::Rng,
}

impl Computer {
    pub fn new(level: Level, seed: u64) -> Self {
        Computer {
            level,
            table: Table::new(18),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Forgets what the table learnt, for a new game.
    pub fn new_game(&mut self) {
        self.table.clear();
    }

    /// The move for `game`'s player to move, within about `think`; `None` once the
    /// game is over.
    pub fn choose(&mut self, game: &Game, think: Duration) -> Option<Move> {
        let deadline = Some(Instant::now() + think);
        let (depth, slack) = match self.level {
            Level::Hard => {
                return engine::best_move(game, HARD_DEPTH, deadline, &mut self.table)
                    .map(|r| r.best);
            }
            Level::Medium => (MEDIUM_DEPTH, MEDIUM_SLACK),
            Level::Easy => (EASY_DEPTH, EASY_SLACK),
        };
        let scored = engine::score_moves(game, depth, deadline, &mut self.table);
        let Some(top) = scored.iter().map(|&(_, s)| s).max() else {
            // Out of time before one move was scored: the best of a one-ply search.
            return engine::best_move(game, 1, None, &mut self.table).map(|r| r.best);
        };
        // A win found is always taken, and a loss avoided when anything else is left.
        let slack = if top > WIN_BOUND { 0 } else { slack };
        let good: Vec<Move> = scored
            .iter()
            .filter(|&&(_, s)| s >= top - slack && (s > -WIN_BOUND || top <= -WIN_BOUND))
            .map(|&(mv, _)| mv)
            .collect();
        Some(good[self.rng.usize(..good.len())])
    }
}

/// How long hard thinks for a move played at the terminal or on the page: long
/// enough to search deep, short enough that a person is not kept waiting.
pub const THINK: Duration = Duration::from_secs(1);

/// PopOut's computer as the shell asks it: a fresh player at the level for each move
/// (its table starts empty), thinking at most [`THINK`]; a search once started runs
/// to its deadline, so `stop` is not read.
impl Engine for Game {
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    fn choose(&self, level: &str, _: &AtomicBool) -> Option<String> {
        let level: Level = level.parse().ok()?;
        let mut computer = Computer::new(level, fastrand::u64(..));
        computer.choose(self, THINK).map(|mv| mv.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_answers_at_each_level_with_a_legal_move_and_takes_a_win() {
        use connect4_game::Rules;
        let mut game = Game::new(connect4_classic::game::BoardSize::STANDARD);
        let stop = AtomicBool::new(false);
        for level in <Game as Engine>::LEVELS {
            let mv = game.choose(level, &stop).expect("a move");
            Rules::play(&mut game.clone(), &mv).expect("legal");
        }
        // Red has three in column 1 and is to move: every level drops the fourth.
        for mv in ["d1", "d2", "d1", "d2", "d1", "d3"] {
            Rules::play(&mut game, mv).unwrap();
        }
        for level in <Game as Engine>::LEVELS {
            assert_eq!(game.choose(level, &stop).as_deref(), Some("d1"), "{level}");
        }
        assert_eq!(game.choose("perfect", &stop), None, "not a PopOut level");
    }

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert!(
            "perfect"
                .parse::<Level>()
                .unwrap_err()
                .to_string()
                .contains("easy, medium")
        );
    }
}
