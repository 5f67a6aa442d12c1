//! The front door of `connect4 serve --ssh` on screen (TestBackend and insta): the
//! naming screen with the server's refusal, the menu, the scoreboard and the
//! settings at 80x24; the ASCII theme's marks; and a screen too small.

use crate::screen_text::screen_text;
use connect4::door::{Appearance, Door, DoorMessage, MENU, MenuLine, update};
use connect4::scoreboard::{MatchResult, Matchup, Played, Scoreboard, Timestamp};
use connect4::shell::Theme;
use connect4_classic::game::{BoardSize, ByPlayer, Player};

fn screen(door: &Door) -> String {
    screen_text(door, &Theme::default(), (80, 24))
}

fn send(door: &mut Door, messages: &[DoorMessage]) {
    for &message in messages {
        update(door, message);
    }
}

/// A player's scoreboard: the perfect computer, a friend whose name hides an escape,
/// checkers, and enough older games to scroll.
fn scoreboard() -> Scoreboard {
    let mut scoreboard = Scoreboard::new();
    let mut play = |two: &str, computer: Option<&str>, played: Played, results: &[MatchResult]| {
        let matchup = Matchup {
            names: ByPlayer::new("ann".into(), two.into()),
            computer: computer.map(String::from),
            board: played.is_connect4().then_some(BoardSize::STANDARD),
            played,
        };
        for &result in results {
            let at = Timestamp(1_000 + scoreboard.len() as i64 * 10 + 1);
            scoreboard.record(&matchup, result, at);
        }
    };
    let (won, lost, drawn) = (
        MatchResult::Win(Player::One),
        MatchResult::Win(Player::Two),
        MatchResult::Draw,
    );
    for n in 0..30 {
        play(&format!("old{n:02}"), None, Played::CONNECT4, &[won]);
    }
    play(
        "Black",
        Some("hard"),
        connect4_checkers::terminal::PLAYED,
        &[lost, won, won],
    );
    play("eve\u{1b}[2J", None, Played::CONNECT4, &[won, drawn]);
    play(
        "Yellow",
        Some("perfect"),
        Played::CONNECT4,
        &[lost, drawn, lost, lost],
    );
    scoreboard
}

fn menu() -> Door {
    Door::menu(
        "ann".into(),
        connect4::games::default_keys(),
        &scoreboard(),
        Appearance::default(),
    )
}

/// Where `line` stands in the door's menu (the games' lines come first, one each).
fn line_of(line: MenuLine) -> usize {
    let at = MENU.iter().position(|&shown| shown == line);
    at.expect("every line is on the menu")
}

#[test]
fn the_naming_screen_shows_the_servers_refusal_escaped_and_why_a_name_is_bad() {
    let refusal = "ann is taken: choose another\u{1b}]0;pwned\u{7}";
    let mut door = Door::naming(connect4::games::default_keys(), Some(refusal.into()));
    let typed: Vec<DoorMessage> = "Zoë\u{202e} ".chars().map(DoorMessage::Type).collect();
    send(&mut door, &typed);
    let screen = screen(&door);
    assert!(
        !screen.contains(['\u{1b}', '\u{7}', '\u{202e}']),
        "text from outside is escaped"
    );
    assert!(screen.contains("ann is taken: choose another\\u{1b}]0;pwned"));
    insta::assert_snapshot!(screen);
}

#[test]
fn the_menu_greets_the_player_and_shows_each_lines_choice() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::Step(1), DoorMessage::Side(1)]);
    let screen = screen(&door);
    assert!(screen.contains("Hello, ann"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_scoreboard_lists_the_last_played_first_and_scrolls_to_the_highlight() {
    let mut door = menu();
    send(
        &mut door,
        &[DoorMessage::Take(line_of(MenuLine::Scoreboard))],
    );
    let top = screen(&door);
    assert!(top.contains("the computer (perfect)"), "{top}");
    assert!(!top.contains('\u{1b}'), "a name from the file is escaped");
    insta::assert_snapshot!("the_scoreboard_top", top);
    send(&mut door, &[DoorMessage::Step(40)]);
    let bottom = screen(&door);
    assert!(
        bottom.contains("old00") && !bottom.contains("perfect"),
        "{bottom}"
    );
    insta::assert_snapshot!("the_scoreboard_scrolled_to_its_end", bottom);
}

#[test]
fn the_settings_say_what_leaving_with_a_change_does() {
    let mut door = menu();
    let settings = line_of(MenuLine::Settings);
    send(
        &mut door,
        &[DoorMessage::Take(settings), DoorMessage::Step(1)],
    );
    send(&mut door, &[DoorMessage::Choose]);
    let screen = screen(&door);
    assert!(screen.contains("Changed: Esc keeps it"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_help_lists_the_menus_keys() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::ToggleHelp]);
    insta::assert_snapshot!(screen(&door));
}

#[test]
fn the_ascii_theme_draws_the_menu_with_ascii_only() {
    let ascii = Theme {
        ascii: true,
        ..Theme::default()
    };
    let screen = screen_text(&menu(), &ascii, (80, 24));
    assert!(screen.is_ascii(), "{screen}");
    assert!(screen.contains("> 1  Connect 4 against the computer  < medium >"));
}

#[test]
fn a_screen_too_small_says_the_size_the_door_needs() {
    let screen = screen_text(&menu(), &Theme::default(), (50, 12));
    assert!(screen.contains("need 56x17 (now 50x12)"), "{screen}");
    let fits = screen_text(&menu(), &Theme::default(), (56, 17));
    assert!(
        fits.contains("9  Quit"),
        "the smallest screen shows every line:\n{fits}"
    );
}
