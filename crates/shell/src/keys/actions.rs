//! The key table's words and the shell's own rows of it. A row is an action (named as
//! the config's `[keys]` names it), where its keys are read, its default keys and its
//! help text. The shell's rows are the actions every game shares (a new match, undo,
//! help, the keys of the boxes over a board); each game adds rows of its own from its
//! folder (a `KeyRows`, listed with the game in the registry, `connect4::games`), and
//! `key_table.rs` puts them together. Column digits, the mouse and Ctrl-C are fixed
//! and not in the table.

/// What a key can do, named as the config's `[keys]` section names it. An open
/// identity rather than a closed enum, so that a game defines its own actions in its
/// folder (`impl Action { pub const DROP: Action = … }`) and a `match` reads them as
/// constants (`Action::UNDO`). Two constants of one name do not compile.
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

    pub const NEW_MATCH: Action = Action("new");
    pub const RESIGN: Action = Action("resign");
    pub const UNDO: Action = Action("undo");
    pub const REDO: Action = Action("redo");
    pub const HINTS: Action = Action("hints");
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

/// Where a key is read: the game's board, one of the boxes drawn over it, or a place
/// of a game's own (defined in its folder, as Connect 4's review). Each game reads its
/// own rows and the shell's, so two games may give one key to actions of their own
/// in the same context.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Context {
    name: &'static str,
    place: &'static str,
}

impl Context {
    /// A context, and where the help says it was opened ("on the board").
    pub const fn new(name: &'static str, place: &'static str) -> Context {
        Context { name, place }
    }

    /// Where the help was opened, as its title says it: "on the board".
    pub const fn place(self) -> &'static str {
        self.place
    }

    /// The board of whichever game is played, with no box over it.
    pub const BOARD: Context = Context::new("board", "on the board");
    pub const HELP: Context = Context::new("help", "in the help");
    /// The opponent menu.
    pub const MENU: Context = Context::new("menu", "in the menu");
    /// A question waiting for yes or no.
    pub const CONFIRM: Context = Context::new("confirm", "in a question");
    pub const NOTICE: Context = Context::new("notice", "in a notice");
}

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct ActionInfo {
    pub action: Action,
    pub contexts: &'static [Context],
    pub default_keys: &'static [&'static str],
    /// What README's key table says, which covers every game.
    pub help: &'static str,
}

impl ActionInfo {
    pub const fn new(
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
        }
    }

    /// The name in the config's `[keys]` section.
    pub const fn name(&self) -> &'static str {
        self.action.name()
    }
}

/// What a game adds to the key table, from its folder; registered with the game.
#[derive(Debug, Clone, Copy)]
pub struct KeyRows {
    /// The game's own rows, in the order its help lists them (before the shell's).
    pub rows: &'static [ActionInfo],
    /// The shell's actions that a context of the game's own reads too: Connect 4's
    /// review reads help, quit and close.
    pub shared_in: &'static [(Context, &'static [Action])],
    /// The game's words for a shell action whose help speaks of every game, so that
    /// each game's help speaks of that game only.
    pub words: &'static [(Action, &'static str)],
    /// Keys no config changes, read on the game's board: (keys, what they do).
    pub fixed: &'static [(&'static str, &'static str)],
}

impl KeyRows {
    /// No rows: the lobby of a key map made for one game alone.
    pub const NONE: KeyRows = KeyRows {
        rows: &[],
        shared_in: &[],
        words: &[],
        fixed: &[],
    };
}

use Context as C;

/// The shell's rows, which every game reads, in the order the help lists them.
pub const SHELL_ROWS: &[ActionInfo] = &[
    ActionInfo::new(
        Action::NEW_MATCH,
        &[C::BOARD],
        &["n"],
        "new match (asks mid-match); online, a rematch",
    ),
    ActionInfo::new(
        Action::RESIGN,
        &[C::BOARD],
        &["R"],
        "resign a game online (asks first)",
    ),
    ActionInfo::new(
        Action::UNDO,
        &[C::BOARD],
        &["u", "ctrl-z"],
        "take back a move (and the computer's reply)",
    ),
    ActionInfo::new(
        Action::REDO,
        &[C::BOARD],
        &["r", "ctrl-y"],
        "replay the move taken back",
    ),
    // README's words; each game gives its own (`KeyRows::words`).
    ActionInfo::new(
        Action::HINTS,
        &[C::BOARD],
        &["a"],
        "show or hide hints (each column's value; checkers: the best move)",
    ),
    ActionInfo::new(
        Action::OPPONENT,
        &[C::BOARD, C::MENU],
        &["o"],
        "choose the opponent (and who starts), or the other game",
    ),
    ActionInfo::new(
        Action::HELP,
        &[C::BOARD, C::HELP],
        &["?"],
        "show or hide this help",
    ),
    ActionInfo::new(
        Action::QUIT,
        &[C::BOARD, C::HELP, C::MENU, C::NOTICE],
        &["q"],
        "quit (asks mid-match)",
    ),
    ActionInfo::new(
        Action::CLOSE,
        &[C::BOARD, C::HELP, C::MENU, C::NOTICE],
        &["esc"],
        "close what is open; on the board, quit",
    ),
    ActionInfo::new(Action::MENU_UP, &[C::MENU], &["up", "k"], "menu: move up"),
    ActionInfo::new(
        Action::MENU_DOWN,
        &[C::MENU],
        &["down", "j"],
        "menu: move down",
    ),
    ActionInfo::new(
        Action::CHOOSE,
        &[C::MENU],
        &["enter", "space"],
        "menu: take the line",
    ),
    ActionInfo::new(
        Action::YES,
        &[C::CONFIRM],
        &["y", "Y", "enter"],
        "answer yes to a question (or accept a draw)",
    ),
    ActionInfo::new(
        Action::NO,
        &[C::CONFIRM],
        &["n", "N", "esc"],
        "answer no to a question (or decline a draw)",
    ),
    ActionInfo::new(
        Action::DISMISS,
        &[C::NOTICE],
        &["enter", "space"],
        "dismiss a notice about the scores",
    ),
];

/// The fixed key every game reads everywhere, as the help lists it.
pub const QUIT_AT_ONCE: (&str, &str) = ("Ctrl-C", "quit at once");
