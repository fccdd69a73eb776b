"""The sdist pip would publish holds what `pip install caper-games-*.tar.gz` compiles: the
library's, the C ABI's and the module's C++ sources with their CMake files and
pyproject.toml, and none of the tests, benchmarks or build folders (ctest python.sdist).

    PYTHON check_sdist.py SOURCE_DIR OUT_DIR    (PYTHON: a venv with scikit-build-core)
"""

import os
import sys
import tarfile

from scikit_build_core.build import build_sdist


def main(source, out):
    os.makedirs(out, exist_ok=True)
    os.chdir(source)
    name = build_sdist(out)
    with tarfile.open(os.path.join(out, name)) as sdist:
        files = {"/".join(m.name.split("/")[1:]) for m in sdist.getmembers() if m.isfile()}
    problems = []
    for needed in ("pyproject.toml", "CMakeLists.txt", "capi/CMakeLists.txt",
                   "capi/include/caper/caper.h", "capi/caper.map",
                   "bindings/python/CMakeLists.txt", "bindings/python/caper/__init__.py",
                   "bindings/python/src/module.cpp", "bindings/python/README.md", "PKG-INFO"):
        if needed not in files:
            problems.append("missing " + needed)
    for folder in ("src/core/", "src/bots/", "capi/src/", "include/caper/", "cmake/"):
        if not any(f.startswith(folder) for f in files):
            problems.append("no file of " + folder)
    for folder in ("tests/", "bench/", "fuzz/", "build/", "docs/"):
        if any(f.startswith(folder) for f in files):
            problems.append("holds " + folder)
    print(name, len(files), "files")
    for problem in problems:
        print("FAIL", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])))
