"""What the ecosystems expect of an environment beyond their checkers: masks in the spaces'
dtype and action_masks(), make by registered id with keyword options, a name or a Game in
every constructor, reset() required after the end, integer actions, the default opponent,
PettingZoo's state() through wrappers, and copies and pickles that go on identically."""

import copy
import pickle

import gymnasium
import numpy as np
import pytest
import pyspiel
from pettingzoo.utils import wrappers

import caper
import caper.gymnasium
import caper.openspiel
import caper.pettingzoo

GAMES = caper.game_names()


def test_masks_are_int8_and_action_masks_gives_them():
    env = caper.gymnasium.make(GAMES[0], opponents="random", players=2)
    observation, _ = env.reset(seed=0)
    assert observation["action_mask"].dtype == np.int8
    np.testing.assert_array_equal(env.action_masks(), observation["action_mask"])
    assert env.action_masks()[env.action_space.sample(mask=env.action_masks())] == 1
    batch = caper.gymnasium.VectorEnv(GAMES[0], 2, seed=0)
    observations, _ = batch.reset(seed=0)
    assert observations["action_mask"].dtype == np.int8
    np.testing.assert_array_equal(batch.action_masks(), observations["action_mask"])
    aec = caper.pettingzoo.env(GAMES[0])
    aec.reset(seed=0)
    assert aec.observe(aec.agent_selection)["action_mask"].dtype == np.int8


@pytest.mark.parametrize("game", GAMES)
def test_make_by_id_with_keyword_options(game):
    env = gymnasium.make(caper.gymnasium.env_id(game), players=2, opponents="random")
    assert env.unwrapped.game.num_players == 2
    env.reset(seed=1)
    again = gymnasium.make(env.spec)  # the spec makes it again
    assert again.unwrapped.game.num_players == 2


def test_every_constructor_takes_a_name_or_a_game():
    game = caper.Game(GAMES[0], {"players": 3})
    for env in (caper.gymnasium.make(game, opponents="random"),
                caper.gymnasium.CaperEnv(game, opponents="random"),
                caper.gymnasium.VectorEnv(game, 2), caper.pettingzoo.env(game),
                caper.AECEnv(game)):
        assert env.unwrapped.game.num_players == 3
    with pytest.raises(TypeError, match="options come with the Game"):
        caper.gymnasium.VectorEnv(game, 2, players=2)
    for make in (caper.gymnasium.make, caper.pettingzoo.env):
        with pytest.raises(TypeError, match="game must be"):
            make(3)


def test_the_default_opponents_are_the_easy_level():
    env = caper.gymnasium.make(GAMES[0], players=3)
    assert [bot.spec for bot in env._bots.values()] == ["easy", "easy"]
    assert caper.gymnasium.DEFAULT_OPPONENTS == "easy"


def test_step_needs_reset_first_and_after_the_end():
    env = caper.gymnasium.make(GAMES[0], opponents="random", players=2)
    with pytest.raises(caper.gymnasium.ResetNeeded, match="reset"):
        env.step(0)
    observation, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    assert env.step(illegal)[2]  # an unmasked action ends the episode...
    with pytest.raises(ValueError, match="reset"):
        env.step(int(np.flatnonzero(observation["action_mask"])[0]))  # ...for good
    assert issubclass(caper.gymnasium.ResetNeeded, gymnasium.error.ResetNeeded)


def test_actions_and_arguments_must_have_their_types():
    env = caper.gymnasium.make(GAMES[0], opponents="random", players=2)
    observation, _ = env.reset(seed=0)
    legal = int(np.flatnonzero(observation["action_mask"])[0])
    for bad in (float(legal), True, str(legal), None):
        with pytest.raises(TypeError, match="action must be an integer"):
            env.step(bad)
    env.step(np.int64(legal))  # numpy integers are integers
    game = GAMES[0]
    with pytest.raises(TypeError, match="seat"):
        caper.gymnasium.make(game, seat="0")
    with pytest.raises(TypeError, match="illegal_reward"):
        caper.gymnasium.make(game, illegal_reward="-1")
    with pytest.raises(TypeError, match="opponents"):
        caper.gymnasium.make(game, opponents=5)
    with pytest.raises(ValueError, match="opponents: 2 opponent seats but 1"):
        caper.gymnasium.make(game, opponents=["random"], players=3)
    with pytest.raises(TypeError, match="seed"):
        env.reset(seed=1.5)
    with pytest.raises(TypeError, match="num_envs"):
        caper.gymnasium.VectorEnv(game, 2.0)
    with pytest.raises(ValueError, match="num_envs"):
        caper.gymnasium.VectorEnv(game, 0)
    with pytest.raises(TypeError, match="copy"):
        caper.gymnasium.VectorEnv(game, 2, copy="yes")
    with pytest.raises(ValueError, match="seat 2"):
        caper.gymnasium.VectorEnv(game, 2, seat=2, players=2)
    aec = caper.pettingzoo.env(game)
    aec.reset(seed=0)
    with pytest.raises(TypeError, match="action must be an integer"):
        aec.step(1.0)


def test_pettingzoo_state_works_through_wrappers():
    env = wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(
        caper.pettingzoo.env(GAMES[0])))
    env.reset(seed=0)
    with pytest.raises(NotImplementedError, match="global state"):
        env.state()
    assert isinstance(env.unwrapped.caper_state, caper.State)


def copies(env):
    return [copy.deepcopy(env), pickle.loads(pickle.dumps(env))]


def assert_copies_go_on(env, trace, before, after):
    """``before`` steps, then copies, which show what the original shows ``after`` steps on."""
    trace(env, np.random.default_rng(0), before)
    made = copies(env)
    expected = trace(env, np.random.default_rng(1), after)  # the original goes on
    for other in made:
        assert trace(other, np.random.default_rng(1), after) == expected


def gym_trace(env, picker, steps):
    """Steps with legal picks (a reset without seed at each end): what it showed."""
    out = []
    for _ in range(steps):
        mask = env.action_masks()
        if not mask.any():
            out.append(env.reset()[0]["observation"].tobytes())
            continue
        observation, reward, terminated, truncated, _ = env.step(int(picker.choice(
            np.flatnonzero(mask))))
        out.append((observation["observation"].tobytes(), reward, terminated, truncated))
        if terminated or truncated:
            out.append(env.reset()[0]["observation"].tobytes())
    return out


@pytest.mark.parametrize("opponents", ["easy", None], ids=["bots", "self-play"])
@pytest.mark.parametrize("game", GAMES)
def test_a_gymnasium_env_copy_goes_on_identically(game, opponents):
    env = caper.gymnasium.make(game, opponents=opponents, players=2)
    before = copies(env)  # before any reset: the copy needs one too
    for other in before:
        with pytest.raises(ValueError, match="reset"):
            other.step(0)
    env.reset(seed=3)
    assert_copies_go_on(env, gym_trace, 7, 25)


def aec_trace(env, picker, steps):
    out = []
    for _ in range(steps):
        if not env.agents:
            env.reset()
        observation, reward, termination, truncation, _ = env.last()
        out.append((env.agent_selection, observation["observation"].tobytes(), reward))
        done = termination or truncation
        env.step(None if done else int(picker.choice(np.flatnonzero(
            observation["action_mask"]))))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_an_aec_env_copy_goes_on_identically(game):
    env = caper.pettingzoo.env(game, players=2)
    copies(env)
    env.reset(seed=4)
    assert_copies_go_on(env, aec_trace, 9, 40)


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_games_and_states_pickle(game):
    spiel = pyspiel.load_game(caper.openspiel.short_name(game), {"players": 2})
    again = pickle.loads(pickle.dumps(spiel))
    assert type(again) is type(spiel) and again.get_parameters() == spiel.get_parameters()
    state, rng = spiel.new_initial_state(), np.random.default_rng(0)
    for _ in range(20):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, p = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=p)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    for other in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
        assert other.history() == state.history()
        assert other.caper_state.to_json() == state.caper_state.to_json()


def test_the_vector_env_refuses_copies_by_name():
    env = caper.gymnasium.VectorEnv(GAMES[0], 2)
    for attempt in (copy.deepcopy, pickle.dumps):
        with pytest.raises(TypeError, match="cannot copy or pickle a caper.gymnasium.VectorEnv"):
            attempt(env)
