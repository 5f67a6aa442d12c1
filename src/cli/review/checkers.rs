//! `connect4 review GAME.pdn`: a checkers game printed move by move with the checkers
//! engine's view of it: each position searched to a fixed depth (the learned
//! evaluation and the endgame database, as the hard level plays), the value before
//! and after each move for the side that made it, and the move the search prefers.

use connect4_checkers::pdn::{PdnGame, PdnResult};
use connect4_checkers::{Board, KNOWN, Limits, Move, Searcher};
use connect4_classic::escape::escape_cut;
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How deep each position is searched: deep enough to see the tactics a move loses
/// to, shallow enough for a whole game in seconds.
pub const DEPTH: u32 = 10;

/// The engine's view of one position: its value for the side to move, in hundredths
/// of a man, and the move it prefers (none once the game is over).
#[derive(Debug, Clone)]
pub struct Analysed {
    pub score: i32,
    pub best: Option<Move>,
}

/// Every position of the game, the last included, searched to `DEPTH` plies or for
/// `time_ms`. A forced move is worth what the position after it is; a side left with
/// no move has lost.
pub fn analyse(game: &PdnGame, time_ms: u64) -> Vec<Analysed> {
    let mut boards = vec![game.start];
    for mv in &game.moves {
        boards.push(boards.last().expect("a board").play(mv));
    }
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::default();
    let mut analysed: Vec<Analysed> = Vec::with_capacity(boards.len());
    // From the end: a forced move takes its value from the position after it.
    for board in boards.iter().rev() {
        analysed.push(analyse_one(
            &mut searcher,
            board,
            analysed.last(),
            &stop,
            time_ms,
        ));
    }
    analysed.reverse();
    analysed
}

fn analyse_one(
    searcher: &mut Searcher,
    board: &Board,
    after: Option<&Analysed>,
    stop: &AtomicBool,
    time_ms: u64,
) -> Analysed {
    let legal = board.legal_moves();
    match legal.as_slice() {
        [] => Analysed {
            score: -connect4_checkers::WIN,
            best: None,
        },
        [only] => Analysed {
            score: after.map_or(0, |next| -next.score),
            best: Some(only.clone()),
        },
        _ => {
            let limits = Limits {
                depth: DEPTH,
                deadline: Some(Instant::now() + Duration::from_millis(time_ms)),
                stop,
            };
            let found = searcher.best_move(board, &limits);
            Analysed {
                score: found.as_ref().map_or(0, |f| f.score),
                best: found.map(|f| f.best),
            }
        }
    }
}

/// A value as people read it: `+0.35` men, or `win` and `loss` once the search sees
/// the game's end or the endgame database knows it.
fn value(score: i32) -> String {
    if score >= KNOWN {
        "win".to_string()
    } else if score <= -KNOWN {
        "loss".to_string()
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

/// The tags, one line per move (ply, move number, side, move, value before and after
/// for the mover, mark, the engine's move), and the result.
pub fn print(out: &mut impl Write, game: &PdnGame, analysed: &[Analysed]) -> std::io::Result<()> {
    let own = ["Result", "GameType", "FEN"];
    for (name, value) in game
        .tags
        .iter()
        .filter(|(name, _)| !own.contains(&name.as_str()))
    {
        writeln!(out, "{}: {}", escape_cut(name, 40), escape_cut(value, 200))?;
    }
    if game.start != Board::start() {
        writeln!(out, "Start: {}", game.start)?;
    }
    let said = match game.result {
        PdnResult::BlackWins => "Black won",
        PdnResult::WhiteWins => "White won",
        PdnResult::Draw => "a draw",
        PdnResult::Unknown => "not finished",
    };
    writeln!(out, "Result: {} ({said})", game.result.text())?;
    writeln!(out)?;
    writeln!(out, "ply  side   move        before  after   mark  engine")?;
    let mut board = game.start;
    for (ply, mv) in game.moves.iter().enumerate() {
        let before = analysed[ply].score;
        let after = -analysed[ply + 1].score;
        let best = analysed[ply].best.as_ref();
        writeln!(
            out,
            "{:>3}  {:<5}  {:<10}  {:<6}  {:<6}  {:<4}  {}",
            ply + 1,
            board.to_move().name(),
            mv.to_string(),
            value(before),
            value(after),
            mark(before, after, best == Some(mv)),
            best.map_or("-".to_string(), ToString::to_string),
        )?;
        board = board.play(mv);
    }
    Ok(())
}

/// `best` for the engine's own move, `??` for a move that lets a game not lost become
/// lost, `?` for one that gives up a man's worth or more, nothing otherwise.
fn mark(before: i32, after: i32, engine_s: bool) -> &'static str {
    if engine_s {
        "best"
    } else if after <= -KNOWN && before > -KNOWN {
        "??"
    } else if before - after >= 100 {
        "?"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use connect4_checkers::pdn::read;

    #[test]
    fn values_and_marks_read_as_people_say_them() {
        assert_eq!(value(35), "+0.35");
        assert_eq!(value(-120), "-1.20");
        assert_eq!(value(KNOWN + 5), "win");
        assert_eq!(mark(0, 0, true), "best");
        assert_eq!(mark(50, -KNOWN - 3, false), "??");
        assert_eq!(mark(50, -60, false), "?");
        assert_eq!(mark(50, 0, false), "");
    }

    #[test]
    fn a_won_ending_is_seen_as_won_and_printed_with_its_result() {
        // White to move jumps Black's last man: a win found at once.
        let game = &read("[Black \"Ann\"]\n[FEN \"W:W18:B14\"]\n1... 18x9 0-1").unwrap()[0];
        let analysed = analyse(game, 1000);
        assert_eq!(analysed.len(), 2);
        assert_eq!(value(-analysed[1].score), "win");
        let mut out = Vec::new();
        print(&mut out, game, &analysed).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("Black: Ann\nStart: W:W18:B14\nResult: 0-1 (White won)\n"),
            "{text}"
        );
        assert!(
            text.contains("  1  White  18x9        win     win     best  18x9"),
            "{text}"
        );
    }
}
