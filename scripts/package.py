#!/usr/bin/env python3
"""Assembles the shipped packages from the dist libraries (scripts/dist):

    package.py NATIVE_DIR OUT_DIR

NATIVE_DIR holds one folder per target (linux-x86_64, linux-aarch64, windows-x86_64,
macos) with the C ABI and the Godot plugin. OUT_DIR gets:
  com.caper.rules-VERSION.tgz  the Unity package (UPM installs it from the tarball), with
                               Plugins/ in Unity's layout and each plugin's .meta
                               (bindings/unity/Plugins) selecting its platform and CPU;
  caper-godot-VERSION.zip      the Godot 3 addon, addons/caper/, with every plugin where
                               caper.gdnlib names it;
  caper-dotnet-VERSION.zip     Caper.cs and runtimes/RID/native/ for .NET.
Archives are reproducible: sorted entries, one fixed time, fixed modes, no owners."""
import gzip
import io
import pathlib
import sys
import tarfile
import zipfile

import versions

ROOT = pathlib.Path(__file__).resolve().parent.parent
EPOCH = 315532800  # 1980-01-01, the earliest time a zip entry can hold

# (target folder, file) -> where it goes in each package
UNITY_PLUGINS = {
    ("linux-x86_64", "libcaper.so"): "Plugins/x86_64/libcaper.so",
    ("windows-x86_64", "caper.dll"): "Plugins/x86_64/caper.dll",
    ("macos", "libcaper.dylib"): "Plugins/macOS/libcaper.dylib",
    ("linux-aarch64", "libcaper.so"): "Plugins/arm64/libcaper.so",
}
GODOT_PLUGINS = {
    ("linux-x86_64", "libcaper_godot.so"): "libcaper_godot.so",
    ("linux-aarch64", "libcaper_godot.so"): "linux-arm64/libcaper_godot.so",
    ("windows-x86_64", "caper_godot.dll"): "windows/caper_godot.dll",
    ("macos", "libcaper_godot.dylib"): "macos/libcaper_godot.dylib",
}
DOTNET_RUNTIMES = {
    ("windows-x86_64", "caper.dll"): ["win-x64"],
    ("linux-x86_64", "libcaper.so"): ["linux-x64"],
    ("linux-aarch64", "libcaper.so"): ["linux-arm64"],
    ("macos", "libcaper.dylib"): ["osx-x64", "osx-arm64"],  # one universal file
}


def tree(folder, prefix):
    """Every file below folder, as (name in the archive, bytes), skipping build leftovers."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            yield f"{prefix}{path.relative_to(folder).as_posix()}", path.read_bytes()


def natives(native_dir, places, prefix):
    for (target, name), destinations in places.items():
        data = (native_dir / target / name).read_bytes()
        for destination in destinations if isinstance(destinations, list) else [destinations]:
            yield prefix + destination, data


def write_tgz(path, entries):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in sorted(entries):
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), EPOCH, 0o644
            tar.addfile(info, io.BytesIO(data))
    with open(path, "wb") as out, gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as gz:
        gz.write(raw.getvalue())


def write_zip(path, entries):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)


def unity_entries(native_dir):
    unity = ROOT / "bindings" / "unity"
    template = (unity / "package.json.in").read_text()
    package_json = template.replace("@PROJECT_VERSION@", versions.project_version())
    yield "package/package.json", package_json.encode()
    for name in ("package.json.meta", "Runtime.meta", "Plugins.meta"):
        yield f"package/{name}", (unity / name).read_bytes()
    yield from tree(unity / "Runtime", "package/Runtime/")
    yield from tree(unity / "Samples~", "package/Samples~/")
    yield "package/Runtime/Caper.cs", (ROOT / "bindings/csharp/Caper.cs").read_bytes()
    yield from tree(unity / "Plugins", "package/Plugins/")  # the .meta files
    yield from natives(native_dir, UNITY_PLUGINS, "package/")


def godot_entries(native_dir):
    yield from tree(ROOT / "bindings/godot/addon", "addons/caper/")
    yield from natives(native_dir, GODOT_PLUGINS, "addons/caper/")


def dotnet_entries(native_dir):
    yield "Caper.cs", (ROOT / "bindings/csharp/Caper.cs").read_bytes()
    places = {key: [f"runtimes/{rid}/native/{key[1]}" for rid in rids]
              for key, rids in DOTNET_RUNTIMES.items()}
    yield from natives(native_dir, places, "")


def main(native_dir, out_dir):
    native_dir, out_dir = pathlib.Path(native_dir), pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    v = versions.project_version()
    write_tgz(out_dir / f"com.caper.rules-{v}.tgz", list(unity_entries(native_dir)))
    write_zip(out_dir / f"caper-godot-{v}.zip", list(godot_entries(native_dir)))
    write_zip(out_dir / f"caper-dotnet-{v}.zip", list(dotnet_entries(native_dir)))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
