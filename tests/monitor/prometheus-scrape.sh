#!/usr/bin/env bash
# Debian's Prometheus scrapes the real `dlrig-cli monitor`, both on 127.0.0.1
# in a temporary folder: the target comes up (up == 1) within seconds, a
# metric reads back through Prometheus' HTTP API (promtool query), the scrape
# passes `promtool check metrics` and takes under 50 ms, --check judges this
# machine, and SIGTERM stops the monitor at once with exit 0. Both servers
# are stopped on every path.
#   prometheus-scrape.sh DLRIG_CLI
set -euo pipefail
cli=$1
for tool in prometheus promtool; do
    command -v $tool >/dev/null || { echo "$tool is missing (Debian: prometheus)" >&2; exit 1; }
done
work=$(mktemp -d)
monitor_pid='' prometheus_pid=''
cleanup() {
    [[ -n $monitor_pid ]] && kill "$monitor_pid" 2>/dev/null || true
    [[ -n $prometheus_pid ]] && kill "$prometheus_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    for log in "$work"/*.log; do echo "--- $log" >&2; tail -20 "$log" >&2; done
    exit 1
}

# An HTTP GET without curl: bash's /dev/tcp, the body after the blank line.
get() { # PORT PATH
    exec 3<>"/dev/tcp/127.0.0.1/$1"
    printf 'GET %s HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' "$2" >&3
    sed '1,/^\r$/d' <&3
    exec 3<&-
}

# The monitor on a port the kernel picks; it says which.
"$cli" monitor --listen 127.0.0.1:0 --interval 1 --history "$work/none.db" 2>"$work/monitor.log" &
monitor_pid=$!
for _ in $(seq 50); do
    port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/metrics.*|\1|p' "$work/monitor.log")
    [[ -n $port ]] && break
    sleep 0.1
done
[[ -n ${port:-} ]] || fail "the monitor did not start"
get "$port" /metrics >"$work/scrape.txt"
promtool check metrics <"$work/scrape.txt" || fail "promtool check metrics"
grep -q '^dlrig_host_memory_total_bytes [0-9]' "$work/scrape.txt" || fail "no host memory in the scrape"
# Without a GPU the GPU metrics say why they are absent.
if ! ls /dev/nvidia0 >/dev/null 2>&1; then
    grep -q '^dlrig_gpu_up{reason="[^"]\+"} 0$' "$work/scrape.txt" || fail "dlrig_gpu_up gives no reason"
fi
[[ $(get "$port" /nothing) == not\ found* ]] || fail "an unknown path is not a 404"

cat >"$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - $(dirname "$0")/../../monitoring/dlrig-alerts.yml
scrape_configs:
  - job_name: dlrig
    static_configs:
      - targets: ['127.0.0.1:$port']
YAML
# A free port for Prometheus: it takes no port 0, so try a few.
for _ in 1 2 3 4 5; do
    prometheus_port=$((20000 + RANDOM % 20000))
    prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
        --web.listen-address="127.0.0.1:$prometheus_port" >"$work/prometheus.log" 2>&1 &
    prometheus_pid=$!
    for _ in $(seq 50); do
        grep -q 'Server is ready to receive web requests' "$work/prometheus.log" && break 2
        kill -0 "$prometheus_pid" 2>/dev/null || break
        sleep 0.2
    done
    kill "$prometheus_pid" 2>/dev/null || true
    wait "$prometheus_pid" 2>/dev/null || true
    prometheus_pid=''
done
[[ -n $prometheus_pid ]] || fail "Prometheus did not start"
url=http://127.0.0.1:$prometheus_port
up=''
for _ in $(seq 60); do
    up=$(promtool query instant "$url" 'up{job="dlrig"}' 2>/dev/null || true)
    [[ $up == *"=> 1 @"* ]] && break
    sleep 0.5
done
[[ $up == *"=> 1 @"* ]] || fail "the target never came up: $up"
memory=$(promtool query instant "$url" 'dlrig_host_memory_total_bytes{job="dlrig"}')
[[ $memory =~ =\>\ [1-9][0-9]*\ @ ]] || fail "dlrig_host_memory_total_bytes through the API: $memory"
slow=$(promtool query instant "$url" 'max_over_time(scrape_duration_seconds{job="dlrig"}[1m]) > 0.05')
[[ -z $slow ]] || fail "a scrape took over 50 ms: $slow"
rules=$(promtool query instant "$url" 'count(ALERTS) or vector(0)')
echo "Prometheus scraped 127.0.0.1:$port: $up; $memory; alerts: $rules"

# --check on this machine: a closed port is an ERROR and the exit status 1.
set +e
"$cli" monitor --check --history "$work/none.db" --peers 127.0.0.1:1 >"$work/check.log" 2>&1
status=$?
set -e
[[ $status == 1 ]] || fail "monitor --check with an unreachable peer exited $status"
grep -q 'ERROR.*did not answer' "$work/check.log" || fail "monitor --check did not say why: $(cat "$work/check.log")"

# SIGTERM: the monitor stops within a second, exit 0.
kill -TERM "$monitor_pid"
for _ in $(seq 10); do
    kill -0 "$monitor_pid" 2>/dev/null || break
    sleep 0.1
done
! kill -0 "$monitor_pid" 2>/dev/null || fail "the monitor is still running a second after SIGTERM"
wait "$monitor_pid" && status=0 || status=$?
monitor_pid=''
[[ $status == 0 ]] || fail "the monitor exited $status after SIGTERM"
echo "PASS"
