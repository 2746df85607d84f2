#!/bin/bash
# Every dlrig-cli command the README and the guides show runs as written: each
# "$ build/app/dlrig-cli …" line of a fenced block (with its "\" continuations),
# in the file's order, in one scratch folder per file where build/ and docs/
# lead to this build and this checkout, with an empty home (a fresh catalog).
# A command must exit 0, or the status its line states ("# exits 1").
# Commands shown as "$ dlrig-cli --db postgresql://lab-db/…" address a lab's
# server and are run by the team-server tests instead; those shown as
# "$ SLURM_CONF=… build/app/dlrig-cli cluster check" address a Slurm cluster and
# are run by the cluster tests (tests/cluster).
#   check-commands.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
count=0
for doc in "$src"/README.md "$src"/docs/guide-*.md; do
    name=$(basename "$doc" .md)
    dir="$work/$name"
    mkdir -p "$dir/home"
    ln -s "$build" "$dir/build"
    ln -s "$src/docs" "$dir/docs"
    # One command per line: fenced blocks only, continuations joined.
    mapfile -t commands < <(awk '
        /^```/ { fenced = !fenced; next }
        fenced && pending != "" { line = $0; sub(/^ +/, "", line); pending = pending " " line
                                  if (pending !~ /\\$/) { print pending; pending = "" } else sub(/\\$/, "", pending); next }
        fenced && /^\$ build\/app\/dlrig-cli / { pending = substr($0, 3)
                                                if (pending !~ /\\$/) { print pending; pending = "" } else sub(/\\$/, "", pending) }
    ' "$doc")
    for command in "${commands[@]}"; do
        expected=0
        if [[ $command =~ \#\ exits\ ([0-9]+) ]]; then
            expected=${BASH_REMATCH[1]}
        fi
        count=$((count + 1))
        output=$(cd "$dir" && HOME="$dir/home" XDG_DATA_HOME= XDG_CONFIG_HOME= timeout 120 bash -c "$command" 2>&1)
        status=$?
        if ((status != expected)); then
            echo "$name: exit $status (expected $expected): $command" >&2
            echo "$output" | tail -5 >&2
            failed=1
        fi
    done
done
echo "ran $count documented commands"
((count >= 20)) || { echo "fewer documented commands than expected: $count" >&2; exit 1; }
exit $failed
