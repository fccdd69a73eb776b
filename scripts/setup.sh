# Shared set-up of scripts/test and scripts/demo (sourced, not run):
# installs missing Debian packages, then configures and builds caper.
set -euo pipefail

CAPER_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The build is one of the presets of CMakePresets.json (release, asan, tsan, dev); its
# settings live there only. CAPER_BUILD overrides the preset's folder.
CAPER_PRESET=${CAPER_PRESET:-release}
CAPER_BUILD=${CAPER_BUILD:-$CAPER_ROOT/build/$CAPER_PRESET}
CAPER_JOBS=${CAPER_JOBS:-$(nproc 2>/dev/null || echo 2)}

# The Python package's build dependencies (scikit-build-core, nanobind) and its tests' come
# from PyPI (pyproject.toml, bindings/python/requirements-test.txt); python3-dev holds the headers
# its build needs when the python3 on PATH is Debian's.
CAPER_PACKAGES=(cmake ninja-build g++ pkg-config python3 libfmt-dev libmsgsl-dev googletest
  libgtest-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev mono-mcs mono-runtime
  python3-dev python3-numpy python3-distributed python3-mypy python3-venv python3-pip python3-setuptools
  python3-jsonschema
  ccache  # python.dist's wheel from the sdist takes the library's objects from python.install's
  emscripten chromium  # the npm package: its WebAssembly build, its browser test
  # the dist presets' tests (tests/platforms): Windows programs under Wine, Linux arm64 ones
  # under qemu with Debian's arm64 C library, LLVM's readers of ELF, PE and Mach-O files
  wine wine64 qemu-user libc6-arm64-cross llvm
  abigail-tools)  # capi.abi: abidw and abidiff compare libcaper.so with the last release's ABI

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

# Configures CAPER_BUILD with `cmake --preset $CAPER_PRESET` (extra -D options in "$@";
# ccache when installed) and builds it.
caper_build() {
  local launcher=()
  command -v ccache >/dev/null &&
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  (cd "$CAPER_ROOT" && cmake --preset "$CAPER_PRESET" -B "$CAPER_BUILD" "${launcher[@]}" "$@" >/dev/null)
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

# The npm package's WebAssembly module and JavaScript (bindings/js, preset wasm through
# emcmake into build/wasm), with its npm dependencies as package-lock.json pins them.
caper_build_js() {
  (cd "$CAPER_ROOT/bindings/js" && npm ci --no-audit --no-fund --loglevel=error &&
    CAPER_WASM_BUILD="$CAPER_ROOT/build/wasm" CAPER_JOBS="$CAPER_JOBS" npm run --silent build >/dev/null)
}

# The targets of the dist presets (CMakePresets.json dist-TARGET), each cross-built with Zig.
CAPER_DIST_TARGETS=(linux-x86_64 linux-aarch64 windows-x86_64 macos-x86_64 macos-arm64)

# The pinned Zig (scripts/requirements-dist.txt) in build/tools/venv, linked as
# build/tools/zig, where cmake/toolchains/zig/ looks for it.
caper_install_zig() {
  local tools=$CAPER_ROOT/build/tools
  local pins=$CAPER_ROOT/scripts/requirements-dist.txt
  if [ ! -f "$tools/venv/pins" ] || ! cmp -s "$pins" "$tools/venv/pins"; then
    rm -rf "$tools/venv"
    python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q --disable-pip-version-check -r "$pins"
    cp "$pins" "$tools/venv/pins"
  fi
  local package
  package=$("$tools/venv/bin/python" -c 'import os, ziglang; print(os.path.dirname(ziglang.__file__))')
  ln -sfn "$package/zig" "$tools/zig"
}

# Builds the dist presets of CAPER_DIST_TARGETS (or the targets given) in build/dist-TARGET.
caper_build_dist() {
  caper_install_zig
  local target
  for target in "${@:-${CAPER_DIST_TARGETS[@]}}"; do
    echo "caper: building dist-$target"
    CAPER_PRESET=dist-$target CAPER_BUILD=$CAPER_ROOT/build/dist-$target caper_build
  done
}

# The Pythons 3.10+ of this machine, one a line, oldest first: those of CAPER_PYTHONS
# (space-separated) when set, else pyenv's versions ($PYENV_ROOT, ~/.pyenv) and python3.N
# every python3.N on PATH (Debian's), each interpreter once.
caper_pythons() {
  local candidates=() python version
  if [ -n "${CAPER_PYTHONS:-}" ]; then
    read -r -a candidates <<<"$CAPER_PYTHONS"
  else
    candidates=("${PYENV_ROOT:-$HOME/.pyenv}"/versions/*/bin/python3)
    for version in $(seq 10 20); do
      mapfile -t -O ${#candidates[@]} candidates < <(type -ap "python3.$version")
    done
  fi
  for python in "${candidates[@]}"; do
    [ -x "$python" ] || continue
    # The interpreter itself (not a pyenv shim, not a symlink), to list it once.
    version=$("$python" -c 'import os, sys
print(*sys.version_info[:2], os.path.realpath(sys.executable))' 2>/dev/null) || continue
    echo "$version $python"
  done | awk '$1 == 3 && $2 >= 10 && !seen[$3]++ { print $2, $4 }' | sort -n -s -k1,1 |
    cut -d' ' -f2-
}
