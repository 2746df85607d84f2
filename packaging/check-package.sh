#!/usr/bin/env bash
# Builds the .deb with CPack and checks what it installs: the programs, the
# shipped catalog, the man page, the desktop entry, icons and AppStream data,
# and that the desktop entry and metainfo validate.
#   packaging/check-package.sh BUILD_DIR [yes|no: the GPU probe helper was built] [yes|no: the NCCL probe was]
set -euo pipefail
build=$1
gpu_probe=${2:-no}
nccl_probe=${3:-no}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
appstreamcli validate --no-net "$here/org.dlrig.dlrig.metainfo.xml"
desktop-file-validate "$here/org.dlrig.dlrig.desktop"
cd "$build"
cpack -G DEB >/dev/null
deb=$(ls -t dlrig_*_amd64.deb | head -n 1)
contents=$(dpkg-deb -c "$deb")
missing=0
expected=(./usr/bin/dlrig ./usr/bin/dlrig-cli ./usr/share/dlrig/dlrig-catalog.db
    ./usr/share/man/man1/dlrig-cli.1 ./usr/share/applications/org.dlrig.dlrig.desktop
    ./usr/share/metainfo/org.dlrig.dlrig.metainfo.xml
    ./usr/share/icons/hicolor/scalable/apps/org.dlrig.dlrig.svg
    ./usr/share/icons/hicolor/48x48/apps/org.dlrig.dlrig.png ./usr/libexec/dlrig/dlrig-mpi-probe
    ./usr/lib/systemd/system/dlrig-monitor.service ./etc/dlrig/monitor.conf
    ./usr/share/dlrig/monitoring/dlrig-alerts.yml ./usr/share/dlrig/monitoring/dlrig-dashboard.json)
if [[ $gpu_probe == yes ]]; then
    expected+=(./usr/libexec/dlrig/dlrig-gpu-probe)
fi
if [[ $nccl_probe == yes ]]; then
    expected+=(./usr/libexec/dlrig/dlrig-nccl-probe)
fi
for path in "${expected[@]}"; do
    if ! grep -q " $path\$" <<<"$contents"; then
        echo "check-package: $deb lacks $path" >&2
        missing=1
    fi
done
# Stripped programs: debug information belongs in the -dbgsym package.
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
for program in "$unpacked"/usr/bin/* "$unpacked"/usr/libexec/dlrig/*; do
    [[ -f $program ]] || continue
    if file "$program" | grep -q 'with debug_info\|not stripped'; then
        echo "check-package: $deb ships ${program#"$unpacked"} with debug information" >&2
        missing=1
    fi
done
# The packaged catalog in rollback-journal mode (header bytes 18-19 = 1): a WAL
# file under /usr/share cannot be read by users and gets -wal/-shm beside it.
catalog_mode=$(od -An -tu1 -j18 -N2 "$unpacked/usr/share/dlrig/dlrig-catalog.db" | tr -s ' ')
if [[ $catalog_mode != " 1 1" ]]; then
    echo "check-package: the packaged catalog is not in rollback-journal mode (header bytes 18-19:$catalog_mode)" >&2
    missing=1
fi
# The monitor's settings are a conffile, and nothing enables its service.
if ! dpkg-deb -I "$deb" conffiles | grep -qx /etc/dlrig/monitor.conf; then
    echo "check-package: /etc/dlrig/monitor.conf is not a conffile of $deb" >&2
    missing=1
fi
if dpkg-deb -e "$deb" "$unpacked/control" && grep -qs 'systemctl\|deb-systemd' "$unpacked"/control/postinst; then
    echo "check-package: $deb enables or starts a service on install" >&2
    missing=1
fi
ddeb=${deb/dlrig_/dlrig-dbgsym_}
ddeb=${ddeb%.deb}.ddeb
if [[ ! -s $ddeb ]]; then
    echo "check-package: no debug symbols package $ddeb beside $deb" >&2
    missing=1
fi
depends=$(dpkg-deb -f "$deb" Depends)
for library in libqt6widgets6 libqt6charts6 libqt6printsupport6 libsqlite3-0; do
    if ! grep -q "$library" <<<"$depends"; then
        echo "check-package: $deb does not depend on $library (Depends: $depends)" >&2
        missing=1
    fi
done
# Nothing from the CUDA toolkit may become a dependency: the helper loads it at run time.
if grep -qi "cuda\|cublas\|nvidia" <<<"$depends"; then
    echo "check-package: $deb depends on a CUDA package (Depends: $depends)" >&2
    missing=1
fi
((missing == 0)) && echo "check-package: $deb ($(du -h "$deb" | cut -f1)) is complete (Depends: $depends)"
exit $missing
