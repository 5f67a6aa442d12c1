//! What the learned evaluation looks at, the same for both sides, each seen from its
//! own side of the board (its men moving down): where its men and kings stand, how
//! freely they move, men with a clear run to the crowning row, the back-row guard,
//! kings with nowhere to go, men left hanging to a jump, the apex of a triangle, how
//! evenly the men are spread, the tempo of having the move and, in even endings, the
//! opposition. Each feature is a count; the evaluation weighs it twice, once for a
//! full board and once for an empty one, and blends the two by the pieces left.

use super::geometry::{
    BACK_ROW, CONE, LEFT_HALF, NO_UP_LEFT, NO_UP_RIGHT, down_left, down_right, up_left, up_right,
};

/// A man on each square (a man never stands on row 7, the crowning row).
pub const MAN: usize = 0;
/// A king on each square.
pub const KING: usize = MAN + 28;
/// The men's forward steps to an empty square.
pub const MAN_MOBILITY: usize = KING + 32;
/// The kings' steps to an empty square.
pub const KING_MOBILITY: usize = MAN_MOBILITY + 1;
/// Men no enemy piece stands ahead of, by rows still to go (1-7).
pub const RUNAWAY: usize = KING_MOBILITY + 1;
/// Which of the four back-row squares hold a man (16 patterns: bridges and the rest).
pub const GUARD: usize = RUNAWAY + 7;
/// Kings with no empty square next to them.
pub const TRAPPED_KING: usize = GUARD + 16;
/// Own pieces the other side could jump, with the side itself to move.
pub const HANGING_TO_MOVE: usize = TRAPPED_KING + 1;
/// Own pieces the other side could jump, the other side to move.
pub const HANGING: usize = HANGING_TO_MOVE + 1;
/// Men with both squares behind them held by own pieces (a triangle's apex).
pub const BACKED: usize = HANGING + 1;
/// How many more men stand on one half of the board than on the other.
pub const LOPSIDED: usize = BACKED + 1;
/// Having the move.
pub const TEMPO: usize = LOPSIDED + 1;
/// In an ending of 8 pieces or fewer, even in number, having the opposition
/// (1) or not (-1), with the side to move.
pub const OPPOSITION: usize = TEMPO + 1;
/// More pieces than the other side.
pub const AHEAD: usize = OPPOSITION + 1;
/// How many features there are.
pub const COUNT: usize = AHEAD + 1;

/// The features by kind, with a name each (for experiments that leave one kind out).
pub const GROUPS: [(&str, usize, usize); 12] = [
    ("men's squares", MAN, KING),
    ("kings' squares", KING, MAN_MOBILITY),
    ("mobility", MAN_MOBILITY, RUNAWAY),
    ("runaways", RUNAWAY, GUARD),
    ("back row", GUARD, TRAPPED_KING),
    ("trapped kings", TRAPPED_KING, HANGING_TO_MOVE),
    ("hanging", HANGING_TO_MOVE, BACKED),
    ("triangles", BACKED, LOPSIDED),
    ("lopsided", LOPSIDED, TEMPO),
    ("tempo", TEMPO, OPPOSITION),
    ("opposition", OPPOSITION, AHEAD),
    ("ahead", AHEAD, COUNT),
];

/// One side's view: its pieces and the other side's, its kings, whether it is to move.
pub struct View {
    pub own: u32,
    pub other: u32,
    pub kings: u32,
    pub to_move: bool,
}

/// Calls `emit(feature, count)` for each feature of `view` (some counts may be 0).
/// Only the squares' tables and the runaways go piece by piece; the rest are counted
/// for all pieces at once, by shifting the sets of squares.
#[inline]
pub fn side(view: &View, emit: &mut impl FnMut(usize, i32)) {
    let empty = !(view.own | view.other);
    let men = view.own & !view.kings;
    let kings = view.own & view.kings;
    let mut rest = men;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        emit(MAN + square, 1);
        if view.other & CONE[square] == 0 {
            emit(RUNAWAY + 6 - square / 4, 1);
        }
    }
    let mut rest = kings;
    while rest != 0 {
        emit(KING + rest.trailing_zeros() as usize, 1);
        rest &= rest - 1;
    }
    let count = |set: u32| set.count_ones() as i32;
    emit(
        MAN_MOBILITY,
        count(down_left(men) & empty) + count(down_right(men) & empty),
    );
    let king_steps = [down_left, down_right, up_left, up_right];
    emit(
        KING_MOBILITY,
        king_steps
            .iter()
            .map(|step| count(step(kings) & empty))
            .sum(),
    );
    let beside_empty = king_steps.iter().fold(0, |set, step| set | step(empty));
    emit(TRAPPED_KING, count(kings & !beside_empty));
    // A man's square behind on the left is held when an own piece stands there, that
    // is when the man stands down-right of an own piece, or the edge covers it.
    let held_left = down_right(view.own) | NO_UP_LEFT;
    let held_right = down_left(view.own) | NO_UP_RIGHT;
    emit(BACKED, count(men & held_left & held_right));
    emit(GUARD + (men & BACK_ROW) as usize, 1);
    let hanging = count(hanging(view, empty));
    if view.to_move {
        emit(HANGING_TO_MOVE, hanging);
        emit(TEMPO, 1);
    } else {
        emit(HANGING, hanging);
    }
    let left = count(men & LEFT_HALF);
    emit(LOPSIDED, (2 * left - count(men)).abs());
    let (mine, theirs) = (view.own.count_ones(), view.other.count_ones());
    if mine > theirs {
        emit(AHEAD, 1);
    }
    if view.to_move && mine == theirs && mine + theirs <= 8 {
        // Rows 0, 2, 4 and 6 from the side's own back row: its system's squares.
        let system = 0x0F0F_0F0F & (view.own | view.other);
        emit(
            OPPOSITION,
            if system.count_ones() % 2 == 1 { 1 } else { -1 },
        );
    }
}

/// The side's pieces the other side could take with one jump. The other side's men
/// move up in this view, its kings both ways; a piece is taken over when it stands
/// next to an enemy in the jump's direction with the square beyond it empty.
fn hanging(view: &View, empty: u32) -> u32 {
    let other_kings = view.other & view.kings;
    let jumped = up_left(view.other) & down_right(empty)
        | up_right(view.other) & down_left(empty)
        | down_left(other_kings) & up_right(empty)
        | down_right(other_kings) & up_left(empty);
    view.own & jumped
}

#[cfg(test)]
mod tests {
    use super::super::reference;
    use super::*;

    fn dense(view: &View, count: impl Fn(&View, &mut dyn FnMut(usize, i32))) -> Vec<i32> {
        let mut out = vec![0; COUNT];
        count(view, &mut |f, c| out[f] += c);
        out
    }

    #[test]
    fn the_shifted_sets_count_what_the_square_by_square_walk_counts() {
        let mut rng = fastrand::Rng::with_seed(5);
        for _ in 0..400 {
            let board = super::super::random_play(&mut rng, 0..90);
            for (own, other) in [(board.black, board.white), (board.white, board.black)] {
                let view = View {
                    own,
                    other,
                    kings: board.kings,
                    to_move: rng.bool(),
                };
                assert_eq!(
                    dense(&view, |v, e| side(v, &mut |f, c| e(f, c))),
                    dense(&view, |v, e| reference::side(v, &mut |f, c| e(f, c))),
                    "{board}"
                );
            }
        }
    }
}
