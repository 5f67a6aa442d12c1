//! One game as the server keeps it: a plain state machine over the rules, the seats
//! and the clocks. It decides and checks; the actor around it stores and sends.

use crate::players::PlayerId;
use connect4_protocol::{
    ByPlayer, Clock, EndReason, ErrorCode, GameKind, GameResult, GameSnapshot, GameStatus,
    InviteCode, Player, Position, SeatInfo,
};
use std::net::IpAddr;
use std::time::Duration;
use tokio::time::Instant;

/// Who sits in a seat, and whether they are here.
#[derive(Debug, Clone)]
pub struct Seat {
    pub id: PlayerId,
    pub name: String,
    pub rating: Option<i32>,
    pub connected: bool,
    /// When they left a live game; they lose when the grace runs out.
    pub away_since: Option<Instant>,
    /// Where they play from, when known: two players from one address play unrated.
    pub addr: Option<IpAddr>,
}

/// A refused request: the code and a sentence for the player.
pub type Refusal = (ErrorCode, String);

/// A move checked and not yet stored.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub position: Position,
    pub mv: String,
    pub ply: u32,
    pub clocks: Option<ByPlayer<u64>>,
    pub result: Option<GameResult>,
}

#[derive(Debug, Clone)]
pub struct Room {
    pub id: i64,
    /// The ownership number this node holds the game under: every write names it.
    pub epoch: i64,
    pub code: InviteCode,
    pub kind: GameKind,
    pub clock: Option<Clock>,
    pub rated: bool,
    pub seats: ByPlayer<Option<Seat>>,
    pub position: Position,
    pub moves: Vec<String>,
    /// Time left per side, as of `running_since` for the side to move.
    pub clocks: Option<ByPlayer<u64>>,
    /// Since when the side to move's clock runs; none while it is stopped.
    pub running_since: Option<Instant>,
    /// Since when no player has been connected after a restart: clocks stand still
    /// until one is back, and if none is within the grace, the game ends.
    pub suspended: Option<Instant>,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub draw_offer: Option<Player>,
    pub rematch_offer: Option<Player>,
    pub rematch_of: Option<InviteCode>,
    pub grace: Duration,
}

impl Room {
    /// The seat `player` sits in.
    pub fn seat_of(&self, player: PlayerId) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&seat| self.seats[seat].as_ref().is_some_and(|s| s.id == player))
    }

    /// Both seats are taken: the game is on and the first mover's clock runs.
    pub fn start(&mut self, now: Instant) {
        self.status = GameStatus::Playing;
        self.running_since = self.clock.map(|_| now);
    }

    /// Each side's time left at `now`.
    pub fn clocks_now(&self, now: Instant) -> Option<ByPlayer<u64>> {
        let mut clocks = self.clocks?;
        if let Some(since) = self.running_since {
            let mover = self.position.to_move();
            let spent = now.saturating_duration_since(since).as_millis() as u64;
            clocks[mover] = clocks[mover].saturating_sub(spent);
        }
        Some(clocks)
    }

    fn stop_clock(&mut self, now: Instant) {
        self.clocks = self.clocks_now(now);
        self.running_since = None;
    }

    pub fn snapshot(&self, you: Option<Player>, now: Instant) -> GameSnapshot {
        let seat = |player: Player| {
            self.seats[player].as_ref().map(|s| SeatInfo {
                name: s.name.clone(),
                rating: s.rating,
                connected: s.connected,
            })
        };
        GameSnapshot {
            code: self.code,
            kind: self.kind,
            clock: self.clock,
            rated: self.rated,
            seats: ByPlayer::new(seat(Player::One), seat(Player::Two)),
            moves: self.moves.clone(),
            clocks: self.clocks_now(now),
            status: self.status,
            result: self.result,
            you,
            draw_offer: self.draw_offer,
            rematch_of: self.rematch_of,
        }
    }

    /// Checks `seat`'s move `text`, meant as move number `ply` when the client says,
    /// without playing it.
    pub fn prepare_move(
        &self,
        seat: Player,
        text: &str,
        ply: Option<u32>,
        now: Instant,
    ) -> Result<Prepared, Refusal> {
        if let Some(ply) = ply {
            self.check_ply(seat, ply)?;
        }
        if self.status != GameStatus::Playing {
            return Err((ErrorCode::NotNow, "the game is not being played".into()));
        }
        if self.position.to_move() != seat {
            return Err((ErrorCode::NotYourTurn, "it is not your turn".into()));
        }
        let mut position = self.position.clone();
        let mv = position
            .play(text)
            .map_err(|error| (ErrorCode::IllegalMove, error.to_string()))?;
        let clocks = self.clocks_now(now).map(|mut clocks| {
            clocks[seat] += self.clock.map_or(0, Clock::increment_ms);
            clocks
        });
        Ok(Prepared {
            result: position.result(),
            ply: position.ply() as u32,
            position,
            mv,
            clocks,
        })
    }

    /// Plays a prepared move, once it is stored.
    pub fn apply_move(&mut self, prepared: Prepared, now: Instant) {
        self.position = prepared.position;
        self.moves.push(prepared.mv);
        self.clocks = prepared.clocks;
        if self.clocks.is_some() && self.suspended.is_none() {
            self.running_since = Some(now);
        }
        self.draw_offer = None;
    }

    /// The game is over, as stored.
    pub fn finish(&mut self, result: GameResult, now: Instant) {
        self.stop_clock(now);
        self.status = GameStatus::Over;
        self.result = Some(result);
        self.draw_offer = None;
        self.rematch_offer = None;
        for seat in self.seats.one.iter_mut().chain(self.seats.two.iter_mut()) {
            seat.away_since = None;
        }
    }

    /// Whether an abort is allowed now: while waiting, or before each side moved.
    pub fn may_abort(&self) -> bool {
        match self.status {
            GameStatus::Waiting => true,
            GameStatus::Playing => self.moves.len() < 2,
            GameStatus::Over => false,
        }
    }

    /// When something happens by itself: a flag falls, a grace runs out.
    #[cfg(test)]
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline_serving(None)
    }

    /// `deadline`, with every grace counted from `serving` at the earliest: when
    /// this node could serve the players again after its store failed (a player
    /// cannot come back to a node that cannot take their moves).
    pub fn deadline_serving(&self, serving: Option<Instant>) -> Option<Instant> {
        if self.status == GameStatus::Over {
            return None;
        }
        let from = |since: Instant| serving.map_or(since, |serving| since.max(serving));
        if let Some(since) = self.suspended {
            return Some(from(since) + self.grace);
        }
        let flag = self
            .running_since
            .zip(self.clocks)
            .map(|(since, clocks)| since + Duration::from_millis(clocks[self.position.to_move()]));
        let graces = Player::BOTH.into_iter().filter_map(|seat| {
            let away = self.seats[seat].as_ref()?.away_since?;
            Some(from(away) + self.grace)
        });
        flag.into_iter().chain(graces).min()
    }

    /// The result time brings at `now`, if any.
    #[cfg(test)]
    pub fn expired(&self, now: Instant) -> Option<GameResult> {
        self.expired_serving(now, None)
    }

    /// `expired`, with every grace counted from `serving` at the earliest.
    pub fn expired_serving(&self, now: Instant, serving: Option<Instant>) -> Option<GameResult> {
        if self.status == GameStatus::Over {
            return None;
        }
        let from = |since: Instant| serving.map_or(since, |serving| since.max(serving));
        if let Some(since) = self.suspended {
            return (now >= from(since) + self.grace).then(|| self.deserted());
        }
        if self.status == GameStatus::Playing && self.running_since.is_some() {
            let mover = self.position.to_move();
            if self
                .clocks_now(now)
                .is_some_and(|clocks| clocks[mover] == 0)
            {
                return Some(GameResult::win(mover.other(), EndReason::Timeout));
            }
        }
        // Both may be gone: the one gone first abandoned the game, the other
        // left one already abandoned.
        let (gone, _) = Player::BOTH
            .into_iter()
            .filter_map(|seat| Some((seat, self.seats[seat].as_ref()?.away_since?)))
            .filter(|(_, away)| now >= from(*away) + self.grace)
            .min_by_key(|(_, away)| *away)?;
        Some(match self.status {
            GameStatus::Waiting => GameResult::draw(EndReason::Aborted),
            _ => GameResult::win(gone.other(), EndReason::Abandoned),
        })
    }

    /// The result of a game nobody came back to after a restart: the side to move
    /// loses it, as its clock would have run out; before each side moved, nothing
    /// was at stake and it is aborted.
    fn deserted(&self) -> GameResult {
        if self.moves.len() < 2 {
            return GameResult::draw(EndReason::Aborted);
        }
        GameResult::win(self.position.to_move().other(), EndReason::Abandoned)
    }

    /// The result as it counts. A game ended by a player or by time, not by the
    /// rules, before each side has made `plies` ≥ 2 moves between them is aborted:
    /// no result and no rating change, so a resignation or a flag arranged before
    /// any play cannot move ratings.
    pub fn settle(result: GameResult, plies: usize) -> GameResult {
        let by_rules = matches!(
            result.reason,
            EndReason::FourInARow
                | EndReason::BoardFull
                | EndReason::NoMoves
                | EndReason::Repetition
                | EndReason::QuietMoves
        );
        if plies < 2 && !by_rules {
            GameResult::draw(EndReason::Aborted)
        } else {
            result
        }
    }

    /// A seat's connection came or went.
    pub fn set_connected(&mut self, seat: Player, connected: bool, now: Instant) {
        let live = self.status != GameStatus::Over;
        if let Some(s) = self.seats[seat].as_mut() {
            s.connected = connected;
            s.away_since = (!connected && live).then_some(now);
        }
        // Both gone from a live game is two absences, each with its grace and the
        // clock running: a game that stood still until someone came back would be
        // kept, and reloaded at each start, for ever.
        if live && connected && self.suspended.is_some() {
            self.suspended = None;
            self.running_since = self.clocks.map(|_| now);
            for s in self.seats.one.iter_mut().chain(self.seats.two.iter_mut()) {
                if !s.connected {
                    s.away_since = Some(now);
                }
            }
        }
    }
}
