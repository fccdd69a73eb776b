#!/usr/bin/env python3
"""Runs the code snippets of the docs, so that they cannot drift (ctest docs.snippets).

    run_doc_snippets.py --include CAPI_INCLUDE --library LIBCAPER_SO --csharp CAPER_CS FILE.md...

Every fenced block of language python, c or csharp is run, except in the sections about
an engine (headings starting with "Unity" or "Godot": their snippets need the engine):
- python: with this interpreter (the installed caper package), in a scratch folder;
- c: compiled as C99 against caper.h and libcaper.so (`cc`), then run;
- csharp: compiled with mcs together with Caper.cs (statements are wrapped in a Main;
  `using X;` lines stay on top), then run with mono.
Each must exit with status 0 within the time limit. Prints one line per snippet."""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIPPED_SECTIONS = ("Unity", "Godot")
LANGUAGES = ("python", "c", "csharp")


def snippets(path):
    """(line number, section, language, code) of every fenced block of `path`."""
    section = ""
    block = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if block is None:
                heading = re.match(r"#{1,6} (.*)", line)
                if heading:
                    section = heading.group(1).strip()
                fence = re.match(r"```(\w*)\s*$", line)
                if fence:
                    block = (number, section, fence.group(1), [])
            elif line.startswith("```"):
                yield block[0], block[1], block[2], "".join(block[3])
                block = None
            else:
                block[3].append(line)


def wrap_csharp(code):
    if re.search(r"\bstatic\s+(int|void)\s+Main\b", code):
        return code
    usings = [l for l in code.splitlines() if re.match(r"using\s+[\w.]+\s*;", l)]
    body = [l for l in code.splitlines() if l not in usings]
    return "\n".join(usings) + "\ninternal static class Snippet\n{\n    public static void Main()\n" \
        "    {\n" + "\n".join("        " + l for l in body) + "\n    }\n}\n"


def run(cmd, folder, env=None):
    result = subprocess.run(cmd, cwd=folder, capture_output=True, text=True, timeout=600, env=env)
    if result.returncode != 0:
        raise RuntimeError("%s exited with %d:\n%s%s" % (cmd[0], result.returncode,
                                                           result.stdout[-2000:], result.stderr[-2000:]))
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--include", required=True)
    parser.add_argument("--library", required=True)
    parser.add_argument("--csharp", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    args.include = os.path.abspath(args.include)
    args.csharp = os.path.abspath(args.csharp)
    libdir = os.path.dirname(os.path.abspath(args.library))
    native_env = dict(os.environ, LD_LIBRARY_PATH=libdir, DYLD_LIBRARY_PATH=libdir)
    failures = ran = 0
    for path in args.files:
        for line, section, language, code in snippets(path):
            if language not in LANGUAGES:
                continue
            where = "%s:%d (%s, %s)" % (os.path.basename(path), line, section, language)
            if section.startswith(SKIPPED_SECTIONS):
                print("skip %s: needs the engine" % where)
                continue
            folder = tempfile.mkdtemp(prefix="caper-snippet-")
            try:
                if language == "python":
                    with open(os.path.join(folder, "snippet.py"), "w") as f:
                        f.write(code)
                    run([sys.executable, "snippet.py"], folder)
                elif language == "c":
                    with open(os.path.join(folder, "snippet.c"), "w") as f:
                        f.write(code)
                    run([os.environ.get("CC", "cc"), "-std=c99", "-Wall", "-Werror", "-I", args.include,
                         "snippet.c", "-o", "snippet", "-L", libdir, "-lcaper"], folder)
                    run([os.path.join(folder, "snippet")], folder, native_env)
                else:
                    with open(os.path.join(folder, "Snippet.cs"), "w") as f:
                        f.write(wrap_csharp(code))
                    run(["mcs", "-nologo", "-langversion:7", "-out:snippet.exe", "Snippet.cs",
                         args.csharp], folder)
                    run(["mono", "snippet.exe"], folder, native_env)
                ran += 1
                print("ok   %s" % where)
            except Exception as e:  # report every snippet, then fail
                failures += 1
                print("FAIL %s: %s" % (where, e))
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    print("%d snippet(s) ran, %d failure(s)" % (ran, failures))
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
