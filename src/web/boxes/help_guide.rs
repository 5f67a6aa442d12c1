//! The help's first part, written for a hand with a mouse or a finger: how the game
//! is played, what the buttons under the board do, what the hints say, and how to
//! play online. The keys come second (`help_overlay`), and where this part names a
//! key it takes it from the key map, so the two never disagree.

use connect4::shell::{Action, Keymap};

/// What one game says in its help: how it is played and what its hints show.
pub struct GameGuide {
    pub rules: &'static str,
    pub hints: &'static str,
}

/// The first part's sections: a heading and its words, each.
pub fn guide(game: &GameGuide, keys: &Keymap) -> Vec<(String, String)> {
    let buttons = "New starts the next match (mid-match it asks first). Undo takes back \
        the last move (against the computer, its reply too). Hints shows or hides the hints. \
        Opponent chooses who you play: a person at this screen, the computer at a level, \
        the puzzles or another game; its Start screen button shows the first choices \
        again. Help opens this help and Close closes it. Beside them, Sound turns the \
        game's sounds on or off, Settings changes names, colours, the board's size \
        and more, kept in this browser, and Online plays people elsewhere (below). On a narrow screen, Moves shows the score and \
        the moves played.";
    let online = "Online, under the board, takes your name once, then hosts a game and \
        gives you its link to send to a friend, joins or watches a game by its invite \
        code, or opens the lobby: tap a challenge there to accept it, a game being \
        played to watch it, or post your own challenge.";
    let keyboard = format!(
        "Every button has its key, listed below. Tab brings the keyboard to the board; \
         there {} opens this help and {} closes it.",
        keys.first(Action::HELP),
        keys.first(Action::CLOSE)
    );
    [
        ("How to play", game.rules.to_string()),
        ("The buttons", buttons.to_string()),
        ("Hints", game.hints.to_string()),
        ("Online", online.to_string()),
        ("With a keyboard", keyboard),
    ]
    .into_iter()
    .map(|(heading, words)| (heading.to_string(), words))
    .collect()
}
