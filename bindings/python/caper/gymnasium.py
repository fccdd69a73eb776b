# mypy: disallow-subclassing-any=False, warn-unused-ignores=False
# (gymnasium is a test dependency: typed when installed, absent otherwise)
"""Gymnasium environments over caper games (needs gymnasium and numpy).

    import gymnasium
    import caper.gymnasium
    env = gymnasium.make("caper/trap_the_cap-v0", players=2)   # = caper.gymnasium.make(...)
    observation, info = env.reset(seed=1)
    done = False
    while not done:
        action = env.action_space.sample(observation["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

``make(game, opponents="easy", seat=0, **options)``: one seat played by the agent, every
other seat by a caper bot (one spec for all, or a list with one per other seat; the
default is the game's ``easy`` level), or, with ``opponents=None``, every seat by the
agent (self-play, as each game of VectorEnv: the observation is that of the seat to
move). ``game`` is a game's name or a caper.Game. The spaces are those of the PettingZoo
environment (observation_space / action_space below); ``action_masks()`` gives the mask
(sb3-contrib's MaskablePPO protocol). A step applies the agent's action, then the chance
events and the bots' moves until the agent is to move again or the game is over.
Reward: the return of ``seat`` when the game ends (1 for a win, 1/k for a k-way tie, 0
for a loss), else 0. An action the mask does not allow ends the episode (terminated) with
reward ``illegal_reward`` (-1 by default) and ``info["illegal_action"]``, so that an
unmasked random policy gets a clear signal rather than an exception; an action that is
not an integer is a TypeError. A game ended by its turn limit is a truncation. After the
end, and before the first reset, ``step`` raises ResetNeeded (a ValueError) until
``reset()``. The environment deepcopies and pickles at any point, and the copy goes on
exactly as the original would: it replays the bots' decisions of the episode and the
chance draws since the last seeded reset, so a copy costs that much time.

``VectorEnv(game, num_envs, seed=None, **options)`` is a ``gymnasium.vector.VectorEnv``
over caper's batched stepping (its docstring, caper/_gym_vector.py).
"""

from __future__ import annotations

import dataclasses
import secrets
from typing import Any, Dict, List, Optional, Sequence, SupportsFloat, Tuple, Union

import gymnasium  # type: ignore[import]
import numpy as np
import numpy.typing as npt
from gymnasium import spaces  # type: ignore[import]

from ._arguments import game_from, integer, real
from ._caper import seat_view
from ._counted_rng import CountedRng
from .core import Bot, Game, State, game_names

#: The opponents of ``make`` by default: each game's easy level (docs/bots.md).
DEFAULT_OPPONENTS = "easy"


class ResetNeeded(gymnasium.error.ResetNeeded, ValueError):  # type: ignore[misc]
    """``step`` before the first ``reset`` or after the episode's end."""


def env_id(game: str) -> str:
    """The Gymnasium id of ``game``: gymnasium.make("caper/trap_the_cap-v0", players=2)."""
    return f"caper/{game}-v0"


def observation_space(game: Game) -> spaces.Dict:
    """{"observation": Box(0, high, shape, float32), "action_mask": Box(0, 1, (actions,), int8)}."""
    high = np.asarray(game.observation_high, dtype=np.float32)  # the game's own bounds
    return spaces.Dict(
        {
            "observation": spaces.Box(np.zeros_like(high), high, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (game.num_distinct_actions,), dtype=np.int8),
        }
    )


def seat_observation(state: State, seat: int) -> Dict[str, npt.NDArray[Any]]:
    """{"observation": seat's tensor, "action_mask": its legal actions (int8, all 0 unless
    it is to move)}: new arrays, so a buffer that keeps them keeps what they were."""
    return seat_view(state, seat)


def action_space(game: Game) -> spaces.Discrete:
    return spaces.Discrete(game.num_distinct_actions)


def render_text(state: State) -> str:
    """What the seat to move sees, as text; once the game is over, the whole final state
    (the environments never rest at a chance node: they resolve chance inside)."""
    player = state.current_player
    return state.to_text(player if player >= 0 else -1)


def _opponent_specs(opponents: Union[None, str, Sequence[str]], others: int) -> List[str]:
    if opponents is None:
        return []
    if isinstance(opponents, str):
        return [opponents] * others
    if not isinstance(opponents, Sequence) or not all(isinstance(o, str) for o in opponents):
        raise TypeError("opponents must be None, a bot spec or a list of bot specs, not "
                        f"{opponents!r}")
    if len(opponents) != others:
        raise ValueError(f"opponents: {others} opponent seats but {len(opponents)} specs")
    return list(opponents)


def make(
    game: Union[str, Game],
    opponents: Union[None, str, Sequence[str]] = DEFAULT_OPPONENTS,
    seat: int = 0,
    render_mode: Optional[str] = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> "CaperEnv":
    """A single-agent environment: the agent plays ``seat``, bots play the others (or the
    agent every seat, with ``opponents=None``). Also the entry point of the registered ids
    (``gymnasium.make("caper/<game>-v0", players=2)``)."""
    env = CaperEnv(game_from(game, options), opponents, seat, render_mode, illegal_reward)
    # The spec makes the environment again for gymnasium (check_env's other render modes).
    kwargs = dict(game=game, opponents=opponents, seat=seat, illegal_reward=illegal_reward,
                  **options)
    env.spec = dataclasses.replace(gymnasium.spec(env_id(env.game.name)), kwargs=kwargs)
    return env


class CaperEnv(gymnasium.Env):
    """One seat of a caper game against caper bots (see the module's docstring)."""

    # render_fps: how often a human watcher gets a frame (a turn-based game prints one per step).
    metadata: Dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game: Union[str, Game],
        opponents: Union[None, str, Sequence[str]] = DEFAULT_OPPONENTS,
        seat: int = 0,
        render_mode: Optional[str] = None,
        illegal_reward: float = -1.0,
        options: Optional[Dict[str, Any]] = None,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: expected None, 'ansi' or 'human'")
        self._arguments = (game, opponents, seat, render_mode, illegal_reward, options)
        self.game = game_from(game, options)
        players = self.game.num_players
        self.seat = integer(seat, "seat")
        if not 0 <= self.seat < players:
            raise ValueError(f"seat {seat} is not a seat of a {players}-player game")
        self.render_mode = render_mode
        self.illegal_reward = real(illegal_reward, "illegal_reward")
        self._specs = _opponent_specs(opponents, players - 1)
        self.observation_space = observation_space(self.game)
        self.action_space = action_space(self.game)
        self._rng: Optional[CountedRng] = None
        self._bot_seeds: List[int] = [0] * len(self._specs)
        self._bots = self._new_bots()  # a bad spec fails here, naming itself
        self._asked: List[Tuple[int, State]] = []  # the bots' decisions of this episode
        self._needs_reset = True
        self.caper_state: State = self.game.initial_state()
        self._last_mover = self.seat

    @property
    def state(self) -> State:
        """The caper.State of the game (``caper_state``)."""
        return self.caper_state

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[Dict[str, npt.NDArray[Any]], Dict[str, Any]]:
        """A new game. ``seed`` seeds chance (a caper.Rng of that seed, as game i of a
        VectorEnv has seed + i) and Gymnasium's ``np_random``; without it the chance
        generator goes on (first use: a seed from the OS). The bots are made anew with
        seeds drawn from ``np_random``. ``options`` is accepted and ignored."""
        if seed is not None:
            seed = integer(seed, "seed")
        super().reset(seed=seed)
        if seed is not None or self._rng is None:
            self._rng = CountedRng(seed if seed is not None else secrets.randbits(63))
        self._bot_seeds = [int(s) for s in self.np_random.integers(0, 2**63, len(self._specs))]
        self._bots, self._asked = self._new_bots(), []
        self.caper_state = self._advance(self.game.initial_state())
        self._needs_reset = self.caper_state.is_terminal
        return self._observation(), {"current_player": self._mover()}

    def _new_bots(self) -> Dict[int, Bot]:
        others = [q for q in range(self.game.num_players) if q != self.seat]
        specs = zip(others, self._specs, self._bot_seeds)
        return {q: Bot(self.game, spec, seed) for q, spec, seed in specs}

    def step(
        self, action: Any
    ) -> Tuple[Dict[str, npt.NDArray[Any]], SupportsFloat, bool, bool, Dict[str, Any]]:
        if self._needs_reset:
            raise ResetNeeded("the episode is over (or was never started): call reset()")
        chosen = integer(action, "action")
        state = self.caper_state
        if not state.is_legal(chosen):
            self._needs_reset = True
            info = {"illegal_action": chosen, "legal_actions": state.legal_actions(),
                    "current_player": self._mover()}
            return self._observation(), self.illegal_reward, True, False, info
        self._last_mover = state.current_player
        self.caper_state = self._advance(state.apply(chosen))
        if self.render_mode == "human":
            self.render()
        if not self.caper_state.is_terminal:
            return self._observation(), 0.0, False, False, {"current_player": self._mover()}
        self._needs_reset = True
        result = self.caper_state.result or {}
        truncated = bool(result.get("truncated", False))
        reward = float(self.caper_state.returns()[self.seat])
        info = {"result": result, "current_player": self._mover()}
        return self._observation(), reward, not truncated, truncated, info

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions of the agent's seat now (int8; sb3-contrib's MaskablePPO)."""
        mask: npt.NDArray[np.int8] = self._observation()["action_mask"]
        return mask

    def _advance(self, state: State) -> State:
        """Chance and the bots' moves, until the agent moves or the game is over."""
        rng = self._rng
        assert rng is not None, "reset() seeds the generator first"
        while not state.is_terminal:
            player = state.current_player
            if player < 0:
                state = state.apply(rng.sample_chance(state))
            elif player == self.seat or not self._specs:
                break
            else:
                self._asked.append((player, state))
                state = state.apply(self._bots[player].choose(state))
        return state

    def _mover(self) -> int:
        """The seat whose observation is shown: the agent's; in self-play the seat to move,
        and at the end the seat that made the last move (as VectorEnv shows)."""
        if self._specs:
            return self.seat
        player = self.caper_state.current_player
        return player if player >= 0 else self._last_mover

    def _observation(self) -> Dict[str, npt.NDArray[Any]]:
        return seat_observation(self.caper_state, self._mover())

    def render(self) -> Optional[str]:
        """"ansi": the agent's view as text; "human": printed; None without a mode."""
        if self.render_mode is None:
            return None
        text = self.caper_state.to_text(self._mover())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self._bots = {}

    # Copies: the arguments, Gymnasium's generator, the chance stream and the state; the
    # bots are made again from their seeds and asked this episode's questions again.
    def __getstate__(self) -> Dict[str, Any]:
        return {"arguments": self._arguments, "spec": self.spec,
                "np_random": self._np_random, "np_random_seed": self._np_random_seed,
                "rng": self._rng, "bot_seeds": self._bot_seeds, "asked": self._asked,
                "needs_reset": self._needs_reset, "state": self.caper_state,
                "last_mover": self._last_mover}

    def __setstate__(self, saved: Dict[str, Any]) -> None:
        self.__init__(*saved["arguments"])  # type: ignore[misc]
        self.spec = saved["spec"]
        self._np_random, self._np_random_seed = saved["np_random"], saved["np_random_seed"]
        self._rng, self._bot_seeds = saved["rng"], saved["bot_seeds"]
        self._bots = self._new_bots()
        for player, asked in saved["asked"]:
            self._bots[player].choose(asked)
        self._asked = list(saved["asked"])
        self._needs_reset, self.caper_state = saved["needs_reset"], saved["state"]
        self._last_mover = saved["last_mover"]


for _name in game_names():
    if env_id(_name) not in gymnasium.registry:
        gymnasium.register(env_id(_name), entry_point="caper.gymnasium:make",
                           kwargs={"game": _name},
                           vector_entry_point="caper.gymnasium:VectorEnv")

from gymnasium.vector import AutoresetMode  # type: ignore[import]  # noqa: E402

from ._gym_vector import VectorEnv  # noqa: E402  (it uses the spaces above)

__all__ = ["DEFAULT_OPPONENTS", "AutoresetMode", "CaperEnv", "ResetNeeded", "VectorEnv",
           "action_space", "env_id", "make", "observation_space", "render_text",
           "seat_observation"]
