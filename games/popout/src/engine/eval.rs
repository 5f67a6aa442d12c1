//! The engine's judgement of a position it will not search further, in points for
//! the player to move: lines that need one more disc (more if a disc can go there
//! now), pops that would complete a line, the centre, and discs on the bottom row,
//! which are pops held in reserve.

use crate::rules::Position;
use connect4_classic::game::Player;

/// A won game, less the plies it takes: a quicker win scores higher.
pub const WIN: i32 = 100_000;
/// Scores beyond this are wins or losses found by the search, not judgements.
pub const WIN_BOUND: i32 = WIN - 1_000;

/// A cell that would complete four for its owner.
const THREAT: i32 = 40;
/// Such a cell that a drop reaches now: the opponent must answer it at once.
const READY_THREAT: i32 = 110;
/// A pop of the owner's that would complete four: a threat the opponent cannot block
/// by dropping on it.
const POP_THREAT: i32 = 120;
/// A disc on the bottom row: a pop the owner can still make.
const POP_RESERVE: i32 = 6;
/// A disc's worth per step nearer the centre column: more lines pass there.
const CENTRE: i32 = 3;

/// The position's value for the player to move; positive is good for them.
pub fn evaluate(pos: &Position) -> i32 {
    let me = pos.to_move();
    side(pos, me) - side(pos, me.other())
}

/// What `player`'s discs are worth, with no regard to the opponent's.
fn side(pos: &Position, player: Player) -> i32 {
    let g = pos.geometry();
    let occupied = pos.occupied();
    let mine = pos.discs(player);
    let threats = g.threats(mine, occupied);
    let ready = threats & g.playable(occupied);
    let mut score = THREAT * threats.count_ones() as i32 + READY_THREAT * ready.count_ones() as i32;
    let columns = pos.size().columns();
    for c in 0..columns {
        let discs = (mine & g.column(c)).count_ones() as i32;
        score += CENTRE * centrality(c, columns) * discs;
        if mine & g.cell(c, 0) != 0 {
            score += POP_RESERVE;
            if g.has_four(g.lower(mine, c)) {
                score += POP_THREAT;
            }
        }
    }
    score
}

/// How near the centre a column is: the outer columns 1, one more for each step in.
pub fn centrality(column: usize, columns: usize) -> i32 {
    let twice_off = (2 * column as i32 - (columns as i32 - 1)).abs();
    (columns as i32 + 1 - twice_off) / 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_middle_column_is_the_most_central() {
        let weights: Vec<i32> = (0..7).map(|c| centrality(c, 7)).collect();
        assert_eq!(weights, [1, 2, 3, 4, 3, 2, 1]);
        let even: Vec<i32> = (0..4).map(|c| centrality(c, 4)).collect();
        assert_eq!(even, [1, 2, 2, 1]);
    }

    #[test]
    fn an_open_three_is_worth_more_than_scattered_discs() {
        let rows = [
            ".......", ".......", ".......", ".......", ".......", "..XXX.O",
        ];
        let lined = Position::from_rows(&rows, Player::One).unwrap();
        let rows = [
            ".......", ".......", ".......", ".......", ".......", "X.X.X.O",
        ];
        let scattered = Position::from_rows(&rows, Player::One).unwrap();
        assert!(evaluate(&lined) > evaluate(&scattered) + THREAT);
    }
}
