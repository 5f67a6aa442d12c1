//! A hosted game as the page plays it: opened as the terminal opens it (the config's
//! opponent, the game this browser kept, the server's board online), its computer's
//! jobs sent to the worker with the moves that made the position, and what a screen
//! reader is told.

use crate::hosted::hosted_worker::{HostedAnswer, HostedJob, HostedWorker};
use crate::play::page_game::{PageGame, kept_match, unglyphed};
use crate::store::browser_store::BrowserStore;
use connect4::config::Config;
use connect4::hosted;
use connect4::scoreboard::Scoreboard;
use connect4::shell::{
    GameChoice, HostMessage, Hosting, KeepsNothing, KeptGame, TerminalView, Theme, Think,
};
use connect4_protocol::GameSnapshot;

impl<G: TerminalView> PageGame for Hosting<G> {
    const GAME: GameChoice = G::GAME;
    type Worker = HostedWorker<G>;

    /// The game this browser kept, else a new one; no position links to a hosted
    /// game, so `link` is not its.
    fn first(
        config: &Config,
        store: &BrowserStore,
        scoreboard: &Scoreboard,
        _: Option<&str>,
    ) -> Hosting<G> {
        let (saved, notice) = kept_match::<KeptGame<G>>(store);
        // A kept game is read only when its moves replay, so it resumes.
        let resumed = saved.and_then(|kept| hosted::resumed(&kept, config, scoreboard).ok());
        let mut game = match resumed {
            Some(mut game) => {
                game.message = Some("Resumed the game in progress (New starts another)".into());
                game
            }
            None => hosted::fresh(config, scoreboard),
        };
        game.lines_under = false;
        game.shell.notices.extend(notice);
        game
    }

    fn online_board(
        config: &Config,
        game: &GameSnapshot,
        scoreboard: &Scoreboard,
    ) -> Result<Hosting<G>, String> {
        let mut board = hosted::online_board::<G>(config, game, scoreboard)?;
        board.lines_under = false;
        Ok(board)
    }

    /// The position travels as its kind and the moves that made it: the worker
    /// replays them, as the server does.
    fn request(&self, job: &Think<G>, _: u64) -> Option<HostedJob> {
        Some(HostedJob {
            ticket: job.ticket,
            kind: self.kind,
            moves: self.moves.clone(),
            level: job.level.to_string(),
        })
    }

    fn reply(&self, answer: HostedAnswer) -> Option<HostMessage<G::Cursor>> {
        Some(HostMessage::ComputerMoved {
            ticket: answer.ticket,
            mv: answer.mv?,
        })
    }

    fn holds(answer: &HostedAnswer) -> bool {
        answer.mv.is_some()
    }

    fn start_over(&mut self) {
        self.shell.running = true;
        self.start_over();
        self.message = Some("A page cannot close itself: a new game started instead".into());
    }

    fn keep(keep: KeepsNothing, _: &BrowserStore) -> HostMessage<G::Cursor> {
        match keep {}
    }

    /// The line under the board: the move refused, or the last move and whose turn.
    fn spoken(&self, theme: &Theme) -> String {
        unglyphed(&self.line(), theme)
    }

    fn notify(&mut self, notices: impl IntoIterator<Item = String>) {
        self.shell.notices.extend(notices);
    }
}
