//! The endgame database: as many positions as OEIS A055213 counts, the shipped file the
//! same as a fresh build, its verdicts and distances those of a plain search, and hard
//! winning the won positions, each stretch between the 40-move rule's restarts within
//! its distance.

use crate::random_position::random_position;
use connect4_checkers::endgame::{self, Known, Verdict};
use connect4_checkers::{Board, Computer, Game, Level, Move, Outcome};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// OEIS A055213: the positions of 1, 2, ... pieces.
const PUBLISHED: [u64; 5] = [120, 6_972, 261_224, 7_092_774, 148_688_232];

#[test]
fn the_counts_of_positions_match_oeis_a055213() {
    for (n, published) in PUBLISHED.iter().enumerate() {
        assert_eq!(
            endgame::positions(n as u32 + 1),
            *published,
            "{} pieces",
            n + 1
        );
    }
    let shipped = endgame::shipped();
    assert_eq!(shipped.pieces(), 4);
    for n in 1..=4 {
        assert_eq!(
            shipped.positions(n),
            PUBLISHED[n as usize - 1],
            "{n} pieces"
        );
    }
}

#[test]
fn the_shipped_file_is_what_a_build_makes() {
    let built = endgame::build(3, &mut |_| {});
    let shipped = endgame::shipped();
    let mut tables = 0;
    for table in built.tables() {
        let theirs = shipped.table(&table.layout.material).expect("shipped");
        assert!(table.values == theirs.values, "{:?}", table.layout.material);
        tables += 1;
    }
    assert_eq!(tables, 34, "the materials of 1 to 3 pieces");
    let again = endgame::decode(&endgame::encode(&built)).unwrap();
    assert_eq!(again.positions(3), PUBLISHED[2]);
    assert!(endgame::decode(b"C4CKDB02\x04\xff\xff").is_err());
    let older = endgame::decode(b"C4CKDB01\x04").err().unwrap();
    assert!(older.contains("older format"), "{older}");
}

/// What a plain search finds in `plies` plies, counting a restart of the 40-move
/// rule's count (a capture or a man's move) as the end, valued by the database:
/// `Some(Win)` if the side to move reaches a restart that keeps its win in time,
/// `Some(Loss)` if the other side does, else `None`.
fn plain(
    board: &Board,
    plies: u32,
    memo: &mut HashMap<(Board, u32), Option<Verdict>>,
) -> Option<Verdict> {
    if let Some(known) = memo.get(&(*board, plies)) {
        return *known;
    }
    let moves = board.legal_moves();
    let verdict = if moves.is_empty() {
        Some(Verdict::Loss)
    } else if plies == 0 {
        None
    } else {
        let mut replies = Vec::new();
        for mv in &moves {
            let child = board.play(mv);
            replies.push(if restarts(board, mv) {
                Some(endgame::shipped().probe(&child).unwrap().verdict)
                    .filter(|v| *v != Verdict::Draw)
            } else {
                plain(&child, plies - 1, memo)
            });
        }
        if replies.contains(&Some(Verdict::Loss)) {
            Some(Verdict::Win)
        } else if replies.iter().all(|r| *r == Some(Verdict::Win)) {
            Some(Verdict::Loss)
        } else {
            None
        }
    };
    memo.insert((*board, plies), verdict);
    verdict
}

#[test]
fn retrograde_results_agree_with_a_plain_search() {
    let mut rng = fastrand::Rng::with_seed(11);
    let base = endgame::shipped();
    let mut checked = [0; 3];
    for pieces in [3, 4] {
        let mut tries = 0;
        while tries < 60 {
            let board = random_position(&mut rng, pieces);
            let Known { verdict, plies } = base.probe(&board).unwrap();
            // Deep distances would take a plain search too long: draws are checked
            // to a short horizon, wins and losses at their own distance.
            let horizon = if verdict == Verdict::Draw { 5 } else { plies };
            if horizon > 7 {
                continue;
            }
            tries += 1;
            let mut memo = HashMap::new();
            match verdict {
                Verdict::Draw => assert_eq!(plain(&board, horizon, &mut memo), None, "{board}"),
                _ => {
                    assert_eq!(
                        plain(&board, plies, &mut memo),
                        Some(verdict),
                        "{board} {plies}"
                    );
                    if plies > 0 {
                        let sooner = plain(&board, plies - 1, &mut memo);
                        assert_ne!(sooner, Some(verdict), "{board}: sooner than {plies}");
                    }
                }
            }
            checked[match verdict {
                Verdict::Win => 0,
                Verdict::Loss => 1,
                Verdict::Draw => 2,
            }] += 1;
        }
    }
    assert!(
        checked.iter().all(|n| *n > 5),
        "wins, losses, draws: {checked:?}"
    );
}

/// Whether `mv` on `board` restarts the 40-move rule's count: a capture or a man's
/// move.
fn restarts(board: &Board, mv: &Move) -> bool {
    mv.is_capture() || !board.piece(mv.from()).unwrap().king
}

#[test]
fn hard_wins_won_database_positions_restarting_the_rule_within_their_distance() {
    let mut rng = fastrand::Rng::with_seed(5);
    let base = endgame::shipped();
    let stop = AtomicBool::new(false);
    let mut won = 0;
    while won < 12 {
        let board = random_position(&mut rng, 4);
        let known = base.probe(&board).unwrap();
        if known.verdict != Verdict::Win || known.plies < 9 {
            continue;
        }
        won += 1;
        let winner = board.to_move();
        let mut game = Game::from_board(board);
        let mut hard = Computer::with_seed(1, Duration::from_millis(20));
        // The defender is hard too, holding out as long as the database allows.
        let mut defender = Computer::with_seed(2, Duration::from_millis(20));
        // The first stretch is held to the position's distance; every later one to
        // the rule, by the game itself (a draw fails below).
        let mut budget = Some(known.plies);
        while game.outcome().is_none() {
            let before = *game.board();
            let engine = if game.to_move() == winner {
                &mut hard
            } else {
                &mut defender
            };
            let mv = engine.choose_in(&game, Level::Hard, &stop).unwrap();
            game.play(&mv).unwrap();
            if let Some(left) = budget.as_mut() {
                *left -= 1;
                if restarts(&before, &mv) || game.outcome().is_some() {
                    budget = None;
                } else {
                    assert!(
                        *left > 0,
                        "{board}: no restart within {} plies",
                        known.plies
                    );
                }
            }
        }
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win(winner)),
            "{board}: {:?}",
            game.moves()
        );
    }
}
