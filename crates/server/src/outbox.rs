//! Where messages to one connection go: a bounded queue its writer task drains. A
//! game never waits on a slow client: a full queue closes that client instead.
//!
//! A close has two ways to reach the writer. A polite one goes through the queue, so
//! what was queued before it (the last refusals) is sent first. But a full queue has
//! no room for it, and a client that never reads keeps the queue full for good: so
//! the outbox also holds a cut signal beside the queue, which the writer watches
//! while it waits for the queue and for the socket, and which ends the connection at
//! once however full the queue is.

use crate::metrics::Metrics;
use connect4_protocol::{
    GameKind, LobbyView, Reads, ServerMessage, as_spoken, encode, lobby_as_read,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::{mpsc, watch};

/// Messages queued for one connection before it counts as stuck.
pub const OUTBOX_CAPACITY: usize = 256;

/// A connection's number, unique while the server runs.
pub type ConnId = u64;

/// What a connection's writer does next.
#[derive(Debug)]
pub enum Outgoing {
    /// A message, encoded once for everyone it goes to.
    Text(Arc<str>),
    /// Close the socket.
    Close,
}

/// The lobby, encoded once for each set of games its clients read: most read the same
/// games, so a round of the lobby to thousands of followers encodes it a few times.
#[derive(Debug)]
pub struct LobbyTexts {
    view: LobbyView,
    /// Whole, for clients that read every game.
    pub whole: Arc<str>,
    encode: fn(LobbyView) -> Arc<str>,
    by_reads: Mutex<HashMap<Reads, Arc<str>>>,
}

impl LobbyTexts {
    /// `view`, encoded by `encode` (which cuts it to fit a message).
    pub fn new(view: LobbyView, encode: fn(LobbyView) -> Arc<str>) -> LobbyTexts {
        LobbyTexts {
            whole: encode(view.clone()),
            view,
            encode,
            by_reads: Mutex::default(),
        }
    }

    /// The lobby as a client reading `reads` is sent it.
    fn for_reads(&self, reads: &Reads) -> Arc<str> {
        if *reads == Reads::Every {
            return Arc::clone(&self.whole);
        }
        let mut known = self.by_reads.lock().unwrap_or_else(|e| e.into_inner());
        let text = known
            .entry(reads.clone())
            .or_insert_with(|| (self.encode)(lobby_as_read(&self.view, reads)));
        Arc::clone(text)
    }
}

/// The sending end of a connection's queue.
#[derive(Debug, Clone)]
pub struct Outbox {
    pub conn: ConnId,
    /// The games its client reads, from its hello (every game until then): it is sent
    /// nothing of the others.
    reads: Arc<OnceLock<Reads>>,
    tx: mpsc::Sender<Outgoing>,
    cut: Arc<watch::Sender<bool>>,
    /// Where refusals sent through it are counted, if anywhere.
    metrics: Option<Arc<Metrics>>,
}

/// What the writer task holds: the queue's receiving end and the cut signal.
#[derive(Debug)]
pub struct OutboxReader {
    rx: mpsc::Receiver<Outgoing>,
    cut: watch::Receiver<bool>,
}

impl Outbox {
    /// A connection's outbox and the reader its writer task drains.
    pub fn new(conn: ConnId, capacity: usize) -> (Outbox, OutboxReader) {
        let (tx, rx) = mpsc::channel(capacity);
        let (cut, cut_rx) = watch::channel(false);
        let outbox = Outbox {
            conn,
            reads: Arc::default(),
            tx,
            cut: Arc::new(cut),
            metrics: None,
        };
        (outbox, OutboxReader { rx, cut: cut_rx })
    }

    /// The same outbox, its refusals counted in `metrics`.
    pub fn counted_in(self, metrics: Arc<Metrics>) -> Outbox {
        Outbox {
            metrics: Some(metrics),
            ..self
        }
    }

    /// Its client reads `reads` (said in its hello, once).
    pub fn reads_only(&self, reads: Reads) {
        let _ = self.reads.set(reads);
    }

    fn reads(&self) -> &Reads {
        static EVERY: Reads = Reads::Every;
        self.reads.get().unwrap_or(&EVERY)
    }

    /// Whether its client reads a game of `kind`.
    pub fn reads_kind(&self, kind: &GameKind) -> bool {
        self.reads().game(kind.game().as_str())
    }

    pub fn send(&self, message: &ServerMessage) {
        if let (ServerMessage::Error { code, .. }, Some(metrics)) = (message, &self.metrics) {
            metrics.refused(*code);
        }
        let spoken = as_spoken(message, self.reads());
        self.send_text(encode(&spoken).into());
    }

    /// Queues the lobby as its client reads it.
    pub fn send_lobby(&self, texts: &LobbyTexts) {
        self.send_text(texts.for_reads(self.reads()));
    }

    /// Queues text already encoded; a full queue cuts the connection.
    pub fn send_text(&self, text: Arc<str>) {
        if self.tx.try_send(Outgoing::Text(text)).is_err() {
            self.cut();
        }
    }

    /// Closes after what is queued; at once if the queue is full.
    pub fn close(&self) {
        if self.tx.try_send(Outgoing::Close).is_err() {
            self.cut();
        }
    }

    /// Ends the connection now, dropping whatever is queued.
    pub fn cut(&self) {
        self.cut.send_replace(true);
    }
}

impl OutboxReader {
    /// What to write next; none once the connection is cut or every outbox is gone.
    pub async fn next(&mut self) -> Option<Outgoing> {
        tokio::select! {
            biased;
            () = cut(&mut self.cut) => None,
            outgoing = self.rx.recv() => outgoing,
        }
    }

    /// Resolves once the connection is cut (never, while it is not).
    pub async fn cut(&mut self) {
        cut(&mut self.cut).await;
    }
}

async fn cut(signal: &mut watch::Receiver<bool>) {
    // An error means every outbox is gone, and with them any cut: wait forever, the
    // queue's end then tells the writer.
    if signal.wait_for(|&cut| cut).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// A message encoded once, to send to many.
pub fn encoded(message: &ServerMessage) -> Arc<str> {
    encode(message).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::FutureExt;

    #[test]
    fn a_full_queue_cuts_the_connection() {
        let (outbox, mut reader) = Outbox::new(1, 2);
        outbox.send_text("a".into());
        outbox.send_text("b".into());
        assert!(reader.cut().now_or_never().is_none(), "not cut while room");
        outbox.send_text("c".into());
        assert!(reader.cut().now_or_never().is_some());
        assert!(
            reader.next().now_or_never().unwrap().is_none(),
            "nothing more"
        );
    }

    #[test]
    fn a_close_on_a_full_queue_cuts() {
        let (outbox, mut reader) = Outbox::new(1, 1);
        outbox.close();
        assert!(
            reader.cut().now_or_never().is_none(),
            "the close was queued"
        );
        outbox.close();
        assert!(reader.cut().now_or_never().is_some());
    }
}
