-- Many servers on one database. Each running server (a node) has a row here with
-- the lease it renews; a node whose lease lapsed is dead to the others. A game
-- belongs to one node (`owner`) under an ownership number (`epoch`) that every
-- write of a move or a result checks in the same statement, so a node that lost a
-- game (stalled past its lease, then woke) can never write a second history.
CREATE TABLE nodes (
    id BIGINT PRIMARY KEY,
    -- Where its clients reach it (`--public-url`): redirects send them there.
    url TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    -- In the database's clock, so nodes' clocks need not agree.
    lease_until_ms BIGINT NOT NULL
);

-- A game whose node's row is gone (dead, or drained) has no owner until claimed.
ALTER TABLE games ADD COLUMN owner BIGINT REFERENCES nodes (id) ON DELETE SET NULL;
ALTER TABLE games ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0;

CREATE INDEX games_by_owner ON games (owner);
-- A player's games, looked up when they connect to learn which node serves them.
CREATE INDEX games_by_seat_one ON games (seat_one);
CREATE INDEX games_by_seat_two ON games (seat_two);
