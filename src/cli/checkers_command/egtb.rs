//! `connect4 checkers egtb build --pieces N`: builds the endgame database of up to N
//! pieces by retrograde analysis and writes it (by default into the data directory,
//! where `move` and `hub` find the 5-piece one). `egtb verify [--file FILE]` checks
//! every position of one against its moves. A bar on stderr shows the progress when
//! it is a terminal.

use crate::cli::failure::Failure;
use crate::play::tablebases;
use connect4_checkers::endgame::{self, Progress};
use connect4_classic::escape::escape_path;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub fn build(pieces: u32, out: Option<&Path>, data_dir: Option<&Path>) -> Result<(), Failure> {
    let path = match out {
        Some(path) => path.to_path_buf(),
        None => tablebases::file_in(&tablebases::data_dir(data_dir)?, pieces),
    };
    let total: u64 = (1..=pieces).map(endgame::positions).sum();
    let bar = ProgressBar::new(100);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}% {msg}, about {eta} left")
            .expect("a valid template"),
    );
    let started = Instant::now();
    let base = endgame::build(pieces, &mut |p: Progress| {
        bar.set_position(100 * p.done / p.total.max(1));
        bar.set_message(format!("{} pieces", p.material.pieces()));
    });
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    write(&path, &endgame::encode(&base))?;
    writeln!(
        std::io::stdout(),
        "{} positions of up to {pieces} pieces in {seconds:.1} s: {}",
        total,
        escape_path(&path)
    )
    .map_err(Failure::output)
}

/// Checks every position of the database in `file` (the shipped one if none) against
/// the positions its moves reach; a damaged file, or a position its moves do not bear
/// out, is a failure that says which.
pub fn verify(file: Option<&Path>) -> Result<(), Failure> {
    let read;
    let (base, name) = match file {
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| Failure::io(format!("cannot read {}", escape_path(path)), e))?;
            read = endgame::decode(&bytes).map_err(|why| {
                format!("{} is not an endgame database: {why}", escape_path(path))
            })?;
            (&read, escape_path(path))
        }
        None => (endgame::shipped(), "the shipped database".to_string()),
    };
    let total: u64 = (1..=base.pieces()).map(|n| base.positions(n)).sum();
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {percent}% checked, about {eta} left")
            .expect("a valid template"),
    );
    let started = Instant::now();
    let checked = endgame::verify(base, &mut |done| bar.set_position(done));
    bar.finish_and_clear();
    let checked =
        checked.map_err(|wrong| format!("{name} is not what its moves make it: {wrong}"))?;
    writeln!(
        std::io::stdout(),
        "{checked} positions of up to {} pieces agree with their moves in {:.1} s: {name}",
        base.pieces(),
        started.elapsed().as_secs_f64()
    )
    .map_err(Failure::output)
}

/// Writes `bytes` to `path` whole or not at all: a temporary file beside it, renamed.
fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let doing = || format!("cannot write {}", escape_path(path));
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    std::fs::create_dir_all(&dir).map_err(|e| Failure::io(doing(), e))?;
    let mut temp = tempfile::NamedTempFile::new_in(&dir).map_err(|e| Failure::io(doing(), e))?;
    temp.write_all(bytes).map_err(|e| Failure::io(doing(), e))?;
    // A temporary file is private to its owner; the database is not.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let readable = std::fs::Permissions::from_mode(0o644);
        temp.as_file()
            .set_permissions(readable)
            .map_err(|e| Failure::io(doing(), e))?;
    }
    temp.persist(path)
        .map_err(|e| Failure::io(doing(), e.error))?;
    Ok(())
}
