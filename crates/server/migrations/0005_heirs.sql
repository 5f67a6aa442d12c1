-- A draining node names the node its games should go to: its heir, the live node
-- that started last and has been up a moment (in a rolling restart, one already
-- restarted, so no game moves to the node drained next). Other nodes leave a game
-- with a live heir to it; once the heir is gone too, anyone claims it. No
-- reference: the heir's row may go before the game is claimed.
ALTER TABLE games ADD COLUMN heir BIGINT;
