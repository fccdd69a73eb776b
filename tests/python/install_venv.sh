#!/bin/sh
# Installs the Python binding as a user would, into a fresh venv, for ctest:
#   install_venv.sh PYTHON VENV_DIR PACKAGE_DIR     (CAPER_LIBRARY: the library to bundle)
# `pip install --no-build-isolation --no-index` of bindings/python: the package's own build
# backend copies the library into the installed package (no wheel, no network). The venv
# sees the system's site packages only so that the numpy tests find Debian's numpy.
set -eu
python=$1
venv=$2
package=$3
rm -rf "$venv"
"$python" -m venv --system-site-packages "$venv"
"$venv/bin/python" -m pip install --quiet --no-build-isolation --no-index --no-deps \
  --disable-pip-version-check "$package"
# Installed in the venv, with its library, and found from another working directory
# without CAPER_LIBRARY.
cd /
env -u CAPER_LIBRARY -u PYTHONPATH "$venv/bin/python" -c '
import os, sys, caper
assert caper.__file__.startswith(sys.prefix), caper.__file__
path = caper.load()
assert path == os.path.join(os.path.dirname(caper.__file__), "libcaper.so"), path
print("installed", caper.__file__, "with", path, "games:", " ".join(caper.game_names()))
'
