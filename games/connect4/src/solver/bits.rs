//! The word a bitboard lives in: `u64` when a board fits, `u128` up to 10x10.

use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};
use std::sync::atomic::{AtomicU64, Ordering};

/// The operations the engine needs from an unsigned word. Implemented for `u64` (every
/// board with `W*(H+1) <= 64` bits, the standard 7x6 included) and `u128` (the rest).
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Default
    + Debug
    + Hash
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const ZERO: Self;
    const ONE: Self;
    const BITS: u32;

    fn count_ones(self) -> u32;
    fn wrapping_add(self, other: Self) -> Self;
    fn wrapping_sub(self, other: Self) -> Self;
    fn wrapping_mul(self, other: Self) -> Self;
    fn from_u128(value: u128) -> Self;
    fn to_u128(self) -> u128;
    /// An odd constant with well-mixed bits, for multiplicative hashing.
    const MIX: Self;

    /// A table slot holding one word, read and written without locks.
    type Slot: Send + Sync;
    /// `count` empty slots, from memory the allocator hands out already zeroed: a big
    /// table then costs no pass over its memory before the search starts (filling it
    /// slot by slot made a large table wait on page faults first), and its pages are
    /// mapped as the search threads first write to them.
    fn empty_slots(count: usize) -> Vec<Self::Slot>;
    fn load(slot: &Self::Slot) -> Self;
    fn store(slot: &Self::Slot, value: Self);
}

/// A `u128` slot as two atomic halves. A reader racing a writer could see halves of two
/// different entries, so a table of `u128` slots is never shared between threads (only
/// `u64` tables are: see `Engine::set_helpers`); alone, it is a plain word.
pub struct PairSlot([AtomicU64; 2]);

/// A vector of `count` values whose bytes are all zero, allocated zeroed: large
/// zeroed allocations come straight from the operating system, already zero.
///
/// # Safety
/// All-zero bytes must be a valid value of `T`.
unsafe fn zeroed_vec<T>(count: usize) -> Vec<T> {
    let layout = Layout::array::<T>(count).expect("the table's size fits in memory");
    if layout.size() == 0 {
        return Vec::new();
    }
    // SAFETY: the layout's size is not zero.
    let ptr = unsafe { alloc_zeroed(layout) }.cast::<T>();
    if ptr.is_null() {
        handle_alloc_error(layout);
    }
    // SAFETY: allocated by the global allocator with the layout of `count` values of
    // `T`, all of them initialized (zero, valid by the caller's word).
    unsafe { Vec::from_raw_parts(ptr, count, count) }
}

macro_rules! impl_bits {
    ($t:ty, $mix:expr, $slot:ty, |$load:ident| $loaded:expr, |$store:ident, $value:ident| $stored:expr) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;
            const MIX: Self = $mix;
            type Slot = $slot;

            fn empty_slots(count: usize) -> Vec<$slot> {
                // SAFETY: both slot types are made of `AtomicU64`s only, which have the
                // layout of `u64`: all-zero bytes are `AtomicU64::new(0)`, an empty slot.
                unsafe { zeroed_vec(count) }
            }
            #[inline(always)]
            fn load($load: &$slot) -> Self {
                $loaded
            }
            #[inline(always)]
            fn store($store: &$slot, $value: Self) {
                $stored
            }

            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline(always)]
            fn wrapping_add(self, other: Self) -> Self {
                <$t>::wrapping_add(self, other)
            }
            #[inline(always)]
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
            #[inline(always)]
            fn wrapping_mul(self, other: Self) -> Self {
                <$t>::wrapping_mul(self, other)
            }
            #[inline(always)]
            fn from_u128(value: u128) -> Self {
                value as $t
            }
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
        }
    };
}

// Relaxed is enough: an entry is one word that carries its own key, so a reader sees
// either a whole entry or none that matches.
impl_bits!(
    u64,
    0x9E37_79B9_7F4A_7C15,
    AtomicU64,
    |slot| slot.load(Ordering::Relaxed),
    |slot, value| slot.store(value, Ordering::Relaxed)
);
impl_bits!(
    u128,
    0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835,
    PairSlot,
    |slot| {
        let [low, high] = &slot.0;
        u128::from(low.load(Ordering::Relaxed)) | u128::from(high.load(Ordering::Relaxed)) << 64
    },
    |slot, value| {
        let [low, high] = &slot.0;
        low.store(value as u64, Ordering::Relaxed);
        high.store((value >> 64) as u64, Ordering::Relaxed);
    }
);
