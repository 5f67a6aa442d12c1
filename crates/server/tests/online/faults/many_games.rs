//! The attack's reproduction, many games at once: ten pairs play on a small tmpfs, the
//! disk is filled to the last byte for a while and freed, and the games play on to
//! their end. Every move a player saw acknowledged, and every result announced, is in
//! the database afterwards; no connection was closed; the games move again soon after
//! the space returns. (Before the fix, a writer handed a pooled connection left inside
//! a transaction acknowledged moves it never committed, and a lease that failed on
//! the full disk made the lone server give its games up.)

use super::acknowledged;
use super::disk::SmallDisk;
use crate::harness::{Client, TestServer, started};
use crate::store::stored_moves;
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_protocol::InviteCode;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::{Instant, sleep};

const PAIRS: usize = 10;
const FULL_FOR: Duration = Duration::from_secs(4);

/// What one pair saw: the moves acknowledged, whether the end was announced, and
/// when its first move after the space came back was acknowledged.
pub struct Seen {
    pub code: InviteCode,
    pub acknowledged: Vec<String>,
    pub ended: bool,
    pub first_after_freed: Option<Instant>,
}

/// When the space came back, once it has.
pub type Freed = Arc<std::sync::Mutex<Option<Instant>>>;

#[tokio::test]
async fn ten_games_through_a_full_disk_keep_every_acknowledged_move_and_result() {
    let Some(disk) = SmallDisk::for_test() else {
        return;
    };
    let data = Arc::new(tempfile::tempdir_in(disk.path()).unwrap());
    // Twenty players from one address, at once.
    let server = TestServer::start_in(Arc::clone(&data), |config| {
        config.new_players_per_hour = 1000;
        config.max_per_address = 4 * PAIRS;
    });
    let freed_at = Freed::default();
    let mut pairs = Vec::new();
    for pair in 0..PAIRS {
        let (one, two, code) = started(&server, connect4_classic::game::wire::STANDARD, None).await;
        let game = Game::new(BoardSize::STANDARD, Player::One);
        let freed_at = Arc::clone(&freed_at);
        pairs.push(tokio::spawn(play_out(
            (one, two),
            code,
            pair,
            game,
            freed_at,
        )));
    }
    sleep(Duration::from_millis(800)).await;
    let ballast = disk.fill();
    sleep(FULL_FOR).await;
    free_then_check(ballast, &freed_at, pairs, server).await;
}

/// Frees the disk (`ballast` gone), lets every pair play to its end, and checks
/// what they saw against the database of the server, killed then; its data.
pub async fn free_then_check(
    ballast: std::path::PathBuf,
    freed_at: &Freed,
    pairs: Vec<tokio::task::JoinHandle<Seen>>,
    server: TestServer,
) -> Arc<tempfile::TempDir> {
    std::fs::remove_file(ballast).unwrap();
    let freed = Instant::now();
    *freed_at.lock().unwrap() = Some(freed);
    let mut seen = Vec::new();
    for pair in pairs {
        seen.push(pair.await.expect("a pair played to its end"));
    }
    let data = server.kill();
    all_stored(&data, &seen, freed).await;
    data
}

/// Every move acknowledged and every end announced is in the database of `data`,
/// and every game moved again within 3 s of `freed`.
pub async fn all_stored(data: &tempfile::TempDir, seen: &[Seen], freed: Instant) {
    let acknowledged: usize = seen.iter().map(|s| s.acknowledged.len()).sum();
    let back = seen
        .iter()
        .filter_map(|s| s.first_after_freed)
        .map(|at| at - freed)
        .max();
    eprintln!(
        "{acknowledged} moves acknowledged; the slowest game moved again {back:?} after the space came back"
    );
    for pair in seen {
        let stored = stored_moves(data, pair.code).await;
        assert_eq!(stored, pair.acknowledged, "game {}", pair.code);
        assert!(pair.ended, "game {} was played to its end", pair.code);
        assert_eq!(
            stored_status(data, pair.code).await,
            "over",
            "game {}'s announced end is stored",
            pair.code
        );
    }
    assert!(
        back.is_some_and(|back| back < Duration::from_secs(3)),
        "every game moved again within 3 s of the space's return: {back:?}"
    );
}

/// Plays game `code` on from `game` to its end, each move tried again while the
/// store refuses it, every move acknowledged to the mover and relayed to the other.
pub async fn play_out(
    (mut one, mut two): (Client, Client),
    code: InviteCode,
    pair: usize,
    mut game: Game,
    freed_at: Freed,
) -> Seen {
    let mut seen = Seen {
        code,
        acknowledged: game
            .moves()
            .iter()
            .map(|m| m.column().number().to_string())
            .collect(),
        ended: false,
        first_after_freed: None,
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    while !game.is_over() {
        let ply = game.moves().len() as u32 + 1;
        let column = choose(&game, pair);
        let mv = column.number().to_string();
        let (mover, other) = match game.to_move() {
            Player::One => (&mut one, &mut two),
            Player::Two => (&mut two, &mut one),
        };
        loop {
            assert!(Instant::now() < deadline, "game {code} stood still");
            mover.play(code, &mv).await;
            if acknowledged(mover, ply).await {
                break;
            }
            sleep(Duration::from_millis(100)).await;
        }
        let freed = *freed_at.lock().unwrap();
        if seen.first_after_freed.is_none() && freed.is_some() {
            seen.first_after_freed = Some(Instant::now());
        }
        assert_eq!(other.moved(ply).await, mv, "relayed");
        game.play(column).unwrap();
        seen.acknowledged.push(mv);
        // A little pace, so the disk fills while the games are on.
        sleep(Duration::from_millis(40)).await;
    }
    let (result, _) = one.ended().await;
    assert_eq!(
        result.winner.is_some(),
        game.outcome().unwrap().winner().is_some()
    );
    seen.ended = true;
    seen
}

/// A legal column, different from game to game: the first open one from a start
/// that moves with the ply.
pub fn choose(game: &Game, pair: usize) -> Column {
    let ply = game.moves().len();
    let open: Vec<Column> = game.legal_columns().collect();
    open[(pair + ply * 3) % open.len()]
}

async fn stored_status(data: &tempfile::TempDir, code: InviteCode) -> String {
    use sqlx::Connection;
    let mut conn = crate::store::connect(data).await;
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE code = $1")
        .bind(code.as_str())
        .fetch_one(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    status
}
