#!/usr/bin/env bash
# The shipped wheels of scripts/wheels, checked as a user on another Linux gets them
# (ctest python.wheels; scripts/dist's wheels with the same command):
#   check_wheels.sh WHEEL_DIR REFERENCE_PYTHON SOURCE_DIR
# 1. Each wheel: `auditwheel show` finds it manylinux_2_17 (manylinux2014) compatible; it
#    holds the package, its stubs and py.typed; its native module is self-contained (no
#    libfmt, no C++ runtime), asks for glibc 2.17 at most and exports PyInit__caper only
#    (tests/platforms/check_artifact.py).
# 2. Every Python 3.10+ of this machine (caper_pythons) with a wheel of its version
#    installs it into a fresh venv (offline: --no-index; --no-deps, as the numpy that the
#    package declares is for caper.vector and the learning wrappers only, which this play
#    does not import) and plays wheel_playout.py from another folder: its output must be
#    byte for byte what REFERENCE_PYTHON (the package built from source) prints.
set -euo pipefail
wheels=$(realpath "$1") reference=$(realpath -s "$2") source_dir=$(realpath "$3")
here=$(cd "$(dirname "$0")" && pwd)
source "$source_dir/scripts/setup.sh"
auditwheel=$source_dir/build/tools/venv/bin/auditwheel
[ -x "$auditwheel" ] || { echo "$auditwheel is missing (scripts/wheels installs it)" >&2; exit 1; }
compgen -G "$wheels/*.whl" >/dev/null || { echo "no wheel in $wheels: run scripts/wheels" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for wheel in "$wheels"/*.whl; do
  shown=$("$auditwheel" show "$wheel" 2>&1 | tr -s '\n ' '  ') || true  # judged below
  grep -q 'consistent with the following platform tag: "manylinux_2_17_x86_64"' <<<"$shown" ||
    { echo "$shown"; echo "FAIL $wheel is not manylinux_2_17_x86_64 compatible" >&2; exit 1; }
  rm -rf "$work/unpacked"
  python3 -m zipfile -e "$wheel" "$work/unpacked"
  for needed in caper/__init__.py caper/py.typed caper/_caper.pyi; do
    [ -f "$work/unpacked/$needed" ] || { echo "FAIL $wheel misses $needed" >&2; exit 1; }
  done
  for module in "$work"/unpacked/caper/_caper.*.so; do
    python3 "$source_dir/tests/platforms/check_artifact.py" "$module" \
      "$source_dir/bindings/python/caper_python.map"
  done
  echo "$(basename "$wheel"): manylinux_2_17_x86_64 (auditwheel show)"
done

(cd / && env -u PYTHONPATH -u LD_LIBRARY_PATH "$reference" "$here/wheel_playout.py") >"$work/reference.txt"
played=0
while read -r python; do
  tag=$("$python" -c 'import sys; print("cp%d%d" % sys.version_info[:2])')
  wheel=$(compgen -G "$wheels/*-$tag-$tag-*.whl" | head -n 1 || true)
  [ -n "$wheel" ] || { echo "$python: no $tag wheel in $wheels"; continue; }
  rm -rf "$work/venv"
  "$python" -m venv "$work/venv"
  "$work/venv/bin/python" -m pip install -q --disable-pip-version-check --no-index --no-deps "$wheel"
  (cd / && env -u PYTHONPATH -u LD_LIBRARY_PATH "$work/venv/bin/python" "$here/wheel_playout.py") \
    >"$work/played.txt"
  if ! cmp -s "$work/reference.txt" "$work/played.txt"; then
    echo "FAIL $python with $(basename "$wheel") played otherwise than the source build:" >&2
    diff "$work/reference.txt" "$work/played.txt" | head -20 >&2
    exit 1
  fi
  echo "$python: $(basename "$wheel") played $(grep -c '^game ' "$work/played.txt") games" \
    "byte-identical to the source build"
  played=$((played + 1))
done < <(caper_pythons)
[ "$played" -gt 0 ] || { echo "FAIL no Python of this machine has a wheel in $wheels" >&2; exit 1; }
