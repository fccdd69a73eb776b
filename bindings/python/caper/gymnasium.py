# mypy: disallow-subclassing-any=False, warn-unused-ignores=False
# (gymnasium is a test dependency: typed when installed, absent otherwise)
"""Gymnasium environments over caper games (needs gymnasium and numpy).

    import caper.gymnasium
    env = caper.gymnasium.make("trap_the_cap", opponents="mcts:100", players=2)
    observation, info = env.reset(seed=1)
    done = False
    while not done:
        action = env.action_space.sample(observation["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

``make(game, opponents=..., seat=0, **options)``: one seat played by the agent, every
other seat by a caper bot (one spec for all, or a list with one per other seat). The
spaces are those of the PettingZoo environment (observation_space / action_space below).
A step applies the agent's action, then the chance events and the bots' moves until the
agent is to move again or the game is over; the reward is the agent's return when the game
ends (1 for a win, 1/k for a k-way tie, 0 for a loss), else 0. An action the mask does not
allow ends the episode (terminated) with reward ``illegal_reward`` (-1 by default) and
``info["illegal_action"]``, so that an unmasked random policy gets a clear signal rather
than an exception. A game ended by its turn limit is a truncation.

``VectorEnv(game, num_envs, seed=None, **options)`` is a ``gymnasium.vector.VectorEnv``
over caper's batched stepping (see its docstring).
"""

from __future__ import annotations

import dataclasses
import secrets
from typing import Any, Dict, List, Optional, Sequence, SupportsFloat, Tuple, Union

import gymnasium  # type: ignore[import]
import numpy as np
import numpy.typing as npt
from gymnasium import spaces  # type: ignore[import]

from ._caper import seat_view
from .core import Bot, Game, Rng, State, game_names


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
    """{"observation": seat's tensor, "action_mask": its legal actions (all 0 unless it
    is to move)}: new arrays, so a buffer that keeps them keeps what they were."""
    return seat_view(state, seat)


def action_space(game: Game) -> spaces.Discrete:
    return spaces.Discrete(game.num_distinct_actions)


def render_text(state: State) -> str:
    """What the seat to move sees, as text; once the game is over, the whole final state
    (the environments never rest at a chance node: they resolve chance inside)."""
    player = state.current_player
    return state.to_text(player if player >= 0 else -1)


def _opponent_specs(opponents: Union[str, Sequence[str]], others: int) -> List[str]:
    if isinstance(opponents, str):
        return [opponents] * others
    specs = list(opponents)
    if len(specs) != others:
        raise ValueError(f"{others} opponent seats but {len(specs)} opponent specs")
    return specs


def make(
    game: str,
    opponents: Union[str, Sequence[str]] = "mcts:100",
    seat: int = 0,
    render_mode: Optional[str] = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> "CaperEnv":
    """A single-agent environment: the agent plays ``seat``, bots play the others."""
    env = CaperEnv(game, opponents, seat, render_mode, illegal_reward, options or None)
    # The spec makes the environment again for gymnasium (check_env's other render modes).
    kwargs = dict(opponents=opponents, seat=seat, illegal_reward=illegal_reward, options=options)
    env.spec = dataclasses.replace(gymnasium.spec(env_id(game)), kwargs=dict(game=game, **kwargs))
    return env


class CaperEnv(gymnasium.Env):
    """One seat of a caper game against caper bots (see the module's docstring)."""

    # render_fps: how often a human watcher gets a frame (a turn-based game prints one per step).
    metadata: Dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game: Union[str, Game],
        opponents: Union[str, Sequence[str]] = "mcts:100",
        seat: int = 0,
        render_mode: Optional[str] = None,
        illegal_reward: float = -1.0,
        options: Optional[Dict[str, Any]] = None,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: expected None, 'ansi' or 'human'")
        self.game = game if isinstance(game, Game) else Game(game, options)
        players = self.game.num_players
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not a seat of a {players}-player game")
        self.seat = seat
        self.render_mode = render_mode
        self.illegal_reward = float(illegal_reward)
        self._specs = _opponent_specs(opponents, players - 1)
        self.observation_space = observation_space(self.game)
        self.action_space = action_space(self.game)
        self._rng: Optional[Rng] = None
        self._bots = self._new_bots(0)  # a bad spec fails here, naming itself
        self.state: State = self.game.initial_state()

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[Dict[str, npt.NDArray[Any]], Dict[str, Any]]:
        """A new game. ``seed`` seeds chance and the bots (game seed s: seat q's bot gets
        s * 64 + q); without it the generator goes on (first use: a seed from the OS)."""
        super().reset(seed=seed)
        if seed is not None or self._rng is None:
            base = int(seed) if seed is not None else secrets.randbits(57)
            self._rng = Rng(base)
            self._bots = self._new_bots(base)
        self.state = self._advance(self.game.initial_state())
        return self._observation(), {}

    def _new_bots(self, base: int) -> Dict[int, Bot]:
        others = [q for q in range(self.game.num_players) if q != self.seat]
        return {q: Bot(self.game, spec, base * 64 + q) for q, spec in zip(others, self._specs)}

    def step(
        self, action: Any
    ) -> Tuple[Dict[str, npt.NDArray[Any]], SupportsFloat, bool, bool, Dict[str, Any]]:
        state = self.state
        if state.is_terminal:
            raise ValueError("the episode is over: call reset()")
        chosen = int(action)
        if not state.is_legal(chosen):
            self.state = state
            info = {"illegal_action": chosen, "legal_actions": state.legal_actions()}
            return self._observation(), self.illegal_reward, True, False, info
        self.state = self._advance(state.apply(chosen))
        if self.render_mode == "human":
            self.render()
        if not self.state.is_terminal:
            return self._observation(), 0.0, False, False, {}
        result = self.state.result or {}
        truncated = bool(result.get("truncated", False))
        reward = float(self.state.returns()[self.seat])
        return self._observation(), reward, not truncated, truncated, {"result": result}

    def _advance(self, state: State) -> State:
        """Chance and the bots' moves, until the agent moves or the game is over."""
        rng = self._rng
        assert rng is not None, "reset() seeds the generator first"
        while not state.is_terminal:
            player = state.current_player
            if player == self.seat:
                break
            if player < 0:
                state = state.apply(state.sample_chance(rng))
            else:
                state = state.apply(self._bots[player].choose(state))
        return state

    def _observation(self) -> Dict[str, npt.NDArray[Any]]:
        return seat_observation(self.state, self.seat)

    def render(self) -> Optional[str]:
        """"ansi": the agent's view as text; "human": printed; None without a mode."""
        if self.render_mode is None:
            return None
        text = self.state.to_text(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self._bots = {}


for _name in game_names():
    if env_id(_name) not in gymnasium.registry:
        gymnasium.register(env_id(_name), entry_point="caper.gymnasium:CaperEnv",
                           kwargs={"game": _name})


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of one caper game stepped together in native code, as a
    ``gymnasium.vector.VectorEnv`` (caper.VectorEnv underneath).

    The agent is whoever is to move: ``observations["observation"][i]`` is the tensor of
    the seat to move in game i, ``observations["action_mask"][i]`` its legal actions, and
    ``infos["current_player"][i]`` that seat. ``step(actions)`` plays ``actions[i]`` in
    game i; ``rewards[i]`` is the return of the seat that made that move when it ended the
    game (else 0), and ``infos["returns"][i]`` every seat's return where a game ended.
    A game ended by its turn limit is a truncation, any other end a termination.
    Autoreset: ``AutoresetMode.SAME_STEP``: a game that ends restarts in the same step, the
    observation shown is the new game's, and ``infos["final_obs"]`` (where
    ``infos["_final_obs"][i]``) holds the ended game's final observation of the seat that
    made the last move (its mask all zero; the rows of games that did not end are zero). ``reset(seed=s)`` reseeds the batch's chance generator;
    ``reset()`` draws the next seed from a generator seeded by the constructor's ``seed``
    (from the OS when None). With ``copy=True`` (the default) the arrays returned are
    copies; with ``copy=False`` they are read-only views of the batch's buffers that the
    next step rewrites.
    """

    metadata: Dict[str, Any] = {
        "autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP,
        "render_modes": [],
    }

    def __init__(
        self,
        game: str,
        num_envs: int,
        seed: Optional[int] = None,
        copy: bool = True,
        **options: Any,
    ) -> None:
        from .vector import VectorEnv as _Batch

        self._seeds = np.random.default_rng(seed)
        self._batch = _Batch(game, num_envs, seed=self._next_seed(), options=options or None)
        self._copy = copy
        caper_game = Game(game, options or None)
        self.num_envs = num_envs
        self.single_observation_space = observation_space(caper_game)
        self.single_action_space = action_space(caper_game)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, num_envs)
        self.render_mode = None
        self.num_players = caper_game.num_players
        self._all = np.ones(num_envs, dtype=bool)
        # the ended games' last mover has no legal action left: an all-zero mask (one
        # read-only row broadcast, not num_envs x num_actions bytes)
        self._no_actions = np.broadcast_to(np.zeros(self._batch.num_actions, np.int8),
                                           self._batch.legal_mask.shape)

    def _next_seed(self) -> int:
        return int(self._seeds.integers(0, 2**63))

    def reset(
        self,
        *,
        seed: Optional[Union[int, Sequence[int]]] = None,
        options: Optional[Dict[str, Any]] = None,
    ) -> Tuple[Dict[str, npt.NDArray[Any]], Dict[str, Any]]:
        """Restarts every game (one generator for the batch, so ``seed`` is one int)."""
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise TypeError("caper's batch has one chance generator: seed must be one int")
        self._batch.reset(self._next_seed() if seed is None else int(seed))
        return self._observations(), {"current_player": self._mover(), "_current_player": self._all}

    def step(
        self, actions: npt.ArrayLike
    ) -> Tuple[Dict[str, npt.NDArray[Any]], npt.NDArray[np.float32], npt.NDArray[np.bool_],
               npt.NDArray[np.bool_], Dict[str, Any]]:
        batch = self._batch
        rewards, terminations, truncations, done, ended = batch._step_results(actions)
        infos: Dict[str, Any] = {"current_player": self._mover(), "_current_player": self._all}
        if ended:
            # The batch's returns and final observations are zero outside the rows of the
            # games that ended (the batch clears only the rows it filled the step before;
            # zeroing a new 1,024-row array here was a quarter of the step).
            returns, final = batch.rewards, batch.final_observations
            if self._copy:
                returns, final = returns.copy(), final.copy()
            infos["returns"], infos["_returns"] = returns, done
            infos["final_obs"] = {"observation": final, "action_mask": self._no_actions}
            infos["_final_obs"] = done.copy()
        return self._observations(), rewards, terminations, truncations, infos

    def sample_legal(self, generator: np.random.Generator) -> npt.NDArray[np.uint32]:
        """One uniformly random legal action per game (a new array each call)."""
        return self._batch.sample_legal(generator)

    def _mover(self) -> npt.NDArray[np.int32]:
        mover: npt.NDArray[np.int32] = self._batch.current_player
        return mover.copy() if self._copy else mover

    def _observations(self) -> Dict[str, npt.NDArray[Any]]:
        batch = self._batch
        observation, mask = batch.observations, batch.legal_mask.view(np.int8)
        if self._copy:
            observation, mask = observation.copy(), mask.copy()
        return {"observation": observation, "action_mask": mask}

    def close_extras(self, **kwargs: Any) -> None:
        self._batch.close()
