//! A database the server cannot write is refused at start, with the reason, rather
//! than found out at the first move.

use super::disk::SmallDisk;
use super::on_postgres;
use crate::harness::TestServer;
use connect4_server::{Config, start};
use std::fs::Permissions;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::sync::Arc;

/// A data dir holding a database an earlier server made.
fn made_by_a_server() -> Arc<tempfile::TempDir> {
    let server = TestServer::start(|_| {});
    server.kill()
}

async fn refusal(data: &Path) -> String {
    let mut config = Config::new(data.to_path_buf(), crate::harness::BOTH_GAMES);
    config.listen = "127.0.0.1:0".parse().unwrap();
    match start(config).await {
        Ok(running) => panic!("a server started on {}", running.addr),
        Err(error) => error.to_string(),
    }
}

fn set_mode(path: &Path, mode: u32) {
    std::fs::set_permissions(path, Permissions::from_mode(mode)).unwrap();
}

#[tokio::test]
async fn a_read_only_database_file_is_refused_at_start_with_the_reason() {
    if on_postgres() {
        return;
    }
    let data = made_by_a_server();
    let file = super::database_file(data.path());
    set_mode(&file, 0o444);
    let error = refusal(data.path()).await;
    set_mode(&file, 0o644);
    assert!(
        error.contains("is read-only") && error.contains("connect4.sqlite"),
        "{error}"
    );
}

#[tokio::test]
async fn a_read_only_database_folder_is_refused_at_start_with_the_reason() {
    if on_postgres() {
        return;
    }
    let data = made_by_a_server();
    set_mode(data.path(), 0o555);
    let error = refusal(data.path()).await;
    set_mode(data.path(), 0o755);
    assert!(error.contains("is read-only"), "{error}");
}

#[tokio::test]
async fn a_database_on_a_read_only_filesystem_is_refused_at_start_with_the_reason() {
    let Some(disk) = SmallDisk::for_test() else {
        return;
    };
    let data = Arc::new(tempfile::tempdir_in(disk.path()).unwrap());
    TestServer::start_in(Arc::clone(&data), |_| {}).kill();
    disk.remount_read_only();
    let error = refusal(data.path()).await;
    assert!(error.contains("Read-only file system"), "{error}");
}
