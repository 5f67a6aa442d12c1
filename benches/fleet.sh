#!/usr/bin/env bash
# Figures of a fleet: `connect4 serve` nodes on one throwaway PostgreSQL, behind
# HAProxy with docs/fleet/haproxy.cfg's settings, played by the load example's bots
# through it (each bot's home is the proxy; redirects take it to a game's node).
#
# Usage: benches/fleet.sh SCENARIO [GAMES] [BINARY] [LOAD]
#   kill     2 nodes; kill -9 the node owning most live games mid-play; every
#            acknowledged move must be stored and every game end; prints, over the
#            games of the dead node, the time from the kill to their next move
#            (default 100 games)
#   rolling  3 nodes; SIGTERM and restart each in turn mid-play; nothing lost,
#            every game ends; how often games changed nodes, and each game's
#            longest stall (default 200 games)
#   load     NODES nodes (default 2); GAMES games held for 60 s at a move a second:
#            the relay's latency, the nodes' memory per connection, and the cost
#            of a move (CPU of the nodes and of PostgreSQL, statements,
#            transactions, bytes) (default 2000 games)
#   stop     3 nodes; PostgreSQL stopped as a crash would (pg_ctl stop -m
#            immediate) mid-play for DOWN seconds (default 5), then started: every
#            acknowledged move stored, no game abandoned, and each game's stall from
#            the database's return to its next move (default 100 games)
#   freeze   the same, PostgreSQL frozen (SIGSTOP to every process) for DOWN
#            seconds (default 8) then thawed
#   disk     the same, PostgreSQL's disk (a 256 MiB tmpfs, mounted for the run)
#            filled for DOWN seconds (default 10) then freed
#   storm    3 nodes; every bot arrives at once (2 x GAMES connections within a
#            second) and plays its game to the end: nothing lost, no lease lost,
#            HAProxy never without a node, and /health's answer times during it
#            (default 4500 games, 9,000 connections)
#   DOWN     the seconds of the fault, from the environment (DOWN=30)
#   BINARY   the connect4 to run (default target/release/connect4)
#   LOAD     the bots (default target/release/examples/load)
# Build both first: cargo build --release --bin connect4 &&
#   cargo build --release -p connect4-server --example load
# Installs postgresql and haproxy (Debian packages) when missing. Exits 1 if
# anything acknowledged was lost or a game did not end.
set -u
cd "$(dirname "$0")/.."

scenario=${1:?usage: benches/fleet.sh kill|rolling|load|stop|freeze|disk|storm [GAMES] [BINARY] [LOAD]}
bin=$(realpath "${3:-target/release/connect4}")
load=$(realpath "${4:-target/release/examples/load}")
case $scenario in
  kill) games=${2:-100}; nodes=2 ;;
  rolling) games=${2:-200}; nodes=3 ;;
  load) games=${2:-2000}; nodes=${NODES:-2} ;;
  stop) games=${2:-100}; nodes=3; down=${DOWN:-5} ;;
  freeze) games=${2:-100}; nodes=3; down=${DOWN:-8} ;;
  disk) games=${2:-100}; nodes=3; down=${DOWN:-10} ;;
  storm) games=${2:-4500}; nodes=3 ;;
  *) echo "no scenario $scenario" >&2; exit 2 ;;
esac
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release first" >&2; exit 2; }
[ -x "$load" ] || { echo "no bots at $load: cargo build --release -p connect4-server --example load" >&2; exit 2; }

.ci/postgres > /dev/null || exit 2
if ! command -v haproxy > /dev/null; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q haproxy > /dev/null \
    || { $sudo apt-get update -q > /dev/null && $sudo env DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -q haproxy > /dev/null; } || exit 2
fi

dir=$(mktemp -d)
chmod 755 "$dir"
pids=()
cleanup() {
  # KEEP=DIR keeps the run's folder (logs, journal) for a look.
  [ -n "${KEEP:-}" ] && cp -r "$dir" "$KEEP" 2> /dev/null
  for pid in "${pids[@]}"; do kill -9 "$pid" 2> /dev/null; done
  [ -n "${pg:-}" ] && as_pg "$pg/pg_ctl" -D "$dir/pg" -m immediate stop > /dev/null 2>&1
  mountpoint -q "$dir/pg" && umount "$dir/pg"
  rm -rf "$dir"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# PostgreSQL refuses to run as root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi; }

pg=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pgport=$(free_port)
# pg_stat_statements counts the statements a move costs (`load`).
pgopts="-p $pgport -k $dir/pg -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_preload_libraries=pg_stat_statements"
mkdir "$dir/pg"
# A disk of its own to fill (as root: mount).
if [ "$scenario" = disk ]; then mount -t tmpfs -o size=256m tmpfs "$dir/pg" || exit 2; fi
chown "$([ "$(id -u)" = 0 ] && echo nobody || id -un)" "$dir/pg"
as_pg "$pg/initdb" -D "$dir/pg" -U postgres -A trust > /dev/null || exit 2
as_pg "$pg/pg_ctl" -D "$dir/pg" -l "$dir/pg/log" -w \
  -o "$pgopts" start > /dev/null || exit 2
psql_() { "$pg/psql" -h 127.0.0.1 -p "$pgport" -U postgres -d fleet -Atc "$1"; }
"$pg/psql" -h 127.0.0.1 -p "$pgport" -U postgres -Atc "CREATE DATABASE fleet" > /dev/null
psql_ "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" > /dev/null
database="postgres://postgres@127.0.0.1:$pgport/fleet"

ports=(); node_pids=()
start_node() {  # index
  local i=$1 port=${ports[$1]}
  "$bin" serve --listen "127.0.0.1:$port" --database "$database" --data "$dir/node$i" \
    --max-connections 20000 --max-per-address 20000 --rate 100 --rated-same-address \
    --new-players-per-hour $((2 * games + 16)) --upgrade-rate $((games + 16)) \
    >> "$dir/node$i.log" 2>&1 &
  node_pids[$i]=$!; pids+=($!)
  for _ in $(seq 200); do
    curl -sf "http://127.0.0.1:$port/health" > /dev/null 2>&1 && return
    sleep 0.05
  done
  echo "node $i did not start: $(tail -3 "$dir/node$i.log")" >&2; exit 1
}
for i in $(seq 0 $((nodes - 1))); do ports[$i]=$(free_port); start_node "$i"; done

proxy=$(free_port)
{
  # HAProxy holds two descriptors a connection and cannot go past the hard limit.
  sed -e "s/^    bind :8080/    bind 127.0.0.1:$proxy/" -e '/^    server n/d' \
    -e "s/^    maxconn .*/    maxconn $(( ($(ulimit -Hn) - 100) / 2 ))/" docs/fleet/haproxy.cfg
  for i in $(seq 0 $((nodes - 1))); do echo "    server n$i 127.0.0.1:${ports[$i]} check"; done
} > "$dir/haproxy.cfg"
haproxy -f "$dir/haproxy.cfg" -db > "$dir/haproxy.log" 2>&1 &
pids+=($!)
sleep 1
url="ws://127.0.0.1:$proxy/ws"
trap 'echo "deadlocks PostgreSQL detected: $(psql_ "SELECT deadlocks FROM pg_stat_database WHERE datname = '"'fleet'"'")"
  echo "machine load average at the end: $(cut -d" " -f1-3 /proc/loadavg)"; cleanup' EXIT
echo "fleet: $nodes nodes on PostgreSQL $(basename "$(dirname "$pg")"), HAProxy $(haproxy -v | head -1 | cut -d' ' -f3) at $url; $(nproc) cores, $(date -u +%F)"

moves() { cat "$dir/journal" 2> /dev/null | grep -c '^move'; }
bots() {  # journal mode through the proxy [games a second]
  "$load" --url "$url" --games "$games" --pace 400 --ramp "${1:-200}" --journal "$dir/journal" \
    --timeout 600 > "$dir/bots.out" 2>&1 &
  bots_pid=$!; pids+=($!)
}
wait_moves() {  # n
  for _ in $(seq 1200); do
    [ "$(moves)" -ge "$1" ] && return
    kill -0 "$bots_pid" 2> /dev/null || break
    sleep 0.1
  done
}
verify() {
  wait "$bots_pid"; local bots_status=$?
  tail -3 "$dir/bots.out"
  "$load" --verify "$dir/journal" --database "$database" > "$dir/verify.out" 2>&1
  local verify_status=$?
  cat "$dir/verify.out"
  local ended; ended=$(grep -c '^end' "$dir/journal")
  echo "games ended: $ended of $games"
  [ "$bots_status" = 0 ] && [ "$verify_status" = 0 ] && [ "$ended" = "$games" ]
}

case $scenario in
  kill)
    bots; wait_moves $((games * 8))
    [ "$(moves)" -gt 0 ] || { echo "the bots made no move:"; for f in bots.out haproxy.log node0.log; do tail -n 5 "$dir/$f"; done; exit 1; }
    read -r owner count <<< "$(psql_ "SELECT owner, count(*) FROM games WHERE status = 'playing' GROUP BY owner ORDER BY 2 DESC LIMIT 1" | tr '|' ' ')"
    dead_url=$(psql_ "SELECT url FROM nodes WHERE id = $owner")
    psql_ "SELECT code FROM games WHERE status = 'playing' AND owner = $owner" > "$dir/dead_games"
    for i in "${!ports[@]}"; do [[ $dead_url == *":${ports[$i]}/"* ]] && dead=$i; done
    killed_at=$(date +%s%3N)
    kill -9 "${node_pids[$dead]}"
    echo "killed node $dead (SIGKILL), owner of $count live games, after $(moves) acknowledged moves"
    verify; ok=$?
    python3 - "$dir/journal" "$dir/dead_games" "$killed_at" << 'PY'
import sys
journal, dead, killed = sys.argv[1], set(open(sys.argv[2]).read().split()), int(sys.argv[3])
first = {}
for line in open(journal):
    w = line.split()
    if w and w[0] == "move" and len(w) == 5 and w[1] in dead and int(w[4]) >= killed:
        first[w[1]] = min(first.get(w[1], 1 << 62), int(w[4]))
waits = sorted(t - killed for t in first.values())
if not waits:
    sys.exit("no game of the dead node moved again")
pick = lambda q: waits[min(len(waits) - 1, int(q * len(waits)))]
print(f"kill to next move, {len(waits)} games of the dead node (bots pace 400 ms): "
      f"p50 {pick(0.5)} ms, p99 {pick(0.99)} ms, max {waits[-1]} ms")
PY
    exit $ok ;;
  rolling)
    bots
    for i in $(seq 0 $((nodes - 1))); do
      wait_moves $((games * (i + 2) * 3))
      started=$(date +%s%3N)
      kill -TERM "${node_pids[$i]}"; wait "${node_pids[$i]}"; status=$?
      echo "node $i drained in $(( $(date +%s%3N) - started )) ms (exit $status) after $(moves) acknowledged moves"
      start_node "$i"
    done
    verify; ok=$?
    echo "games by the times they changed nodes: $(psql_ "SELECT epoch - 1 || ': ' || count(*) FROM games GROUP BY epoch ORDER BY epoch" | paste -sd ' ')"
    python3 - "$dir/journal" << 'PY'
import sys
times = {}
for line in open(sys.argv[1]):
    w = line.split()
    if w and w[0] == "move" and len(w) == 5:
        times.setdefault(w[1], []).append(int(w[4]))
stalls = sorted(max((b - a for a, b in zip(t, t[1:])), default=0) for t in map(sorted, times.values()))
pick = lambda q: stalls[min(len(stalls) - 1, int(q * len(stalls)))]
print(f"the longest a game stood still between two moves, {len(stalls)} games (bots pace 400 ms): "
      f"p50 {pick(0.5)} ms, p99 {pick(0.99)} ms, max {stalls[-1]} ms")
PY
    exit $ok ;;
  stop|freeze|disk)
    python3 benches/health_probe.py "$dir/probing" "${ports[@]}" > "$dir/health.out" &
    probe_pid=$!; pids+=($!)
    bots; wait_moves $((games * 6))
    touch "$dir/probing"
    live=$(psql_ "SELECT count(*) FROM games WHERE status = 'playing'")
    at=$(moves)
    if [ "$scenario" = stop ]; then
      as_pg "$pg/pg_ctl" -D "$dir/pg" -m immediate -w stop > /dev/null
      sleep "$down"
      as_pg "$pg/pg_ctl" -D "$dir/pg" -l "$dir/pg/log" -w \
        -o "$pgopts" start > /dev/null
    elif [ "$scenario" = freeze ]; then
      all=$(head -1 "$dir/pg/postmaster.pid"); all="$all $(pgrep -P "$all" | tr '\n' ' ')"
      kill -STOP $all; sleep "$down"; kill -CONT $all
    else
      dd if=/dev/zero of="$dir/pg/filler" bs=1M > /dev/null 2>&1
      sleep "$down"; rm -f "$dir/pg/filler"
    fi
    back_at=$(date +%s%3N)
    done_to=$(case $scenario in stop) echo stopped ;; freeze) echo frozen ;; *) echo "on a full disk" ;; esac)
    echo "PostgreSQL $done_to for $down s with $live games on, after $at acknowledged moves"
    for _ in $(seq 100); do
      healthy=0
      for port in "${ports[@]}"; do curl -sf "http://127.0.0.1:$port/health" > /dev/null && healthy=$((healthy + 1)); done
      [ "$healthy" = "$nodes" ] && break; sleep 0.05
    done
    echo "every node healthy $(( $(date +%s%3N) - back_at )) ms after the return"
    verify; ok=$?
    rm -f "$dir/probing"; wait "$probe_pid"; cat "$dir/health.out"
    abandoned=$(grep -c ' abandoned$' "$dir/journal")
    echo "games abandoned: $abandoned; games taken over: $(for port in "${ports[@]}"; do curl -s "http://127.0.0.1:$port/metrics" | awk '/^connect4_takeovers_total / {print $2}'; done | awk '{ s += $1 } END { print s + 0 }')"
    python3 - "$dir/journal" "$back_at" << 'PY'
import sys
journal, back = sys.argv[1], int(sys.argv[2])
first, last_before = {}, {}
for line in open(journal):
    w = line.split()
    if w and w[0] == "move" and len(w) == 5:
        t = int(w[4])
        if t >= back:
            first[w[1]] = min(first.get(w[1], 1 << 62), t)
        else:
            last_before[w[1]] = max(last_before.get(w[1], 0), t)
waits = sorted(first[g] - back for g in first if g in last_before)
if not waits:
    sys.exit("no game moved again")
pick = lambda q: waits[min(len(waits) - 1, int(q * len(waits)))]
print(f"the database's return to each game's next move, {len(waits)} games (bots pace 400 ms): "
      f"p50 {pick(0.5)} ms, p99 {pick(0.99)} ms, max {waits[-1]} ms")
PY
    [ "$abandoned" = 0 ] && [ "$ok" = 0 ]; exit $? ;;
  storm)
    # /health of every node asked every 100 ms, as a balancer does, all the while.
    python3 benches/health_probe.py "$dir/probing" "${ports[@]}" > "$dir/health.out" &
    probe_pid=$!; pids+=($!)
    touch "$dir/probing"
    bots 1000000
    verify; ok=$?
    rm -f "$dir/probing"; wait "$probe_pid"; cat "$dir/health.out"
    lost=$(for port in "${ports[@]}"; do curl -s "http://127.0.0.1:$port/metrics" | awk '/^connect4_leases_lost_total / {print $2}'; done | awk '{ s += $1 } END { print s + 0 }')
    down=$(grep -c ' is DOWN' "$dir/haproxy.log")
    none=$(grep -c 'has no server available' "$dir/haproxy.log")
    echo "leases lost: $lost; HAProxy marked a node down $down times, was left without any $none times"
    [ "$ok" = 0 ] && [ "$lost" = 0 ] && [ "$none" = 0 ]; exit $? ;;
  load)
    for i in "${!ports[@]}"; do before[$i]=$(awk '/VmRSS/ {print $2}' "/proc/${node_pids[$i]}/status"); done
    "$load" --url "$url" --games "$games" --pace 1000 --duration 60 --ramp 100 > "$dir/load.out" 2>&1 &
    load_pid=$!; pids+=($!)
    # The cost of a move, over 50 s of the load tool's 60 s measure.
    cost() { python3 benches/fleet_cost.py snapshot "$dir/$1" "$pg" "$pgport" "$(head -1 "$dir/pg/postmaster.pid")" \
      $(for i in "${!ports[@]}"; do echo "${ports[$i]}:${node_pids[$i]}"; done); }
    sleep $((games / 100 + 5)); cost before; sleep 50; cost after
    python3 benches/fleet_cost.py diff "$dir/before" "$dir/after"
    for i in "${!ports[@]}"; do
      after=$(awk '/VmRSS/ {print $2}' "/proc/${node_pids[$i]}/status")
      conns=$(curl -s "http://127.0.0.1:${ports[$i]}/metrics" | awk '/^connect4_connections / {print $2}')
      echo "node $i: $conns connections, RSS $((before[$i] / 1024)) MiB before, $((after / 1024)) MiB now: $(( (after - before[$i]) * 1024 / (conns > 0 ? conns : 1) )) bytes a connection"
    done
    wait "$load_pid"; cat "$dir/load.out" ;;
esac
