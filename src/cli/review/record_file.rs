//! Game records named on the command line (`review FILE`, `--moves FILE`): a `.c4n`
//! file holds Connect 4 games (`connect4_classic::record`), a `.pdn` file checkers games
//! (PDN 3.0). The file is refused before it is read when larger than the records'
//! limit, and every error names the file.

use crate::cli::failure::Failure;
use connect4_checkers::pdn::{self, PdnGame};
use connect4_classic::escape::escape_path;
use connect4_classic::game::Game;
use connect4_classic::record::{self, Record};
use connect4_classic::seat::Player;
use connect4_game::record::{MAX_RECORD_BYTES, ReadError, read_bounded};
use std::fs::File;
use std::path::Path;

/// The games of a record file, by the game they are of.
pub enum Games {
    Connect4(Vec<Record>),
    Checkers(Vec<PdnGame>),
}

/// Whether `text` names a record file rather than giving moves: it ends in `.c4n` or
/// `.pdn` (in any case).
pub fn is_record_path(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower.ends_with(&format!(".{}", record::EXTENSION)) || lower.ends_with(".pdn")
}

/// The games of the file at `path`, each move checked; a usage failure (status 2)
/// that names the file when it cannot be read or holds a mistake.
pub fn open(path: &Path) -> Result<Games, Failure> {
    let text = read(path)?;
    let name = escape_path(path);
    let is_pdn = path
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("pdn"));
    if is_pdn {
        pdn::read(&text)
            .map(Games::Checkers)
            .map_err(|e| Failure::Usage(format!("{name}: {e}")))
    } else {
        record::read(&text)
            .map(Games::Connect4)
            .map_err(|e| Failure::Usage(format!("{name}: {e}")))
    }
}

/// The text of the file at `path`, refused unread when its size is over the limit.
fn read(path: &Path) -> Result<String, Failure> {
    let name = escape_path(path);
    let cannot = |e: std::io::Error| Failure::Usage(format!("cannot read {name}: {e}"));
    let file = File::open(path).map_err(cannot)?;
    // The size first, so a huge file is refused at once; the bounded read below
    // still stops a file that grows, or a pipe, at the limit.
    if file.metadata().map_err(cannot)?.len() > MAX_RECORD_BYTES {
        return Err(Failure::Usage(format!("{name}: {}", ReadError::TooLarge)));
    }
    read_bounded(file).map_err(|e| Failure::Usage(format!("{name}: {e}")))
}

/// `--moves FILE`: the position at the end of the first game of a Connect 4 record,
/// `starter` first, to play on from; refused, the file named, when it cannot be read,
/// is not Connect 4's, or its game is over.
pub fn record_position(text: &str, starter: Player) -> Result<Game, String> {
    let path = Path::new(text);
    let games = match open(path).map_err(|failure| failure.to_string())? {
        Games::Connect4(games) => games,
        Games::Checkers(_) => {
            return Err(format!(
                "{} is a checkers game; --moves starts Connect 4 from a .{} record",
                escape_path(path),
                record::EXTENSION
            ));
        }
    };
    let first = games.into_iter().next().expect("a record has a game");
    // Replayed afresh, so a result the record gives off the board does not end it.
    let game = Game::from_notation(first.size(), starter, &first.game.notation())
        .expect("a record's moves replay");
    if game.is_over() {
        return Err(format!("{}: the match is already over", escape_path(path)));
    }
    Ok(game)
}

/// Game `number` (from 1) of a file of `count`, or why there is none.
pub fn pick<T>(games: Vec<T>, number: u32, path: &Path) -> Result<T, Failure> {
    let count = games.len();
    let index = number as usize - 1;
    games.into_iter().nth(index).ok_or_else(|| {
        Failure::Usage(format!(
            "{} holds {count} game{}; there is no game {number}",
            escape_path(path),
            if count == 1 { "" } else { "s" }
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_from_a_record_start_where_its_first_game_stands() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path.to_str().unwrap().to_string()
        };
        // A result given off the board does not end the game played on from it.
        let resigned = write("resigned.c4n", "[Columns \"8\"]\n1. 4 4 2. 5 0-1\n\n6 *");
        let game = record_position(&resigned, Player::Two).unwrap();
        assert_eq!(game.notation(), "445");
        assert_eq!(game.size().columns(), 8);
        assert_eq!(game.starter(), Player::Two);
        assert!(!game.is_over());
        let won = write("won.c4n", "4455667 1-0");
        let over = record_position(&won, Player::One).unwrap_err();
        assert!(
            over.ends_with("won.c4n: the match is already over"),
            "{over}"
        );
        let checkers = write("game.pdn", "1. 11-15 *");
        let other = record_position(&checkers, Player::One).unwrap_err();
        assert!(other.contains("game.pdn is a checkers game"), "{other}");
    }

    #[test]
    fn records_are_known_by_their_extension() {
        assert!(is_record_path("games/club.C4N"));
        assert!(is_record_path("match.pdn"));
        assert!(!is_record_path("4453"));
        assert!(!is_record_path("notes.txt"));
    }
}
