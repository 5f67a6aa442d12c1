#!/usr/bin/env bash
# Plays `connect4 agent` against the negamax agent that Kaggle's ConnectX environment
# ships, both ways, several games each, through kaggle-environments itself (the agent
# as a URL agent, the way the environment calls one), and prints the score.
#
#   benches/connectx.sh [--games N] [--level perfect] [--act-timeout SECONDS]
#
# Not part of `cargo test`: it installs kaggle-environments 1.33.2 from PyPI into
# target/connectx-venv the first time. It is installed without its dependencies, which
# bring in gigabytes (jax, transformers, open_spiel, litellm, scipy…) for the other
# environments, and with the two ConnectX and the URL agent use: requests and
# jsonschema. connect4 is built with --release. See docs/connectx.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/connectx-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import kaggle_environments" >/dev/null 2>&1; then
    python3 -m venv "$venv"
    # The dependencies left out are what pip would warn about: it need not.
    "$venv/bin/pip" install --quiet --no-warn-conflicts requests jsonschema
    "$venv/bin/pip" install --quiet --no-warn-conflicts --no-deps "kaggle-environments==1.33.2"
fi
cargo build --release --locked --manifest-path "$root/Cargo.toml" --bin connect4
exec "$venv/bin/python" "$root/benches/connectx.py" \
    --connect4 "$root/target/release/connect4" \
    --log "$root/target/connectx-agent.log" "$@"
