"""The PEP 517 build backend of caper-games: standard library only.

Debian's venvs hold pip and setuptools but not ``wheel``, and setuptools before 70 cannot
build a wheel without it; this backend writes the wheel itself, so

    pip install --no-build-isolation ./bindings/python

works offline in a venv made from /usr/bin/python3. The wheel holds the ``caper``
package and a copy of the native library, found in this order:
  1. the file (or folder) named by the environment variable CAPER_LIBRARY at install time;
  2. the newest ``build/*/capi/libcaper.so`` (.dylib, caper.dll) of the caper source tree
     this folder belongs to (``cmake --build build/release --target caper_c`` makes one).
Without either the package installs without a library and looks for one at run time
(CAPER_LIBRARY, then the system's search path), naming the places it tried.
"""

import base64
import glob
import hashlib
import io
import os
import sys
import sysconfig
import tarfile
import zipfile

NAME = "caper_games"
DIST_NAME = "caper-games"
VERSION = "0.1.0"
HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARY_NAMES = {"win32": "caper.dll", "darwin": "libcaper.dylib"}
LIBRARY_NAME = LIBRARY_NAMES.get(sys.platform, "libcaper.so")

METADATA = """Metadata-Version: 2.1
Name: %s
Version: %s
Summary: Python bindings of the caper rules library (four tabletop games, with bots)
Requires-Python: >=3.8
Provides-Extra: numpy
Requires-Dist: numpy; extra == "numpy"
Classifier: Programming Language :: Python :: 3
Classifier: Typing :: Typed
Description-Content-Type: text/markdown

""" % (DIST_NAME, VERSION)


def _library():
    given = os.environ.get("CAPER_LIBRARY")
    if given:
        if os.path.isdir(given):
            given = os.path.join(given, LIBRARY_NAME)
        if not os.path.isfile(given):
            raise RuntimeError("caper-games: CAPER_LIBRARY=%s is not a library file" % given)
        return given
    root = os.path.dirname(os.path.dirname(HERE))  # bindings/python -> the source tree
    found = glob.glob(os.path.join(root, "build", "*", "capi", LIBRARY_NAME))
    return max(found, key=os.path.getmtime) if found else None


def _package_files():
    """(path in the wheel, bytes) of the caper package, the library included."""
    files = []
    package = os.path.join(HERE, "caper")
    for name in sorted(os.listdir(package)):
        if name.endswith(".py") or name == "py.typed":
            with open(os.path.join(package, name), "rb") as f:
                files.append(("caper/" + name, f.read()))
    library = _library()
    if library is None:
        sys.stderr.write("caper-games: no built libcaper found (set CAPER_LIBRARY); the "
                         "package will look for one at run time\n")
    else:
        sys.stderr.write("caper-games: bundling %s\n" % library)
        with open(os.path.realpath(library), "rb") as f:
            files.append(("caper/" + LIBRARY_NAME, f.read()))
    return files


def _tag():
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "py3-none-" + platform


def _readme():
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        return f.read()


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (path, digest, len(data))


def _dist_info(tag):
    info = "%s-%s.dist-info" % (NAME, VERSION)
    wheel = "Wheel-Version: 1.0\nGenerator: caper build_backend\nRoot-Is-Purelib: false\n"
    wheel += "Tag: %s\n" % tag
    return info, [
        (info + "/METADATA", (METADATA + _readme()).encode("utf-8")),
        (info + "/WHEEL", wheel.encode("utf-8")),
        (info + "/top_level.txt", b"caper\n"),
    ]


def _write_wheel(directory, files, tag):
    info, meta = _dist_info(tag)
    entries = files + meta
    record = [_record_line(p, d) for p, d in entries] + [info + "/RECORD,,"]
    entries.append((info + "/RECORD", ("\n".join(record) + "\n").encode("utf-8")))
    name = "%s-%s-%s.whl" % (NAME, VERSION, tag)
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in entries:
            entry = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if path.endswith(LIBRARY_NAME) else 0o644) << 16
            wheel.writestr(entry, data, zipfile.ZIP_DEFLATED)
    return name


# ---- PEP 517 hooks ----------------------------------------------------------------
def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info, meta = _dist_info(_tag())
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    for path, data in meta:
        with open(os.path.join(metadata_directory, path), "wb") as f:
            f.write(data)
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, _package_files(), _tag())


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, VERSION)
    name = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as sdist:
        for rel in ["pyproject.toml", "build_backend.py", "README.md"] + [
            "caper/" + n for n in sorted(os.listdir(os.path.join(HERE, "caper")))
            if n.endswith(".py") or n == "py.typed"
        ]:
            sdist.add(os.path.join(HERE, rel), arcname=base + "/" + rel)
        pkg_info = (METADATA + _readme()).encode("utf-8")
        entry = tarfile.TarInfo(base + "/PKG-INFO")
        entry.size = len(pkg_info)
        sdist.addfile(entry, io.BytesIO(pkg_info))
    return name
