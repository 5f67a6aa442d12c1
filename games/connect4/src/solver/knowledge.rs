//! Connect 4 knowledge that bounds a position's score without searching it: strategies
//! one side can follow to the end of the game whatever the other does.

use super::bitboard::{Bitboard, has_four};
use super::bits::Bits;
use super::geometry::Geometry;

/// Whether a player holding `discs` (among the discs `mask`) could still make a four
/// if they got every empty cell. If not, they cannot win: at best the game is drawn.
#[inline(always)]
pub fn four_left<G: Geometry>(g: G, discs: G::B, mask: G::B) -> bool {
    has_four(g, discs | (g.board() ^ mask))
}

/// Whether [`four_left`] is worth asking with `moves` discs down: only from half the
/// board on. Earlier every position still has fours for both players, and the test
/// costs time at every node.
#[inline(always)]
pub fn fours_may_run_out<G: Geometry>(g: G, moves: u32) -> bool {
    2 * moves >= g.cells()
}

/// An upper bound on the score of `pos` for the player to move, from the opponent's
/// claimeven strategy (Allis), when an even number of cells is empty.
///
/// In a column with an even number of empty cells, the opponent answers each disc by
/// dropping on top of it, so the player to move gets every other empty cell, the
/// lowest first. The columns with an odd number of empty cells come in pairs; when the
/// player drops into one, the opponent drops into another, and from then on both are
/// even columns. So the opponent gets at least the empty cells of its rows (every
/// other one) except the playable cells of the odd columns; the player at most the
/// rest. If the player's discs and share hold no four, the player cannot win:
/// at best 0. If the opponent's share then holds a four, the opponent wins, at the
/// latest with the last disc: at best -1. `None` when the strategy does not apply or
/// leaves the player a four.
#[inline(always)]
pub fn claimeven_bound<G: Geometry>(g: G, pos: &Bitboard<G::B>) -> Option<i32> {
    if !(g.cells() - pos.moves).is_multiple_of(2) {
        return None;
    }
    let (mover_cells, share) = claimeven_split(g, pos);
    if has_four(g, pos.current | mover_cells) {
        return None;
    }
    let follower = (pos.current ^ pos.mask) | share;
    Some(if has_four(g, follower) { -1 } else { 0 })
}

/// The empty cells under the opponent's claimeven: those the player to move may get
/// at most, and those the opponent gets at least (the rest).
#[inline(always)]
fn claimeven_split<G: Geometry>(g: G, pos: &Bitboard<G::B>) -> (G::B, G::B) {
    let empty = g.board() ^ pos.mask;
    // The playable cells of the odd columns lie on the opponent's rows; the player may
    // take them all.
    let mover_cells = empty & (g.claimeven_mover_rows() | pos.playable(g));
    (mover_cells, empty ^ mover_cells)
}

/// [`claimeven_bound`] as tight as a search needs whose window lies above `alpha`:
/// where the bound is -1 and `alpha` lies below it, [`claimeven_loss`] instead.
#[inline(always)]
pub fn claimeven_cap<G: Geometry>(g: G, pos: &Bitboard<G::B>, alpha: i32) -> Option<i32> {
    let bound = claimeven_bound(g, pos)?;
    Some(if bound < 0 && alpha < bound {
        claimeven_loss(g, pos)
    } else {
        bound
    })
}

/// Where [`claimeven_bound`] is -1, a bound as tight or tighter: the opponent's four
/// is complete once its cells are, and the player can hold it off at most until every
/// cell but those above its last empty one is filled. So with a four within rows
/// 0..=top, the opponent wins by the disc that fills the board up to the cells above
/// `top`, or sooner. Costs up to a four test per row: worth it only when the search
/// window lies below -1. Kept out of line, as the search calls it seldom.
#[inline(never)]
pub fn claimeven_loss<G: Geometry>(g: G, pos: &Bitboard<G::B>) -> i32 {
    let (_, share) = claimeven_split(g, pos);
    let theirs = pos.current ^ pos.mask;
    let mut rows = G::B::ZERO;
    for top in 0..g.height() {
        rows |= g.bottom() << top;
        if has_four(g, theirs | (share & rows)) {
            return loss_by(g, pos.moves, g.cells() - (g.height() - 1 - top));
        }
    }
    -1
}

/// The score of the player to move, with `moves` discs down, if the opponent wins
/// with a disc numbered at most `last` (their discs have the other parity).
#[inline(always)]
fn loss_by<G: Geometry>(g: G, moves: u32, last: u32) -> i32 {
    let last = last - (last - moves) % 2;
    -(((g.cells() - last + 2) / 2) as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::geometry::Dynamic;
    use proptest::prelude::*;

    /// The exact score by trying every move to the end: no table, no pruning, no
    /// knowledge, so it cannot share a mistake with the solver.
    fn minimax(g: Dynamic<u64>, pos: &Bitboard<u64>) -> i32 {
        let cells = g.cells() as i32;
        let mut best = i32::MIN;
        for column in (0..g.width()).filter(|&c| pos.can_play(g, c)) {
            let mut child = *pos;
            child.play_column(g, column);
            let score = if child.last_player_won(g) {
                (cells + 1 - pos.moves as i32) / 2
            } else if child.moves == g.cells() {
                0
            } else {
                -minimax(g, &child)
            };
            best = best.max(score);
        }
        best
    }

    /// Plays `choices` (modulo the width, skipping full columns) until `discs` are
    /// down; `None` if a four came first.
    fn position(g: Dynamic<u64>, choices: &[u32], discs: u32) -> Option<Bitboard<u64>> {
        let mut pos = Bitboard::EMPTY;
        for &choice in choices {
            if pos.moves == discs {
                break;
            }
            let column = choice % g.width();
            if pos.can_play(g, column) {
                pos.play_column(g, column);
                if pos.last_player_won(g) {
                    return None;
                }
            }
        }
        (pos.moves == discs).then_some(pos)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// Where the bound applies it never cuts below the true score, on boards of even
        /// and odd height.
        #[test]
        fn never_below_the_true_score(
            (width, height, discs) in prop_oneof![
                Just((4u32, 4u32, 4u32)), Just((5, 4, 8)), Just((4, 5, 8)), Just((6, 4, 12)),
            ],
            choices in prop::collection::vec(0u32..10, 40),
        ) {
            let g = Dynamic::<u64>::new(width, height).unwrap();
            if let Some(pos) = position(g, &choices, discs)
                && let Some(bound) = claimeven_bound(g, &pos)
            {
                prop_assert!(minimax(g, &pos) <= bound);
                if bound < 0 {
                    let loss = claimeven_loss(g, &pos);
                    prop_assert!(minimax(g, &pos) <= loss && loss <= bound);
                }
            }
        }
    }

    fn from_moves(g: Dynamic<u64>, moves: &str) -> Bitboard<u64> {
        let mut pos = Bitboard::EMPTY;
        for c in moves.bytes() {
            pos.play_column(g, u32::from(c - b'1'));
        }
        pos
    }

    #[test]
    fn no_bound_with_an_odd_number_of_empty_cells_or_a_four_for_the_player() {
        let g = Dynamic::<u64>::new(4, 4).unwrap();
        assert_eq!(claimeven_bound(g, &from_moves(g, "1")), None);
        assert_eq!(claimeven_bound(g, &from_moves(g, "122")), None);
        // Even heights everywhere, but the player to move's rows 1 and 3 would give
        // them a four in row 3: no bound.
        assert_eq!(claimeven_bound(g, &from_moves(g, "11223344")), None);
    }

    #[test]
    fn columns_with_an_odd_number_of_empty_cells_pair_up() {
        let g = Dynamic::<u64>::new(4, 4).unwrap();
        // Columns 1 and 4 have three empty cells each. Red, to move, may take both
        // playable cells (row 2) and rows 1 and 3 of the other columns, which holds no
        // four; Yellow keeps row 4 and rows 2 of columns 2 and 3, no four either.
        let pos = from_moves(g, "1423322314");
        assert_eq!(pos.moves % 2, 0);
        assert_eq!(claimeven_bound(g, &pos), Some(0));
        assert!(minimax(g, &pos) <= 0);
    }

    /// Every position of `discs` discs reachable without a four, by depth-first search.
    fn all_positions(
        g: Dynamic<u64>,
        pos: Bitboard<u64>,
        discs: u32,
        out: &mut Vec<Bitboard<u64>>,
    ) {
        if pos.moves == discs {
            out.push(pos);
            return;
        }
        for column in (0..g.width()).filter(|&c| pos.can_play(g, c)) {
            let mut child = pos;
            child.play_column(g, column);
            if !child.last_player_won(g) {
                all_positions(g, child, discs, out);
            }
        }
    }

    #[test]
    fn a_player_with_no_four_left_cannot_win_on_every_4x4_position_of_8_to_10_discs() {
        let g = Dynamic::<u64>::new(4, 4).unwrap();
        let (mut mover_blocked, mut opponent_blocked) = (0, 0);
        for discs in 8..=10 {
            let mut positions = Vec::new();
            all_positions(g, Bitboard::EMPTY, discs, &mut positions);
            for pos in positions.iter().filter(|p| !p.can_win_next(g)) {
                let theirs = pos.current ^ pos.mask;
                if !four_left(g, pos.current, pos.mask) {
                    assert!(minimax(g, pos) <= 0, "{pos:?}");
                    mover_blocked += 1;
                }
                if !four_left(g, theirs, pos.mask) {
                    assert!(minimax(g, pos) >= 0, "{pos:?}");
                    opponent_blocked += 1;
                }
            }
        }
        assert!(
            mover_blocked > 100 && opponent_blocked > 100,
            "{mover_blocked} {opponent_blocked}"
        );
    }

    #[test]
    fn every_kind_of_bound_occurs_and_holds_on_every_4x4_position_of_8_discs() {
        let g = Dynamic::<u64>::new(4, 4).unwrap();
        let mut positions = Vec::new();
        all_positions(g, Bitboard::EMPTY, 8, &mut positions);
        // Draw bounds, loss bounds, and loss bounds tighter than the last disc's.
        let mut seen = [0; 3];
        let mut with_odd_columns = 0;
        for pos in positions.iter().filter(|p| !p.can_win_next(g)) {
            if let Some(bound) = claimeven_bound(g, pos) {
                let bound = if bound < 0 {
                    claimeven_loss(g, pos)
                } else {
                    bound
                };
                assert!(minimax(g, pos) <= bound);
                seen[usize::from(bound < 0) + usize::from(bound < -1)] += 1;
                let odd_column = |c: u32| (pos.mask & g.column_mask(c)).count_ones() % 2 == 1;
                if (0..g.width()).any(odd_column) {
                    with_odd_columns += 1;
                }
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0) && with_odd_columns > 0,
            "draw, loss and earlier-loss bounds, some with odd columns: {seen:?} {with_odd_columns}"
        );
    }
}
