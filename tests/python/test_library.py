"""The binding itself: loading, versions, errors, handles, buffers, threads.

Runs against whichever library CAPER_LIBRARY names (the real one or the toy test copy)."""

import ctypes
import gc
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest

import caper
from caper import _lib, core, errors

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(caper.__file__)))


def run_python(code, env_changes):
    env = dict(os.environ)
    env["PYTHONPATH"] = PACKAGE_DIR
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )


class VersionTest(unittest.TestCase):
    def test_version_and_abi(self):
        self.assertRegex(caper.version(), r"^\d+\.\d+\.\d+$")
        self.assertEqual(caper.abi_version(), 1)
        self.assertEqual(caper.ABI_VERSION, 1)

    def test_load_returns_the_library_path(self):
        path = caper.load()
        self.assertTrue(os.path.exists(path), path)
        if os.environ.get("CAPER_LIBRARY"):
            self.assertEqual(path, os.environ["CAPER_LIBRARY"])

    def test_abi_mismatch_is_a_clear_error(self):
        with self.assertRaises(caper.AbiVersionError) as cm:
            _lib.check_abi(2, "/some/libcaper.so", expected=1)
        text = str(cm.exception)
        self.assertIn("ABI version 2", text)
        self.assertIn("ABI version 1", text)
        self.assertIn("/some/libcaper.so", text)
        self.assertIsInstance(cm.exception, ImportError)
        _lib.check_abi(1, "x", expected=1)  # no error

    def test_abi_mismatch_at_load(self):
        # A binding that expects another ABI refuses the library when it loads it.
        result = run_python(
            "import caper, caper._lib as l\n"
            "l.ABI_VERSION = 99\n"
            "try:\n"
            "    caper.load()\n"
            "except caper.AbiVersionError as e:\n"
            "    print('MISMATCH', e)\n",
            {},
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("MISMATCH", result.stdout)
        self.assertIn("needs ABI version 99", result.stdout)

    def test_missing_library_is_a_clear_error(self):
        result = run_python(
            "import caper\n"
            "try:\n"
            "    caper.Game('x')\n"
            "except caper.LibraryNotFoundError as e:\n"
            "    print('NOTFOUND', e)\n",
            {"CAPER_LIBRARY": "/nonexistent/libcaper.so"},
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("NOTFOUND", result.stdout)
        self.assertIn("CAPER_LIBRARY=/nonexistent/libcaper.so", result.stdout)

    def test_the_variable_may_name_the_folder(self):
        folder = os.path.dirname(caper.load())
        result = run_python("import caper\nprint('LOADED', caper.load())\n", {"CAPER_LIBRARY": folder})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("LOADED " + os.path.join(folder, "libcaper.so"), result.stdout)

    def test_a_file_that_is_not_a_library(self):
        result = run_python(
            "import caper\n"
            "try:\n"
            "    caper.load()\n"
            "except caper.LibraryNotFoundError as e:\n"
            "    print('BAD', e)\n",
            {"CAPER_LIBRARY": os.path.abspath(__file__)},
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("BAD cannot load the caper library", result.stdout)

    def test_search_without_the_variable_names_the_places_tried(self):
        # No CAPER_LIBRARY, a copy of the package without a library beside it, and no
        # installed libcaper: the error tells how to fix it.
        with tempfile.TemporaryDirectory() as folder:
            shutil.copytree(
                os.path.dirname(caper.__file__),
                os.path.join(folder, "caper"),
                ignore=shutil.ignore_patterns("*.so", "*.dylib", "*.dll", "__pycache__"),
            )
            env = dict(os.environ, PYTHONPATH=folder)
            env.pop("CAPER_LIBRARY", None)
            env.pop("LD_LIBRARY_PATH", None)
            result = subprocess.run(
                [sys.executable, "-c",
                 "import caper\n"
                 "try:\n"
                 "    print('LOADED', caper.load())\n"
                 "except caper.LibraryNotFoundError as e:\n"
                 "    print('NOTFOUND', e)\n"],
                env=env, capture_output=True, text=True, timeout=120, cwd=folder,
            )
        self.assertEqual(result.returncode, 0, result.stderr)
        if "LOADED" in result.stdout and "/caper/" not in result.stdout:
            self.fail("expected no libcaper on this system's search path: " + result.stdout)
        self.assertIn("NOTFOUND", result.stdout)
        self.assertIn("CAPER_LIBRARY", result.stdout)
        self.assertIn(os.path.join(folder, "caper", "libcaper.so"), result.stdout)

    def test_the_installed_package_finds_its_own_library(self):
        # ctest's python.binding runs the tests against the copy pip installed in a venv,
        # without CAPER_LIBRARY: the package loads the library it carries.
        if not os.environ.get("CAPER_EXPECT_INSTALLED"):
            self.assertTrue(os.environ.get("CAPER_LIBRARY"), "run with CAPER_LIBRARY set or "
                            "against an installed copy (CAPER_EXPECT_INSTALLED=1)")
            return
        self.assertIsNone(os.environ.get("CAPER_LIBRARY"))
        self.assertIn("site-packages", caper.__file__)
        self.assertEqual(caper.load(), os.path.join(os.path.dirname(caper.__file__), "libcaper.so"))
        # From another working directory too, in a fresh interpreter.
        result = subprocess.run([sys.executable, "-c", "import caper; print(caper.load())"],
                                capture_output=True, text=True, timeout=120, cwd="/")
        self.assertEqual(result.stdout.strip(), caper.load(), result.stderr)


class GameListTest(unittest.TestCase):
    def test_names_match_the_count(self):
        lib = _lib.lib()
        names = caper.game_names()
        self.assertEqual(len(names), lib.caper_game_count())
        self.assertEqual(len(set(names)), len(names))
        for name in names:
            self.assertRegex(name, r"^[a-z_]+$")
        self.assertIsNone(lib.caper_game_name(len(names)))
        self.assertIsNone(lib.caper_game_name(10**6))

    def test_every_name_makes_a_game(self):
        for name in caper.game_names():
            with self.subTest(game=name), caper.Game(name) as game:
                self.assertEqual(game.name, name)
                self.assertGreaterEqual(game.num_players, 1)
                self.assertGreater(game.num_distinct_actions, 0)
                info = game.info()
                self.assertIsInstance(info, dict)
                self.assertEqual(info.get("name"), name)


class ErrorTest(unittest.TestCase):
    def test_unknown_game(self):
        with self.assertRaises(caper.UnknownGameError) as cm:
            caper.Game("no_such_game")
        e = cm.exception
        self.assertEqual(e.status, 2)
        self.assertEqual(e.status_name, "CAPER_E_UNKNOWN_GAME")
        self.assertIn("no_such_game", e.message)
        self.assertIn("caper_game_new", e.message)
        self.assertIsInstance(e, caper.CaperError)
        self.assertIsInstance(e, LookupError)
        self.assertTrue(str(e).startswith("CAPER_E_UNKNOWN_GAME: "))
        for name in caper.game_names():  # the message lists the known games
            self.assertIn(name, e.message)

    def test_utf8_both_ways(self):
        # The name goes in as UTF-8 and comes back, inside the message, as UTF-8.
        with self.assertRaises(caper.UnknownGameError) as cm:
            caper.Game("k\u00e4se_\u6e38\u620f")
        self.assertIn("k\u00e4se_\u6e38\u620f", cm.exception.message)

    def test_a_class_per_status(self):
        expected = {
            1: caper.InvalidArgumentError,
            2: caper.UnknownGameError,
            3: caper.BadOptionsError,
            4: caper.IllegalActionError,
            5: caper.ParseError,
            6: caper.BufferTooSmallError,
            7: caper.WrongPhaseError,
            100: caper.InternalError,
        }
        for status, cls in expected.items():
            e = caper.error_for_status(status, "m")
            self.assertIs(type(e), cls)
            self.assertEqual(e.status, status)
            self.assertEqual(e.message, "m")
            self.assertEqual(cls.status, status)
        other = caper.error_for_status(42, "odd")
        self.assertIs(type(other), caper.CaperError)
        self.assertEqual(other.status, 42)
        self.assertIn("42", other.status_name)

    def test_status_names_agree_with_the_library(self):
        lib = _lib.lib()
        for status in (0, 1, 2, 3, 4, 5, 6, 7, 100):
            self.assertEqual(lib.caper_status_name(status).decode(), caper.status_name(status))

    def test_raw_null_handles_are_errors_not_crashes(self):
        lib = _lib.lib()
        n = ctypes.c_size_t(0)
        self.assertEqual(lib.caper_state_legal_actions(None, None, 0, ctypes.byref(n)), 1)
        self.assertIn("NULL", lib.caper_last_error().decode())
        self.assertEqual(lib.caper_game_info_json(None, None, 0, ctypes.byref(n)), 1)
        out = _lib.StateP()
        self.assertEqual(lib.caper_game_initial_state(None, ctypes.byref(out)), 1)
        self.assertFalse(out)
        self.assertEqual(lib.caper_game_new(None, None, ctypes.byref(_lib.GameP())), 1)
        self.assertEqual(lib.caper_state_current_player(None), -2)
        self.assertEqual(lib.caper_state_is_terminal(None), 0)
        self.assertEqual(lib.caper_game_num_players(None), -1)
        lib.caper_state_free(None)  # a no-op
        lib.caper_game_free(None)
        lib.caper_rng_free(None)

    def test_bad_arguments_from_python(self):
        with self.assertRaises(TypeError):
            caper.Game(42)
        with self.assertRaises(ValueError):
            caper.Game("trap\0the_cap")
        with self.assertRaises(TypeError):
            caper.Rng("seed")
        with self.assertRaises(TypeError):
            caper.State()

    def test_errors_are_per_thread(self):
        # caper_last_error() is thread-local: concurrent failures keep their own messages.
        failures = []

        def worker(i):
            try:
                for _ in range(200):
                    try:
                        caper.Game("missing_%d" % i)
                    except caper.UnknownGameError as e:
                        if "missing_%d" % i not in e.message:
                            failures.append(e.message)
                    else:
                        failures.append("no error")
            except Exception as e:  # pragma: no cover - reported below
                failures.append(repr(e))

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(failures, [])


class RngTest(unittest.TestCase):
    def test_deterministic(self):
        with caper.Rng(42) as a, caper.Rng(42) as b, caper.Rng(43) as c:
            xs = [a.next_u64() for _ in range(10)]
            self.assertEqual(xs, [b.next_u64() for _ in range(10)])
            self.assertNotEqual(xs, [c.next_u64() for _ in range(10)])
            for x in xs:
                self.assertTrue(0 <= x < 2**64)

    def test_below(self):
        with caper.Rng(1) as rng:
            values = [rng.below(6) for _ in range(600)]
        self.assertEqual(set(values), set(range(6)))
        with caper.Rng(1) as rng, self.assertRaises(ValueError):
            rng.below(0)

    def test_seed_wraps_to_64_bits(self):
        with caper.Rng(-1) as a, caper.Rng(2**64 - 1) as b:
            self.assertEqual(a.next_u64(), b.next_u64())


class CountingFree:
    """Replaces a _free function of the loaded library with one that counts its calls
    (States are freed through the binding's unconverted copy, core._free_state_fn)."""

    def __init__(self, name):
        self.lib = _lib.lib()
        self.name = name
        self.real = getattr(self.lib, name)
        self.real_fast = core._free_state_fn
        self.freed = []

    def __enter__(self):
        def free(ptr):
            self.freed.append(ctypes.cast(ptr, ctypes.c_void_p).value)
            self.real(ptr)

        setattr(self.lib, self.name, free)
        if self.name == "caper_state_free":
            core._free_state_fn = free
        return self

    def __exit__(self, *exc):
        setattr(self.lib, self.name, self.real)
        core._free_state_fn = self.real_fast
        return False


class HandleTest(unittest.TestCase):
    def test_context_manager_closes(self):
        with CountingFree("caper_rng_free") as counter:
            with caper.Rng(5) as rng:
                rng.next_u64()
            self.assertTrue(rng.closed)
            self.assertEqual(len(counter.freed), 1)
            with self.assertRaises(ValueError):
                rng.next_u64()
            rng.close()  # idempotent
            del rng
            gc.collect()
            self.assertEqual(len(counter.freed), 1)  # never freed twice

    def test_collected_objects_free_their_handles(self):
        with CountingFree("caper_rng_free") as counter:
            rng = caper.Rng(5)
            del rng
            gc.collect()
            self.assertEqual(len(counter.freed), 1)

    def test_closed_handles_raise(self):
        for name in caper.game_names()[:1]:
            game = caper.Game(name)
            state = game.initial_state()
            game.close()
            with self.assertRaises(ValueError):
                game.initial_state()
            # The state keeps the library's game alive: it still works.
            self.assertIsInstance(state.to_json(), str)
            self.assertIn("closed", repr(game))
            state.close()
            with self.assertRaises(ValueError):
                state.legal_actions()
            with self.assertRaises(ValueError):
                state.apply(0)

    def test_many_states_are_freed(self):
        # Creating and dropping many states (also along a playout) frees every handle.
        for name in caper.game_names():
            with caper.Game(name) as game, CountingFree("caper_state_free") as counter:
                for _ in range(200):
                    s = game.initial_state()
                    del s
                with caper.Rng(1) as rng:
                    s = game.initial_state()
                    for _ in range(50):
                        if s.is_terminal:
                            break
                        s = s.apply(
                            s.sample_chance(rng) if s.is_chance_node else s.legal_actions()[0]
                        )
                    steps = len(s.history)
                    del s
                gc.collect()
                self.assertEqual(len(counter.freed), 200 + steps + 1)


class BufferRetryTest(unittest.TestCase):
    """The (buf, cap, *len) protocol: a too-small first guess is retried with the size the
    library reports, and gives the same answer."""

    def setUp(self):
        self.saved = (core._STRING_GUESS, core._ARRAY_GUESS)

    def tearDown(self):
        core._STRING_GUESS, core._ARRAY_GUESS = self.saved

    def test_tiny_guesses_give_the_same_results(self):
        for name in caper.game_names():
            with self.subTest(game=name), caper.Game(name) as game, caper.Rng(3) as rng:
                state = game.initial_state()
                for _ in range(5):
                    if state.is_terminal:
                        break
                    legal = state.legal_actions()
                    state = state.apply(
                        state.sample_chance(rng) if state.is_chance_node else legal[0]
                    )
                expected = (game.info_json(), state.to_json(), state.legal_actions(),
                            state.returns(), state.observation(0))
                core._STRING_GUESS, core._ARRAY_GUESS = 1, 1
                got = (game.info_json(), state.to_json(), state.legal_actions(),
                       state.returns(), state.observation(0))
                core._STRING_GUESS, core._ARRAY_GUESS = self.saved
                self.assertEqual(got, expected)

    def test_raw_protocol(self):
        for name in caper.game_names()[:1]:
            lib = _lib.lib()
            with caper.Game(name) as game:
                n = ctypes.c_size_t(0)
                h = game._handle()
                self.assertEqual(lib.caper_game_info_json(h, None, 0, ctypes.byref(n)), 6)
                needed = n.value
                self.assertEqual(needed, len(game.info_json().encode()) + 1)
                buf = ctypes.create_string_buffer(b"\x7f" * needed)
                self.assertEqual(lib.caper_game_info_json(h, buf, needed - 1, ctypes.byref(n)), 6)
                self.assertEqual(buf.raw[0], 0x7F)  # nothing written on failure
                self.assertEqual(lib.caper_game_info_json(h, None, 5, ctypes.byref(n)), 1)


class NoGameTest(unittest.TestCase):
    def test_expected_games_are_registered(self):
        if os.environ.get("CAPER_EXPECT_TOY"):
            self.assertIn("toy_high_card", caper.game_names())


if __name__ == "__main__":
    unittest.main()
