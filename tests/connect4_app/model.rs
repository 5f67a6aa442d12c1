//! The app driven by key presses and mouse events, with no terminal: the model says
//! what a player would see.

use crate::app_settings;
use connect4::scoreboard::{MatchResult, Played, ScoreStore, Tally};
use connect4::shell::Overlay;
use connect4::shell::ShellMessage;
use connect4::shell::{
    Confirm, Program, StoreAnswer, StoreEffect, key_press, mouse_pointer, record_result,
};
use connect4_classic::game::{BoardSize, Column, Player};
use connect4_classic::terminal::screen_layout;
use connect4_classic::terminal::{Effect, Message, Mode, Model, Settings, update};
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// A key from a short name: a single character, or Enter, Esc, Left, Right, Space, C-c.
fn key(name: &str) -> KeyEvent {
    let code = match name {
        "Enter" => KeyCode::Enter,
        "Esc" => KeyCode::Esc,
        "Left" => KeyCode::Left,
        "Right" => KeyCode::Right,
        "Space" => KeyCode::Char(' '),
        "C-c" => return KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
        single => KeyCode::Char(single.chars().next().unwrap()),
    };
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses the space-separated keys in order; returns the effects update asked for,
/// after performing them as the event loop does, with a scoreboard in a temporary
/// directory.
fn press(model: &mut Model, keys: &str) -> Vec<Effect> {
    let data = tempfile::tempdir().unwrap();
    let store = ScoreStore::in_dir(data.path(), &connect4::games::KEPT);
    let mut effects = Vec::new();
    for name in keys.split_whitespace() {
        let mut next = key_press(key(name)).and_then(|press| model.on_key(press));
        while let Some(message) = next.take() {
            for effect in update(model, message) {
                if let Effect::Store(StoreEffect::RecordResult {
                    matchup,
                    result,
                    aids,
                    ..
                }) = &effect
                {
                    let answer = record_result(Some(&store), matchup, *result, *aids);
                    next = Some(Message::Shell(ShellMessage::Stored(answer)));
                }
                effects.push(effect);
            }
        }
    }
    effects
}

fn new_model() -> Model {
    Model::new(app_settings(), Tally::default())
}

/// Red (player one) stacks four in column 4 while Yellow plays column 5.
const VERTICAL_WIN: &str = "4 Enter 5 Enter 4 Enter 5 Enter 4 Enter 5 Enter 4 Enter";

#[test]
fn digits_and_enter_play_a_vertical_win() {
    let mut model = new_model();
    let effects = press(&mut model, VERTICAL_WIN);
    assert_eq!(model.mode(), Mode::GameOver);
    assert_eq!(
        model.game.outcome().and_then(|o| o.winner()),
        Some(Player::One)
    );
    assert_eq!(model.tally.wins.one, 1);
    let recorded: Vec<&Effect> = effects
        .iter()
        .filter(|effect| matches!(effect, Effect::Store(StoreEffect::RecordResult { .. })))
        .collect();
    assert!(matches!(
        recorded.as_slice(),
        [Effect::Store(StoreEffect::RecordResult {
            result: MatchResult::Win(Player::One),
            ..
        })]
    ));
    // The match was kept for a restart move by move, and forgotten once won.
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store(StoreEffect::SaveMatch { .. })))
    );
    assert_eq!(
        effects.last(),
        Some(&Effect::Store(StoreEffect::ClearMatch {
            game: Played::CONNECT4
        }))
    );
    assert_eq!(model.tally.streak.map(|s| s.length), Some(1));
    assert!(model.tally.last_played.is_some());
}

#[test]
fn arrows_and_vim_keys_move_the_hover_and_wrap() {
    let mut model = new_model();
    assert_eq!(model.hover, Column::new(3));
    press(&mut model, "Left Left h");
    assert_eq!(model.hover, Column::new(0));
    press(&mut model, "Left");
    assert_eq!(model.hover, Column::new(6));
    press(&mut model, "l Right");
    assert_eq!(model.hover, Column::new(1));
    press(&mut model, "Space");
    assert_eq!(model.game.notation(), "2");
}

#[test]
fn only_presses_count_not_repeats_or_releases() {
    let mut model = new_model();
    for kind in [KeyEventKind::Repeat, KeyEventKind::Release] {
        let mut enter = key("Enter");
        enter.kind = kind;
        assert_eq!(key_press(enter).and_then(|press| model.on_key(press)), None);
    }
    press(&mut model, "Enter");
    assert_eq!(model.game.moves().len(), 1);
}

#[test]
fn a_full_column_is_refused_with_a_reason() {
    let mut model = new_model();
    press(&mut model, "3 Enter Enter Enter Enter Enter Enter");
    let before = model.game.clone();
    press(&mut model, "Enter");
    assert_eq!(model.game, before);
    assert_eq!(model.message.as_deref(), Some("Column 3 is full"));
    press(&mut model, "4 Enter");
    assert_eq!(model.message, None, "a good move clears the message");
}

#[test]
fn a_column_beyond_the_board_is_refused() {
    let mut model = new_model();
    press(&mut model, "9");
    assert_eq!(model.hover, Column::new(3));
    assert_eq!(
        model.message.as_deref(),
        Some("There is no column 9: the board has columns 1 to 7")
    );
}

#[test]
fn new_match_asks_mid_match_and_the_starter_alternates() {
    let mut model = new_model();
    press(&mut model, "4 Enter n");
    assert_eq!(model.mode(), Mode::Confirm(Confirm::NewMatch));
    press(&mut model, "n");
    assert_eq!(model.mode(), Mode::Playing);
    assert_eq!(model.game.moves().len(), 1, "saying no keeps the match");
    press(&mut model, "n y");
    assert!(model.game.moves().is_empty());
    assert_eq!(model.game.to_move(), Player::Two);
    press(&mut model, "n");
    assert_eq!(
        model.mode(),
        Mode::Playing,
        "an empty match is replaced without asking"
    );
    assert_eq!(model.game.starter(), Player::Two);
}

#[test]
fn after_a_match_n_starts_the_next_one_at_once() {
    let mut model = new_model();
    press(&mut model, VERTICAL_WIN);
    press(&mut model, "Enter");
    assert_eq!(
        model.message.as_deref(),
        Some("The match is over: press n for a new one, or u to undo")
    );
    press(&mut model, "n");
    assert_eq!(model.mode(), Mode::Playing);
    assert_eq!(model.game.starter(), Player::Two);
    assert_eq!(
        model.tally.wins.one, 1,
        "the score survives into the next match"
    );
}

#[test]
fn quitting_asks_mid_match_and_not_otherwise() {
    let mut model = new_model();
    press(&mut model, "q");
    assert!(!model.shell.running, "nothing to lose: q quits at once");

    let mut model = new_model();
    press(&mut model, "Esc");
    assert!(!model.shell.running, "Esc with nothing open quits");

    let mut model = new_model();
    press(&mut model, "1 Enter q");
    assert_eq!(model.mode(), Mode::Confirm(Confirm::Quit));
    press(&mut model, "Esc");
    assert!(model.shell.running);
    assert_eq!(model.shell.overlay, Overlay::None);
    press(&mut model, "q Enter");
    assert!(!model.shell.running, "Enter confirms");
}

#[test]
fn ctrl_c_quits_at_once_from_anywhere() {
    for keys in ["", "1 Enter q", "?"] {
        let mut model = new_model();
        press(&mut model, keys);
        press(&mut model, "C-c");
        assert!(!model.shell.running, "after {keys:?}");
    }
}

#[test]
fn help_toggles_and_hides_the_board_from_keys() {
    let mut model = new_model();
    press(&mut model, "?");
    assert_eq!(model.mode(), Mode::Help);
    press(&mut model, "1 Enter Left");
    assert!(model.game.moves().is_empty());
    assert_eq!(model.hover, Column::new(3));
    press(&mut model, "?");
    assert_eq!(model.mode(), Mode::Playing);
    press(&mut model, "? Esc");
    assert_eq!(model.mode(), Mode::Playing);
    assert!(model.shell.running, "Esc closes help rather than quitting");
}

#[test]
fn a_ten_column_board_takes_zero_for_column_ten() {
    let size = BoardSize::new(10, 6).unwrap();
    let settings = Settings {
        size,
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    press(&mut model, "0 Enter");
    assert_eq!(model.game.notation(), "0");
    assert_eq!(model.game.moves()[0].cell.column, 9);
}

fn mouse(kind: MouseEventKind, column: u16, row: u16) -> MouseEvent {
    MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }
}

/// The message a mouse event means on an 80x24 screen, as the event loop reads it.
fn on_mouse(model: &Model, event: MouseEvent) -> Option<Message> {
    mouse_pointer(event).and_then(|pointer| model.on_pointer(pointer, Rect::new(0, 0, 80, 24)))
}

#[test]
fn the_mouse_hovers_and_drops_where_the_column_is_drawn() {
    let mut model = new_model();
    let layout = screen_layout(Rect::new(0, 0, 80, 24), model.game.size());
    let board = *layout.board().unwrap();
    let x = board.column_x(5) + 2;
    let y = board.grid_top() + 2;
    let moved = on_mouse(&model, mouse(MouseEventKind::Moved, x, y));
    assert_eq!(moved, Some(Message::HoverColumn(Column::new(5))));
    update(&mut model, moved.unwrap());
    assert_eq!(model.hover, Column::new(5));

    let click = mouse(
        MouseEventKind::Down(MouseButton::Left),
        board.column_x(1) + 2,
        y,
    );
    let message = on_mouse(&model, click).unwrap();
    update(&mut model, message);
    assert_eq!(model.game.notation(), "2");
    assert_eq!(model.hover, Column::new(1));

    press(&mut model, "?");
    assert_eq!(on_mouse(&model, click), None, "help covers the board");
    assert!(update(&mut model, Message::DropAt(Column::new(1))).is_empty());
    assert_eq!(
        model.game.notation(),
        "2",
        "a click behind an overlay does not play"
    );
}

#[test]
fn a_scoreboard_notice_stays_until_dismissed_and_covers_the_board() {
    let mut model = Model::new(app_settings(), Tally::default());
    let notice = "The scoreboard /home/ada/.local/share/connect4/scores.toml could not be \
                  read (torn); it was kept as /home/ada/.local/share/connect4/\
                  scores.damaged-20261122T101010Z.toml and a new one started.";
    update(
        &mut model,
        Message::Shell(ShellMessage::Stored(StoreAnswer::ScoresUpdated {
            tally: Some(Tally::default()),
            notice: Some(notice.to_string()),
        })),
    );
    assert_eq!(model.mode(), Mode::Notice);
    // Keys meant for the board do nothing while the notice is up.
    let hover = model.hover;
    press(&mut model, "4 Left h");
    assert_eq!(model.hover, hover);
    assert_eq!(model.shell.notices, vec![notice.to_string()]);
    press(&mut model, "Esc");
    assert_eq!(model.mode(), Mode::Playing);
    press(&mut model, "Enter");
    assert_eq!(model.game.moves().len(), 1, "the board works again");
}
