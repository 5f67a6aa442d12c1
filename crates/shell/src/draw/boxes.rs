//! The boxes the shell draws over any game's board, from its state: the help (the
//! keys in effect where it was opened), the opponent menu (the lines the game gives),
//! the open question (or one the game asks, such as a draw offer), and the first
//! notice waiting to be read when the keys read it.

use crate::{
    ConfirmDialog, Context, GameChoice, HelpOverlay, Keymap, MenuBox, NoticeOverlay, Overlay,
    ShellState, Theme,
};
use ratatui::Frame;
use ratatui::layout::Rect;

/// What a game adds to the shell's boxes.
pub struct Boxes<'a> {
    /// The game whose keys the help lists.
    pub game: GameChoice,
    /// Where the help was opened: its keys are listed.
    pub help_context: Context,
    /// The opponent menu, given its highlighted line.
    pub menu: &'a dyn Fn(usize) -> MenuBox<'a>,
    /// A question of the game's own, asked over the shell's (a draw offered).
    pub question: Option<String>,
    /// Whether the keys now read the notice, which is then drawn on top.
    pub notice_on_top: bool,
}

/// Draws the box open over the board, or else the first notice.
pub fn render_boxes(
    state: &ShellState,
    keys: &Keymap,
    boxes: Boxes<'_>,
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let question = boxes.question.or_else(|| {
        state
            .question()
            .map(|q| q.question(state.keeps_match()).to_string())
    });
    match state.overlay {
        Overlay::Help => {
            let context = boxes.help_context;
            frame.render_widget(
                HelpOverlay {
                    keys,
                    game: boxes.game,
                    context,
                    theme,
                },
                area,
            );
        }
        Overlay::Menu(selected) => frame.render_widget((boxes.menu)(selected), area),
        Overlay::Confirm(_) | Overlay::None => {}
    }
    if let Some(question) = question {
        let question = question.as_str();
        frame.render_widget(ConfirmDialog { question, theme }, area);
    }
    if let Some(text) = state.notices.first().filter(|_| boxes.notice_on_top) {
        frame.render_widget(NoticeOverlay { text, theme }, area);
    }
}
