#!/usr/bin/env bash
# The Unity package as a Unity project gets it: installed by `cmake --install` (component
# "unity") into a fresh prefix, then, with Mono,
#  - package.json and the assembly definition read as UPM and Unity read them;
#  - every file and folder Unity imports has a .meta with a unique guid;
#  - Runtime/ compiled alone as the assembly its asmdef names (Caper.Runtime.dll);
#  - Consumer.cs compiled as another assembly against it (an `internal` the consumer needs
#    fails here) and run with the package's own native library (Plugins/x86_64);
#  - the MonoBehaviour sample compiled against Caper.Runtime.dll and a UnityEngine test
#    double (it cannot run without Unity).
#   test_package.sh BUILD_DIR MCS MONO PYTHON
set -euo pipefail
build=$1 mcs=$2 mono=$3 python=$4
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" --component unity >/dev/null
package="$work/prefix/share/caper/unity/com.caper.rules"
[ -f "$package/package.json" ] || { echo "no package.json under $package"; exit 1; }

"$python" - "$package" <<'PY'
import json, pathlib, re, sys
package = pathlib.Path(sys.argv[1])
manifest = json.loads((package / "package.json").read_text())
assert re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", manifest["name"]), manifest["name"]
assert re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"]), manifest["version"]
assert re.fullmatch(r"\d{4}\.\d", manifest["unity"]), manifest["unity"]
for sample in manifest["samples"]:
    assert (package / sample["path"]).is_dir(), sample["path"]
asmdef = json.loads((package / "Runtime/Caper.Runtime.asmdef").read_text())
assert asmdef["name"] == "Caper.Runtime" and asmdef["noEngineReferences"], asmdef
guids = {}
for path in package.rglob("*"):
    relative = path.relative_to(package)
    if any(part.endswith("~") for part in relative.parts) or path.suffix == ".meta":
        continue  # Unity imports nothing under a folder ending in ~
    meta = path.with_name(path.name + ".meta")
    assert meta.is_file(), f"{relative} has no .meta"
    guid = re.search(r"^guid: ([0-9a-f]{32})$", meta.read_text(), re.M).group(1)
    assert guid not in guids, f"{relative} and {guids[guid]} share guid {guid}"
    guids[guid] = relative
native = package / "Plugins/x86_64/libcaper.so.meta"
assert "OS: Linux" in native.read_text() and "Standalone: Linux64" in native.read_text()
print(f"package {manifest['name']} {manifest['version']}: {len(guids)} assets with unique guids")
PY

"$mcs" -nologo -langversion:7 -warnaserror+ -target:library -out:"$work/Caper.Runtime.dll" \
  "$package"/Runtime/*.cs
"$mcs" -nologo -langversion:7 -warnaserror+ -r:"$work/Caper.Runtime.dll" -out:"$work/Consumer.exe" \
  "$here/Consumer.cs"
"$mcs" -nologo -langversion:7 -warnaserror+ -target:library -out:"$work/UnityEngine.dll" \
  "$here/UnityEngineTestDouble.cs"
"$mcs" -nologo -langversion:7 -warnaserror+ -target:library -r:"$work/Caper.Runtime.dll" \
  -r:"$work/UnityEngine.dll" -out:"$work/Sample.dll" "$package"/Samples~/BotMatch/*.cs
echo "Runtime, the consumer and the sample compiled as separate assemblies"
# A Unity player finds the plugin in its Plugins folder; Mono here, by LD_LIBRARY_PATH.
cd "$work" && LD_LIBRARY_PATH="$package/Plugins/x86_64" "$mono" Consumer.exe
