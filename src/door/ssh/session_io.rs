//! A session's two streams between the connection and the app: frames out, a bounded
//! few at a time, dropped (and later redrawn whole) when the client cannot keep up,
//! so a stalled client never blocks the app's thread; keys in, read into events,
//! with the idle clock that warns and then closes a session nobody plays.

use super::keys::{ESC_WAIT, KeyReader};
use super::limits::DoorLimits;
use crate::shell::{RemoteTerminal, Sent};
use russh::server::Handle;
use russh::{ChannelId, Disconnect};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until, timeout_at};

/// Frames waiting for a slow client before the next is dropped: a few frames of a
/// board are a few KiB.
const FRAMES_QUEUED: usize = 8;

/// Chunks of input waiting for the reader; a client sending faster loses input.
const INPUT_QUEUED: usize = 64;

/// How long a connection may stay after its session ended before it is closed.
const LEAVING_GRACE: Duration = Duration::from_secs(5);

/// What the pump sends on the channel, in order.
pub enum Frame {
    Bytes(Vec<u8>),
    /// The session is over: its exit status, then the channel closes, after every
    /// frame before it has gone (the last gives the terminal back its modes).
    End(u32),
}

/// Where the app's frames go: a queue the pump empties into the channel.
#[derive(Clone)]
pub struct Output {
    frames: mpsc::Sender<Frame>,
    dropped: Arc<AtomicBool>,
}

impl Output {
    /// A queue and the pump that sends its frames on `channel`; the pump starts once
    /// the terminal it draws for exists (`pump`).
    pub fn new() -> (Output, mpsc::Receiver<Frame>) {
        let (frames, queued) = mpsc::channel(FRAMES_QUEUED);
        let dropped = Arc::new(AtomicBool::new(false));
        (Output { frames, dropped }, queued)
    }

    /// Hands a frame over without waiting.
    pub fn send(&self, bytes: Vec<u8>) -> Sent {
        match self.frames.try_send(Frame::Bytes(bytes)) {
            Ok(()) => Sent::Queued,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.dropped.store(true, Ordering::Relaxed);
                Sent::Dropped
            }
            Err(mpsc::error::TrySendError::Closed(_)) => Sent::Gone,
        }
    }

    /// Ends the session once the frames queued before have gone; from the session's
    /// own thread, which waits for room in the queue (a client that never takes its
    /// frames is cut off by the connection's keepalive, which ends the wait).
    pub fn finish(&self, status: u32) {
        let _ = self.frames.blocking_send(Frame::End(status));
    }

    /// Sends the queued frames on `channel` as the client takes them; once the queue
    /// has run dry after a drop, the app redraws the whole screen.
    pub fn pump(
        &self,
        mut queued: mpsc::Receiver<Frame>,
        handle: Handle,
        channel: ChannelId,
        terminal: RemoteTerminal,
    ) {
        let dropped = Arc::clone(&self.dropped);
        tokio::spawn(async move {
            while let Some(frame) = queued.recv().await {
                let bytes = match frame {
                    Frame::Bytes(bytes) => bytes,
                    Frame::End(status) => {
                        let _ = handle.exit_status_request(channel, status).await;
                        let _ = handle.eof(channel).await;
                        let _ = handle.close(channel).await;
                        // A client leaves once its channel closes; one that stays
                        // would hold a connection no limit counts any more.
                        tokio::time::sleep(LEAVING_GRACE).await;
                        let _ = handle
                            .disconnect(
                                Disconnect::ByApplication,
                                "the game is over".into(),
                                String::new(),
                            )
                            .await;
                        return;
                    }
                };
                if handle.data(channel, bytes).await.is_err() {
                    terminal.close();
                    return;
                }
                if queued.is_empty() && dropped.swap(false, Ordering::Relaxed) {
                    terminal.caught_up();
                }
            }
        });
    }
}

/// Starts reading the client's keys for `terminal`; the sender takes the channel's
/// data as it comes. `on_idle` is called once the session has idled past its limit.
pub fn read_keys(
    terminal: RemoteTerminal,
    limits: &DoorLimits,
    on_idle: impl FnOnce() + Send + 'static,
) -> mpsc::Sender<Vec<u8>> {
    let (sender, mut chunks) = mpsc::channel::<Vec<u8>>(INPUT_QUEUED);
    let (idle, warning) = (limits.idle, limits.idle_warning.min(limits.idle));
    tokio::spawn(async move {
        let mut reader = KeyReader::default();
        let mut last_key = Instant::now();
        let mut warned = false;
        loop {
            let close_at = last_key + idle;
            let warn_at = close_at - warning;
            let wake = if reader.waiting() {
                Instant::now() + ESC_WAIT
            } else if warned {
                close_at
            } else {
                warn_at
            };
            match timeout_at(wake, chunks.recv()).await {
                Ok(Some(bytes)) => {
                    for event in reader.read(&bytes) {
                        terminal.feed(event);
                    }
                    last_key = Instant::now();
                    if warned {
                        warned = false;
                        terminal.set_banner(None);
                    }
                }
                // The connection is gone.
                Ok(None) => return,
                Err(_) if reader.waiting() => {
                    for event in reader.timed_out() {
                        terminal.feed(event);
                    }
                }
                Err(_) if !warned => {
                    warned = true;
                    terminal.set_banner(Some(format!(
                        "Nobody has pressed a key for a while: this session closes in {} s unless one is pressed",
                        warning.as_secs()
                    )));
                }
                Err(_) => {
                    sleep_until(close_at).await;
                    on_idle();
                    return;
                }
            }
        }
    });
    sender
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::ColourDepth;
    use ratatui::layout::Size;

    fn terminal() -> RemoteTerminal {
        RemoteTerminal::new(Size::new(80, 24), ColourDepth::TrueColour, |_| Sent::Queued)
    }

    fn limits(idle_ms: u64, warning_ms: u64) -> DoorLimits {
        DoorLimits {
            idle: Duration::from_millis(idle_ms),
            idle_warning: Duration::from_millis(warning_ms),
            ..DoorLimits::default()
        }
    }

    #[tokio::test]
    async fn an_idle_session_is_warned_then_closed() {
        let terminal = terminal();
        let (closed, was_closed) = tokio::sync::oneshot::channel();
        let _keys = read_keys(terminal.clone(), &limits(400, 200), move || {
            let _ = closed.send(());
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        let banner = terminal.banner().expect("a warning");
        assert!(banner.contains("closes in"), "{banner}");
        tokio::time::timeout(Duration::from_secs(2), was_closed)
            .await
            .expect("closed in time")
            .unwrap();
    }

    #[tokio::test]
    async fn a_key_takes_the_warning_back_and_starts_the_clock_again() {
        let terminal = terminal();
        let (closed, mut was_closed) = tokio::sync::oneshot::channel();
        let keys = read_keys(terminal.clone(), &limits(400, 200), move || {
            let _ = closed.send(());
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(terminal.banner().is_some());
        keys.send(b"x".to_vec()).await.unwrap();
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(terminal.banner(), None);
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(was_closed.try_recv().is_err(), "closed though a key came");
    }

    #[test]
    fn frames_past_the_queue_are_dropped_not_waited_for() {
        let (output, mut queued) = Output::new();
        for _ in 0..FRAMES_QUEUED {
            assert_eq!(output.send(vec![1]), Sent::Queued);
        }
        assert_eq!(output.send(vec![2]), Sent::Dropped);
        assert!(output.dropped.load(Ordering::Relaxed));
        queued.close();
        while queued.try_recv().is_ok() {}
        drop(queued);
        assert_eq!(output.send(vec![3]), Sent::Gone);
        assert!(matches!(Frame::End(0), Frame::End(0)));
    }
}
