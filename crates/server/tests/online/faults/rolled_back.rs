//! A transaction rolled back under the writer's feet, as SQLite does when a COMMIT
//! fails on a full disk or an I/O error. sqlx's own ROLLBACK then fails and it
//! believes a transaction still open, so a writer that kept the connection would
//! run its next transactions as savepoints inside one that never commits. Injected
//! here through triggers the test adds to the database, on a few moves of its choice.

use super::{MOVES, on_postgres, refused, run_sql, the_rest_is_stored};
use crate::harness::{TestServer, alternate, started};

/// Move 3 in column 7 rolls the whole transaction back (as a failed COMMIT does);
/// move 3 in column 6 fails alone, leaving its transaction open for the writer to
/// roll back.
const TRAPS: &str = "
    CREATE TRIGGER trap_rollback BEFORE INSERT ON moves
        WHEN NEW.ply = 3 AND NEW.mv = '7'
        BEGIN SELECT RAISE(ROLLBACK, 'injected: the transaction is rolled back'); END;
    CREATE TRIGGER trap_abort BEFORE INSERT ON moves
        WHEN NEW.ply = 3 AND NEW.mv = '6'
        BEGIN SELECT RAISE(ABORT, 'injected: the statement fails'); END;
";

#[tokio::test]
async fn after_a_transaction_rolled_back_under_the_writer_every_acknowledged_move_is_stored() {
    if on_postgres() {
        return;
    }
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    alternate(&mut ann, &mut bob, code, 0, &MOVES[..2]).await;
    run_sql(server.data.path(), TRAPS).await;

    refused(&mut ann, code, "7").await;
    refused(&mut ann, code, "6").await;

    the_rest_is_stored(server, (ann, bob), code).await;
}
