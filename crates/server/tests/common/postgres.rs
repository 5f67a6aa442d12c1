//! A throwaway PostgreSQL cluster for tests, started as the tests start their own
//! servers: Debian's binaries (`/usr/lib/postgresql/*/bin`), `initdb` into a
//! temporary folder, a free port on 127.0.0.1, trust authentication. PostgreSQL
//! refuses to run as root (CI runs as root), so as root the cluster runs as
//! `nobody`. A watcher beside it stops it and deletes its folder once the test
//! process is gone, however it ends. On a machine without PostgreSQL, `Cluster::get`
//! says why and the tests that need it skip.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A cluster running for this test process.
#[derive(Debug)]
pub struct Cluster {
    pub port: u16,
}

/// The cluster of this process, started at the first call; `Err` says why there is
/// none (no PostgreSQL installed, or it failed to start).
pub fn cluster() -> Result<&'static Cluster, String> {
    static CLUSTER: OnceLock<Result<Cluster, String>> = OnceLock::new();
    CLUSTER.get_or_init(start).as_ref().map_err(Clone::clone)
}

impl Cluster {
    /// The URL of database `name` on this cluster, created if it is not there yet.
    pub fn database(&self, name: &str) -> String {
        let created = self.psql("postgres", &format!("CREATE DATABASE {name}"));
        if let Err(error) = created
            && !error.contains("already exists")
        {
            panic!("creating database {name}: {error}");
        }
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// Runs one SQL statement through `psql`; its output, or its error.
    pub fn psql(&self, database: &str, sql: &str) -> Result<String, String> {
        let out = Command::new(bin("psql").map_err(|e| e.to_string())?)
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "postgres",
            ])
            .args(["-d", database, "-v", "ON_ERROR_STOP=1", "-Atc", sql])
            .output()
            .map_err(|e| format!("psql: {e}"))?;
        match out.status.success() {
            true => Ok(String::from_utf8_lossy(&out.stdout).into_owned()),
            false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
        }
    }
}

/// The folder of Debian's PostgreSQL binaries, the newest version installed.
fn bin_dir() -> Result<PathBuf, String> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|_| "PostgreSQL is not installed (no /usr/lib/postgresql)".to_string())?
        .filter_map(|entry| entry.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").is_file())
        .collect();
    versions.sort_by_key(|bin| {
        let version = bin.parent().and_then(|v| v.file_name());
        version.and_then(|v| v.to_str()?.parse::<u32>().ok())
    });
    versions
        .pop()
        .ok_or_else(|| "PostgreSQL's server is not installed (no initdb)".to_string())
}

pub fn bin(name: &str) -> Result<PathBuf, String> {
    bin_dir().map(|dir| dir.join(name))
}

pub fn is_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
}

/// A command run as the cluster's user: `nobody` when this process is root.
pub fn as_owner(program: &Path) -> Command {
    if is_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "nobody", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn start() -> Result<Cluster, String> {
    let (root, data) = init()?;
    let port = free_port()?;
    watch_and_run(&bin_dir()?, &root, &data, port)?;
    let cluster = Cluster { port };
    ready(&cluster)?;
    eprintln!(
        "PostgreSQL test cluster on 127.0.0.1:{port}, in {}",
        root.display()
    );
    Ok(cluster)
}

/// A new cluster's folder (kept: the caller removes it) and its data folder, made
/// by `initdb` as the cluster's user.
pub fn init() -> Result<(PathBuf, PathBuf), String> {
    let dir = bin_dir()?;
    let root = tempfile::Builder::new()
        .prefix("connect4-pg-")
        .tempdir()
        .map_err(|e| e.to_string())?
        .keep();
    let data = root.join("data");
    std::fs::create_dir(&data).map_err(|e| e.to_string())?;
    if is_root() {
        let owned = Command::new("chown")
            .args(["-R", "nobody:nogroup"])
            .arg(&root)
            .status();
        if !owned.is_ok_and(|s| s.success()) {
            return Err(format!("could not give {} to nobody", root.display()));
        }
    }
    let init = as_owner(&dir.join("initdb"))
        .args(["-D"])
        .arg(&data)
        .args(["-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
        .stdout(Stdio::null())
        .output()
        .map_err(|e| format!("initdb: {e}"))?;
    if !init.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&init.stderr)
        ));
    }
    Ok((root, data))
}

/// Starts the server under a watcher that stops it, and deletes its folder, once
/// this process is gone.
fn watch_and_run(dir: &Path, root: &Path, data: &Path, port: u16) -> Result<(), String> {
    let parent = std::process::id();
    let postgres = dir.join("postgres");
    let script = format!(
        "'{postgres}' -D '{data}' -p {port} -k '{data}' -c listen_addresses=127.0.0.1 \
         -c max_connections=300 >'{root}/log' 2>&1 & pg=$!; \
         while [ -d /proc/{parent} ] && kill -0 $pg 2>/dev/null; do sleep 0.5; done; \
         kill -INT $pg 2>/dev/null; wait $pg; rm -rf '{root}'",
        postgres = postgres.display(),
        data = data.display(),
        root = root.display(),
    );
    as_owner(Path::new("/bin/sh"))
        .args(["-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(drop)
        .map_err(|e| format!("starting postgres: {e}"))
}

pub fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| e.to_string())
}

/// Waits until the cluster answers a query.
pub fn ready(cluster: &Cluster) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match cluster.psql("postgres", "SELECT 1") {
            Ok(_) => return Ok(()),
            Err(error) if Instant::now() > deadline => {
                return Err(format!("PostgreSQL did not start: {error}"));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}
