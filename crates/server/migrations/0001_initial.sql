-- The server's state: players, their ratings, games (each with its invite code) and
-- every move. Written in SQL that SQLite and PostgreSQL both read (BIGINT ids the
-- server picks, no AUTOINCREMENT/SERIAL), so the database is a matter of configuration.

CREATE TABLE players (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    -- SHA-256 of the token, hex: the token itself is never stored.
    token_hash TEXT NOT NULL UNIQUE,
    created_ms BIGINT NOT NULL
);

CREATE TABLE ratings (
    player_id BIGINT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    PRIMARY KEY (player_id, kind)
);

CREATE TABLE games (
    id BIGINT PRIMARY KEY,
    -- The invite code: unique over every game ever hosted here.
    code TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    clock TEXT,
    rated BIGINT NOT NULL,
    seat_one BIGINT NOT NULL REFERENCES players (id),
    seat_two BIGINT REFERENCES players (id),
    rematch_of TEXT,
    -- waiting, playing or over
    status TEXT NOT NULL,
    winner TEXT,
    reason TEXT,
    created_ms BIGINT NOT NULL,
    ended_ms BIGINT
);

CREATE INDEX games_by_status ON games (status);

CREATE TABLE moves (
    game_id BIGINT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    mv TEXT NOT NULL,
    -- The mover's time left after the move and its increment, if the game has a clock.
    clock_ms BIGINT,
    played_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
