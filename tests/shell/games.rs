//! Both games as the shell tests drive them: through the `Program` every game is to
//! the shell (its keys, its updates), plus the few game-specific steps a test needs
//! (play one move, count the moves).

use connect4::scoreboard::Tally;
use connect4::shell::{GameChoice, KeyPress, Program, ShellState};
use connect4_checkers::terminal::{CheckersMessage, CheckersModel};
use connect4_classic::game::ByPlayer;
use connect4_classic::terminal::{Message, Model, Settings};

/// A game on the shell, for tests.
pub trait Hosted: Program + Sized {
    /// A game between two people at this keyboard, nothing played.
    fn fresh() -> Self;
    /// Plays one legal move for the side to move.
    fn play_a_move(&mut self);
    fn moves(&self) -> usize;
    fn state(&self) -> &ShellState;
    fn state_mut(&mut self) -> &mut ShellState;
    fn tally(&self) -> Tally;
    /// The game the menu's last line switches to.
    fn other_game() -> GameChoice;
}

/// Presses keys by name (`q`, `y`, `?`, `esc`, `enter`, `up`, `ctrl-c`) as the loop
/// would: each key read in the state the last one left.
pub fn press<G: Hosted>(game: &mut G, keys: &str) {
    for name in keys.split_whitespace() {
        let key: KeyPress = name.parse().expect("a key name");
        if let Some(message) = game.on_key(key) {
            game.update(message);
        }
    }
}

impl Hosted for Model {
    fn fresh() -> Self {
        // The registry's keys, as the app gives them: its menu offers the other games.
        let settings = Settings {
            keys: connect4::games::default_keys(),
            ..Settings::default()
        };
        Model::new(settings, Tally::default())
    }
    fn play_a_move(&mut self) {
        self.update(Message::Drop);
    }
    fn moves(&self) -> usize {
        self.game.moves().len()
    }
    fn state(&self) -> &ShellState {
        &self.shell
    }
    fn state_mut(&mut self) -> &mut ShellState {
        &mut self.shell
    }
    fn tally(&self) -> Tally {
        self.tally
    }
    /// The menu's last line: the registry's last game but this one.
    fn other_game() -> GameChoice {
        connect4_classic::terminal::GAME
            .others(&connect4::games::GAMES)
            .last()
            .unwrap()
    }
}

impl Hosted for CheckersModel {
    fn fresh() -> Self {
        let names = ByPlayer::new("Black".to_string(), "White".to_string());
        let mut model = CheckersModel::new(names, None, Tally::default());
        // The registry's keys, as the app gives them: its menu offers the other games.
        model.keys = connect4::games::default_keys();
        model
    }
    fn play_a_move(&mut self) {
        let mv = self.game.legal_moves()[0].clone();
        // Standing in for the keys that pick a piece and its square.
        let from = connect4_checkers::terminal::cell_of(mv.path[0]);
        let to = connect4_checkers::terminal::cell_of(*mv.path.last().expect("a move has squares"));
        self.update(CheckersMessage::ChooseAt(from.0, from.1));
        self.update(CheckersMessage::ChooseAt(to.0, to.1));
    }
    fn moves(&self) -> usize {
        self.game.moves().len()
    }
    fn state(&self) -> &ShellState {
        &self.shell
    }
    fn state_mut(&mut self) -> &mut ShellState {
        &mut self.shell
    }
    fn tally(&self) -> Tally {
        self.tally
    }
    fn other_game() -> GameChoice {
        connect4_checkers::terminal::GAME
            .others(&connect4::games::GAMES)
            .last()
            .unwrap()
    }
}
