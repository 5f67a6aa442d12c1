//! Starting a server: the data dir and database opened and migrated, the state read
//! back, the games that were on restarted, then the listener.

use crate::accept;
use crate::config::Config;
use crate::ctx::Ctx;
use crate::db::{self, Db};
use crate::files::{SocketCeiling, raise_file_limit};
use crate::fleet::{self, Dialect, JoinError, LEASE, Node, claim_orphans, run_lease};
use crate::http::router;
use crate::lobby::{run_broadcaster, run_listener, run_presence};
use crate::metrics::Metrics;
use crate::registry::Registry;
use crate::room::run_factory;
use connect4_protocol::InviteCode;
use sqlx::AnyPool;
use std::fmt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

/// Why a server could not start or stopped.
#[derive(Debug)]
pub enum ServerError {
    Io(String, std::io::Error),
    Database(sqlx::Error),
    /// Another node is live at this server's address.
    Duplicate(String),
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerError::Io(what, error) => write!(f, "{what}: {error}"),
            ServerError::Database(error) => write!(f, "the database: {error}"),
            ServerError::Duplicate(why) => why.fmt(f),
        }
    }
}

impl std::error::Error for ServerError {}

/// A server listening.
pub struct Running {
    /// Where it listens (the port chosen, when asked for port 0).
    pub addr: SocketAddr,
    task: JoinHandle<std::io::Result<()>>,
    ctx: Arc<Ctx>,
}

impl Running {
    /// Serves until `stop` resolves (SIGTERM, say), then drains: no new socket, the
    /// games handed over to the other nodes of the database, the players sent on.
    pub async fn serve_until(self, stop: impl Future<Output = ()>) -> Result<(), ServerError> {
        let Running {
            addr,
            mut task,
            ctx,
        } = self;
        tokio::select! {
            served = &mut task => Running::served(served),
            () = stop => {
                tracing::info!(%addr, "asked to stop");
                // The listener goes with the accept loop; open connections stay.
                task.abort();
                fleet::drain(&ctx).await;
                Ok(())
            }
        }
    }

    fn served(
        outcome: Result<std::io::Result<()>, tokio::task::JoinError>,
    ) -> Result<(), ServerError> {
        match outcome {
            Ok(result) => result.map_err(|e| ServerError::Io("serving".into(), e)),
            Err(error) => Err(ServerError::Io(
                "serving".into(),
                std::io::Error::other(error),
            )),
        }
    }

    /// Serves until the process ends.
    pub async fn wait(self) -> Result<(), ServerError> {
        Running::served(self.task.await)
    }
}

pub async fn start(config: Config) -> Result<Running, ServerError> {
    std::fs::create_dir_all(&config.data_dir)
        .map_err(|e| ServerError::Io(format!("creating {}", config.data_dir.display()), e))?;
    let pool = db::open(&config.database())
        .await
        .map_err(ServerError::Database)?;
    let expired = db::prune_unplayed(&pool, config.unplayed_expiry, crate::time::now_ms())
        .await
        .map_err(ServerError::Database)?;
    let loaded = db::load(&pool).await.map_err(ServerError::Database)?;
    let keyed = db::hold_names(&pool, &loaded.players)
        .await
        .map_err(ServerError::Database)?;
    if keyed > 0 {
        tracing::info!(
            players = keyed,
            "name keys added for players stored before (an older database or fold)"
        );
    }
    let metrics = Arc::new(Metrics::new());
    let writer = Db::start(&pool, Arc::clone(&metrics))
        .await
        .map_err(ServerError::Database)?;
    let codes = loaded
        .codes
        .iter()
        .filter_map(|c| InviteCode::parse(c).ok());
    let registry = Registry::new(codes);
    let (factory, requests) = tokio::sync::mpsc::unbounded_channel();
    let listen = config.listen;
    let listener = TcpListener::bind(listen)
        .await
        .map_err(|e| ServerError::Io(format!("listening on {listen}"), e))?;
    let addr = listener
        .local_addr()
        .map_err(|e| ServerError::Io("reading the address".into(), e))?;
    let node = join_fleet(&config, &pool, addr).await?;
    let ctx = Arc::new(Ctx::new(
        config, writer, node, &loaded, registry, factory, metrics,
    ));
    tokio::spawn(run_factory(Arc::clone(&ctx), requests));
    tokio::spawn(run_broadcaster(Arc::clone(&ctx)));
    tokio::spawn(run_presence(Arc::clone(&ctx)));
    if ctx.node.dialect == Dialect::Postgres {
        tokio::spawn(run_listener(Arc::clone(&ctx)));
    }
    let games = claim_at_start(&ctx).await?;
    tokio::spawn(run_lease(Arc::clone(&ctx)));
    tracing::info!(%addr, node = ctx.node.id(), url = %ctx.node.url, players = loaded.players.len(), games, expired, "listening");
    let ceiling = socket_ceiling(&ctx.config);
    let app = router(Arc::clone(&ctx));
    let task = tokio::spawn(accept::serve(listener, Arc::clone(&ctx), app, ceiling));
    Ok(Running { addr, task, ctx })
}

/// Registers this server as a node of the fleet on its database. A row at its
/// address still live is waited out (a run of this server killed a moment ago
/// leaves one for up to a lease); one renewed through three waits is another node
/// serving this address, and the server refuses to start, naming it.
async fn join_fleet(
    config: &Config,
    pool: &AnyPool,
    addr: SocketAddr,
) -> Result<Node, ServerError> {
    let url = config.public_url(addr);
    let node = Node::new(0, url, Dialect::of(&config.database()));
    let id = crate::ids::random_id()
        .map_err(|e| ServerError::Io("drawing a node id".into(), std::io::Error::other(e)))?;
    let mut conn = pool.acquire().await.map_err(ServerError::Database)?;
    // A renewal the killed run had sent may still land once after it died (its
    // database connection outlives it a moment): a live node renews every time.
    const WAIT_OUT_LEASES: u32 = 3;
    let mut waited = 0;
    loop {
        match node.join(&mut conn, id).await {
            Ok(()) => return Ok(node),
            Err(JoinError::Database(error)) => return Err(ServerError::Database(error)),
            Err(JoinError::Taken {
                other,
                lease_left_ms,
            }) if waited < WAIT_OUT_LEASES => {
                tracing::info!(other, url = %node.url, lease_left_ms, "a node's row is live at this address; waiting for its lease to lapse");
                waited += 1;
                let wait = lease_left_ms.clamp(0, 2 * LEASE.as_millis() as i64) as u64;
                tokio::time::sleep(Duration::from_millis(wait + 100)).await;
            }
            Err(taken @ JoinError::Taken { .. }) => {
                return Err(ServerError::Duplicate(format!(
                    "{taken} (this server, node {id}, at {})",
                    node.url
                )));
            }
        }
    }
}

/// Claims the games no live node owns (on SQLite, every game not over: this is the
/// database's one server) and starts them; how many.
async fn claim_at_start(ctx: &Arc<Ctx>) -> Result<usize, ServerError> {
    let mut games = 0;
    loop {
        let claimed = claim_orphans(ctx).await.map_err(ServerError::Database)?;
        if claimed == 0 {
            fleet::tell_kinds_not_played(ctx)
                .await
                .map_err(ServerError::Database)?;
            return Ok(games);
        }
        games += claimed;
    }
}

/// How many sockets this process can hold: the soft open-file limit raised to the
/// hard one first. Said at start when it is fewer than `--max-connections`.
fn socket_ceiling(config: &Config) -> SocketCeiling {
    let file_limit = raise_file_limit();
    let ceiling = SocketCeiling::new(file_limit, config.max_connections, config.reserved_files);
    if ceiling.bound_by_files(config.max_connections) {
        tracing::warn!(
            file_limit,
            sockets = ceiling.sockets,
            max_connections = config.max_connections,
            "the open-file limit allows fewer sockets than --max-connections"
        );
    }
    ceiling
}
