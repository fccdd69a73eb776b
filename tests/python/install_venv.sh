#!/bin/sh
# Installs the Python package as a user does, into a fresh venv, for ctest:
#   install_venv.sh PYTHON VENV_DIR SOURCE_DIR
# `pip install SOURCE_DIR`: pip fetches the pinned build dependencies (scikit-build-core,
# nanobind) and the tests' (bindings/python/requirements-test.txt) from PyPI and
# compiles the library and the native module from source (pyproject.toml). scikit-build-core
# keeps its CMake build folder (SOURCE_DIR/build/pip/...), so a second run rebuilds only
# what changed; ccache, when installed, is the compiler launcher. A user's plain
# `pip install .` does the same with pip's build isolation.
set -eu
python=$1
venv=$(realpath -m "$2")
source=$(realpath "$3")
rm -rf "$venv"
"$python" -m venv "$venv"
launcher=""
if command -v ccache >/dev/null 2>&1; then
  launcher="-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi
pip="$venv/bin/python -m pip --quiet --disable-pip-version-check"
# The build requirements (pyproject.toml's build-system.requires, the one place they are
# pinned) go into the venv itself, and the build runs without isolation: the paths of
# nanobind stay the same between runs, so the kept build folder is reused, not rebuilt.
"$venv/bin/python" -c '
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    print("\n".join(tomllib.load(f)["build-system"]["requires"]))' "$source/pyproject.toml" \
  > "$venv/build-requirements.txt"
$pip install -r "$venv/build-requirements.txt" -r "$source/bindings/python/requirements-test.txt"
CMAKE_ARGS="$launcher" CMAKE_BUILD_PARALLEL_LEVEL="${CAPER_JOBS:-2}" \
  $pip install --no-build-isolation "$source"
# Installed in the venv, with its library beside the native module, found from another
# working directory.
cd /
env -u PYTHONPATH -u LD_LIBRARY_PATH "$venv/bin/python" -c '
import os, sys, caper, caper._caper as native
assert caper.__file__.startswith(sys.prefix), caper.__file__
here = os.path.dirname(caper.__file__)
assert os.path.dirname(native.__file__) == here, native.__file__
assert os.path.exists(os.path.join(here, "_caper.pyi")), "the stubs are missing"
print("installed", caper.__file__, "version", caper.__version__, "games:", " ".join(caper.game_names()))
'
