//! Move ordering: alpha-beta prunes most when the best move is searched first.

use super::bitboard::Bitboard;
use super::bits::Bits;
use super::engine::Engine;
use super::geometry::Geometry;
use super::knowledge::{claimeven_cap, four_left, fours_may_run_out};
use super::move_list::MoveList;

/// Moves are scored by the threats they create only with more than this many cells
/// empty; nearer the end, centre-first order is as good and cheaper.
const SCORE_MIN_LEFT: i32 = 6;

/// Whether the moves of `pos` are scored (far enough from the end of the game). Every
/// move but the remembered best one is then also checked for a win with the mover's
/// next disc: with no remembered move and no cutoff from scoring, there is no such win.
#[inline(always)]
pub fn scores_moves<G: Geometry>(g: G, pos: &Bitboard<G::B>) -> bool {
    (g.cells() - pos.moves) as i32 > SCORE_MIN_LEFT
}

impl<G: Geometry> Engine<G> {
    /// The moves of `next` in search order: the remembered best move first, then the
    /// ones creating the most winning cells that are not dead (right above one of the
    /// opponent's, `threats`). `Err(score)` instead when scoring found a move whose
    /// outcome needs no search and reaches `beta`: `score` is a lower bound on this
    /// node's score.
    #[inline(always)]
    pub(super) fn order_moves(
        &self,
        pos: &Bitboard<G::B>,
        next: G::B,
        threats: G::B,
        hint: Option<u32>,
        beta: i32,
    ) -> Result<MoveList, i32> {
        let g = self.g;
        let mut list = MoveList::new();
        // Near the end of the game moves are not worth scoring. (A single safe move
        // never gets here: the node plays it at once.)
        let plain = !scores_moves(g, pos);
        // A threat right above one of the opponent's (`threats`) is dead: the cell
        // below must be filled first, and whoever fills it loses or blocks.
        let dead = threats << 1;
        for &column in &self.order[..g.width() as usize] {
            let cell = next & g.column_mask(column);
            if cell == G::B::ZERO {
                continue;
            }
            let score = if hint == Some(column) {
                u32::MAX >> 4
            } else if plain {
                0
            } else {
                self.move_score(pos, column, cell, dead, beta)?
            };
            list.add(column, score);
        }
        Ok(list)
    }

    /// How good dropping on `cell` (in `column`) looks: the number of live winning cells
    /// it gives us, times 64, plus a [tie-break](Self::tie_break) below 64; or our
    /// score after it (`Err`) if that is known without a search and reaches `beta`.
    #[inline(always)]
    fn move_score(
        &self,
        pos: &Bitboard<G::B>,
        column: u32,
        cell: G::B,
        dead: G::B,
        beta: i32,
    ) -> Result<u32, i32> {
        let mut child = *pos;
        child.play(cell);
        // Our winning cells are the threats the opponent faces in `child`.
        let threats = child.opponent_winning_cells(self.g);
        if let Some(score) = self.known_score(&child, threats, beta) {
            return Err(score);
        }
        let live = threats & !dead;
        Ok(live.count_ones() << 6 | self.tie_break(pos, &child, column, live))
    }

    /// Between moves creating as many live threats (`live`, in `child`, after a disc in
    /// `column` of `pos`), which goes first. Early in the game, until 3/8 of the board
    /// is filled (the move included), the one whose cell lies on more lines of four:
    /// few moves create threats then, and the count ranks a low cell beside the centre
    /// above a high one in it, where the centre-first order goes by column alone
    /// (far fewer nodes on the hardest openings). The cell the move opens above counts
    /// at half weight: that helped the empty board, full weight searched more nodes,
    /// and counting it against the move (it is the opponent's to take) many more
    /// (figures in docs/solver.md, "Move ordering"). Helpers go by
    /// their column order alone there, to search other trees than the main thread.
    /// Later, its [bars](Self::bars), which early on picked worse moves than the
    /// centre-first order.
    #[inline(always)]
    fn tie_break(
        &self,
        pos: &Bitboard<G::B>,
        child: &Bitboard<G::B>,
        column: u32,
        live: G::B,
    ) -> u32 {
        let g = self.g;
        if 8 * child.moves < 3 * g.cells() {
            if !self.ties_by_fours {
                return 0;
            }
            let row = (pos.mask & g.column_mask(column)).count_ones();
            2 * self.fours.at(column, row) + self.fours.at(column, row + 1)
        } else {
            self.bars(child, live)
        }
    }

    /// How many of our live threats (`live`, in `child`) sit right above a cell the
    /// opponent could fill next: each bars that column to the opponent, who would hand
    /// us the win on top (at most one per column).
    #[inline(always)]
    fn bars(&self, child: &Bitboard<G::B>, live: G::B) -> u32 {
        (live & (child.playable(self.g) << 1)).count_ones()
    }

    /// Our score after a move (`child`, the opponent to move, `threats` our winning
    /// cells) when it needs no search and reaches `beta`. Found here, before any move
    /// is searched, it saves searching the moves ordered before it. When the opponent
    /// has a single safe reply, the table slot of the position after it starts loading.
    #[inline(always)]
    fn known_score(&self, child: &Bitboard<G::B>, threats: G::B, beta: i32) -> Option<i32> {
        let g = self.g;
        let replies = child.non_losing_moves_against(g, threats);
        if replies == G::B::ZERO {
            // Every reply loses at once: we win with our next disc.
            let win = ((g.cells() - child.moves) / 2) as i32;
            return (win >= beta).then_some(win);
        }
        if replies & replies.wrapping_sub(G::B::ONE) == G::B::ZERO {
            // A forced reply: the child will play it without a table probe of its own,
            // so its grandchild's slot starts loading now.
            let mut grandchild = *child;
            grandchild.play(replies);
            self.prefetch(&grandchild);
        }
        // The opponent's claimeven bound caps their score, so ours is at least its
        // negation: 0 or 1, or more when the opponent's claimeven play loses (checked
        // only when 1 is not enough, as it costs a four test per row).
        if beta > 1 {
            return None;
        }
        // An opponent with no four left to make cannot win: we score at least 0.
        if beta <= 0
            && fours_may_run_out(g, child.moves)
            && !four_left(g, child.current, child.mask)
        {
            return Some(0);
        }
        // The opponent's window lies above -beta.
        let bound = claimeven_cap(g, child, -beta)?;
        (-bound >= beta).then_some(-bound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::bitboard::has_four;
    use crate::solver::bitboard::winning_cells;
    use crate::solver::geometry::Standard;
    use std::ops::Range;

    /// The threats a move creates that are worth ordering by, counted cell by cell
    /// from the rules: empty cells that would give the mover four, except those right
    /// above an empty cell where the opponent (before the move) would get four. Also
    /// how many of them bar their column: the cell below is the next one to fill.
    fn live_threats_by_hand(pos: &Bitboard<u64>, cell: u64) -> (u32, u32) {
        let g = Standard;
        let discs = pos.current | cell;
        let mask = pos.mask | cell;
        let theirs = pos.current ^ pos.mask;
        let (mut live, mut bars) = (0, 0);
        for column in 0..7 {
            for row in 0..6 {
                let at = 1u64 << (column * 7 + row);
                let below = at >> 1;
                let dead = row > 0 && pos.mask & below == 0 && has_four(g, theirs | below);
                if mask & at == 0 && has_four(g, discs | at) && !dead {
                    live += 1;
                    let below_next = row == 1 || (row > 1 && mask & (below >> 1) != 0);
                    if row > 0 && mask & below == 0 && below_next {
                        bars += 1;
                    }
                }
            }
        }
        (live, bars)
    }

    /// How many lines of four on the standard board pass through `cell`, by trying
    /// every line.
    fn fours_through_by_hand(cell: u64) -> u32 {
        let at = |c: i32, r: i32| 1u64 << (c * 7 + r);
        let mut count = 0;
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            for c in 0..7 {
                for r in 0..6 {
                    let line = [0, 1, 2, 3].map(|i| (c + i * dc, r + i * dr));
                    let fits = line.iter().all(|&(c, r)| c < 7 && (0..6).contains(&r));
                    if fits && line.iter().any(|&(c, r)| at(c, r) == cell) {
                        count += 1;
                    }
                }
            }
        }
        count
    }

    /// Random positions on the standard board with between `discs` discs (fewer if a
    /// column filled up), not won, where the player to move cannot win at once; each
    /// with its safe moves, one cell per column.
    fn random_positions(
        seed: u64,
        count: usize,
        discs: Range<u32>,
    ) -> Vec<(Bitboard<u64>, Vec<u64>)> {
        let g = Standard;
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut found = Vec::new();
        while found.len() < count {
            let mut pos = Bitboard::<u64>::EMPTY;
            for _ in 0..rng.u32(discs.clone()) {
                let column = rng.u32(0..7);
                if pos.can_play(g, column) && !pos.can_win_next(g) {
                    pos.play_column(g, column);
                }
            }
            if pos.last_player_won(g) || pos.can_win_next(g) || pos.moves >= 40 {
                continue;
            }
            let next = pos.non_losing_moves(g);
            let cells = (0..7).map(|c| next & g.column_mask(c)).filter(|&c| c != 0);
            found.push((pos, cells.collect()));
        }
        found
    }

    #[test]
    fn moves_are_scored_by_the_threats_they_create_that_are_not_dead() {
        let g = Standard;
        let engine = Engine::new(g, 2 << 20);
        let (mut checked, mut with_dead, mut with_bars) = (0, 0, 0);
        for (pos, cells) in random_positions(3, 3000, 6..30) {
            let threats = pos.opponent_winning_cells(g);
            // Bars break ties from 16 discs on (3/8 of the board), the move's included;
            // before, the lines of four through the cell do.
            let counts_bars = pos.moves + 1 >= 16;
            for cell in cells {
                let column = (0..7).find(|&c| cell & g.column_mask(c) != 0).unwrap();
                // No window is ever reached, so every move gets its count.
                let score = engine.move_score(&pos, column, cell, threats << 1, i32::MAX);
                let (live, bars) = live_threats_by_hand(&pos, cell);
                let tie = if counts_bars {
                    bars
                } else if cell << 1 & Standard.board() == 0 {
                    2 * fours_through_by_hand(cell)
                } else {
                    2 * fours_through_by_hand(cell) + fours_through_by_hand(cell << 1)
                };
                assert_eq!(score, Ok(live << 6 | tie), "{pos:?} column {column}");
                let all = winning_cells(g, pos.current | cell, pos.mask | cell).count_ones();
                with_dead += usize::from(all > live);
                with_bars += usize::from(bars > 0);
                checked += 1;
            }
        }
        assert!(
            checked > 5000 && with_dead > 50 && with_bars > 50,
            "{checked} moves, {with_dead} with dead threats, {with_bars} with bars"
        );
    }

    /// A score known while ordering must be one the search would prove: reaching the
    /// window and at most the move's exact score.
    #[test]
    fn scores_known_without_a_search_reach_beta_and_hold() {
        let g = Standard;
        let mut engine = Engine::new(g, 2 << 20);
        let (mut wins, mut claimeven) = (0, 0);
        for (pos, cells) in random_positions(5, 1500, 18..34) {
            let threats = pos.opponent_winning_cells(g);
            let max = (42 - 1 - pos.moves as i32) / 2;
            for cell in cells {
                let mut child = pos;
                child.play(cell);
                let exact = -engine.solve(&child).expect("no budget");
                for beta in [-3, -1, 0, 1, max] {
                    let column = (0..7).find(|&c| cell & g.column_mask(c) != 0).unwrap();
                    if let Err(known) = engine.move_score(&pos, column, cell, threats << 1, beta) {
                        assert!(known >= beta && known <= exact, "{known} {beta} {exact}");
                        if known == max {
                            wins += 1;
                        } else {
                            claimeven += 1;
                        }
                    }
                }
            }
        }
        assert!(
            wins > 100 && claimeven > 100,
            "{wins} wins, {claimeven} by claimeven"
        );
    }
}
