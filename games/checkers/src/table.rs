//! The transposition table: what the search learnt of a position (a score and whether
//! it is exact or a bound, the depth it was searched to, the best move), kept from one
//! move of the game to the next. Pairs of slots: the first keeps the deepest result,
//! unless it is from an older search; the second takes whatever comes.

use super::quick_moves::QuickMove;
use super::squares::Square;

/// How a stored score bounds the true one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (every move failed low).
    Upper,
}

/// One slot. The bound and the search's age share a byte, so a slot is 16 bytes.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    depth: i8,
    bound_age: u8,
    from: Square,
    to: Square,
}

/// What a probe finds.
#[derive(Debug, Clone, Copy)]
pub struct Hit {
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// The best move's ends, to try it first (its captures follow from them).
    pub from: Square,
    pub to: Square,
}

impl Hit {
    pub fn is_move(&self, mv: &QuickMove) -> bool {
        self.from != self.to && mv.from == self.from && mv.to == self.to
    }
}

pub struct Table {
    slots: Vec<Slot>,
    age: u8,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![Slot::default(); 1 << bits],
            age: 0,
        }
    }

    /// A new search starts: what earlier ones stored may be replaced first.
    pub fn next_age(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 2)
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let i = self.index(key);
        self.slots[i..i + 2]
            .iter()
            .find(|slot| slot.key == key && slot.bound_age != 0)
            .map(|slot| Hit {
                score: slot.score,
                depth: i32::from(slot.depth),
                bound: match slot.bound_age & 3 {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                },
                from: slot.from,
                to: slot.to,
            })
    }

    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: QuickMove) {
        let code = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let slot = Slot {
            key,
            score,
            depth: depth.clamp(-1, 127) as i8,
            bound_age: code | self.age << 2,
            from: best.from,
            to: best.to,
        };
        let i = self.index(key);
        let first = self.slots[i];
        let stale = first.bound_age >> 2 != self.age;
        if first.key == key || stale || depth >= i32::from(first.depth) {
            self.slots[i] = slot;
        } else {
            self.slots[i + 1] = slot;
        }
    }
}
