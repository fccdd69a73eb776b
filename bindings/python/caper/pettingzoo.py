# mypy: warn-unused-ignores=False
# (gymnasium and pettingzoo are test dependencies: installed or not)
"""PettingZoo's AEC environment over one caper game (needs pettingzoo and gymnasium).

    import caper.pettingzoo
    env = caper.pettingzoo.env("card_caper", players=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

``env(game, render_mode=None, **options)`` returns a ``pettingzoo.AECEnv``: agents
"player_0".."player_{n-1}"; each observes ``{"observation": Box(low, high, shape,
float32), "action_mask": Box(0, 1, (num_actions,), int8)}`` (the game's tensor of what
that seat may know, and its legal actions: all zero unless it is the seat to move); the
action space is ``Discrete(num_actions)``. Chance events (deals, dice) are resolved inside
with a caper.Rng seeded by ``reset(seed=...)``; ``reset()`` without a seed continues that
generator (a fresh game each time), and the first reset without any seed draws one from the
operating system. When the game ends every agent gets its return as reward and is
terminated, or truncated when the game's turn limit ended it (``result.truncated``); each is
then stepped with None. ``render_mode="ansi"`` renders what the seat to move sees as text,
``"human"`` prints it. ``env.caper_state`` is the game's caper.State (the whole state:
hidden information included); ``state()``, PettingZoo's global state array, raises
NotImplementedError, as PettingZoo's classic environments do (a seat's observation is
what it may know; there is no tensor of everything). The environment deepcopies and
pickles at any point, and the copy goes on identically (its chance generator is remade
from the seed and advanced by the draws made since, one per chance event).
"""

from __future__ import annotations

import secrets
from typing import Any, Dict, List, Optional, Union

import numpy.typing as npt
from gymnasium import spaces  # type: ignore[import]
from pettingzoo import AECEnv as _PettingZooAECEnv  # type: ignore[import]

from ._arguments import game_from, integer
from ._counted_rng import CountedRng
from .core import Game, State
from .gymnasium import action_space as _action_space
from .gymnasium import observation_space as _observation_space
from .gymnasium import render_text, seat_observation

Observation = Dict[str, npt.NDArray[Any]]
RENDER_MODES = ("ansi", "human")


def env(game: str, render_mode: Optional[str] = None, **options: Any) -> "CaperAECEnv":
    """The AEC environment of ``game`` with its options as keywords (players=3, ...)."""
    return CaperAECEnv(game, options or None, render_mode=render_mode)


class CaperAECEnv(_PettingZooAECEnv):  # type: ignore[misc]
    """One caper game played agent by agent (PettingZoo's AEC API)."""

    metadata: Dict[str, Any] = {"render_modes": list(RENDER_MODES), "is_parallelizable": False}

    def __init__(
        self,
        game: Union[str, Game],
        options: Optional[Union[Dict[str, Any], str]] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: expected None, 'ansi' or 'human'")
        self.game = game_from(game, options)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"caper_{self.game.name}")
        self.possible_agents: List[str] = [f"player_{p}" for p in range(self.game.num_players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._observation_space = _observation_space(self.game)
        self._action_space = _action_space(self.game)
        self._observation_spaces = {a: self._observation_space for a in self.possible_agents}
        self._action_spaces = {a: self._action_space for a in self.possible_agents}
        self._rng: Optional[CountedRng] = None
        self.caper_state: State = self.game.initial_state()
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = ""

    def observation_space(self, agent: str) -> spaces.Dict:
        self._check_agent(agent)
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        self._check_agent(agent)
        return self._action_space

    def _check_agent(self, agent: str) -> int:
        seat = self._seat.get(agent)
        if seat is None:
            raise KeyError(f"{agent!r} is not an agent of this game: {self.possible_agents}")
        return seat

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game. ``seed`` reseeds the chance generator; without it the
        generator goes on (first use: a seed from the operating system). ``options`` is
        accepted for the API and ignored: game options are the constructor's."""
        if seed is not None:
            self._rng = CountedRng(integer(seed, "seed"))
        elif self._rng is None:
            self._rng = CountedRng(secrets.randbits(64))
        self.caper_state = self._settle(self.game.initial_state())
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.caper_state.current_player]

    def state(self) -> Any:
        raise NotImplementedError(
            f"state() is not implemented in {self.metadata['name']}: caper gives each seat "
            "the observation of what it may know, not a global state array (the whole "
            "caper.State is env.caper_state)")

    def observe(self, agent: str) -> Observation:
        """What ``agent``'s seat may know now, and its legal actions (all 0 unless it moves)."""
        return seat_observation(self.caper_state, self._check_agent(agent))

    def last(self, observe: bool = True) -> Any:
        if not self.agents:
            raise ValueError("the game is over and every agent has been removed: call reset()")
        return super().last(observe)

    def step(self, action: Optional[int]) -> None:
        """Plays ``action`` (an id the mask allows) for the selected agent; a done agent
        is stepped with None, which removes it."""
        if not self.agents:
            raise ValueError("the game is over and every agent has been removed: call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents that are done")
        action = integer(action, "action")
        # Rewards are zero until the game ends (_finish), so there is nothing to clear
        # or add up on a move that does not end it.
        self._cumulative_rewards[agent] = 0.0
        self.caper_state = self._settle(self.caper_state.apply(action))
        if self.caper_state.is_terminal:
            self._finish()
        else:
            self.agent_selection = self.possible_agents[self.caper_state.current_player]
        if self.render_mode == "human":
            self.render()

    def _settle(self, state: State) -> State:
        """Plays the chance events that follow, with the seeded generator."""
        rng = self._rng
        assert rng is not None, "reset() seeds the generator first"
        while state.is_chance_node:
            state = state.apply(rng.sample_chance(state))
        return state

    def _finish(self) -> None:
        result = self.caper_state.result or {}
        truncated = bool(result.get("truncated", False))
        for seat, value in enumerate(self.caper_state.returns()):
            agent = self.possible_agents[seat]
            self.rewards[agent] = float(value)
            self._cumulative_rewards[agent] += float(value)
            self.terminations[agent] = not truncated
            self.truncations[agent] = truncated
            self.infos[agent] = {"result": result}
        self.agent_selection = self.agents[0]

    def render(self) -> Optional[str]:
        """"ansi": the text of what the seat to move sees (the whole board once the game is
        over); "human": that text printed; None without a render mode."""
        if self.render_mode is None:
            return None
        text = render_text(self.caper_state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
