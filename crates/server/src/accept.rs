//! Accepting sockets and serving their HTTP. Every socket is counted against its
//! address from accept to close (`ConnectionLimiter`), upgraded or not, and one over a
//! limit is closed at once; until it becomes a WebSocket it is held to deadlines: its
//! request's headers within `header_timeout`, its whole HTTP stage within
//! `handshake_timeout`. hyper serves each socket with a timer (axum::serve has none,
//! so a handshake trickled a byte a second was held for ever).

use crate::ctx::Ctx;
use crate::files::SocketCeiling;
use crate::limits::{ConnectionPermit, Refusal, counted_as};
use crate::quiet_log::{QuietLog, Verdict};
use crate::who;
use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Instant;
use tower::ServiceExt;

/// The most a request's head may take in memory (hyper's least allowed): a browser's
/// handshake is well under it, and a socket cannot make the server hold more.
const MAX_HEAD_BYTES: usize = 8 * 1024;

/// How long the accept loop rests when the process is out of file descriptors, rather
/// than spinning on the connection it cannot take.
const OUT_OF_FILES_PAUSE: Duration = Duration::from_millis(100);

/// What a refused socket is told, if it can be written at once.
const TOO_MANY_FROM_ADDRESS: &[u8] = b"HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\n\
content-length: 39\r\n\r\ntoo many connections from your address\n";
const COOLING_OFF: &[u8] = b"HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\n\
content-length: 42\r\n\r\nclosed for flooding: come back in a while\n";
const SERVER_FULL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\
content-length: 37\r\n\r\nthe server is full: try again later\n";

/// The accept loop's state.
struct Gate {
    ctx: Arc<Ctx>,
    app: Router,
    ceiling: SocketCeiling,
    refusals: QuietLog,
    warnings: QuietLog,
}

/// Accepts and serves sockets until the process ends.
pub async fn serve(
    listener: TcpListener,
    ctx: Arc<Ctx>,
    app: Router,
    ceiling: SocketCeiling,
) -> std::io::Result<()> {
    let gate = Gate {
        ctx,
        app,
        ceiling,
        refusals: QuietLog::default(),
        warnings: QuietLog::default(),
    };
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => gate.admit(stream, peer),
            Err(error) => gate.accept_failed(&error).await,
        }
    }
}

impl Gate {
    fn admit(&self, stream: TcpStream, peer: SocketAddr) {
        let config = &self.ctx.config;
        // A trusted proxy carries many players: each is counted at the address it
        // forwards once its WebSocket settles (`who`), so its handshakes are not.
        let proxy = who::is_trusted_proxy(peer.ip(), config);
        if !proxy
            && self
                .ctx
                .cool_off
                .kept_out(peer.ip(), Instant::now())
                .is_some()
        {
            return self.refuse(stream, peer, Refusal::CoolingOff);
        }
        let per_address = if proxy {
            self.ceiling.sockets
        } else {
            config.max_per_address
        };
        match self
            .ctx
            .limiter
            .try_open(peer.ip(), self.ceiling.sockets, per_address)
        {
            Ok(permit) => {
                self.warn_if_near();
                let _ = stream.set_nodelay(true);
                let timeouts = (config.header_timeout, config.handshake_timeout);
                tokio::spawn(serve_socket(
                    stream,
                    peer,
                    permit,
                    self.app.clone(),
                    timeouts,
                ));
            }
            Err(refusal) => self.refuse(stream, peer, refusal),
        }
    }

    /// Closes a socket over a limit at once, telling it why if that takes no waiting,
    /// and logs it once per address per interval.
    fn refuse(&self, stream: TcpStream, peer: SocketAddr, refusal: Refusal) {
        // Reading what has already come lets the close be a polite one, so the
        // answer is not lost to a reset.
        let mut scratch = [0u8; 2048];
        for _ in 0..4 {
            if !matches!(stream.try_read(&mut scratch), Ok(n) if n > 0) {
                break;
            }
        }
        let (answer, about) = match refusal {
            Refusal::TooManyFromAddress => (TOO_MANY_FROM_ADDRESS, Some(counted_as(peer.ip()))),
            Refusal::CoolingOff => (COOLING_OFF, Some(counted_as(peer.ip()))),
            Refusal::TooManyInTotal => (SERVER_FULL, None),
        };
        let _ = stream.try_write(answer);
        drop(stream);
        if let Verdict::Log { unlogged, shared } = self.refusals.event(about, Instant::now()) {
            let open = self.ctx.limiter.open_count();
            match refusal {
                Refusal::TooManyFromAddress => tracing::warn!(
                    %peer, refused_since = unlogged, other_addresses_too = shared,
                    "sockets refused: too many from this address"
                ),
                Refusal::CoolingOff => tracing::warn!(
                    %peer, refused_since = unlogged, other_addresses_too = shared,
                    "sockets refused: the address was closed for flooding a moment ago"
                ),
                Refusal::TooManyInTotal => tracing::warn!(
                    %peer, refused_since = unlogged, open, ceiling = self.ceiling.sockets,
                    file_limit = ?self.ceiling.file_limit,
                    "sockets refused: the server is full"
                ),
            }
        }
    }

    fn warn_if_near(&self) {
        let open = self.ctx.limiter.open_count();
        if open < self.ceiling.warn_at {
            return;
        }
        if let Verdict::Log { .. } = self.warnings.event(None, Instant::now()) {
            let why = if self.ceiling.bound_by_files(self.ctx.config.max_connections) {
                "near the open-file limit: new sockets will soon be refused"
            } else {
                "near --max-connections: new sockets will soon be refused"
            };
            tracing::warn!(open, ceiling = self.ceiling.sockets, file_limit = ?self.ceiling.file_limit, "{why}");
        }
    }

    async fn accept_failed(&self, error: &std::io::Error) {
        if !out_of_files(error) {
            // The peer gave up before it was accepted, and the like: its own affair.
            tracing::debug!(%error, "accept failed");
            return;
        }
        if let Verdict::Log { unlogged, .. } = self.warnings.event(None, Instant::now()) {
            let open = self.ctx.limiter.open_count();
            tracing::warn!(%error, open, failed_since = unlogged, "cannot accept: out of file descriptors");
        }
        tokio::time::sleep(OUT_OF_FILES_PAUSE).await;
    }
}

fn out_of_files(error: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        matches!(error.raw_os_error(), Some(libc::EMFILE | libc::ENFILE))
    }
    #[cfg(not(unix))]
    {
        let _ = error;
        false
    }
}

/// Serves one socket's HTTP until it closes or becomes a WebSocket (whose session
/// then holds the permit), within the deadlines.
async fn serve_socket(
    stream: TcpStream,
    peer: SocketAddr,
    permit: ConnectionPermit,
    app: Router,
    (header_timeout, handshake_timeout): (Duration, Duration),
) {
    let service = app.map_request(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        request.extensions_mut().insert(permit.clone());
        request
    });
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(header_timeout)
        .max_buf_size(MAX_HEAD_BYTES);
    let connection = http
        .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
        .with_upgrades();
    tokio::pin!(connection);
    let served = tokio::time::timeout(handshake_timeout, connection.as_mut()).await;
    if let Ok(result) = served {
        if let Err(error) = result {
            tracing::debug!(%peer, %error, "http connection ended");
        }
        return;
    }
    // Still plain HTTP: a page's kept-alive connection ends after its request in
    // flight; one that does not (a reader too slow to take a response) is dropped.
    connection.as_mut().graceful_shutdown();
    if tokio::time::timeout(handshake_timeout, connection)
        .await
        .is_err()
    {
        tracing::info!(%peer, "http connection closed: past its deadline");
    }
}
