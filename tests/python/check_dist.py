"""What `python -m build` made (ctest python.dist, see check_dist.sh):
- the sdist holds what its wheel compiles: the library's, the C ABI's and the module's C++
  sources with their CMake files and pyproject.toml, and none of the tests, benchmarks,
  docs or build folders;
- the wheel holds the package: the native module, the C ABI library beside it, the stubs,
  py.typed and the .py files, and no C++ source;
- the license: while the repository has no LICENSE file (its owners have chosen none), the
  wheel's metadata names none and the npm package says "UNLICENSED"; once there is one,
  both name the same.

    PYTHON check_dist.py SOURCE_DIR SDIST WHEEL
"""

import email.parser
import json
import os
import sys
import tarfile
import zipfile


def sdist_problems(path):
    with tarfile.open(path) as sdist:
        files = {"/".join(m.name.split("/")[1:]) for m in sdist.getmembers() if m.isfile()}
    problems = []
    for needed in ("pyproject.toml", "CMakeLists.txt", "capi/CMakeLists.txt",
                   "capi/include/caper/caper.h", "capi/caper.map",
                   "bindings/python/CMakeLists.txt", "bindings/python/caper/__init__.py",
                   "bindings/python/src/module.cpp", "bindings/python/README.md", "PKG-INFO"):
        if needed not in files:
            problems.append("sdist misses " + needed)
    for folder in ("src/core/", "src/bots/", "capi/src/", "include/caper/", "cmake/"):
        if not any(f.startswith(folder) for f in files):
            problems.append("sdist has no file of " + folder)
    for folder in ("tests/", "bench/", "fuzz/", "build/", "docs/", "examples/", ".ci/",
                   "bindings/godot/", "bindings/js/node_modules/"):
        if any(f.startswith(folder) for f in files):
            problems.append("sdist holds " + folder)
    print(path, len(files), "files")
    return problems


def license_problems(source, metadata):
    chosen = [f for f in os.listdir(source) if f.upper().startswith(("LICENSE", "COPYING"))]
    with open(os.path.join(source, "bindings", "js", "package.json")) as f:
        npm = json.load(f).get("license")
    headers = email.parser.Parser().parsestr(metadata, headersonly=True)
    claims = ["%s: %s" % (key, value) for key, value in headers.items()
              if key in ("License", "License-Expression", "License-File")
              or (key == "Classifier" and value.startswith("License ::"))]
    if not chosen:
        problems = ["the wheel claims a license the repository has not: " + c for c in claims]
        if npm != "UNLICENSED":
            problems.append("package.json's license is %r, not UNLICENSED" % npm)
        return problems
    expression = [c.split(":", 1)[1].strip() for c in claims if c.startswith("License-Expression:")]
    if expression != [npm]:
        return ["the wheel's License-Expression %s and package.json's %r differ" % (expression, npm)]
    return []


def wheel_problems(path, source):
    with zipfile.ZipFile(path) as wheel:
        files = set(wheel.namelist())
        metadata = [f for f in files if f.endswith(".dist-info/METADATA")]
        if len(metadata) != 1:
            return ["wheel has %d .dist-info/METADATA" % len(metadata)]
        problems = license_problems(source, wheel.read(metadata[0]).decode())
    for needed in ("caper/__init__.py", "caper/py.typed", "caper/_caper.pyi", "caper/core.py"):
        if needed not in files:
            problems.append("wheel misses " + needed)
    if not any(f.startswith("caper/_caper.") and f.endswith(".so") for f in files):
        problems.append("wheel has no native module caper/_caper*.so")
    if not any(f.startswith("caper/libcaper.so.") for f in files):
        problems.append("wheel has no caper/libcaper.so.N")
    if any(f.endswith((".cpp", ".hpp", ".h")) for f in files):
        problems.append("wheel holds C++ sources")
    print(path, len(files), "files")
    return problems


def main(source, sdist, wheel):
    problems = sdist_problems(sdist) + wheel_problems(wheel, source)
    for problem in problems:
        print("FAIL", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
