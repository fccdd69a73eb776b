#!/bin/sh
# The release artifacts as a packager makes them and a user installs them (ctest python.dist):
#   check_dist.sh PYTHON WORK_DIR SOURCE_DIR
# 1. A frontend venv holds only `build` (pinned in bindings/python/requirements-test.txt).
# 2. `python -m build SOURCE_DIR`: the sdist, then the wheel built from that sdist, each in
#    an isolated environment that pip fills from PyPI with pyproject.toml's pinned
#    build-system.requires (scikit-build-core, nanobind). The sdist is unpacked in a
#    temporary folder with none of the checkout beside it, so the wheel proves that the
#    sdist holds every C++ source the build reads.
# 3. check_dist.py: the sdist holds the sources and no tests; the wheel the module, its
#    library, its stubs and the .py files; no license claimed while none is chosen.
# 4. A fresh user venv `pip install`s that wheel and plays a game of every registered game
#    from another working directory.
# ccache, when installed, is the compiler launcher: with CCACHE_BASEDIR at the unpacked
# sdist's parent (and python.install's at the checkout) the library's objects come from
# python.install's compile; nanobind's own sources, in the random isolated environment,
# are compiled again.
set -eu
python=$1
work=$(realpath -m "$2")
source=$(realpath "$3")
pins=$source/bindings/python/requirements-test.txt
rm -rf "$work"
mkdir -p "$work/tmp"
start=$(date +%s)

"$python" -m venv "$work/frontend"
quiet="--quiet --disable-pip-version-check"
# shellcheck disable=SC2086
"$work/frontend/bin/python" -m pip install $quiet -c "$pins" build

launcher=""
if command -v ccache >/dev/null 2>&1; then
  launcher="-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi
TMPDIR=$work/tmp CCACHE_BASEDIR=$work/tmp CMAKE_ARGS="$launcher" \
  CMAKE_BUILD_PARALLEL_LEVEL="${CAPER_JOBS:-2}" \
  "$work/frontend/bin/python" -m build --outdir "$work/dist" "$source" >"$work/build.log" 2>&1 ||
  { tail -n 60 "$work/build.log"; echo "FAIL python -m build (log: $work/build.log)"; exit 1; }
built=$(date +%s)

sdist=$(ls "$work"/dist/*.tar.gz)
wheel=$(ls "$work"/dist/*.whl)
"$work/frontend/bin/python" "$(dirname "$0")/check_dist.py" "$source" "$sdist" "$wheel"

"$python" -m venv "$work/user"
# shellcheck disable=SC2086
"$work/user/bin/python" -m pip install $quiet -c "$pins" "$wheel"
cd /
env -u PYTHONPATH -u LD_LIBRARY_PATH "$work/user/bin/python" -c '
import re, sys, caper
assert caper.__file__.startswith(sys.prefix), caper.__file__
with open(sys.argv[1]) as f:
    version = re.search(r"project\(caper VERSION ([0-9.]+)", f.read()).group(1)
assert caper.__version__ == version, (caper.__version__, version)
names = caper.game_names()
assert names, "no game"
for name in names:
    game = caper.Game(name)
    bot, rng = caper.Bot(game, "random", 1), caper.Rng(1)
    state, moves = game.initial_state(), 0
    while not state.is_terminal:
        chance = state.is_chance_node
        state = state.apply(state.sample_chance(rng) if chance else bot.choose(state))
        moves += 1
    total = sum(state.returns())
    assert abs(total) < 1e-9 or abs(total - 1) < 1e-9, (name, state.returns())
    print("played", name, moves, "moves, returns", state.returns())
' "$source/CMakeLists.txt"
echo "python -m build took $((built - start)) s, all $(($(date +%s) - start)) s"
