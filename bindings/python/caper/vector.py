"""Vectorized stepping: N games of one game stepped together in native code (caper_vec).

    import numpy as np
    import caper
    env = caper.VectorEnv(caper.Game("trap_the_cap"), 1024, seed=1)
    picker = np.random.default_rng(0)
    for _ in range(1000):
        env.step(env.sample_legal(picker))       # one random legal action per game
        finished = env.done.nonzero()[0]         # games that ended in this step
        final_returns = env.rewards[finished]    # their returns (they restarted already)

Chance is resolved inside, game i with its own rng seeded with ``seed + i`` (it goes on
across the game's restarts: game i plays as one game would with that seed); the arrays below are read-only
numpy views of the batch's own buffers (no copy), rewritten by every ``step`` and
``reset``: copy what you keep. Each view keeps the batch's memory alive, also after
``close()``. Threads: ``step`` and ``reset`` hold the GIL, so steps from several threads
run one after the other, each whole. A VectorEnv refuses copy and pickle.
"""

from __future__ import annotations

from typing import Any, Mapping, NoReturn, Optional, SupportsIndex, Tuple, Union

import numpy as np
import numpy.typing as npt

from ._caper import Batch, Game

_MAX_ACTION = 0xFFFFFFFF
#: The action that holds a game for one step (CAPER_VEC_HOLD): it stays as it is, not done.
HOLD = 0xFFFFFFFF


def _actions(actions: npt.ArrayLike, n: int) -> npt.NDArray[np.uint32]:
    chosen = np.asarray(actions)
    if chosen.dtype.kind not in "iu":
        raise TypeError(f"actions must be integers, not {chosen.dtype}")
    if chosen.shape != (n,):
        raise ValueError(f"step needs {n} actions, got shape {chosen.shape}")
    # (uint32 ids, as sample_legal gives, are in range: no scan of the batch for them)
    if chosen.dtype != np.uint32 and n and (
            int(chosen.min()) < 0 or int(chosen.max()) > _MAX_ACTION):
        raise OverflowError(f"actions must be in [0, {_MAX_ACTION}]")
    return np.ascontiguousarray(chosen, dtype=np.uint32)


class VectorEnv:
    """``num_envs`` independent games of ``game`` stepped together.

    ``game`` is a caper.Game (with its options) or a game's name (then ``options`` may
    give its options). After construction, ``reset`` and every ``step``, for each game i:
    ``current_player[i]`` (the seat to move), ``observations[i]`` (that seat's observation
    tensor), ``legal_mask[i]`` (one byte per action id), ``legal_actions[i, :num_legal[i]]``,
    ``rewards[i]`` (the final returns when the step ended game i, else zeros),
    ``done[i]`` (1 when the step ended game i; the game has restarted already) and, where
    done, ``truncated[i]`` (1 when its turn limit ended it) and ``final_observations[i]``
    (the final observation of the seat that made the last move; zero in the other rows)."""

    current_player: npt.NDArray[np.int32]
    observations: npt.NDArray[np.float32]
    legal_mask: npt.NDArray[np.uint8]
    legal_actions: npt.NDArray[np.uint32]
    num_legal: npt.NDArray[np.uint32]
    rewards: npt.NDArray[np.float32]
    done: npt.NDArray[np.uint8]
    truncated: npt.NDArray[np.uint8]
    final_observations: npt.NDArray[np.float32]

    def __init__(
        self,
        game: Union[Game, str],
        num_envs: SupportsIndex,
        seed: SupportsIndex = 0,
        options: Optional[Union[Mapping[str, Any], str]] = None,
    ) -> None:
        if isinstance(game, Game):
            if options is not None:
                raise TypeError("options come with the Game: Game(name, options)")
            self.game = game
        elif isinstance(game, str):
            self.game = Game(game, options)
        else:
            raise TypeError(f"game must be a caper.Game or a game's name, not "
                            f"{type(game).__name__}")
        self._batch = Batch(self.game, num_envs, seed)
        self.num_envs: int = self._batch.num_envs
        self.num_players: int = self._batch.num_players
        self.num_actions: int = self._batch.num_actions
        self.observation_size: int = self._batch.observation_size
        for name, view in self._batch.views().items():
            setattr(self, name, view)
        # sample_legal picks from the flat legal rows (one take, cheaper than a 2-D gather)
        self._flat_legal = self.legal_actions.reshape(-1)
        self._row_starts = np.arange(self.num_envs) * self.legal_actions.shape[1]

    @property
    def total_steps(self) -> int:
        """Actions applied in all games so far, chance outcomes included."""
        return self._batch.total_steps

    @property
    def closed(self) -> bool:
        return self._batch.closed

    def reset(self, seed: SupportsIndex = 0) -> None:
        """Restarts every game, game i's rng seeded with ``seed + i`` (``seed`` an int in
        [0, 2**64); the sum wraps)."""
        self._batch.reset(seed)

    def step(self, actions: npt.ArrayLike) -> None:
        """Plays ``actions[i]`` (integers) in game i, or holds game i as it is where
        ``actions[i]`` is ``HOLD``; an illegal one raises
        IllegalActionError naming the game, and then no game has changed."""
        self._batch.step(_actions(actions, self.num_envs))

    def _step_results(self, actions: npt.ArrayLike) -> Tuple[
            npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_],
            npt.NDArray[np.bool_], int]:
        """step(), then per game, as new arrays: the reward of the seat that moved (its return
        where the game ended, else 0), terminated, truncated, done; and how many games
        ended (caper.gymnasium.VectorEnv's step)."""
        return self._batch.step_results(_actions(actions, self.num_envs))

    def sample_legal(self, generator: np.random.Generator) -> npt.NDArray[np.uint32]:
        """One uniformly random legal action per game (O(num_envs), from the legal lists),
        in a new array."""
        picks = (generator.random(self.num_envs) * self.num_legal).astype(np.intp)
        picks += self._row_starts
        chosen: npt.NDArray[np.uint32] = self._flat_legal.take(picks)
        return chosen

    def close(self) -> None:
        """Releases the batch (idempotent); arrays taken from it stay valid."""
        self._batch.close()

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _refuse(self, *args: object) -> NoReturn:
        raise TypeError("cannot copy or pickle a caper.VectorEnv: the C ABI cannot copy a "
                        "batch; make a new VectorEnv with the same game and seed")

    __copy__ = _refuse
    __deepcopy__ = _refuse
    __reduce__ = _refuse
    __reduce_ex__ = _refuse

    def __repr__(self) -> str:
        closed = " closed" if self.closed else ""
        return f"<caper.VectorEnv {self.game.name}, {self.num_envs} games{closed}>"


__all__ = ["HOLD", "VectorEnv"]
