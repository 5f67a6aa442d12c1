//! A short text kept inline, so the kinds that carry it stay `Copy` and hashable
//! however often the server and the clients pass them around.

use std::fmt;

/// At most `N` bytes of UTF-8, stored in place.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Inline<const N: usize> {
    len: u8,
    bytes: [u8; N],
}

impl<const N: usize> Inline<N> {
    /// `text` kept inline, or `None` when it is longer than `N` bytes.
    pub(crate) const fn new(text: &str) -> Option<Inline<N>> {
        let from = text.as_bytes();
        if from.len() > N || from.len() > u8::MAX as usize {
            return None;
        }
        let mut bytes = [0; N];
        let mut at = 0;
        while at < from.len() {
            bytes[at] = from[at];
            at += 1;
        }
        Some(Inline {
            len: from.len() as u8,
            bytes,
        })
    }

    pub(crate) fn as_str(&self) -> &str {
        let used = &self.bytes[..usize::from(self.len)];
        // Built only from a `&str`, whole: always UTF-8.
        std::str::from_utf8(used).expect("an inline text is built from a str")
    }
}

impl<const N: usize> fmt::Debug for Inline<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_kept_whole_up_to_its_room_and_refused_past_it() {
        let kept = Inline::<8>::new("dé 1").unwrap();
        assert_eq!(kept.as_str(), "dé 1");
        assert_eq!(Inline::<8>::new("12345678").unwrap().as_str(), "12345678");
        assert!(Inline::<8>::new("123456789").is_none());
        assert_eq!(Inline::<8>::new("").unwrap().as_str(), "");
    }
}
