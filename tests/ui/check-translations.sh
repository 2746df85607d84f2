#!/bin/bash
# Every user-visible string of the desktop application, core's messages
# included, is translated: lupdate (scripts/update-translations) rescans the
# sources into a copy of each .ts file, and no message may be left
# unfinished (a new or changed string without its translation).
#   check-translations.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for ts in "$src"/resources/translations/*.ts; do
    copy="$work/$(basename "$ts")"
    cp "$ts" "$copy"
    LUPDATE=$lupdate "$src/scripts/update-translations" "$copy"
    unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
    if ((unfinished > 0)); then
        echo "$(basename "$ts"): $unfinished strings without a translation:" >&2
        grep -B3 'type="unfinished"' "$copy" | grep '<source>' >&2
        status=1
    fi
done
exit $status
