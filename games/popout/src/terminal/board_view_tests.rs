//! PopOut's board at the terminal: drawn with the keys' column marked, the keys and
//! the mouse read as drops, pops and the column pointed at.

use super::*;
use connect4_classic::game::BoardSize;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn played(moves: &[&str]) -> Game {
    let mut game = Game::new(BoardSize::STANDARD);
    for mv in moves {
        Rules::play(&mut game, mv).unwrap();
    }
    game
}

fn drawn(game: &Game, aim: Aim) -> Vec<String> {
    let (width, height) = game.extent();
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let theme = Theme {
        ascii: true,
        ..Theme::default()
    };
    terminal
        .draw(|frame| game.draw(aim, &theme, frame, frame.area()))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

#[test]
fn the_board_shows_the_discs_the_keys_column_and_the_numbers() {
    let game = played(&["d4", "d4", "d5"]);
    let rows = drawn(&game, Aim(4));
    assert_eq!(rows[0].trim_end(), "          v", "over column 5");
    assert_eq!(rows.len(), 6 + 3);
    let bottom = &rows[6];
    let glyphs = Theme::default().glyphs;
    let red = glyphs[connect4_game::Player::One];
    assert_eq!(bottom.chars().nth(8), Some(red), "{bottom}");
    assert_eq!(bottom.chars().nth(10), Some(red), "{bottom}");
    assert!(rows[8].starts_with("  1 2 3 4 5 6 7"), "{}", rows[8]);
}

#[test]
fn digits_point_at_their_column_and_keys_drop_and_pop_there() {
    let game = played(&[]);
    let digit = |c| game.key(KeyPress::plain(Key::Char(c)));
    assert_eq!(digit('2'), Some(Act::Point(Aim(1))));
    assert_eq!(digit('8'), None, "the standard board has seven columns");
    assert_eq!(digit('x'), None);
    assert_eq!(game.act(action::DROP, Aim(6)), Some(Act::Play("d7".into())));
    assert_eq!(game.act(action::POP, Aim(0)), Some(Act::Play("p1".into())));
    assert_eq!(
        game.act(action::LEFT, Aim(0)),
        Some(Act::Point(Aim(6))),
        "wraps"
    );
}

#[test]
fn the_mouse_points_drops_and_pops_the_movers_own_bottom_disc() {
    // Red on column 4's bottom, Yellow on top of it: Red to move.
    let game = played(&["d4", "d4"]);
    let bottom = 6;
    assert_eq!(
        game.pointer((8, 2), PointerAction::Hover),
        Some(Act::Point(Aim(3)))
    );
    let press = |at| game.pointer(at, PointerAction::Press);
    assert_eq!(
        press((8, bottom)),
        Some(Act::Play("p4".into())),
        "Red's own disc"
    );
    assert_eq!(
        press((8, bottom - 1)),
        Some(Act::Play("d4".into())),
        "above it: a drop"
    );
    assert_eq!(
        press((2, bottom)),
        Some(Act::Play("d1".into())),
        "an empty column"
    );
    assert_eq!(press((0, bottom)), None, "the frame");
    assert_eq!(press((16, bottom)), None, "past the last column");
}

/// PopOut alone on the shell's host, two people at the keys.
fn hosted() -> connect4_shell::Hosting<Game> {
    use connect4_shell::{KeyRows, KeyTable, Keymap, Seats};
    static NO_LOBBY: KeyRows = KeyRows {
        rows: &[],
        shared_in: &[],
        words: &[],
        fixed: &[],
    };
    let table = KeyTable {
        games: &[GAME],
        lobby: &NO_LOBBY,
    };
    let keys = Keymap::with(table, &[]).unwrap();
    connect4_shell::Hosting::new(Seats::against(None), keys)
}

/// The screen's row holding the board's bottom holes, and the bottom row of column
/// 4's hole upward, as drawn now.
fn column_four(game: &connect4_shell::Hosting<Game>) -> String {
    use connect4_shell::Program;
    let mut terminal = Terminal::new(TestBackend::new(30, 14)).unwrap();
    let theme = Theme {
        ascii: true,
        ..Theme::default()
    };
    terminal.draw(|frame| game.view(&theme, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = (0..14)
        .map(|y| (0..30).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    let numbers = rows
        .iter()
        .position(|r| r.contains("1 2 3 4 5 6 7"))
        .unwrap();
    let x = rows[numbers].find('4').unwrap();
    // Bottom hole first, top hole last.
    (0..6)
        .map(|up| rows[numbers - 2 - up].chars().nth(x).unwrap())
        .collect()
}

#[test]
fn the_host_shows_a_drop_falling_and_a_pop_emptying_the_hole_then_the_column_falling() {
    use connect4_shell::{HostMessage, Program};
    let mut game = hosted();
    let red = Theme::default().glyphs[Player::One];
    let empty = Theme::default().empty_glyph;
    game.update(HostMessage::Board(Act::Play("d4".into())));
    let mut seen = vec![column_four(&game)];
    while game.tick_after().is_some() {
        game.update(game.tick());
        seen.push(column_four(&game));
    }
    let at = |row: usize| {
        let mut holes = vec![empty; 6];
        holes[row] = red;
        holes.into_iter().collect::<String>()
    };
    assert_eq!(
        seen,
        [at(5), at(4), at(3), at(2), at(1), at(0)],
        "then it stands"
    );
    assert_eq!(game.tick_after(), None, "nothing moves: the loop waits");

    game.update(HostMessage::Board(Act::Play("d4".into())));
    while game.tick_after().is_some() {
        game.update(game.tick());
    }
    game.update(HostMessage::Board(Act::Play("p4".into())));
    let yellow = Theme::default().glyphs[Player::Two];
    let gap: String = [empty, yellow].into_iter().chain([empty; 4]).collect();
    assert_eq!(
        column_four(&game),
        gap,
        "the popped hole empty, Yellow still above"
    );
    while game.tick_after().is_some() {
        game.update(game.tick());
    }
    let fallen: String = [yellow].into_iter().chain([empty; 5]).collect();
    assert_eq!(column_four(&game), fallen);
}

#[test]
fn with_animation_off_the_position_stands_at_once() {
    use connect4_shell::{HostMessage, Program};
    let mut game = hosted();
    game.animates = false;
    game.update(HostMessage::Board(Act::Play("d4".into())));
    assert_eq!(game.tick_after(), None);
    assert!(game.motion.is_none());
}
