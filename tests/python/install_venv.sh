#!/bin/sh
# Installs the Python package as a user does, into a fresh venv, for ctest:
#   install_venv.sh PYTHON VENV_DIR SOURCE_DIR
# `pip install SOURCE_DIR`, as a user runs it: pip's build isolation fetches pyproject.toml's
# pinned build-system.requires (scikit-build-core, nanobind) from PyPI, and scikit-build-core
# compiles the library and the native module from source. The tests' dependencies
# (bindings/python/requirements-test.txt) come first, from PyPI too. scikit-build-core keeps
# its CMake build folder (SOURCE_DIR/build/pip/...), so a second run compiles the library
# only where it changed; nanobind's own sources, in pip's new isolated environment each
# run, are compiled again (about a minute on 2 cores). ccache, when installed, is the
# compiler launcher, with the checkout as its base folder so that python.dist's compile
# from the unpacked sdist finds the same objects.
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
$pip install -r "$source/bindings/python/requirements-test.txt"
CCACHE_BASEDIR="$source" CMAKE_ARGS="$launcher" CMAKE_BUILD_PARALLEL_LEVEL="${CAPER_JOBS:-2}" \
  $pip install "$source"
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
