//! What the learned evaluation looks at, the same for both sides, each seen from its
//! own side of the board (its men moving down): where its men and kings stand, how
//! freely they move, men with a clear run to the crowning row, the back-row guard,
//! kings with nowhere to go, men left hanging to a jump, the apex of a triangle, how
//! evenly the men are spread, the tempo of having the move and, in even endings, the
//! opposition. Each feature is a count; the evaluation weighs it twice, once for a
//! full board and once for an empty one, and blends the two by the pieces left.

use super::geometry::{BACK_ROW, CONE, JUMP, LEFT_HALF, NEXT, NONE};

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

/// Calls `emit(feature, count)` for each feature of `view` that is not zero.
#[inline]
pub fn side(view: &View, emit: &mut impl FnMut(usize, i32)) {
    let empty = !(view.own | view.other);
    let men = view.own & !view.kings;
    let kings = view.own & view.kings;
    let (mut man_moves, mut king_moves, mut trapped, mut backed) = (0, 0, 0, 0);
    let mut rest = men;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        emit(MAN + square, 1);
        let next = NEXT[square];
        man_moves += free(next[0], empty) + free(next[1], empty);
        if view.other & CONE[square] == 0 {
            emit(RUNAWAY + 6 - square / 4, 1);
        }
        if held(next[2], view.own) && held(next[3], view.own) {
            backed += 1;
        }
    }
    let mut rest = kings;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        emit(KING + square, 1);
        let moves: i32 = NEXT[square].iter().map(|&n| free(n, empty)).sum();
        king_moves += moves;
        trapped += i32::from(moves == 0);
    }
    emit(MAN_MOBILITY, man_moves);
    emit(KING_MOBILITY, king_moves);
    emit(TRAPPED_KING, trapped);
    emit(BACKED, backed);
    emit(GUARD + (men & BACK_ROW) as usize, 1);
    let hanging = hanging(view, empty);
    if view.to_move {
        emit(HANGING_TO_MOVE, hanging);
        emit(TEMPO, 1);
    } else {
        emit(HANGING, hanging);
    }
    let left = (men & LEFT_HALF).count_ones() as i32;
    emit(LOPSIDED, (2 * left - men.count_ones() as i32).abs());
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

fn free(square: u8, empty: u32) -> i32 {
    i32::from(square != NONE && empty & (1 << square) != 0)
}

fn held(square: u8, own: u32) -> bool {
    square == NONE || own & (1 << square) != 0
}

/// How many of the side's pieces the other side could take with one jump. The other
/// side's men move up in this view.
fn hanging(view: &View, empty: u32) -> i32 {
    let mut taken = 0u32;
    let mut rest = view.other;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let directions = if view.kings & (1 << square) != 0 {
            0..4
        } else {
            2..4
        };
        for d in directions {
            let (over, to) = (NEXT[square][d], JUMP[square][d]);
            if to != NONE && view.own & (1 << over) != 0 && empty & (1 << to) != 0 {
                taken |= 1 << over;
            }
        }
    }
    taken.count_ones() as i32
}
