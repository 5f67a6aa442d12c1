//! A game online named in a page's address: `#join=K7MX3P` takes the second seat of
//! that game (or one's own seat again), `#watch=K7MX3P` watches it, and
//! `#host=connect4` or `#host=checkers&clock=5+3` hosts a new one (`&unrated` for
//! no rating). So an invite is a
//! link, and a page reloaded mid-game comes back to it. The server that served the
//! page is the one played on: its WebSocket is at `/ws` of the same host.

use super::seating::Start;
use crate::games;
use connect4_protocol::{Clock, InviteCode};

/// The start the fragment (the address after `#`, without it) asks for: `None` for a
/// fragment that names no game online (the page plays on this machine), an error
/// saying what is wrong with one that tries.
pub fn start_in(fragment: &str) -> Option<Result<Start, String>> {
    let fragment = fragment.trim_start_matches('#');
    let mut fields = fragment.split('&');
    let (key, value) = fields.next()?.split_once('=')?;
    let code = || InviteCode::parse(value).map_err(|error| format!("the link's code {}", error));
    Some(match key {
        "join" => code().map(Start::Join),
        "watch" => code().map(Start::Watch),
        "host" => host(value, fields),
        _ => return None,
    })
}

fn host<'a>(game: &str, options: impl Iterator<Item = &'a str>) -> Result<Start, String> {
    let Some(game) = games::from_name(game) else {
        return Err(format!("the link hosts {}", games::names().join(" or ")));
    };
    let kind = games::entry(game).kind();
    let (mut clock, mut rated) = (None, true);
    for option in options {
        match option.split_once('=') {
            Some(("clock", text)) => {
                clock = Some(Clock::parse(text).map_err(|error| error.to_string())?);
            }
            None if option == "unrated" => rated = false,
            _ => {
                return Err(
                    "the link's hosting takes a clock (clock=5+3) and unrated only".to_string(),
                );
            }
        }
    }
    Ok(Start::Host { kind, clock, rated })
}

/// The fragment that asks for `start` (without `#`), as `start_in` reads it.
pub fn fragment(start: &Start) -> String {
    match start {
        Start::Join(code) => format!("join={code}"),
        Start::Watch(code) => format!("watch={code}"),
        Start::Host { kind, clock, rated } => {
            let game = kind.game();
            let clock = clock.map(|clock| format!("&clock={clock}"));
            let unrated = if *rated { "" } else { "&unrated" };
            format!("host={game}{}{unrated}", clock.unwrap_or_default())
        }
    }
}

/// The server's WebSocket for a page served over `protocol` (`http:` or `https:`,
/// as the browser's location gives it) from `host` (with its port): `ws://host/ws`,
/// or `wss://` behind TLS.
pub fn socket_url(protocol: &str, host: &str) -> String {
    let scheme = if protocol == "https:" { "wss" } else { "ws" };
    format!("{scheme}://{host}/ws")
}

/// How a page names the server of `url` to a player: its host (and port), without
/// the scheme or the socket's path (`ws://example.org:4747/ws` is `example.org:4747`).
pub fn server_host(url: &str) -> &str {
    let rest = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"))
        .unwrap_or(url);
    rest.split(['/', '?', '#']).next().unwrap_or(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_is_named_by_its_host_and_port() {
        assert_eq!(server_host("ws://127.0.0.1:4747/ws"), "127.0.0.1:4747");
        assert_eq!(server_host("wss://play.example.org/ws"), "play.example.org");
        assert_eq!(
            server_host("wss://play.example.org/ws?x=1"),
            "play.example.org"
        );
        assert_eq!(server_host(&socket_url("https:", "h:8443")), "h:8443");
        assert_eq!(server_host("example.org"), "example.org");
    }

    fn code(text: &str) -> InviteCode {
        InviteCode::parse(text).unwrap()
    }

    #[test]
    fn links_name_a_game_to_join_watch_or_host_and_read_back() {
        assert_eq!(
            start_in("#join=k7mx3p"),
            Some(Ok(Start::Join(code("K7MX3P"))))
        );
        assert_eq!(
            start_in("watch=K7MX3P"),
            Some(Ok(Start::Watch(code("K7MX3P"))))
        );
        let hosted = Start::Host {
            kind: connect4_checkers::wire::KIND,
            clock: Some(Clock::parse("5+3").unwrap()),
            rated: true,
        };
        assert_eq!(start_in("host=checkers&clock=5+3"), Some(Ok(hosted)));
        let bullet = Start::Host {
            kind: connect4_classic::game::wire::STANDARD,
            clock: Some(Clock::parse("0.5+0").unwrap()),
            rated: false,
        };
        assert_eq!(
            start_in("host=connect4&clock=0.5+0&unrated"),
            Some(Ok(bullet))
        );
        for start in [
            hosted,
            bullet,
            Start::Join(code("K7MX3P")),
            Start::Watch(code("23456Z")),
        ] {
            assert_eq!(start_in(&fragment(&start)), Some(Ok(start)));
        }
        let plain = Start::Host {
            kind: connect4_classic::game::wire::STANDARD,
            clock: None,
            rated: true,
        };
        assert_eq!(fragment(&plain), "host=connect4");
    }

    #[test]
    fn other_fragments_play_here_and_broken_links_say_why() {
        assert_eq!(start_in(""), None);
        assert_eq!(start_in("#settings"), None);
        assert_eq!(start_in("top=1"), None);
        let wrong = start_in("join=K7MX3").unwrap().unwrap_err();
        assert!(wrong.contains("6 characters"), "{wrong}");
        assert!(start_in("join=K7MX3O").unwrap().is_err());
        assert!(start_in("host=chess").unwrap().is_err());
        assert!(start_in("host=connect4&clock=5").unwrap().is_err());
        assert!(start_in("host=connect4&size=9x9").unwrap().is_err());
    }

    #[test]
    fn the_socket_is_the_pages_own_server_at_ws() {
        assert_eq!(
            socket_url("http:", "127.0.0.1:4747"),
            "ws://127.0.0.1:4747/ws"
        );
        assert_eq!(
            socket_url("https:", "play.example.org"),
            "wss://play.example.org/ws"
        );
    }
}
