//! The games a program plays, as their rules: one `Game` per game, made from its
//! `Rules`, and `Games`, the list the program's registry hands the server and the
//! clients. They find a kind's game by its name, so a kind they do not play is an
//! error to report, never a panic.

use crate::kind::{GameKind, KindError, RatingKind};
use crate::name::GameName;
use crate::position::Position;
use crate::rules::Rules;
use std::fmt;
use std::marker::PhantomData;

/// One game's rules, whichever game it is.
#[derive(Clone, Copy)]
pub struct Game(&'static dyn AnyRules);

/// The games a program plays, in its registry's order.
#[derive(Clone, Copy)]
pub struct Games(&'static [Game]);

/// A game's associated items and functions, as an object.
trait AnyRules: Send + Sync {
    fn name(&self) -> GameName;
    fn standard(&self) -> GameKind;
    fn check(&self, kind: &GameKind) -> Result<(), KindError>;
    fn rated(&self, kind: &GameKind) -> bool;
    fn start(&self, kind: &GameKind) -> Position;
    fn record(&self, kind: &GameKind) -> String;
    fn read_record(&self, words: Option<&str>) -> Result<GameKind, KindError>;
}

struct Erased<R>(PhantomData<fn() -> R>);

impl<R: Rules> Erased<R> {
    const RULES: &'static Erased<R> = &Erased(PhantomData);
}

impl<R: Rules> AnyRules for Erased<R> {
    fn name(&self) -> GameName {
        R::NAME
    }
    fn standard(&self) -> GameKind {
        R::STANDARD
    }
    fn check(&self, kind: &GameKind) -> Result<(), KindError> {
        R::check(kind)
    }
    fn rated(&self, kind: &GameKind) -> bool {
        R::rated(kind)
    }
    fn start(&self, kind: &GameKind) -> Position {
        Position::of(R::start(kind))
    }
    fn record(&self, kind: &GameKind) -> String {
        R::record(kind)
    }
    fn read_record(&self, words: Option<&str>) -> Result<GameKind, KindError> {
        R::read_record(words)
    }
}

impl Game {
    /// The game whose rules are `R`.
    pub const fn of<R: Rules>() -> Game {
        Game(Erased::<R>::RULES)
    }

    pub fn name(self) -> GameName {
        self.0.name()
    }

    /// The kind played when nothing says which.
    pub fn standard(self) -> GameKind {
        self.0.standard()
    }

    /// Whether any of its games are rated: its standard kind's are.
    pub fn is_rated(self) -> bool {
        self.0.rated(&self.0.standard())
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({})", self.name())
    }
}

impl Games {
    pub const fn new(games: &'static [Game]) -> Games {
        Games(games)
    }

    /// Every game, in the registry's order.
    pub fn iter(self) -> impl Iterator<Item = Game> {
        self.0.iter().copied()
    }

    /// The game called `name`.
    pub fn find(self, name: &str) -> Option<Game> {
        self.iter().find(|game| game.name().as_str() == name)
    }

    /// The games with ratings.
    pub fn rated(self) -> impl Iterator<Item = RatingKind> {
        let rated = self.iter().filter(|game| game.is_rated());
        rated.map(|game| RatingKind::of(game.name()))
    }

    /// `kind`'s game, if it is one played here.
    pub fn game_of(self, kind: &GameKind) -> Result<Game, KindError> {
        self.find(kind.game().as_str())
            .ok_or_else(|| KindError::new(format!("{} is not a game played here", kind.game())))
    }

    /// Whether `kind` is a game played here, on settings its rules allow.
    pub fn check(self, kind: &GameKind) -> Result<(), KindError> {
        self.game_of(kind)?.0.check(kind)
    }

    /// The first position of `kind`, once checked.
    pub fn start(self, kind: &GameKind) -> Result<Position, KindError> {
        let game = self.game_of(kind)?;
        game.0.check(kind)?;
        Ok(game.0.start(kind))
    }

    /// The rating `kind`'s games count for, if any.
    pub fn rating(self, kind: &GameKind) -> Option<RatingKind> {
        let game = self.game_of(kind).ok()?;
        game.0.rated(kind).then(|| RatingKind::of(game.name()))
    }

    /// `kind` as a server's records write it: `checkers`, `connect4 8x7`.
    pub fn record(self, kind: &GameKind) -> Result<String, KindError> {
        let words = self.game_of(kind)?.0.record(kind);
        Ok(match words.as_str() {
            "" => kind.game().to_string(),
            words => format!("{} {words}", kind.game()),
        })
    }

    /// The kind a record wrote as `text`, if its game is played here.
    pub fn read_record(self, text: &str) -> Result<GameKind, KindError> {
        let (name, words) = match text.split_once(' ') {
            Some((name, words)) => (name, Some(words)),
            None => (text, None),
        };
        let game = self.find(name).ok_or_else(|| {
            KindError::new(format!(
                "{} is not a game played here",
                crate::escape::escape_cut(text, 30)
            ))
        })?;
        game.0.read_record(words)
    }
}

impl fmt::Debug for Games {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0).finish()
    }
}
