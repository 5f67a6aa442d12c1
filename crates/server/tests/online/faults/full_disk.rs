//! The issue's own reproduction: two moves stored, the disk full, a move refused,
//! space freed, then ten more moves, each of which must be on disk. The disk is a
//! small tmpfs, which needs root (as CI runs); where it cannot be mounted the test
//! says so and stops, and `rolled_back` still forces the failure by other means.

use super::disk::SmallDisk;
use super::{MOVES, refused, the_rest_is_stored};
use crate::harness::{TestServer, alternate, started};

use std::sync::Arc;

#[tokio::test]
async fn after_a_full_disk_is_freed_every_acknowledged_move_is_stored() {
    let Some(disk) = SmallDisk::for_test() else {
        return;
    };
    let data = Arc::new(tempfile::tempdir_in(disk.path()).unwrap());
    let server = TestServer::start_in(data, |_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &MOVES[..2]).await;

    let ballast = disk.fill();
    refused(&mut ann, code, MOVES[2]).await;
    std::fs::remove_file(ballast).unwrap();

    the_rest_is_stored(server, (ann, bob), code).await;
}
