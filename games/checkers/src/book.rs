//! The opening book: the computer's move in the positions of the ACF 3-move ballots
//! and the few plies around them, found offline by a long search each
//! (`connect4 checkers book build`), so that hard plays its first moves at once. The
//! file is text, one position a line: `FEN move score depth`.

use super::board::Board;
use super::game::Game;
use super::moves::Move;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The ballots: the 156 of the ACF's 174 three-move openings not barred as lost.
pub const BALLOTS: &str = include_str!("../assets/checkers-ballots.txt");

static SHIPPED: &str = include_str!("../assets/checkers-book.txt");

/// Each ballot's number and its three moves.
pub fn ballots() -> Vec<(u32, Vec<String>)> {
    BALLOTS
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut words = line.split_whitespace();
            let number = words.next().and_then(|n| n.parse().ok()).expect("a number");
            (number, words.map(str::to_string).collect())
        })
        .collect()
}

/// The positions the book answers: the start, the positions on the way to each
/// ballot, the ballots, and each ballot after the reply `reply` gives.
pub fn positions(mut reply: impl FnMut(&Board) -> Option<Move>) -> Vec<Board> {
    let mut out: Vec<Board> = Vec::new();
    let add = |board: Board, out: &mut Vec<Board>| {
        if !out.contains(&board) {
            out.push(board);
        }
    };
    for (_, moves) in ballots() {
        let mut game = Game::new();
        for text in &moves {
            add(*game.board(), &mut out);
            game.play_notation(text).expect("a ballot is legal");
        }
        add(*game.board(), &mut out);
        if let Some(mv) = reply(game.board()) {
            add(game.board().play(&mv), &mut out);
        }
    }
    out
}

/// The book: each position's move, in its notation.
pub struct Book {
    moves: HashMap<Board, String>,
}

impl Book {
    /// Reads a book file; lines that do not read are skipped (the build checks them).
    pub fn parse(text: &str) -> Book {
        let moves = text
            .lines()
            .filter_map(|line| {
                let mut words = line.split_whitespace();
                let board: Board = words.next()?.parse().ok()?;
                let mv = words.next()?;
                board.parse_move(mv).ok()?;
                Some((board, mv.to_string()))
            })
            .collect();
        Book { moves }
    }

    /// The shipped book, read once.
    pub fn shipped() -> &'static Book {
        static READ: OnceLock<Book> = OnceLock::new();
        READ.get_or_init(|| Book::parse(SHIPPED))
    }

    /// The book's move on `board`, if it has one.
    pub fn get(&self, board: &Board) -> Option<Move> {
        board.parse_move(self.moves.get(board)?).ok()
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// One line of a book file.
pub fn line(board: &Board, mv: &Move, score: i32, depth: u32) -> String {
    format!("{board} {mv} {score} {depth}")
}
