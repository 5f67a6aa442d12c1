#!/usr/bin/env bash
# Kills `connect4 serve` with SIGKILL in the middle of GAMES live bot games, starts it
# again on the same data folder and port, and checks that every move the server
# acknowledged and every result it announced is in its database, and that every game
# goes on to its end. The bots are the server's load example in its journal mode:
# they reconnect with their tokens, check each game they get back against the moves
# they had been relayed, play on to the end, and journal every acknowledged move
# and result; the same example then compares the journal with the database.
#
# Usage: benches/kill_server.sh [GAMES] [BINARY] [LOAD]
#   GAMES   live games when the server is killed (default 200)
#   BINARY  the connect4 to test (default target/release/connect4)
#   LOAD    the bots (default target/release/examples/load)
# Build both first: cargo build --release --bin connect4 &&
#   cargo build --release -p connect4-server --example load
# Prints the bots' summary and the database check; exits 1 if anything acknowledged
# was lost, a game did not reach its end, or the kill did not land mid-play.
set -u

games=${1:-200}
bin=$(realpath "${2:-target/release/connect4}")
load=$(realpath "${3:-target/release/examples/load}")
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release first" >&2; exit 2; }
[ -x "$load" ] || { echo "no bots at $load: cargo build --release -p connect4-server --example load" >&2; exit 2; }

# A move every 400 ms a game on average; the server dies once the games have made
# about ten moves each, when a few have ended and most are under way.
pace=400
kill_after=$((games * 10))

dir=$(mktemp -d)
server=
bots=
cleanup() {
  [ -n "$bots" ] && kill "$bots" 2> /dev/null
  [ -n "$server" ] && kill "$server" 2> /dev/null && wait "$server" 2> /dev/null
  rm -rf "$dir"
}
trap cleanup EXIT

# Waits up to $3 tenths of a second (default 300) until FILE holds TEXT.
wait_for() {
  for _ in $(seq "${3:-300}"); do
    grep -q "$2" "$1" 2> /dev/null && return 0
    sleep 0.1
  done
  return 1
}

# Starts the server on port $1 (0: any free one), logging to $dir/$2; sets $server
# and $url.
start_server() {
  "$bin" serve --listen "127.0.0.1:$1" --data "$dir/data" \
    --max-per-address $((2 * games + 16)) --new-players-per-hour $((2 * games + 16)) \
    > /dev/null 2> "$dir/$2" &
  server=$!
  wait_for "$dir/$2" "listening on ws://" || { echo "the server did not start: $(cat "$dir/$2")" >&2; exit 1; }
  url=$(sed -n 's/.*listening on \(ws:[^ ]*\).*/\1/p' "$dir/$2" | head -1)
}

moves() { cat "$dir/journal" 2> /dev/null | grep -c '^move'; }

start_server 0 server-1.log
echo "server at $url, $games games, a move every $pace ms a game on average"
"$load" --url "$url" --games "$games" --pace "$pace" --ramp 200 --journal "$dir/journal" \
  > "$dir/bots.out" 2>&1 &
bots=$!
wait_for "$dir/bots.out" "games on" 600 || { echo "the games did not start: $(cat "$dir/bots.out")" >&2; exit 1; }
for _ in $(seq 600); do
  [ "$(moves)" -ge "$kill_after" ] && break
  sleep 0.1
done

kill -9 "$server"
wait "$server" 2> /dev/null
acknowledged=$(moves)
ended=$(grep -c '^end' "$dir/journal")
echo "killed the server (SIGKILL) after $acknowledged acknowledged moves, $ended games ended, $((games - ended)) under way"
sleep 1
port=${url#ws://127.0.0.1:}
start_server "${port%%/*}" server-2.log
grep -o 'listening.*' "$dir/server-2.log" | head -1 | sed 's/^/restarted: /'

wait "$bots"
played=$?
bots=
sed 's/^/bots: /' "$dir/bots.out"
"$load" --verify "$dir/journal" --database "$dir/data/connect4.sqlite" > "$dir/verify.out" 2>&1
checked=$?
sed 's/^/database: /' "$dir/verify.out"

bad=0
[ "$played" -eq 0 ] || { echo "FAILED: the bots saw a game lost, cut short or unfinished"; bad=1; }
[ "$checked" -eq 0 ] || { echo "FAILED: the database lacks something acknowledged"; bad=1; }
[ "$ended" -lt "$games" ] || { echo "FAILED: the kill came after every game had ended"; bad=1; }
[ "$bad" -eq 0 ] && echo "nothing acknowledged was lost, and every game went on to its end"
exit "$bad"
