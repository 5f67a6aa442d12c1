//! The puzzle mode in the real binary: `connect4 puzzle --number N` opens a win in
//! two, the moves the solver finds are typed, the perfect defence answers on the
//! board, the puzzle is solved, and the result is in the puzzle record on disk.

use crate::common::pty::Session;
use connect4_classic::game::Game;
use connect4_classic::puzzle::{Goal, Oracle, best};
use connect4_classic::terminal::puzzles::shipped;

/// The digit to type for the best move in `game`.
fn best_key(oracle: &mut Oracle, game: &Game) -> String {
    let analysis = oracle.analyze(game, u64::MAX).unwrap();
    let (column, _) = best(&analysis).unwrap();
    format!("{column}\r")
}

#[test]
fn a_win_in_two_is_solved_with_the_keys_and_counted_on_disk() {
    let (index, puzzle) = shipped()
        .iter()
        .enumerate()
        .find(|(_, p)| p.goal == Goal::WinIn(2) && p.moves.len() >= 12)
        .expect("the set has a win in two");
    let mut session = Session::start(&["puzzle", "--number", &(index + 1).to_string()]);
    session.wait_for("to play and win in 2");
    session.wait_for(&format!("Puzzle {}", index + 1));
    let mut oracle = Oracle::new(1, 16 << 20);
    let mut game = puzzle.game();
    let key = best_key(&mut oracle, &game);
    session.send(&key);
    session.wait_for("to play and win in 1");
    // The defence's answer, as the panel lists the line: "13. ◆ Yellow 4".
    game.play(connect4_classic::game::Column::from_char(key.chars().next().unwrap()).unwrap())
        .unwrap();
    let numbered = format!("{:>3}. ", game.moves().len() + 1);
    let contents = session.contents();
    let answer = contents
        .lines()
        .find_map(|line| line.split_once(&numbered).map(|(_, rest)| rest.to_string()))
        .and_then(|rest| rest.split_whitespace().nth(2).map(str::to_string))
        .unwrap_or_else(|| panic!("no answer listed:\n{contents}"));
    game.play(connect4_classic::game::Column::from_char(answer.chars().next().unwrap()).unwrap())
        .unwrap();
    session.send(&best_key(&mut oracle, &game));
    session.wait_for("Solved!");
    session.wait_for("Streak 1");
    session.send("q");
    assert!(session.wait_exit().success());
    session.assert_terminal_restored();
    let record = std::fs::read_to_string(session.home.path().join("data/puzzles.toml")).unwrap();
    assert!(record.contains("streak = 1"), "{record}");
    assert!(
        record.contains(&format!("moves = \"{}\"", puzzle.moves)),
        "{record}"
    );
}
