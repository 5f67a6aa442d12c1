//! A client core for the glue's tests, as the transports hold one: welcomed, holding
//! the game the server sent whole, its hello and news already taken; and that game.

use connect4_client::Identity;
use connect4_client::core::{Action, Core};
use connect4_protocol::{
    ByPlayer, GameSnapshot, GameStatus, InviteCode, PROTOCOL_VERSION, Player, PlayerInfo, SeatInfo,
    ServerMessage,
};

/// The invite code `text`.
pub fn code(text: &str) -> InviteCode {
    InviteCode::parse(text).unwrap()
}

/// The game `code_text`, ann playing bob from the first seat, unrated, no clock,
/// no move yet; the rematch of `rematch_of`, if given.
pub fn game(code_text: &str, rematch_of: Option<&str>) -> GameSnapshot {
    let seat = |name: &str| {
        Some(SeatInfo {
            name: name.to_string(),
            rating: None,
            connected: true,
        })
    };
    GameSnapshot {
        code: code(code_text),
        kind: connect4_classic::game::wire::STANDARD,
        clock: None,
        rated: false,
        seats: ByPlayer::new(seat("ann"), seat("bob")),
        moves: Vec::new(),
        clocks: None,
        status: GameStatus::Playing,
        result: None,
        you: Some(Player::One),
        draw_offer: None,
        rematch_of: rematch_of.map(code),
    }
}

/// The only link the test core opens.
pub const LINK: u64 = 1;

/// A core welcomed as ann that was sent `game` whole.
pub fn holding(game: &GameSnapshot) -> Core {
    let mut core = Core::new(
        "ws://server.test/ws",
        Identity::new("ann", None),
        crate::games::PLAYED,
        7,
        0,
    );
    core.opened(LINK, 0);
    core.received(LINK, welcome(), 0);
    core.received(LINK, ServerMessage::Game { game: game.clone() }, 0);
    while core.poll_event().is_some() {}
    sent(&mut core);
    core
}

/// What the core was asked to send since last asked.
pub fn sent(core: &mut Core) -> Vec<Action> {
    std::iter::from_fn(|| core.poll_action())
        .filter(|action| matches!(action, Action::Send { .. }))
        .collect()
}

/// Cuts the core's `link`, lets its backoff pass, and has the server welcome it on
/// a new one and send `game` whole; the new link. The core's news is left to take.
pub fn resync(core: &mut Core, link: u64, game: &GameSnapshot, now: u64) -> u64 {
    core.closed(link, "cut", now);
    let due = core.deadline().expect("trying again");
    core.tick(due);
    let link = current(core).expect("a new link");
    core.opened(link, due);
    core.received(link, welcome(), due);
    core.received(link, ServerMessage::Game { game: game.clone() }, due);
    sent(core);
    link
}

/// The link the core last asked to open, its other actions dropped.
fn current(core: &mut Core) -> Option<u64> {
    std::iter::from_fn(|| core.poll_action())
        .filter_map(|action| match action {
            Action::Connect { link, .. } => Some(link),
            _ => None,
        })
        .last()
}

fn welcome() -> ServerMessage {
    ServerMessage::Welcome {
        version: PROTOCOL_VERSION,
        player: PlayerInfo {
            name: "ann".into(),
            ratings: Vec::new(),
        },
        token: "t".into(),
    }
}
