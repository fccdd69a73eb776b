#!/usr/bin/env python3
"""Each host's public surface has every name of the table docs/api/names.json (ctest api.*).

    check_names.py TABLE c CAPER_H
    check_names.py TABLE cpp INCLUDE_DIR
    check_names.py TABLE python STUB_PYI PACKAGE_DIR CAPER_H [--installed]
    check_names.py TABLE javascript INDEX_D_TS CAPER_H
    check_names.py TABLE csharp CAPER_H -- COMMAND...   (prints "member Class.Name" lines)
    check_names.py TABLE gdscript -- COMMAND...         (prints "member Class.name" lines)

A concept's name (or each of its names) must be on the host's surface, and so must each
deprecated name, which is kept for one release. Where the surface gives a value for the
most legal actions, it must be caper.h's CAPER_MAX_LEGAL_ACTIONS. Python's --installed:
STUB_PYI (committed) must also be the stubs nanobind's stubgen made for the caper package
this python imports.
"""

import ast
import glob
import importlib.util
import json
import os
import re
import subprocess
import sys


def header_max_legal(caper_h):
    text = open(caper_h, encoding="utf-8").read()
    return int(re.search(r"#define CAPER_MAX_LEGAL_ACTIONS (\d+)", text).group(1))


def surface_c(caper_h):
    text = open(caper_h, encoding="utf-8").read()
    names = set(re.findall(r"CAPER_API[^;(]*?\b(caper_[a-z0-9_]+)\s*\(", text))
    names |= set(re.findall(r"#define (CAPER_[A-Z0-9_]+)", text))
    for body in re.findall(r"\benum\b[^{;]*\{([^}]*)\}", text):  # enumerators, typedef'd or not
        names |= set(re.findall(r"\b(CAPER_[A-Z0-9_]+)\s*[=,]?", body))
    return names, {}


def class_bodies(text):
    """{name: body} of each class or struct defined in a header (to its closing '};')."""
    bodies = {}
    for match in re.finditer(r"^(?:class|struct) (\w+)[^;{]*\{(.*?)^\};", text, re.S | re.M):
        bodies[match.group(1)] = match.group(2)
    return bodies


def surface_cpp(include_dir):
    names = set()
    for path in glob.glob(os.path.join(include_dir, "caper", "**", "*.hpp"), recursive=True):
        text = open(path, encoding="utf-8").read()
        for cls, body in class_bodies(text).items():
            names.add("caper::" + cls)
            for member in re.findall(r"\b(\w+)\s*\(", body):
                names.add("%s::%s" % (cls, member))
        for name in re.findall(r"^(?:inline )?(?:constexpr )?[\w:<>, ]+?[\s*&](\w+)\s*[(=]", text,
                               re.M):
            names.add("caper::" + name)
    return names, {}


def python_names(tree, prefix=""):
    """Names a module (or class body) defines: functions, classes, assignments."""
    names, values = set(), {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(prefix + node.name)
        elif isinstance(node, ast.ClassDef):
            names.add(prefix + node.name)
            inner, _ = python_names(node, prefix + node.name + ".")
            names |= inner
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    names.add(prefix + target.id)
                    if isinstance(node.value, ast.Constant):
                        values[prefix + target.id] = node.value.value
    return names, values


def surface_python(stub, package):
    """The native module's stubs and the package's own modules (whose names it exports)."""
    names, values = python_names(ast.parse(open(stub, encoding="utf-8").read()))
    for path in glob.glob(os.path.join(package, "*.py")):
        more, more_values = python_names(ast.parse(open(path, encoding="utf-8").read()))
        names |= more
        values.update(more_values)
    return names, values


def installed_stub_differs(stub):
    """A problem when STUB is not the installed package's stubs, else None."""
    spec = importlib.util.find_spec("caper")
    installed = os.path.join(spec.submodule_search_locations[0], "_caper.pyi")
    if open(stub, encoding="utf-8").read() == open(installed, encoding="utf-8").read():
        return None
    return ("stubs: %s is not what stubgen made (%s): copy it over the committed one"
            % (stub, installed))


def surface_javascript(d_ts):
    if not os.path.exists(d_ts):
        raise SystemExit("FAIL %s does not exist: build the package first (npm run build in "
                         "bindings/js; scripts/test does)" % d_ts)
    names, values = set(), {}
    current = None
    for line in open(d_ts, encoding="utf-8"):
        top = re.match(r"export declare (?:abstract )?(class|function|const) (\w+)(?: = (\d+))?",
                       line)
        if top:
            names.add(top.group(2))
            if top.group(3):
                values[top.group(2)] = int(top.group(3))
            current = top.group(2) if top.group(1) == "class" else None
            continue
        if line.startswith("}"):
            current = None
        member = re.match(r"    (?:static )?(?:readonly )?(?:get |set )?(\w+)[(:?<]", line)
        if current and member:
            names.add("%s.%s" % (current, member.group(1)))
    return names, values


def surface_printed(command):
    """The "member Class.name" and "value Class.name VALUE" lines a host's program prints."""
    out = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        print(out.stdout + out.stderr)
        raise SystemExit("FAIL %s exited with %d" % (" ".join(command), out.returncode))
    names, values = set(), {}
    for line in out.stdout.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "member":
            names.add(words[1])
        elif len(words) == 3 and words[0] == "value":
            names.add(words[1])
            values[words[1]] = int(words[2])
    return names, values


def expected(table, host):
    """(concept id, name, kind) of every name the host must have."""
    for concept in table["concepts"]:
        name = concept["names"][host]
        if isinstance(name, dict):
            continue
        for one in name if isinstance(name, list) else [name]:
            yield concept["id"], one, "name"
        for old in concept.get("deprecated", {}).get(host, []):
            yield concept["id"], old, "deprecated name"


def max_legal_name(table, host):
    name = next(c["names"][host] for c in table["concepts"] if c["id"] == "max_legal_actions")
    return None if isinstance(name, dict) else name


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    table = json.load(open(argv[1], encoding="utf-8"))
    host, args = argv[2], argv[3:]
    caper_h = None
    problems = []
    if host == "c":
        caper_h = args[0]
        names, values = surface_c(caper_h)
    elif host == "cpp":
        names, values = surface_cpp(args[0])
    elif host == "python":
        caper_h = args[2]
        names, values = surface_python(args[0], args[1])
        if args[3:] == ["--installed"]:
            stale = installed_stub_differs(args[0])
            problems += [stale] if stale else []
    elif host == "javascript":
        caper_h = args[1]
        names, values = surface_javascript(args[0])
    elif host in ("csharp", "gdscript") and "--" in args:
        at = args.index("--")
        caper_h = args[0] if at == 1 else None
        names, values = surface_printed(args[at + 1:])
    else:
        print(__doc__)
        return 2
    problems += ["%s: the %s %s is missing" % (concept, kind, name)
                 for concept, name, kind in expected(table, host) if name not in names]
    wanted = max_legal_name(table, host)
    if caper_h and wanted in values and values[wanted] != header_max_legal(caper_h):
        problems.append("max_legal_actions: %s is %d, caper.h's CAPER_MAX_LEGAL_ACTIONS %d"
                        % (wanted, values[wanted], header_max_legal(caper_h)))
    if caper_h and wanted and host != "c" and wanted not in values:
        problems.append("max_legal_actions: the surface gives no value of %s" % wanted)
    for problem in problems:
        print("FAIL %s: %s" % (host, problem))
    print("%s: %d names on the surface; %d problem(s)" % (host, len(names), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
