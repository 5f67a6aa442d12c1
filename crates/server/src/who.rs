//! Who a `/ws` handshake comes from, for the limits per address: the ssh door (by the
//! credential it shares with the server in this process, never by its address: behind
//! a TLS proxy on this machine every player comes from the door's address too), a
//! player behind a trusted proxy (at the address that proxy forwarded), or the peer.

use crate::config::Config;
use crate::limits::Settled;
use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};

pub use connect4_protocol::{DOOR_CLIENT_HEADER, DOOR_HEADER};

const FORWARDED_FOR: &str = "x-forwarded-for";

/// A fresh credential for the door: 32 random bytes, in hex.
pub fn new_door_key() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Who the handshake from `peer` with `headers` is.
pub fn who(peer: IpAddr, headers: &HeaderMap, config: &Config) -> Settled {
    if let Some(key) = &config.door_key
        && carries(headers, key)
    {
        return Settled::Door(door_client(headers));
    }
    if is_trusted_proxy(peer, config)
        && let Some(player) = forwarded_for(headers)
    {
        return Settled::Player(player);
    }
    Settled::Player(peer)
}

pub fn is_trusted_proxy(peer: IpAddr, config: &Config) -> bool {
    let peer = peer.to_canonical();
    config
        .trusted_proxies
        .iter()
        .any(|proxy| proxy.to_canonical() == peer)
}

/// Whether the door's header holds `key` (compared in constant time).
fn carries(headers: &HeaderMap, key: &str) -> bool {
    headers.get_all(DOOR_HEADER).iter().any(|value| {
        let (theirs, ours) = (value.as_bytes(), key.as_bytes());
        theirs.len() == ours.len()
            && theirs
                .iter()
                .zip(ours)
                .fold(0u8, |diff, (a, b)| diff | (a ^ b))
                == 0
    })
}

/// The visitor's address the door names, if it names one.
fn door_client(headers: &HeaderMap) -> Option<IpAddr> {
    headers
        .get(DOOR_CLIENT_HEADER)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// The last address in `X-Forwarded-For`: the one the trusted proxy added, as the
/// client may have written any before it. Some proxies add a port.
fn forwarded_for(headers: &HeaderMap) -> Option<IpAddr> {
    let last_header = headers.get_all(FORWARDED_FOR).iter().next_back()?;
    let last = last_header.to_str().ok()?.rsplit(',').next()?.trim();
    last.parse::<IpAddr>()
        .ok()
        .or_else(|| last.parse::<SocketAddr>().ok().map(|a| a.ip()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::path::PathBuf;

    fn with(name: &'static str, values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(name, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    fn config(proxy: Option<IpAddr>, key: Option<&str>) -> Config {
        let mut config = Config::new(PathBuf::new(), crate::test_games::GAMES);
        config.trusted_proxies.extend(proxy);
        config.door_key = key.map(str::to_string);
        config
    }

    const LOOPBACK: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

    #[test]
    fn the_forwarded_address_counts_only_from_a_trusted_proxy_and_only_its_last_hop() {
        let forwarded = with(FORWARDED_FOR, &["6.6.6.6, 203.0.113.9"]);
        let player: IpAddr = [203, 0, 113, 9].into();
        assert_eq!(
            who(LOOPBACK, &forwarded, &config(Some(LOOPBACK), None)),
            Settled::Player(player)
        );
        assert_eq!(
            who(LOOPBACK, &forwarded, &config(None, None)),
            Settled::Player(LOOPBACK)
        );
        let two_headers = with(FORWARDED_FOR, &["6.6.6.6", "203.0.113.9:5123"]);
        assert_eq!(
            who(LOOPBACK, &two_headers, &config(Some(LOOPBACK), None)),
            Settled::Player(player)
        );
        let garbage = with(FORWARDED_FOR, &["203.0.113.9, unknown"]);
        assert_eq!(
            who(LOOPBACK, &garbage, &config(Some(LOOPBACK), None)),
            Settled::Player(LOOPBACK)
        );
    }

    #[test]
    fn only_the_doors_key_makes_the_door() {
        let key = new_door_key().unwrap();
        assert_eq!(key.len(), 64);
        let door = config(None, Some(&key));
        assert_eq!(
            who(LOOPBACK, &with(DOOR_HEADER, &[&key]), &door),
            Settled::Door(None)
        );
        let mut visitor = with(DOOR_HEADER, &[&key]);
        visitor.insert(DOOR_CLIENT_HEADER, HeaderValue::from_static("203.0.113.9"));
        assert_eq!(
            who(LOOPBACK, &visitor, &door),
            Settled::Door(Some([203, 0, 113, 9].into()))
        );
        // Without the key, the visitor's address is anyone's say: not believed.
        let forged = with(DOOR_CLIENT_HEADER, &["203.0.113.9"]);
        assert_eq!(who(LOOPBACK, &forged, &door), Settled::Player(LOOPBACK));
        let wrong = with(DOOR_HEADER, &[&new_door_key().unwrap()]);
        assert_eq!(who(LOOPBACK, &wrong, &door), Settled::Player(LOOPBACK));
        let keyless = config(None, None);
        assert_eq!(
            who(LOOPBACK, &with(DOOR_HEADER, &[&key]), &keyless),
            Settled::Player(LOOPBACK)
        );
    }
}
