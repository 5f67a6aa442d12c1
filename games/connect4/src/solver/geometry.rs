//! Board shapes as bit layouts: one column of `H + 1` bits per column (the extra bit is
//! a sentinel that stops shifts wrapping into the next column), bottom bit first.
//!
//! The engine is generic over [`Geometry`] so the standard 7x6 board compiles to
//! constants ([`Standard`]) while every other size reads its masks at run time
//! ([`Dynamic`]).

use super::bits::Bits;

/// The layout of one board size in one word type.
pub trait Geometry: Copy + Send + Sync + 'static {
    type B: Bits;

    fn width(self) -> u32;
    fn height(self) -> u32;
    /// One bit at the bottom of every column.
    fn bottom(self) -> Self::B;
    /// Every playable cell (sentinels excluded).
    fn board(self) -> Self::B;

    /// The bits of a column stride: the distance between horizontal neighbours.
    #[inline(always)]
    fn stride(self) -> u32 {
        self.height() + 1
    }
    #[inline(always)]
    fn cells(self) -> u32 {
        self.width() * self.height()
    }
    #[inline(always)]
    fn bottom_cell(self, column: u32) -> Self::B {
        Self::B::ONE << (column * self.stride())
    }
    #[inline(always)]
    fn top_cell(self, column: u32) -> Self::B {
        Self::B::ONE << (self.height() - 1 + column * self.stride())
    }
    /// The rows (0-based index of the height's parity) that the player to move ends up
    /// with when every column has an even number of empty cells and the opponent
    /// answers each disc by dropping on top of it: the claimeven strategy.
    #[inline(always)]
    fn claimeven_mover_rows(self) -> Self::B {
        let mut rows = Self::B::ZERO;
        let mut row = self.height() % 2;
        while row < self.height() {
            rows |= self.bottom() << row;
            row += 2;
        }
        rows
    }
    #[inline(always)]
    fn column_mask(self, column: u32) -> Self::B {
        ((Self::B::ONE << self.height()).wrapping_sub(Self::B::ONE)) << (column * self.stride())
    }
}

/// The classic 7x6 board: every mask a constant.
#[derive(Debug, Clone, Copy, Default)]
pub struct Standard;

const STD_W: u32 = 7;
const STD_H: u32 = 6;
const STD_BOTTOM: u64 = bottom_u128(STD_W, STD_H) as u64;
const STD_BOARD: u64 = STD_BOTTOM * ((1 << STD_H) - 1);

/// One bit at the bottom of each column, computed at compile time.
const fn bottom_u128(width: u32, height: u32) -> u128 {
    let mut mask = 0u128;
    let mut column = 0;
    while column < width {
        mask |= 1 << (column * (height + 1));
        column += 1;
    }
    mask
}

impl Geometry for Standard {
    type B = u64;
    #[inline(always)]
    fn width(self) -> u32 {
        STD_W
    }
    #[inline(always)]
    fn height(self) -> u32 {
        STD_H
    }
    #[inline(always)]
    fn bottom(self) -> u64 {
        STD_BOTTOM
    }
    #[inline(always)]
    fn board(self) -> u64 {
        STD_BOARD
    }
}

/// Any supported size, its masks computed once when it is made.
#[derive(Debug, Clone, Copy)]
pub struct Dynamic<B: Bits> {
    width: u32,
    height: u32,
    bottom: B,
    board: B,
}

impl<B: Bits> Dynamic<B> {
    /// The layout of a `width` x `height` board; `None` if it does not fit in `B`.
    pub fn new(width: u32, height: u32) -> Option<Self> {
        if width * (height + 1) > B::BITS {
            return None;
        }
        let bottom = B::from_u128(bottom_u128(width, height));
        let column = (B::ONE << height).wrapping_sub(B::ONE);
        Some(Dynamic {
            width,
            height,
            bottom,
            board: bottom.wrapping_mul(column),
        })
    }
}

impl<B: Bits> Geometry for Dynamic<B> {
    type B = B;
    #[inline(always)]
    fn width(self) -> u32 {
        self.width
    }
    #[inline(always)]
    fn height(self) -> u32 {
        self.height
    }
    #[inline(always)]
    fn bottom(self) -> B {
        self.bottom
    }
    #[inline(always)]
    fn board(self) -> B {
        self.board
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dynamic_7x6_matches_the_constants() {
        let d = Dynamic::<u64>::new(7, 6).unwrap();
        assert_eq!(d.bottom(), Standard.bottom());
        assert_eq!(d.board(), Standard.board());
        assert_eq!(d.board().count_ones(), 42);
        assert_eq!(Standard.column_mask(6), 0b11_1111 << 42);
    }

    #[test]
    fn sizes_pick_the_word_they_fit() {
        assert!(Dynamic::<u64>::new(8, 7).is_some()); // 64 bits exactly
        assert!(Dynamic::<u64>::new(10, 10).is_none());
        let big = Dynamic::<u128>::new(10, 10).unwrap();
        assert_eq!(big.board().count_ones(), 100);
    }
}
