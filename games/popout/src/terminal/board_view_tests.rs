//! PopOut's board at the terminal: drawn with the keys' column marked, the keys and
//! the mouse read as drops, pops and the column pointed at.

use super::*;
use connect4_rules::game::BoardSize;
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
