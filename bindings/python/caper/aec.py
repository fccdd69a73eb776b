"""A PettingZoo-shaped AEC environment over one caper game (without depending on PettingZoo).

    env = caper.AECEnv("card_caper", {"players": 3})
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            legal = observation["action_mask"].nonzero()[0]
            action = int(legal[0])
        env.step(action)

It follows PettingZoo's AEC contract: agents are "player_0".."player_{n-1}"; ``last()``
gives the selected agent's observation ({"observation": float32 tensor of what that seat
may know, "action_mask": int8 per action id}), its reward accumulated since it last
acted, and its termination, truncation and info; when the game ends every agent is
terminated (or truncated, when the game's turn limit ended it) and each must then be
stepped with None, which removes it from ``agents``. Chance events (deals, dice) are
resolved inside with an rng seeded by ``reset(seed=...)``. numpy is needed (Debian's
python3-numpy).
"""

from __future__ import annotations

import json
from typing import Any, Dict, Iterator, List, Mapping, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt

from .core import Game, Rng, State

Observation = Dict[str, npt.NDArray[Any]]


class Space:
    """The shape and dtype of an observation or action (gymnasium is not required)."""

    def __init__(self, shape: Tuple[int, ...], dtype: Any, n: Optional[int] = None) -> None:
        self.shape = shape
        self.dtype = np.dtype(dtype)
        self.n = n  # the number of discrete actions, for an action space

    def __repr__(self) -> str:
        return f"Space(shape={self.shape}, dtype={self.dtype}, n={self.n})"


class AECEnv:
    """One game played agent by agent, as PettingZoo's AEC environments are."""

    metadata: Dict[str, Any] = {"name": "caper", "is_parallelizable": False}

    def __init__(self, game: str, options: Optional[Union[Mapping[str, Any], str]] = None) -> None:
        self.game = Game(game, options)
        self.possible_agents: List[str] = [f"player_{p}" for p in range(self.game.num_players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size = self.game.observation_size
        self._observation_space = Space((size,), np.float32)
        self._action_space = Space((), np.int64, n=self.game.num_distinct_actions)
        self.state: State = self.game.initial_state()
        self._rng = Rng(0)
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = ""

    def observation_space(self, agent: str) -> Space:
        return self._observation_space

    def action_space(self, agent: str) -> Space:
        return self._action_space

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game; chance is drawn from an rng seeded with ``seed`` (0 if None)."""
        self._rng = Rng(0 if seed is None else seed)
        self.state = self._settle(self.game.initial_state())
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player]

    def observe(self, agent: str) -> Observation:
        """What ``agent``'s seat may know now, and its legal actions (all 0 unless it moves)."""
        seat = self._seat[agent]
        tensor = np.asarray(self.state.observation_tensor(seat), dtype=np.float32)
        mask = np.zeros(self.game.num_distinct_actions, dtype=np.int8)
        if not self.state.is_terminal and self.state.current_player == seat:
            mask[:] = np.asarray(self.state.legal_actions_mask(), dtype=np.int8)
        return {"observation": tensor, "action_mask": mask}

    def last(
        self, observe: bool = True
    ) -> Tuple[Optional[Observation], float, bool, bool, Dict[str, Any]]:
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """Yields the agent to act until every agent is done (or max_iter steps)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} is done: step it with None")
            self._remove(agent)
            return
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents that are done")
        self._cumulative_rewards[agent] = 0.0
        self.state = self._settle(self.state.apply(action))
        if self.state.is_terminal:
            self._finish()
        else:
            self.agent_selection = self.possible_agents[self.state.current_player]

    def _settle(self, state: State) -> State:
        """Plays the chance events that follow, with the seeded rng."""
        while state.is_chance_node:
            state = state.apply(state.sample_chance(self._rng))
        return state

    def _finish(self) -> None:
        result = json.loads(self.state.to_json()).get("result") or {}
        truncated = bool(result.get("truncated", False))
        for seat, value in enumerate(self.state.returns()):
            agent = self.possible_agents[seat]
            self.rewards[agent] = float(value)
            self._cumulative_rewards[agent] += float(value)
            self.terminations[agent] = not truncated
            self.truncations[agent] = truncated
            self.infos[agent] = {"result": result}
        self.agent_selection = self.agents[0]

    def _remove(self, agent: str) -> None:
        self.agents.remove(agent)
        del self.rewards[agent], self._cumulative_rewards[agent]
        del self.terminations[agent], self.truncations[agent], self.infos[agent]
        if self.agents:
            self.agent_selection = self.agents[0]

    def render(self) -> str:
        """The full state as text (for a human watching an agent's game)."""
        return self.state.to_text()

    def close(self) -> None:
        pass
