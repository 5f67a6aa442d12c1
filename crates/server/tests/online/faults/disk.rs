//! A small filesystem of the test's own: a tmpfs, which needs root (as CI runs).
//! Tests that need one say so and stop where none can be mounted.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// A 2 MiB tmpfs, unmounted when dropped.
pub struct SmallDisk {
    mount: TempDir,
}

impl SmallDisk {
    /// A small disk for a test of SQLite's files, or `None` (said on stderr) where
    /// the test does not apply: its run is on PostgreSQL, or no tmpfs can be mounted.
    pub fn for_test() -> Option<SmallDisk> {
        if super::on_postgres() {
            return None;
        }
        SmallDisk::mount()
            .inspect_err(|reason| eprintln!("skipped: no tmpfs can be mounted here ({reason})"))
            .ok()
    }

    pub fn mount() -> Result<SmallDisk, String> {
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

    /// Makes the filesystem read-only, as a failing disk or a careless operator may.
    /// Waits for files still open for writing (a server killed a moment ago closes
    /// its own in the background) to be closed.
    pub fn remount_read_only(&self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let output = Command::new("mount")
                .args(["-o", "remount,ro"])
                .arg(self.path())
                .output()
                .unwrap();
            if output.status.success() {
                return;
            }
            let error = String::from_utf8_lossy(&output.stderr);
            assert!(Instant::now() < deadline, "remounting read-only: {error}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn path(&self) -> &Path {
        self.mount.path()
    }

    /// Fills the disk with one file, to be removed to free the space again.
    pub fn fill(&self) -> PathBuf {
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
