//! The features counted square by square, neighbour by neighbour, as the evaluation
//! first did: the plain statement of what `features.rs` counts with shifted sets, kept
//! for the test that the two agree.

use super::features::*;
use super::geometry::{BACK_ROW, CONE, LEFT_HALF, NONE, jump, next};

/// Calls `emit(feature, count)` for each feature of `view` that is not zero.
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
        let next = next(square);
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
        let moves: i32 = next(square).iter().map(|&n| free(n, empty)).sum();
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
            let (over, to) = (next(square)[d], jump(square)[d]);
            if to != NONE && view.own & (1 << over) != 0 && empty & (1 << to) != 0 {
                taken |= 1 << over;
            }
        }
    }
    taken.count_ones() as i32
}
