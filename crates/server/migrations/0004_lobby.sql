-- The lobby of every node of the database: who is online, open challenges and
-- players waiting for a quick pair. Each row names the node that holds the player's
-- connection and is deleted with that node's row, so a dead node's entries go with
-- it. `conn` is that connection's number on its node: a row outlives no connection.
CREATE TABLE lobby_presence (
    player BIGINT PRIMARY KEY,
    node BIGINT NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
    conn BIGINT NOT NULL,
    name TEXT NOT NULL
);

CREATE TABLE lobby_challenges (
    -- Drawn from `lobby_counters`: numbers are never used twice.
    id BIGINT PRIMARY KEY,
    player BIGINT NOT NULL,
    node BIGINT NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
    conn BIGINT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    -- '' for no clock (an empty string compares equal in both databases; NULL not).
    clock TEXT NOT NULL,
    rated BIGINT NOT NULL,
    -- The rating shown beside it, as it was when posted.
    rating BIGINT,
    -- Where the player plays from, if known: two from one address play unrated.
    addr TEXT,
    -- 1 if the player's client follows a redirect to another node.
    follows BIGINT NOT NULL,
    -- 1 if the player sat in a live game on their node when posting: such a player
    -- is paired only on that node, so their games stay on one node.
    seated BIGINT NOT NULL
);

CREATE TABLE lobby_seeks (
    -- One seek a player: a new one replaces the old.
    player BIGINT PRIMARY KEY,
    node BIGINT NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
    conn BIGINT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    clock TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    addr TEXT,
    follows BIGINT NOT NULL,
    seated BIGINT NOT NULL,
    since_ms BIGINT NOT NULL
);

CREATE INDEX lobby_presence_by_node ON lobby_presence (node);
CREATE INDEX lobby_challenges_by_node ON lobby_challenges (node);
CREATE INDEX lobby_challenges_by_player ON lobby_challenges (player);
CREATE INDEX lobby_seeks_by_node ON lobby_seeks (node);
CREATE INDEX lobby_seeks_by_kind ON lobby_seeks (kind, clock);

-- Counters shared by every node: challenge numbers, and the turn each pairing takes
-- (its update locks the row, so pairings over the whole fleet go one at a time and
-- two seekers can never both wait for the other unseen).
CREATE TABLE lobby_counters (
    name TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
INSERT INTO lobby_counters (name, value) VALUES ('challenge', 0);
INSERT INTO lobby_counters (name, value) VALUES ('pairing', 0);
