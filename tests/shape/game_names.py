"""shape.game_names: a game's name appears only in its own folders, the catalogue and prose.

The measure: "a fifth game is one folder plus one line". Every other
file (core, bots, the C ABI, the bindings' code, tests, scripts, benchmarks) must reach the
games through the catalogue (caper::Games, caper_game_name, `caper list --names`), so it
never names one. The games are asked of the library (its C ABI, through ctypes); each is
looked for as its name (e.g. some_game) and in CamelCase (SomeGame), as test names use it.

Usage: game_names.py <source root> <libcaper.so>   (exit 1 and a list of places on failure)
       game_names.py --self-test <libcaper.so>     (the check finds a planted name)
"""

import ctypes
import os
import re
import shutil
import sys
import tempfile

# The places a game's name may appear, each with its reason. {g} is the game's name.
OWN = [  # the game's own folders and files
    "include/caper/{g}/", "src/{g}/", "tests/{g}/", "tests/golden/{g}/",
    "docs/rules/{g}.md", "docs/schema/{g}.json",
    "examples/web/draw/{g}.mjs",  # the playground's drawing of that game's table
]
GENERATED = [  # made at build time from each game's docs/schema/{g}.json (git-ignored)
    "bindings/js/src/views/", "bindings/js/dist/views/",
]
TYPED = [  # compile-time checks of the view types: a static type names its game
    "bindings/js/test/types/",
]
CATALOGUE = [  # the one line that lists it (with its #include)
    "include/caper/game_list.hpp",
]
PEERS = [  # maps each game to its closest game in another library (OpenSpiel), by name
    "bench/peers.py",
]
DATA = [  # files whose names and contents are recorded data of a game, not code
    "fuzz/corpus/", "tests/regressions/",
]
PROSE_SUFFIXES = (".md",)  # documentation anywhere
# Comments and docstrings only: usage examples in the API documentation of the bindings
# and of the catalogue.
COMMENTS_ONLY = ["capi/", "bindings/", "include/caper/catalogue.hpp"]
DATA_CODE = (  # code among the data is checked like any code
    ".py", ".cpp", ".hpp", ".h", ".c", ".cs", ".txt", ".cmake", ".sh", ".gd")

SKIP_DIRS = {".git", "__pycache__", ".mypy_cache"}  # not sources, at any depth
TOP_SKIP = ("build", "out")  # build trees at the top (.gitignore: /build*/, /out/)


def game_names(library):
    lib = ctypes.CDLL(library)
    lib.caper_game_count.restype = ctypes.c_size_t
    lib.caper_game_name.restype = ctypes.c_char_p
    lib.caper_game_name.argtypes = [ctypes.c_size_t]
    names = [lib.caper_game_name(i).decode() for i in range(lib.caper_game_count())]
    if not names:
        sys.exit("the library has no games: an empty catalogue fails")
    return names


def camel(name):
    return "".join(part.capitalize() for part in name.split("_"))


def files(root):
    for folder, dirs, names in os.walk(root):
        rel = os.path.relpath(folder, root)
        dirs[:] = sorted(d for d in dirs
                         if d not in SKIP_DIRS and not (rel == "." and d.startswith(TOP_SKIP)))
        for name in sorted(names):
            yield os.path.normpath(os.path.join(rel, name)).replace(os.sep, "/")


def code_lines(path, text):
    """The lines of `text` outside comments and docstrings, with their numbers."""
    in_doc = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if path.endswith(".py"):
            quotes = stripped.count('"""') + stripped.count("'''")
            if in_doc or quotes:
                if quotes % 2:
                    in_doc = not in_doc
                continue
            code = stripped.split("#", 1)[0]
        else:
            if stripped.startswith(("//", "/*", "*")):
                continue
            code = stripped.split("//", 1)[0]
        yield number, code


def allowed(path, game):
    places = [p.format(g=game) for p in OWN] + CATALOGUE + PEERS + DATA + GENERATED + TYPED
    if path.endswith(PROSE_SUFFIXES) or any(path.startswith(p) for p in places):
        return not any(path.startswith(p) and path.endswith(DATA_CODE) for p in DATA)
    return False


def check(root, names):
    patterns = {g: re.compile(re.escape(g) + "|" + re.escape(camel(g))) for g in names}
    found = []
    for path in files(root):
        try:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, OSError):
            continue  # binary: no source names a game there
        for game, pattern in patterns.items():
            if not pattern.search(text) and not pattern.search(path):
                continue
            if allowed(path, game):
                continue
            if pattern.search(path):
                found.append("%s: the file is named after %s" % (path, game))
                continue
            comments_ok = any(path.startswith(p) for p in COMMENTS_ONLY)
            lines = code_lines(path, text) if comments_ok else enumerate(text.splitlines(), 1)
            for number, line in lines:
                if pattern.search(line):
                    found.append("%s:%d: %s" % (path, number, line.strip()))
    return found


def self_test(names):
    """Names planted in core code, in a binding's code, in a script among data and in a file
    name are found; those in a binding's comments and docstrings, in recorded data and in
    the game's own folder are not."""
    game = names[0]
    with tempfile.TemporaryDirectory() as root:
        for path, text in [("src/core/x.cpp", 'auto g = make_game("%s");\n' % game),
                           ("capi/src/y.cpp", "// e.g. %s\nint y;\n" % game),
                           ("src/%s/rules.cpp" % game, '"%s"\n' % game),
                           ("bindings/python/z.py",
                            '"""Use %s."""\n# %s\nGAME = "%s"\n' % (game, game, game)),
                           ("fuzz/corpus/%s_1" % game, "{}"),
                           ("fuzz/corpus/seeds.py", "# %s\n" % game),
                           ("tests/core/%s_test.cpp" % camel(game), "int z;\n")]:
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as f:
                f.write(text)
        found = check(root, names)
    expected = ['bindings/python/z.py:3: GAME = "%s"' % game,
                "fuzz/corpus/seeds.py:1: # %s" % game,
                'src/core/x.cpp:1: auto g = make_game("%s");' % game,
                "tests/core/%s_test.cpp: the file is named after %s" % (camel(game), game)]
    if found != expected:
        sys.exit("self-test: expected %s, found %s" % (expected, found))
    print("self-test: the planted names were found, the allowed ones were not")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--self-test":
        self_test(game_names(sys.argv[2]))
        return
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, names = sys.argv[1], game_names(sys.argv[2])
    found = check(root, names)
    for place in found:
        print(place)
    if found:
        sys.exit("%d place(s) name a game outside its own folders, the catalogue and prose "
                 "(tests/shape/game_names.py lists the allowed places)" % len(found))
    print("%d games; no name outside the allowed places" % len(names))


if __name__ == "__main__":
    main()
