//! Where a client's connection to the server stands, in the words a person is shown:
//! the one writer of each connection-status text, so the terminal, the door and the
//! page say the same thing for the same state. Each text is written once, as a
//! sentence; a status line (which starts lowercase, as "you 4:05 · bob 3:00" does)
//! and a screen reader (which reads an ellipsis aloud) take it from there.

/// Where the connection stands, as far as a person needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkStatus<'a> {
    /// The first connection under way, to the server at `url` as the player `name`
    /// (escaped by the caller).
    Connecting { url: &'a str, name: &'a str },
    /// Welcomed: nothing to say.
    Up,
    /// Lost after a welcome: the client core is connecting again.
    Reconnecting,
    /// Never welcomed yet, and trying again: the server at `url` cannot be reached,
    /// with what the client knows of why, if anything.
    Unreached { url: &'a str, hint: Option<&'a str> },
    /// Given up (the server refused, or wants a newer client): nothing more comes.
    Stopped,
}

impl LinkStatus<'_> {
    /// Up, or connecting again after a loss: what a screen that only knows whether
    /// the connection is up shows.
    pub fn of(up: bool) -> LinkStatus<'static> {
        if up {
            LinkStatus::Up
        } else {
            LinkStatus::Reconnecting
        }
    }

    /// The status as a sentence of its own (a panel, the lobby's news); `None` when up.
    pub fn sentence(&self) -> Option<String> {
        Some(match self {
            LinkStatus::Up => return None,
            LinkStatus::Connecting { url, name } => format!("Connecting to {url} as {name}…"),
            LinkStatus::Reconnecting => "Connection lost: reconnecting…".to_string(),
            LinkStatus::Unreached { url, hint: None } => {
                format!("Cannot reach the server at {url}: trying again…")
            }
            LinkStatus::Unreached {
                url,
                hint: Some(hint),
            } => format!("Cannot reach the server at {url} ({hint}): trying again…"),
            LinkStatus::Stopped => "Not connected to the server".to_string(),
        })
    }

    /// The status as a part of a status line, which starts lowercase.
    pub fn in_line(&self) -> Option<String> {
        Some(as_clause(&self.sentence()?))
    }

    /// The status for a screen reader, which would read the trailing ellipsis.
    pub fn spoken(&self) -> Option<String> {
        let sentence = self.sentence()?;
        Some(sentence.trim_end_matches('…').to_string())
    }
}

/// A refusal or a complaint of the server's, in its words, as every client shows it
/// (escaped where it is drawn).
pub fn server_says(words: &str) -> String {
    format!("The server says: {words}")
}

/// Why the terminal's seating or hello ended with no word from the server: the
/// transport's thread has gone. An error's words, so lowercase.
pub fn link_failed() -> String {
    "the link to the server failed".to_string()
}

/// A sentence as a part of a line: a status line (which starts lowercase, as "you
/// 4:05 · bob 3:00" does) or an error.
pub fn as_clause(sentence: &str) -> String {
    let mut chars = sentence.chars();
    let first = chars.next().map(|c| c.to_lowercase().to_string());
    first.unwrap_or_default() + chars.as_str()
}

#[cfg(test)]
#[path = "link_status_tests.rs"]
mod tests;
