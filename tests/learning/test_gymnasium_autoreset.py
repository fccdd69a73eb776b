"""caper.gymnasium.VectorEnv in each of Gymnasium's autoreset modes, step for step against
a gymnasium.vector.SyncVectorEnv of the self-play single envs (the same seeds: the same
arrays), bare and under Gymnasium's own vector wrappers."""

import gymnasium
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from gymnasium.wrappers import vector as wrappers

import caper
import caper.gymnasium

GAMES = caper.game_names()
MODES = [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP, AutoresetMode.DISABLED]
N = 3


def short_options(game):
    """Two players; a turn limit of 8 where the game has one, so that games end (some by
    truncation) within the test's steps."""
    limited = "max_turns" in caper.Game(game).options
    return dict(players=2, **({"max_turns": 8} if limited else {}))


def both(game, mode, wrap=lambda env: env):
    options = short_options(game)
    ours = caper.gymnasium.VectorEnv(game, N, seed=0, autoreset_mode=mode, **options)
    singles = [lambda: caper.gymnasium.make(game, opponents=None, **options)] * N
    return wrap(ours), wrap(SyncVectorEnv(singles, autoreset_mode=mode))


def assert_same(ours, theirs):
    if isinstance(ours, dict):
        assert ours.keys() == theirs.keys()
        for key in ours:
            assert_same(ours[key], theirs[key])
    else:
        np.testing.assert_array_equal(ours, theirs)


def assert_same_step(ours, theirs, mode):
    for a, b in zip(ours[:4], theirs[:4]):
        assert_same(a, b)
    infos, expected = ours[4], theirs[4]
    assert_same(infos["current_player"], expected["current_player"])
    if mode == AutoresetMode.SAME_STEP and "_final_obs" in expected:
        assert_same(infos["_final_obs"], expected["_final_obs"])
        assert_same(infos["_final_info"], expected["_final_info"])
        for i in np.flatnonzero(expected["_final_obs"]):
            assert_same(infos["final_obs"][i], expected["final_obs"][i])
        final = expected["final_info"]
        assert_same(infos["final_info"]["current_player"][final["_current_player"]],
                    final["current_player"][final["_current_player"]])
    else:
        assert "final_obs" not in infos and "final_obs" not in expected


def run_side_by_side(ours, theirs, mode, steps=120):
    """Steps both with the same random legal actions; returns the ends seen."""
    assert_same(ours.reset(seed=5)[0], theirs.reset(seed=5)[0])
    picker = np.random.default_rng(1)
    ends = 0
    for _ in range(steps):
        actions = ours.unwrapped.sample_legal(picker)
        mine, expected = ours.step(actions), theirs.step(actions)
        assert_same_step(mine, expected, mode)
        done = expected[2] | expected[3]
        ends += int(done.sum())
        if mode == AutoresetMode.DISABLED and done.any():
            mine = ours.reset(options={"reset_mask": done.copy()})
            expected = theirs.reset(options={"reset_mask": done.copy()})
            assert_same(mine[0], expected[0])
            assert_same(mine[1]["current_player"], expected[1]["current_player"])
    return ends


@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.name)
@pytest.mark.parametrize("game", GAMES)
def test_the_same_arrays_as_a_sync_vector_env_of_single_envs(game, mode):
    ours, theirs = both(game, mode)
    assert ours.metadata["autoreset_mode"] == mode
    assert run_side_by_side(ours, theirs, mode) > 0


def observation_wrappers(mode):
    def wrap(env):
        env = wrappers.FlattenObservation(env)
        if mode == AutoresetMode.NEXT_STEP:  # (Gymnasium's NormalizeObservation needs it)
            env = wrappers.NormalizeObservation(env)
        env = wrappers.DtypeObservation(env, np.float64)
        # (Gymnasium's RecordEpisodeStatistics drops a reset's reset_mask: DISABLED's
        # partial resets would become whole ones)
        return wrappers.RecordEpisodeStatistics(env) if mode == AutoresetMode.NEXT_STEP else env

    return wrap


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.DISABLED],
                         ids=lambda m: m.name)
def test_under_gymnasiums_observation_wrappers(mode):
    ours, theirs = both(GAMES[0], mode, observation_wrappers(mode))
    assert ours.observation_space == theirs.observation_space
    assert run_side_by_side(ours, theirs, mode) > 0
    if mode == AutoresetMode.NEXT_STEP:
        assert len(ours.return_queue) > 0
        assert list(ours.return_queue) == list(theirs.return_queue)
        assert list(ours.length_queue) == list(theirs.length_queue)


def test_observation_wrappers_refuse_same_step_as_gymnasium_says():
    ours, _ = both(GAMES[0], AutoresetMode.SAME_STEP)
    with pytest.raises(ValueError, match="NEXT_STEP or DISABLED"):
        wrappers.FlattenObservation(ours)


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP],
                         ids=lambda m: m.name)
def test_episode_statistics_report_the_learner_seats_returns(mode):
    # Every episode's return is seat 0's, from the returns the vector env reports (in a
    # 2-player game: 1, 0 or 0.5), never the last mover's (which is 1 in nearly every game).
    game = GAMES[-1]
    env = wrappers.RecordEpisodeStatistics(
        caper.gymnasium.VectorEnv(game, 4, seed=2, autoreset_mode=mode, **short_options(game)))
    env.reset(seed=3)
    picker, expected = np.random.default_rng(0), []
    for _ in range(300):
        _, rewards, terminations, truncations, infos = env.step(
            env.unwrapped.sample_legal(picker))
        done = terminations | truncations
        if not done.any():
            continue
        expected += infos["returns"][done, 0].tolist()
        np.testing.assert_array_equal(rewards[done], infos["returns"][done, 0])
    assert len(expected) > 4 and list(env.return_queue) == pytest.approx(expected)
    assert 0 < np.mean(expected) < 1


def test_misuse_of_the_modes_is_named():
    game = GAMES[0]
    with pytest.raises(ValueError, match="autoreset_mode 'sometimes'"):
        caper.gymnasium.VectorEnv(game, 2, autoreset_mode="sometimes")
    env = caper.gymnasium.VectorEnv(game, 2, seed=0, autoreset_mode="Disabled")
    assert env.metadata["autoreset_mode"] == AutoresetMode.DISABLED
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"reset_mask.*games \[0\] have not ended"):
        env.reset(options={"reset_mask": np.array([True, False])})
    with pytest.raises(TypeError, match="reset_mask"):
        env.reset(options={"reset_mask": [True, False]})
    picker, done = np.random.default_rng(0), np.zeros(2, bool)
    while not done.any():
        _, _, terminations, truncations, _ = env.step(env.sample_legal(picker))
        done = terminations | truncations
    with pytest.raises(ValueError, match="reset_mask"):
        env.step(env.sample_legal(picker))  # an ended game not restarted
    with pytest.raises(ValueError, match="seed"):
        env.reset(seed=1, options={"reset_mask": done})
    env.reset(options={"reset_mask": done})
    env.step(env.sample_legal(picker))
