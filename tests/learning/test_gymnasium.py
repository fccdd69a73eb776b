"""caper.gymnasium.make under Gymnasium's check_env for every game and option set, and the
single-agent contract: bots move in between, the reward is the agent's return, an unmasked
action ends the episode, a turn limit is a truncation, seeds replay."""

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import caper
import caper.gymnasium
from configurations import every_configuration

GAMES = caper.game_names()
CONFIGURATIONS = every_configuration(GAMES)
HIDDEN = [g for g in GAMES if caper.Game(g).game_type.get("hidden_information")]
LIMITED = [g for g in GAMES if "max_turns" in caper.Game(g).options]
IDS = [f"{game}-{label}" for game, label, _ in CONFIGURATIONS]


def checked(env):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # check_env reports most problems as warnings
        check_env(env)


@pytest.mark.parametrize("game,label,options", CONFIGURATIONS, ids=IDS)
def test_check_env_against_random_bots(game, label, options):
    checked(caper.gymnasium.make(game, opponents="random", **options))
    checked(caper.gymnasium.make(game, opponents="random", render_mode="ansi", **options))


@pytest.mark.parametrize("game", caper.game_names())
def test_check_env_against_mcts(game):
    checked(caper.gymnasium.make(game, opponents="mcts:100", players=2))


def play(env, seed, picker):
    observation, _ = env.reset(seed=seed)
    rewards, steps = [], 0
    while True:
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) > 0 and env.caper_state.current_player == env.seat
        observation, reward, terminated, truncated, info = env.step(int(picker.choice(legal)))
        rewards.append(reward)
        steps += 1
        if terminated or truncated:
            return rewards, terminated, truncated, info, steps


@pytest.mark.parametrize("game", caper.game_names())
def test_a_whole_game_against_bots(game):
    env = caper.gymnasium.make(game, opponents=["greedy", "random"], seat=1, players=3)
    rewards, terminated, truncated, info, _ = play(env, 4, np.random.default_rng(4))
    assert env.caper_state.is_terminal and terminated and not truncated
    assert rewards[:-1] == [0.0] * (len(rewards) - 1)
    assert rewards[-1] == env.caper_state.returns()[1]
    assert info["result"] == env.caper_state.result
    with pytest.raises(ValueError, match="reset"):
        env.step(0)


def test_seeds_replay_and_unseeded_resets_go_on():
    env = caper.gymnasium.make(HIDDEN[0], opponents="mcts:20", players=3)
    first = play(env, 9, np.random.default_rng(1))
    again = play(env, 9, np.random.default_rng(1))
    assert first == again
    env.reset(seed=9)
    seeded = env.caper_state.to_json()
    env.reset()
    assert env.caper_state.to_json() != seeded


def test_an_unmasked_action_ends_the_episode():
    env = caper.gymnasium.make(GAMES[0], opponents="random", players=2)
    observation, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.caper_state.to_json()
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] == illegal
    assert env.caper_state.to_json() == before  # nothing was applied


def test_a_turn_limit_is_a_truncation():
    truncations = 0
    for game in LIMITED:
        env = caper.gymnasium.make(game, opponents="random", players=2, max_turns=1)
        rewards, terminated, truncated, info, _ = play(env, 2, np.random.default_rng(2))
        assert truncated == info["result"]["truncated"] and terminated != truncated
        truncations += truncated
    assert LIMITED and truncations > 0


def test_bad_arguments_are_named():
    game = GAMES[0]
    with pytest.raises(ValueError, match="2 opponent seats but 1"):
        caper.gymnasium.make(game, opponents=["random"], players=3)
    with pytest.raises(ValueError, match="seat 4"):
        caper.gymnasium.make(game, seat=4, players=2)
    with pytest.raises(caper.BadOptionsError):
        caper.gymnasium.make(game, opponents="mcts:lots")
