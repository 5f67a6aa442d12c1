//! The share box (`s`): the position's moves and link, copied to the clipboard with
//! `c` as an effect the edge performs, closed with `s` or Esc; the board behind it
//! takes no move; a finished match offers its moves only; copying can be turned off.

use crate::app_settings;
use connect4::scoreboard::Tally;
use connect4::shell::{Program, Theme, key_press};
use connect4_classic::terminal::screen_layout;
use connect4_classic::terminal::view;
use connect4_classic::terminal::{COPY_OFF, Effect, Message, Mode, Model, Settings, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

fn model(settings: Settings) -> Model {
    Model::new(settings, Tally::default())
}

/// Presses single-character keys (and `Esc`), space-separated; the effects asked for.
fn press(model: &mut Model, keys: &str) -> Vec<Effect> {
    let mut effects = Vec::new();
    for name in keys.split_whitespace() {
        let code = match name {
            "Esc" => KeyCode::Esc,
            "Enter" => KeyCode::Enter,
            single => KeyCode::Char(single.chars().next().unwrap()),
        };
        let press = key_press(KeyEvent::new(code, KeyModifiers::NONE)).unwrap();
        if let Some(message) = model.on_key(press) {
            effects.extend(update(model, message));
        }
    }
    effects
}

fn copied(effects: &[Effect]) -> Vec<&str> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Clipboard(text) => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

#[test]
fn s_shows_the_link_and_c_copies_it_and_closes_the_box() {
    let mut model = model(app_settings());
    press(&mut model, "4 Enter 4 Enter 5 Enter 3 Enter s");
    assert_eq!(model.mode(), Mode::Share);
    let shared = model.shared();
    assert_eq!(shared.moves, "4453");
    assert_eq!(
        shared.link.as_deref(),
        Some("http://127.0.0.1:4747/#moves=4453")
    );
    let effects = press(&mut model, "c");
    assert_eq!(copied(&effects), ["http://127.0.0.1:4747/#moves=4453"]);
    assert_eq!(model.mode(), Mode::Playing);
    assert_eq!(
        model.message.as_deref(),
        Some("Sent the link to the clipboard")
    );
}

#[test]
fn the_box_closes_with_s_or_esc_and_the_board_behind_it_takes_no_move() {
    let mut model = model(app_settings());
    press(&mut model, "s 2 Enter");
    assert!(model.game.moves().is_empty(), "a drop went through the box");
    assert_eq!(model.mode(), Mode::Share);
    press(&mut model, "s");
    assert_eq!(model.mode(), Mode::Playing);
    press(&mut model, "s Esc");
    assert_eq!(model.mode(), Mode::Playing);
    assert!(model.shell.running, "Esc closed the box, not the game");
}

#[test]
fn the_link_uses_the_configured_page() {
    let settings = Settings {
        page: "https://play.example.org/c4/".into(),
        ..app_settings()
    };
    let mut model = model(settings);
    press(&mut model, "1 Enter s");
    assert_eq!(
        model.shared().link.as_deref(),
        Some("https://play.example.org/c4/#moves=1")
    );
}

#[test]
fn a_finished_match_has_no_link_and_copies_its_moves() {
    let mut model = model(app_settings());
    press(
        &mut model,
        "4 Enter 5 Enter 4 Enter 5 Enter 4 Enter 5 Enter 4 Enter s",
    );
    assert_eq!(model.mode(), Mode::Share);
    assert_eq!(model.shared().link, None);
    let effects = press(&mut model, "c");
    assert_eq!(copied(&effects), ["4545454"]);
}

#[test]
fn with_copying_off_nothing_is_sent_and_the_box_stays() {
    let settings = Settings {
        clipboard: false,
        ..app_settings()
    };
    let mut model = model(settings);
    let effects = press(&mut model, "s c");
    assert!(copied(&effects).is_empty());
    assert_eq!(model.mode(), Mode::Share);
    assert_eq!(model.message.as_deref(), Some(COPY_OFF));
}

#[test]
fn copying_goes_to_the_edge_as_a_clipboard_route() {
    let mut model = model(app_settings());
    Program::update(&mut model, Message::ToggleShare);
    let routes = Program::update(&mut model, Message::CopyShared);
    assert!(
        routes.iter().any(|route| matches!(
            route,
            connect4::shell::Route::Clipboard(text) if text.ends_with("#moves=")
        )),
        "{routes:?}"
    );
}

#[test]
fn the_share_box_screen() {
    let mut model = model(Settings {
        animation: false,
        ..app_settings()
    });
    press(&mut model, "4 Enter 4 Enter 5 Enter 3 Enter s");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| view(&model, &Theme::default(), frame))
        .unwrap();
    insta::assert_snapshot!(terminal.backend());
    // The board is still laid out behind it, for the mouse.
    assert!(
        screen_layout(Rect::new(0, 0, 80, 24), model.game.size())
            .board()
            .is_some()
    );
}

/// `r` in the share box copies the match as a game record: the players by who moved
/// first, the board, the moves and the result, which reads back as the same match.
#[test]
fn r_copies_the_match_as_a_record_that_reads_back() {
    use connect4_classic::record::{RecordResult, read};
    let mut model = model(Settings {
        size: connect4_classic::game::BoardSize::new(5, 4).unwrap(),
        ..Settings::default()
    });
    model.today = Some("2026-12-08".to_string());
    press(
        &mut model,
        "1 Enter 2 Enter 1 Enter 2 Enter 1 Enter 2 Enter 1 Enter s",
    );
    let effects = press(&mut model, "r");
    let record = copied(&effects)[0].to_string();
    assert_eq!(model.mode(), Mode::GameOver);
    assert_eq!(
        model.message.as_deref(),
        Some("Sent the match's record to the clipboard")
    );
    assert!(
        record.starts_with("[Event \"connect4 match\"]\n[Date \"2026.12.08\"]\n"),
        "{record}"
    );
    let back = &read(&record).unwrap()[0];
    assert_eq!(back.game.notation(), "1212121");
    assert_eq!(back.result, RecordResult::FirstWins);
    assert_eq!(
        back.tag("First"),
        Some(model.settings.names[model.game.starter()].as_str())
    );
    assert_eq!(back.size(), model.game.size());
}
