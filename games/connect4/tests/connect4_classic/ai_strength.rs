//! A smoke test of the levels' order: each beats the one below over a few games from
//! varied openings. The 200-game figures are in docs/computer.md.

use connect4_classic::ai::Level;
use connect4_classic::ai::arena::{self, Setup};
use connect4_classic::game::BoardSize;
use std::time::Duration;

fn score(first: Level, second: Level, games: u32) -> f64 {
    let setup = Setup {
        first,
        second,
        games,
        seed: 11,
        size: BoardSize::STANDARD,
        budget: Duration::from_millis(300),
        opening: 2..=4,
    };
    arena::play(&setup, |_| {}).score_percent()
}

#[test]
fn each_level_beats_the_one_below() {
    for pair in Level::ALL.windows(2) {
        let (weaker, stronger) = (pair[0], pair[1]);
        let percent = score(stronger, weaker, 10);
        assert!(
            percent > 50.0,
            "{stronger} scored {percent} % against {weaker}"
        );
    }
}

#[test]
fn each_unproven_move_of_perfect_is_recorded_with_its_number() {
    // 8x8 has no book and cannot be solved in 30 ms from the opening.
    let setup = Setup {
        first: Level::Perfect,
        second: Level::Easy,
        games: 2,
        seed: 4,
        size: BoardSize::new(8, 8).unwrap(),
        budget: Duration::from_millis(30),
        opening: 2..=2,
    };
    let mut recorded = Vec::new();
    let tally = arena::play(&setup, |record| recorded.push(record.clone()));
    let listed: usize = recorded.iter().map(|r| r.unproven.len()).sum();
    assert_eq!(listed, tally.first.unproven);
    assert!(listed > 0, "the opening moves cannot be proven in 30 ms");
    for record in &recorded {
        // Perfect has player one's odd-numbered discs in game 1, the even in game 2.
        let parity = usize::from(record.first_plays != connect4_classic::game::Player::One);
        for &number in &record.unproven {
            assert!(number > 2 && number <= record.moves.len());
            assert_eq!((number - 1) % 2, parity, "{record:?}");
        }
    }
}
