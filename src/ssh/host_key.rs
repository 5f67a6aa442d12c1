//! The door's host key: made on the first start, kept in the data directory readable
//! by its owner only, and read again at every start, so clients see one fingerprint
//! and their `known_hosts` stays right.

use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{HashAlg, PrivateKey};
use std::io::Write;
use std::path::Path;

/// The file's name in the data directory.
pub const HOST_KEY_FILE: &str = "ssh_host_ed25519_key";

/// The key kept at `dir`, made and kept there first if there is none. A file that is
/// there but cannot be read as a key is an error, never replaced: a new key would
/// tell every client the server is an impostor.
pub fn load_or_make(dir: &Path) -> Result<PrivateKey, String> {
    let path = dir.join(HOST_KEY_FILE);
    match std::fs::read_to_string(&path) {
        Ok(text) => PrivateKey::from_openssh(text.trim_end().as_bytes())
            .map_err(|e| format!("{} is not a usable host key: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => make(&path),
        Err(e) => Err(format!("{} cannot be read: {e}", path.display())),
    }
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
        let error = load_or_make(dir.path()).unwrap_err();
        assert!(error.contains("not a usable host key"), "{error}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not a key");
    }
}
