//! What Kaggle's ConnectX environment asks a URL agent, read into a position and a
//! time to think. The request (kaggle-environments' `UrlAgent`) is a JSON object:
//! `configuration` (`columns`, `rows`, `inarow`, `actTimeout` in seconds, and more
//! that is not needed here) and `state.observation` (`board`, the grid row by row from
//! the top, 0 empty, 1 and 2 the players' marks; `mark`, the player to move; mark 1
//! always starts). The answer is the column, 0-based.

use connect4_classic::game::{BoardSize, Game, reaching};
use connect4_classic::seat::Player;
use serde::Deserialize;
use std::time::Duration;

/// A request answered with an error. Both say why in one sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a ConnectX request at all (not JSON, a field missing).
    Malformed(String),
    /// A ConnectX request this agent cannot play: another game than four in a row, a
    /// board the solver does not take, a board no game reaches.
    Unplayable(String),
}

/// A request read: the position, and how long the computer may think about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    pub game: Game,
    pub budget: Duration,
}

#[derive(Deserialize)]
struct Request {
    action: Option<String>,
    environment: Option<String>,
    configuration: Configuration,
    state: State,
}

#[derive(Deserialize)]
struct Configuration {
    columns: u64,
    rows: u64,
    inarow: u64,
    #[serde(rename = "actTimeout")]
    act_timeout: Option<f64>,
    /// The older name of `actTimeout`, still sent.
    timeout: Option<f64>,
}

#[derive(Deserialize)]
struct State {
    observation: Observation,
}

#[derive(Deserialize)]
struct Observation {
    board: Vec<u64>,
    mark: u64,
}

/// ConnectX's own default for `actTimeout`, for a request without one.
const DEFAULT_ACT_TIMEOUT: f64 = 2.0;

/// What is kept of the time allowed for the answer to travel and be read: a quarter,
/// and at least this much.
const MARGIN: Duration = Duration::from_millis(250);

/// The least and the most time given to the computer.
const LEAST: Duration = Duration::from_millis(50);
const MOST: Duration = Duration::from_secs(60);

/// The position and the time to think that `body` asks for.
pub fn read(body: &str) -> Result<Asked, Refusal> {
    let request: Request = serde_json::from_str(body)
        .map_err(|e| Refusal::Malformed(format!("not a ConnectX request: {e}")))?;
    if let Some(action) = request.action.as_deref().filter(|&a| a != "act") {
        return Err(Refusal::Malformed(format!(
            "the action is \"{}\": only \"act\" is answered",
            connect4_classic::escape::escape_cut(action, 40)
        )));
    }
    if let Some(environment) = request.environment.as_deref().filter(|&e| e != "connectx") {
        return Err(Refusal::Malformed(format!(
            "the environment is \"{}\": only connectx is played",
            connect4_classic::escape::escape_cut(environment, 40)
        )));
    }
    let configuration = &request.configuration;
    let budget = budget(configuration)?;
    let game = position(configuration, &request.state.observation)?;
    Ok(Asked { game, budget })
}

/// The time to think: the time allowed for a move less a margin.
fn budget(configuration: &Configuration) -> Result<Duration, Refusal> {
    let allowed = configuration
        .act_timeout
        .or(configuration.timeout)
        .unwrap_or(DEFAULT_ACT_TIMEOUT);
    if !allowed.is_finite() || allowed <= 0.0 {
        return Err(Refusal::Unplayable(format!(
            "actTimeout {allowed} is not a time: it must be a number of seconds above 0"
        )));
    }
    let allowed = Duration::from_secs_f64(allowed.min(MOST.as_secs_f64() * 2.0));
    let think = (allowed * 3 / 4).min(allowed.saturating_sub(MARGIN));
    Ok(think.clamp(LEAST, MOST))
}

/// The match on the observation's board, with the observation's mark to move.
fn position(configuration: &Configuration, observation: &Observation) -> Result<Game, Refusal> {
    let unplayable = |why: String| Refusal::Unplayable(why);
    if configuration.inarow != 4 {
        return Err(unplayable(format!(
            "inarow {} is not played: this agent plays four in a row only",
            configuration.inarow
        )));
    }
    let (columns, rows) = (configuration.columns, configuration.rows);
    let size =
        BoardSize::new(columns as usize, rows as usize).map_err(|e| unplayable(e.to_string()))?;
    let cells = observation.board.len();
    if cells != size.cells() {
        return Err(unplayable(format!(
            "the board has {cells} cells, and {columns} columns of {rows} rows make {}",
            size.cells()
        )));
    }
    let stacks = stacks(size, &observation.board)?;
    let game = reaching(size, Player::One, &stacks).map_err(|e| unplayable(e.to_string()))?;
    let mark = match observation.mark {
        1 => Player::One,
        2 => Player::Two,
        other => return Err(unplayable(format!("mark {other} is not a player: 1 or 2"))),
    };
    if game.is_over() {
        return Err(unplayable("the board is full: the game is over".into()));
    }
    if game.to_move() != mark {
        return Err(unplayable(format!(
            "mark {} is to move on this board, not mark {}",
            observation.mark % 2 + 1,
            observation.mark
        )));
    }
    Ok(game)
}

/// Each column's discs from the bottom up, from the grid row by row from the top.
fn stacks(size: BoardSize, board: &[u64]) -> Result<Vec<Vec<Player>>, Refusal> {
    let mut stacks = vec![Vec::new(); size.columns()];
    for row in (0..size.rows()).rev() {
        for (column, stack) in stacks.iter_mut().enumerate() {
            let player = match board[row * size.columns() + column] {
                0 => None,
                1 => Some(Player::One),
                2 => Some(Player::Two),
                other => {
                    return Err(Refusal::Unplayable(format!(
                        "a cell holds {other}: cells are 0 (empty), 1 or 2"
                    )));
                }
            };
            match player {
                Some(_) if stack.len() < size.rows() - 1 - row => {
                    return Err(Refusal::Unplayable(format!(
                        "column {} has a disc above an empty cell",
                        column + 1
                    )));
                }
                Some(player) => stack.push(player),
                None => {}
            }
        }
    }
    Ok(stacks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A request as kaggle-environments 1.33 sends it.
    fn request(board: &[u64], mark: u64) -> String {
        json!({
            "action": "act",
            "configuration": {
                "episodeSteps": 1000, "actTimeout": 2, "runTimeout": 1200,
                "columns": 7, "rows": 6, "inarow": 4, "agentTimeout": 60, "timeout": 2
            },
            "environment": "connectx",
            "state": {"observation": {
                "remainingOverageTime": 60, "step": 2, "board": board, "mark": mark
            }}
        })
        .to_string()
    }

    /// A 7x6 grid, top row first, with discs at (row from the top, column, mark).
    fn grid(discs: &[(usize, usize, u64)]) -> Vec<u64> {
        let mut board = vec![0; 42];
        for &(row, column, mark) in discs {
            board[row * 7 + column] = mark;
        }
        board
    }

    fn unplayable(body: &str) -> String {
        match read(body) {
            Err(Refusal::Unplayable(why)) => why,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_request_is_read_as_its_position_and_a_time_within_act_timeout() {
        let asked = read(&request(&grid(&[(5, 3, 1), (4, 3, 2)]), 1)).unwrap();
        assert_eq!(asked.game.notation(), "44");
        assert_eq!(asked.budget, Duration::from_millis(1500));
        let empty = read(&request(&grid(&[]), 1)).unwrap();
        assert!(empty.game.moves().is_empty());
    }

    #[test]
    fn the_time_to_think_keeps_a_margin() {
        let with = |seconds: f64| {
            let body = request(&grid(&[]), 1)
                .replace("\"actTimeout\":2", &format!("\"actTimeout\":{seconds}"));
            read(&body).map(|asked| asked.budget)
        };
        assert_eq!(with(10.0), Ok(Duration::from_millis(7500)));
        assert_eq!(with(0.5), Ok(Duration::from_millis(250)));
        assert_eq!(with(0.1), Ok(LEAST));
        assert_eq!(with(100_000.0), Ok(MOST));
        assert!(matches!(with(0.0), Err(Refusal::Unplayable(_))));
    }

    #[test]
    fn other_games_and_boards_are_refused_with_the_reason() {
        let five = request(&grid(&[]), 1).replace("\"inarow\":4", "\"inarow\":5");
        assert!(unplayable(&five).contains("inarow 5 is not played"));
        let wide = request(&vec![0; 66], 1).replace("\"columns\":7", "\"columns\":11");
        assert!(unplayable(&wide).contains("11x6 board is not supported"));
        let short = request(&[0; 41], 1);
        assert!(unplayable(&short).contains("41 cells"));
        let floating = request(&grid(&[(4, 2, 1)]), 2);
        assert!(unplayable(&floating).contains("column 3 has a disc above an empty cell"));
        let three = request(&grid(&[(5, 0, 3)]), 2);
        assert!(unplayable(&three).contains("a cell holds 3"));
        let won = grid(&[
            (5, 0, 1),
            (5, 1, 1),
            (5, 2, 1),
            (5, 3, 1),
            (4, 0, 2),
            (4, 1, 2),
            (4, 2, 2),
        ]);
        assert!(unplayable(&request(&won, 2)).contains("four in a row"));
        let wrong_turn = request(&grid(&[(5, 3, 1)]), 1);
        assert!(unplayable(&wrong_turn).contains("mark 2 is to move"));
        // The first player's only disc lies on the second player's.
        let unreachable = request(&grid(&[(5, 3, 2), (4, 3, 1)]), 1);
        assert!(unplayable(&unreachable).contains("no game reaches this board"));
    }

    #[test]
    fn what_is_not_a_connectx_request_is_malformed() {
        for body in [
            "",
            "[]",
            "{\"configuration\": {}}",
            &request(&grid(&[]), 1).replace("\"connectx\"", "\"chess\""),
            &request(&grid(&[]), 1).replace("\"act\"", "\"\\u001b[2J\""),
        ] {
            match read(body) {
                Err(Refusal::Malformed(why)) => assert!(!why.contains('\u{1b}'), "{why}"),
                other => panic!("{body}: {other:?}"),
            }
        }
    }
}
