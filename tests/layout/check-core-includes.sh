#!/usr/bin/env bash
# The folders of core/ include one way (core/README.md): base at the bottom;
# models and parts on base; estimate on models; plan on estimate; build on parts and plan;
# recommend and validation on build; monitor on validation. core/ includes no Qt and nothing outside it.
#   check-core-includes.sh SOURCE_DIR
set -euo pipefail
cd "$1/core"
declare -A allowed=(
    [base]=""
    [models]="base"
    [parts]="base"
    [estimate]="base models"
    [plan]="base models estimate"
    [build]="base models parts estimate plan"
    [recommend]="base models parts estimate plan build"
    [validation]="base models parts estimate plan build"
    [monitor]="base models parts estimate plan build validation"
)
status=0
for folder in "${!allowed[@]}"; do
    [[ -d $folder ]] || { echo "core/$folder is missing" >&2; status=1; continue; }
    while IFS=: read -r file line include; do
        target=$(sed -E 's/.*"core\/([a-z]+)\/.*/\1/' <<<"$include")
        if [[ $target != "$folder" && " ${allowed[$folder]} " != *" $target "* ]]; then
            echo "core/$file:$line includes core/$target from core/$folder (allowed: ${allowed[$folder]:-nothing})" >&2
            status=1
        fi
    done < <(grep -rnE '#include "core/[a-z]+/' "$folder" || true)
    if grep -rnE '#include [<"](Q[A-Z]|qt|ui/|catalog/|kernels/|report/|app/)' "$folder"; then
        echo "core/$folder includes Qt or an upper layer (above)" >&2
        status=1
    fi
done
strays=$(find . -maxdepth 1 -name '*.cpp' -o -maxdepth 1 -name '*.h')
if [[ -n $strays ]]; then
    echo "core/ has files outside its folders: $strays" >&2
    status=1
fi
exit $status
