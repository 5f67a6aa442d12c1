#!/usr/bin/env bash
# How long the commands README's Set up gives take from cold, at one or more commits,
# one after the other in one sitting: playing (`cargo run --release`), playing at one
# keyboard only (`cargo run --release -p connect4 --no-default-features`), and the
# tests (`cargo test --locked`). Each in a fresh clone with an empty target folder of
# its own; the crates are downloaded first (`cargo fetch`), so the network is not
# timed. The two `cargo run`s are given `-- --version`, so that the game prints its
# version and exits once built.
#
# Usage: benches/cold_build.sh [REV...]   (default: HEAD)
#   WHAT="play local test"  the commands to time, in this order (default all)
#   KEEP=DIR                keep the clones and logs in DIR
# Prints one line per command: commit, command, the packages it compiled (distinct
# `Compiling` lines), wall seconds, user and system CPU seconds, and the largest
# resident size; a commit older than the `server` feature times its plain build for
# "local", which then builds everything.
# Run it on a quiet machine, or say what else ran: every figure is the machine's, not
# the code's alone.
set -eu

repo=$(git rev-parse --show-toplevel)
revs=("$@")
[ ${#revs[@]} -gt 0 ] || revs=(HEAD)
what=${WHAT:-play local test}
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# The command line of build NAME in the clone at $1.
command_of() {
  case $2 in
    local)
      if grep -q '^server = ' "$1/Cargo.toml"; then
        echo "cargo run --release -p connect4 --no-default-features -- --version"
      else
        echo "cargo run --release -- --version"
      fi ;;
    play) echo "cargo run --release -- --version" ;;
    test) echo "cargo test --locked" ;;
    *) echo "unknown command: $2 (play, local or test)" >&2; exit 2 ;;
  esac
}

printf '%-10s %-7s %8s %8s %8s %8s %9s\n' commit command packages wall_s user_s sys_s max_mib
for rev in "${revs[@]}"; do
  commit=$(git -C "$repo" rev-parse --short "$rev")
  clone="$work/$commit"
  rm -rf "$clone"
  git clone -q --no-local "$repo" "$clone"
  git -C "$clone" checkout -q "$commit"
  (cd "$clone" && cargo fetch --locked -q)
  for build in $what; do
    line=$(command_of "$clone" "$build")
    # A target folder of its own, named here: a CARGO_TARGET_DIR in the caller's
    # environment would otherwise send every build to one warm folder.
    target="$work/$commit-$build-target"
    rm -rf "$target"
    log="$work/$commit-$build.log"
    # The test run's own failures are reported, not hidden: a figure is only
    # printed for a build that passed.
    if ! (cd "$clone" && CARGO_TARGET_DIR="$target" /usr/bin/time -f '%e %U %S %M' \
      -o "$work/time" $line >"$log" 2>&1); then
      echo "$commit $build failed: see $log (KEEP=DIR keeps it)" >&2
      exit 1
    fi
    read -r wall user sys rss < "$work/time"
    packages=$(grep -E '^ *Compiling ' "$log" | awk '{ print $2, $3 }' | sort -u | wc -l)
    printf '%-10s %-7s %8d %8.0f %8.0f %8.0f %9.0f\n' "$commit" "$build" "$packages" \
      "$wall" "$user" "$sys" "$((rss / 1024))"
    rm -rf "$target"
  done
done
