#!/usr/bin/env bash
# Configures dlrig with one dependency hidden at a time
# (CMAKE_DISABLE_FIND_PACKAGE_<name>) and requires configure to fail naming the
# Debian package that provides it.
#   check-missing-package.sh CMAKE SOURCE_DIR
set -euo pipefail
cmake=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
while read -r hidden package; do
    if "$cmake" -S "$src" -B "$work/$hidden" -G Ninja -DDLRIG_ENABLE_CUDA=OFF \
        "-DCMAKE_DISABLE_FIND_PACKAGE_$hidden=TRUE" >"$work/$hidden.log" 2>&1; then
        echo "configure succeeded with $hidden hidden" >&2
        status=1
    elif ! grep -q "dlrig: .* not found: install the Debian package $package " "$work/$hidden.log"; then
        echo "with $hidden hidden, configure did not name $package:" >&2
        grep -m3 -A2 'CMake Error' "$work/$hidden.log" >&2 || tail -5 "$work/$hidden.log" >&2
        status=1
    fi
done <<'LIST'
nlohmann_json nlohmann-json3-dev
Qt6OpenGL libqt6opengl6-dev
Qt6Charts qt6-charts-dev
Qt6LinguistTools qt6-tools-dev
SQLite3 libsqlite3-dev
GTest libgtest-dev
benchmark libbenchmark-dev
LIST
exit $status
