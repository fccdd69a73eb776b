#!/usr/bin/env python3
"""The functions libcaper.so exports, caper.h declares and each binding binds agree, so no
C ABI function can be forgotten by a binding (ctest bindings.exports).

    check_exports.py LIBCAPER_SO CAPER_H PYTHON_PROJECT_DIR CAPER_CS

- every function the library exports is declared in caper.h, and the other way round;
- every exported function is bound by the Python package (called by its native module,
  bindings/python/src/*.cpp, or named as a string by its .py files) and by Caper.cs (a DllImport), unless listed in
  NOT_BOUND below with the reason;
- every function a binding binds is exported (a binding cannot call what is gone).
"""

import os
import re
import subprocess
import sys

# Functions a binding deliberately leaves out, with the reason.
NOT_BOUND = {
    "csharp": {
        name: "the batch API (caper_vec) hands out pointers into native buffers for numpy; "
              "C# learning code is not a target yet (docs/capi.md)"
        for name in ("caper_vec_new", "caper_vec_free", "caper_vec_reset", "caper_vec_step",
                     "caper_vec_get_buffers", "caper_vec_get_episode_buffers")
    } | {
        "caper_game_observation_high": "the observation bounds serve the Python learning "
                                       "environments' spaces; C# has no such environment yet",
    },
    "python": {
        "caper_state_apply_into": "a Python State is an immutable value: apply() makes a new "
                                  "one, reusing its storage would change a value others hold",
        "caper_state_is_terminal": "State.is_terminal reads the cached current_player "
                                   "(CAPER_TERMINAL), one native call fewer",
    },
}


def exported(library):
    out = subprocess.run([os.environ.get("CAPER_NM") or "nm", "-D", "--defined-only", library], capture_output=True,
                         text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in ("T", "W") and parts[2].startswith("caper_"):
            names.add(parts[2].split("@")[0])
    return names


def declared_in_header(header):
    text = open(header, encoding="utf-8").read()
    return set(re.findall(r"CAPER_API[^;(]*?\b(caper_[a-z0-9_]+)\s*\(", text))


def bound_in_python(package):
    """The C functions the package's native module calls (src/*.cpp) or its Python code
    names as strings."""
    names = set()
    for folder, _, files in os.walk(package):
        for file in files:
            path = os.path.join(folder, file)
            if file.endswith(".py"):
                text = open(path, encoding="utf-8").read()
                names |= set(re.findall(r"[\"'](caper_[a-z0-9_]+)[\"']", text))
            elif file.endswith((".cpp", ".hpp")):
                text = open(path, encoding="utf-8").read()
                names |= set(re.findall(r"\b(caper_[a-z0-9_]+)\s*\(", text))
    return names


def bound_in_csharp(source):
    text = open(source, encoding="utf-8").read()
    return set(re.findall(r"static\s+extern\s+[\w\[\]]+\s+(caper_[a-z0-9_]+)\s*\(", text))


def main(argv):
    if len(argv) != 5:
        print(__doc__)
        return 2
    library, header, package, csharp = argv[1:]
    lib = exported(library)
    head = declared_in_header(header)
    problems = []
    if not lib:
        problems.append("%s exports no caper_* function" % library)
    for name in sorted(lib - head):
        problems.append("%s is exported but not declared in caper.h" % name)
    for name in sorted(head - lib):
        problems.append("%s is declared in caper.h but not exported" % name)
    bindings = {"python": bound_in_python(package), "csharp": bound_in_csharp(csharp)}
    for binding, names in bindings.items():
        # Python strings that name no C function (e.g. an attribute) are not bindings.
        names = names & (lib | head) if binding == "python" else names
        for name in sorted(lib - names - set(NOT_BOUND[binding])):
            problems.append("%s is exported but the %s binding does not bind it" % (name, binding))
        for name in sorted(names - lib):
            problems.append("the %s binding binds %s, which the library does not export"
                            % (binding, name))
        for name in sorted(set(NOT_BOUND[binding]) & names):
            problems.append("%s is listed as not bound in %s, but it is: update NOT_BOUND"
                            % (name, binding))
    for problem in problems:
        print("FAIL " + problem)
    print("%d exported functions; python binds %d, C# %d; %d problem(s)"
          % (len(lib), len(bindings["python"] & lib), len(bindings["csharp"] & lib), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
