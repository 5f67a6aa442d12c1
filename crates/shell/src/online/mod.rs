//! A game online as every game shares it: the server's news applied through the seat
//! driver, each seat's rating and clock for the panel, what this player says to the
//! server, and the keys that say it; and the words every client shows of its
//! connection.

pub(super) mod link_status;
pub(super) mod online_news;
pub(super) mod online_seats;
pub(super) mod online_words;
pub(super) mod tell;
