# Shared set-up of scripts/test and scripts/demo (sourced, not run):
# installs missing Debian packages, then configures and builds caper.
set -euo pipefail

CAPER_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CAPER_BUILD=${CAPER_BUILD:-$CAPER_ROOT/build/release}
CAPER_JOBS=${CAPER_JOBS:-$(nproc 2>/dev/null || echo 2)}

CAPER_PACKAGES=(cmake ninja-build g++ pkg-config python3 libfmt-dev libmsgsl-dev googletest
  libgtest-dev libbenchmark-dev nlohmann-json3-dev mono-mcs mono-runtime)

caper_install_packages() {
  local missing=()
  for package in "${CAPER_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "caper: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
      apt-get update -q >/dev/null
      apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
    }
  else
    echo "caper: missing Debian packages. Run as root:" >&2
    echo "  apt-get install ${missing[*]}" >&2
    exit 1
  fi
}

caper_build() {
  cmake -S "$CAPER_ROOT" -B "$CAPER_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCAPER_WARNINGS_AS_ERRORS=ON "$@" >/dev/null
  cmake --build "$CAPER_BUILD" -j "$CAPER_JOBS"
}

# The games of the library, one name a line, asked of the built caper program (the
# catalogue is the only list of games; scripts never name them).
caper_games() {
  local caper=${1:-$CAPER_BUILD/bin/caper}
  "$caper" list --names 2>/dev/null || "$caper" list | grep -v '^[[:space:]]'
}

# Prints -DCAPER_GODOT=ON when Godot 3 (godot3-server) is installed or can be installed,
# so that the Godot plugin is built and tested in Godot wherever that is possible.
caper_godot_option() {
  if ! command -v godot3-server >/dev/null && [ "$(id -u)" -eq 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --no-install-recommends godot3-server >/dev/null 2>&1 || {
      apt-get update -q >/dev/null 2>&1 &&
        apt-get install -y -q --no-install-recommends godot3-server >/dev/null 2>&1
    } || true
  fi
  command -v godot3-server >/dev/null && echo "-DCAPER_GODOT=ON" || echo "-DCAPER_GODOT=OFF"
}
