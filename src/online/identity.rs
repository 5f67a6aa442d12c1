//! Who this player is on each server: the name picked once and the secret token the
//! server gave for it, kept in `identity.toml` in the data directory with private
//! permissions (a token acts as its player, so it is as good as a password).
//! A damaged file is kept aside and a new identity is asked for; nothing is lost.

use crate::files::{ReadOutcome, read_regular};
use crate::scoreboard::{free_backup, replace_atomically, why_left_alone};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The file's name in the data directory.
pub const IDENTITY_FILE: &str = "identity.toml";

/// Far more than any real file: a larger one is not ours and is left alone.
const MAX_BYTES: u64 = 1 << 20;

/// The schema this version writes and reads.
const SCHEMA: u32 = 1;

/// This player on one server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Identity {
    /// The server's address, as given (`ws://host:port`).
    pub server: String,
    pub name: String,
    /// The secret the server gave for the name.
    pub token: String,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct IdentityFile {
    schema: u32,
    #[serde(default, rename = "server")]
    servers: Vec<Identity>,
}

/// The identities kept in a data directory.
#[derive(Debug)]
pub struct Identities {
    dir: PathBuf,
    file: IdentityFile,
    /// Why the file must not be written over (a link, a FIFO, too large), if so.
    left_alone: Option<String>,
    /// What happened to a file that could not be read, to tell the player.
    pub notice: Option<String>,
}

impl Identities {
    /// Reads `dir/identity.toml`; a missing file is no identity yet, and a damaged one
    /// is renamed aside (the notice says where).
    pub fn load(dir: &Path) -> Identities {
        let path = dir.join(IDENTITY_FILE);
        let read = match why_left_alone(&path) {
            Some(why) => Ok(ReadOutcome::Refused(why)),
            None => read_regular(&path, MAX_BYTES),
        };
        // A file not read (refused by this file's own limits, or unreadable) is not
        // known to be ours: it is never written over.
        let (file, notice, left_alone) = match read {
            Ok(ReadOutcome::Missing) => (IdentityFile::default(), None, None),
            Ok(ReadOutcome::Bytes(bytes)) => match parse(&bytes) {
                Ok(file) => (file, None, None),
                Err(why) => (IdentityFile::default(), Some(keep_aside(&path, &why)), None),
            },
            Ok(ReadOutcome::Refused(why)) => (
                IdentityFile::default(),
                Some(format!("{} was left alone: {why}", path.display())),
                Some(why),
            ),
            Err(e) => (
                IdentityFile::default(),
                Some(format!("{} cannot be read: {e}", path.display())),
                Some(format!("it cannot be read ({e})")),
            ),
        };
        Identities {
            dir: dir.to_path_buf(),
            file,
            left_alone,
            notice,
        }
    }

    /// This player on `server`, if a name was picked there before.
    pub fn on(&self, server: &str) -> Option<&Identity> {
        self.file.servers.iter().find(|id| id.server == server)
    }

    /// Remembers `identity` (replacing the one for its server) and writes the file.
    pub fn remember(&mut self, identity: Identity) -> io::Result<()> {
        if let Some(why) = &self.left_alone {
            let path = self.dir.join(IDENTITY_FILE);
            return Err(io::Error::other(format!(
                "{} is left alone: {why}",
                path.display()
            )));
        }
        self.file.servers.retain(|id| id.server != identity.server);
        self.file.servers.push(identity);
        self.file.schema = SCHEMA;
        let text = format!(
            "# Your names and secret tokens for online play: each token acts as you.\n{}",
            toml::to_string(&self.file).map_err(io::Error::other)?
        );
        fs::create_dir_all(&self.dir)?;
        let path = self.dir.join(IDENTITY_FILE);
        replace_atomically(&self.dir, &path, ".identity.toml.", &text)?;
        private(&path)
    }
}

fn parse(bytes: &[u8]) -> Result<IdentityFile, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())?;
    let file: IdentityFile = toml::from_str(text).map_err(|e| e.message().to_string())?;
    if file.schema > SCHEMA {
        return Err(format!(
            "it was written by a newer connect4 (schema {})",
            file.schema
        ));
    }
    Ok(file)
}

/// Renames a damaged file aside, under a name no earlier backup has; what to tell
/// the player.
fn keep_aside(path: &Path, why: &str) -> String {
    let dir = path.parent().unwrap_or(Path::new("."));
    let backup = free_backup(dir, "identity");
    match fs::rename(path, &backup) {
        Ok(()) => format!(
            "{} could not be read ({why}); it was kept as {} and a new name is asked for",
            path.display(),
            backup.display()
        ),
        Err(e) => format!(
            "{} could not be read ({why}) nor kept aside: {e}",
            path.display()
        ),
    }
}

#[cfg(unix)]
fn private(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn private(_: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alice(server: &str) -> Identity {
        Identity {
            server: server.to_string(),
            name: "alice".to_string(),
            token: "secret".to_string(),
        }
    }

    #[test]
    fn an_identity_is_remembered_per_server_and_kept_private() {
        let dir = tempfile::tempdir().unwrap();
        let mut ids = Identities::load(dir.path());
        assert!(ids.on("ws://a").is_none() && ids.notice.is_none());
        ids.remember(alice("ws://a")).unwrap();
        ids.remember(alice("ws://b")).unwrap();
        let again = Identities::load(dir.path());
        assert_eq!(again.on("ws://a"), Some(&alice("ws://a")));
        assert_eq!(again.on("ws://b").unwrap().server, "ws://b");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let meta = fs::metadata(dir.path().join(IDENTITY_FILE)).unwrap();
            assert_eq!(meta.permissions().mode() & 0o777, 0o600);
        }
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_named() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(IDENTITY_FILE), "schema = [").unwrap();
        let ids = Identities::load(dir.path());
        assert!(ids.on("ws://a").is_none());
        let notice = ids.notice.unwrap();
        assert!(notice.contains("identity.damaged-"), "{notice}");
        let kept = |dir: &Path| {
            fs::read_dir(dir)
                .unwrap()
                .filter(|entry| {
                    let name = entry.as_ref().unwrap().file_name();
                    name.to_string_lossy().starts_with("identity.damaged-")
                })
                .count()
        };
        assert_eq!(kept(dir.path()), 1);
        // A second damaged file is kept beside the first, not over it.
        fs::write(dir.path().join(IDENTITY_FILE), "schema = [").unwrap();
        Identities::load(dir.path());
        assert_eq!(kept(dir.path()), 2);
    }

    #[cfg(unix)]
    #[test]
    fn a_file_left_alone_is_not_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("elsewhere.toml");
        fs::write(&target, "mine").unwrap();
        std::os::unix::fs::symlink(&target, dir.path().join(IDENTITY_FILE)).unwrap();
        let mut ids = Identities::load(dir.path());
        assert!(ids.remember(alice("ws://a")).is_err());
        assert!(
            fs::symlink_metadata(dir.path().join(IDENTITY_FILE))
                .unwrap()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(target).unwrap(), "mine");
    }

    #[test]
    fn a_file_over_its_own_limit_is_left_alone_and_never_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(IDENTITY_FILE);
        // Over this file's 1 MiB, under the scoreboard's 64 MiB.
        let big = format!("# {}\n", "x".repeat(2_400_000));
        fs::write(&path, &big).unwrap();
        let mut ids = Identities::load(dir.path());
        let notice = ids.notice.clone().unwrap();
        assert!(notice.contains("left alone"), "{notice}");
        let refused = ids.remember(alice("ws://a")).unwrap_err();
        assert!(refused.to_string().contains("left alone"), "{refused}");
        assert_eq!(fs::read_to_string(&path).unwrap(), big);
    }
}
