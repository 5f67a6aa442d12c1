//! The order a search tries moves in: the table's best move first (it was best one
//! ply shallower, and cuts early when it still is), then centre columns before the
//! edges, as more lines pass through the centre, and a drop before a pop of a column.

use super::eval::centrality;
use crate::rules::Move;

pub fn order(moves: &mut [Move], first: Option<Move>, columns: usize) {
    moves.sort_by_key(|&mv| {
        let hinted = Some(mv) != first;
        let outward = -centrality(mv.column().index(), columns);
        (hinted, outward, mv.is_pop())
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_classic::game::Column;

    #[test]
    fn the_hint_comes_first_then_the_centre() {
        let c = Column::new;
        let mut moves = [
            Move::Drop(c(0)),
            Move::Pop(c(3)),
            Move::Drop(c(3)),
            Move::Drop(c(6)),
        ];
        order(&mut moves, Some(Move::Drop(c(6))), 7);
        assert_eq!(
            moves,
            [
                Move::Drop(c(6)),
                Move::Drop(c(3)),
                Move::Pop(c(3)),
                Move::Drop(c(0))
            ]
        );
    }
}
