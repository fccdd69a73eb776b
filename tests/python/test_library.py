"""The package itself: how it is installed, versions, errors, handles, threads.

Runs against the library installed beside the native module, or the toy test copy of the
C ABI when LD_LIBRARY_PATH names its folder (CAPER_EXPECT_TOY=1)."""

import gc
import os
import subprocess
import sys
import threading
import unittest
import weakref

import caper
import caper._caper as native


class InstallTest(unittest.TestCase):
    def test_version_and_abi(self):
        self.assertRegex(caper.version(), r"^\d+\.\d+\.\d+$")
        # One version: the CMake project's, in the library and the package metadata.
        self.assertEqual(caper.__version__, caper.version())
        self.assertEqual(caper.abi_version(), 1)
        self.assertEqual(caper.ABI_VERSION, 1)

    def test_the_installed_package_carries_its_module_and_library(self):
        here = os.path.dirname(caper.__file__)
        self.assertIn("site-packages", here)
        self.assertEqual(os.path.dirname(native.__file__), here)
        self.assertTrue(os.path.exists(os.path.join(here, "_caper.pyi")))
        self.assertTrue(os.path.exists(os.path.join(here, "py.typed")))
        # The library the module loaded: the package's own copy, or the toy copy.
        with open("/proc/self/maps") as maps:
            loaded = {line.split()[-1] for line in maps if "libcaper.so" in line}
        self.assertEqual(len(loaded), 1, loaded)
        if os.environ.get("CAPER_EXPECT_TOY"):
            self.assertIn(os.path.join("tests", "toy_game", "lib"), loaded.pop())
        else:
            self.assertEqual(os.path.dirname(loaded.pop()), here)
        # From another working directory too, in a fresh interpreter.
        result = subprocess.run([sys.executable, "-c", "import caper; print(caper.game_names())"],
                                capture_output=True, text=True, timeout=120, cwd="/")
        self.assertEqual(result.stdout.strip(), str(caper.game_names()), result.stderr)


class GameListTest(unittest.TestCase):
    def test_names_match_the_count(self):
        names = caper.game_names()
        self.assertTrue(names)
        self.assertEqual(len(set(names)), len(names))
        for name in names:
            self.assertRegex(name, r"^[a-z_]+$")

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

    def test_seeds_are_range_checked_not_wrapped(self):
        with caper.Rng(2**64 - 1) as top:
            top.next_u64()
        for seed in (-1, 2**64, 2**64 + 7):
            with self.assertRaises(OverflowError) as cm:
                caper.Rng(seed)
            self.assertIn("seed", str(cm.exception))
        for seed in (1.0, True, "7"):
            with self.assertRaises(TypeError):
                caper.Rng(seed)


class HandleTest(unittest.TestCase):
    def test_context_manager_closes(self):
        with caper.Rng(5) as rng:
            rng.next_u64()
        self.assertTrue(rng.closed)
        with self.assertRaises(ValueError):
            rng.next_u64()
        rng.close()  # idempotent
        self.assertIn("closed", repr(rng))

    def test_collected_objects_go(self):
        game = caper.Game(caper.game_names()[0])
        state = game.initial_state()
        ref = weakref.ref(game)
        del game
        gc.collect()
        self.assertIsNotNone(ref(), "a state keeps its game alive")
        del state
        gc.collect()
        self.assertIsNone(ref())

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


class NoGameTest(unittest.TestCase):
    def test_expected_games_are_registered(self):
        if os.environ.get("CAPER_EXPECT_TOY"):
            self.assertIn("toy_high_card", caper.game_names())
        else:
            self.assertNotIn("toy_high_card", caper.game_names())


if __name__ == "__main__":
    unittest.main()
