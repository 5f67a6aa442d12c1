//! A player back after a drop gets each game of theirs whole (`game`), then only the
//! moves after it: never a `moved` the snapshot already holds, never a move twice.

use crate::harness::{TestServer, started};
use connect4_client::Session;
use connect4_protocol::{ClientMessage, GameKind, InviteCode, ServerMessage};
use std::time::Duration;

/// How long a test waits for a message it expects.
const WAIT: Duration = Duration::from_secs(10);

/// Rounds of the race: a 10x10 board has room for this many pairs of moves.
const ROUNDS: u32 = 40;

fn board() -> GameKind {
    connect4_classic::game::wire::kind(connect4_classic::game::BoardSize::new(10, 10).unwrap())
}

/// `plies` moves of a game nobody has won yet: each the lowest column that does not
/// end it.
fn unfinished_game(kind: GameKind, plies: u32) -> Vec<String> {
    let mut position = crate::harness::BOTH_GAMES.start(&kind).unwrap();
    (0..plies)
        .map(|ply| {
            let column = (1..=10)
                .map(|c| c.to_string())
                .find(|c| {
                    let mut next = position.clone();
                    next.play(c).is_ok() && next.result().is_none()
                })
                .unwrap_or_else(|| panic!("no quiet move at ply {}", ply + 1));
            position.play(&column).unwrap();
            column
        })
        .collect()
}

/// What a reconnected connection has been told of one game: the moves its snapshot
/// held plus each `moved` after it, which must be the very next move.
struct Told {
    code: InviteCode,
    /// How many moves the snapshot held, once it came.
    snapshot: Option<u32>,
    /// How many moves are known, once the snapshot came.
    moves: Option<u32>,
}

impl Told {
    fn read(&mut self, message: &ServerMessage) {
        match message {
            ServerMessage::Game { game } if game.code == self.code => {
                assert!(self.moves.is_none(), "a second snapshot of {}", self.code);
                self.snapshot = Some(game.moves.len() as u32);
                self.moves = self.snapshot;
            }
            ServerMessage::Moved { game, ply, .. } if *game == self.code => {
                let known = self
                    .moves
                    .unwrap_or_else(|| panic!("moved {ply} came before the game's snapshot"));
                assert_eq!(
                    *ply,
                    known + 1,
                    "moved {ply} after a snapshot and moves that held {known}"
                );
                self.moves = Some(*ply);
            }
            _ => {}
        }
    }

    /// Reads until move `ply` is known, through the snapshot or a `moved`.
    async fn until(&mut self, session: &mut Session, ply: u32) {
        while self.moves.is_none_or(|n| n < ply) {
            let message = tokio::time::timeout(WAIT, session.recv())
                .await
                .unwrap_or_else(|_| panic!("move {ply} never came"))
                .unwrap();
            self.read(&message);
        }
    }
}

#[tokio::test]
async fn a_player_back_while_the_opponent_moves_gets_each_move_once() {
    let server = TestServer::start(|c| c.grace = Duration::from_secs(30));
    let moves = unfinished_game(board(), 2 * ROUNDS + 1);
    let (mut ann, mut bob, code) = started(&server, board(), None).await;
    ann.play(code, &moves[0]).await;
    bob.moved(1).await;
    let token = ann.token.clone();
    let mut old = Some(ann.session);
    let (mut in_snapshot, mut after_it) = (0, 0);
    for round in 0..ROUNDS {
        let ply = 2 * round + 2;
        // Half the rounds the old connection is gone first (away, then back), half
        // the new one replaces it.
        if round % 2 == 0 {
            drop(old.take());
        }
        // Either may go first: a move takes a commit (milliseconds), a reconnect less.
        let reconnect = async {
            tokio::time::sleep(jitter()).await;
            let mut session = Session::connect(&server.url()).await.unwrap();
            session.hello("ann", Some(&token)).await.unwrap();
            session
        };
        let opponent = async {
            tokio::time::sleep(jitter()).await;
            bob.play(code, &moves[ply as usize - 1]).await;
        };
        let (mut session, ()) = tokio::join!(reconnect, opponent);
        drop(old.take());
        let mut told = Told {
            code,
            snapshot: None,
            moves: None,
        };
        told.until(&mut session, ply).await;
        match told.snapshot {
            Some(n) if n >= ply => in_snapshot += 1,
            _ => after_it += 1,
        }
        let mv = moves[ply as usize].clone();
        let answer = ClientMessage::Move {
            game: code,
            mv,
            ply: Some(ply + 1),
        };
        session.send(&answer).await.unwrap();
        told.until(&mut session, ply + 1).await;
        bob.moved(ply).await;
        bob.moved(ply + 1).await;
        old = Some(session);
    }
    eprintln!("the opponent's move was in the snapshot {in_snapshot} times, after it {after_it}");
}

/// A random wait of up to 20 ms.
fn jitter() -> Duration {
    Duration::from_micros(fastrand::u64(0..20_000))
}

#[tokio::test]
async fn a_player_who_also_watches_their_game_gets_each_move_once() {
    let server = TestServer::start(|_| {});
    let (mut ann, mut bob, code) =
        started(&server, connect4_classic::game::wire::STANDARD, None).await;
    ann.send(ClientMessage::Watch { game: code }).await;
    assert!(ann.game().await.moves.is_empty());
    bob.send(ClientMessage::Watch { game: code }).await;
    bob.game().await;
    ann.play(code, "4").await;
    // Bob answers once Ann's move reached him: sent earlier, it can reach the
    // game first and be refused as out of turn (seen on PostgreSQL in CI).
    bob.moved(1).await;
    bob.play(code, "4").await;
    for player in [&mut ann, &mut bob] {
        player.moved(2).await;
        player.send(ClientMessage::Ping { n: 7 }).await;
        let mut told = Told {
            code,
            snapshot: Some(2),
            moves: Some(2),
        };
        player
            .expect(|m| {
                told.read(m);
                matches!(m, ServerMessage::Pong { n: 7 }).then_some(())
            })
            .await;
    }
}
