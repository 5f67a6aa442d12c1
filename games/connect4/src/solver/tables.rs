//! The two transposition tables one search thread uses: the big one, shared by every
//! thread, and a small one of its own for positions near the end of the game.
//!
//! Near the end, positions are many, cheap to search again, and met again soon (their
//! transpositions lie a few discs apart): a table that stays in the processor's cache
//! keeps most of what they are worth, where a probe of the big table is a cache miss
//! almost every time. The big table also keeps its slots for the positions that took
//! long to search.

use super::bits::Bits;
use super::table::{Bounds, Table};

/// Positions with at most this many empty cells go to the small table. The small
/// table trades a few more nodes for much less time, as a probe of a big table is
/// dear far beyond its cache miss, and the bigger the table the dearer. Once enhanced
/// transposition cutoffs reached 12 empty cells, 16 took over from 14: faster on the
/// empty board and on the hard sets alike. More cells were faster still on the empty
/// board, but cost the hardest openings more nodes. The measurements, and the range
/// of sizes that did about as well before, are in docs/solver.md ("Transposition
/// tables").
const NEAR_MAX_EMPTY: u32 = 16;

/// The small table's size: with the big table's probes, it stays in the cache.
const NEAR_BYTES: usize = 4 << 20;

/// One thread's tables.
pub struct Tables<B: Bits> {
    far: Table<B>,
    near: Table<B>,
}

impl<B: Bits> Tables<B> {
    /// A big table of `bytes` (see [`Table::with_bytes`]) and a small one.
    pub fn with_bytes(bytes: usize) -> Self {
        Tables {
            far: Table::with_bytes(bytes),
            near: Table::with_bytes(NEAR_BYTES),
        }
    }

    /// The big table's size.
    pub fn bytes(&self) -> usize {
        self.far.bytes()
    }

    /// Tables for another search thread: the same big table, a small one of its own.
    pub fn share(&self) -> Tables<B> {
        Tables {
            far: self.far.share(),
            near: Table::with_bytes(NEAR_BYTES),
        }
    }

    /// The table for a position with `empty` cells empty.
    #[inline(always)]
    fn pick(&self, empty: u32) -> &Table<B> {
        if empty <= NEAR_MAX_EMPTY {
            &self.near
        } else {
            &self.far
        }
    }

    /// What is known about `key`, a position with `empty` cells empty.
    #[inline(always)]
    pub fn get(&self, key: B, empty: u32) -> Option<Bounds> {
        self.pick(empty).get(key)
    }

    /// Hints the processor to fetch the slot of `key` (with `empty` cells empty).
    #[inline(always)]
    pub fn prefetch(&self, key: B, empty: u32) {
        self.pick(empty).prefetch(key);
    }

    /// Records bounds for `key`, a position with `empty` cells empty.
    #[inline(always)]
    pub fn put(&mut self, key: B, empty: u32, bounds: Bounds) {
        if empty <= NEAR_MAX_EMPTY {
            self.near.put(key, bounds);
        } else {
            self.far.put(key, bounds);
        }
    }

    /// Forgets both tables (the big one as [`Table::clear`] does).
    pub fn clear(&mut self) {
        self.far.clear();
        self.near.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: Bounds = Bounds {
        lower: -1,
        upper: 2,
        best: Some(3),
    };

    #[test]
    fn each_position_is_found_in_its_own_table() {
        let mut t = Tables::<u64>::with_bytes(1 << 21);
        t.put(5, NEAR_MAX_EMPTY, KNOWN);
        t.put(6, NEAR_MAX_EMPTY + 1, KNOWN);
        assert_eq!(t.get(5, NEAR_MAX_EMPTY), Some(KNOWN));
        assert_eq!(t.get(6, NEAR_MAX_EMPTY + 1), Some(KNOWN));
        // The same key asked with the other table's count is not there.
        assert_eq!(t.get(5, NEAR_MAX_EMPTY + 1), None);
        assert_eq!(t.get(6, NEAR_MAX_EMPTY), None);
        t.clear();
        assert_eq!(t.get(5, NEAR_MAX_EMPTY), None);
        assert_eq!(t.get(6, NEAR_MAX_EMPTY + 1), None);
    }

    #[test]
    fn threads_share_the_big_table_only() {
        let mut t = Tables::<u64>::with_bytes(1 << 21);
        let other = t.share();
        t.put(7, 30, KNOWN);
        t.put(8, 4, KNOWN);
        assert_eq!(other.get(7, 30), Some(KNOWN));
        assert_eq!(other.get(8, 4), None);
    }
}
