#!/usr/bin/env python3
"""packaging.layouts: the shipped packages' layouts (scripts/package.py).

1. Every plugin .meta of the Unity package (bindings/unity/Plugins) selects exactly the
   platform and CPU its library is for: the Editor on that OS and CPU, one Standalone
   target, and every other platform excluded; every GUID of the package is unique.
2. package.py, run twice over placeholder libraries, writes byte-identical archives that
   put each library where the Unity package, the Godot addon's caper.gdnlib and .NET's
   runtimes/RID/native/ expect it."""
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
UNITY = ROOT / "bindings" / "unity"
# plugin -> (Editor OS, CPU, the one Standalone target)
EXPECTED = {
    "Plugins/x86_64/libcaper.so.meta": ("Linux", "x86_64", "Linux64"),
    "Plugins/x86_64/caper.dll.meta": ("Windows", "x86_64", "Win64"),
    "Plugins/macOS/libcaper.dylib.meta": ("OSX", "AnyCPU", "OSXUniversal"),
    "Plugins/arm64/libcaper.so.meta": ("Linux", "ARM64", "Linux64"),
}
STANDALONES = ("Linux64", "OSXUniversal", "Win", "Win64")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def check_meta(name, os_name, cpu, standalone):
    text = (UNITY / name).read_text()
    editor = re.search(r"Editor: Editor\n\s+second:\n\s+enabled: (\d)\n\s+settings:\n"
                       r"\s+CPU: (\S+)\n(?:.*\n)*?\s+OS: (\S+)", text)
    check(editor and editor.groups() == ("1", cpu, os_name),
          f"{name}: the Editor entry is not enabled for {os_name} {cpu}")
    targets = re.findall(r"Standalone: (\S+)\n\s+second:\n\s+enabled: 1\n\s+settings:\n"
                         r"\s+CPU: (\S+)", text)
    check(targets == [(standalone, cpu)], f"{name}: Standalone targets {targets}, "
          f"expected [({standalone!r}, {cpu!r})]")
    for other in STANDALONES:
        excluded = re.search(rf"Exclude {other}: (\d)", text)
        want = "0" if other == standalone else "1"
        check(excluded and excluded.group(1) == want, f"{name}: Exclude {other} is not {want}")


def check_guids():
    guids = {}
    for meta in sorted(UNITY.rglob("*.meta")):
        guid = re.search(r"^guid: (\w+)", meta.read_text(), re.M).group(1)
        check(guid not in guids, f"{meta} has the GUID of {guids.get(guid)}")
        guids[guid] = meta


def fake_natives(folder):
    files = {"linux-x86_64": ["libcaper.so", "libcaper_godot.so"],
             "linux-aarch64": ["libcaper.so", "libcaper_godot.so"],
             "windows-x86_64": ["caper.dll", "caper_godot.dll"],
             "macos": ["libcaper.dylib", "libcaper_godot.dylib"]}
    for target, names in files.items():
        (folder / target).mkdir(parents=True)
        for name in names:
            (folder / target / name).write_text(f"{target}/{name}")


def check_archives(work):
    fake_natives(work / "native")
    for out in ("a", "b"):
        subprocess.run([sys.executable, ROOT / "scripts/package.py", work / "native", work / out],
                       check=True)
    names = sorted(p.name for p in (work / "a").iterdir())
    for name in names:
        check((work / "a" / name).read_bytes() == (work / "b" / name).read_bytes(),
              f"{name} differs between two runs")
    unity = next(work.glob("a/com.caper.rules-*.tgz"))
    with tarfile.open(unity) as tar:
        read = lambda n: tar.extractfile(n).read().decode()
        check(read("package/Plugins/arm64/libcaper.so") == "linux-aarch64/libcaper.so",
              "the Unity package's arm64 plugin is not the arm64 library")
        check(read("package/Plugins/x86_64/caper.dll") == "windows-x86_64/caper.dll",
              "the Unity package's caper.dll is not the Windows library")
        for meta in EXPECTED:
            check(f"package/{meta}" in tar.getnames(), f"the Unity package lacks {meta}")
    godot = zipfile.ZipFile(next(work.glob("a/caper-godot-*.zip")))
    gdnlib = godot.read("addons/caper/caper.gdnlib").decode()
    for path in re.findall(r'="res://(addons/caper/[^"]+)"', gdnlib):
        check(path in godot.namelist(), f"caper.gdnlib names {path}, which the addon lacks")
    dotnet = zipfile.ZipFile(next(work.glob("a/caper-dotnet-*.zip")))
    for rid, name in [("win-x64", "caper.dll"), ("linux-x64", "libcaper.so"),
                      ("linux-arm64", "libcaper.so"), ("osx-x64", "libcaper.dylib"),
                      ("osx-arm64", "libcaper.dylib")]:
        check(f"runtimes/{rid}/native/{name}" in dotnet.namelist(), f".NET layout lacks {rid}")


for meta, expected in EXPECTED.items():
    check_meta(meta, *expected)
check_guids()
with tempfile.TemporaryDirectory() as work:
    check_archives(pathlib.Path(work))
for failure in failures:
    print("FAILED:", failure)
print("packaging layouts: ok" if not failures else f"{len(failures)} failures")
sys.exit(1 if failures else 0)
