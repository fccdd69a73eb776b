"""The caper games as OpenSpiel Python games (needs open_spiel's pyspiel and numpy).

    import pyspiel
    import caper.openspiel                      # registers caper_<game> for every game
    game = pyspiel.load_game("caper_trap_the_cap", {"players": 2})
    state = game.new_initial_state()
    while not state.is_terminal():
        ...                                     # OpenSpiel's API: legal_actions(),
                                                # chance_outcomes(), apply_action(a), ...

Importing this module registers, with ``pyspiel.register_game``, one game per caper game
under ``caper_<game>``. Its ``pyspiel.GameType`` says what the game is: sequential, chance
as explicit outcomes with their probabilities, perfect or imperfect information and the
utility (zero, constant or general sum) from caper's game info; rewards at the end only.
Parameters: every scalar option of the game (``players``, ``max_turns``, ``variant``, ...)
with caper's default, and ``options``: a JSON text merged over them for the others
(Mansky Caper's ``edition``). Each player observes caper's observation tensor (what that
seat may know) through OpenSpiel's observer API (``make_py_observer``;
``state.observation_tensor(p)``, ``state.observation_string(p)``: the seat's text view).
No information-state (perfect-recall) tensor is provided; OpenSpiel's IS-MCTS runs on
observation strings with ``resampler()`` (caper's determinize) as its resampler. Returns are caper's: 1 for a
win, 1/k each for a k-way tie, 0 for a loss. Games and states pickle and deepcopy (a game
by its class, ``caper.openspiel.Caper_<game>``, and its parameters).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Mapping, Optional, Tuple

import numpy as np
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

from .core import Game, Rng, State, game_names

_UTILITY = {
    "zero_sum": pyspiel.GameType.Utility.ZERO_SUM,
    "constant_sum": pyspiel.GameType.Utility.CONSTANT_SUM,
    "general_sum": pyspiel.GameType.Utility.GENERAL_SUM,
}
# An upper bound on the player decisions of one game, which OpenSpiel asks for
# (max_game_length, checked by random_sim_test). The games with a turn limit make at most
# about one decision per player and turn after the set-up (random play: Trap the Cap 1,
# Card Caper and Mansky Caper under 1.5 with 6 players); the bound allows 4, and 100 per
# player for the set-up. Captain Cool ends after five rounds (random play: at most 425
# decisions with 7 players).
_DECISIONS_PER_PLAYER_AND_TURN = 4
_SETUP_DECISIONS_PER_PLAYER = 100
_LENGTH_WITHOUT_TURN_LIMIT = 2000


def short_name(game: str) -> str:
    """The OpenSpiel name of a caper game: "caper_trap_the_cap"."""
    return f"caper_{game}"


def _parameters(info: Mapping[str, Any]) -> Dict[str, Any]:
    """The scalar options with their defaults, and "options" (JSON) for the others."""
    parameters: Dict[str, Any] = {}
    for key, spec in info.get("options", {}).items():
        default = spec.get("default") if isinstance(spec, dict) else spec
        if isinstance(default, (bool, int, float, str)):
            parameters[key] = default
    parameters["options"] = ""
    return parameters


def _caper_options(params: Mapping[str, Any]) -> Dict[str, Any]:
    """caper's options from OpenSpiel's parameters."""
    options = {key: value for key, value in params.items() if key != "options"}
    text = params.get("options", "") or ""
    if text:
        extra = json.loads(text)
        if not isinstance(extra, dict):
            raise ValueError(f"the options parameter must be a JSON object, got {text!r}")
        options.update(extra)
    return options


def _game_type(name: str, info: Mapping[str, Any]) -> Any:
    kind = info.get("type", {})
    players = info["players"]
    hidden = bool(kind.get("hidden_information", True))
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"caper {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=_UTILITY[kind.get("utility", "general_sum")],
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=int(players["max"]),
        min_num_players=int(players["min"]),
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(info),
    )


def _max_game_length(game: Game) -> int:
    max_turns = game.options.get("max_turns", {}).get("value")
    if max_turns is None:
        return _LENGTH_WITHOUT_TURN_LIMIT
    per_player = int(max_turns) * _DECISIONS_PER_PLAYER_AND_TURN + _SETUP_DECISIONS_PER_PLAYER
    return per_player * game.num_players


def _game_info(game: Game, utility: Any) -> Any:
    actions = game.num_distinct_actions
    return pyspiel.GameInfo(
        num_distinct_actions=actions,
        max_chance_outcomes=actions,  # chance outcomes are action ids of the same range
        num_players=game.num_players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0 if utility == pyspiel.GameType.Utility.CONSTANT_SUM else None,
        max_game_length=_max_game_length(game),
    )


class CaperGame(pyspiel.Game):  # type: ignore[misc]
    """One caper game with its options, as an OpenSpiel game."""

    name: str = ""
    game_type: Any = None

    def __init__(self, params: Optional[Mapping[str, Any]] = None) -> None:
        params = dict(params or {})
        self.caper_game = Game(self.name, _caper_options(params))
        info = _game_info(self.caper_game, self.game_type.utility)
        super().__init__(self.game_type, info, params)

    def new_initial_state(self) -> "CaperState":
        return CaperState(self, self.caper_game.initial_state())

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Optional[Mapping[str, Any]] = None
    ) -> "CaperObserver":
        if params:
            raise ValueError(f"caper observers take no parameters, got {dict(params)}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("caper games provide observations only, not perfect-recall "
                             "information states")
        return CaperObserver(self.caper_game.observation_size)


class CaperState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state holding an (immutable) caper State."""

    def __init__(self, game: CaperGame, state: State) -> None:
        super().__init__(game)
        self.caper_state = state

    def current_player(self) -> int:
        player = self.caper_state.current_player
        if player >= 0:
            return player
        if self.caper_state.is_terminal:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(pyspiel.PlayerId.CHANCE)

    def _legal_actions(self, player: int) -> List[int]:
        return self.caper_state.legal_actions()

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        return self.caper_state.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.caper_state = self.caper_state.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self.caper_state.action_to_string(int(action))

    def is_terminal(self) -> bool:
        return self.caper_state.is_terminal

    def returns(self) -> List[float]:
        return self.caper_state.returns()

    def __str__(self) -> str:
        return self.caper_state.to_text()


def resampler(seed: int = 0) -> Any:
    """A resampling callback for OpenSpiel's IS-MCTS (``ISMCTSBot.set_resampler``): a full
    state drawn from what the player to move knows, by caper's determinize."""
    rng = Rng(seed)

    def resample(state: CaperState, player: int) -> CaperState:
        game = state.get_game()
        return CaperState(game, state.caper_state.determinize(player, rng))

    return resample


class CaperObserver:
    """OpenSpiel's observer interface over caper's observation tensor."""

    def __init__(self, size: int) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: CaperState, player: int) -> None:
        self.tensor[:] = state.caper_state.observation(player).reshape(-1)

    def string_from(self, state: CaperState, player: int) -> str:
        return state.caper_state.to_text(player)


def _register(name: str) -> None:
    info = Game(name).info()
    game_type = _game_type(name, info)
    game_class = type(f"Caper_{name}", (CaperGame,), {"name": name, "game_type": game_type})
    globals()[game_class.__name__] = game_class  # pickle finds a class by its module's name
    pyspiel.register_game(game_type, game_class)


for _name in game_names():
    if short_name(_name) not in pyspiel.registered_names():
        _register(_name)
