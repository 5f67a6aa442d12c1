//! `[online] page`: the address of the page that the links `s` shows open. By default
//! the page `connect4 serve` serves at `/` on this machine; whoever runs a server
//! elsewhere sets it to that server's page.

use serde::de::{self, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// The page's address: `http://` or `https://`, a host, maybe a port and a path, and
/// no fragment (the link's fragment holds the moves).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PageUrl(String);

impl PageUrl {
    /// Where `connect4 serve` serves the page by default.
    pub const LOCAL: &str = "http://127.0.0.1:4747/";

    /// `None` unless `url` is a web address with a host and nothing odd in it. Checked
    /// so that the link shown on the screen and sent to the clipboard is text a
    /// terminal prints as it is.
    pub fn new(url: &str) -> Option<Self> {
        let rest = url
            .strip_prefix("http://")
            .or_else(|| url.strip_prefix("https://"))?;
        let host = rest.split(['/', ':', '?']).next().unwrap_or_default();
        let odd = |c: char| c.is_whitespace() || c.is_control() || c == '#';
        let fits = !host.is_empty() && url.len() <= 200 && !url.chars().any(odd);
        fits.then(|| PageUrl(url.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for PageUrl {
    fn default() -> Self {
        PageUrl(PageUrl::LOCAL.to_string())
    }
}

impl<'de> Deserialize<'de> for PageUrl {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PageVisitor;
        impl Visitor<'_> for PageVisitor {
            type Value = PageUrl;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a page address such as \"{}\" (http:// or https://, no #)",
                    PageUrl::LOCAL
                )
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<PageUrl, E> {
                PageUrl::new(value).ok_or_else(|| E::invalid_value(Unexpected::Str(value), &self))
            }
        }
        deserializer.deserialize_str(PageVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_addresses_are_web_urls_with_a_host_and_no_fragment() {
        for good in [
            PageUrl::LOCAL,
            "https://play.example.org/connect4/",
            "http://example.org",
            "http://[::1]:8080/",
        ] {
            assert!(PageUrl::new(good).is_some(), "{good}");
        }
        for bad in [
            "ws://127.0.0.1:4747",
            "http://",
            "https:///x",
            "http://a b/",
            "http://example.org/#moves=4",
            "http://example.org/\u{1b}[2J",
            "example.org",
        ] {
            assert!(PageUrl::new(bad).is_none(), "{bad}");
        }
        assert!(PageUrl::new(&format!("http://x/{}", "a".repeat(200))).is_none());
    }
}
