//! A PostgreSQL cluster of one test's own, which the test stops (`pg_ctl stop -m
//! immediate`, as a crash of the database would), starts again and freezes
//! (SIGSTOP to the postmaster and every backend): the shared cluster of the other
//! tests must not go down under them. Like the shared one, it runs as `nobody` when
//! the tests run as root, and a watcher stops it and deletes its folder once the
//! test process is gone.

use crate::postgres::{Cluster, as_owner, bin, free_port, init, ready};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub struct OwnCluster {
    pub cluster: Cluster,
    root: PathBuf,
    data: PathBuf,
}

impl OwnCluster {
    /// A new cluster, running; `Err` says why there is none.
    pub fn start() -> Result<OwnCluster, String> {
        let (root, data) = init()?;
        let cluster = Cluster { port: free_port()? };
        let own = OwnCluster {
            cluster,
            root,
            data,
        };
        own.watch()?;
        own.pg_ctl(&["start", "-w", "-t", "30"])?;
        ready(&own.cluster)?;
        Ok(own)
    }

    /// Stops it as a crash would: no checkpoint, every connection cut.
    pub fn stop_immediate(&self) {
        self.pg_ctl(&["stop", "-m", "immediate", "-w"]).unwrap();
    }

    /// `pg_ctl restart -m fast`: every connection closed politely, a checkpoint, a
    /// start; waits until it answers.
    pub fn restart_fast(&self) {
        self.pg_ctl(&["restart", "-m", "fast", "-w", "-t", "30"])
            .unwrap();
        ready(&self.cluster).unwrap();
    }

    /// Starts it again after a stop, and waits until it answers.
    pub fn start_again(&self) {
        self.pg_ctl(&["start", "-w", "-t", "30"]).unwrap();
        ready(&self.cluster).unwrap();
    }

    /// Stops (`STOP`) or resumes (`CONT`) the postmaster and every backend.
    pub fn signal_all(&self, signal: &str) {
        let pid = std::fs::read_to_string(self.data.join("postmaster.pid")).unwrap();
        let pid = pid.lines().next().unwrap().trim().to_string();
        let children = Command::new("pgrep").args(["-P", &pid]).output().unwrap();
        let mut pids = vec![pid];
        pids.extend(
            String::from_utf8_lossy(&children.stdout)
                .lines()
                .map(str::to_string),
        );
        // The postmaster first, so that it forks nothing the list missed; a backend
        // that ended since the list was read is no longer there to signal.
        for pid in &pids {
            let status = Command::new("kill")
                .arg(format!("-{signal}"))
                .arg(pid)
                .stderr(std::process::Stdio::null())
                .status()
                .unwrap();
            let gone = !std::path::Path::new(&format!("/proc/{pid}")).exists();
            assert!(status.success() || gone, "kill -{signal} {pid} of {pids:?}");
        }
    }

    fn pg_ctl(&self, args: &[&str]) -> Result<(), String> {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=300",
            self.cluster.port,
            self.data.display()
        );
        let out = as_owner(&bin("pg_ctl")?)
            .arg("-D")
            .arg(&self.data)
            .args(["-o", &options, "-l"])
            .arg(self.root.join("log"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("pg_ctl: {e}"))?;
        match out.status.success() {
            true => Ok(()),
            false => Err(format!(
                "pg_ctl {args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            )),
        }
    }

    /// A watcher that stops the cluster and deletes its folder once this process
    /// is gone (however it ends; `Drop` does the same when it ends well).
    fn watch(&self) -> Result<(), String> {
        let script = format!(
            "while [ -d /proc/{parent} ]; do sleep 0.5; done; \
             '{pg_ctl}' -D '{data}' stop -m immediate >/dev/null 2>&1; rm -rf '{root}'",
            parent = std::process::id(),
            pg_ctl = bin("pg_ctl")?.display(),
            data = self.data.display(),
            root = self.root.display(),
        );
        as_owner(Path::new("/bin/sh"))
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map(drop)
            .map_err(|e| format!("starting the watcher: {e}"))
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        let _ = self.pg_ctl(&["stop", "-m", "immediate", "-w"]);
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// Polls `check` every 50 ms until it holds; how long that took, or `None` after
/// `within`.
pub fn time_until(within: Duration, mut check: impl FnMut() -> bool) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < within {
        if check() {
            return Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}
