//! Tic-tac-toe played through the shell, with its keys, on a screen drawn by
//! TestBackend: the keyboard's seat and a scripted computer's, the scoreboard, the
//! help, the quit and new-match questions, the menu's other games, and a game kept
//! and resumed after a restart.

use crate::game::{Game, keymap, new_game};
use crate::ledger::{Ledger, press};
use connect4::shell::{Confirm, Hosting, Overlay, Program, Seats, Theme};
use connect4_game::Rules;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn screen(game: &Game) -> String {
    let mut terminal = Terminal::new(TestBackend::new(60, 24)).unwrap();
    terminal
        .draw(|frame| game.view(&Theme::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let rows = (0..buffer.area.height).map(|y| {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol())
            .collect();
        row.trim_end().to_string()
    });
    rows.collect::<Vec<_>>().join("\n")
}

fn two_people() -> Game {
    new_game(Seats::against(None))
}

#[test]
fn the_keyboard_beats_the_scripted_computer_and_the_scoreboard_counts_it() {
    let ledger = Ledger::default();
    let mut game = new_game(Seats::against(Some("first free cell")));
    // X marks 0, 3 and 6; the computer answers in the first free cell (1, then 2).
    press(
        &mut game,
        &ledger,
        "enter right right right enter right right right enter",
    );
    assert_eq!(game.position.moves, [0, 1, 3, 2, 6]);
    assert!(game.is_over());
    assert_eq!(
        game.tally.wins.one, 1,
        "the ledger's answer replaced the tally"
    );
    assert_eq!(game.shell.saving, 0);
    let screen = screen(&game);
    assert!(
        screen.starts_with(" X  O  O\n X  .  .\n[X] .  ."),
        "{screen}"
    );
    assert!(screen.contains("X 1 · O 0 · draws 0"), "{screen}");
}

#[test]
fn help_lists_its_keys_and_the_shells_and_closes() {
    let ledger = Ledger::default();
    let mut game = two_people();
    press(&mut game, &ledger, "?");
    assert_eq!(game.shell.overlay, Overlay::Help);
    let help = screen(&game);
    assert!(
        help.contains("cell to the left") && help.contains("mark the cell"),
        "{help}"
    );
    assert!(help.contains("quit"), "{help}");
    press(&mut game, &ledger, "esc");
    assert_eq!(game.shell.overlay, Overlay::None);
    assert!(game.running());
}

#[test]
fn quitting_and_a_new_game_ask_first_mid_game() {
    let ledger = Ledger::default();
    let mut game = two_people();
    press(&mut game, &ledger, "enter q");
    assert_eq!(game.shell.overlay, Overlay::Confirm(Confirm::Quit));
    assert!(screen(&game).contains("Abandon this match and quit?"));
    press(&mut game, &ledger, "n n");
    assert_eq!(game.shell.overlay, Overlay::Confirm(Confirm::NewMatch));
    press(&mut game, &ledger, "y");
    assert!(game.moves.is_empty() && game.running());
    assert_eq!(*ledger.kept.borrow(), None, "the game left is forgotten");
    press(&mut game, &ledger, "q");
    assert!(!game.running(), "with nothing under way it leaves at once");
}

#[test]
fn the_menu_offers_the_computer_and_the_registrys_games() {
    let ledger = Ledger::default();
    let mut game = two_people();
    press(&mut game, &ledger, "o down enter");
    assert_eq!(game.seats.opponent(), Some("first free cell"));
    // The menu opens on the computer: up twice wraps to the last line.
    press(&mut game, &ledger, "o up up enter");
    assert!(!game.running());
    assert_eq!(
        game.next_game(),
        Some(connect4::checkers::GAME),
        "the last line"
    );
}

#[test]
fn a_game_kept_is_resumed_after_a_restart() {
    let ledger = Ledger::default();
    let mut game = two_people();
    press(
        &mut game,
        &ledger,
        "right right right right enter left enter",
    );
    let kept = ledger
        .kept
        .borrow()
        .clone()
        .expect("the game under way is kept");
    assert_eq!(kept, "4 3");
    let before = screen(&game);
    assert_eq!(before.lines().nth(1), Some("[O] X  ."));
    drop(game);
    let resumed = Hosting::resumed(Seats::against(None), keymap(), &kept).expect("it reads back");
    let resumed: Game = resumed;
    assert_eq!(resumed.position.moves, [4, 3]);
    assert_eq!(
        resumed.position.to_move(),
        connect4_rules::seat::Player::One
    );
    assert_eq!(
        screen(&resumed).lines().nth(1),
        Some(" O  X  ."),
        "the cursor starts over"
    );
}
