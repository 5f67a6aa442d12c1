//! The door's update: a name typed and checked, the menu's lines and their choices,
//! the scoreboard and the settings screens, help and leaving.

use super::*;
use crate::config::Opponent;
use crate::door::{Appearance, Door, MenuLine, Picks, Place, Setting, Stage};
use crate::scoreboard::{MatchResult, Matchup, Played, Scoreboard, Timestamp};
use connect4_classic::game::BoardSize;
use connect4_classic::seat::{ByPlayer, Player};

/// Where `line` stands in the menu (the games' lines come first, one each).
fn line_of(line: MenuLine) -> usize {
    let at = crate::door::MENU.iter().position(|&shown| shown == line);
    at.expect("every line is on the menu")
}

fn naming(refusal: Option<&str>) -> Door {
    Door::naming(crate::games::default_keys(), refusal.map(String::from))
}

fn menu() -> Door {
    let mut scoreboard = Scoreboard::new();
    for n in 0..3 {
        let matchup = Matchup {
            names: ByPlayer::new("ann".into(), format!("p{n}")),
            computer: None,
            board: Some(BoardSize::STANDARD),
            played: Played::CONNECT4,
        };
        scoreboard.record(&matchup, MatchResult::Win(Player::One), Timestamp(n));
    }
    Door::menu(
        "ann".into(),
        crate::games::default_keys(),
        &scoreboard,
        Appearance::default(),
    )
}

fn send(door: &mut Door, messages: &[DoorMessage]) {
    for &message in messages {
        update(door, message);
    }
}

fn typing(text: &str) -> Vec<DoorMessage> {
    text.chars().map(DoorMessage::Type).collect()
}

fn place(door: &Door) -> Place {
    match &door.stage {
        Stage::Menu(menu) => menu.place,
        Stage::Naming(_) => panic!("not on the menu"),
    }
}

#[test]
fn enter_on_a_valid_name_ends_the_door_with_it_trimmed() {
    let mut door = naming(None);
    send(&mut door, &typing(" Zoë?q"));
    send(&mut door, &[DoorMessage::Erase, DoorMessage::Choose]);
    assert_eq!(door.chosen(), Some(&DoorChoice::Name("Zoë?".into())));
}

#[test]
fn enter_on_a_bad_name_says_why_and_goes_on() {
    let mut door = naming(Some("ann is taken: choose another"));
    send(&mut door, &[DoorMessage::Choose]);
    assert_eq!(door.chosen(), None);
    let Stage::Naming(naming) = &door.stage else {
        panic!("still naming")
    };
    assert!(naming.entry.problem().unwrap().contains("visible"));
    assert_eq!(
        naming.refusal.as_deref(),
        Some("ann is taken: choose another")
    );
    send(&mut door, &typing(&"w".repeat(21)));
    send(&mut door, &[DoorMessage::Choose]);
    assert_eq!(door.chosen(), None, "21 columns is too wide");
    send(&mut door, &[DoorMessage::Erase, DoorMessage::Choose]);
    assert_eq!(door.chosen(), Some(&DoorChoice::Name("w".repeat(20))));
}

#[test]
fn esc_or_ctrl_c_leaves_the_naming_screen_and_nothing_after_counts() {
    for leave in [DoorMessage::Back, DoorMessage::Quit] {
        let mut door = naming(None);
        send(&mut door, &[leave]);
        assert_eq!(door.chosen(), Some(&DoorChoice::Quit));
        send(&mut door, &typing("ann"));
        send(&mut door, &[DoorMessage::Choose]);
        assert_eq!(door.chosen(), Some(&DoorChoice::Quit), "already ended");
    }
}

#[test]
fn the_help_does_not_open_over_the_naming_screen() {
    let mut door = naming(None);
    send(&mut door, &[DoorMessage::ToggleHelp]);
    assert!(!door.help);
}

#[test]
fn each_computer_line_plays_at_the_level_it_shows() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::Side(1), DoorMessage::Choose]);
    let hard = DoorChoice::Play {
        game: connect4_classic::terminal::GAME,
        opponent: Opponent::Hard,
    };
    assert_eq!(door.chosen(), Some(&hard));
    let mut door = menu();
    send(&mut door, &[DoorMessage::Step(1), DoorMessage::Side(-1)]);
    send(&mut door, &[DoorMessage::Choose]);
    let easy = DoorChoice::Play {
        game: connect4_checkers::terminal::GAME,
        opponent: Opponent::Easy,
    };
    assert_eq!(door.chosen(), Some(&easy));
}

#[test]
fn two_players_play_the_game_the_line_shows_against_nobody() {
    let mut door = menu();
    let two = line_of(MenuLine::TwoPlayers) as isize;
    send(&mut door, &[DoorMessage::Step(two), DoorMessage::Side(1)]);
    send(&mut door, &[DoorMessage::Choose]);
    let checkers = DoorChoice::Play {
        game: connect4_checkers::terminal::GAME,
        opponent: Opponent::Human,
    };
    assert_eq!(door.chosen(), Some(&checkers));
}

#[test]
fn a_digit_takes_its_line_and_the_highlight_wraps() {
    for (line, choice) in [
        (line_of(MenuLine::Puzzles), DoorChoice::Puzzles),
        (line_of(MenuLine::Lobby), DoorChoice::Lobby),
        (line_of(MenuLine::Quit), DoorChoice::Quit),
    ] {
        let mut door = menu();
        send(&mut door, &[DoorMessage::Take(line)]);
        assert_eq!(door.chosen(), Some(&choice));
    }
    let mut door = menu();
    send(&mut door, &[DoorMessage::Step(-1), DoorMessage::Choose]);
    assert_eq!(door.chosen(), Some(&DoorChoice::Quit), "up from the top");
    let mut door = menu();
    send(&mut door, &[DoorMessage::Take(crate::door::MENU.len())]);
    assert_eq!(door.chosen(), None, "no line past the last");
}

#[test]
fn the_scoreboard_scrolls_within_its_rows_and_esc_comes_back() {
    let mut door = menu();
    send(
        &mut door,
        &[DoorMessage::Take(line_of(MenuLine::Scoreboard))],
    );
    assert_eq!(place(&door), Place::Scores { row: 0 });
    send(&mut door, &[DoorMessage::Step(10)]);
    assert_eq!(place(&door), Place::Scores { row: 2 }, "three rows");
    send(&mut door, &[DoorMessage::Step(-1), DoorMessage::Choose]);
    assert_eq!(place(&door), Place::Scores { row: 1 });
    send(&mut door, &[DoorMessage::Back]);
    assert_eq!(place(&door), Place::Lines);
    assert_eq!(door.chosen(), None);
    send(&mut door, &[DoorMessage::Back]);
    assert_eq!(
        door.chosen(),
        Some(&DoorChoice::Quit),
        "Esc on the menu leaves"
    );
}

#[test]
fn leaving_the_settings_with_a_change_ends_the_door_with_it() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::Take(line_of(MenuLine::Settings))]);
    let at = |setting| Place::Settings { setting };
    assert_eq!(place(&door), at(Setting::Color));
    send(&mut door, &[DoorMessage::Choose, DoorMessage::Step(1)]);
    send(&mut door, &[DoorMessage::Side(-1)]);
    assert_eq!(place(&door), at(Setting::Ascii));
    assert_eq!(door.chosen(), None, "a change ends nothing at once");
    send(&mut door, &[DoorMessage::Back]);
    let changed = Appearance {
        color: false,
        ascii: true,
    };
    assert_eq!(door.chosen(), Some(&DoorChoice::Settings(changed)));
}

#[test]
fn leaving_the_settings_as_they_were_goes_back_to_the_menu() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::Take(6)]);
    send(&mut door, &[DoorMessage::Choose, DoorMessage::Side(1)]);
    send(&mut door, &[DoorMessage::Back]);
    assert_eq!((place(&door), door.chosen()), (Place::Lines, None));
}

#[test]
fn q_leaves_from_the_settings_without_keeping_a_change() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::Take(6), DoorMessage::Choose]);
    send(&mut door, &[DoorMessage::Quit]);
    assert_eq!(door.chosen(), Some(&DoorChoice::Quit));
}

#[test]
fn the_help_covers_the_menu_until_closed() {
    let mut door = menu();
    send(&mut door, &[DoorMessage::ToggleHelp, DoorMessage::Step(1)]);
    send(&mut door, &[DoorMessage::Choose]);
    assert!(
        door.help && door.chosen().is_none(),
        "nothing under it moves"
    );
    send(&mut door, &[DoorMessage::Back]);
    assert!(
        !door.help && door.chosen().is_none(),
        "Esc closes the help only"
    );
    send(&mut door, &[DoorMessage::Choose]);
    assert!(matches!(
        door.chosen(),
        Some(DoorChoice::Play { game, .. }) if *game == connect4_classic::terminal::GAME
    ));
}

#[test]
fn the_door_opened_again_is_on_the_line_and_choice_taken_last() {
    let last = DoorChoice::Play {
        game: connect4_checkers::terminal::GAME,
        opponent: Opponent::Hard,
    };
    let mut door = menu().after(&last, Picks::default());
    send(&mut door, &[DoorMessage::Choose]);
    assert_eq!(door.chosen(), Some(&last));
    let door = menu().after(
        &DoorChoice::Settings(Appearance::default()),
        Picks::default(),
    );
    let Stage::Menu(menu) = &door.stage else {
        panic!("the menu")
    };
    assert_eq!(menu.menu_line(), MenuLine::Settings);
}

#[test]
fn the_levels_picked_stay_when_the_door_opens_again_after_the_settings() {
    let mut door = menu();
    // Connect 4's computer line is the first and checkers' the second: Connect 4 to
    // perfect, checkers to easy.
    let right = DoorMessage::Side(1);
    send(
        &mut door,
        &[right, right, DoorMessage::Step(1), DoorMessage::Side(-1)],
    );
    let picks = door.picks();
    assert_eq!(
        picks.level(connect4_classic::terminal::GAME),
        Opponent::Perfect
    );
    assert_eq!(
        picks.level(connect4_checkers::terminal::GAME),
        Opponent::Easy
    );
    let settings = DoorChoice::Settings(Appearance::default());
    let mut door = menu().after(&settings, picks);
    assert_eq!(door.picks(), picks);
    send(&mut door, &[DoorMessage::Take(0)]);
    assert_eq!(
        door.chosen(),
        Some(&DoorChoice::Play {
            game: connect4_classic::terminal::GAME,
            opponent: Opponent::Perfect,
        })
    );
}
