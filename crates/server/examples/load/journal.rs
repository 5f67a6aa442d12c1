//! The journal of a fault run: one line per fact the server acknowledged (a move
//! relayed, an end announced, a game whose end was stored while the server was
//! down), written as it happens so a run cut short still holds what it saw; and its
//! check against the server's database, which must hold every one of them.

use connect4_protocol::{GameResult, InviteCode, Player};
use sqlx::Row;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

/// An open journal; lines from many games go through one lock.
pub struct Journal {
    file: Mutex<File>,
}

impl Journal {
    pub fn create(path: &Path) -> std::io::Result<Journal> {
        Ok(Journal {
            file: Mutex::new(File::create(path)?),
        })
    }

    fn line(&self, line: String) {
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(error) = file.write_all(line.as_bytes()) {
            eprintln!("load: the journal could not be written: {error}");
        }
    }

    /// A move acknowledged, with when (milliseconds since 1970): a fleet's figures
    /// read how long after a node's death each game moved again.
    pub fn moved(&self, game: InviteCode, ply: u32, mv: &str) {
        let at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        self.line(format!("move {game} {ply} {mv} {at}\n"));
    }

    pub fn ended(&self, game: InviteCode, result: GameResult) {
        let winner = match result.winner {
            Some(Player::One) => "one",
            Some(Player::Two) => "two",
            None => "none",
        };
        let reason = connect4_protocol::encode(&result.reason);
        self.line(format!(
            "end {game} {winner} {}\n",
            reason.trim_matches('"')
        ));
    }

    pub fn gone(&self, game: InviteCode) {
        self.line(format!("gone {game}\n"));
    }
}

/// What the journal says of one game.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Recorded {
    pub moves: BTreeMap<i64, String>,
    /// The winner (`one`, `two`, `none`) and the reason, as announced.
    pub end: Option<(String, String)>,
    /// Its end was stored while the server was down.
    pub gone: bool,
}

/// Reads a journal by game code.
pub fn read(text: &str) -> Result<BTreeMap<String, Recorded>, String> {
    let mut games: BTreeMap<String, Recorded> = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("journal line {}: {line:?}", n + 1);
        match words.as_slice() {
            ["move", code, ply, mv] | ["move", code, ply, mv, _] => {
                let ply = ply.parse().map_err(|_| bad())?;
                let game = games.entry(code.to_string()).or_default();
                game.moves.insert(ply, mv.to_string());
            }
            ["end", code, winner, reason] => {
                let game = games.entry(code.to_string()).or_default();
                game.end = Some((winner.to_string(), reason.to_string()));
            }
            ["gone", code] => games.entry(code.to_string()).or_default().gone = true,
            [] => {}
            _ => return Err(bad()),
        }
    }
    Ok(games)
}

/// Checks every journaled fact against the database at `database` (a SQLite file,
/// or a `postgres://` URL); returns the summary and the differences.
pub async fn verify(journal: &Path, database: &Path) -> Result<(String, Vec<String>), String> {
    let text = std::fs::read_to_string(journal)
        .map_err(|e| format!("reading {}: {e}", journal.display()))?;
    let games = read(&text)?;
    sqlx::any::install_default_drivers();
    let named = database.display().to_string();
    let url = match named.starts_with("postgres://") {
        true => named,
        false => format!("sqlite://{named}?mode=ro"),
    };
    let pool = sqlx::AnyPool::connect(&url)
        .await
        .map_err(|e| format!("opening {}: {e}", database.display()))?;
    let mut problems = Vec::new();
    let (mut moves, mut ends) = (0, 0);
    for (code, recorded) in &games {
        let row = sqlx::query("SELECT id, status, winner, reason FROM games WHERE code = $1")
            .bind(code.as_str())
            .fetch_optional(&pool)
            .await
            .map_err(|e| e.to_string())?;
        let Some(row) = row else {
            problems.push(format!("{code}: no such game in the database"));
            continue;
        };
        let stored = |i: usize| {
            row.try_get::<Option<String>, _>(i)
                .map_err(|e| e.to_string())
        };
        let id: i64 = row.try_get(0).map_err(|e| e.to_string())?;
        let (status, winner, reason) = (stored(1)?, stored(2)?, stored(3)?);
        if status.as_deref() != Some("over") {
            problems.push(format!("{code}: not over in the database ({status:?})"));
        }
        if let Some((won, why)) = &recorded.end {
            ends += 1;
            let winner = winner.unwrap_or_else(|| "none".into());
            if (winner.as_str(), reason.as_deref()) != (won.as_str(), Some(why.as_str())) {
                let reason = reason.as_deref().unwrap_or("nothing");
                problems.push(format!(
                    "{code}: announced {won} by {why}, stored {winner} by {reason}"
                ));
            }
        }
        let rows = sqlx::query("SELECT ply, mv FROM moves WHERE game_id = $1")
            .bind(id)
            .fetch_all(&pool)
            .await
            .map_err(|e| e.to_string())?;
        let mut kept = BTreeMap::new();
        for row in rows {
            let ply: i64 = row.try_get(0).map_err(|e| e.to_string())?;
            let mv: String = row.try_get(1).map_err(|e| e.to_string())?;
            kept.insert(ply, mv);
        }
        for (ply, mv) in &recorded.moves {
            moves += 1;
            if kept.get(ply) != Some(mv) {
                problems.push(format!(
                    "{code}: move {ply} ({mv}) acknowledged, stored {:?}",
                    kept.get(ply)
                ));
            }
        }
    }
    let gone = games.values().filter(|g| g.gone).count();
    let summary = format!(
        "checked {} games against the database: {moves} acknowledged moves, {ends} announced \
         results, {gone} ends stored while the server was down; {} differences",
        games.len(),
        problems.len()
    );
    Ok((summary, problems))
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_protocol::EndReason;

    #[test]
    fn a_journal_reads_back_what_was_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("journal");
        let journal = Journal::create(&path).unwrap();
        let code = InviteCode::parse("K7MP3Q").unwrap();
        journal.moved(code, 1, "4");
        journal.moved(code, 2, "5");
        journal.ended(code, GameResult::win(Player::Two, EndReason::FourInARow));
        let other = InviteCode::parse("Q2W3E4").unwrap();
        journal.gone(other);
        let games = read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let game = &games["K7MP3Q"];
        assert_eq!(game.moves.get(&2).map(String::as_str), Some("5"));
        assert_eq!(game.end, Some(("two".into(), "four_in_a_row".into())));
        assert!(games["Q2W3E4"].gone && !game.gone);
        assert!(read("move K7MP3Q x 4").is_err());
        assert!(
            read("move K7MP3Q 3 4").is_ok(),
            "a journal from before the times"
        );
    }
}
