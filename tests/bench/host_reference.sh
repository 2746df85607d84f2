#!/usr/bin/env bash
# The host probes against the reference tools, side by side on this machine:
# dlrig's STREAM triad (best of the full run) against McCalpin's stream.c
# built with the same compiler and flags (-O2 -fopenmp), and dlrig's
# sequential read against fio on a file of the same size with the same
# block size and requests in flight. Targets: ≥ 95 % and ≥ 90 %.
# A shared VM's memory bandwidth drifts by tens of per cent from one minute to
# the next, so the two run alternately, ROUNDS times (default 5), and the
# medians of their best results are compared.
#   tests/bench/host_reference.sh BUILD_DIR STREAM_C SCRATCH_DIR [ROUNDS]
# stream.c is not part of dlrig: fetch it from McCalpin's site or its GitHub mirror.
set -euo pipefail
build=$1
stream_c=$2
scratch=$3
rounds=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The array size dlrig uses in a full run: max(4 × LLC, 512 MiB) per array.
llc=$(cat /sys/devices/system/cpu/cpu0/cache/index3/size 2>/dev/null || echo 32768K)
llc_bytes=$(( ${llc%K} * 1024 ))
bytes=$(( 4 * llc_bytes > 536870912 ? 4 * llc_bytes : 536870912 ))
elements=$(( bytes / 8 ))
# OFFSET shifts STREAM's static arrays so they do not lie exactly one array
# length apart: without it they alias in the caches and DRAM banks and the
# reference loses about a third of its bandwidth on some machines (measured:
# 23.7 GB/s without, 36.1 GB/s with, on a 2-vCPU EPYC guest).
cc -O2 -fopenmp -DSTREAM_ARRAY_SIZE=$elements -DNTIMES=20 -DOFFSET=1024 -o "$work/stream" "$stream_c"
references=() ours=()
for ((round = 1; round <= rounds; ++round)); do
    references+=("$(OMP_NUM_THREADS=$(nproc) "$work/stream" | awk '/^Triad:/ {print $2 / 1000}')")
    ours+=("$("$build/app/dlrig-cli" bench --full --tests host.stream --no-history --json |
        python3 -c 'import json,sys; m=[x for x in json.load(sys.stdin)["measurements"] if x["key"]=="host.stream_triad"][0]; print(m["max"])')")
done
python3 - "${references[*]}" "${ours[*]}" <<'PYTHON'
import statistics, sys
reference = [float(x) for x in sys.argv[1].split()]
ours = [float(x) for x in sys.argv[2].split()]
r, o = statistics.median(reference), statistics.median(ours)
print(f"STREAM triad, median of {len(ours)} alternating rounds: stream.c {r:.2f} GB/s "
      f"(rounds {', '.join(f'{x:.1f}' for x in reference)}), dlrig {o:.2f} GB/s "
      f"(rounds {', '.join(f'{x:.1f}' for x in ours)}): {100 * o / r:.1f} %")
PYTHON

if command -v fio >/dev/null; then
    file="$scratch/dlrig-fio-reference.bin"
    fio --name=write --filename="$file" --rw=write --bs=1M --size=2G --direct=1 --output-format=terse >/dev/null
    # dlrig reads with four threads, one 1 MiB request in flight each: fio the same way.
    fio_mbs=$(fio --name=read --filename="$file" --rw=read --bs=1M --size=512M --offset_increment=512M \
        --numjobs=4 --group_reporting --direct=1 --ioengine=psync --output-format=json |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["read"]["bw_bytes"]/1e6)')
    rm -f "$file"
    ours=$("$build/app/dlrig-cli" bench --full --tests seq_read --dir "$scratch" --no-history --json |
        python3 -c 'import json,sys; m=[x for x in json.load(sys.stdin)["measurements"] if x["key"]=="host.seq_read"][0]; print(m["median"])')
    echo "Sequential read: fio $fio_mbs MB/s, dlrig $ours MB/s ($(python3 -c "print(round(100*$ours/$fio_mbs,1))") %)"
else
    echo "fio is not installed (Debian: apt install fio): sequential read not compared"
fi
