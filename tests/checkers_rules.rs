//! Checkers' rules against published perft figures for the start position and tables
//! of rule cases: captures are compulsory, a capture goes on while it can (any of the
//! ways may be chosen), crowning ends the move, men move forward and kings both ways.

use connect4::checkers::{Board, Color, divide, perft};

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
fn the_perft_command_prints_counts_and_their_split() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_connect4"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    assert_eq!(run(&["checkers", "perft", "6"]).1, "36768\n");
    let (status, split, _) = run(&["checkers", "perft", "4", "--divide"]);
    assert_eq!(status, Some(0));
    assert!(
        split.starts_with("9-13 ") && split.ends_with("total 1469\n"),
        "{split}"
    );
    let (status, _, error) = run(&["checkers", "perft", "2", "--fen", "B:W99"]);
    assert_eq!(status, Some(2));
    assert!(error.contains("\"99\" is not a square 1-32"), "{error}");
}
