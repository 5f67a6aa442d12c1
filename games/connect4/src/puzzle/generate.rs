//! Where the generator finds puzzles: the positions of games between the computer's
//! levels, and the opening book's positions reached by sound play; and what it keeps
//! of each (the line checked, the grade measured).

use super::goal::Goal;
use super::grade::{Features, Grade};
use super::levels::features;
use super::line::check;
use super::oracle::Oracle;
use super::set::Puzzle;
use super::verdicts::classify;
use crate::ai::arena::mix;
use crate::ai::{Analysis, Computer, Engine, Level, Verdict};
use crate::game::{BoardSize, Column, Game, Player};
use crate::solver::{Position, canonical_key};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The pairs of levels whose games are searched, taken in turn: each level against
/// its own kind and the others, so the positions range from a beginner's to a
/// strong player's.
const PAIRS: [(Level, Level); 8] = [
    (Level::Easy, Level::Easy),
    (Level::Easy, Level::Medium),
    (Level::Medium, Level::Medium),
    (Level::Easy, Level::Hard),
    (Level::Medium, Level::Hard),
    (Level::Hard, Level::Hard),
    (Level::Medium, Level::Perfect),
    (Level::Hard, Level::Perfect),
];

/// The most random moves a game opens with, so games part ways from the start.
const OPENING_MOVES: usize = 4;

/// The perfect level's time a move in the generator's games: the book and the solver
/// prove nearly every move well within it (docs/opening-book.md).
const PERFECT_BUDGET: Duration = Duration::from_millis(500);

/// The deepest position of the book's walk: its children are in the book, so every
/// verdict is read without a search.
pub const BOOK_DEPTH: usize = 8;

/// A puzzle found, with what was measured of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub puzzle: Puzzle,
    pub features: Features,
    /// The most solver nodes one analysis of its main line took.
    pub dearest: u64,
}

/// The `index`-th game between levels of the generator's run `seed`: the levels of
/// one pair, from a short random opening, each side's engine seeded.
pub fn level_game(seed: u64, index: u64) -> Game {
    let (first, second) = PAIRS[(index % PAIRS.len() as u64) as usize];
    // Every other round of pairs the levels swap colours.
    let levels = if (index / PAIRS.len() as u64).is_multiple_of(2) {
        [first, second]
    } else {
        [second, first]
    };
    let stream = mix(seed, index);
    let mut rng = fastrand::Rng::with_seed(stream);
    let mut game = Game::new(BoardSize::STANDARD, Player::One);
    let opening = rng.usize(..=OPENING_MOVES);
    while game.moves().len() < opening && !game.is_over() {
        let legal: Vec<Column> = game.legal_columns().collect();
        game.play(legal[rng.usize(..legal.len())])
            .expect("a legal column");
    }
    let mut engines = [1, 2].map(|side| {
        Computer::with_seed(mix(stream, side))
            .with_budget(PERFECT_BUDGET)
            .with_threads(1)
    });
    let stop = Arc::new(AtomicBool::new(false));
    while !game.is_over() {
        let side = game.moves().len() % 2;
        let choice = engines[side]
            .choose(&game, levels[side], &stop)
            .expect("nothing stops the generator's games");
        game.play(choice.column).expect("engines play legal moves");
    }
    game
}

/// Every position of the book up to [`BOOK_DEPTH`] discs reached by a line whose moves
/// all kept their player's outcome (a win, a draw, or a loss as late as the best),
/// but for the last one: the positions of sound play, and of sound play with one
/// slip. Each position once (mirror images are one), in depth-first order.
pub fn book_positions(oracle: &mut Oracle) -> Vec<Game> {
    let mut seen = Seen::default();
    let start = Game::new(BoardSize::STANDARD, Player::One);
    walk(start, oracle, &mut seen);
    seen.found
}

/// The book walk's memory: the positions found, and those walked on from.
#[derive(Default)]
struct Seen {
    found: Vec<Game>,
    listed: HashSet<u64>,
    walked: HashSet<u64>,
}

fn walk(game: Game, oracle: &mut Oracle, seen: &mut Seen) {
    if game.moves().len() >= BOOK_DEPTH {
        return;
    }
    let analysis = oracle
        .analyze(&game, 0)
        .expect("the book holds every child of a position this shallow");
    let best = super::verdicts::best(&analysis).map(|(_, v)| class(v));
    for (column, verdict) in super::verdicts::columns(&analysis) {
        let mut child = game.clone();
        child.play(column).expect("a playable column");
        if child.is_over() {
            continue;
        }
        let key = canonical_key(&Position::from_game(&child)).0;
        if seen.listed.insert(key) {
            seen.found.push(child.clone());
        }
        if Some(class(verdict)) == best && seen.walked.insert(key) {
            walk(child, oracle, seen);
        }
    }
}

/// A verdict's outcome: win, draw or loss, without its length.
fn class(verdict: Verdict) -> i8 {
    match verdict {
        Verdict::Win { .. } => 1,
        Verdict::Draw | Verdict::Unknown => 0,
        Verdict::Loss { .. } => -1,
    }
}

/// The puzzle `game` is, if it is one worth asking: checked to the end of its line
/// within `max_nodes` an analysis, and graded. A forced block (every other move lets
/// the opponent win at once) is no puzzle: there is nothing to find.
pub fn examine(game: &Game, oracle: &mut Oracle, max_nodes: u64, seed: u64) -> Option<Found> {
    let analysis = oracle.analyze(game, max_nodes)?;
    let (goal, _) = classify(&analysis)?;
    if goal == Goal::OnlyMove && only_blocks(&analysis) {
        return None;
    }
    let line = check(goal, game, oracle, max_nodes).ok()?;
    let features = features(&line, seed);
    Some(Found {
        puzzle: Puzzle {
            moves: game.notation(),
            goal,
            grade: Grade::of(&features),
        },
        features,
        dearest: line.dearest,
    })
}

/// Whether every move but one lets the opponent win at once.
fn only_blocks(analysis: &Analysis) -> bool {
    super::verdicts::columns(analysis)
        .filter(|&(_, verdict)| verdict == Verdict::Loss { moves: 1 })
        .count()
        + 1
        == super::verdicts::columns(analysis).count()
}
