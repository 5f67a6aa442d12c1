#!/usr/bin/env bash
# Plays a connect4 checkers level against py-draughts' alpha-beta engine over the ACF
# 3-move ballots (games/checkers/assets/checkers-ballots.txt), each ballot twice, the
# colours swapped, at the same time a move, and prints the score.
#
#   games/checkers/benches/checkers_vs_pydraughts.sh [--level hard] [--time-ms 1000]
#       [--ballots N] [--log FILE]
#
# The venv (py-draughts 1.10.1 from PyPI) is made in target/pydraughts-venv the first
# time; connect4 is built with --release. Each game is appended to the log as it ends
# (target/checkers-vs-pydraughts.jsonl by default), and a run started again with the
# same log plays only the games it lacks, so a long run can be stopped and resumed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
venv="$root/target/pydraughts-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "py-draughts==1.10.1"
fi
cargo build --release --locked --manifest-path "$root/Cargo.toml" --bin connect4
exec "$venv/bin/python" "$root/games/checkers/benches/checkers_vs_pydraughts.py" \
    --connect4 "$root/target/release/connect4" \
    --ballots-file "$root/games/checkers/assets/checkers-ballots.txt" \
    --log-default "$root/target/checkers-vs-pydraughts.jsonl" "$@"
