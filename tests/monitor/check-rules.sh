#!/usr/bin/env bash
# The shipped alert rules load in Prometheus (promtool check rules), fire and
# stay quiet as their unit tests say (promtool test rules), and every query of
# the Grafana dashboard is valid PromQL (each checked as a recording rule).
#   check-rules.sh SOURCE_DIR
set -euo pipefail
source_dir=$1
command -v promtool >/dev/null || { echo "promtool is missing (Debian: prometheus)" >&2; exit 1; }
promtool check rules "$source_dir/monitoring/dlrig-alerts.yml"
(cd "$source_dir/monitoring" && promtool test rules dlrig-alerts.test.yml)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The dashboard's queries, with its $instance variable as Grafana would fill it.
{
    echo "groups:"
    echo "  - name: dashboard"
    echo "    rules:"
    grep -o '"expr": "[^"\\]*\(\\.[^"\\]*\)*"' "$source_dir/monitoring/dlrig-dashboard.json" |
        sed -e 's/^"expr": "//' -e 's/"$//' -e 's/\\"/"/g' -e 's/\$instance/.*/g' |
        awk '{ gsub(/\x27/, "\x27\x27"); printf "      - record: dashboard:query%d\n        expr: \x27%s\x27\n", NR, $0 }'
} >"$work/dashboard-rules.yml"
queries=$(grep -c 'record:' "$work/dashboard-rules.yml")
((queries >= 10)) || { echo "found only $queries dashboard queries" >&2; exit 1; }
promtool check rules "$work/dashboard-rules.yml"
echo "the $queries queries of the dashboard are valid PromQL"
