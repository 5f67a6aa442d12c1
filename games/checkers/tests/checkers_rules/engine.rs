//! The checkers computer: it takes the capture that wins more, stops at once when
//! cancelled, plays only legal moves, and each level beats the one below in a short
//! match (docs/checkers.md's 100-game table is the real measure).

use connect4_checkers::{Board, Computer, Game, Level, Limits, Outcome, Searcher, play_match};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[test]
fn medium_and_hard_take_the_capture_that_wins_more() {
    // The king on 10 can jump 14 then 22, or 15 alone.
    let board: Board = "B:W5,14,15,22:BK10,1".parse().unwrap();
    let mut moves: Vec<String> = board
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    assert_eq!(moves, ["10x17x26", "10x19"]);
    for level in [Level::Medium, Level::Hard] {
        let mut computer = Computer::with_seed(1, Duration::from_millis(200));
        let mv = computer
            .choose(&board, level, &AtomicBool::new(false))
            .unwrap();
        assert_eq!(mv.to_string(), "10x17x26", "{level}");
    }
}

#[test]
fn a_search_stops_soon_after_it_is_cancelled() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let cancel = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let limits = Limits {
        depth: 40,
        deadline: None,
        stop: &stop,
    };
    Searcher::default().best_move(&Board::start(), &limits);
    let returned = Instant::now();
    let cancelled = cancel.join().unwrap();
    assert!(
        // The flag is read every 1024 nodes; the bound leaves room for a loaded machine.
        returned.duration_since(cancelled) < Duration::from_millis(250),
        "returned {:?} after the flag",
        returned.duration_since(cancelled)
    );
}

#[test]
fn every_level_plays_legal_moves_to_the_end_and_beats_the_one_below() {
    // Hard spends its whole budget: a small one keeps the test short.
    let budget = Duration::from_millis(20);
    for (stronger, weaker) in [(Level::Medium, Level::Easy), (Level::Hard, Level::Medium)] {
        let tally = play_match(stronger, weaker, 6, 7, budget, |_, _| {});
        assert!(tally.score() > 0.5, "{stronger} v {weaker}: {tally:?}");
    }
}

#[test]
fn ahead_the_search_keeps_away_from_a_position_the_game_has_seen() {
    // Black is a king up, and has only kings: every move of its could be undone.
    let board: Board = "B:WK30,K32,21:BK14,K15,K18,K6".parse().unwrap();
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: 7,
        deadline: None,
        stop: &stop,
    };
    let first = Searcher::default().search(&board, &[], &limits).unwrap();
    assert!(first.score > 100, "{first:?}");
    // The same search when the game has stood where that move leads, two moves ago:
    // playing it again would be on the way to a draw by repetition.
    let seen = board.play(&first.best);
    let history = [seen, Board::start(), Board::start()];
    let second = Searcher::default()
        .search(&board, &history, &limits)
        .unwrap();
    assert_ne!(second.best, first.best);
    assert!(second.score > 100, "{second:?}");
}

#[test]
fn with_contempt_a_draw_is_worth_less_than_nothing_to_the_side_that_plays() {
    // A king each: every line ends in the database's draw.
    let board: Board = "B:WK30:BK14".parse().unwrap();
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: 5,
        deadline: None,
        stop: &stop,
    };
    let mut searcher = Searcher::default();
    assert_eq!(searcher.search(&board, &[], &limits).unwrap().score, 0);
    searcher.set_contempt(15);
    assert_eq!(searcher.search(&board, &[], &limits).unwrap().score, -15);
    // Hard plays with its contempt; a hint or a draw offer's answer is made without.
    let mut computer = Computer::with_seed(1, Duration::from_millis(50));
    let played = computer.play(&board, &[], Level::Hard, &stop).unwrap();
    assert!(played.score < 0, "{played:?}");
    let thought = computer.think(&board, &[], Level::Hard, &stop).unwrap();
    assert_eq!(thought.score, 0, "{thought:?}");
    assert!(computer.takes_draw(&board, Level::Hard, &stop).unwrap());
}

#[test]
fn hard_two_men_up_wins_instead_of_drawing() {
    let stop = AtomicBool::new(false);
    for fen in ["B:W22,29,30:B5,6,9,10,11", "W:W14,23,27,31,32:B1,2,6"] {
        let board: Board = fen.parse().unwrap();
        let winner = board.to_move();
        let mut game = Game::from_board(board);
        let mut engines = [
            Computer::with_seed(1, Duration::from_millis(30)),
            Computer::with_seed(2, Duration::from_millis(30)),
        ];
        while game.outcome().is_none() {
            let side = usize::from(game.to_move() != winner);
            let mv = engines[side].choose_in(&game, Level::Hard, &stop).unwrap();
            game.play(&mv).unwrap();
        }
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win(winner)),
            "{fen}: {}",
            game.moves()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
