//! A FEN that no game can reach is refused with the reason, by the library and by
//! `connect4 checkers perft --fen` (status 2): a man on its crowning row, more than
//! twelve pieces a side, a side that has just moved with no pieces.

use connect4_checkers::Board;
use std::process::Command;

fn refused(fen: &str) -> String {
    match fen.parse::<Board>() {
        Ok(board) => panic!("{fen} read as {board}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn unreachable_positions_are_refused_with_the_reason() {
    let cases = [
        (
            "B:W1:B32",
            "a Black man on square 32, its crowning row, would be a king",
        ),
        (
            "W:W3,10:B12",
            "a White man on square 3, its crowning row, would be a king",
        ),
        (
            "B:W9,10,11,12,13,14,15,16,17,18,19,20,21:B1",
            "White has 13 pieces; a side starts with 12",
        ),
        ("B:W:B5", "White has no pieces, yet made the last move"),
        ("W:W:B", "Black has no pieces, yet made the last move"),
    ];
    for (fen, why) in cases {
        let said = refused(fen);
        assert!(said.starts_with(why), "{fen}: {said}");
    }
}

#[test]
fn reachable_positions_still_read() {
    for fen in [
        "B:WK1:BK32",
        "W:W:B5",
        "B:W21,22:B1,2",
        "W:WK29,K30:BK1,K2,12",
    ] {
        assert!(fen.parse::<Board>().is_ok(), "{fen}");
    }
    assert_eq!(
        Board::start().to_string().parse::<Board>(),
        Ok(Board::start())
    );
}

#[test]
fn perft_refuses_an_unreachable_fen_with_status_2() {
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["checkers", "perft", "1", "--fen", "B:W1:B32"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(
        said.starts_with("connect4 checkers: --fen: a Black man on square 32, its crowning row"),
        "{said}"
    );
}
