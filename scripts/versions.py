"""The version of caper and the files that must agree with it.

The one source is `project(caper VERSION X.Y.Z)` in CMakeLists.txt; the C ABI's version is
`#define CAPER_ABI_VERSION N` in caper.h. Every other place either is generated from them
(the Unity package.json, version.hpp, the Python metadata, the archives' names) or holds
a copy that `mismatches` compares and `scripts/version` rewrites (npm's package.json and
package-lock.json, the bindings' ABI constants, the docs' archive names)."""
import json
import pathlib
import re
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROJECT_LINE = re.compile(r"project\(caper VERSION ([0-9]+\.[0-9]+\.[0-9]+)")
SEMVER = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")
# The archives the docs tell users to install, named with the version.
ARCHIVE_NAME = re.compile(
    r"(caper-games-|com\.caper\.rules-|caper-godot-|caper-dotnet-)([0-9]+\.[0-9]+\.[0-9]+)"
    r"(\.tgz|\.zip)")
NPM_FILES = ("bindings/js/package.json", "bindings/js/package-lock.json")
# The ABI version each binding was written against, as written in its source.
ABI_CONSTANTS = {
    "bindings/csharp/Caper.cs": re.compile(r"public const uint ExpectedAbiVersion = ([0-9]+);"),
    "bindings/js/src/index.ts": re.compile(r"export const ABI_VERSION = ([0-9]+);"),
}
RELEASE_HEADING = re.compile(r"^## \[([0-9]+\.[0-9]+\.[0-9]+)\]", re.MULTILINE)


def project_version(root=ROOT):
    match = PROJECT_LINE.search((root / "CMakeLists.txt").read_text())
    if not match:
        raise ValueError("CMakeLists.txt: no `project(caper VERSION X.Y.Z` line")
    return match.group(1)


def abi_version(root=ROOT):
    header = (root / "capi/include/caper/caper.h").read_text()
    match = re.search(r"^#define CAPER_ABI_VERSION ([0-9]+)$", header, re.MULTILINE)
    if not match:
        raise ValueError("caper.h: no `#define CAPER_ABI_VERSION N` line")
    return int(match.group(1))


def major(version):
    return int(version.split(".")[0])


def released_version(root=ROOT):
    """The newest release of CHANGELOG.md (its first `## [X.Y.Z]` heading), or None."""
    match = RELEASE_HEADING.search((root / "CHANGELOG.md").read_text())
    return match.group(1) if match else None


def npm_versions(root=ROOT):
    """(file, where, version) of every version npm's files hold."""
    for name in NPM_FILES:
        data = json.loads((root / name).read_text())
        yield name, '"version"', data.get("version")
        if "packages" in data:
            yield name, 'packages[""].version', data["packages"].get("", {}).get("version")


def python_version(root=ROOT):
    """The version the Python package's metadata reads: pyproject.toml's regex on its file."""
    pyproject = tomllib.loads((root / "pyproject.toml").read_text())
    for provider in pyproject["tool"].get("dynamic-metadata", []):
        if provider.get("field") == "version":
            match = re.search(provider["regex"], (root / provider["input"]).read_text())
            return provider["input"], match.group("value") if match else None
    return "pyproject.toml", None


def abi_descriptions(root=ROOT):
    """The stored ABI descriptions of releases, capi/abi/libcaper-X.Y.Z.abi."""
    return sorted((root / "capi/abi").glob("libcaper-*.abi"))


def stored_abi(description):
    """N of the soname libcaper.so.N that an ABI description records, or None."""
    match = re.search(r"soname='libcaper\.so\.([0-9]+)'", pathlib.Path(description).read_text())
    return int(match.group(1)) if match else None


def doc_files(root=ROOT):
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def files(root=ROOT):
    """Every file the version checks read, relative to root."""
    names = ["CMakeLists.txt", "CHANGELOG.md", "pyproject.toml", "capi/include/caper/caper.h",
             "bindings/unity/package.json.in", *NPM_FILES, *ABI_CONSTANTS]
    names += [str(path.relative_to(root)) for path in doc_files(root) + abi_descriptions(root)]
    return names


def mismatches(root=ROOT):
    """Every (file, what, found, expected, source) that disagrees with the version sources."""
    version, abi = project_version(root), abi_version(root)
    project, header = "CMakeLists.txt's project(VERSION)", "caper.h's CAPER_ABI_VERSION"
    for name, where, found in npm_versions(root):
        if found != version:
            yield name, where, found, version, project
    source, found = python_version(root)
    if found != version:
        yield "pyproject.toml", f"the version its regex reads from {source}", found, version, \
            project
    unity = json.loads((root / "bindings/unity/package.json.in").read_text())["version"]
    if unity != "@PROJECT_VERSION@":
        yield "bindings/unity/package.json.in", '"version"', unity, "@PROJECT_VERSION@", \
            "configure_file's placeholder of the project version"
    released = released_version(root)
    if released != version:
        yield "CHANGELOG.md", "the newest release heading", released, version, project
    stored = [path.name for path in abi_descriptions(root)]
    if stored != [f"libcaper-{version}.abi"]:
        yield "capi/abi/", "the stored ABI description", ", ".join(stored) or None, \
            f"libcaper-{version}.abi", f"{project} (scripts/abi update writes it)"
    for name, pattern in ABI_CONSTANTS.items():
        match = pattern.search((root / name).read_text())
        found = int(match.group(1)) if match else None
        if found != abi:
            yield name, "the ABI version the binding expects", found, abi, header
    for path in doc_files(root):
        for match in ARCHIVE_NAME.finditer(path.read_text()):
            if match.group(2) != version:
                yield str(path.relative_to(root)), match.group(0), match.group(2), version, project
