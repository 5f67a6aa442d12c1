#!/usr/bin/env bash
# How long the builds a newcomer runs take from cold, at one or more commits, one
# after the other in one sitting: `cargo build --release --locked` without and with
# the default features (the game alone; the game with the online clients, the server
# and the ssh door), and `cargo test --locked`. Each in a fresh clone with an empty
# target folder; the crates are downloaded first (`cargo fetch`), so the network is
# not timed.
#
# Usage: benches/cold_build.sh [REV...]   (default: HEAD)
#   WHAT="release-lean release test"  the builds to time, in this order (default all)
#   KEEP=DIR                          keep the clones and logs in DIR
# Prints one line per build: commit, build, wall seconds, user and system CPU
# seconds, and the largest resident size; a commit older than the `server` feature
# times its plain release build for "release-lean" too, and says so.
# Run it on a quiet machine: every figure is the machine's, not the code's alone.
set -eu

repo=$(git rev-parse --show-toplevel)
revs=("$@")
[ ${#revs[@]} -gt 0 ] || revs=(HEAD)
what=${WHAT:-release-lean release test}
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# The command line of build NAME in the clone at $1.
command_of() {
  case $2 in
    release-lean)
      if grep -q '^server = ' "$1/Cargo.toml"; then
        echo "cargo build --release --locked --no-default-features"
      else
        echo "cargo build --release --locked"
      fi ;;
    release) echo "cargo build --release --locked" ;;
    test) echo "cargo test --locked" ;;
    *) echo "unknown build: $2 (release-lean, release or test)" >&2; exit 2 ;;
  esac
}

printf '%-10s %-13s %8s %8s %8s %9s\n' commit build wall_s user_s sys_s max_mib
for rev in "${revs[@]}"; do
  commit=$(git -C "$repo" rev-parse --short "$rev")
  clone="$work/$commit"
  rm -rf "$clone"
  git clone -q --no-local "$repo" "$clone"
  git -C "$clone" checkout -q "$commit"
  (cd "$clone" && cargo fetch --locked -q)
  for build in $what; do
    line=$(command_of "$clone" "$build")
    rm -rf "$clone/target"
    log="$work/$commit-$build.log"
    # The test run's own failures are reported, not hidden: a figure is only
    # printed for a build that passed.
    if ! (cd "$clone" && /usr/bin/time -f '%e %U %S %M' -o "$work/time" $line >"$log" 2>&1); then
      echo "$commit $build failed: see $log (KEEP=DIR keeps it)" >&2
      exit 1
    fi
    read -r wall user sys rss < "$work/time"
    printf '%-10s %-13s %8.0f %8.0f %8.0f %9.0f\n' "$commit" "$build" "$wall" "$user" "$sys" \
      "$((rss / 1024))"
  done
  rm -rf "$clone/target"
done
