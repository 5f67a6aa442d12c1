//! A PopOut move seen happening at the terminal: a dropped disc falls row by row from
//! the top of its column to where it lands, and after a pop the column stands a moment
//! with its bottom hole empty before the discs above fall into it.

use crate::rules::{Game, Move, Position};
use connect4_game::Player;

/// How long the emptied bottom hole shows after a pop, in frames.
const POP_FRAMES: usize = 4;

/// The frames of the last move of `after`, played from `before`.
pub fn frames(after: &Game, before: &Game) -> usize {
    let Some(&last) = after.moves().last() else {
        return 0;
    };
    let (position, column) = (before.position(), last.column().index());
    let rows = position.size().rows();
    match last {
        // It falls past the empty holes above its own: none on the top row.
        Move::Drop(_) => rows.saturating_sub(position.height(column) + 1),
        // A lone disc popped leaves nothing to fall.
        Move::Pop(_) if position.height(column) > 1 => POP_FRAMES,
        Move::Pop(_) => 0,
    }
}

/// What is in the hole at `column` and `row` (from the bottom) on frame `at` of the
/// last move of `after`, played from `before`.
pub fn cell_at(after: &Game, before: &Game, at: usize) -> impl Fn(usize, usize) -> Option<Player> {
    let position: Position = *before.position();
    let last = after.moves().last().copied();
    let mover = position.to_move();
    let top = position.size().rows() - 1;
    move |column, row| match last {
        Some(Move::Drop(c)) if c.index() == column && row == top - at => Some(mover),
        Some(Move::Pop(c)) if c.index() == column && row == 0 => None,
        _ => position.get(column, row),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_game::Rules;

    fn played(moves: &[&str]) -> (Game, Game) {
        let mut game = Game::start(&Game::STANDARD);
        for mv in &moves[..moves.len() - 1] {
            Rules::play(&mut game, mv).unwrap();
        }
        let before = game.clone();
        Rules::play(&mut game, moves[moves.len() - 1]).unwrap();
        (before, game)
    }

    #[test]
    fn a_dropped_disc_falls_from_the_top_row_to_above_where_it_lands() {
        let (before, after) = played(&["d4"]);
        assert_eq!(frames(&after, &before), 5);
        let rows: Vec<usize> = (0..5)
            .map(|at| {
                let cell = cell_at(&after, &before, at);
                (0..6).find(|&row| cell(3, row).is_some()).unwrap()
            })
            .collect();
        assert_eq!(rows, [5, 4, 3, 2, 1], "then it stands in row 0");
    }

    #[test]
    fn after_a_pop_the_bottom_hole_is_empty_under_the_column_before_it_falls() {
        let (before, after) = played(&["d4", "d4", "p4"]);
        assert_eq!(frames(&after, &before), POP_FRAMES);
        let cell = cell_at(&after, &before, 0);
        assert_eq!(cell(3, 0), None);
        assert_eq!(
            cell(3, 1),
            Some(Player::Two),
            "Yellow's disc, not yet fallen"
        );
        assert_eq!(after.position().get(3, 0), Some(Player::Two));
    }

    #[test]
    fn a_lone_disc_popped_and_a_drop_on_the_top_row_show_no_frames() {
        let (before, after) = played(&["d4", "d5", "p4"]);
        assert_eq!(frames(&after, &before), 0);
        let (before, after) = played(&["d1"; 6]);
        assert_eq!(
            frames(&after, &before),
            0,
            "the sixth disc lands on the top row"
        );
    }
}
