//! Checkers' rules against published perft figures for the start position and tables
//! of rule cases: captures are compulsory, a capture goes on while it can (any of the
//! ways may be chosen), crowning ends the move, men move forward and kings both ways.

use connect4_checkers::{
    Board, Color, DrawReason, Game, Move, Outcome, QUIET_MOVES_TO_DRAW, divide, perft,
};
use std::collections::HashMap;

/// Perft of American checkers from the start, as published (each multi-jump one move).
const PUBLISHED: [u64; 8] = [1, 7, 49, 302, 1469, 7361, 36768, 179740];

#[test]
fn perft_from_the_start_matches_the_published_figures() {
    let start = Board::start();
    for (depth, expected) in PUBLISHED.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), *expected, "perft({depth})");
    }
}

#[test]
fn divide_splits_perft_by_first_move() {
    let split = divide(&Board::start(), 3);
    let firsts: Vec<String> = split.iter().map(|(mv, _)| mv.to_string()).collect();
    assert_eq!(
        firsts,
        ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
    );
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 302);
}

fn moves(fen: &str) -> Vec<String> {
    let board: Board = fen.parse().unwrap();
    let mut moves: Vec<String> = board
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

#[test]
fn rule_cases() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "a capture is compulsory: the step is not offered",
            "B:W15:B11,1",
            &["11x18"],
        ),
        (
            "a capture goes on while the same piece can jump",
            "B:W15,23:B11",
            &["11x18x27"],
        ),
        (
            "either way of a forking capture may be chosen, not only the longest",
            "B:W15,22,23,24:B11",
            &["11x18x25", "11x18x27"],
        ),
        (
            "a man crowned by a capture stops there",
            "B:W26,19:B22",
            &["22x31"],
        ),
        ("men step only forward", "W:W18:B1", &["18-14", "18-15"]),
        (
            "kings step both ways",
            "W:WK18:B1",
            &["18-14", "18-15", "18-22", "18-23"],
        ),
        ("kings capture backwards too", "W:WK14:B18", &["14x23"]),
        ("a side with no move has none", "B:W8,11:B4", &[]),
    ];
    for (what, fen, expected) in cases {
        assert_eq!(moves(fen), *expected, "{what}: {fen}");
    }
}

#[test]
fn playing_removes_the_captured_and_crowns_on_the_far_row() {
    let board: Board = "B:W26,19:B22".parse().unwrap();
    let mv = board.parse_move("22x31").unwrap();
    let after = board.play(&mv);
    assert_eq!(after.to_string(), "W:W19:BK31");
    assert_eq!(after.to_move(), Color::White);
    assert_eq!(after.count(Color::White), 1);
}

#[test]
fn moves_are_read_and_written_in_the_standard_notation() {
    let board: Board = "B:W15,23:B11".parse().unwrap();
    assert_eq!(
        board.parse_move("11x18x27").unwrap().to_string(),
        "11x18x27"
    );
    assert_eq!(board.parse_move("11x27").unwrap().to_string(), "11x18x27");
    assert!(board.parse_move("11-15").is_err());
    assert!(board.parse_move("33-1").is_err());
    assert!(board.parse_move("eleven").is_err());
}

#[test]
fn fen_round_trips_and_refuses_nonsense() {
    let text = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";
    let board: Board = text.parse().unwrap();
    assert_eq!(
        board.to_string(),
        "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29"
    );
    assert_eq!(
        Board::start().to_string().parse::<Board>().unwrap(),
        Board::start()
    );
    for bad in ["X:W1:B2", "B:W33:B1", "B:W1:B1", "B:Q1"] {
        assert!(bad.parse::<Board>().is_err(), "{bad}");
    }
}

#[test]
fn a_side_that_cannot_move_loses() {
    let mut lost = Game::from_board("B:W8,11:B4".parse().unwrap());
    assert_eq!(lost.outcome(), Some(Outcome::Win(Color::White)));
    assert!(
        lost.play_notation("4-8").is_err(),
        "no move once the game is over"
    );
    let mut game = Game::from_board("W:W26,19:B22".parse().unwrap());
    game.play_notation("26x17").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win(Color::White)),
        "Black has nothing left"
    );
}

#[test]
fn the_same_position_a_third_time_draws() {
    // Two kings walk back and forth: the start position comes back every four moves.
    let mut game = Game::from_board("B:WK32:BK1".parse().unwrap());
    for round in 0..2 {
        for mv in ["1-5", "32-28", "5-1", "28-32"] {
            assert_eq!(game.outcome(), None, "round {round}, before {mv}");
            game.play_notation(mv).unwrap();
        }
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    game.undo();
    assert_eq!(game.outcome(), None, "undo takes the draw back");
}

/// A king's step that captures nothing, leaves nothing to capture and does not bring a
/// position back a third time; chosen at random.
fn quiet_king_step(
    game: &Game,
    seen: &HashMap<Board, u32>,
    rng: &mut fastrand::Rng,
) -> Option<Move> {
    let board = game.board();
    let steps: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture() && board.piece(m.from()).is_some_and(|p| p.king))
        .filter(|m| {
            let next = board.play(m);
            seen.get(&next).copied().unwrap_or(0) < 2
                && next.legal_moves().iter().all(|reply| !reply.is_capture())
        })
        .collect();
    (!steps.is_empty()).then(|| steps[rng.usize(..steps.len())].clone())
}

#[test]
fn forty_quiet_moves_each_draw_and_a_mans_move_starts_the_count_again() {
    let mut rng = fastrand::Rng::with_seed(5);
    let mut game = Game::from_board("B:WK29,K30:BK1,K2,12".parse().unwrap());
    let mut seen = HashMap::new();
    let (mut quiet, mut man_moved) = (0, false);
    while game.outcome().is_none() {
        if quiet == 60 && !man_moved && game.to_move() == Color::Black {
            // The man steps: the count starts again, and so do repetitions.
            let step = game
                .legal_moves()
                .into_iter()
                .find(|m| !m.is_capture() && game.board().piece(m.from()).is_some_and(|p| !p.king));
            game.play(&step.expect("the man can step")).unwrap();
            (quiet, seen, man_moved) = (0, HashMap::new(), true);
            continue;
        }
        let mv = quiet_king_step(&game, &seen, &mut rng).expect("a quiet king step");
        *seen.entry(game.board().play(&mv)).or_insert(0) += 1;
        game.play(&mv).unwrap();
        quiet += 1;
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::QuietMoves)));
    assert!(man_moved);
    assert_eq!(
        quiet,
        2 * QUIET_MOVES_TO_DRAW,
        "counted from the man's move"
    );
}

#[test]
fn a_draw_can_be_agreed() {
    let mut game = Game::new();
    game.play_notation("11-15").unwrap();
    game.agree_draw();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn quick_moves_are_the_legal_moves_without_their_paths() {
    let mut rng = fastrand::Rng::with_seed(3);
    let mut quick = Vec::new();
    for _ in 0..200 {
        let mut game = Game::new();
        while game.outcome().is_none() {
            let board = *game.board();
            board.quick_moves(&mut quick);
            let legal = board.legal_moves();
            let mut expected: Vec<_> = legal
                .iter()
                .map(|m| (m.from(), m.to(), m.captured))
                .collect();
            let mut found: Vec<_> = quick.iter().map(|m| (m.from, m.to, m.captured)).collect();
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "{board}");
            assert_eq!(board.must_capture(), legal[0].is_capture(), "{board}");
            for mv in &legal {
                let ends = (mv.from(), mv.to(), mv.captured);
                let q = quick.iter().find(|q| (q.from, q.to, q.captured) == ends);
                assert_eq!(
                    board.play_quick(*q.unwrap()),
                    board.play(mv),
                    "{board} {mv}"
                );
            }
            let mv = legal[rng.usize(..legal.len())].clone();
            game.play(&mv).unwrap();
        }
    }
}

#[test]
fn a_result_decided_off_the_board_ends_the_game_and_never_replaces_one_on_it() {
    let mut game = Game::new();
    game.play_notation("11-15").unwrap();
    game.decide(Outcome::Win(game.to_move()));
    assert_eq!(game.outcome(), Some(Outcome::Win(game.to_move())));
    assert!(game.legal_moves().is_empty());
    game.decide(Outcome::Draw(DrawReason::Agreement));
    assert_eq!(game.outcome(), Some(Outcome::Win(game.to_move())));
}
