//! The game's moments as the page shows and plays them: a move seen (a disc to let
//! fall and a knock to hear when it lands), the end seen (a win, a loss or a draw to
//! hear, the winning four to pulse, the banner once the last disc rests). The page
//! watches the model each frame, as it watches it for the screen reader's line, and
//! keeps only what the model has no use for: when things started.

use crate::board::board_motion::Motion;
use crate::board::drop_motion::DropMotion;
use crate::cues::game_moments::{Feel, GameMoments};
use crate::cues::sound::Cue;

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
    /// The discs falling now or waiting their turn, oldest first: a move and its
    /// answer seen in one frame fall one after the other, as they were played.
    falls: Vec<DropMotion>,
}

/// The most discs the page lets wait their turn: more seen at once (a game
/// resumed, a link opened) show in their cells at once.
const MOST_FALLS: usize = 2;

impl Moments {
    /// Looks at `game` at `now` (ms); `calm` when the person asked for less motion.
    /// The sounds it calls for, each with its delay in seconds.
    pub fn watch<G: GameMoments>(&mut self, game: &G, now: f64, calm: bool) -> Vec<(Cue, f64)> {
        let moves = game.moves_played();
        let mut cues = Vec::new();
        self.falls.retain(|fall| fall.rests_at() > now);
        match self.seen {
            // One move, or a move and its answer seen in one frame (a puzzle's answer
            // or the computer's reply came before the next frame): each falls in turn.
            Some(before) if moves > before && moves - before <= MOST_FALLS => {
                for back in (0..moves - before).rev() {
                    let landing = self.drop(game, back, now, calm);
                    cues.push((Cue::Drop, (landing - now) / 1000.0));
                }
            }
            // Taken back, a new match, another game resumed: nothing falls.
            Some(before) if moves != before => self.falls.clear(),
            _ => {}
        }
        let first = self.seen.is_none();
        self.seen = Some(moves);
        let rested = self.rested_at(now);
        match game.ending() {
            Some(ending) if !self.ended => {
                self.ended = true;
                self.ended_at = rested;
                if !first {
                    cues.push((tune(ending.feel), (rested - now) / 1000.0 + TUNE_AFTER));
                }
            }
            Some(_) => {}
            None => self.ended = false,
        }
        cues
    }

    /// Lets the disc `back` moves before the last fall once the discs before it
    /// rest; when it lands (ms).
    fn drop<G: GameMoments>(&mut self, game: &G, back: usize, now: f64, calm: bool) -> f64 {
        let turn = self.rested_at(now);
        let fall = game
            .landed(back)
            .filter(|_| game.animates() && !calm)
            .and_then(|(cell, rows)| DropMotion::start(cell, rows, turn));
        if self.falls.len() == MOST_FALLS {
            self.falls.remove(0);
        }
        self.falls.extend(fall);
        fall.map_or(turn, |fall| fall.landed_at())
    }

    /// When every disc falling or waiting rests (`now` when none is).
    fn rested_at(&self, now: f64) -> f64 {
        self.falls
            .iter()
            .map(DropMotion::rests_at)
            .fold(now, f64::max)
    }

    /// Whether the last disc has come to rest (the banner waits for it).
    pub fn settled(&self) -> bool {
        self.falls.is_empty()
    }

    /// What moves on the board at `now`: the falling disc's height over its cell, a
    /// disc waiting its turn (not drawn yet), and the winning four's pulse (none when
    /// calm: it is then drawn still).
    pub fn motion(&self, now: f64, calm: bool) -> Motion {
        let drop = self
            .falls
            .iter()
            .find(|fall| fall.started <= now)
            .and_then(|fall| Some((fall.cell, fall.above(now)?)));
        let waiting = self
            .falls
            .iter()
            .find(|fall| fall.started > now)
            .map(|fall| fall.cell);
        let phase = (now - self.ended_at).max(0.0) / PULSE_MS * std::f64::consts::TAU;
        let glow = (self.ended && !calm).then(|| 0.5 - 0.5 * phase.cos());
        Motion {
            drop,
            waiting,
            glow,
        }
    }
}

fn tune(feel: Feel) -> Cue {
    match feel {
        Feel::Win => Cue::Win,
        Feel::Loss => Cue::Loss,
        Feel::Draw => Cue::Draw,
    }
}
