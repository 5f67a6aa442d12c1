//! The post-game review through keys, the model and the screen: `v` opens it at the
//! last move and asks for every position's analysis, the arrows and Home/End step
//! through the match, the board and the moves panel show the verdicts as they arrive,
//! and Esc returns to the match exactly as it was.

use crate::app_settings;
use connect4::scoreboard::Tally;
use connect4::shell::Theme;
use connect4::shell::{Program, key_press};
use connect4_classic::ai::{Choice, Level, Verdict};
use connect4_classic::game::{BoardSize, Column, Game, Player};
use connect4_classic::terminal::view;
use connect4_classic::terminal::{Effect, Message, Mode, Model, Search, Settings, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Modifier};

fn key(name: &str) -> KeyEvent {
    let code = match name {
        "Esc" => KeyCode::Esc,
        "Left" => KeyCode::Left,
        "Right" => KeyCode::Right,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "Enter" => KeyCode::Enter,
        single => KeyCode::Char(single.chars().next().unwrap()),
    };
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses the space-separated keys; returns every effect asked for.
fn press(model: &mut Model, keys: &str) -> Vec<Effect> {
    let mut effects = Vec::new();
    for name in keys.split_whitespace() {
        if let Some(message) = model.on_key(key_press(key(name)).unwrap()) {
            effects.extend(update(model, message));
        }
    }
    effects
}

/// Two people, after the moves `4453` (1-based columns).
fn two_people_after(moves: &str) -> Model {
    let settings = Settings {
        seats: connect4::shell::Seats::against(None),
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    model.game = Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap();
    model
}

/// The plies whose positions the review asked to analyse, in the order asked.
fn review_requests(effects: &[Effect]) -> Vec<usize> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Engine(Search::AnalyzeForReview { ply, game, .. }) => {
                assert_eq!(game.moves().len(), *ply, "the position before move {ply}");
                Some(*ply)
            }
            _ => None,
        })
        .collect()
}

fn ticket_of(effects: &[Effect]) -> u64 {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Engine(Search::AnalyzeForReview { ticket, .. }) => Some(*ticket),
            _ => None,
        })
        .expect("the review asked for an analysis")
}

#[test]
fn v_opens_the_review_at_the_last_move_and_asks_for_every_position_last_first() {
    let mut model = two_people_after("4453");
    let effects = press(&mut model, "v");
    assert_eq!(model.mode(), Mode::Review);
    assert_eq!(review_requests(&effects), [3, 2, 1, 0]);
    let review = model.review.as_ref().unwrap();
    assert_eq!((review.ply, &review.position), (4, &model.game));
    assert!(model.busy(), "the spinner turns while analyses are due");
}

#[test]
fn arrows_and_home_end_step_through_the_match_within_its_ends() {
    let mut model = two_people_after("4453");
    press(&mut model, "v Left Left");
    let review = model.review.as_ref().unwrap();
    assert_eq!(review.ply, 2);
    assert_eq!(review.position.moves().len(), 2);
    press(&mut model, "Home Left");
    assert_eq!(model.review.as_ref().unwrap().ply, 0);
    press(&mut model, "Right");
    assert_eq!(model.review.as_ref().unwrap().ply, 1);
    press(&mut model, "End Right");
    assert_eq!(model.review.as_ref().unwrap().ply, 4);
}

#[test]
fn the_board_cannot_be_played_while_reviewing_and_esc_restores_the_match() {
    let mut model = two_people_after("4453");
    let before = model.game.clone();
    press(&mut model, "v Home 1 Enter u");
    update(&mut model, Message::DropAt(Column::new(0)));
    assert_eq!(model.game, before, "no key or click changes the match");
    let effects = press(&mut model, "Esc");
    assert_eq!(model.mode(), Mode::Playing);
    assert!(model.review.is_none());
    assert_eq!(model.game, before);
    assert!(
        effects.contains(&Effect::CancelEngine),
        "analyses still due are stopped"
    );
    press(&mut model, "v v");
    assert!(model.review.is_none(), "v again leaves the review too");
}

#[test]
fn an_empty_match_has_nothing_to_review() {
    let mut model = two_people_after("");
    let effects = press(&mut model, "v");
    assert!(model.review.is_none() && effects.is_empty());
    assert!(model.message.as_deref().unwrap().contains("No moves"));
}

#[test]
fn the_computer_waits_while_its_match_is_reviewed_and_goes_on_after() {
    let settings = Settings {
        seats: connect4::shell::Seats::against(Some(Level::Perfect)),
        ..app_settings()
    };
    let mut model = Model::new(settings, Tally::default());
    let thinking = press(&mut model, "Enter");
    let asked = thinking
        .iter()
        .find_map(|effect| match effect {
            Effect::Engine(Search::Think { ticket, .. }) => Some(*ticket),
            _ => None,
        })
        .expect("the computer is asked to move");
    let opened = press(&mut model, "v");
    assert!(opened.contains(&Effect::CancelEngine));
    assert!(
        !opened
            .iter()
            .any(|e| matches!(e, Effect::Engine(Search::Think { .. })))
    );
    // The answer to the cancelled search comes late: it is not played.
    let choice = Choice {
        column: Column::new(0),
        proven: true,
    };
    update(
        &mut model,
        Message::ComputerMoved {
            ticket: asked,
            choice,
        },
    );
    assert_eq!(model.game.moves().len(), 1);
    let closed = press(&mut model, "Esc");
    assert!(
        closed
            .iter()
            .any(|e| matches!(e, Effect::Engine(Search::Think { .. }))),
        "leaving the review asks the computer for its move again: {closed:?}"
    );
}

/// Every column loses in 5 except the third (0-based 2), which draws.
fn draw_only_in_column_3() -> Vec<Option<Verdict>> {
    (0..7)
        .map(|c| {
            Some(if c == 2 {
                Verdict::Draw
            } else {
                Verdict::Loss { moves: 5 }
            })
        })
        .collect()
}

/// The review of `4453` stepped back to `ply`, with Yellow's first move (column 4,
/// ply 1) judged a blunder: it could draw in column 3.
fn reviewed(ply: &str) -> Model {
    let mut model = two_people_after("4453");
    let ticket = ticket_of(&press(&mut model, "v"));
    for message in [
        Message::ReviewAnalysis {
            ticket: ticket + 1,
            ply: 0,
            analysis: draw_only_in_column_3(),
        },
        Message::ReviewAnalysis {
            ticket,
            ply: 1,
            analysis: draw_only_in_column_3(),
        },
    ] {
        update(&mut model, message);
    }
    press(&mut model, ply);
    model
}

#[test]
fn analyses_fill_in_for_their_own_review_only() {
    let model = reviewed("");
    let review = model.review.as_ref().unwrap();
    assert!(
        review.analyses[0].is_none(),
        "another ticket's answer is dropped"
    );
    let judged = review.judged(&model.game, 1).unwrap();
    assert_eq!(
        (judged.before, judged.after, judged.best),
        (
            Verdict::Draw,
            Verdict::Loss { moves: 5 },
            vec![Column::new(2)]
        )
    );
}

fn screen(model: &Model) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| view(model, &Theme::default(), frame))
        .unwrap();
    terminal.backend().buffer().clone()
}

fn row_text(buffer: &Buffer, y: u16) -> String {
    (0..buffer.area.width)
        .map(|x| buffer[(x, y)].symbol())
        .collect()
}

/// Where `needle` starts on screen, as (x, y).
fn find(buffer: &Buffer, needle: &str) -> Option<(u16, u16)> {
    (0..buffer.area.height).find_map(|y| {
        let line = row_text(buffer, y);
        let byte = line.find(needle)?;
        Some((line[..byte].chars().count() as u16, y))
    })
}

#[test]
fn the_status_bar_and_the_panel_show_the_blunder_in_red() {
    let buffer = screen(&reviewed("Home Right Right"));
    let status = row_text(&buffer, 29);
    assert!(
        status.contains("Review 2/4") && status.contains("Yellow played 4: D→L5 ?? now lost"),
        "{status}"
    );
    let (x, y) = find(&buffer, "2. ◆ 4").expect("the move in the panel");
    let line = row_text(&buffer, y);
    assert!(line.contains("D→L5 ??"), "{line}");
    let (mark_x, _) = find(&buffer, "D→L5 ??").map(|(x, y)| (x + 5, y)).unwrap();
    assert_eq!(buffer[(mark_x, y)].symbol(), "?");
    assert_eq!(buffer[(mark_x, y)].fg, Color::Red);
    assert!(
        buffer[(x, y)].modifier.contains(Modifier::REVERSED),
        "the move shown is highlighted"
    );
    let other = find(&buffer, "1. ● 4").unwrap();
    assert!(!buffer[other].modifier.contains(Modifier::REVERSED));
    assert!(row_text(&buffer, other.1).contains('…'), "not analysed yet");
}

#[test]
fn the_board_shows_the_position_its_verdicts_the_best_column_and_the_move_played() {
    let buffer = screen(&reviewed("Home Right"));
    // The hint row is the second line: the best column (3) is underlined, the others
    // are not, and the marker above the board is over column 4, where Yellow played.
    let hints = row_text(&buffer, 1);
    let (draw_x, _) = find(&buffer, " D ").expect("the draw label");
    assert!(
        buffer[(draw_x + 1, 1)]
            .modifier
            .contains(Modifier::UNDERLINED)
    );
    let (loss_x, _) = find(&buffer, "L5").unwrap();
    assert!(!buffer[(loss_x, 1)].modifier.contains(Modifier::UNDERLINED));
    assert_eq!(hints.matches("L5").count(), 6, "{hints}");
    let marker = row_text(&buffer, 0);
    let marker_x = marker.find('◆').map(|b| marker[..b].chars().count() as u16);
    let (four_x, _) = find(&buffer, "   4   ").unwrap();
    assert_eq!(marker_x, Some(four_x + 3), "{marker}");
    assert!(row_text(&buffer, 29).contains("Review 1/4"));
}

#[test]
fn review_screen() {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let model = reviewed("Home Right");
    terminal
        .draw(|frame| view(&model, &Theme::default(), frame))
        .unwrap();
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn help_in_the_review_lists_the_review_keys() {
    let mut model = reviewed("");
    press(&mut model, "?");
    assert_eq!(model.mode(), Mode::Help);
    let buffer = screen(&model);
    let text: String = (0..30).map(|y| row_text(&buffer, y) + "\n").collect();
    assert!(text.contains("Keys in the review"), "{text}");
    assert!(text.contains("review: one move back"));
    assert!(
        !text.contains("drop a disc"),
        "board keys are not read here"
    );
    press(&mut model, "Esc");
    assert_eq!(
        model.mode(),
        Mode::Review,
        "closing the help returns to the review"
    );
}

#[test]
fn once_every_move_is_judged_the_empty_board_shows_each_players_accuracy() {
    let mut model = two_people_after("4453");
    let ticket = ticket_of(&press(&mut model, "v"));
    press(&mut model, "Home");
    let status = |model: &Model| row_text(&screen(model), 29);
    for ply in 0..4 {
        assert!(
            !status(&model).contains("best,"),
            "no figure while a position is still analysed: {}",
            status(&model)
        );
        update(
            &mut model,
            Message::ReviewAnalysis {
                ticket,
                ply,
                analysis: draw_only_in_column_3(),
            },
        );
    }
    // Every position draws only in column 3. Red played 4 and 5, giving away a draw
    // for a loss in 5 (50 - 4 points) each time; Yellow played 4, then 3, the best.
    let shown = status(&model);
    assert!(
        shown.contains("Review 0/4 · ● 0% best, loss 46.0 · ◆ 50% best, loss 23.0"),
        "{shown}"
    );
}
