//! The door's host key: made on the first start, kept in the data directory readable
//! by its owner only, and read again at every start, so clients see one fingerprint
//! and their `known_hosts` stays right.

use crate::files::{ReadOutcome, read_regular};
use connect4_classic::escape::escape_path;
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey};
use std::io::Write;
use std::path::Path;

/// The file's name in the data directory.
pub const HOST_KEY_FILE: &str = "ssh_host_ed25519_key";

/// The key kept at `dir`, made and kept there first if there is none. A file that is
/// there but cannot be used as a key is an error that says why, never replaced: a new
/// key would tell every client the server is an impostor. As OpenSSH does, a key
/// others may read is refused, and so is anything but a regular file (a FIFO would
/// hang the start) or a file far larger than a key.
pub fn load_or_make(dir: &Path) -> Result<PrivateKey, String> {
    let path = dir.join(HOST_KEY_FILE);
    let shown = escape_path(&path);
    let bytes = match read_regular(&path, MAX_KEY_BYTES) {
        Ok(ReadOutcome::Missing) => return make(&path),
        Ok(ReadOutcome::Bytes(bytes)) => bytes,
        Ok(ReadOutcome::Refused(why)) => return Err(format!("{shown} is refused: {why}")),
        Err(e) => return Err(format!("{shown} cannot be read: {e}")),
    };
    refuse_open_permissions(&path)?;
    PrivateKey::from_openssh(trim_end(&bytes))
        .map_err(|e| format!("{shown} is not a usable host key: {e}"))
}

/// A key file is a few hundred bytes (an RSA key of 16384 bits is under 13 KiB).
const MAX_KEY_BYTES: u64 = 64 * 1024;

/// A private key anyone but its owner may read is no longer private.
#[cfg(unix)]
fn refuse_open_permissions(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(path)
        .map_err(|e| format!("{} cannot be examined: {e}", escape_path(path)))?;
    let mode = meta.permissions().mode() & 0o777;
    if mode & 0o077 == 0 {
        return Ok(());
    }
    Err(format!(
        "permissions {mode:04o} for {shown} are too open: the host key must be readable \
         by its owner only (chmod 600 {shown})",
        shown = escape_path(path)
    ))
}

#[cfg(not(unix))]
fn refuse_open_permissions(_: &Path) -> Result<(), String> {
    Ok(())
}

fn trim_end(bytes: &[u8]) -> &[u8] {
    let end = bytes
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |last| last + 1);
    &bytes[..end]
}

/// The key's fingerprint as `ssh-keygen -l` and OpenSSH's prompts show it.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

fn make(path: &Path) -> Result<PrivateKey, String> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(|e| format!("no randomness for a host key: {e}"))?;
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| format!("the host key cannot be written out: {e}"))?;
    write_private(path, text.as_bytes())
        .map_err(|e| format!("{} cannot be written: {e}", path.display()))?;
    Ok(key)
}

/// Writes a new file only its owner can read, beside and then over nothing: a file
/// that appeared meanwhile is not replaced.
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_made_first_is_the_key_read_after() {
        let dir = tempfile::tempdir().unwrap();
        let made = load_or_make(dir.path()).unwrap();
        let read = load_or_make(dir.path()).unwrap();
        assert_eq!(fingerprint(&made), fingerprint(&read));
        assert!(fingerprint(&made).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(HOST_KEY_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_damaged_key_is_refused_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        std::fs::write(&path, "not a key").unwrap();
        #[cfg(unix)]
        set_mode(&path, 0o600);
        let error = load_or_make(dir.path()).unwrap_err();
        assert!(error.contains("not a usable host key"), "{error}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not a key");
    }

    #[cfg(unix)]
    fn set_mode(path: &Path, mode: u32) {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_key_others_may_read_is_refused_with_the_fix() {
        let dir = tempfile::tempdir().unwrap();
        let made = load_or_make(dir.path()).unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        set_mode(&path, 0o644);
        let error = load_or_make(dir.path()).unwrap_err();
        assert!(error.contains("permissions 0644"), "{error}");
        assert!(
            error.contains("too open") && error.contains("chmod 600"),
            "{error}"
        );
        set_mode(&path, 0o600);
        assert_eq!(
            fingerprint(&load_or_make(dir.path()).unwrap()),
            fingerprint(&made)
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_at_once_not_waited_on() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        assert!(made.unwrap().success(), "mkfifo made no FIFO");
        // Run aside, so that a hang fails the test rather than stalling it.
        let (said, heard) = std::sync::mpsc::channel();
        let dir_path = dir.path().to_path_buf();
        std::thread::spawn(move || said.send(load_or_make(&dir_path).map(|_| ())));
        let result = heard
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("a FIFO hung the start");
        let error = result.unwrap_err();
        assert!(error.contains("not a regular file"), "{error}");
    }

    #[test]
    fn a_huge_file_is_refused_by_its_size_unread() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        let file = std::fs::File::create(&path).unwrap();
        // Sparse: 200 MB that take no room, and would take 200 MB of memory to read.
        file.set_len(200_000_000).unwrap();
        #[cfg(unix)]
        set_mode(&path, 0o600);
        let error = load_or_make(dir.path()).unwrap_err();
        assert!(error.contains("200000000 bytes"), "{error}");
    }
}
