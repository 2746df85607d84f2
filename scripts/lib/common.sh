# Shared by scripts/run and scripts/test: install what is missing, then build.
# shellcheck shell=bash

# Debian 12 packages dlrig builds and tests with. CUDA is optional and comes
# from the toolkit at /usr/local/cuda where it is installed.
DLRIG_PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    nlohmann-json3-dev libgtest-dev libgmock-dev libsqlite3-dev libpq-dev libbenchmark-dev libopenblas-dev
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libgl-dev
    libqt6opengl6-dev
    fonts-wqy-microhei poppler-utils
    adwaita-icon-theme libqt6svg6
    appstream desktop-file-utils file
    libopenmpi-dev openmpi-bin
    libmicrohttpd-dev
)
# Only the tests need these: a throwaway PostgreSQL cluster for the team-server
# tests and a throwaway Slurm cluster for the cluster check (scripts/test-cluster)
# (scripts/test installs them; scripts/run does not).
DLRIG_TEST_PACKAGES=(postgresql slurmd slurmctld slurm-client munge iproute2 util-linux procps prometheus)
# scripts/sanitize also needs glibc's debug symbols, so that LeakSanitizer
# names the loader's frames its suppressions list (tests/sanitize/lsan.supp).
DLRIG_SANITIZER_PACKAGES=(libc6-dbg)

dlrig_root() {
    cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd
}

# Installs only the packages that are not installed yet, with sudo when not root.
# scripts/test passes the test packages as arguments.
dlrig_install_packages() {
    local missing=() pkg
    for pkg in "${DLRIG_PACKAGES[@]}" "$@"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    ((${#missing[@]} == 0)) && return 0
    local sudo=()
    if ((EUID != 0)); then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "dlrig: these Debian packages are missing: ${missing[*]}" >&2
            echo "dlrig: you are not root and sudo is not installed; as root, run" >&2
            echo "  apt-get update && apt-get install --no-install-recommends ${missing[*]}" >&2
            echo "then run this command again." >&2
            exit 2
        fi
        sudo=(sudo)
    fi
    echo "dlrig: installing ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# ccache keys on paths relative to the checkout, not the folder it is in: CI
# builds a fresh clone in a new folder each time and still finds the cache.
# The compiler is known by its content, not its file time, so that the same
# Debian package installed in scripts/check-fresh's root finds these objects.
dlrig_share_ccache() {
    export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(dlrig_root)}
    export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
    export CCACHE_COMPILERCHECK=${CCACHE_COMPILERCHECK:-content}
}

# Configures and builds with the preset CI or a developer needs. Ninja shows
# its progress ([n/N]); a first build takes 10-25 minutes on 2 cores, later
# ones seconds (ccache).
dlrig_build() {
    local preset=default
    [[ ${CI:-} == true ]] && preset=ci
    dlrig_share_ccache
    if [[ ! -f build/build.ninja ]]; then
        echo "dlrig: configuring and building for the first time (10-25 minutes on 2 cores)"
    fi
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
    DLRIG_PRESET=$preset
}
