#!/usr/bin/env python3
"""Checks that a shipped library is self-contained and exports only its API.

    check_artifact.py LIBRARY MAP [--require NAME ...]

LIBRARY is an ELF, PE (DLL) or Mach-O shared library; MAP the version script of what it
exports (capi/caper.map, bindings/godot/caper_godot.map). Read with LLVM's tools (Debian's
llvm), it must:
  - need no library outside the platform's C library and system libraries (ALLOWED);
  - on Linux, ask for glibc 2.17 at most (the manylinux2014 baseline);
  - export only names that MAP's "global:" patterns match, and every name MAP lists
    without a '*' (with --require, those names too).
Prints one line per finding and exits with 1 when there is any."""
import argparse
import fnmatch
import re
import subprocess
import sys

ALLOWED = {
    "elf": {"libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1",
            "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"},
    # KERNEL32 and the Universal C Runtime's API sets (part of Windows 10 and later).
    "pe": {"kernel32.dll", "api-ms-win-crt-*.dll"},
    "macho": {"/usr/lib/libSystem.B.dylib"},
}
MAX_GLIBC = (2, 17)
# What Zig's Mach-O linker exports from every dylib whatever the exported-symbols list
# says: the linker's own two symbols, and libc++'s replaceable operator new and delete as
# weak definitions (the process's own, if any, still win). Reported, not failed.
MACHO_LINKER_EXPORTS = ("__dso_handle", "_mh_dylib_header", "_Znwm", "_Znam", "_ZdlPv*",
                        "_ZdaPv*", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t")


def run(*command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def file_format(path):
    with open(path, "rb") as f:
        magic = f.read(4)
    if magic == b"\x7fELF":
        return "elf"
    if magic[:2] == b"MZ":
        return "pe"
    if magic in (b"\xcf\xfa\xed\xfe", b"\xca\xfe\xba\xbe"):
        return "macho"
    raise SystemExit(f"{path}: not an ELF, PE or Mach-O file")


def needed(path, kind):
    private = run("llvm-objdump", "-p", path)
    patterns = {"elf": r"^\s*NEEDED\s+(\S+)", "pe": r"^\s*DLL Name:\s*(\S+)",
                "macho": r"^\s*name (\S+) \(offset"}
    names = set(re.findall(patterns[kind], private, re.M))
    if kind == "macho":  # only the libraries it loads, not its own id nor dyld
        load = r"cmd LC_(?:LOAD|LOAD_WEAK|REEXPORT)_DYLIB\n\s*cmdsize \d+\n\s*name (\S+)"
        names = set(re.findall(load, private))
    return names


def exports(path, kind):
    if kind == "pe":
        table = run("llvm-objdump", "-p", path).split("Export Table:", 1)
        if len(table) < 2:
            return set()
        return set(re.findall(r"^\s+\d+\s+0x[0-9a-f]+\s+(\S+)$", table[1], re.M))
    if kind == "macho":  # the export trie: what dyld binds to
        trie = run("llvm-objdump", "--macho", "--exports-trie", path)
        names = set(re.findall(r"^0x[0-9A-Fa-f]+\s+_(\S+)", trie, re.M))
        return names
    lines = run("llvm-nm", "-D", "--defined-only", path).splitlines()
    return {line.split()[-1] for line in lines if line.strip()}


def glibc_versions(path):
    found = re.findall(r"GLIBC_(\d+)\.(\d+)", run("llvm-objdump", "-T", path))
    return {(int(a), int(b)) for a, b in found}


def map_patterns(map_path):
    text = open(map_path).read()
    globals_part = text.split("global:", 1)[1].split("local:", 1)[0]
    return re.findall(r"([A-Za-z0-9_*]+);", globals_part)


def findings(path, map_path, required):
    kind = file_format(path)
    allowed = ALLOWED[kind]
    for name in sorted(needed(path, kind)):
        if not any(fnmatch.fnmatch(name.lower(), p.lower()) for p in allowed):
            yield f"needs {name}, which is not a system library ({', '.join(sorted(allowed))})"
    if kind == "elf":
        versions = glibc_versions(path)
        if versions and max(versions) > MAX_GLIBC:
            yield "asks for GLIBC_%d.%d (at most 2.17)" % max(versions)
    patterns = map_patterns(map_path)
    names = exports(path, kind)
    for name in sorted(names):
        if kind == "macho" and any(fnmatch.fnmatchcase(name, p) for p in MACHO_LINKER_EXPORTS):
            print(f"{path}: note: exports {name} (Zig's Mach-O linker keeps it)")
            continue
        if not any(fnmatch.fnmatchcase(name, p) for p in patterns):
            yield f"exports {name}, which {map_path} does not list"
    for name in sorted(set(p for p in patterns if "*" not in p) | set(required)):
        if name not in names:
            yield f"does not export {name}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library")
    parser.add_argument("map")
    parser.add_argument("--require", action="append", default=[])
    args = parser.parse_args()
    problems = list(findings(args.library, args.map, args.require))
    for problem in problems:
        print(f"{args.library}: {problem}")
    if not problems:
        print(f"{args.library}: self-contained, exports as {args.map} says")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
