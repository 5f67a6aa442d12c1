//! How a server is set up: where it listens and keeps its data, and its limits.

use connect4_protocol::Games;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

/// Where the server listens unless told otherwise: this machine only.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:4747";

/// Everything `connect4 serve` can set; `Config::new` gives the defaults.
#[derive(Debug, Clone)]
pub struct Config {
    /// The games played here, from the program's registry: a kind of another game
    /// is refused, and a stored game of another is left to a server that plays it.
    pub games: Games,
    pub listen: SocketAddr,
    /// The folder of the database file (`connect4.sqlite`).
    pub data_dir: PathBuf,
    /// Another database than the data dir's SQLite file (`postgres://…` needs the
    /// `postgres` feature).
    pub database_url: Option<String>,
    /// The page's files, served at `/` when the folder exists.
    pub web_dir: Option<PathBuf>,
    /// How long a player may be gone from a game in progress before losing it.
    pub grace: Duration,
    /// Sockets at once, in total, and from one address: as many in their HTTP
    /// handshake, and as many WebSockets.
    pub max_connections: usize,
    pub max_per_address: usize,
    /// How long a client may take to send a request's headers, and a kept-alive
    /// connection may wait for its next request.
    pub header_timeout: Duration,
    /// How long a socket may stay plain HTTP after it is accepted: a WebSocket has
    /// upgraded well before; a page's kept-alive connection is then closed after the
    /// request in flight, and outright after as long again.
    pub handshake_timeout: Duration,
    /// The ssh door's credential: the door's own WebSockets send it (`DOOR_HEADER`)
    /// and count toward `max_connections` only, as the door limits its visitors per
    /// address itself. Never an address: anyone behind a proxy on this machine comes
    /// from the door's address too.
    pub door_key: Option<String>,
    /// Proxies whose `X-Forwarded-For` is believed: a player behind one is counted at
    /// the address the proxy saw (the last it added).
    pub trusted_proxies: Vec<IpAddr>,
    /// Pages of other origins than the server's own allowed to open `/ws` (as
    /// `https://play.example.org`); a request with no `Origin` is not a browser's.
    pub allowed_origins: Vec<String>,
    /// Open files this process keeps for others than the server's sockets (the ssh
    /// door's sessions): the sockets' ceiling stays that far below the file limit.
    pub reserved_files: usize,
    /// Messages a second a connection may send, and the burst it may save up.
    pub rate: f64,
    pub burst: f64,
    /// How long an upgraded socket may stay without a welcomed `hello` before it is
    /// closed: silent sockets would otherwise hold their address's places.
    pub hello_timeout: Duration,
    /// How long an address closed for flooding may open no new socket, doubling
    /// while it floods again (zero: no wait).
    pub flood_cool_off: Duration,
    /// Games one player may host while they wait for an opponent.
    pub max_hosted: usize,
    /// Games one player may sit in at once: waiting, on, or over and kept a while
    /// for a rematch.
    pub max_seated: usize,
    /// The shortest clock a rated game may have, as its estimated length: the base
    /// plus forty increments (the length of a forty-move game).
    pub min_rated_clock: Duration,
    /// Whether two players from one address may play a rated game (off: such a
    /// game is played unrated).
    pub rated_same_address: bool,
    /// Requests naming a game that does not exist (a mistyped or guessed invite
    /// code) one address may make a second, and the burst it may save up.
    pub guess_rate: f64,
    pub guess_burst: f64,
    /// WebSockets one address may open a second, and the burst it may save up; the
    /// ssh door's own are not counted.
    pub upgrade_rate: f64,
    pub upgrade_burst: f64,
    /// New players (hellos without a token) one address may make an hour.
    pub new_players_per_hour: u32,
    /// How long a player who never sat at a game with an opponent is kept: at start,
    /// older ones are deleted and their names freed.
    pub unplayed_expiry: Duration,
    /// Where clients reach this server (`ws://host:port/ws`), said in redirects to it
    /// by the other nodes of its database; by default the address it listens on.
    pub public_url: Option<String>,
    /// How often the node looks for nodes whose lease lapsed and for games without
    /// an owner, to claim them.
    pub claim_every: Duration,
}

impl Config {
    pub fn new(data_dir: PathBuf, games: Games) -> Config {
        Config {
            games,
            // A constant known to parse.
            listen: DEFAULT_LISTEN
                .parse()
                .unwrap_or(SocketAddr::from(([127, 0, 0, 1], 4747))),
            data_dir,
            database_url: None,
            web_dir: None,
            grace: Duration::from_secs(60),
            max_connections: 10_000,
            max_per_address: 16,
            header_timeout: Duration::from_secs(10),
            handshake_timeout: Duration::from_secs(30),
            door_key: None,
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            reserved_files: 0,
            rate: 20.0,
            burst: 40.0,
            hello_timeout: Duration::from_secs(10),
            flood_cool_off: Duration::from_secs(10),
            max_hosted: 3,
            max_seated: 32,
            min_rated_clock: Duration::from_secs(60),
            rated_same_address: false,
            // Twelve a minute, twenty at once: a player who mistypes a few codes is
            // never stopped, while the billion codes stay out of a guesser's reach.
            guess_rate: 0.2,
            guess_burst: 20.0,
            // A page reloaded, a few tabs, a client coming back: never near it. A
            // reconnection flood: a socket every half second.
            upgrade_rate: 2.0,
            upgrade_burst: 30.0,
            new_players_per_hour: 20,
            unplayed_expiry: Duration::from_secs(30 * 24 * 3600),
            public_url: None,
            claim_every: Duration::from_millis(250),
        }
    }

    /// Where clients reach this server, listening at `addr`: the URL given, else
    /// its WebSocket at that address (the loopback for an address of every
    /// interface, which only suits nodes on one machine).
    pub fn public_url(&self, addr: SocketAddr) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        let mut addr = addr;
        if addr.ip().is_unspecified() {
            addr.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
        }
        format!("ws://{addr}/ws")
    }

    /// The database to open: the given URL, or the SQLite file in the data dir.
    pub fn database(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("connect4.sqlite").display()
            ),
        }
    }
}
