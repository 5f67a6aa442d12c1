//! A dropped disc's way down, as a body under gravity: it starts still at the top of
//! its column and speeds up, so the time to land grows with the square root of the
//! height (`t = √(2h / g)`), then bounces once, a little, and rests. Pure: a time in,
//! a height out, so the page's frames ask it where the disc is and nothing else moves
//! it. The model's own row-by-row fall (the terminal's) is not what the page paints.

use connect4_classic::game::Cell;

/// Rows per second squared: a fall through a whole standard column (five rows) takes
/// about 0.3 s, slower than a real disc so the eye can follow it, but still a fall.
const GRAVITY: f64 = 110.0;

/// The share of its speed the disc keeps going up after it lands: its bounce reaches
/// the square of this times the height it fell (5 % of it).
const RESTITUTION: f64 = 0.22;

/// The bounce never rises more than this many rows, so it stays a bounce in its own
/// hole and never shows in the hole above.
const HIGHEST_BOUNCE: f64 = 0.25;

/// A disc falling into `cell` from `height` rows above it, since `started` (in
/// milliseconds, the page's clock).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DropMotion {
    pub cell: Cell,
    pub height: f64,
    pub started: f64,
}

impl DropMotion {
    /// A disc dropped into `cell` of a board of `rows`, from its top row; `None` for
    /// the top row itself, where there is nothing to fall through.
    pub fn start(cell: Cell, rows: usize, now: f64) -> Option<DropMotion> {
        let height = rows.checked_sub(1)?.checked_sub(cell.row)?;
        (height > 0).then_some(DropMotion {
            cell,
            height: height as f64,
            started: now,
        })
    }

    /// Seconds from the drop to the landing.
    pub fn fall_time(&self) -> f64 {
        (2.0 * self.height / GRAVITY).sqrt()
    }

    /// When the disc reaches its cell (ms, the page's clock).
    pub fn landed_at(&self) -> f64 {
        self.started + self.fall_time() * 1000.0
    }

    /// When the disc rests after its bounce (ms, the page's clock).
    pub fn rests_at(&self) -> f64 {
        self.landed_at() + self.bounce().1 * 1000.0
    }

    /// The bounce's height and its time in the air, in rows and seconds.
    fn bounce(&self) -> (f64, f64) {
        let landing_speed = GRAVITY * self.fall_time();
        let up = landing_speed * RESTITUTION;
        let top = (up * up / (2.0 * GRAVITY)).min(HIGHEST_BOUNCE);
        // The speed that reaches that (capped) top, and the time up and down again.
        let up = (2.0 * GRAVITY * top).sqrt();
        (top, 2.0 * up / GRAVITY)
    }

    /// How many rows above its cell the disc is at `now`; `None` once it rests.
    pub fn above(&self, now: f64) -> Option<f64> {
        let t = ((now - self.started) / 1000.0).max(0.0);
        let fall = self.fall_time();
        if t < fall {
            return Some(self.height - GRAVITY * t * t / 2.0);
        }
        let (top, air) = self.bounce();
        let t = t - fall;
        if t >= air {
            return None;
        }
        // Up and down again, as the fall: a parabola through 0 at both ends.
        let up = (2.0 * GRAVITY * top).sqrt();
        Some((up * t - GRAVITY * t * t / 2.0).max(0.0))
    }
}
