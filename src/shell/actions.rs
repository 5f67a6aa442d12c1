//! Every key of the game in one table: the action, where it applies, its default keys
//! and its help text. The key map, the help overlay, the status bar's hints, the
//! `[keys]` section of the config and README's key table all come from it.
//!
//! Both games read it: Connect 4 on its board (`Board`), checkers on its squares
//! (`Squares`); the actions both have (undo, hints, help…) share a row and a key.
//! Column digits (1-9, 0), the mouse and Ctrl-C (quit at once) are fixed and not in
//! the table.

/// What a key can do, named as the config's `[keys]` section names it. An open
/// identity rather than a closed enum, so that an action is a name and a row of the
/// table, and a `match` reads its constants (`Action::UNDO`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Action(&'static str);

impl Action {
    /// The action the config's `[keys]` calls `name`.
    pub const fn named(name: &'static str) -> Action {
        Action(name)
    }

    /// The name in the config's `[keys]` section.
    pub const fn name(self) -> &'static str {
        self.0
    }

    pub const LEFT: Action = Action("left");
    pub const RIGHT: Action = Action("right");
    pub const DROP: Action = Action("drop");
    pub const CURSOR_LEFT: Action = Action("cursor_left");
    pub const CURSOR_RIGHT: Action = Action("cursor_right");
    pub const CURSOR_UP: Action = Action("cursor_up");
    pub const CURSOR_DOWN: Action = Action("cursor_down");
    pub const PICK: Action = Action("pick");
    pub const OFFER_DRAW: Action = Action("draw");
    pub const NUMBERS: Action = Action("numbers");
    pub const NEW_MATCH: Action = Action("new");
    pub const UNDO: Action = Action("undo");
    pub const REDO: Action = Action("redo");
    pub const HINTS: Action = Action("hints");
    pub const REVIEW: Action = Action("review");
    pub const REVIEW_BACK: Action = Action("review_back");
    pub const REVIEW_FORWARD: Action = Action("review_forward");
    pub const REVIEW_START: Action = Action("review_start");
    pub const REVIEW_END: Action = Action("review_end");
    pub const OPPONENT: Action = Action("opponent");
    pub const HELP: Action = Action("help");
    pub const QUIT: Action = Action("quit");
    pub const CLOSE: Action = Action("close");
    pub const MENU_UP: Action = Action("menu_up");
    pub const MENU_DOWN: Action = Action("menu_down");
    pub const CHOOSE: Action = Action("choose");
    pub const YES: Action = Action("yes");
    pub const NO: Action = Action("no");
    pub const DISMISS: Action = Action("dismiss");
}

/// Where a key is read: the board, or one of the boxes drawn over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    Board,
    Help,
    Menu,
    Confirm,
    Notice,
    /// Stepping through the moves of the match.
    Review,
    /// The checkers board: a cursor over its squares.
    Squares,
}

use Context::{Board, Confirm, Help, Menu, Notice, Review, Squares};

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct ActionInfo {
    pub action: Action,
    pub contexts: &'static [Context],
    pub default_keys: &'static [&'static str],
    /// What README's key table says: it covers both games.
    pub help: &'static str,
    /// Each game's own words (Connect 4's board, checkers' squares) where `help`
    /// speaks of both, so that each game's help speaks of that game only.
    pub in_games: Option<(&'static str, &'static str)>,
}

impl ActionInfo {
    /// The name in the config's `[keys]` section.
    pub const fn name(&self) -> &'static str {
        self.action.name()
    }

    /// What the help overlay says of this action where it is read.
    pub fn help_in(&self, context: Context) -> &'static str {
        match (self.in_games, context) {
            (Some((_, squares)), Context::Squares) => squares,
            (Some((board, _)), _) => board,
            (None, _) => self.help,
        }
    }

    /// The row with each game's own words for the help overlay.
    const fn in_games(mut self, board: &'static str, squares: &'static str) -> ActionInfo {
        self.in_games = Some((board, squares));
        self
    }
}

const fn row(
    action: Action,
    contexts: &'static [Context],
    default_keys: &'static [&'static str],
    help: &'static str,
) -> ActionInfo {
    ActionInfo {
        action,
        contexts,
        default_keys,
        help,
        in_games: None,
    }
}

/// The table, in the order the help lists it.
pub const ACTIONS: [ActionInfo; 29] = [
    row(
        Action::LEFT,
        &[Board],
        &["left", "h"],
        "move the hover column left",
    ),
    row(
        Action::RIGHT,
        &[Board],
        &["right", "l"],
        "move the hover column right",
    ),
    row(Action::DROP, &[Board], &["enter", "space"], "drop a disc"),
    row(
        Action::CURSOR_LEFT,
        &[Squares],
        &["left", "h"],
        "checkers: move the cursor left",
    ),
    row(
        Action::CURSOR_RIGHT,
        &[Squares],
        &["right", "l"],
        "checkers: move the cursor right",
    ),
    row(
        Action::CURSOR_UP,
        &[Squares],
        &["up", "k"],
        "checkers: move the cursor up",
    ),
    row(
        Action::CURSOR_DOWN,
        &[Squares],
        &["down", "j"],
        "checkers: move the cursor down",
    ),
    row(
        Action::PICK,
        &[Squares],
        &["enter", "space"],
        "checkers: pick a piece, then its square (hop by hop)",
    ),
    row(
        Action::OFFER_DRAW,
        &[Squares],
        &["d"],
        "checkers: offer a draw",
    ),
    row(
        Action::NUMBERS,
        &[Squares],
        &["#"],
        "checkers: show or hide every square's number",
    ),
    row(
        Action::NEW_MATCH,
        &[Board, Squares],
        &["n"],
        "new match (asks mid-match)",
    ),
    row(
        Action::UNDO,
        &[Board, Squares],
        &["u", "ctrl-z"],
        "take back a move (and the computer's reply)",
    ),
    row(
        Action::REDO,
        &[Board, Squares],
        &["r", "ctrl-y"],
        "replay the move taken back",
    ),
    row(
        Action::HINTS,
        &[Board, Squares],
        &["a"],
        "show or hide hints (each column's value; checkers: the best move)",
    )
    .in_games(
        "show or hide hints (each column's value)",
        "show or hide the best move",
    ),
    row(
        Action::REVIEW,
        &[Board, Review],
        &["v"],
        "review the match move by move (again: leave)",
    ),
    row(
        Action::REVIEW_BACK,
        &[Review],
        &["left", "h"],
        "review: one move back",
    ),
    row(
        Action::REVIEW_FORWARD,
        &[Review],
        &["right", "l"],
        "review: one move forward",
    ),
    row(
        Action::REVIEW_START,
        &[Review],
        &["home"],
        "review: the empty board",
    ),
    row(
        Action::REVIEW_END,
        &[Review],
        &["end"],
        "review: the last move",
    ),
    row(
        Action::OPPONENT,
        &[Board, Menu, Squares],
        &["o"],
        "choose the opponent (and who starts), or the other game",
    ),
    row(
        Action::HELP,
        &[Board, Help, Review, Squares],
        &["?"],
        "show or hide this help",
    ),
    row(
        Action::QUIT,
        &[Board, Help, Menu, Notice, Review, Squares],
        &["q"],
        "quit (asks mid-match)",
    ),
    row(
        Action::CLOSE,
        &[Board, Help, Menu, Notice, Review, Squares],
        &["esc"],
        "close what is open; on the board, quit",
    ),
    row(Action::MENU_UP, &[Menu], &["up", "k"], "menu: move up"),
    row(
        Action::MENU_DOWN,
        &[Menu],
        &["down", "j"],
        "menu: move down",
    ),
    row(
        Action::CHOOSE,
        &[Menu],
        &["enter", "space"],
        "menu: take the line",
    ),
    row(
        Action::YES,
        &[Confirm],
        &["y", "Y", "enter"],
        "answer yes to a question (or accept a draw)",
    ),
    row(
        Action::NO,
        &[Confirm],
        &["n", "N", "esc"],
        "answer no to a question (or decline a draw)",
    ),
    row(
        Action::DISMISS,
        &[Notice],
        &["enter", "space"],
        "dismiss a notice about the scores",
    ),
];

/// The names of the actions, as the config's `[keys]` section writes them.
pub const ACTION_NAMES: [&str; ACTIONS.len()] = {
    let mut names = [""; ACTIONS.len()];
    let mut i = 0;
    while i < ACTIONS.len() {
        names[i] = ACTIONS[i].name();
        i += 1;
    }
    names
};

impl Action {
    pub fn info(self) -> &'static ActionInfo {
        ACTIONS
            .iter()
            .find(|info| info.action == self)
            .expect("every action has a row")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_games_help_speaks_of_that_game_only() {
        for info in &ACTIONS {
            let board = info.help_in(Context::Board);
            let squares = info.help_in(Context::Squares);
            if info.contexts.contains(&Context::Board) {
                assert!(!board.contains("checkers"), "{}: {board}", info.name());
            }
            if info.contexts.contains(&Context::Squares) {
                assert!(!squares.contains("column"), "{}: {squares}", info.name());
            }
        }
    }

    #[test]
    fn every_action_has_exactly_one_row_with_a_unique_name() {
        for (i, info) in ACTIONS.iter().enumerate() {
            assert_eq!(info.action.info().name(), info.name());
            assert!(
                ACTIONS[i + 1..]
                    .iter()
                    .all(|other| other.name() != info.name()),
                "{} twice",
                info.name()
            );
            assert!(!info.contexts.is_empty() && !info.default_keys.is_empty());
        }
    }
}
