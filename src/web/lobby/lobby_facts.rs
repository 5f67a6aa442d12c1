//! What the page's lobby shows, read from the lobby's model (`connect4::lobby`, the
//! terminal's): the title with this player's ratings, the invite code of the game
//! hosted, the line of news, the four lists (the open challenges and the games being
//! played, which a player acts on, with the highlight; the players online; the
//! leaderboard), and the box open over them: the form, the code typed, or the keys.
//! Plain data, compared from one message to the next so the page is written only when
//! it changes. Every word from the server is escaped, as the terminal's view does.

use connect4::lobby::{
    Aim, Field, List, Lobby, NAME, Purpose, clock_text, game_text, help_rows, hosting_words,
    kind_name, live_game_text, title_line,
};
use connect4::shell::LinkStatus;
use connect4_classic::escape::escape_cut;
use connect4_protocol::{CODE_LENGTH, Challenge};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LobbyFacts {
    pub title: String,
    /// The hosted game's code and how a friend joins it.
    pub hosting: Option<String>,
    /// The connection's state or the lobby's last news.
    pub said: String,
    pub challenges: Vec<String>,
    /// Which of the challenges are the player's own (a tap cannot accept those).
    pub yours: Vec<bool>,
    pub games: Vec<String>,
    /// The list with the highlight, and its highlighted line.
    pub list: List,
    pub line: usize,
    pub online: Vec<String>,
    pub leaders: Vec<String>,
    pub open: Option<LobbyBox>,
}

/// The box open over the lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LobbyBox {
    /// A challenge, a pairing or a game to host: each line's label and choice, the
    /// highlighted line.
    Form {
        title: &'static str,
        fields: Vec<(&'static str, String)>,
        selected: usize,
    },
    /// An invite code being typed: what was typed, what is wrong with it or what a
    /// code is, and what Enter does.
    Code {
        title: &'static str,
        typed: String,
        said: String,
        send: &'static str,
    },
    /// The keys, a key and what it does each.
    Keys(Vec<(String, String)>),
}

pub fn of(lobby: &Lobby) -> LobbyFacts {
    let said = LinkStatus::of(lobby.connected)
        .sentence()
        .unwrap_or_else(|| {
            lobby
                .message
                .as_deref()
                .map_or_else(String::new, |message| escape_cut(message, 200))
        });
    LobbyFacts {
        title: title_line(lobby).trim().to_string(),
        hosting: hosting_words(lobby),
        said,
        challenges: lobby.view.challenges.iter().map(challenge).collect(),
        yours: (lobby.view.challenges.iter())
            .map(|challenge| challenge.by == lobby.you.name)
            .collect(),
        games: lobby
            .view
            .games
            .iter()
            .map(|game| live_game_text(game, " · "))
            .collect(),
        list: lobby.list,
        line: lobby.line(),
        online: lobby.view.online.iter().map(player_online).collect(),
        leaders: lobby.view.leaders.iter().map(leader).collect(),
        open: open_box(lobby),
    }
}

/// "ann 1516 · Connect 4 · 5+3 · rated".
fn challenge(challenge: &Challenge) -> String {
    let by = escape_cut(&challenge.by, NAME);
    let by = match challenge.rating {
        Some(rating) => format!("{by} {rating}"),
        None => by,
    };
    let rated = if challenge.rated { "rated" } else { "casual" };
    let (game, clock) = (game_text(challenge.kind), clock_text(challenge.clock));
    format!("{by} · {game} · {clock} · {rated}")
}

fn player_online(player: &connect4_protocol::OnlinePlayer) -> String {
    let name = escape_cut(&player.name, NAME);
    match player.playing {
        0 => name,
        1 => format!("{name} · playing"),
        n => format!("{name} · playing {n} games"),
    }
}

/// "ann 1516 · Connect 4" (the list numbers it).
fn leader(leader: &connect4_protocol::LeaderEntry) -> String {
    format!(
        "{} {} · {}",
        escape_cut(&leader.name, NAME),
        leader.rating,
        kind_name(leader.kind.name())
    )
}

fn open_box(lobby: &Lobby) -> Option<LobbyBox> {
    if let Some(form) = &lobby.form {
        let title = match form.purpose {
            Purpose::Challenge => "Post a challenge",
            Purpose::QuickPair => "Quick pairing",
            Purpose::Host => "Host a private game",
        };
        let fields = form.fields();
        let shown = fields.iter().map(|&field| match field {
            Field::Game => ("Game", game_text(form.kind())),
            Field::Clock => ("Clock", clock_text(form.clock())),
            Field::Rated => ("Rated", if form.rated { "yes" } else { "no" }.into()),
        });
        return Some(LobbyBox::Form {
            title,
            fields: shown.collect(),
            selected: fields.iter().position(|f| *f == form.field).unwrap_or(0),
        });
    }
    if let Some(entry) = &lobby.entry {
        let (title, send) = match entry.aim {
            Aim::Join => ("Join a game by its invite code", "Join"),
            Aim::Watch => ("Watch a game by its invite code", "Watch"),
        };
        // Typed here, but escaped all the same: nothing shown is taken on trust.
        let said = entry.problem().map_or_else(
            || format!("{CODE_LENGTH} letters and digits, as the host was given"),
            |problem| escape_cut(&problem, 200),
        );
        return Some(LobbyBox::Code {
            title,
            typed: escape_cut(&entry.text, 24),
            said,
            send,
        });
    }
    lobby.help.then(|| LobbyBox::Keys(help_rows(lobby)))
}
