//! The computer's levels on tactics every level must get right: taking a win in one
//! and blocking a loss in one, on several board sizes, checked against the game's own
//! rules; and cancellation.

use connect4_classic::ai::{Computer, Engine, Level};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const SIZES: [(usize, usize); 5] = [(4, 4), (5, 4), (7, 6), (8, 7), (10, 10)];

/// The columns where the player to move wins at once.
fn winning_columns(game: &Game) -> Vec<Column> {
    game.legal_columns()
        .filter(|&column| {
            let mut next = game.clone();
            next.play(column).unwrap();
            next.outcome().is_some_and(|o| o.winner().is_some())
        })
        .collect()
}

/// The columns where the opponent would win at once if it were their turn. To let
/// them move, the player to move first drops a disc elsewhere: that disc cannot be
/// part of the opponent's four, so it does not change the answer.
fn threatened_columns(game: &Game) -> Vec<Column> {
    game.legal_columns()
        .filter(|&column| {
            game.legal_columns()
                .filter(|&other| other != column)
                .any(|other| {
                    let mut passed = game.clone();
                    passed.play(other).unwrap();
                    !passed.is_over() && winning_columns(&passed).contains(&column)
                })
        })
        .collect()
}

/// Random positions (from random play, seeded) that satisfy `wanted`.
fn positions(
    size: BoardSize,
    seed: u64,
    count: usize,
    wanted: impl Fn(&Game) -> bool,
) -> Vec<Game> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut game = Game::new(size, Player::One);
        while !game.is_over() {
            if wanted(&game) {
                found.push(game.clone());
                break;
            }
            let legal: Vec<Column> = game.legal_columns().collect();
            game.play(legal[rng.usize(..legal.len())]).unwrap();
        }
    }
    found
}

/// Positions where the player to move can win at once.
fn win_in_one(size: BoardSize, seed: u64) -> Vec<Game> {
    positions(size, seed, 6, |g| !winning_columns(g).is_empty())
}

/// Positions where the player to move cannot win, the opponent threatens exactly one
/// playable cell, and blocking it does not hand them the cell above: blocking is
/// then the only move that does not lose at once.
fn must_block(size: BoardSize, seed: u64) -> Vec<Game> {
    positions(size, seed, 6, |g| {
        let threats = threatened_columns(g);
        winning_columns(g).is_empty() && threats.len() == 1 && {
            let mut blocked = g.clone();
            blocked.play(threats[0]).unwrap();
            blocked.is_over() || winning_columns(&blocked).is_empty()
        }
    })
}

fn choose(computer: &mut Computer, game: &Game, level: Level) -> Column {
    let stop = Arc::new(AtomicBool::new(false));
    computer
        .choose(game, level, &stop)
        .expect("not stopped")
        .column
}

#[test]
fn every_level_takes_a_win_in_one() {
    for level in Level::ALL {
        let mut computer = Computer::with_seed(1).with_budget(Duration::from_millis(300));
        for (seed, &(columns, rows)) in SIZES.iter().enumerate() {
            let size = BoardSize::new(columns, rows).unwrap();
            for game in win_in_one(size, seed as u64) {
                let column = choose(&mut computer, &game, level);
                assert!(
                    winning_columns(&game).contains(&column),
                    "{level} on {size} after {}: played {}\n{}",
                    game.notation(),
                    column,
                    game.board()
                );
            }
        }
    }
}

#[test]
fn every_level_blocks_a_loss_in_one() {
    for level in [Level::Medium, Level::Hard, Level::Perfect] {
        let mut computer = Computer::with_seed(2).with_budget(Duration::from_millis(300));
        for (seed, &(columns, rows)) in SIZES.iter().enumerate() {
            let size = BoardSize::new(columns, rows).unwrap();
            for game in must_block(size, 100 + seed as u64) {
                let column = choose(&mut computer, &game, level);
                assert_eq!(
                    vec![column],
                    threatened_columns(&game),
                    "{level} on {size} after {}\n{}",
                    game.notation(),
                    game.board()
                );
            }
        }
    }
}

/// Easy is meant to miss a block now and then, like a beginner, but not often.
#[test]
fn easy_blocks_most_losses_in_one() {
    let mut computer = Computer::with_seed(3);
    let (mut blocked, mut total) = (0, 0);
    for (seed, &(columns, rows)) in SIZES.iter().enumerate() {
        let size = BoardSize::new(columns, rows).unwrap();
        for game in must_block(size, 200 + seed as u64) {
            for _ in 0..10 {
                total += 1;
                blocked += usize::from(
                    vec![choose(&mut computer, &game, Level::Easy)] == threatened_columns(&game),
                );
            }
        }
    }
    assert!(blocked * 100 >= total * 75, "{blocked} of {total}");
    assert!(
        blocked < total,
        "easy never missed a block in {total} tries"
    );
}

/// The app cancels a search when the player quits: the engine must give up soon after
/// the flag is set, even mid-way through a search that would run for 30 s. It checks
/// the flag every few thousand nodes (well under a millisecond); the bound leaves room
/// for a loaded machine, where the thread may wait for a core.
#[test]
fn choose_and_analyze_return_soon_after_stop() {
    let size = BoardSize::new(10, 10).unwrap();
    let game = Game::from_notation(size, Player::One, "56").unwrap();
    let mut computer = Computer::with_seed(4).with_budget(Duration::from_secs(30));
    for level in [Level::Hard, Level::Perfect] {
        let stop = Arc::new(AtomicBool::new(false));
        let setter = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(300));
                stop.store(true, Ordering::Relaxed);
                Instant::now()
            })
        };
        let answer = computer.choose(&game, level, &stop);
        let returned = Instant::now();
        let set = setter.join().unwrap();
        let late = returned.saturating_duration_since(set);
        // Hard may legitimately finish before the flag; perfect on 10x10 cannot.
        if level == Level::Perfect {
            assert_eq!(answer, None);
        }
        // Without the flag the search would run its 30 s budget: a bound far under it
        // proves the flag is heeded, and leaves room for a loaded machine's scheduling
        // (250 ms failed once with two engine matches running beside the tests).
        assert!(
            late < Duration::from_secs(3),
            "{level}: {late:?} after stop"
        );
    }
    let stop = Arc::new(AtomicBool::new(true));
    assert_eq!(computer.analyze(&game, &stop), None);
}
