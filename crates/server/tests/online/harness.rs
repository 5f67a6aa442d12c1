//! Starting servers (each on a runtime of its own, so a test can kill one abruptly,
//! as `kill -9` would) and players that wait for the message they expect.

use connect4_client::Session;
use connect4_protocol::{
    ClientMessage, Clock, GameKind, GameSnapshot, GameStatus, InviteCode, ServerMessage,
};
use connect4_server::{Config, start};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tempfile::TempDir;
use tokio::sync::oneshot;

/// The games the test servers play: the program's two, and PopOut, which a server
/// knows only by the rules it is handed.
pub const GAMES: connect4_protocol::Games = connect4_protocol::Games::new(&[
    connect4_protocol::Game::of::<connect4_classic::game::Game>(),
    connect4_protocol::Game::of::<connect4_checkers::Game>(),
    connect4_protocol::Game::of::<connect4_popout::rules::Game>(),
]);

/// The program's two games alone: Connect 4 and checkers.
pub const BOTH_GAMES: connect4_protocol::Games = connect4_protocol::Games::new(&[
    connect4_protocol::Game::of::<connect4_classic::game::Game>(),
    connect4_protocol::Game::of::<connect4_checkers::Game>(),
]);

/// How long a test waits for a message it expects.
const WAIT: Duration = Duration::from_secs(5);

pub struct TestServer {
    pub addr: SocketAddr,
    pub data: Arc<TempDir>,
    /// How many pairs `started` has seated here: each pair has names of its own,
    /// since a server holds each name once.
    pairs: AtomicUsize,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TestServer {
    pub fn start(tune: impl FnOnce(&mut Config)) -> TestServer {
        TestServer::start_in(Arc::new(tempfile::tempdir().unwrap()), tune)
    }

    /// A server on the data dir of an earlier one.
    pub fn start_in(data: Arc<TempDir>, tune: impl FnOnce(&mut Config)) -> TestServer {
        let mut config = Config::new(data.path().to_path_buf(), GAMES);
        config.listen = "127.0.0.1:0".parse().unwrap();
        config.grace = Duration::from_secs(1);
        // Every test client comes from 127.0.0.1, some tests with a hundred of them;
        // the test of the limit itself sets it back.
        config.upgrade_burst = 10_000.0;
        config.database_url = test_database(&data);
        // A server restarted on the data dir of one killed comes back at its address,
        // as a real one does: another node of its database knows it by it.
        if let Ok(addr) = std::fs::read_to_string(killed_marker(&data)) {
            let _ = std::fs::remove_file(killed_marker(&data));
            config.listen = addr.parse().unwrap();
        }
        tune(&mut config);
        let (stop, stopped) = oneshot::channel::<()>();
        let (ready, addr) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            // The killed server's socket may take a moment to be let go.
            let mut tries = 0;
            let running = loop {
                match runtime.block_on(start(config.clone())) {
                    Ok(running) => break running,
                    Err(connect4_server::ServerError::Io(..)) if tries < 100 => {
                        tries += 1;
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    Err(error) => panic!("the server starts: {error}"),
                }
            };
            ready.send(running.addr).unwrap();
            let _ = runtime.block_on(stopped);
            // Every task dropped where it stands, nothing flushed or closed politely.
            runtime.shutdown_background();
        });
        let addr = addr
            .recv_timeout(Duration::from_secs(30))
            .expect("the server is ready");
        TestServer {
            addr,
            data,
            pairs: AtomicUsize::new(0),
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Whether the servers of this run keep their state in PostgreSQL.
    pub fn on_postgres() -> bool {
        std::env::var("CONNECT4_TEST_DATABASE").is_ok_and(|db| db == "postgres")
    }

    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Stops the server abruptly; its data dir stays for the next one.
    pub fn kill(mut self) -> Arc<TempDir> {
        self.stop_now();
        std::fs::write(killed_marker(&self.data), self.addr.to_string()).unwrap();
        Arc::clone(&self.data)
    }

    fn stop_now(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.stop_now();
    }
}

/// Where a killed server of `data` listened, for the next one.
fn killed_marker(data: &TempDir) -> std::path::PathBuf {
    data.path().join("killed-server-address")
}

/// The URL of the database the servers of `data` keep their state in.
pub fn database_url(data: &TempDir) -> String {
    test_database(data).unwrap_or_else(|| Config::new(data.path().to_path_buf(), GAMES).database())
}

/// With `CONNECT4_TEST_DATABASE=postgres`, a database of its own in the test
/// cluster for the servers of one data dir (a server restarted on it finds its
/// state); otherwise none, and the server keeps SQLite in the data dir.
fn test_database(data: &TempDir) -> Option<String> {
    if !TestServer::on_postgres() {
        return None;
    }
    let cluster = crate::postgres::cluster()
        .unwrap_or_else(|why| panic!("CONNECT4_TEST_DATABASE=postgres, but {why}"));
    let mut hasher = std::hash::DefaultHasher::new();
    std::hash::Hash::hash(data.path(), &mut hasher);
    let name = format!("t{:016x}", std::hash::Hasher::finish(&hasher));
    Some(cluster.database(&name))
}

/// A player at a connection.
pub struct Client {
    pub session: Session,
    pub name: String,
    pub token: String,
}

impl Client {
    pub async fn join(server: &TestServer, name: &str) -> Client {
        Client::with_token(server, name, None).await
    }

    pub async fn with_token(server: &TestServer, name: &str, token: Option<&str>) -> Client {
        let session = Session::connect(&server.url()).await.unwrap();
        Client::hello(session, name, token).await
    }

    /// A new player `name` through the ssh door (`key`), which names its visitor's
    /// address (`visitor`).
    pub async fn through_door(server: &TestServer, name: &str, key: &str, visitor: &str) -> Client {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = server.url().into_client_request().unwrap();
        let headers = request.headers_mut();
        headers.insert(connect4_server::DOOR_HEADER, key.parse().unwrap());
        headers.insert(
            connect4_server::DOOR_CLIENT_HEADER,
            visitor.parse().unwrap(),
        );
        let session = Session::connect_request(request).await.unwrap();
        Client::hello(session, name, None).await
    }

    async fn hello(mut session: Session, name: &str, token: Option<&str>) -> Client {
        let welcome = session.hello(name, token).await.unwrap();
        Client {
            session,
            name: welcome.name,
            token: welcome.token,
        }
    }

    pub async fn send(&mut self, message: ClientMessage) {
        self.session.send(&message).await.unwrap();
    }

    /// Skips messages until `pick` takes one.
    pub async fn expect<T>(&mut self, mut pick: impl FnMut(&ServerMessage) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut seen = Vec::new();
        loop {
            let message = tokio::time::timeout_at(deadline, self.session.recv())
                .await
                .unwrap_or_else(|_| panic!("{}: nothing expected came; saw {seen:#?}", self.name))
                .unwrap_or_else(|e| panic!("{}: {e}; saw {seen:#?}", self.name));
            if let Some(found) = pick(&message) {
                return found;
            }
            seen.push(message);
        }
    }

    /// The next whole game sent.
    pub async fn game(&mut self) -> GameSnapshot {
        self.expect(|m| match m {
            ServerMessage::Game { game } => Some(game.clone()),
            _ => None,
        })
        .await
    }

    pub async fn error(&mut self) -> connect4_protocol::ErrorCode {
        self.expect(|m| match m {
            ServerMessage::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await
    }

    pub async fn host(&mut self, kind: GameKind, clock: Option<&str>) -> InviteCode {
        self.host_as(kind, clock, true).await
    }

    /// Hosts a game, rated or not, and waits for it.
    pub async fn host_as(
        &mut self,
        kind: GameKind,
        clock: Option<&str>,
        rated: bool,
    ) -> InviteCode {
        let clock = clock.map(|c| Clock::parse(c).unwrap());
        self.send(ClientMessage::Host { kind, clock, rated }).await;
        let game = self.game().await;
        assert_eq!(game.status, GameStatus::Waiting);
        game.code
    }

    pub async fn play(&mut self, game: InviteCode, mv: &str) {
        self.send(ClientMessage::Move {
            game,
            mv: mv.into(),
            ply: None,
        })
        .await;
    }

    /// Waits for move number `ply` to be relayed.
    pub async fn moved(&mut self, ply: u32) -> String {
        self.expect(|m| match m {
            ServerMessage::Moved { ply: p, mv, .. } if *p == ply => Some(mv.clone()),
            _ => None,
        })
        .await
    }

    pub async fn ended(
        &mut self,
    ) -> (
        connect4_protocol::GameResult,
        Option<connect4_protocol::ByPlayer<i32>>,
    ) {
        self.expect(|m| match m {
            ServerMessage::Ended {
                result, ratings, ..
            } => Some((*result, *ratings)),
            _ => None,
        })
        .await
    }
}

/// A hosted game and its second player joined: (host, guest, code). The first pair
/// on a server are ann and bob, the next ann2 and bob2, and so on.
pub async fn started(
    server: &TestServer,
    kind: GameKind,
    clock: Option<&str>,
) -> (Client, Client, InviteCode) {
    started_as(server, kind, clock, true).await
}

/// `started`, rated or not as asked.
pub async fn started_as(
    server: &TestServer,
    kind: GameKind,
    clock: Option<&str>,
    rated: bool,
) -> (Client, Client, InviteCode) {
    let pair = match server.pairs.fetch_add(1, Ordering::Relaxed) {
        0 => String::new(),
        n => (n + 1).to_string(),
    };
    let mut host = Client::join(server, &format!("ann{pair}")).await;
    let mut guest = Client::join(server, &format!("bob{pair}")).await;
    let code = host.host_as(kind, clock, rated).await;
    guest.send(ClientMessage::Join { code }).await;
    assert_eq!(guest.game().await.status, GameStatus::Playing);
    assert_eq!(host.game().await.status, GameStatus::Playing);
    (host, guest, code)
}

/// Plays moves alternately after `played` moves, seat one (`first`) on odd plies,
/// each relayed to both.
pub async fn alternate(
    first: &mut Client,
    second: &mut Client,
    code: InviteCode,
    played: u32,
    moves: &[&str],
) {
    let (host, guest) = (first, second);
    for (i, mv) in moves.iter().enumerate() {
        let ply = played + i as u32 + 1;
        let mover = if ply % 2 == 1 {
            &mut *host
        } else {
            &mut *guest
        };
        mover.play(code, mv).await;
        assert_eq!(host.moved(ply).await, *mv);
        assert_eq!(guest.moved(ply).await, *mv);
    }
}
