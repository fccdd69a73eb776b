"""caper.openspiel: every caper game registered with pyspiel, passing OpenSpiel's own
random_sim_test on every option set of its kConfigurations, with the game type caper's
info describes, caper's observation tensors through the observer API, and whole games
between OpenSpiel's MCTS / IS-MCTS bots and caper's bots."""

import json

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import caper
import caper.openspiel
from configurations import every_configuration

CONFIGURATIONS = every_configuration(caper.game_names())
IDS = [f"{game}-{label}" for game, label, _ in CONFIGURATIONS]
Type = pyspiel.GameType


def load(game, options):
    """The OpenSpiel game for caper options: the game's parameters, the rest as JSON."""
    known = pyspiel.load_game(f"caper_{game}").get_type().parameter_specification
    scalar = {k: v for k, v in options.items() if k in known}
    other = {k: v for k, v in options.items() if k not in scalar}
    if other:
        scalar["options"] = json.dumps(other)
    return pyspiel.load_game(f"caper_{game}", scalar)


@pytest.mark.parametrize("game,label,options", CONFIGURATIONS, ids=IDS)
def test_random_sim_test(game, label, options):
    spiel_game = load(game, options)
    assert spiel_game.num_players() == caper.Game(game, options).num_players
    pyspiel.random_sim_test(spiel_game, num_sims=2, serialize=False, verbose=False)


def test_game_types_say_what_the_games_are():
    kinds = {name: pyspiel.load_game(f"caper_{name}").get_type() for name in caper.game_names()}
    for kind in kinds.values():
        assert kind.dynamics == Type.Dynamics.SEQUENTIAL
        assert kind.chance_mode == Type.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.reward_model == Type.RewardModel.TERMINAL
        assert kind.provides_observation_tensor and not kind.provides_information_state_tensor
    # Card Caper and Captain Cool hide hands; in Trap the Cap and Mansky Caper all is open.
    hidden = Type.Information.IMPERFECT_INFORMATION
    assert kinds["card_caper"].information == hidden
    assert kinds["captain_cool"].information == hidden
    assert kinds["trap_the_cap"].information == Type.Information.PERFECT_INFORMATION
    assert kinds["mansky_caper"].information == Type.Information.PERFECT_INFORMATION
    # Mansky Caper may end with nobody winning (returns summing to 0): general sum.
    assert kinds["mansky_caper"].utility == Type.Utility.GENERAL_SUM
    assert kinds["trap_the_cap"].utility == Type.Utility.CONSTANT_SUM
    assert (kinds["trap_the_cap"].min_num_players, kinds["trap_the_cap"].max_num_players) == (2, 4)


def test_parameters_reach_caper():
    game = pyspiel.load_game("caper_trap_the_cap", {"players": 3, "variant": "tower_race"})
    assert game.num_players() == 3
    info = game.caper_game.info()
    assert info["options"]["variant"]["value"] == "tower_race"
    six = pyspiel.load_game("caper_mansky_caper",
                            {"players": 2, "options": '{"edition": {"mansion_size": 6}}'})
    assert six.observation_tensor_size() == caper.Game(
        "mansky_caper", {"players": 2, "edition": {"mansion_size": 6}}).observation_size
    with pytest.raises(caper.BadOptionsError):
        pyspiel.load_game("caper_trap_the_cap", {"players": 7})


def test_observation_tensor_is_the_seats_view():
    game = pyspiel.load_game("caper_card_caper", {"players": 3})
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    while state.is_chance_node():
        actions, probabilities = zip(*state.chance_outcomes())
        state.apply_action(int(rng.choice(actions, p=probabilities)))
    for player in range(3):
        np.testing.assert_array_equal(
            np.asarray(state.observation_tensor(player), dtype=np.float32),
            state.caper_state.observation_array(player).reshape(-1))
        assert state.observation_string(player) == state.caper_state.to_text(player)


def play(spiel_game, choosers, seed):
    """A whole game; choosers[p](state) gives seat p's action. Returns the final state."""
    rng = np.random.default_rng(seed)
    state = spiel_game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probabilities)))
        else:
            action = choosers[state.current_player()](state)
            assert action in state.legal_actions()
            state.apply_action(action)
    return state


def caper_bot(spiel_game, spec, seed):
    bot = caper.Bot(spiel_game.caper_game, spec, seed)
    return lambda state: bot.choose(state.caper_state)


def test_openspiel_mcts_against_a_caper_bot():
    # Trap the Cap (perfect information): OpenSpiel's MCTS with random rollouts against
    # caper's MCTS, a short game (turn limit 40).
    game = pyspiel.load_game("caper_trap_the_cap", {"players": 2, "max_turns": 40})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    spiel_bot = mcts.MCTSBot(game, 1.4, 30, evaluator, random_state=np.random.RandomState(2))
    final = play(game, [spiel_bot.step, caper_bot(game, "mcts:100", 3)], seed=4)
    returns = final.returns()
    assert sorted(returns) in ([0.0, 1.0], [0.5, 0.5])
    assert returns == final.caper_state.returns()


def test_openspiel_ismcts_against_a_caper_bot():
    # Card Caper (hidden hands): OpenSpiel's IS-MCTS, resampling with caper's determinize,
    # against caper's greedy bot, a whole game.
    game = pyspiel.load_game("caper_card_caper", {"players": 2})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(5))
    spiel_bot = ismcts.ISMCTSBot(game, evaluator, 1.4, 20, random_state=np.random.RandomState(6),
                                 use_observation_string=True)
    spiel_bot.set_resampler(caper.openspiel.resampler(7))
    final = play(game, [caper_bot(game, "greedy", 8), spiel_bot.step], seed=9)
    assert final.is_terminal()
    assert sum(final.returns()) == pytest.approx(1.0)
