//! The transposition table: what earlier searches proved about a position (a lower and
//! an upper bound on its score, and the best move found), indexed by a hash of its key.
//!
//! One entry is one word of the board's type (8 bytes on every board that fits a u64).
//! The key is hashed by multiplying with an odd constant, a bijection; the top bits of
//! the hash pick the slot and the remaining bits are stored, so slot + stored bits
//! give back the whole key and a hit is never a false one.
//!
//! Several search threads can share one table (lazy SMP): each holds a handle made by
//! [`Table::share`], and the slots are atomic words, so what one thread proves the
//! others read.

use super::bits::Bits;
use std::sync::Arc;

/// Bits of an entry taken by the data below the stored key bits.
const DATA_BITS: u32 = 18;
/// Scores are stored with this offset so a stored value is never zero (0 = empty slot).
const OFFSET: i32 = 64;
/// The smallest table: with fewer slots the stored key bits would not fit beside the data.
pub const MIN_SLOTS_LOG2: u32 = DATA_BITS;
/// Slots written since the last clear that are remembered, so clearing after a small
/// search touches only them instead of the whole table.
const DIRTY_LIMIT: usize = 1 << 16;

/// What the table knows about one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub lower: i32,
    pub upper: i32,
    /// The column of the best move found, if one was stored.
    pub best: Option<u32>,
}

/// A fixed-size table of `2^k` one-word entries, always replacing on a collision.
pub struct Table<B: Bits> {
    slots: Arc<Vec<B::Slot>>,
    shift: u32,
    dirty: Vec<u32>,
    overflowed: bool,
}

impl<B: Bits> Table<B> {
    /// The largest table that fits in `bytes` (but never below the minimum size).
    pub fn with_bytes(bytes: usize) -> Self {
        let slots = (bytes / size_of::<B>()).max(1 << MIN_SLOTS_LOG2);
        let log2 = (usize::BITS - 1 - slots.leading_zeros()).min(32);
        let slots = B::empty_slots(1 << log2);
        // Nothing has touched the slots yet, so every page the search maps is a
        // huge one where the kernel can give it.
        advise_huge_pages::<B>(&slots);
        Table {
            slots: Arc::new(slots),
            shift: B::BITS - log2,
            dirty: Vec::with_capacity(DIRTY_LIMIT),
            overflowed: false,
        }
    }

    pub fn bytes(&self) -> usize {
        self.slots.len() * size_of::<B>()
    }

    /// Another handle on the same slots, for a search thread of its own. Its `clear`
    /// forgets only what it wrote itself (or everything, past the dirty limit).
    pub fn share(&self) -> Table<B> {
        Table {
            slots: Arc::clone(&self.slots),
            shift: self.shift,
            dirty: Vec::with_capacity(DIRTY_LIMIT),
            overflowed: false,
        }
    }

    #[inline(always)]
    fn locate(&self, key: B) -> (usize, B) {
        let hash = key.wrapping_mul(B::MIX);
        let index = (hash >> self.shift).to_u128() as usize;
        let rest = hash & ((B::ONE << self.shift).wrapping_sub(B::ONE));
        (index, rest << DATA_BITS)
    }

    #[inline(always)]
    pub fn get(&self, key: B) -> Option<Bounds> {
        let (index, tag) = self.locate(key);
        let entry = B::load(&self.slots[index]);
        let data = entry & B::from_u128((1 << DATA_BITS) - 1);
        if entry ^ data != tag || data == B::ZERO {
            return None;
        }
        Some(decode(data.to_u128() as u32))
    }

    /// Hints the processor to fetch `key`'s slot into the cache.
    #[inline(always)]
    pub fn prefetch(&self, key: B) {
        #[cfg(target_arch = "x86_64")]
        {
            let (index, _) = self.locate(key);
            let ptr = self.slots.as_ptr().wrapping_add(index) as *const i8;
            // SAFETY: a prefetch never faults and changes no memory; the address is
            // inside the table anyway.
            unsafe { std::arch::x86_64::_mm_prefetch(ptr, std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Records bounds for `key`, tightening what was there for the same key.
    #[inline(always)]
    pub fn put(&mut self, key: B, bounds: Bounds) {
        let (index, tag) = self.locate(key);
        let entry = B::load(&self.slots[index]);
        let data = entry & B::from_u128((1 << DATA_BITS) - 1);
        let merged = if entry ^ data == tag && data != B::ZERO {
            let old = decode(data.to_u128() as u32);
            Bounds {
                lower: bounds.lower.max(old.lower),
                upper: bounds.upper.min(old.upper),
                best: bounds.best.or(old.best),
            }
        } else {
            self.mark_dirty(index);
            bounds
        };
        B::store(
            &self.slots[index],
            tag | B::from_u128(u128::from(encode(merged))),
        );
    }

    #[inline(always)]
    fn mark_dirty(&mut self, index: usize) {
        if !self.overflowed {
            if self.dirty.len() < DIRTY_LIMIT {
                self.dirty.push(index as u32);
            } else {
                self.overflowed = true;
            }
        }
    }

    /// Forgets everything: only the slots written since the last clear when they were
    /// few, otherwise the whole table.
    pub fn clear(&mut self) {
        if self.overflowed {
            for slot in self.slots.iter() {
                B::store(slot, B::ZERO);
            }
        } else {
            for &index in &self.dirty {
                B::store(&self.slots[index as usize], B::ZERO);
            }
        }
        self.dirty.clear();
        self.overflowed = false;
    }
}

/// Asks for 2 MiB pages for the slots `slots` has room for (before any is written):
/// the table is probed at random, and with 4 KiB pages nearly every probe also misses
/// the TLB. A hint only: without it the table still works.
#[cfg(target_os = "linux")]
fn advise_huge_pages<B: Bits>(slots: &Vec<B::Slot>) {
    const PAGE: usize = 4096;
    let start = slots.as_ptr() as usize;
    let end = start + slots.capacity() * size_of::<B::Slot>();
    let aligned = start.next_multiple_of(PAGE);
    if end > aligned {
        // SAFETY: the range lies inside our own allocation; MADV_HUGEPAGE changes no
        // contents, only how the kernel backs the pages.
        unsafe {
            libc::madvise(
                aligned as *mut libc::c_void,
                end - aligned,
                libc::MADV_HUGEPAGE,
            );
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<B: Bits>(_slots: &Vec<B::Slot>) {}

fn encode(b: Bounds) -> u32 {
    let best = b.best.map_or(0, |c| c + 1);
    (b.lower + OFFSET) as u32 | ((b.upper + OFFSET) as u32) << 7 | best << 14
}

fn decode(data: u32) -> Bounds {
    let best = data >> 14;
    Bounds {
        lower: (data & 0x7F) as i32 - OFFSET,
        upper: ((data >> 7) & 0x7F) as i32 - OFFSET,
        best: best.checked_sub(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(lower: i32, upper: i32, best: Option<u32>) -> Bounds {
        Bounds { lower, upper, best }
    }

    #[test]
    fn a_new_table_knows_nothing() {
        let narrow = Table::<u64>::with_bytes(1 << 21);
        let wide = Table::<u128>::with_bytes(1 << 22);
        assert!((0..10_000u64).all(|k| narrow.get(k).is_none()));
        assert!((0..10_000u128).all(|k| wide.get(k << 70 | k).is_none()));
    }

    #[test]
    fn stored_bounds_come_back_and_tighten() {
        let mut t = Table::<u64>::with_bytes(1 << 21);
        t.put(12345, bounds(-3, 10, Some(4)));
        assert_eq!(t.get(12345), Some(bounds(-3, 10, Some(4))));
        t.put(12345, bounds(-51, 5, None));
        assert_eq!(t.get(12345), Some(bounds(-3, 5, Some(4))));
        assert_eq!(t.get(54321), None);
    }

    #[test]
    fn keys_sharing_a_slot_are_told_apart() {
        let mut t = Table::<u128>::with_bytes(1 << 22);
        let a = 1u128 << 100;
        t.put(a, bounds(0, 0, Some(9)));
        assert_eq!(t.get(a + 1), None);
        assert_eq!(t.get(a), Some(bounds(0, 0, Some(9))));
    }

    #[test]
    fn a_shared_handle_sees_what_the_other_wrote() {
        let mut t = Table::<u64>::with_bytes(1 << 21);
        let mut other = t.share();
        t.put(99, bounds(-2, 4, Some(1)));
        assert_eq!(other.get(99), Some(bounds(-2, 4, Some(1))));
        other.put(99, bounds(0, 3, None));
        assert_eq!(t.get(99), Some(bounds(0, 3, Some(1))));
        // Each handle clears what it wrote, for both.
        other.put(77, bounds(1, 1, None));
        other.clear();
        assert_eq!((t.get(77), t.get(99).is_some()), (None, true));
    }

    #[test]
    fn clear_forgets_few_and_many_writes() {
        let mut t = Table::<u64>::with_bytes(1 << 21);
        t.put(7, bounds(1, 2, None));
        t.clear();
        assert_eq!(t.get(7), None);
        for key in 1..(DIRTY_LIMIT as u64 * 2) {
            t.put(key, bounds(1, 2, None));
        }
        t.clear();
        assert!((1..1000).all(|k| t.get(k).is_none()));
    }
}
