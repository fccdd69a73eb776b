"""Copies, array owners, integer ranges and threads: each test here is a case that once
crashed, read freed memory, wrapped an integer or half-applied a step."""

import copy
import gc
import pickle
import threading
import unittest

import numpy as np

import caper
from helpers import play

GAMES = caper.game_names()


def first_turn(game):
    """The first state of `game` where a seat moves (chance resolved by its first outcome)."""
    state = game.initial_state()
    while state.is_chance_node:
        state = state.apply(state.legal_actions()[0])
    return state


class CopiesTest(unittest.TestCase):
    def objects_without_copies(self):
        game = caper.Game(GAMES[0])
        return [caper.Rng(1), caper.Bot(game, "random", seed=1), caper.VectorEnv(game, 2, seed=1)]

    def test_rng_bot_and_batch_refuse_copy_deepcopy_and_pickle(self):
        for obj in self.objects_without_copies():
            for how in (copy.copy, copy.deepcopy, pickle.dumps):
                with self.subTest(obj=repr(obj), how=how.__name__):
                    with self.assertRaises(TypeError) as cm:
                        how(obj)
                    self.assertIn("cannot copy or pickle a caper.", str(cm.exception))
            # The refused copy left the object working.
            if isinstance(obj, caper.Rng):
                self.assertEqual(obj.next_u64(), caper.Rng(1).next_u64())

    def test_game_and_state_copy_for_real(self):
        for name in GAMES:
            game = caper.Game(name)
            _, final = play(game, 2)
            self.assertIs(copy.copy(game), game)  # immutable
            self.assertEqual(pickle.loads(pickle.dumps(game)), game)
            for other in (copy.copy(final), copy.deepcopy(final), pickle.loads(pickle.dumps(final))):
                self.assertIsNot(other, final)
                self.assertEqual(other, final)
                self.assertEqual(other.history, final.history)
                final.close()  # the copy is independent of the original's handle
                self.assertEqual(other.to_json(), other.to_json())
                _, final = play(game, 2)


class ArrayOwnerTest(unittest.TestCase):
    def test_a_view_keeps_the_batch_alive(self):
        n = 1024
        name = max(GAMES, key=lambda g: caper.Game(g).num_distinct_actions)  # the largest mask
        mask = caper.VectorEnv(name, n, seed=1).legal_mask  # the env is gone
        legal = caper.VectorEnv(name, n, seed=1).num_legal
        gc.collect()
        junk = [bytearray(4096) for _ in range(2000)]  # reuse freed memory if any was freed
        self.assertEqual(int(mask.sum()), int(legal.sum()))
        self.assertEqual(mask.shape, (n, caper.Game(name).num_distinct_actions))
        del junk

    def test_views_outlive_close_and_are_read_only(self):
        env = caper.VectorEnv(GAMES[0], 8, seed=3)
        players = env.current_player
        before = players.copy()
        env.close()
        self.assertTrue(env.closed)
        np.testing.assert_array_equal(players, before)
        with self.assertRaises(ValueError):
            players[0] = 5
        with self.assertRaises(ValueError):
            env.step(np.zeros(8, dtype=np.uint32))

    def test_masks_and_observations_into_the_callers_arrays(self):
        for name in GAMES:
            game = caper.Game(name)
            state = game.initial_state()
            mask = np.full(game.num_distinct_actions, 7, dtype=np.uint8)
            self.assertIs(state.legal_mask(out=mask), mask)
            self.assertEqual(mask.nonzero()[0].tolist(), state.legal_actions())
            buf = np.full(game.observation_size, -3.0, dtype=np.float32)
            self.assertIs(state.observation(0, out=buf), buf)
            self.assertEqual(buf.tolist(), state.observation(0).ravel().tolist())
            for bad in (np.zeros(game.observation_size, dtype=np.float64),
                        np.zeros(game.observation_size + 1, dtype=np.float32),
                        np.zeros(2 * game.observation_size, dtype=np.float32)[::2]):
                with self.assertRaises(TypeError):
                    state.observation(0, out=bad)
            frozen = np.zeros(game.num_distinct_actions, dtype=np.uint8)
            frozen.flags.writeable = False
            with self.assertRaises(TypeError):
                state.legal_mask(out=frozen)


class IntegerRangeTest(unittest.TestCase):
    def test_counts_and_seeds_do_not_wrap(self):
        game = caper.Game(GAMES[0])
        with self.assertRaises(OverflowError) as cm:
            caper.VectorEnv(game, 2**64 + 4)
        self.assertIn("num_envs", str(cm.exception))
        with self.assertRaises(OverflowError) as cm:
            caper.VectorEnv(game, 2, seed=2**64 + 7)
        self.assertIn("seed", str(cm.exception))
        with self.assertRaises(caper.InvalidArgumentError):
            caper.VectorEnv(game, 0)
        with self.assertRaises(OverflowError):
            caper.VectorEnv(game, -1)
        for count in (2.0, True):
            with self.assertRaises(TypeError):
                caper.VectorEnv(game, count)
        with self.assertRaises(OverflowError):
            caper.Bot(game, "random", seed=-1)
        with self.assertRaises(caper.InvalidArgumentError) as cm:
            caper.VectorEnv(game, 2**62)
        self.assertIn("memory", cm.exception.message)

    def test_step_refuses_out_of_range_float_and_bool_actions(self):
        for name in GAMES:
            env = caper.VectorEnv(name, 4, seed=5)
            legal = env.legal_actions[:, 0].astype(np.int64)
            before = env.total_steps
            for bad, error in ((legal + 2**32, OverflowError), (legal - 2**32, OverflowError),
                               (legal + 0.5, TypeError), (legal.astype(np.float64), TypeError),
                               (np.ones(4, dtype=bool), TypeError), (legal[:3], ValueError)):
                with self.assertRaises(error):
                    env.step(bad)
            self.assertEqual(env.total_steps, before)
            env.step(legal)
            self.assertGreater(env.total_steps, before)

    def test_state_and_vector_env_agree_on_bad_actions(self):
        state = first_turn(caper.Game(GAMES[0]))
        action = state.legal_actions()[0]
        with self.assertRaises(caper.InvalidArgumentError):
            state.apply(action + 2**32)
        for bad in (action + 0.5, True):
            with self.assertRaises(TypeError):
                state.apply(bad)


class VectorEnvGameTest(unittest.TestCase):
    def test_takes_a_game_with_its_options(self):
        for name in GAMES:
            game = caper.Game(name)
            low, high = game.players_range
            chosen = caper.Game(name, {"players": high}) if high > low else game
            env = caper.VectorEnv(chosen, 3, seed=1)
            self.assertEqual(env.num_players, chosen.num_players)
            self.assertIs(env.game, chosen)
            by_name = caper.VectorEnv(name, 3, seed=1, options=chosen.options_json)
            np.testing.assert_array_equal(by_name.observations, env.observations)
            with self.assertRaises(TypeError):
                caper.VectorEnv(chosen, 3, options={"players": low})
            with self.assertRaises(TypeError):
                caper.VectorEnv(42, 3)  # type: ignore[arg-type]


class ThreadTest(unittest.TestCase):
    def test_one_vector_env_from_two_threads_never_half_applies(self):
        # Stale actions from the other thread may be illegal: then no game changes. Every
        # step that succeeds moves every game by one action, so without chance nodes
        # total_steps counts num_envs per successful step exactly.
        names = [n for n in GAMES if not caper.Game(n).game_type.get("chance", True)]
        name = names[0] if names else GAMES[0]
        env = caper.VectorEnv(name, 64, seed=9)
        successes = []
        errors = []

        def worker(seed):
            picker = np.random.default_rng(seed)
            done = 0
            for _ in range(300):
                actions = env.sample_legal(picker).copy()
                try:
                    env.step(actions)
                    done += 1
                except caper.IllegalActionError:
                    pass
                except Exception as e:  # pragma: no cover - reported below
                    errors.append(repr(e))
            successes.append(done)

        threads = [threading.Thread(target=worker, args=(s,)) for s in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        for i in range(env.num_envs):
            self.assertEqual(env.legal_mask[i].nonzero()[0].tolist(),
                             sorted(env.legal_actions[i, : env.num_legal[i]].tolist()))
        if names:
            self.assertEqual(env.total_steps, 64 * sum(successes))

    def test_choose_lets_other_threads_run_and_one_bot_serialises(self):
        game = caper.Game(GAMES[0])
        state = first_turn(game)
        bot = caper.Bot(game, "mcts:ms=300", seed=1)
        ticks = []
        stop = threading.Event()

        def ticker():
            while not stop.is_set():
                ticks.append(1)
                stop.wait(0.005)

        chosen = []
        t = threading.Thread(target=ticker)
        t.start()
        choosers = [threading.Thread(target=lambda: chosen.append(bot.choose(state)))
                    for _ in range(2)]
        for c in choosers:
            c.start()
        for c in choosers:
            c.join()
        stop.set()
        t.join()
        self.assertEqual(len(chosen), 2)
        for action in chosen:
            self.assertTrue(state.is_legal(action))
        self.assertGreater(len(ticks), 20, "the GIL was held during the search")

    def test_a_search_cancelled_from_another_thread_returns_promptly(self):
        import time

        game = caper.Game(GAMES[0])
        state = first_turn(game)
        bot = caper.Bot(game, "mcts:ms=20000", seed=3)
        chosen = []
        search = threading.Thread(target=lambda: chosen.append(bot.choose(state)))
        start = time.monotonic()
        search.start()
        time.sleep(0.3)  # the search is running, without the GIL
        bot.cancel()
        search.join(10)
        elapsed = time.monotonic() - start
        self.assertFalse(search.is_alive(), "the cancelled search did not return")
        self.assertLess(elapsed, 5.0)  # a 20 s budget, stopped after 0.3 s
        self.assertTrue(state.is_legal(chosen[0]))
        bot.close()
        with self.assertRaises(ValueError):
            bot.cancel()


if __name__ == "__main__":
    unittest.main()
