//! The attack's chain of faults: ten games a few moves in, the server killed where
//! it stands (as `kill -9`) and started again on its data, then the disk filled to
//! the last byte for a while and freed as the players come back and play on. Every
//! move acknowledged before and after, every announced result, and every player
//! welcomed while the disk was full is in the database afterwards.

use super::disk::SmallDisk;
use super::many_games::{Freed, choose, free_then_check, play_out};
use crate::harness::{Client, TestServer, started};
use connect4_classic::game::{BoardSize, Game, Player};
use connect4_client::{ClientError, Session};
use connect4_protocol::{InviteCode, ServerMessage};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::sleep;

const PAIRS: usize = 10;
const FIRST_MOVES: usize = 4;

#[tokio::test]
async fn a_kill_then_a_full_disk_loses_no_acknowledged_move_result_or_player() {
    let Some(disk) = SmallDisk::for_test() else {
        return;
    };
    let tune = |config: &mut connect4_server::Config| {
        config.new_players_per_hour = 1000;
        config.max_per_address = 4 * PAIRS;
    };
    let data = Arc::new(tempfile::tempdir_in(disk.path()).unwrap());
    let server = TestServer::start_in(Arc::clone(&data), tune);
    let mut games = Vec::new();
    for pair in 0..PAIRS {
        let (mut one, mut two, code) =
            started(&server, connect4_classic::game::wire::STANDARD, None).await;
        let game = first_moves(&mut one, &mut two, code, pair).await;
        games.push((one.name, one.token, two.name, two.token, code, game));
    }
    let server = TestServer::start_in(server.kill(), tune);

    let ballast = disk.fill();
    // A newcomer while the disk is full: refused, or welcomed and kept.
    let mut session = Session::connect(&server.url()).await.unwrap();
    let newcomer = match session.hello("newcomer", None).await {
        Ok(welcome) => Some(welcome.token),
        Err(ClientError::Refused(..)) => None,
        Err(other) => panic!("hello: {other}"),
    };
    let freed_at = Freed::default();
    let mut pairs = Vec::new();
    for (pair, (one, one_token, two, two_token, code, game)) in games.into_iter().enumerate() {
        let one = back(&server, &one, &one_token, code).await;
        let two = back(&server, &two, &two_token, code).await;
        let freed_at = Arc::clone(&freed_at);
        pairs.push(tokio::spawn(play_out(
            (one, two),
            code,
            pair,
            game,
            freed_at,
        )));
    }
    sleep(Duration::from_secs(3)).await;
    let data = free_then_check(ballast, &freed_at, pairs, server).await;
    // A newcomer welcomed on the full disk is still who they were told.
    let Some(token) = newcomer else {
        return;
    };
    let server = TestServer::start_in(data, tune);
    let mut again = Session::connect(&server.url()).await.unwrap();
    match again.hello("someone", Some(&token)).await {
        Ok(welcome) => assert_eq!(welcome.name, "newcomer"),
        Err(ClientError::Refused(code, why)) => panic!("the newcomer is gone: {code:?} {why}"),
        Err(other) => panic!("hello: {other}"),
    }
}

/// The first moves of game `code`, played while the disk has room; the game so far.
async fn first_moves(one: &mut Client, two: &mut Client, code: InviteCode, pair: usize) -> Game {
    let mut game = Game::new(BoardSize::STANDARD, Player::One);
    for _ in 0..FIRST_MOVES {
        let column = choose(&game, pair);
        let mv = column.number().to_string();
        let ply = game.moves().len() as u32 + 1;
        let mover = if game.to_move() == Player::One {
            &mut *one
        } else {
            &mut *two
        };
        mover.play(code, &mv).await;
        assert_eq!(one.moved(ply).await, mv);
        assert_eq!(two.moved(ply).await, mv);
        game.play(column).unwrap();
    }
    game
}

/// A player back on the restarted server with their token, their game sent whole.
async fn back(server: &TestServer, name: &str, token: &str, code: InviteCode) -> Client {
    let mut client = Client::with_token(server, name, Some(token)).await;
    client
        .expect(|m| match m {
            ServerMessage::Game { game } if game.code == code => Some(()),
            _ => None,
        })
        .await;
    client
}
