//! Results that could not be saved before the program ended (another copy held the
//! scoreboard's lock): each is kept in a small file of its own beside the scoreboard,
//! in the scoreboard's own format holding one match, and folded into the scoreboard by
//! the next save. Reading the scoreboard counts them too, so nothing shown is missing.

use super::file;
use super::{Aids, MatchResult, Matchup, Played, Scoreboard, Tally, Timestamp};
use connect4_game::seat::Player;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

const PREFIX: &str = "scores.pending-";
const SUFFIX: &str = ".toml";

/// One result waiting in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub path: PathBuf,
    pub matchup: Matchup,
    pub result: MatchResult,
    pub aids: Aids,
    pub at: Timestamp,
    /// The id of the saved match this result ends, if it had one.
    pub ends: Option<String>,
}

/// Keeps one result (of the saved match `ends`, if any) in a new file of `dir`,
/// written whole under a name no other file has, and returns its path.
pub fn keep(
    dir: &Path,
    matchup: &Matchup,
    result: MatchResult,
    aids: Aids,
    at: Timestamp,
    ends: Option<&str>,
) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    let mut one = Scoreboard::new();
    one.record_ending(matchup, result, aids, at, ends);
    let prefix = format!("{PREFIX}{}-{}-", at.compact(), std::process::id());
    let mut temp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(SUFFIX)
        .tempfile_in(dir)?;
    temp.write_all(file::encode(&one).as_bytes())?;
    temp.as_file().sync_all()?;
    let (_, path) = temp.keep().map_err(|e| e.error)?;
    super::disk::sync_dir(dir);
    Ok(path)
}

/// Every readable pending result in `dir`, oldest first. A file that cannot be read is
/// left where it is, for a person to look at.
pub fn list(dir: &Path, games: &[Played]) -> Vec<Pending> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| is_pending(path))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| read(&path, games))
        .collect()
}

fn is_pending(path: &Path) -> bool {
    path.file_name()
        .map(|name| name.to_string_lossy())
        .is_some_and(|name| name.starts_with(PREFIX) && name.ends_with(SUFFIX))
}

fn read(path: &Path, games: &[Played]) -> Option<Pending> {
    let text = fs::read_to_string(path).ok()?;
    let board = file::decode(&text, games).ok()?;
    let (matchup, tally) = board.iter().next()?;
    let result = result_of(tally)?;
    Some(Pending {
        path: path.to_path_buf(),
        matchup: matchup.clone(),
        result,
        aids: Aids {
            hints: tally.hints,
            undos: tally.undos,
        },
        at: tally.last_played?,
        ends: board.ended().next().map(str::to_string),
    })
}

/// The one result a pending file's tally holds.
fn result_of(tally: &Tally) -> Option<MatchResult> {
    match (tally.wins.one, tally.wins.two, tally.draws) {
        (1, 0, 0) => Some(MatchResult::Win(Player::One)),
        (0, 1, 0) => Some(MatchResult::Win(Player::Two)),
        (0, 0, 1) => Some(MatchResult::Draw),
        _ => None,
    }
}

/// Counts the pending results in `scoreboard`, in the order they were played. One
/// whose match is counted there already (its file outlived the save that folded it
/// in) is not counted again.
pub fn apply(pending: &[Pending], scoreboard: &mut Scoreboard) {
    for one in pending {
        let ends = one.ends.as_deref();
        scoreboard.record_ending(&one.matchup, one.result, one.aids, one.at, ends);
    }
}

/// Deletes the files of results now in the saved scoreboard.
pub fn remove(pending: &[Pending]) {
    for one in pending {
        // Best effort: the write that counted it has already succeeded, and a file
        // left over is recognised by its match's id (if it has one) and not counted
        // again.
        let _ = fs::remove_file(&one.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoreboard::Played;
    use connect4_game::board_size::BoardSize;
    use connect4_game::seat::ByPlayer;

    #[test]
    fn kept_results_come_back_in_order_and_count_like_recorded_ones() {
        let dir = tempfile::tempdir().unwrap();
        let matchup = Matchup {
            names: ByPlayer::new("Ada".into(), "Bo".into()),
            computer: Some("hard".into()),
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        let red = MatchResult::Win(Player::One);
        keep(
            dir.path(),
            &matchup,
            red,
            Aids { hints: 2, undos: 1 },
            Timestamp(100),
            None,
        )
        .unwrap();
        keep(
            dir.path(),
            &matchup,
            red,
            Aids::default(),
            Timestamp(200),
            None,
        )
        .unwrap();
        let pending = list(dir.path(), &[Played::CONNECT4]);
        assert_eq!(pending.len(), 2);
        let mut board = Scoreboard::new();
        board.record(&matchup, red, Timestamp(50));
        apply(&pending, &mut board);
        let tally = board.tally(&matchup);
        assert_eq!((tally.wins.one, tally.hints, tally.undos), (3, 2, 1));
        assert_eq!(
            tally.streak.map(|s| s.length),
            Some(3),
            "the streak goes on"
        );
        assert_eq!(tally.last_played, Some(Timestamp(200)));
        remove(&pending);
        assert!(list(dir.path(), &[Played::CONNECT4]).is_empty());
    }
}
