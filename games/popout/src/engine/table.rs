//! The transposition table: what a search learnt about a position, found again when
//! another order of moves reaches it. One entry a slot, the newest kept.

use crate::rules::Move;
use connect4_classic::game::Column;

/// How a stored score relates to the position's true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The value is at least the score (the search stopped at a cut).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
    /// No score, only a move worth trying first (see the search on repetitions).
    MoveOnly,
}

/// What the table remembers of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hit {
    pub score: i32,
    pub depth: u32,
    pub bound: Bound,
    pub best: Option<Move>,
}

#[derive(Debug, Clone, Copy)]
struct Slot {
    /// The hash's upper half, to tell positions that share the slot apart.
    check: u32,
    score: i32,
    depth: u8,
    bound: Bound,
    /// 0 for none, 1 + column for a drop, 11 + column for a pop.
    best: u8,
}

const EMPTY: Slot = Slot {
    check: 0,
    score: 0,
    depth: 0,
    bound: Bound::MoveOnly,
    best: 0,
};

pub struct Table {
    slots: Vec<Slot>,
}

impl Table {
    /// A table of `2^bits` slots (12 bytes each).
    pub fn new(bits: u32) -> Self {
        Table {
            slots: vec![EMPTY; 1 << bits],
        }
    }

    /// Forgets everything, for a new game.
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY);
    }

    pub fn probe(&self, hash: u64) -> Option<Hit> {
        let slot = self.slots[self.index(hash)];
        (slot.check == check(hash) && slot.best != 0).then(|| Hit {
            score: slot.score,
            depth: u32::from(slot.depth),
            bound: slot.bound,
            best: decode(slot.best),
        })
    }

    pub fn store(&mut self, hash: u64, depth: u32, score: i32, bound: Bound, best: Move) {
        let index = self.index(hash);
        self.slots[index] = Slot {
            check: check(hash),
            score,
            depth: depth.min(u32::from(u8::MAX)) as u8,
            bound,
            best: encode(best),
        };
    }

    fn index(&self, hash: u64) -> usize {
        hash as usize & (self.slots.len() - 1)
    }
}

fn check(hash: u64) -> u32 {
    (hash >> 32) as u32
}

fn encode(mv: Move) -> u8 {
    match mv {
        Move::Drop(c) => 1 + c.index() as u8,
        Move::Pop(c) => 11 + c.index() as u8,
    }
}

fn decode(code: u8) -> Option<Move> {
    match code {
        1..=10 => Some(Move::Drop(Column::new(usize::from(code - 1)))),
        11..=20 => Some(Move::Pop(Column::new(usize::from(code - 11)))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_entry_is_found_and_a_neighbour_is_not() {
        let mut table = Table::new(4);
        let pop = Move::Pop(Column::new(9));
        table.store(0xdead_beef_0000_0003, 5, -7, Bound::Lower, pop);
        let hit = table.probe(0xdead_beef_0000_0003).unwrap();
        assert_eq!(
            (hit.score, hit.depth, hit.bound, hit.best),
            (-7, 5, Bound::Lower, Some(pop))
        );
        assert_eq!(
            table.probe(0xfeed_beef_0000_0003),
            None,
            "same slot, other position"
        );
        table.clear();
        assert_eq!(table.probe(0xdead_beef_0000_0003), None);
    }
}
