//! `connect4 host` and `connect4 join`: a game with someone on another machine,
//! through the server. Before the board opens, in plain lines: say hello as this
//! player (the name given, remembered or asked once), create the game and show its
//! invite code or join one by code, and wait until both seats are taken. Then the
//! board opens with the opponent's seat played elsewhere (`online/board.rs`).
//! `connect4 online`, the lobby then the boards opened from it, is `online/lobby.rs`;
//! the flags of them all are `cli/online_args.rs`.

pub mod board;
pub mod lobby;

use crate::cli::UserError;
use crate::cli::online_args::ServerArgs;
use crate::config::Config;
use crate::online::{Identities, Identity, Start, Step, Transport, seat_on};
use crate::scoreboard::ScoreStore;
use crate::shell::{as_clause, link_failed, server_says};
use connect4_classic::escape::escape_cut;
use connect4_classic::game::{name_fault, name_key};
use connect4_client::Welcome;
use connect4_protocol::{GameSnapshot, PlayerInfo};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// A game both seats sit at, and the connection it came on.
pub struct Seated {
    pub transport: Transport,
    pub game: GameSnapshot,
}

/// A connection the server has welcomed, and as whom.
pub struct Connected {
    pub transport: Transport,
    pub identity: Identity,
    /// The player as the server knows them, with their ratings.
    pub player: PlayerInfo,
}

/// Connects as this player and waits, in plain lines on stderr, until the game
/// starts.
pub fn seat_at_game(
    args: &ServerArgs,
    config: &Config,
    data: Option<PathBuf>,
    start: Start,
) -> color_eyre::Result<Seated> {
    let Connected { transport, .. } = connect(args, config, data)?;
    let steps = seat_on(&transport, start);
    let game = loop {
        match steps.next() {
            Some(Step::Hosted(code)) => eprintln!(
                "Invite code {code}: your opponent runs `connect4 join {code}`. Waiting for them… (Ctrl-C gives up)"
            ),
            Some(Step::Ready(game)) => break game,
            Some(Step::Refused(why)) => {
                let why = escape_cut(&why, 200);
                return Err(UserError(as_clause(&server_says(&why))).into());
            }
            Some(Step::Send(_)) => {}
            None => return Err(color_eyre::eyre::eyre!(link_failed())),
        }
    };
    Ok(Seated { transport, game })
}

/// Says hello to the server as this player: the name given, else the one remembered
/// for that server, else one asked for; the token kept for it, which is remembered
/// for next time.
pub fn connect(
    args: &ServerArgs,
    config: &Config,
    data: Option<PathBuf>,
) -> color_eyre::Result<Connected> {
    let dir = data.or_else(ScoreStore::default_dir).ok_or_else(|| {
        UserError("no data directory could be found (is $HOME set?): use --data-dir".into())
    })?;
    let mut identities = Identities::load(&dir);
    if let Some(notice) = identities.notice.take() {
        eprintln!("{notice}");
    }
    let url = args
        .server
        .as_ref()
        .unwrap_or(&config.online.server)
        .as_str();
    let known = identities.on(url).cloned();
    let name = pick_name(args.name.as_deref(), known.as_ref())?;
    // The server holds a name in any case: "Ann" is the "ann" remembered.
    let token_for = known.filter(|known| name_key(&known.name) == name_key(&name));
    let known = connect4_client::Identity::new(name, token_for.map(|known| known.token));
    let (transport, welcome) =
        Transport::open(url, known).map_err(|e| UserError(escape_cut(&e, 200)))?;
    let player = PlayerInfo {
        name: welcome.name.clone(),
        ratings: welcome.ratings.clone(),
    };
    let identity = remember(&mut identities, url, welcome);
    keep_new_tokens(&transport, identities, identity.clone());
    Ok(Connected {
        transport,
        identity,
        player,
    })
}

fn remember(identities: &mut Identities, url: &str, welcome: Welcome) -> Identity {
    let identity = Identity {
        server: url.to_string(),
        name: welcome.name,
        token: welcome.token,
    };
    if let Err(error) = identities.remember(identity.clone()) {
        eprintln!("Your name cannot be remembered for next time: {error}");
    }
    identity
}

/// Keeps a token the server gives later in the visit (it forgot the one kept, and
/// the core said hello again as a new player of the same name), so that the next
/// visit is that player, whose name it holds now. Quietly: the board is on screen,
/// and the next visit says it if the file cannot be written.
fn keep_new_tokens(transport: &Transport, mut identities: Identities, mut kept: Identity) {
    transport.on_welcome(move |welcome| {
        if welcome.token != kept.token {
            kept.token = welcome.token.clone();
            kept.name = welcome.name.clone();
            let _ = identities.remember(kept.clone());
        }
    });
}

/// The name given, else the one remembered for this server, else one asked for.
fn pick_name(given: Option<&str>, known: Option<&Identity>) -> color_eyre::Result<String> {
    if let Some(name) = given.or(known.map(|known| known.name.as_str())) {
        let name = name.trim();
        if let Some(fault) = name_fault(name) {
            let quoted = escape_cut(name, 40);
            return Err(UserError(format!("--name \"{quoted}\": {fault}")).into());
        }
        return Ok(name.to_string());
    }
    if !std::io::stdin().is_terminal() {
        return Err(UserError(format!("give your name with --name ({NAME_RULE})")).into());
    }
    loop {
        eprint!("Your name for online play: ");
        std::io::stderr().flush()?;
        let mut line = String::new();
        if std::io::stdin().lock().read_line(&mut line)? == 0 {
            return Err(UserError("no name was given".into()).into());
        }
        let name = line.trim();
        match name_fault(name) {
            None => return Ok(name.to_string()),
            Some(fault) => eprintln!("{fault}"),
        }
    }
}

const NAME_RULE: &str = "a name is up to 20 columns wide and 32 characters long, with \
                         something visible and no invisible or control characters";
