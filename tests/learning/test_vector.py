"""caper.VectorEnv (caper_vec): its buffers must be exactly what the plain State API gives
for the same games, chance drawn in the same order from an rng with the same seed."""

import unittest

import numpy as np

import caper
from caper.vector import HOLD, VectorEnv

GAMES = caper.game_names()
N = 5


class Replay:
    """The batch replayed with caper.State: game i resolves its chance, restarts included,
    with its own rng seeded with seed + i, as caper_vec documents."""

    def __init__(self, name, n, seed, options=None):
        self.game = caper.Game(name, options)
        self.rngs = [caper.Rng(seed + i) for i in range(n)]
        self.states = [self._settle(i, self.game.initial_state()) for i in range(n)]

    def _settle(self, i, state):
        while state.is_chance_node:
            state = state.apply(state.sample_chance(self.rngs[i]))
        return state

    def step(self, actions):
        """rewards, done and {game: (truncated, final observation of the last mover)}."""
        rewards, done, ends = [], [], {}
        for i, action in enumerate(actions):
            if action == HOLD:
                rewards.append([0.0] * self.game.num_players)
                done.append(0)
                continue
            mover = self.states[i].current_player
            state = self._settle(i, self.states[i].apply(int(action)))
            finished = state.is_terminal
            rewards.append(state.returns() if finished else [0.0] * self.game.num_players)
            done.append(1 if finished else 0)
            if finished:
                ends[i] = (int(state.result["truncated"]), state.observation(mover).ravel().tolist())
            self.states[i] = self._settle(i, self.game.initial_state()) if finished else state
        return rewards, done, ends


class VectorEnvAgreesWithStates(unittest.TestCase):
    def assert_buffers_match(self, env, replay):
        for i, state in enumerate(replay.states):
            mover = state.current_player
            self.assertEqual(env.current_player[i], mover)
            np.testing.assert_array_equal(env.legal_mask[i], state.legal_mask())
            legal = state.legal_actions()
            self.assertEqual(env.num_legal[i], len(legal))
            np.testing.assert_array_equal(env.legal_actions[i, : len(legal)], legal)
            np.testing.assert_array_equal(
                env.observations[i], state.observation(mover).ravel())

    def test_every_game_matches_a_replay_through_states(self):
        # max_turns 60 in the games that have a turn limit, so that some games end by it.
        for name in GAMES:
            with self.subTest(game=name):
                limited = "max_turns" in caper.Game(name).options
                options = {"max_turns": 60} if limited else None
                env = VectorEnv(name, N, seed=11, options=options)
                replay = Replay(name, N, seed=11, options=options)
                truncated = 0
                self.assert_buffers_match(env, replay)
                picker = np.random.default_rng(3)
                finished = 0
                for _ in range(400):
                    actions = env.sample_legal(picker).copy()
                    env.step(actions)
                    rewards, done, ends = replay.step(actions)
                    np.testing.assert_array_equal(env.done, done)
                    for i, (was_truncated, final) in ends.items():
                        self.assertEqual(env.truncated[i], was_truncated)
                        np.testing.assert_array_equal(env.final_observations[i],
                                                      np.asarray(final, np.float32))
                        truncated += was_truncated
                    np.testing.assert_array_equal(env.truncated[env.done == 0], 0)
                    # rows of the games that did not end are zero, also those filled by
                    # the step before
                    np.testing.assert_array_equal(env.final_observations[env.done == 0], 0)
                    np.testing.assert_allclose(env.rewards, np.asarray(rewards, np.float32))
                    self.assert_buffers_match(env, replay)
                    finished += int(env.done.sum())
                self.assertGreater(env.total_steps, 400 * N)
                # Games ended and restarted inside the batch (2 to 30 of them with these
                # seeds), so the restart path was checked against the replay too.
                self.assertGreater(finished, 0)
                self.assertEqual(truncated > 0, limited)
                env.close()

    def test_same_seed_same_buffers_other_seed_other_games(self):
        name = GAMES[0]
        runs = []
        for seed in (5, 5, 6):
            env = VectorEnv(name, 8, seed=seed)
            picker = np.random.default_rng(1)
            trace = []
            for _ in range(50):
                env.step(env.sample_legal(picker))
                trace.append(env.observations.tobytes() + env.legal_mask.tobytes() +
                             env.rewards.tobytes() + env.done.tobytes())
            runs.append(b"".join(trace))
            env.close()
        self.assertEqual(runs[0], runs[1])
        self.assertNotEqual(runs[0], runs[2])

    def test_held_games_stay_as_they_are(self):
        # Games 1 and 3 held every other step: the replay holds them too, and every buffer
        # still matches; a held game is never done.
        name = GAMES[0]
        env, replay = VectorEnv(name, 4, seed=4), Replay(name, 4, seed=4)
        picker = np.random.default_rng(5)
        for step in range(200):
            actions = env.sample_legal(picker).copy()
            if step % 2:
                actions[[1, 3]] = HOLD
            before = env.observations[[1, 3]].copy()
            env.step(actions)
            replay.step(actions)
            self.assert_buffers_match(env, replay)
            if step % 2:
                np.testing.assert_array_equal(env.observations[[1, 3]], before)
                np.testing.assert_array_equal(env.done[[1, 3]], 0)

    def test_game_i_plays_as_a_single_game_seeded_seed_plus_i(self):
        name = GAMES[-1]
        batch = VectorEnv(name, 3, seed=20)
        alone = VectorEnv(name, 1, seed=22)
        np.testing.assert_array_equal(batch.observations[2], alone.observations[0])
        picker = np.random.default_rng(0)
        for _ in range(100):
            actions = batch.sample_legal(picker)
            batch.step(actions)
            alone.step(actions[2:])
            np.testing.assert_array_equal(batch.observations[2], alone.observations[0])
            np.testing.assert_array_equal(batch.rewards[2], alone.rewards[0])

    def test_reset_restarts_as_a_new_batch(self):
        name = GAMES[-1]
        fresh = VectorEnv(name, 4, seed=9)
        used = VectorEnv(name, 4, seed=1)
        used.step(used.sample_legal(np.random.default_rng(0)))
        used.reset(seed=9)
        np.testing.assert_array_equal(fresh.observations, used.observations)
        np.testing.assert_array_equal(fresh.legal_mask, used.legal_mask)
        np.testing.assert_array_equal(fresh.current_player, used.current_player)


class VectorEnvRefusesBadInput(unittest.TestCase):
    def test_an_illegal_action_names_the_game_and_changes_nothing(self):
        for name in GAMES:
            with self.subTest(game=name):
                env = VectorEnv(name, 3, seed=2)
                before = (env.observations.copy(), env.legal_mask.copy(), env.total_steps)
                actions = env.sample_legal(np.random.default_rng(0)).copy()
                illegal = int(np.flatnonzero(env.legal_mask[1] == 0)[0])
                actions[1] = illegal
                with self.assertRaises(caper.IllegalActionError) as caught:
                    env.step(actions)
                self.assertIn("game 1", str(caught.exception))
                np.testing.assert_array_equal(env.observations, before[0])
                np.testing.assert_array_equal(env.legal_mask, before[1])
                self.assertEqual(env.total_steps, before[2])

    def test_sizes_and_shapes(self):
        name = GAMES[0]
        with self.assertRaises(caper.InvalidArgumentError):
            VectorEnv(name, 0)
        with self.assertRaises(caper.InvalidArgumentError):
            VectorEnv(name, 2**40)
        with self.assertRaises(caper.UnknownGameError):
            VectorEnv("no_such_game", 2)
        with self.assertRaises(caper.BadOptionsError):
            VectorEnv(name, 2, options={"players": 99})
        env = VectorEnv(name, 2)
        with self.assertRaises(ValueError):
            env.step([0, 0, 0])
        env.close()  # the views keep the batch's memory and their last contents
        self.assertEqual(env.observations.size, 2 * env.observation_size)
        with self.assertRaises(ValueError):
            env.step([0, 0])


if __name__ == "__main__":
    unittest.main()
