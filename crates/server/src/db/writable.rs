//! A SQLite database the server cannot write is refused at start, with the reason;
//! else the server would start, serve, and refuse the first move.

use super::files::sqlite_file;
use super::settings;
use sqlx::{AnyConnection, Connection};
use std::path::Path;

/// Refuses a database whose file or folder is marked read-only, or whose folder
/// the server cannot create files in (SQLite needs it for its `-wal` and `-shm`).
/// Read on the modes too, not only found by trying: root writes through them,
/// against the wish of the operator who marked them so.
pub fn refuse_read_only_files(url: &str) -> Result<(), String> {
    let Some(file) = sqlite_file(url) else {
        // In memory; or a URL sqlx refuses itself when connecting, with its reason.
        return Ok(());
    };
    if let Ok(metadata) = std::fs::metadata(&file) {
        refuse_read_only_mode(&file, &metadata, "database")?;
    }
    let folder = match file.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    match std::fs::metadata(folder) {
        Ok(metadata) => refuse_read_only_mode(folder, &metadata, "database's folder")?,
        // A database in memory has no folder; a missing one, sqlx reports.
        Err(_) => return Ok(()),
    }
    create_in(folder, &file)
}

/// Creates a file beside the database and removes it, as SQLite must for its
/// `-wal` and `-shm`: the system's own reason if it cannot (a read-only
/// filesystem, a folder of another owner), where SQLite would only say it is
/// "unable to open database file".
fn create_in(folder: &Path, file: &Path) -> Result<(), String> {
    let mut name = file.file_name().unwrap_or_default().to_owned();
    name.push("-probe");
    let probe = folder.join(name);
    let created = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe);
    match created {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        // One left behind by a start that died between the two steps.
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
            std::fs::remove_file(&probe).map_err(|error| cannot_create(folder, error))
        }
        Err(error) => Err(cannot_create(folder, error)),
    }
}

fn cannot_create(folder: &Path, error: std::io::Error) -> String {
    format!(
        "the database's folder {} is read-only to the server: {error}",
        folder.display()
    )
}

fn refuse_read_only_mode(
    path: &Path,
    metadata: &std::fs::Metadata,
    what: &str,
) -> Result<(), String> {
    if !metadata.permissions().readonly() {
        return Ok(());
    }
    Err(format!(
        "the {what} {} is read-only{}: the server stores every move there",
        path.display(),
        mode_of(metadata)
    ))
}

#[cfg(unix)]
fn mode_of(metadata: &std::fs::Metadata) -> String {
    use std::os::unix::fs::PermissionsExt;
    format!(" (mode {:04o})", metadata.permissions().mode() & 0o7777)
}

#[cfg(not(unix))]
fn mode_of(_: &std::fs::Metadata) -> String {
    String::new()
}

/// Connects as the pool will and tries a write, then undoes it: SQLite opens a
/// file it may not write (another owner, a read-only filesystem) read-only without
/// a word, and says so at the first write; and a pool would retry a connection
/// that fails for 30 s before giving up without the reason.
pub async fn probe(url: &str) -> Result<(), String> {
    let name = sqlite_file(url).map_or_else(|| url.to_string(), |file| file.display().to_string());
    let cannot = |error: sqlx::Error| format!("the database {name} cannot be written: {error}");
    let mut conn = AnyConnection::connect(url).await.map_err(cannot)?;
    let tried = write_and_undo(&mut conn).await;
    let _ = conn.close().await;
    tried.map_err(cannot)
}

async fn write_and_undo(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    settings::apply(conn).await?;
    let mut tx = conn.begin().await?;
    let tried = sqlx::query("CREATE TABLE connect4_write_probe (x BIGINT)")
        .execute(&mut *tx)
        .await;
    // Whatever the answer, nothing of the probe stays.
    let undone = tx.rollback().await;
    tried.and(undone)
}
