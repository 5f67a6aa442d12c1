//! What the shell keeps for the game it hosts: the box open over the board, the
//! notices waiting to be read, the tickets that tell a late answer from the one
//! awaited, saves under way, the spinner, and whether (and to which game) the player
//! is leaving. Each game's model holds one, and the shell's own messages change only
//! this.

use super::online::online_seats::OnlineSeats;
use super::{Confirm, Context, GameChoice};

/// What is drawn over the board, and so which keys mean what.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    None,
    Help,
    Confirm(Confirm),
    /// The opponent menu, with the highlighted line.
    Menu(usize),
}

/// The shell's part of a game's model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShellState {
    pub overlay: Overlay,
    /// What the player must be told about a file (a damaged one kept aside, results
    /// not saved), oldest first; each stays on screen until dismissed.
    pub notices: Vec<String>,
    /// False once the player has left.
    pub running: bool,
    /// The game the player chose from the menu, to start once this one has stopped.
    pub next_game: Option<GameChoice>,
    /// Advances while something runs in the background, to animate the indicator.
    pub spinner: usize,
    /// Scoreboard effects asked for and not answered yet.
    pub saving: u32,
    /// How the connection and the opponent are in a match online, for the status bar
    /// (already escaped); `None` offline.
    pub online: Option<String>,
    /// Each seat's rating and clock in a match online, for the side panel.
    pub online_seats: Option<OnlineSeats>,
    /// False in a rated game online, where the engine's help would be cheating.
    pub hints_allowed: bool,
    /// Whether the player was told the match in progress cannot be kept for a
    /// restart (said once; set at the start when nothing is to be kept).
    pub told_unsaved: bool,
    /// The last ticket handed out.
    last_ticket: u64,
}

impl Default for ShellState {
    fn default() -> Self {
        ShellState {
            overlay: Overlay::None,
            notices: Vec::new(),
            running: true,
            next_game: None,
            spinner: 0,
            saving: 0,
            online: None,
            online_seats: None,
            hints_allowed: true,
            told_unsaved: false,
            last_ticket: 0,
        }
    }
}

impl ShellState {
    /// A new ticket for a job of the engine's: its answer carries it back, so a late
    /// answer to an older question is recognised and dropped.
    pub fn take_ticket(&mut self) -> u64 {
        self.last_ticket += 1;
        self.last_ticket
    }

    /// Whether a box or a notice covers the board: a stray click must not play.
    pub fn covers_board(&self) -> bool {
        self.overlay != Overlay::None || !self.notices.is_empty()
    }

    pub fn toggle_help(&mut self) {
        self.overlay = match self.overlay {
            Overlay::Help => Overlay::None,
            _ => Overlay::Help,
        };
    }

    /// The player read the notice on screen: the next one, if any, shows.
    pub fn dismiss_notice(&mut self) {
        if !self.notices.is_empty() {
            self.notices.remove(0);
        }
    }

    /// Time passed while something runs in the background.
    pub fn tick(&mut self) {
        self.spinner = self.spinner.wrapping_add(1);
    }

    /// A scoreboard effect was asked for; `answered` when its answer comes, with the
    /// notice it brings, if any.
    pub fn saving_started(&mut self) {
        self.saving += 1;
    }

    pub fn answered(&mut self, notice: Option<String>) {
        self.saving = self.saving.saturating_sub(1);
        self.notices.extend(notice);
    }

    /// The player leaves, to `next` game if they chose one.
    pub fn leave(&mut self, next: Option<GameChoice>) {
        self.overlay = Overlay::None;
        self.next_game = next;
        self.running = false;
    }

    /// Whether the match under way is kept for the next start: it is saved on this
    /// machine (no save has failed) and not played online, where the server keeps it.
    pub fn keeps_match(&self) -> bool {
        self.online.is_none() && !self.told_unsaved
    }

    /// Where keys are read now, as far as the shell's boxes say: a notice waiting
    /// first, then the box open over the board, else the board.
    pub fn context(&self) -> Context {
        if !self.notices.is_empty() {
            return Context::NOTICE;
        }
        match self.overlay {
            Overlay::Confirm(_) => Context::CONFIRM,
            Overlay::Help => Context::HELP,
            Overlay::Menu(_) => Context::MENU,
            Overlay::None => Context::BOARD,
        }
    }

    /// The open question, if one is.
    pub fn question(&self) -> Option<Confirm> {
        match self.overlay {
            Overlay::Confirm(question) => Some(question),
            _ => None,
        }
    }

    /// The highlighted line of the open menu, if one is.
    pub fn menu_line(&self) -> Option<usize> {
        match self.overlay {
            Overlay::Menu(line) => Some(line),
            _ => None,
        }
    }

    /// Moves the menu's highlight by `step` lines among `lines`, wrapping around.
    pub fn menu_move(&mut self, step: isize, lines: usize) {
        if let Overlay::Menu(line) = self.overlay {
            let line = (line as isize + step).rem_euclid(lines as isize) as usize;
            self.overlay = Overlay::Menu(line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickets_are_never_handed_out_twice() {
        let mut state = ShellState::default();
        let first = state.take_ticket();
        assert_ne!(first, state.take_ticket());
    }

    #[test]
    fn notices_are_read_oldest_first_and_cover_the_board_until_dismissed() {
        let mut state = ShellState::default();
        state.saving_started();
        state.answered(Some("one".into()));
        state.notices.push("two".into());
        assert!(state.covers_board());
        state.dismiss_notice();
        assert_eq!(state.notices, ["two"]);
        state.dismiss_notice();
        assert!(!state.covers_board());
        assert_eq!(state.saving, 0);
    }

    #[test]
    fn the_menu_highlight_wraps_around() {
        let mut state = ShellState {
            overlay: Overlay::Menu(0),
            ..ShellState::default()
        };
        state.menu_move(-1, 5);
        assert_eq!(state.menu_line(), Some(4));
        state.menu_move(1, 5);
        assert_eq!(state.menu_line(), Some(0));
    }

    #[test]
    fn quitting_says_the_match_is_kept_only_when_it_is() {
        let mut state = ShellState::default();
        let asked = |state: &ShellState| Confirm::Quit.question(state.keeps_match());
        assert_eq!(asked(&state), "Quit? This match is kept for the next start");
        state.told_unsaved = true;
        assert_eq!(
            asked(&state),
            "Abandon this match and quit?",
            "it cannot be saved"
        );
        let online = ShellState {
            online: Some("connected".into()),
            ..ShellState::default()
        };
        assert_eq!(
            asked(&online),
            "Abandon this match and quit?",
            "the server keeps it"
        );
    }
}
