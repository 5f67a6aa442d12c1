//! The game's moments as the page shows and plays them: a move seen (a disc to let
//! fall and a knock to hear when it lands), the end seen (a win, a loss or a draw to
//! hear, the winning four to pulse, the banner once the last disc rests). The page
//! watches the model each frame, as it watches it for the screen reader's line, and
//! keeps only what the model has no use for: when things started.

use super::board_motion::Motion;
use super::drop_motion::DropMotion;
use super::game_moments::{Feel, GameMoments};
use super::sound::Cue;

/// How long one pulse of the winning four takes, in milliseconds.
const PULSE_MS: f64 = 1100.0;

/// The gap between the last disc's knock and the end's tune, in seconds.
const TUNE_AFTER: f64 = 0.12;

#[derive(Debug, Default)]
pub struct Moments {
    /// The moves counted at the last frame; `None` before the first, which only
    /// counts (a reload must not replay the last move or the end).
    seen: Option<usize>,
    /// Whether the end was seen (and heard) already.
    ended: bool,
    /// When the end was seen, for the pulse (ms, the page's clock).
    ended_at: f64,
    /// The disc falling now.
    falling: Option<DropMotion>,
}

impl Moments {
    /// Looks at `game` at `now` (ms); `calm` when the person asked for less motion.
    /// The sounds it calls for, each with its delay in seconds.
    pub fn watch<G: GameMoments>(&mut self, game: &G, now: f64, calm: bool) -> Vec<(Cue, f64)> {
        let moves = game.moves_played();
        let mut cues = Vec::new();
        let mut landing = 0.0;
        match self.seen {
            // One move, or a move and its answer seen in one frame (a puzzle's answer
            // or the computer's reply came before the next frame, as it does on a
            // busy machine): the last one falls, rather than none.
            Some(before) if moves > before && moves - before <= 2 => {
                self.falling = game
                    .landed()
                    .filter(|_| game.animates() && !calm)
                    .and_then(|(cell, rows)| DropMotion::start(cell, rows, now));
                landing = self.falling.map_or(0.0, |fall| fall.fall_time());
                cues.push((Cue::Drop, landing));
            }
            // Taken back, a new match, another game resumed: nothing falls.
            Some(before) if moves != before => self.falling = None,
            _ => {}
        }
        let first = self.seen.is_none();
        self.seen = Some(moves);
        if self.falling.is_some_and(|fall| fall.above(now).is_none()) {
            self.falling = None;
        }
        match game.ending() {
            Some(ending) if !self.ended => {
                self.ended = true;
                self.ended_at = now + landing * 1000.0;
                if !first {
                    cues.push((tune(ending.feel), landing + TUNE_AFTER));
                }
            }
            Some(_) => {}
            None => self.ended = false,
        }
        cues
    }

    /// Whether the last disc has come to rest (the banner waits for it).
    pub fn settled(&self) -> bool {
        self.falling.is_none()
    }

    /// What moves on the board at `now`: the falling disc's height over its cell,
    /// and the winning four's pulse (none when calm: it is then drawn still).
    pub fn motion(&self, now: f64, calm: bool) -> Motion {
        let drop = self
            .falling
            .and_then(|fall| Some((fall.cell, fall.above(now)?)));
        let phase = (now - self.ended_at).max(0.0) / PULSE_MS * std::f64::consts::TAU;
        let glow = (self.ended && !calm).then(|| 0.5 - 0.5 * phase.cos());
        Motion { drop, glow }
    }
}

fn tune(feel: Feel) -> Cue {
    match feel {
        Feel::Win => Cue::Win,
        Feel::Loss => Cue::Loss,
        Feel::Draw => Cue::Draw,
    }
}
