"""caper.pettingzoo under PettingZoo's own checks (api_test, seed_test, render_test) for
every game and every option set of its kConfigurations, plus what those checks leave out:
rewards counted once, reset without a seed giving a new game, the ansi text being the
mover's view, and clear errors after the game."""

import functools

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test

import caper
import caper.pettingzoo
from configurations import every_configuration

GAMES = caper.game_names()
CONFIGURATIONS = every_configuration(GAMES)
HIDDEN = [g for g in GAMES if caper.Game(g).game_type.get("hidden_information")]
LIMITED = [g for g in GAMES if "max_turns" in caper.Game(g).options]
IDS = [f"{game}-{label}" for game, label, _ in CONFIGURATIONS]


# Any warning fails the checks, except PettingZoo's two notes on every environment whose
# observation is a dict with an action mask (the layout its own action-masked games use).
@pytest.mark.filterwarnings(
    "error",
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:Observation is not a NumPy array:UserWarning",
)
@pytest.mark.parametrize("game,label,options", CONFIGURATIONS, ids=IDS)
def test_pettingzoo_checks(game, label, options):
    make = functools.partial(caper.pettingzoo.env, game, **options)
    env = make()
    api_test(env, num_cycles=300)
    seed_test(make, num_cycles=300)
    render_test(make)


def play(env, seed, picker):
    """One whole game through the AEC loop: [(agent, reward, termination, truncation)]."""
    env.reset(seed=seed)
    seen = []
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        seen.append((agent, reward, termination, truncation))
        if termination or truncation:
            env.step(None)
        else:
            env.step(int(picker.choice(np.flatnonzero(observation["action_mask"]))))
    return seen


@pytest.mark.parametrize("game", caper.game_names())
def test_final_rewards_are_counted_once(game):
    # The sum of what last() reports to each agent over a whole game is its return.
    env = caper.pettingzoo.env(game)
    seen = play(env, 5, np.random.default_rng(5))
    totals = {agent: 0.0 for agent in env.possible_agents}
    for agent, reward, _, _ in seen:
        totals[agent] += reward
    returns = env.caper_state.returns()
    assert [totals[a] for a in env.possible_agents] == returns
    assert sum(returns) > 0  # a decided game: someone got a reward
    with pytest.raises(ValueError, match="call reset"):
        env.last()
    with pytest.raises(ValueError, match="call reset"):
        env.step(None)


@pytest.mark.parametrize("game", HIDDEN)
def test_reset_without_a_seed_starts_another_game(game):
    # Games that deal hidden cards: another deal is another state.
    env = caper.pettingzoo.env(game, players=3)
    env.reset(seed=1)
    first = env.caper_state.to_json()
    env.reset()
    second = env.caper_state.to_json()
    env.reset(seed=1)
    assert env.caper_state.to_json() == first  # a seed replays
    assert second != first  # the generator went on: another deal


def test_a_turn_limit_is_a_truncation():
    # max_turns 1: each game with a turn limit ends by it (or by its rules first); every
    # agent is truncated exactly when the state says so.
    truncated = 0
    for game in LIMITED:
        env = caper.pettingzoo.env(game, players=2, max_turns=1)
        seen = play(env, 3, np.random.default_rng(3))
        expected = env.caper_state.result["truncated"]
        assert [(t, u) for _, _, t, u in seen if t or u] == [(not expected, expected)] * 2
        truncated += expected
    assert LIMITED and truncated > 0


@pytest.mark.parametrize("game", HIDDEN)
def test_ansi_render_is_the_movers_view(game):
    env = caper.pettingzoo.env(game, render_mode="ansi", players=3)
    env.reset(seed=2)
    seat = env.possible_agents.index(env.agent_selection)
    assert env.render() == env.caper_state.to_text(seat)
    assert env.render() != env.caper_state.to_text(-1)  # the others' hands stay hidden


@pytest.mark.parametrize("game", GAMES)
def test_spaces_are_gymnasium_spaces_with_the_games_bounds(game):
    env = caper.pettingzoo.env(game, players=2)
    space = env.observation_space("player_0")["observation"]
    caper_game = caper.Game(game, {"players": 2})
    assert space.shape == (caper_game.observation_size,)
    np.testing.assert_array_equal(space.high, np.float32(caper_game.observation_high))
    assert (space.low == 0).all() and (space.high >= 1).all()
    assert env.action_space("player_1").n == caper_game.num_distinct_actions
    with pytest.raises(KeyError, match="player_2"):
        env.observation_space("player_2")


def test_bad_arguments_are_named():
    game = GAMES[0]
    most = caper.Game(game).players_range[1]
    with pytest.raises(ValueError, match="render_mode"):
        caper.pettingzoo.env(game, render_mode="rgb_array")
    with pytest.raises(caper.BadOptionsError):
        caper.pettingzoo.env(game, players=most + 1)
    env = caper.pettingzoo.env(game, players=2)
    env.reset(seed=0)
    with pytest.raises(ValueError, match="must act"):
        env.step(None)
    illegal = int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(caper.IllegalActionError):
        env.step(illegal)
