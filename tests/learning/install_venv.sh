#!/bin/sh
# The learning tests' venv, for ctest:
#   install_venv.sh PYTHON VENV_DIR REQUIREMENTS CAPER_VENV_PYTHON
# A venv of its own (the system's site packages: Debian's dask) with the pinned PyPI test
# dependencies, which sees the caper package where python.install installed it (a .pth
# file naming that venv's site-packages), so the binding's own tests never share a venv
# that pip is changing. Made again only when the requirements change.
set -eu
python=$1
venv=$2
requirements=$3
caper_python=$4
if ! cmp -s "$requirements" "$venv/requirements.txt" 2>/dev/null; then
  rm -rf "$venv"
  "$python" -m venv --system-site-packages "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/requirements.txt"
fi
site=$("$venv/bin/python" -c 'import site; print(site.getsitepackages()[0])')
"$caper_python" -c 'import site; print(site.getsitepackages()[0])' > "$site/caper_installed.pth"
# caper comes from the binding's venv, the frameworks from this one.
cd /
env -u CAPER_LIBRARY -u PYTHONPATH "$venv/bin/python" -c '
import sys, caper, gymnasium, pettingzoo, pyspiel
assert not caper.__file__.startswith(sys.prefix), caper.__file__
assert gymnasium.__file__.startswith(sys.prefix), gymnasium.__file__
print("caper", caper.__file__, "gymnasium", gymnasium.__version__, "pettingzoo",
      pettingzoo.__version__, "open_spiel", pyspiel.__version__)
'
