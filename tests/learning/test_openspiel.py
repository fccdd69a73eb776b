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

GAMES = caper.game_names()
CONFIGURATIONS = every_configuration(GAMES)
KIND = {g: caper.Game(g).game_type for g in GAMES}
HIDDEN = [g for g in GAMES if KIND[g]["hidden_information"]]
OPEN = [g for g in GAMES if not KIND[g]["hidden_information"]]
UTILITY = {"zero_sum": pyspiel.GameType.Utility.ZERO_SUM,
           "constant_sum": pyspiel.GameType.Utility.CONSTANT_SUM,
           "general_sum": pyspiel.GameType.Utility.GENERAL_SUM}
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


@pytest.mark.parametrize("game", GAMES)
def test_game_types_say_what_the_games_are(game):
    kind = pyspiel.load_game(f"caper_{game}").get_type()
    assert kind.dynamics == Type.Dynamics.SEQUENTIAL
    assert kind.chance_mode == Type.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.reward_model == Type.RewardModel.TERMINAL
    assert kind.provides_observation_tensor and not kind.provides_information_state_tensor
    hidden = KIND[game]["hidden_information"]
    assert kind.information == (Type.Information.IMPERFECT_INFORMATION if hidden
                                else Type.Information.PERFECT_INFORMATION)
    assert kind.utility == UTILITY[KIND[game]["utility"]]
    assert (kind.min_num_players, kind.max_num_players) == caper.Game(game).players_range


def test_the_catalogue_has_both_kinds_of_information():
    assert HIDDEN and OPEN


def test_a_general_sum_game_may_end_with_returns_summing_to_zero():
    # The utility is not a label: a constant-sum game's returns always sum to 1, and a
    # general-sum one is declared so because some of its games end with no winner.
    for game in GAMES:
        spiel_game = pyspiel.load_game(f"caper_{game}", {"players": 2})
        sums = {round(sum(play(spiel_game, [random_choice(s)] * 2, seed).returns()), 9)
                for s, seed in ((np.random.default_rng(k), k) for k in range(12))}
        if KIND[game]["utility"] == "constant_sum":
            assert sums == {1.0}
        else:  # general sum: some random games end with nobody winning
            assert 0.0 in sums


def random_choice(rng):
    return lambda state: int(rng.choice(state.legal_actions()))


def test_parameters_reach_caper():
    game = GAMES[0]
    caper_game = caper.Game(game)
    choices = {k: v["allowed"] for k, v in caper_game.options.items() if "allowed" in v}
    key, values = next(iter(choices.items())) if choices else (None, None)
    params = {"players": 2, **({key: values[-1]} if key else {})}
    spiel_game = pyspiel.load_game(f"caper_{game}", params)
    assert spiel_game.num_players() == 2
    if key:
        assert spiel_game.caper_game.options[key]["value"] == values[-1]
    # options as JSON: the same game as the parameters give
    by_json = pyspiel.load_game(f"caper_{game}", {"options": json.dumps(params)})
    assert by_json.caper_game == spiel_game.caper_game
    most = caper_game.players_range[1]
    with pytest.raises(caper.BadOptionsError):
        pyspiel.load_game(f"caper_{game}", {"players": most + 1})
    with pytest.raises(ValueError, match="JSON object"):
        pyspiel.load_game(f"caper_{game}", {"options": "[1]"})


@pytest.mark.parametrize("game", GAMES)
def test_observation_tensor_is_the_seats_view(game):
    spiel_game = pyspiel.load_game(f"caper_{game}", {"players": 3})
    state = spiel_game.new_initial_state()
    rng = np.random.default_rng(3)
    while state.is_chance_node():
        actions, probabilities = zip(*state.chance_outcomes())
        state.apply_action(int(rng.choice(actions, p=probabilities)))
    for player in range(3):
        np.testing.assert_array_equal(
            np.asarray(state.observation_tensor(player), dtype=np.float32),
            state.caper_state.observation(player).reshape(-1))
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
    # A perfect-information game: OpenSpiel's MCTS with random rollouts against caper's
    # MCTS, a short game where a turn limit exists (40 turns).
    name = OPEN[0]
    limit = {"max_turns": 40} if "max_turns" in caper.Game(name).options else {}
    game = pyspiel.load_game(f"caper_{name}", {"players": 2, **limit})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    spiel_bot = mcts.MCTSBot(game, 1.4, 30, evaluator, random_state=np.random.RandomState(2))
    final = play(game, [spiel_bot.step, caper_bot(game, "mcts:100", 3)], seed=4)
    returns = final.returns()
    assert returns == final.caper_state.returns()
    assert all(r in (0.0, 0.5, 1.0) for r in returns)


def test_openspiel_ismcts_against_a_caper_bot():
    # A hidden-information game: OpenSpiel's IS-MCTS, resampling with caper's determinize,
    # against caper's greedy bot, a whole game.
    game = pyspiel.load_game(f"caper_{HIDDEN[0]}", {"players": 2})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(5))
    spiel_bot = ismcts.ISMCTSBot(game, evaluator, 1.4, 20, random_state=np.random.RandomState(6),
                                 use_observation_string=True)
    spiel_bot.set_resampler(caper.openspiel.resampler(7))
    final = play(game, [caper_bot(game, "greedy", 8), spiel_bot.step], seed=9)
    assert final.is_terminal()
    assert final.returns() == final.caper_state.returns()
