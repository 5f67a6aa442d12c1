-- A name held once by every server on this database: one row per folded key of a
-- player's name (crates/server/src/names.rs), each key unique, so two servers asked
-- for one name at once cannot both give it. Written with the player, in the same
-- transaction. Players of a database from before names were held once may share a
-- key: the first to be filled in at start holds it, the others keep their names.
CREATE TABLE name_keys (
    name_key TEXT PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id)
);

CREATE INDEX name_keys_by_player ON name_keys (player_id);
