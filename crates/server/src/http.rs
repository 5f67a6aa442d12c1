//! The HTTP side: `/ws` (the game protocol, for pages of allowed origins, after the
//! connection limits), `/health`, `/metrics` (Prometheus' text), and the page's files
//! at `/` when they were built (`page`).

use crate::ctx::Ctx;
use crate::limits::{ConnectionPermit, Settled, counted_as};
use crate::quiet_log::{QuietLog, Verdict};
use crate::{metrics, origin, page, session, who};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use connect4_protocol::InviteCode;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::time::Instant;

/// The largest WebSocket frame or message read at all. Larger than the protocol's
/// limit, so a message a little over it gets a `too_large` reply; beyond this the
/// socket is closed.
const WS_MAX_BYTES: usize = 64 * 1024;

/// The socket's read buffer: one client message. tungstenite's default is far larger
/// and is filled with zeros at the first read, so every idle connection kept all of
/// it resident; a larger frame still grows the buffer while it arrives.
const WS_READ_BUFFER: usize = connect4_protocol::MAX_MESSAGE_BYTES;

/// Handshakes refused at `/ws`, logged once per address per interval: a client can
/// ask again as fast as it likes.
#[derive(Debug, Default)]
struct Refused {
    origin: QuietLog,
    crowded: QuietLog,
}

pub fn router(ctx: Arc<Ctx>) -> Router {
    let web = ctx.config.web_dir.clone().filter(|dir| dir.is_dir());
    let router = Router::new()
        .route("/ws", get(upgrade))
        .layer(Extension(Arc::new(Refused::default())))
        .route("/health", get(health))
        .route("/metrics", get(metrics))
        .with_state(ctx);
    match web {
        Some(dir) => router.fallback_service(page::files(dir)),
        None => router,
    }
}

async fn upgrade(
    State(ctx): State<Arc<Ctx>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Extension(permit): Extension<ConnectionPermit>,
    Extension(refused): Extension<Arc<Refused>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    ws: WebSocketUpgrade,
) -> Response {
    let config = &ctx.config;
    if !origin::allowed(&headers, &config.allowed_origins) {
        return refuse_origin(&refused, peer, &headers);
    }
    let who = who::who(peer.ip(), &headers, config);
    let addr = match who {
        Settled::Player(ip) => SocketAddr::new(ip, peer.port()),
        Settled::Door(_) => peer,
    };
    // Behind a trusted proxy, a flooder is known only now, by the address forwarded.
    if let Settled::Player(ip) = who
        && (ctx.cool_off.kept_out(ip, Instant::now()).is_some()
            || !ctx.upgrades.take(ip, Instant::now()))
    {
        return refuse_crowded(&refused, addr);
    }
    if permit.settle(who, config.max_per_address).is_err() {
        return refuse_crowded(&refused, addr);
    }
    let join = query.as_deref().and_then(join_asked);
    ws.max_message_size(WS_MAX_BYTES)
        .max_frame_size(WS_MAX_BYTES)
        .read_buffer_size(WS_READ_BUFFER)
        .on_upgrade(move |socket| session::serve(ctx, socket, addr, permit, who, join))
}

/// The game a redirect from another node carries a join of (`?join=CODE`).
fn join_asked(query: &str) -> Option<InviteCode> {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == session::JOIN_PARAM)
        .and_then(|(_, code)| InviteCode::parse(code).ok())
}

fn refuse_origin(refused: &Refused, peer: SocketAddr, headers: &HeaderMap) -> Response {
    let verdict = refused
        .origin
        .event(Some(counted_as(peer.ip())), Instant::now());
    if let Verdict::Log { unlogged, .. } = verdict {
        let origin = origin::shown(headers);
        tracing::warn!(%peer, origin, refused_since = unlogged,
            "connection refused: a page of another origin");
    }
    (StatusCode::FORBIDDEN, "this page may not play here").into_response()
}

fn refuse_crowded(refused: &Refused, addr: SocketAddr) -> Response {
    let verdict = refused
        .crowded
        .event(Some(counted_as(addr.ip())), Instant::now());
    if let Verdict::Log { unlogged, .. } = verdict {
        tracing::warn!(%addr, refused_since = unlogged,
            "connection refused: too many from this address");
    }
    (
        StatusCode::TOO_MANY_REQUESTS,
        "too many connections from your address",
    )
        .into_response()
}

/// The server's metrics, in Prometheus' text format.
async fn metrics(State(ctx): State<Arc<Ctx>>) -> impl IntoResponse {
    let limiter = &ctx.limiter;
    let now = metrics::Now {
        sockets: limiter.open_count(),
        connections: limiter.websocket_count(),
        games: ctx.registry.game_count(),
    };
    let text = ctx.metrics.render(now);
    let kind = "text/plain; version=0.0.4; charset=utf-8";
    ([(axum::http::header::CONTENT_TYPE, kind)], text)
}

/// Whether this server can serve: 200 while its store takes changes and it holds
/// its lease, 503 with the reason once it does not, or while it drains (a load
/// balancer then sends its players elsewhere). Read from the account of the store's
/// health the writer and the lease keep, never from the database: it answers at
/// once whatever the load, and turns 200 within a renewal of the store's return.
async fn health(State(ctx): State<Arc<Ctx>>) -> impl IntoResponse {
    let failing = ctx.db.health().failing();
    let lease = ctx.node.holds_lease();
    let draining = ctx.node.draining();
    let well = failing.is_none() && lease && !draining;
    let mut body = serde_json::json!({
        "status": if well { "ok" } else { "unavailable" },
        "version": connect4_protocol::PROTOCOL_VERSION,
        "games": ctx.registry.game_count(),
        "connections": ctx.limiter.open_count(),
        "node": ctx.node.id().to_string(),
        "lease": lease,
        "draining": draining,
    });
    if let Some(why) = failing {
        body["database"] = serde_json::Value::String(why);
    }
    let code = if well {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let kind = [(axum::http::header::CONTENT_TYPE, "application/json")];
    (code, kind, body.to_string())
}
