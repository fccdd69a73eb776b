"""caper.gymnasium.VectorEnv as a gymnasium.vector.VectorEnv: spaces, reset/step
signatures, SAME_STEP autoreset with Gymnasium's final_obs and final_info, truncation by a
turn limit, rewards of the learner seat, seeding, copies; checked against a replay through
caper.State (test_vector.py's Replay, the same rngs). The other autoreset modes:
test_gymnasium_autoreset.py."""

import gymnasium
import numpy as np
import pytest

import caper
import caper.gymnasium
from test_vector import Replay

N = 6
GAMES = caper.game_names()


@pytest.mark.parametrize("copy", [True, False])
@pytest.mark.parametrize("game", caper.game_names())
def test_a_batch_is_a_gymnasium_vector_env_matching_a_replay(game, copy):
    limited = "max_turns" in caper.Game(game).options
    options = {"max_turns": 60} if limited else {}
    env = caper.gymnasium.VectorEnv(game, N, seed=3, copy=copy, autoreset_mode="SameStep",
                                    **options)
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    assert env.single_action_space == gymnasium.spaces.Discrete(env._batch.num_actions)
    obs, infos = env.reset(seed=11)
    assert env.observation_space.contains(obs)
    replay = Replay(game, N, seed=11, options=options)
    picker = np.random.default_rng(2)
    ended = truncated = 0
    for _ in range(300):
        movers = [state.current_player for state in replay.states]
        np.testing.assert_array_equal(infos["current_player"], movers)
        for i, state in enumerate(replay.states):
            np.testing.assert_array_equal(obs["action_mask"][i], state.legal_mask())
        actions = env.sample_legal(picker)
        obs, rewards, terminations, truncations, infos = env.step(actions)
        assert env.observation_space.contains(obs)
        returns, done, ends = replay.step(actions)
        np.testing.assert_array_equal(terminations | truncations, np.asarray(done, bool))
        for i in range(N):
            expected = returns[i][0] if done[i] else 0.0  # the learner seat's (seat 0)
            assert rewards[i] == pytest.approx(expected)
        for i, (was_truncated, final) in ends.items():
            assert truncations[i] == bool(was_truncated) and terminations[i] != truncations[i]
            assert infos["_final_obs"][i] and infos["_final_info"][i]
            np.testing.assert_array_equal(infos["final_obs"][i]["observation"],
                                          np.asarray(final, np.float32))
            np.testing.assert_array_equal(infos["final_obs"][i]["action_mask"], 0)
            assert infos["final_info"]["current_player"][i] == movers[i]
            np.testing.assert_allclose(infos["returns"][i], returns[i])
            np.testing.assert_allclose(infos["final_info"]["returns"][i], returns[i])
            truncated += was_truncated
        if ends:  # the other games have none (also those that ended a step before)
            still = np.ones(N, bool)
            still[list(ends)] = False
            assert all(final is None for final in infos["final_obs"][still])
            assert not infos["_final_obs"][still].any()
            np.testing.assert_array_equal(infos["returns"][still], 0)
        else:
            assert "final_obs" not in infos and "final_info" not in infos
        ended += len(ends)
    assert ended > 0
    assert (truncated > 0) == limited
    env.close()


def test_seeds_reproduce_and_unseeded_resets_differ():
    def trace(env, seed):
        obs, _ = env.reset(seed=seed)
        picker = np.random.default_rng(0)
        out = [obs["observation"].tobytes()]
        for _ in range(30):
            out.append(env.step(env.sample_legal(picker))[0]["observation"].tobytes())
        return out

    a = caper.gymnasium.VectorEnv(GAMES[0], 4, seed=1, players=2)
    b = caper.gymnasium.VectorEnv(GAMES[0], 4, seed=1, players=2)
    assert trace(a, 5) == trace(b, 5)
    first, _ = a.reset()
    second, _ = a.reset()
    assert first["observation"].tobytes() != second["observation"].tobytes()
    again, _ = b.reset()
    np.testing.assert_array_equal(first["observation"], again["observation"])  # same seed chain


def test_copies_by_default_views_on_request():
    env = caper.gymnasium.VectorEnv(GAMES[0], 3, seed=0)
    obs, _ = env.reset(seed=0)
    kept = obs["observation"].copy()
    env.step(env.sample_legal(np.random.default_rng(0)))
    np.testing.assert_array_equal(obs["observation"], kept)  # a copy: not rewritten
    a, b = env.sample_legal(np.random.default_rng(1)), env.sample_legal(np.random.default_rng(2))
    assert a is not b
    views = caper.gymnasium.VectorEnv(GAMES[0], 3, seed=0, copy=False)
    obs, _ = views.reset(seed=0)
    assert not obs["observation"].flags.writeable


def test_bad_input_is_named():
    env = caper.gymnasium.VectorEnv(GAMES[-1], 2, seed=0)
    observations, _ = env.reset(seed=0)
    with pytest.raises(TypeError, match="one int"):
        env.reset(seed=[1, 2])
    illegal = int(np.flatnonzero(observations["action_mask"][0] == 0)[0])
    legal = int(np.flatnonzero(observations["action_mask"][1])[0])
    with pytest.raises(caper.IllegalActionError, match="game 0"):
        env.step([illegal, legal])
    with pytest.raises(ValueError, match="2 actions"):
        env.step([0, 0, 0])
