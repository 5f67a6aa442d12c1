//! The server under load: started by the tool as a child process of its own (the
//! library's `start` in a process apart, so /proc shows the server's memory and CPU
//! without the bots'), or one already running; and what /proc and `/health` say of it.

use connect4_server::{Config, start};
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Linux reports CPU time in /proc in units of USER_HZ, which is 100 on every
/// architecture it runs on today.
const TICKS_PER_SECOND: f64 = 100.0;

/// A server the tool started; killed when dropped.
pub struct Child {
    pub url: String,
    pub pid: u32,
    process: std::process::Child,
    _data: tempfile::TempDir,
}

impl Child {
    /// Starts this program as the server, on a fresh data folder (and the database
    /// `store`, if given), allowing `connections`.
    pub fn spawn(connections: usize, store: Option<&str>) -> std::io::Result<Child> {
        let data = tempfile::tempdir()?;
        let mut command = Command::new(std::env::current_exe()?);
        command
            .arg("--serve-child")
            .arg(data.path())
            .arg("--games")
            .arg(connections.to_string());
        if let Some(store) = store {
            command.arg("--store").arg(store);
        }
        let mut process = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let pid = process.id();
        let mut line = String::new();
        if let Some(out) = process.stdout.take() {
            BufReader::new(out).read_line(&mut line)?;
        }
        let url = line.trim().to_string();
        if !url.starts_with("ws://") {
            let _ = process.kill();
            return Err(std::io::Error::other("the server did not start"));
        }
        Ok(Child {
            url,
            pid,
            process,
            _data: data,
        })
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// The child's side: serves on loopback with the limits raised for `connections`
/// from one address, prints its URL, and ends when the tool does (its stdin closes).
pub fn serve_child(
    data: std::path::PathBuf,
    connections: usize,
    store: Option<String>,
) -> Result<(), String> {
    if std::env::var_os("RUST_LOG").is_some() {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_writer(std::io::stderr)
            .init();
    }
    let mut config = Config::new(data, crate::game::BOTH_GAMES);
    config.database_url = store;
    config.listen = ([127, 0, 0, 1], 0).into();
    // The bots all come from 127.0.0.1: the per-address limit would refuse all but
    // a few, so the limits are raised here (and the new players an hour), for this
    // test only.
    config.max_connections = connections + 100;
    config.max_per_address = connections + 100;
    config.new_players_per_hour = u32::try_from(connections + 100).unwrap_or(u32::MAX);
    config.upgrade_burst = (connections + 100) as f64;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let running = runtime.block_on(start(config)).map_err(|e| e.to_string())?;
    println!("ws://{}/ws", running.addr);
    // Nothing more is read: end of input means the tool is gone.
    let _ = std::io::stdin().read(&mut [0u8; 1]);
    Ok(())
}

/// A process's resident memory and CPU time so far, from /proc.
#[derive(Debug, Clone, Copy, Default)]
pub struct Sample {
    pub rss_kib: u64,
    pub cpu_secs: f64,
}

pub fn sample(pid: u32) -> Option<Sample> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss_kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command's name, which is in parentheses and may hold spaces:
    // utime and stime are the 14th and 15th of the line, the 12th and 13th here.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(Sample {
        rss_kib,
        cpu_secs: ticks / TICKS_PER_SECOND,
    })
}

/// The server's `/health`: (games in its registry, connections open).
pub async fn health(url: &str) -> Option<(u64, u64)> {
    let host = url.strip_prefix("ws://")?.split('/').next()?;
    let ask = async {
        let mut stream = tokio::net::TcpStream::connect(host).await.ok()?;
        let request = format!("GET /health HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut response = String::new();
        stream.read_to_string(&mut response).await.ok()?;
        let body = response.split_once("\r\n\r\n")?.1;
        let json: serde_json::Value = serde_json::from_str(body).ok()?;
        Some((json["games"].as_u64()?, json["connections"].as_u64()?))
    };
    tokio::time::timeout(Duration::from_secs(5), ask)
        .await
        .ok()
        .flatten()
}
