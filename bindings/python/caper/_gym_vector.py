# mypy: disallow-subclassing-any=False, warn-unused-ignores=False
"""caper.gymnasium.VectorEnv: caper's batch (caper.VectorEnv) as a
gymnasium.vector.VectorEnv, in Gymnasium's three autoreset modes."""

from __future__ import annotations

from typing import Any, Dict, NoReturn, Optional, Sequence, Tuple, Union

import gymnasium  # type: ignore[import]
import numpy as np
import numpy.typing as npt
from gymnasium.vector import AutoresetMode  # type: ignore[import]

from ._arguments import game_from, integer
from .core import Game
from .gymnasium import action_space, observation_space
from .vector import HOLD
from .vector import VectorEnv as _Batch
from .vector import _actions

Observations = Dict[str, npt.NDArray[Any]]


def _mode(value: Union[str, AutoresetMode]) -> AutoresetMode:
    try:
        return value if isinstance(value, AutoresetMode) else AutoresetMode(value)
    except ValueError:
        names = ", ".join(repr(m.value) for m in AutoresetMode)
        raise ValueError(f"autoreset_mode {value!r}: expected an AutoresetMode or one of "
                         f"{names}") from None


def _reset_mask(options: Optional[Dict[str, Any]], n: int) -> Optional[npt.NDArray[np.bool_]]:
    """options["reset_mask"], checked as Gymnasium's SyncVectorEnv checks it."""
    if not options or "reset_mask" not in options:
        return None
    mask = options["reset_mask"]
    if not isinstance(mask, np.ndarray) or mask.dtype != np.bool_:
        raise TypeError("options['reset_mask'] must be a numpy array of dtype bool")
    if mask.shape != (n,):
        raise ValueError(f"options['reset_mask'] must have shape ({n},), got {mask.shape}")
    if not mask.any():
        raise ValueError("options['reset_mask'] must name at least one game")
    return mask


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of one caper game stepped together in native code, as a
    ``gymnasium.vector.VectorEnv`` (caper.VectorEnv underneath).

    ``game``: a game's name (with its ``**options``) or a caper.Game. Every seat of every
    game is played by the caller (self-play): ``observations["observation"][i]`` is the
    tensor of the seat to move in game i, ``observations["action_mask"][i]`` its legal
    actions (int8), ``infos["current_player"][i]`` that seat. ``step(actions)`` plays
    ``actions[i]`` (integers) in game i. ``rewards[i]`` is the return of the learner seat
    ``seat`` (0 by default) when the step ended game i, else 0: what the single-agent env
    gives that seat, so RecordEpisodeStatistics reports its true returns;
    ``infos["returns"][i]`` holds every seat's return where a game ended
    (``infos["_returns"]``). A game ended by its turn limit is a truncation, any other end
    a termination. Seeds: game i's chance generator is seeded with ``seed + i`` by
    ``reset(seed=seed)`` and goes on across its restarts, as in a SyncVectorEnv of
    ``caper.gymnasium.make(game, opponents=None)`` envs (the same seeds give the same
    arrays); ``reset()`` draws the next seed from a generator seeded by the constructor's
    ``seed`` (from the OS when None).

    ``autoreset_mode`` (in ``metadata``), as Gymnasium defines them:

    - ``NEXT_STEP`` (the default): the step that ends game i shows its final observation
      (of the seat that made the last move, mask all zero, ``current_player`` that seat);
      the next step ignores ``actions[i]`` and shows the new game (reward 0, not done).
    - ``SAME_STEP``: the step that ends game i shows the new game already;
      ``infos["final_obs"]`` is an object array with the final observation dict of each
      ended game (None elsewhere), ``infos["final_info"]`` their infos (``returns``,
      ``current_player``), each with its ``_`` mask.
    - ``DISABLED``: as NEXT_STEP, but the ended games must be restarted by
      ``reset(options={"reset_mask": mask})`` before the next step (a step before is a
      ValueError). ``reset_mask`` names ended games only: caper's batch restarts a game
      when it ends, so a game in play cannot be reset alone; it takes no seed.

    With ``copy=True`` (the default) the arrays returned are new; with ``copy=False``
    ``observations`` are read-only views of the batch's buffers that the next step
    rewrites, except where NEXT_STEP or DISABLED show final observations (then copies).
    It refuses copy and pickle (the C ABI cannot copy a batch): make a new one with the
    same seed.
    """

    metadata: Dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        game: Union[str, Game],
        num_envs: int,
        seed: Optional[int] = None,
        copy: bool = True,
        autoreset_mode: Union[str, AutoresetMode] = AutoresetMode.NEXT_STEP,
        seat: int = 0,
        **options: Any,
    ) -> None:
        caper_game = game_from(game, options)
        n = integer(num_envs, "num_envs")
        if n < 1:
            raise ValueError(f"num_envs must be at least 1, got {n}")
        if not isinstance(copy, bool):
            raise TypeError(f"copy must be a bool, not {type(copy).__name__}")
        self.seat = integer(seat, "seat")
        if not 0 <= self.seat < caper_game.num_players:
            raise ValueError(f"seat {seat} is not a seat of a {caper_game.num_players}-player game")
        self.autoreset_mode = _mode(autoreset_mode)
        self.metadata = dict(self.metadata, autoreset_mode=self.autoreset_mode)
        self._seeds = np.random.default_rng(None if seed is None else integer(seed, "seed"))
        self._batch = _Batch(caper_game, n, seed=self._next_seed())
        self._copy = copy
        self.num_envs = n
        self.single_observation_space = observation_space(caper_game)
        self.single_action_space = action_space(caper_game)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, n)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, n)
        self.render_mode = None
        self.game = caper_game
        self.num_players = caper_game.num_players
        self._all = np.ones(n, dtype=bool)
        # Games that ended in the last step and show their final observation (NEXT_STEP,
        # DISABLED), with the seat that made their last move.
        self._ended = np.zeros(n, dtype=bool)
        self._last_movers = np.zeros(n, dtype=np.int32)
        self._no_actions = np.zeros(self._batch.num_actions, np.int8)
        self._no_actions.flags.writeable = False
        self._shown: Observations = {}

    def _next_seed(self) -> int:
        return int(self._seeds.integers(0, 2**63))

    def reset(
        self,
        *,
        seed: Optional[Union[int, Sequence[int]]] = None,
        options: Optional[Dict[str, Any]] = None,
    ) -> Tuple[Observations, Dict[str, Any]]:
        """Restarts every game (game i's generator seeded with ``seed + i``, so ``seed`` is
        one int), or with ``options={"reset_mask": mask}`` shows the new games of the
        ended games in ``mask``."""
        mask = _reset_mask(options, self.num_envs)
        if mask is not None:
            return self._reset_ended(mask, seed)
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise TypeError("seed must be one int: game i's generator gets seed + i")
        self._batch.reset(self._next_seed() if seed is None else integer(seed, "seed"))
        self._ended[:] = False
        return self._observations(None), self._infos()

    def _reset_ended(self, mask: npt.NDArray[np.bool_], seed: Any) -> Tuple[Observations,
                                                                            Dict[str, Any]]:
        if seed is not None:
            raise ValueError("seed: a reset with reset_mask takes no seed (each ended game "
                             "goes on with its own generator)")
        playing = np.flatnonzero(mask & ~self._ended)
        if len(playing):
            raise ValueError(f"options['reset_mask']: games {playing.tolist()} have not ended "
                             "(caper restarts a game only when it ends)")
        self._ended &= ~mask
        ended = self._ended if self._ended.any() else None
        observations = self._observations(ended)
        # infos of the games reset only, as Gymnasium's vector envs give them
        mover = np.where(mask, self._batch.current_player, 0).astype(np.int32)
        return observations, {"current_player": mover, "_current_player": mask.copy()}

    def step(
        self, actions: npt.ArrayLike
    ) -> Tuple[Observations, npt.NDArray[np.float32], npt.NDArray[np.bool_],
               npt.NDArray[np.bool_], Dict[str, Any]]:
        chosen = _actions(actions, self.num_envs)
        held = self._ended.any()
        if held and self.autoreset_mode == AutoresetMode.DISABLED:
            raise ValueError(f"games {np.flatnonzero(self._ended).tolist()} ended: restart them "
                             "with reset(options={'reset_mask': mask}) before the next step")
        if held:  # NEXT_STEP: the ended games show their new game now, their action unused
            chosen = chosen.copy()  # (it may be the caller's array)
            chosen[self._ended] = HOLD
        batch = self._batch
        movers = batch.current_player.copy()
        _, terminations, truncations, done, ended = batch._step_results(chosen)
        rewards = np.zeros(self.num_envs, np.float32)
        self._ended[:] = False
        infos = {}
        if ended:
            returns = batch.rewards.copy()
            rewards[done] = returns[done, self.seat]
            infos = {"returns": returns, "_returns": done}
            if self.autoreset_mode == AutoresetMode.SAME_STEP:
                infos.update(self._final(done, movers, returns))
            else:
                self._ended, self._last_movers = done.copy(), movers
        observations = self._observations(done if ended and self._ended.any() else None)
        infos.update(self._infos())
        return observations, rewards, terminations, truncations, infos

    def _final(self, done: npt.NDArray[np.bool_], movers: npt.NDArray[np.int32],
               returns: npt.NDArray[np.float32]) -> Dict[str, Any]:
        """SAME_STEP's final_obs and final_info, laid out as Gymnasium's vector envs do."""
        final_obs = np.full(self.num_envs, None, dtype=object)
        final = self._batch.final_observations
        for i in np.flatnonzero(done):
            final_obs[i] = {"observation": final[i].copy(), "action_mask": self._no_actions}
        final_info = {"returns": returns, "_returns": done.copy(),
                      "current_player": np.where(done, movers, 0), "_current_player": done.copy()}
        return {"final_obs": final_obs, "_final_obs": done.copy(), "final_info": final_info,
                "_final_info": done.copy()}

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The masks last returned (int8, one row a game)."""
        mask: npt.NDArray[np.int8] = self._shown["action_mask"]
        return mask

    def sample_legal(self, generator: np.random.Generator) -> npt.NDArray[np.uint32]:
        """One uniformly random legal action per game (a new array each call; the pick of
        a game that shows its final observation is ignored by the next step)."""
        return self._batch.sample_legal(generator)

    def _infos(self) -> Dict[str, Any]:
        mover = self._batch.current_player
        if self._ended.any():
            mover = np.where(self._ended, self._last_movers, mover).astype(np.int32)
        elif self._copy:
            mover = mover.copy()
        return {"current_player": mover, "_current_player": self._all}

    def _observations(self, ended: Optional[npt.NDArray[np.bool_]]) -> Observations:
        """The batch's observations; where ``ended``, the final observation of the seat that
        made the last move and an all-zero mask."""
        batch = self._batch
        observation, mask = batch.observations, batch.legal_mask.view(np.int8)
        if self._copy or ended is not None:
            observation, mask = observation.copy(), mask.copy()
        if ended is not None:
            observation[ended] = batch.final_observations[ended]
            mask[ended] = 0
        self._shown = {"observation": observation, "action_mask": mask}
        return self._shown

    def close_extras(self, **kwargs: Any) -> None:
        self._batch.close()

    def _refuse(self, *args: object) -> NoReturn:
        raise TypeError("cannot copy or pickle a caper.gymnasium.VectorEnv: the C ABI cannot "
                        "copy a batch; make a new one with the same game and seed")

    __copy__ = _refuse
    __deepcopy__ = _refuse
    __reduce__ = _refuse  # type: ignore[assignment]
    __reduce_ex__ = _refuse  # type: ignore[assignment]
