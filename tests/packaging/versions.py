"""packaging.versions: every package's version is the CMake project's (scripts/versions.py),
and scripts/version moves them all, or refuses bad input without writing anything."""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import versions  # noqa: E402

failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


def describe(problems):
    return [f"{name}: {what} is {found}, but {source} is {expected}"
            for name, what, found, expected, source in problems]


def copy_tree(scratch):
    """A copy of the files the checks read, with an entry under Unreleased (as after a release
    the real CHANGELOG.md has none)."""
    for name in versions.files(ROOT):
        (scratch / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, scratch / name)
    changelog = scratch / "CHANGELOG.md"
    changelog.write_text(changelog.read_text().replace(
        "## [Unreleased]\n", "## [Unreleased]\n\n### Fixed\n- An entry of the test.\n", 1))
    return scratch


def run_version(root, *args):
    return subprocess.run([sys.executable, str(ROOT / "scripts/version"), *args, "--root",
                           str(root)], capture_output=True, text=True)


def snapshot(root):
    return {name: (root / name).read_bytes() for name in versions.files(root)}


def test_checkout_agrees():
    for line in describe(versions.mismatches(ROOT)):
        failures.append(line)


def test_a_stale_copy_is_named(scratch):
    lock = scratch / "bindings/js/package-lock.json"
    data = json.loads(lock.read_text())
    data["version"] = "9.9.9"
    lock.write_text(json.dumps(data, indent=2) + "\n")
    found = describe(versions.mismatches(scratch))
    expected = ['bindings/js/package-lock.json: "version" is 9.9.9, but CMakeLists.txt\'s '
                f'project(VERSION) is {versions.project_version(scratch)}']
    expect(found == expected, f"a hand-edited package-lock.json: {found}")


def test_a_release(scratch):
    old = versions.project_version(scratch)
    major, minor, _ = (int(part) for part in old.split("."))
    new = f"{major}.{minor + 1}.0"
    result = run_version(scratch, new)
    expect(result.returncode == 0, f"scripts/version {new}: {result.stderr}")
    left = list(versions.mismatches(scratch))
    # Only the ABI description waits for a build of the new version (scripts/abi update).
    expect([name for name, *_ in left] == ["capi/abi/"], f"after scripts/version: {left}")
    expect(versions.project_version(scratch) == new, "CMakeLists.txt keeps the old version")
    changelog = (scratch / "CHANGELOG.md").read_text()
    expect(re.search(rf"## \[Unreleased\]\n\n## \[{re.escape(new)}\] - \d{{4}}-\d\d-\d\d\n\n###",
                     changelog), "CHANGELOG.md: no empty Unreleased above the new release")
    expect(f"## [{old}]" in changelog, "CHANGELOG.md lost the previous release")


def test_refusals(scratch):
    version = versions.project_version(scratch)
    before = snapshot(scratch)
    for arg, message in [("1.2", "'1.2' is not a version MAJOR.MINOR.PATCH"),
                         ("01.2.3", "'01.2.3' is not a version MAJOR.MINOR.PATCH"),
                         (version, f"{version} is not newer than the current version {version}")]:
        result = run_version(scratch, arg)
        expect(result.returncode != 0 and message in result.stderr,
               f"scripts/version {arg}: {result.returncode} {result.stderr!r}")
    changelog = scratch / "CHANGELOG.md"
    text = changelog.read_text()
    empty = re.sub(r"## \[Unreleased\]\n.*?(?=\n## \[)", "## [Unreleased]\n", text, flags=re.S)
    changelog.write_text(empty)
    result = run_version(scratch, "99.0.0")
    expect(result.returncode != 0 and "Unreleased section is empty" in result.stderr,
           f"an empty Unreleased: {result.stderr!r}")
    changelog.write_text(text)
    expect(snapshot(scratch) == before, "a refused scripts/version changed files")


def test_an_abi_move_needs_a_major(scratch):
    header = scratch / "capi/include/caper/caper.h"
    abi = versions.abi_version(scratch)
    header.write_text(header.read_text().replace(f"#define CAPER_ABI_VERSION {abi}\n",
                                                 f"#define CAPER_ABI_VERSION {abi + 1}\n"))
    old = versions.project_version(scratch)
    major, minor, _ = (int(part) for part in old.split("."))
    result = run_version(scratch, f"{major}.{minor + 1}.0")
    expect(result.returncode != 0 and f"the release must move the major version "
           f"({major + 1}.0.0)" in result.stderr, f"ABI moved, minor release: {result.stderr!r}")
    result = run_version(scratch, f"{major + 1}.0.0")
    expect(result.returncode == 0, f"ABI moved, major release: {result.stderr!r}")


def main():
    test_checkout_agrees()
    for test in (test_a_stale_copy_is_named, test_a_release, test_refusals,
                 test_an_abi_move_needs_a_major):
        with tempfile.TemporaryDirectory() as scratch:
            test(copy_tree(pathlib.Path(scratch)))
    for failure in failures:
        print(f"packaging.versions: FAILED: {failure}")
    if failures:
        sys.exit(1)
    print("packaging.versions: ok")


if __name__ == "__main__":
    main()
