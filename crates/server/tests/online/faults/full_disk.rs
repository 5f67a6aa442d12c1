//! The issue's own reproduction: two moves stored, the disk full, a move refused,
//! space freed, then ten more moves, each of which must be on disk. The disk is a
//! small tmpfs, which needs root (as CI runs); where it cannot be mounted the test
//! says so and stops, and `rolled_back` still forces the failure by other means.

use super::{MOVES, refused, the_rest_is_stored};
use crate::harness::{TestServer, alternate, started};
use connect4_protocol::GameKind;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use tempfile::TempDir;

/// A 2 MiB tmpfs, unmounted when dropped.
struct SmallDisk {
    mount: TempDir,
}

impl SmallDisk {
    fn mount() -> Result<SmallDisk, String> {
        let mount = tempfile::tempdir().map_err(|e| e.to_string())?;
        let output = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=2m", "tmpfs"])
            .arg(mount.path())
            .output()
            .map_err(|e| format!("running mount: {e}"))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
        }
        Ok(SmallDisk { mount })
    }

    fn path(&self) -> &Path {
        self.mount.path()
    }

    /// Fills the disk with one file, to be removed to free the space again.
    fn fill(&self) -> PathBuf {
        let ballast = self.path().join("ballast");
        let mut file = std::fs::File::create(&ballast).unwrap();
        let block = vec![0u8; 64 * 1024];
        let full = loop {
            if let Err(error) = file.write_all(&block).and_then(|()| file.sync_all()) {
                break error;
            }
        };
        assert_eq!(full.raw_os_error(), Some(28), "ENOSPC: {full}");
        ballast
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        // Lazily: a server killed a moment ago may still hold its files.
        let _ = Command::new("umount").arg("-l").arg(self.path()).status();
    }
}

#[tokio::test]
async fn after_a_full_disk_is_freed_every_acknowledged_move_is_stored() {
    let disk = match SmallDisk::mount() {
        Ok(disk) => disk,
        Err(reason) => {
            eprintln!("skipped: no tmpfs can be mounted here ({reason})");
            return;
        }
    };
    let data = Arc::new(tempfile::tempdir_in(disk.path()).unwrap());
    let server = TestServer::start_in(data, |_| {});
    let (mut ann, mut bob, code) = started(&server, GameKind::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &MOVES[..2]).await;

    let ballast = disk.fill();
    refused(&mut ann, code, MOVES[2]).await;
    std::fs::remove_file(ballast).unwrap();

    the_rest_is_stored(server, (ann, bob), code).await;
}
