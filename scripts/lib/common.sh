# Shared by scripts/run and scripts/test: install what is missing, then build.
# shellcheck shell=bash

# Debian 12 packages dlrig builds and tests with. CUDA is optional and comes
# from the toolkit at /usr/local/cuda where it is installed.
DLRIG_PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    nlohmann-json3-dev libgtest-dev libgmock-dev libsqlite3-dev libbenchmark-dev libopenblas-dev
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libgl-dev
    fonts-wqy-microhei poppler-utils
    appstream desktop-file-utils
)

dlrig_root() {
    cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd
}

# Installs only the packages that are not installed yet, with sudo when not root.
dlrig_install_packages() {
    local missing=() pkg
    for pkg in "${DLRIG_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    ((${#missing[@]} == 0)) && return 0
    echo "dlrig: installing ${missing[*]}"
    local sudo=()
    ((EUID != 0)) && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Configures and builds with the preset CI or a developer needs.
dlrig_build() {
    local preset=default
    [[ ${CI:-} == true ]] && preset=ci
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
    DLRIG_PRESET=$preset
}
