//! The order moves are tried in, which decides how much alpha-beta can cut: the table's
//! move first, then the two quiet moves that last refuted a sibling (killers), then the
//! rest by how often they have cut before (history), captures by what they take.

use super::quick_moves::QuickMove;
use super::table::Hit;

/// The deepest ply the search reaches (the horizon plus the exchanges after it).
pub const MAX_PLY: usize = 128;

pub struct Ordering {
    killers: [[Option<(u8, u8)>; 2]; MAX_PLY],
    /// Indexed by side to move (0 Black), from and to.
    history: Vec<u32>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 2 * 32 * 32],
        }
    }
}

fn history_index(side: usize, mv: &QuickMove) -> usize {
    side * 1024 + usize::from(mv.from) * 32 + usize::from(mv.to)
}

impl Ordering {
    /// A new search: killers belong to the old tree; history fades but is kept, as it
    /// says what usually works in positions like these.
    pub fn next_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for value in &mut self.history {
            *value /= 8;
        }
    }

    /// Puts the moves in the order to try them, best first.
    pub fn sort(&self, moves: &mut [QuickMove], hit: Option<&Hit>, ply: usize, side: usize) {
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        let rank = |mv: &QuickMove| -> u64 {
            if hit.is_some_and(|h| h.is_move(mv)) {
                return u64::MAX;
            }
            if mv.is_capture() {
                return 1 << 40 | u64::from(mv.captured.count_ones());
            }
            let key = Some((mv.from, mv.to));
            if killers[0] == key {
                1 << 36
            } else if killers[1] == key {
                1 << 35
            } else {
                u64::from(self.history[history_index(side, mv)])
            }
        };
        moves.sort_unstable_by_key(|mv| std::cmp::Reverse(rank(mv)));
    }

    /// A quiet move cut off the search at `ply`, `depth` plies from the horizon.
    pub fn cut(&mut self, mv: &QuickMove, ply: usize, side: usize, depth: i32) {
        if mv.is_capture() {
            return;
        }
        let key = Some((mv.from, mv.to));
        let killers = &mut self.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != key {
            killers[1] = killers[0];
            killers[0] = key;
        }
        let depth = depth.clamp(1, 30) as u32;
        let value = &mut self.history[history_index(side, mv)];
        *value = value.saturating_add(depth * depth).min(1 << 30);
    }
}
