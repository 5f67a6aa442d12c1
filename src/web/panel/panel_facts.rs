//! What the page's side panel and status line show, read from the same model the
//! terminal's panel and status bar read: each seat's glyph, colour, name (with the
//! computer's level or the player's rating online) and wins; the draws; the streak;
//! the clocks online; the moves; and the status (a puzzle's facts and line while one
//! is open, `puzzle_facts.rs`). Plain data, compared from frame to
//! frame so the page's elements are written only when it changes.

use crate::board::checkers_sides;
use crate::board::colours::{Rgb, rgb};
use crate::panel::puzzle_facts::{self, PuzzleFacts};
use connect4::scoreboard::Tally;
use connect4::shell::{OnlineSeats, Theme};
use connect4_checkers::Color;
use connect4_checkers::terminal::{self as checkers, CheckersModel};
use connect4_classic::ai::Verdict;
use connect4_classic::game::{ByPlayer, Player};
use connect4_classic::terminal::{Model, status_text};

/// One seat's line of the score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatFacts {
    /// The glyph of the disc or piece the seat plays (the cue that is not colour).
    pub glyph: char,
    /// That disc's colour, as CSS.
    pub colour: String,
    /// "Yellow (perfect)", "ann (1516)".
    pub label: String,
    pub wins: u32,
    /// Time left online with a clock ("4:58").
    pub clock: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelFacts {
    /// "Red v Yellow · 7x6", "Checkers".
    pub title: String,
    pub seats: [SeatFacts; 2],
    pub draws: u32,
    /// "Red on 2 · best Red 3, Yellow 1"; none for checkers, whose panel has none.
    pub streak: Option<String>,
    /// The moves, a line each: "Red 4" (Connect 4), "1. 11-15 23-19" (checkers).
    pub moves: Vec<String>,
    /// The move shown in a review (its line's index), else the last.
    pub current: Option<usize>,
    /// The status line, without the disc glyph the terminal's starts with.
    pub status: String,
    /// The moves' heading: "Moves", or "Line" in a puzzle.
    pub moves_title: &'static str,
    /// While a puzzle is open, its facts in place of the score: "Goal", "Win in 3".
    pub puzzle: Option<Vec<(String, String)>>,
    /// While hints are shown, what their labels mean: "W20 wins in 20 moves · …".
    pub hints: Option<String>,
}

/// The disc colour of `player` on the page (the default a dim one would be on dark).
pub(crate) fn colour(theme: &Theme, player: Player) -> String {
    rgb(theme.discs[player], Rgb(200, 200, 200)).css()
}

/// The seat's name, with its level or rating after it: "Yellow (perfect)".
pub(crate) fn label(name: &str, tag: Option<String>) -> String {
    match tag {
        Some(tag) => format!("{name} ({tag})"),
        None => name.to_string(),
    }
}

pub(crate) fn rating(online: Option<&OnlineSeats>, seat: Player) -> Option<String> {
    online.and_then(|online| online.tags[seat].clone())
}

pub(crate) fn clock(online: Option<&OnlineSeats>, seat: Player) -> Option<String> {
    online.and_then(|online| Some(online.clocks.as_ref()?[seat].clone()))
}

/// "Red on 2 · best Red 3, Yellow 1", or "No streak · best …".
fn streak(tally: &Tally, names: &ByPlayer<String>) -> String {
    let now = match tally.streak {
        Some(streak) => format!("{} on {}", names[streak.player], streak.length),
        None => "No streak".to_string(),
    };
    let best = |player: Player| format!("{} {}", names[player], tally.best_streak[player]);
    format!("{now} · best {}, {}", best(Player::One), best(Player::Two))
}

/// The status line without its leading glyphs and spaces.
fn status_words(text: &str, theme: &Theme) -> String {
    let glyphs = [theme.glyphs[Player::One], theme.glyphs[Player::Two]];
    text.trim_start_matches(|c: char| c.is_whitespace() || glyphs.contains(&c))
        .trim_end()
        .to_string()
}

pub fn connect4(model: &Model, theme: &Theme) -> PanelFacts {
    let online = model.shell.online_seats.as_ref();
    let names = &model.settings.names;
    let seat = |player: Player| {
        let level = model.settings.seats.computer(player).map(|l| l.to_string());
        SeatFacts {
            glyph: theme.glyphs[player],
            colour: colour(theme, player),
            label: label(&names[player], level.or_else(|| rating(online, player))),
            wins: model.tally.wins[player],
            clock: clock(online, player),
        }
    };
    let moves: Vec<String> = model
        .game
        .moves()
        .iter()
        .enumerate()
        .map(|(index, played)| {
            let column = played.cell.column + 1;
            format!("{}. {} {column}", index + 1, names[played.player])
        })
        .collect();
    let shown = model
        .review
        .as_ref()
        .map_or(moves.len(), |review| review.ply);
    let facts = PanelFacts {
        title: format!(
            "{} v {} · {}",
            names[Player::One],
            names[Player::Two],
            model.game.size()
        ),
        seats: [seat(Player::One), seat(Player::Two)],
        draws: model.tally.draws,
        streak: Some(streak(&model.tally, names)),
        moves,
        current: shown.checked_sub(1),
        status: status_words(&status_text(model, theme), theme),
        moves_title: "Moves",
        puzzle: None,
        hints: model
            .analysis
            .as_ref()
            .filter(|_| model.hints)
            .and_then(|analysis| Verdict::legend(analysis)),
    };
    match &model.puzzle {
        Some(puzzling) => with_puzzle(facts, puzzle_facts::of(puzzling, &model.puzzles, names)),
        None => facts,
    }
}

/// `facts` (the match's, whose status already says the puzzle's) with the puzzle in
/// place of the score, the streak and the moves.
fn with_puzzle(facts: PanelFacts, puzzle: PuzzleFacts) -> PanelFacts {
    PanelFacts {
        title: puzzle.title,
        streak: None,
        current: puzzle.line.len().checked_sub(1),
        moves: puzzle.line,
        moves_title: "Line",
        puzzle: Some(puzzle.rows),
        ..facts
    }
}

pub fn checkers(model: &CheckersModel, theme: &Theme) -> PanelFacts {
    let online = model.shell.online_seats.as_ref();
    let seat = |seat: Player| {
        let color = if seat == model.black {
            Color::Black
        } else {
            Color::White
        };
        let disc = checkers::side_disc(color);
        let level = model.seats.computer(seat).map(|l| l.name().to_string());
        SeatFacts {
            glyph: theme.glyphs[disc],
            colour: checkers_sides::piece(color).css(),
            label: label(&model.names[seat], level.or_else(|| rating(online, seat))),
            wins: model.tally.wins[seat],
            clock: clock(online, seat),
        }
    };
    let moves = model.game.moves();
    // Whoever is to move now moved first when an even number of moves were made.
    let first = if moves.len().is_multiple_of(2) {
        model.game.to_move()
    } else {
        model.game.to_move().other()
    };
    let sheet: Vec<String> = checkers::score_sheet(moves, first, usize::MAX)
        .iter()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    PanelFacts {
        title: "Checkers".to_string(),
        seats: [seat(Player::One), seat(Player::Two)],
        draws: model.tally.draws,
        streak: None,
        current: sheet.len().checked_sub(1),
        moves: sheet,
        status: status_words(&model.status_text(), theme),
        moves_title: "Moves",
        puzzle: None,
        hints: None,
    }
}
