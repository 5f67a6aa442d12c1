//! The engine's position: two words (the discs of the player to move, and all discs)
//! and the number of discs played. Every rule is a handful of shifts and masks.

use super::bits::Bits;
use super::geometry::Geometry;

/// A position as the search sees it. The layout (which bit is which cell) belongs to a
/// [`Geometry`], passed to every method so the 7x6 masks stay compile-time constants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bitboard<B: Bits> {
    /// Discs of the player to move.
    pub current: B,
    /// All discs.
    pub mask: B,
    pub moves: u32,
}

impl<B: Bits> Bitboard<B> {
    pub const EMPTY: Self = Bitboard {
        current: B::ZERO,
        mask: B::ZERO,
        moves: 0,
    };

    #[inline(always)]
    pub fn can_play<G: Geometry<B = B>>(&self, g: G, column: u32) -> bool {
        self.mask & g.top_cell(column) == B::ZERO
    }

    /// Plays the disc at `cell` (one bit, a playable cell): the opponent becomes the
    /// player to move, so their discs are the old `current`'s complement within `mask`.
    #[inline(always)]
    pub fn play(&mut self, cell: B) {
        self.current = self.current ^ self.mask;
        self.mask |= cell;
        self.moves += 1;
    }

    #[inline(always)]
    pub fn play_column<G: Geometry<B = B>>(&mut self, g: G, column: u32) {
        self.play(self.drop_cell(g, column));
    }

    /// The cell a disc dropped in `column` lands on (zero if the column is full).
    #[inline(always)]
    pub fn drop_cell<G: Geometry<B = B>>(&self, g: G, column: u32) -> B {
        self.mask.wrapping_add(g.bottom_cell(column)) & g.column_mask(column)
    }

    /// Every cell a disc can be dropped on now, one per non-full column.
    #[inline(always)]
    pub fn playable<G: Geometry<B = B>>(&self, g: G) -> B {
        self.mask.wrapping_add(g.bottom()) & g.board()
    }

    /// Empty cells that would complete a four for the player to move.
    #[inline(always)]
    pub fn winning_cells<G: Geometry<B = B>>(&self, g: G) -> B {
        winning_cells(g, self.current, self.mask)
    }

    /// Empty cells that would complete a four for the opponent.
    #[inline(always)]
    pub fn opponent_winning_cells<G: Geometry<B = B>>(&self, g: G) -> B {
        winning_cells(g, self.current ^ self.mask, self.mask)
    }

    #[inline(always)]
    pub fn can_win_next<G: Geometry<B = B>>(&self, g: G) -> bool {
        self.winning_cells(g) & self.playable(g) != B::ZERO
    }

    /// Playable cells that do not hand the opponent an immediate win: if the opponent
    /// threatens to win, only the blocking drop (none if they threaten twice); and never
    /// a drop just below an opponent's winning cell. Call only when the player to move
    /// cannot win at once.
    #[inline(always)]
    pub fn non_losing_moves<G: Geometry<B = B>>(&self, g: G) -> B {
        self.non_losing_moves_against(g, self.opponent_winning_cells(g))
    }

    /// [`Bitboard::non_losing_moves`] given the opponent's winning cells, `threats`,
    /// for a caller that needs them too.
    #[inline(always)]
    pub fn non_losing_moves_against<G: Geometry<B = B>>(&self, g: G, threats: B) -> B {
        let mut playable = self.playable(g);
        let forced = playable & threats;
        if forced != B::ZERO {
            if forced & forced.wrapping_sub(B::ONE) != B::ZERO {
                return B::ZERO;
            }
            playable = forced;
        }
        playable & !(threats >> 1)
    }

    /// A unique number for the position: the discs of the player to move plus one bit
    /// above each column's top disc (which marks the column heights).
    #[inline(always)]
    pub fn key<G: Geometry<B = B>>(&self, g: G) -> B {
        self.current
            .wrapping_add(self.mask)
            .wrapping_add(g.bottom())
    }

    /// The key of the mirror image (columns reversed). Each column's slice of the key
    /// only depends on that column, so mirroring is moving slices.
    #[inline(always)]
    pub fn mirror_key<G: Geometry<B = B>>(&self, g: G) -> B {
        let key = self.key(g);
        let stride = g.stride();
        let slice = (B::ONE << stride).wrapping_sub(B::ONE);
        let mut mirrored = B::ZERO;
        for column in 0..g.width() {
            let bits = (key >> (column * stride)) & slice;
            mirrored |= bits << ((g.width() - 1 - column) * stride);
        }
        mirrored
    }

    /// Whether the player who just moved has four in a row.
    pub fn last_player_won<G: Geometry<B = B>>(&self, g: G) -> bool {
        has_four(g, self.current ^ self.mask)
    }
}

/// Empty cells that complete a four for `discs`, within `mask`'s empty cells.
#[inline(always)]
pub fn winning_cells<G: Geometry>(g: G, discs: G::B, mask: G::B) -> G::B {
    // Vertical: only a cell right above three stacked discs.
    let mut r = (discs << 1) & (discs << 2) & (discs << 3);
    let h = g.height();
    for step in [h, h + 1, h + 2] {
        // Two in a row on one side, then the third either further out or on the
        // other side of the gap: covers all four positions of the gap in the line.
        let pair = (discs << step) & (discs << (2 * step));
        r |= pair & (discs << (3 * step));
        r |= pair & (discs >> step);
        let pair = (discs >> step) & (discs >> (2 * step));
        r |= pair & (discs >> (3 * step));
        r |= pair & (discs << step);
    }
    r & (g.board() ^ mask)
}

/// Whether `discs` contain four in a row.
#[inline(always)]
pub fn has_four<G: Geometry>(g: G, discs: G::B) -> bool {
    let h = g.height();
    [1, h, h + 1, h + 2].into_iter().any(|step| {
        let pair = discs & (discs >> step);
        pair & (pair >> (2 * step)) != G::B::ZERO
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::geometry::{Dynamic, Standard};

    fn played(moves: &str) -> Bitboard<u64> {
        let mut b = Bitboard::EMPTY;
        for c in moves.bytes() {
            b.play_column(Standard, u32::from(c - b'1'));
        }
        b
    }

    #[test]
    fn vertical_threat_is_found() {
        let b = played("121212");
        assert!(b.can_win_next(Standard));
        assert!(!played("12121").can_win_next(Standard));
    }

    #[test]
    fn horizontal_and_gap_threats_are_found() {
        // Player one on columns 1, 2, 3 of the bottom row: column 4 wins.
        let three = played("172737");
        assert_eq!(
            three.winning_cells(Standard) & three.playable(Standard),
            1 << 21
        );
        // Columns 1, 2 and 4: the gap in column 3 wins.
        let gap = played("172747");
        assert_eq!(
            gap.winning_cells(Standard) & gap.playable(Standard),
            1 << 14
        );
        assert!(!played("1727").can_win_next(Standard));
    }

    #[test]
    fn non_losing_moves_block_and_avoid_giving_wins() {
        // Player two threatens column 4 on the bottom row: the only safe move blocks.
        let pos = played("1726371");
        assert_eq!(pos.non_losing_moves(Standard), 1 << 21);
    }

    #[test]
    fn mirror_key_of_mirrored_moves_is_the_key() {
        let a = played("1234567112");
        let b = played("7654321776");
        assert_eq!(a.mirror_key(Standard), b.key(Standard));
        assert_eq!(b.mirror_key(Standard), a.key(Standard));
    }

    #[test]
    fn four_in_a_row_on_10x10_is_seen() {
        let g = Dynamic::<u128>::new(10, 10).unwrap();
        let mut b = Bitboard::<u128>::EMPTY;
        for c in [9, 9, 8, 8, 7, 7] {
            b.play_column(g, c);
        }
        assert!(b.can_win_next(g));
        b.play_column(g, 6);
        assert!(b.last_player_won(g));
    }
}
