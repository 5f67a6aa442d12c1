#!/usr/bin/env bash
# Kills connect4 with SIGKILL 0-30 ms after the winning drop, TRIALS times, each in a
# fresh data directory, and checks that a win already counted is never resumed (to
# be won and counted a second time). A death between saving the result and forgetting
# the saved match did that in about 2 % of trials before the match carried its id.
#
# Usage: benches/kill_at_win.sh [TRIALS] [BINARY]
#   TRIALS  how many kills (default 300)
#   BINARY  the connect4 to test (default target/release/connect4)
# Needs script(1) (util-linux) for the terminal, and python3 to read the scores.
# Prints one line per trial that went wrong and a summary; exits 1 if any did.
set -u

trials=${1:-300}
bin=$(realpath "${2:-target/release/connect4}")
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release first" >&2; exit 2; }

# Waits up to 10 s until FILE holds TEXT.
wait_for() {
  for _ in $(seq 200); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.05
  done
  return 1
}

# Starts connect4 ARGS... in a pseudo-terminal: its screen goes to $dir/screen, its
# keys come from file descriptor 3, and $pid is its process id.
start() {
  rm -f "$dir/keys" "$dir/pid" "$dir/screen"
  mkfifo "$dir/keys"
  script -qfc "stty rows 24 cols 80; echo \$\$ > '$dir/pid'; exec '$bin' $*" "$dir/screen" \
    < "$dir/keys" > /dev/null 2>&1 &
  script_pid=$!
  exec 3> "$dir/keys"
  wait_for "$dir/pid" . || return 1
  pid=$(cat "$dir/pid")
}

stop() {
  kill -9 "$pid" 2> /dev/null
  exec 3>&-
  wait "$script_pid" 2> /dev/null
}

red_wins() {
  "$bin" scores --json --data-dir "$dir/data" | python3 -c \
    'import json, sys; print(sum(m["wins"]["one"] for m in json.load(sys.stdin)["matchups"]))'
}

counted=0
bad=0
for ((trial = 1; trial <= trials; trial++)); do
  dir=$(mktemp -d)
  export HOME=$dir XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data
  export CONNECT4_DATA_DIR=$dir/data TERM=xterm-256color
  start --no-animation --moves 454545 && wait_for "$dir/screen" "to move" || {
    echo "trial $trial: the game did not start" >&2
    stop
    rm -rf "$dir"
    continue
  }
  printf '4\r' >&3
  sleep "0.0$(printf %02d $((RANDOM % 31)))"
  stop
  wins=$(red_wins)
  [ "$wins" -gt 0 ] && counted=$((counted + 1))
  start --no-animation && wait_for "$dir/screen" "to move"
  if [ "$wins" -gt 0 ] && grep -q "Resumed" "$dir/screen"; then
    bad=$((bad + 1))
    echo "trial $trial: the win was counted and its match resumed, to be won again"
  fi
  stop
  rm -rf "$dir"
done
echo "$trials kills: the win was counted before $counted, and $bad of those resumed its match"
[ "$bad" -eq 0 ]
