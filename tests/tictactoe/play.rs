//! Tic-tac-toe played through the shell, with its keys, on a screen drawn by
//! TestBackend: the keyboard's seat and a scripted computer's, the scoreboard, the
//! help, the quit and new-match questions, the menu's other games, and a game kept
//! and resumed after a restart.

use crate::game::{Game, keymap, new_game};
use crate::ledger::{Ledger, press};
use connect4::shell::{Confirm, Hosting, KeptGame, Overlay, Program, Resumable, Seats, Theme};
use connect4_game::Rules;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn screen(game: &Game) -> String {
    let mut terminal = Terminal::new(TestBackend::new(60, 24)).unwrap();
    terminal
        .draw(|frame| game.view(&Theme::default(), frame))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = (0..buffer.area.height)
        .map(|y| {
            let row: String = (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect();
            row.trim_end().to_string()
        })
        .collect();
    // Where the host puts the game on the screen is its own business: the board's
    // three rows from its top left corner, then the lines under it.
    let shown: Vec<&String> = rows.iter().filter(|row| !row.is_empty()).collect();
    let indent = shown[..3]
        .iter()
        .map(|row| row.len() - row.trim_start().len())
        .min()
        .unwrap_or(0);
    let board = shown[..3].iter().map(|row| row[indent..].to_string());
    let lines = shown[3..].iter().map(|row| row.trim_start().to_string());
    board.chain(lines).collect::<Vec<_>>().join("\n")
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
    assert!(screen(&game).contains("Quit? This match is kept for the next start"));
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
        connect4::games::all().last(),
        "the last line: the registry's last game"
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
    assert!(kept.contains(r#"moves = ["4", "3"]"#), "{kept}");
    let before = screen(&game);
    assert_eq!(before.lines().nth(1), Some("[O] X  ."));
    drop(game);
    let kept = KeptGame::from_toml(&kept).expect("it reads back");
    let resumed: Game = Hosting::resumed(&kept, keymap()).expect("its moves replay");
    assert_eq!(resumed.position.moves, [4, 3]);
    assert_eq!(
        resumed.position.to_move(),
        connect4_classic::seat::Player::One
    );
    assert_eq!(
        screen(&resumed).lines().nth(1),
        Some(" O  X  ."),
        "the cursor starts over"
    );
}

#[test]
fn undo_takes_back_the_computers_reply_with_the_move_and_redo_replays_it() {
    let ledger = Ledger::default();
    let mut game = new_game(Seats::against(Some("first free cell")));
    press(&mut game, &ledger, "right right enter");
    assert_eq!(
        game.position.moves,
        [2, 0],
        "the computer answered in cell 0"
    );
    press(&mut game, &ledger, "u");
    assert!(game.position.moves.is_empty(), "back to X's move");
    assert_eq!(*ledger.kept.borrow(), None, "nothing under way is kept");
    press(&mut game, &ledger, "r");
    assert_eq!(game.position.moves, [2, 0], "the move again, and a reply");
    press(&mut game, &ledger, "u u");
    assert!(screen(&game).contains("No move to take back"));
    let mut two = two_people();
    press(&mut two, &ledger, "enter right enter u");
    assert_eq!(two.position.moves, [0], "between two people, one move");
    // A game over stands: its result was counted.
    // O in 1, X in 4, O in 2, X in 8: X has the diagonal.
    let keys =
        "enter right right right enter left left enter right right right right right right enter";
    press(&mut two, &ledger, keys);
    assert!(two.is_over(), "{}", screen(&two));
    press(&mut two, &ledger, "u");
    assert!(two.is_over());
    assert!(
        screen(&two).contains("over and counted"),
        "{}",
        screen(&two)
    );
}
