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

/// Positions with at most this many empty cells go to the small table. Measured on
/// the empty-board proxies (4444 and 4453, one thread): from a 256 MiB table, 10 to 14
/// cells and 4 to 8 MiB all take about 0.9x the time of one table, at 2-3 % more
/// nodes. Once enhanced transposition cutoffs reached 12 empty cells, 16 took over
/// from 14 (whole process, medians of 5-7 pairs side by side): the empty 7x6 board
/// with a 1 GiB table in 0.89x the time on two threads and 0.82x on one, Begin-Hard's
/// first 12 and 200 Begin-Medium with 64 MiB in 0.92-0.98x the time at 1-2 % more
/// nodes. A probe of a big table is dear on this machine far beyond its cache miss
/// (the empty board on two threads: 7.4 s from 256 MiB, 9.7 s from 1 GiB). Up to 18
/// and 20 cells were faster still on the empty board (0.87x and 0.83x of 14), but
/// gave Begin-Hard 4 % and 6 % more nodes.
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
