//! Checkers' game in progress kept for a restart, through the model: a saved game comes
//! back as it was, every change is saved once and an ended game forgotten, a damaged
//! text is refused as a whole with a reason, and a result carries the id the game was
//! saved under, so it is counted once.

use connect4::scoreboard::{Aids, MatchResult, Tally};
use connect4::shell::ShellMessage;
use connect4::shell::{Program, Route, SavedMatchError, StoreEffect};
use connect4_checkers::terminal::{
    CheckersMessage, CheckersModel, RESUMED, SavedGame, Think, cell_of,
};
use connect4_checkers::{Board, Game, Level};
use connect4_classic::game::{ByPlayer, Player};

/// A game kept for a restart, as the terminal starts one: ids from the run `run`.
fn kept(computer: Option<Level>, run: u64) -> CheckersModel {
    let names = ByPlayer::new("Ada".to_string(), "Grace".to_string());
    let mut model = CheckersModel::new(names, computer, Tally::default());
    model.keeping.on = true;
    model.keeping.with_ids(run);
    model
}

/// Plays `moves` (`11-15 22-18`) as the person to move would, square by square; every
/// route asked for, in order.
fn play(model: &mut CheckersModel, moves: &str) -> Vec<Route<Think>> {
    let mut routes = Vec::new();
    for text in moves.split_whitespace() {
        let mv = model.game.board().parse_move(text).unwrap();
        for square in mv.path {
            let (row, column) = cell_of(square);
            routes.extend(model.update(CheckersMessage::ChooseAt(row, column)));
        }
    }
    routes
}

/// The storage effects among `routes`, in order.
fn stored(routes: &[Route<Think>]) -> Vec<&StoreEffect> {
    routes
        .iter()
        .filter_map(|route| match route {
            Route::Store(effect) => Some(effect),
            _ => None,
        })
        .collect()
}

/// The text of a game of two moves, saved as the model writes it.
fn saved_text() -> String {
    let mut model = kept(None, 7);
    play(&mut model, "11-15 22-18");
    SavedGame::of(&model).unwrap().to_toml()
}

#[test]
fn a_saved_game_comes_back_as_it_was() {
    let mut model = kept(Some(Level::Medium), 3);
    model.black = Player::Two;
    // White (the person, seat one) answers the computer's moves: a capture among them.
    for text in ["11-15", "22-18", "15x22", "25x18"] {
        let mv = model.game.board().parse_move(text).unwrap();
        model.game.play(&mv).unwrap();
    }
    model.hints = true;
    model.aids = Aids { hints: 2, undos: 1 };
    let text = SavedGame::of(&model).unwrap().to_toml();
    assert!(
        text.contains("moves = \"11-15 22-18 15x22 25x18\""),
        "{text}"
    );
    let saved = SavedGame::from_toml(&text).unwrap();
    // Restored over a fresh model of other settings: the saved game wins.
    let fresh = CheckersModel::new(
        ByPlayer::new("X".into(), "Y".into()),
        None,
        Tally::default(),
    );
    let back = saved.restore(fresh);
    assert_eq!(back.game, model.game);
    assert_eq!(back.black, Player::Two);
    assert_eq!(back.names, model.names);
    assert_eq!(back.opponent(), Some(Level::Medium));
    assert_eq!(back.matchup(), model.matchup());
    assert!(back.hints);
    assert_eq!(back.aids, Aids { hints: 2, undos: 1 });
    assert_eq!(back.keeping.id, model.keeping.id);
    assert_eq!(back.message.as_deref(), Some(RESUMED));
    // Nothing changed since it was read: nothing is written at the first message.
    let mut back = back;
    assert!(stored(&back.update(CheckersMessage::Shell(ShellMessage::Tick))).is_empty());
}

#[test]
fn every_change_is_saved_once_and_an_ended_game_forgotten() {
    let mut model = kept(None, 1);
    assert!(stored(&model.update(CheckersMessage::Shell(ShellMessage::Tick))).is_empty());
    let routes = play(&mut model, "11-15");
    let [StoreEffect::SaveMatch { game, text }] = stored(&routes)[..] else {
        panic!("one save: {routes:?}");
    };
    assert_eq!(*game, connect4_checkers::terminal::PLAYED);
    assert!(text.contains("moves = \"11-15\""), "{text}");
    assert!(stored(&model.update(CheckersMessage::Shell(ShellMessage::Tick))).is_empty());
    // Hints switched on are a change; the hint found is an aid used, another.
    let routes = model.update(CheckersMessage::ToggleHints);
    assert!(
        matches!(stored(&routes)[..], [StoreEffect::SaveMatch { text, .. }] if text.contains("hints = true"))
    );
    let routes = model.update(CheckersMessage::Undo);
    assert!(
        matches!(
            stored(&routes)[..],
            [StoreEffect::ClearMatch {
                game: connect4_checkers::terminal::PLAYED
            }]
        ),
        "no move left, no game to keep: {routes:?}"
    );
    play(&mut model, "11-15");
    model.update(CheckersMessage::ToggleHints);
    // White offers a draw, Black takes it: the result, then the game forgotten.
    model.update(CheckersMessage::OfferDraw);
    let routes = model.update(CheckersMessage::Shell(ShellMessage::Confirm));
    let effects = stored(&routes);
    assert!(
        matches!(
            effects[..],
            [
                StoreEffect::RecordResult {
                    result: MatchResult::Draw,
                    ..
                },
                StoreEffect::ClearMatch {
                    game: connect4_checkers::terminal::PLAYED
                }
            ]
        ),
        "{effects:?}"
    );
    // A game not kept asks for nothing.
    let mut unkept = CheckersModel::new(
        ByPlayer::new("A".into(), "B".into()),
        None,
        Tally::default(),
    );
    assert!(stored(&play(&mut unkept, "11-15")).is_empty());
}

#[test]
fn damaged_texts_are_refused_with_a_reason() {
    let good = saved_text();
    assert!(SavedGame::from_toml(&good).is_ok());
    let damaged = |from: &str, to: &str| {
        assert!(good.contains(from), "{good}");
        match SavedGame::from_toml(&good.replace(from, to)) {
            Err(SavedMatchError::Damaged(reason)) => reason,
            other => panic!("{from} -> {to}: {other:?}"),
        }
    };
    let illegal = damaged("\"11-15 22-18\"", "\"11-15 11-15\"");
    assert!(illegal.contains("move 2 cannot be replayed"), "{illegal}");
    damaged("\"11-15 22-18\"", "\"11-15 22-99\"");
    let empty = damaged("\"11-15 22-18\"", "\"\"");
    assert!(empty.contains("no game in progress"), "{empty}");
    damaged("black = \"one\"", "black = \"three\"");
    damaged("hints = false", "hints = false\nopponent = \"perfect\"");
    damaged("hints = false", "hints = false\nextra = 1");
    damaged("hints_used = 0\n", "");
    let names = damaged("\"Ada\"", "\"\\u001b[31mAda\"");
    assert!(names.contains("not a player's name"), "{names}");
    damaged("\"Ada\"", "\"grace\"");
    damaged("\"Ada\", ", "");
    damaged("id = \"0000000000000007-1\"", "id = \"7\\n\"");
    assert!(SavedGame::from_toml("not toml at all").is_err());
    assert_eq!(
        SavedGame::from_toml(&good.replace("version = 1", "version = 9")),
        Err(SavedMatchError::Newer {
            version: 9,
            reads: 1
        })
    );
}

#[test]
fn a_result_carries_the_saved_games_id_and_the_next_game_gets_another() {
    // The computer (Black) is to move and wins by taking White's last man.
    let mut model = kept(Some(Level::Easy), 0xab);
    model.black = Player::Two;
    let board: Board = "B:W18:B14".parse().unwrap();
    model.game = Game::from_board(board);
    let routes = model.update(CheckersMessage::Shell(ShellMessage::Tick));
    let Some(Route::Engine(think)) = routes.first() else {
        panic!("the computer is asked: {routes:?}");
    };
    let mv = board.parse_move("14x23").unwrap();
    let ticket = think.ticket;
    let routes = model.update(CheckersMessage::ComputerMoved { ticket, mv });
    let ends = stored(&routes).into_iter().find_map(|effect| match effect {
        StoreEffect::RecordResult { ends, result, .. } => Some((ends.clone(), *result)),
        _ => None,
    });
    assert_eq!(
        ends,
        Some((
            Some("00000000000000ab-1".to_string()),
            MatchResult::Win(Player::Two)
        ))
    );
    assert_eq!(model.keeping.id.as_deref(), Some("00000000000000ab-2"));
    // A resumed game keeps the id it was saved with, and its result carries it.
    let saved = SavedGame::from_toml(&saved_text()).unwrap();
    let mut fresh = CheckersModel::new(
        ByPlayer::new("A".into(), "B".into()),
        None,
        Tally::default(),
    );
    fresh.keeping.on = true;
    let mut back = saved.restore(fresh);
    back.keeping.with_ids(0xcd);
    assert_eq!(back.keeping.id.as_deref(), Some("0000000000000007-1"));
    back.update(CheckersMessage::OfferDraw);
    let routes = back.update(CheckersMessage::Shell(ShellMessage::Confirm));
    assert!(stored(&routes).iter().any(|effect| matches!(
        effect,
        StoreEffect::RecordResult { ends: Some(id), .. } if id == "0000000000000007-1"
    )));
}
