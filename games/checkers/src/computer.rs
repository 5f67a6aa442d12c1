//! The computer opponent at three levels. All three deepen one ply at a time within
//! their time; easy and medium stop at a shallow depth and a share of the time, and
//! easy now and then plays any move, so each level stays weaker than the next. Hard
//! searches until its time is spent, and plays a won or lost position of the endgame
//! database as the database says (a win the quickest way to the next capture or man's
//! move that keeps it), and the openings from its book; playing, it counts a draw a
//! little below nothing (contempt), so it plays on in level positions. Every level
//! scores positions with the learned evaluation but `hard-classic`, hard with the
//! hand-set one it had before, kept as a fixed opponent for matches.

use super::board::Board;
use super::book::Book;
use super::endgame::{self, Tablebase, Verdict};
use super::eval::Evaluation;
use super::game::Game;
use super::learned::Weights;
use super::level::Level;
use super::moves::Move;
use super::search::{Found, Limits, Searcher};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

/// How often easy plays a random move instead of its search's.
const EASY_RANDOM_PERCENT: u32 = 30;

/// The most the computer may think itself ahead (in hundredths of a man) and still
/// take a draw: a fifth of a man, less than any piece's worth, so it takes a draw in
/// a level position and refuses one it expects to win.
const DRAW_MARGIN: i32 = 20;

/// The computer: one searcher (its table kept from move to move) and a seeded random
/// source for easy's mistakes.
pub struct Computer {
    searcher: Searcher,
    /// The opening book hard plays from (the shipped one unless told otherwise).
    book: Option<&'static Book>,
    rng: fastrand::Rng,
    budget: Duration,
    /// Learned weights used instead of the shipped ones (a candidate in a match).
    weights: Option<&'static Weights>,
    /// A contempt for draws other than the level's (a candidate in a match).
    contempt: Option<i32>,
}

impl Computer {
    pub fn with_seed(seed: u64, budget: Duration) -> Computer {
        Computer {
            searcher: Searcher::default(),
            book: Some(Book::shipped()),
            rng: fastrand::Rng::with_seed(seed),
            budget,
            weights: None,
            contempt: None,
        }
    }

    /// The time a move may take at most.
    pub fn budget(&self) -> Duration {
        self.budget
    }

    pub fn set_budget(&mut self, budget: Duration) {
        self.budget = budget;
    }

    /// The move `level` plays on `board` (which has legal moves) with no game before
    /// it; `None` if `stop` was set first.
    pub fn choose(&mut self, board: &Board, level: Level, stop: &AtomicBool) -> Option<Move> {
        self.choose_after(board, &[], level, stop)
    }

    /// The move `level` plays in `game` (not over): it knows which positions the game
    /// could come back to, and keeps away from them when ahead.
    pub fn choose_in(&mut self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        self.choose_after(game.board(), game.recent_positions(), level, stop)
    }

    /// The move `level` plays on `board`, `history` being the positions since the
    /// last capture or man's move, oldest first.
    pub fn choose_after(
        &mut self,
        board: &Board,
        history: &[Board],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<Move> {
        let moves = board.legal_moves();
        if level == Level::Easy && self.rng.u32(0..100) < EASY_RANDOM_PERCENT {
            return Some(moves[self.rng.usize(..moves.len())].clone());
        }
        self.play(board, history, level, stop)
            .map(|found| found.best)
    }

    /// The search `level` makes to play on `board`, with its score and depth: as
    /// `think`, with the level's contempt for a draw.
    pub fn play(
        &mut self,
        board: &Board,
        history: &[Board],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<Found> {
        let contempt = self.contempt.unwrap_or(level.contempt());
        self.searcher.set_contempt(contempt);
        self.search_as(board, history, level, stop)
    }

    /// The search `level` makes of `board`, with its score and depth, a draw worth
    /// nothing to either side: the book's moves, a draw offer's answer, the time
    /// bench. (A hint is the move hard would play: `choose_after`.)
    pub fn think(
        &mut self,
        board: &Board,
        history: &[Board],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<Found> {
        self.searcher.set_contempt(0);
        self.search_as(board, history, level, stop)
    }

    fn search_as(
        &mut self,
        board: &Board,
        history: &[Board],
        level: Level,
        stop: &AtomicBool,
    ) -> Option<Found> {
        // The budget counts from here: the book, the database and a new table are part
        // of the move's time.
        let deadline = Instant::now() + self.budget * level.time_tenths() / 10;
        self.searcher.set_evaluation(self.evaluation(level));
        if level.is_hard() {
            if let Some(best) = self.book.and_then(|book| book.get(board)) {
                return Some(Found {
                    best,
                    score: 0,
                    depth: 0,
                });
            }
            let quiet = history.len() as u32;
            if let Some(found) = self
                .tablebase()
                .and_then(|b| from_database(b, board, quiet))
            {
                return Some(found);
            }
        }
        let limits = Limits {
            depth: level.depth(),
            deadline: Some(deadline),
            stop,
        };
        self.searcher.search(board, history, &limits)
    }

    /// Whether the computer, at `level`, takes a draw offered by the side to move on
    /// `board`: it does unless its search finds it ahead by more than a small margin.
    /// `None` if `stop` was set first.
    pub fn takes_draw(&mut self, board: &Board, level: Level, stop: &AtomicBool) -> Option<bool> {
        if board.legal_moves().is_empty() {
            return Some(false); // the side offering has lost already
        }
        // What the side offering can expect: a draw is taken unless it has lost.
        if let Some(known) = self.tablebase().and_then(|base| base.probe(board)) {
            return Some(known.verdict != Verdict::Loss);
        }
        // The search scores the position for the side offering, so the computer's
        // view is the opposite.
        let found = self.think(board, &[], level, stop)?;
        let score = if found.depth == 0 {
            -self.evaluation(level).of(board)
        } else {
            -found.score
        };
        Some(score <= DRAW_MARGIN)
    }

    /// The endgame database the computer uses: the shipped one unless told otherwise.
    pub fn tablebase(&self) -> Option<&'static Tablebase> {
        self.searcher.tablebase()
    }

    /// Uses `tablebase` instead (a larger one built on demand), or none.
    pub fn set_tablebase(&mut self, tablebase: Option<&'static Tablebase>) {
        self.searcher.tablebase = tablebase;
    }

    /// Plays from `book` instead (none while a book is being built).
    pub fn set_book(&mut self, book: Option<&'static Book>) {
        self.book = book;
    }

    /// Scores with `weights` wherever the shipped learned weights would score: to
    /// measure a candidate against them.
    pub fn set_weights(&mut self, weights: Option<&'static Weights>) {
        self.weights = weights;
    }

    /// Plays with `contempt` for a draw instead of the level's: to measure one.
    pub fn set_contempt(&mut self, contempt: Option<i32>) {
        self.contempt = contempt;
    }

    /// The evaluation `level` searches with.
    fn evaluation(&self, level: Level) -> Evaluation {
        match (level.evaluation(), self.weights) {
            (Evaluation::Learned, Some(weights)) => Evaluation::Weighted(weights),
            (evaluation, _) => evaluation,
        }
    }

    /// Nodes searched so far, over all moves.
    pub fn nodes(&self) -> u64 {
        self.searcher.nodes
    }
}

/// The database's move on `board`, `quiet` plies into the 40-move rule's count, when
/// it knows the position is won or lost in time.
fn from_database(base: &Tablebase, board: &Board, quiet: u32) -> Option<Found> {
    let (mv, known) = endgame::best(base, board)?;
    if super::search::within_rule(known, quiet).verdict == Verdict::Draw {
        return None; // the search picks among the drawing moves
    }
    let best = board
        .legal_moves()
        .into_iter()
        .find(|m| m.from() == mv.from && m.to() == mv.to && m.captured == mv.captured)?;
    Some(Found {
        best,
        score: super::search::database_score(known, 0, 0),
        depth: 1,
    })
}
