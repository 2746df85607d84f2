#!/usr/bin/env bash
# Cold start of dlrig to its first window on the offscreen platform (target
# ≤ 0.5 s): the median of N runs, each a fresh process with the user catalog
# already created (as after the first run).
#   tests/bench/gui_startup.sh [BUILD_DIR] [RUNS]
set -euo pipefail
build=${1:-build}
runs=${2:-11}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_DATA_HOME=$home XDG_CONFIG_HOME=$home DLRIG_QUIT_AFTER_SHOW=1
"$build/app/dlrig" 2>/dev/null # creates the catalog
times=()
for ((i = 0; i < runs; ++i)); do
    start=$(date +%s%N)
    "$build/app/dlrig" 2>/dev/null
    times+=($((($(date +%s%N) - start) / 1000000)))
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(sed -n "$(((runs + 1) / 2))p" <<<"$sorted")
echo "dlrig cold start to first window: median ${median} ms over ${runs} runs (min $(head -n1 <<<"$sorted"), max $(tail -n1 <<<"$sorted"))"
