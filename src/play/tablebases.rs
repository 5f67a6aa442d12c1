//! The endgame databases the command line builds and uses: where the larger one
//! lives (the data directory), and reading it when it is there.

use crate::cli::failure::Failure;
use connect4_checkers::endgame::{self, Tablebase};
use connect4_classic::escape::escape_path;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The file of the database of up to `pieces` pieces, in `dir`.
pub fn file_in(dir: &Path, pieces: u32) -> PathBuf {
    dir.join(format!("checkers-endgame-{pieces}.bin"))
}

/// `--data-dir` (or `$CONNECT4_DATA_DIR`), else the platform's data directory.
pub fn data_dir(given: Option<&Path>) -> Result<PathBuf, Failure> {
    given
        .map(Path::to_path_buf)
        .or_else(crate::scoreboard::ScoreStore::default_dir)
        .ok_or_else(|| {
            Failure::Usage(
                "no data directory could be found (is $HOME set?): use --data-dir or \
                 $CONNECT4_DATA_DIR"
                    .into(),
            )
        })
}

/// The database read last, and the file it came from: a game started again (a
/// rematch, the other game and back) must not read it, nor keep it, twice.
static READ: Mutex<Option<(PathBuf, &'static Tablebase)>> = Mutex::new(None);

/// The 5-piece database built by `connect4 checkers egtb build --pieces 5` in `dir`,
/// if it is there: read once, and kept for the life of the process. `None` (and the
/// shipped 4-piece one is used) when there is none; a damaged one is an error.
pub fn larger(dir: Option<&Path>) -> Result<Option<&'static Tablebase>, Failure> {
    let Some(dir) = dir else {
        return Ok(None);
    };
    let path = file_in(dir, 5);
    let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((known, base)) = read.as_ref()
        && *known == path
    {
        return Ok(Some(*base));
    }
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Failure::io(
                format!("cannot read {}", escape_path(&path)),
                e,
            ));
        }
    };
    let base = endgame::decode(&bytes)
        .map_err(|e| Failure::Usage(format!("{}: {e}", escape_path(&path))))?;
    let base: &'static Tablebase = Box::leak(Box::new(base));
    *read = Some((path, base));
    Ok(Some(base))
}
