//! The terminal's clipboard: text sent in an OSC 52 escape, which terminals that allow
//! it (most do, some only once told to) put on the system clipboard. Nothing comes
//! back to say whether it did. The text travels in base64, so whatever it holds, the
//! terminal reads no control character of it.

/// The OSC 52 escape that sets the clipboard (`c`) to `text`, ended by ST.
pub fn osc52(text: &str) -> String {
    format!("\u{1b}]52;c;{}\u{1b}\\", base64(text.as_bytes()))
}

/// Standard base64 (RFC 4648, with padding): a few lines rather than a dependency.
fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (i, &b)| group | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                let digit = (group >> (18 - 6 * i)) & 0x3f;
                out.push(char::from(DIGITS[digit as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_4648_test_vectors() {
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (text, encoded) in vectors {
            assert_eq!(base64(text.as_bytes()), encoded, "{text}");
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00]), "//4A");
    }

    #[test]
    fn the_escape_carries_the_text_in_base64_only() {
        assert_eq!(osc52("4453"), "\u{1b}]52;c;NDQ1Mw==\u{1b}\\");
        let hostile = osc52("\u{1b}]0;owned\u{7}");
        assert_eq!(hostile.matches('\u{1b}').count(), 2, "{hostile:?}");
        assert!(!hostile.contains('\u{7}'));
    }
}
