#!/usr/bin/env bash
# The host probes against references, side by side on this machine:
# dlrig's STREAM triad (best repetition of the full run) against a plain
# OpenMP triad (below) compiled with -O3 -march=native for this very CPU, and
# — when STREAM_C names McCalpin's stream.c — against that too; dlrig's
# sequential read against fio on a file of the same size with the same block
# size and requests in flight. Targets: ≥ 97 % and ≥ 90 %.
# A shared VM's memory bandwidth drifts by tens of per cent from one minute to
# the next, so the programs run alternately, ROUNDS times (default 3), and the
# medians of their best results are compared.
#   tests/bench/host_reference.sh BUILD_DIR SCRATCH_DIR [ROUNDS]
#   STREAM_C=path/to/stream.c tests/bench/host_reference.sh ...   (also McCalpin's)
# stream.c is not part of dlrig: fetch it from McCalpin's site or its GitHub mirror.
set -euo pipefail
build=$1
scratch=$2
rounds=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The array size dlrig uses in a full run: max(4 × LLC, 512 MiB) per array.
llc=$(cat /sys/devices/system/cpu/cpu0/cache/index3/size 2>/dev/null || echo 32768K)
llc_bytes=$(( ${llc%K} * 1024 ))
bytes=$(( 4 * llc_bytes > 536870912 ? 4 * llc_bytes : 536870912 ))
elements=$(( bytes / 8 ))

# The plain triad a = b + q·c: what a user compiling for their own CPU gets
# from the compiler alone. Best of 20 repetitions, the first dropped.
cat > "$work/triad.c" <<'C'
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    long n = atol(argv[1]);
    double *a = aligned_alloc(4096, n * sizeof(double)), *b = aligned_alloc(4096, n * sizeof(double)),
           *c = aligned_alloc(4096, n * sizeof(double));
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i) { a[i] = 1; b[i] = 2; c[i] = 0; }
    double best = 1e30, q = 3;
    for (int rep = 0; rep < 20; ++rep) {
        double t = omp_get_wtime();
#pragma omp parallel for schedule(static)
        for (long i = 0; i < n; ++i) a[i] = b[i] + q * c[i];
        t = omp_get_wtime() - t;
        if (rep > 0 && t < best) best = t;
    }
    printf("%.3f\n", 3.0 * sizeof(double) * n / best / 1e9);
    return a[n / 2] == 2 ? 0 : 1; /* a = 2 + 3 * 0 after every repetition; reading it keeps the loop */
}
C
cc -O3 -march=native -fopenmp -o "$work/triad" "$work/triad.c"
if [[ -n ${STREAM_C:-} ]]; then
    # OFFSET shifts STREAM's static arrays so they do not alias in the caches
    # and DRAM banks (measured: 23.7 GB/s without, 36.1 GB/s with, 2-vCPU EPYC guest).
    cc -O3 -march=native -fopenmp -DSTREAM_ARRAY_SIZE=$elements -DNTIMES=20 -DOFFSET=1024 -o "$work/stream" "$STREAM_C"
fi
references=() streams=() ours=()
for ((round = 1; round <= rounds; ++round)); do
    references+=("$(OMP_NUM_THREADS=$(nproc) "$work/triad" $elements)")
    if [[ -n ${STREAM_C:-} ]]; then
        streams+=("$(OMP_NUM_THREADS=$(nproc) "$work/stream" | awk '/^Triad:/ {print $2 / 1000}')")
    fi
    ours+=("$("$build/app/dlrig-cli" bench --full --tests host.stream --no-history --json |
        python3 -c 'import json,sys; m=[x for x in json.load(sys.stdin)["measurements"] if x["key"]=="host.stream_triad"][0]; print(m["max"])')")
done
python3 - "${references[*]}" "${ours[*]}" "${streams[*]:-}" <<'PYTHON'
import statistics, sys
def compare(name, reference, ours):
    r, o = statistics.median(reference), statistics.median(ours)
    print(f"STREAM triad, median of {len(ours)} alternating rounds: {name} {r:.2f} GB/s "
          f"(rounds {', '.join(f'{x:.1f}' for x in reference)}), dlrig {o:.2f} GB/s "
          f"(rounds {', '.join(f'{x:.1f}' for x in ours)}): {100 * o / r:.1f} %")
ours = [float(x) for x in sys.argv[2].split()]
compare("OpenMP triad -O3 -march=native", [float(x) for x in sys.argv[1].split()], ours)
if sys.argv[3].strip():
    compare("stream.c -O3 -march=native", [float(x) for x in sys.argv[3].split()], ours)
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
