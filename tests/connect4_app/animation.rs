//! The drop animation, frame by frame in a TestBackend: ticks are the animation's only
//! clock, so each tick is one frame of the fall.

use crate::app_settings;
use connect4::scoreboard::Tally;
use connect4::shell::ShellMessage;
use connect4::shell::Theme;
use connect4_classic::game::Column;
use connect4_classic::terminal::screen_layout;
use connect4_classic::terminal::view;
use connect4_classic::terminal::{Message, Model, Settings, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

/// The glyph drawn at the centre of the board cell in `column`, `row` (row 0 at the
/// bottom) on an 80x24 screen.
fn glyph_at(model: &Model, column: usize, row: usize) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| view(model, &Theme::default(), frame))
        .unwrap();
    let layout = screen_layout(Rect::new(0, 0, 80, 24), model.game.size());
    let board = layout.board().unwrap();
    let x = board.column_x(column) + 1 + board.cell_width / 2;
    let y = board.row_y(row) + (board.cell_height - 1) / 2;
    terminal.backend().buffer()[(x, y)].symbol().to_string()
}

fn model(animation: bool) -> Model {
    let settings = Settings {
        animation,
        ..app_settings()
    };
    Model::new(settings, Tally::default())
}

#[test]
fn a_dropped_disc_falls_one_row_per_tick_to_its_cell() {
    let mut model = model(true);
    update(&mut model, Message::Drop);
    let column = model.hover.index();
    let mut frames = Vec::new();
    loop {
        let rows: Vec<usize> = (0..6)
            .filter(|&r| glyph_at(&model, column, r) == "●")
            .collect();
        frames.push(rows);
        if model.falling.is_none() {
            break;
        }
        assert!(model.busy(), "the loop must tick while a disc falls");
        update(&mut model, Message::Shell(ShellMessage::Tick));
    }
    assert_eq!(
        frames,
        [vec![5], vec![4], vec![3], vec![2], vec![1], vec![0]],
        "one row per frame, one disc on screen, landing in its cell"
    );
    assert!(!model.busy(), "nothing moves: no more ticks");
}

#[test]
fn a_new_drop_finishes_the_previous_fall_at_once() {
    let mut model = model(true);
    update(&mut model, Message::DropAt(Column::new(0)));
    update(&mut model, Message::Shell(ShellMessage::Tick));
    update(&mut model, Message::DropAt(Column::new(6)));
    assert_eq!(glyph_at(&model, 0, 0), "●", "the first disc is in its cell");
    assert_eq!(glyph_at(&model, 6, 5), "◆", "the second one is at the top");
}

#[test]
fn without_animation_the_disc_is_in_its_cell_at_once() {
    let mut model = model(false);
    update(&mut model, Message::Drop);
    assert!(model.falling.is_none());
    assert_eq!(glyph_at(&model, model.hover.index(), 0), "●");
}
