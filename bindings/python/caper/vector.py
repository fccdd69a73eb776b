"""Vectorized stepping: N games of one game stepped together in native code (caper_vec).

    import numpy as np
    import caper
    env = caper.VectorEnv("trap_the_cap", 1024, seed=1)
    picker = np.random.default_rng(0)
    for _ in range(1000):
        env.step(env.sample_legal(picker))       # one random legal action per game
        finished = env.done.nonzero()[0]         # games that ended in this step
        final_returns = env.rewards[finished]    # their returns (they restarted already)

Chance is resolved inside with the batch's seeded rng; the arrays below are numpy views
of the batch's own buffers (no copy), rewritten by every ``step`` and ``reset``: copy what
you keep. numpy is needed for this module only (Debian's python3-numpy).
"""

from __future__ import annotations

import ctypes
import json
from typing import Any, Mapping, Optional, Union

import numpy as np
import numpy.typing as npt

from . import _lib
from .errors import error_for_status


class _Buffers(ctypes.Structure):
    """caper_vec_buffers (caper.h)."""

    _fields_ = [
        ("num_envs", ctypes.c_size_t),
        ("num_players", ctypes.c_int32),
        ("observation_size", ctypes.c_size_t),
        ("num_actions", ctypes.c_uint32),
        ("max_legal", ctypes.c_size_t),
        ("current_player", ctypes.POINTER(ctypes.c_int32)),
        ("observations", ctypes.POINTER(ctypes.c_float)),
        ("legal_mask", ctypes.POINTER(ctypes.c_uint8)),
        ("legal_actions", ctypes.POINTER(ctypes.c_uint32)),
        ("num_legal", ctypes.POINTER(ctypes.c_uint32)),
        ("rewards", ctypes.POINTER(ctypes.c_float)),
        ("done", ctypes.POINTER(ctypes.c_uint8)),
        ("total_steps", ctypes.POINTER(ctypes.c_uint64)),
    ]


class _EpisodeBuffers(ctypes.Structure):
    """caper_vec_episode_buffers (caper.h)."""

    _fields_ = [
        ("truncated", ctypes.POINTER(ctypes.c_uint8)),
        ("final_observations", ctypes.POINTER(ctypes.c_float)),
    ]


_VecP = ctypes.c_void_p
_GameP = ctypes.c_void_p


_cdll: Optional[ctypes.CDLL] = None


def _native() -> Any:
    """The library, opened again with this module's own prototypes (the same loaded
    library: the handle types here are plain pointers, apart from the binding's)."""
    global _cdll
    if _cdll is None:
        cdll = ctypes.CDLL(_lib.lib()._name)
        status = ctypes.c_int
        prototypes: dict[str, tuple[Any, list[Any]]] = {
            "caper_last_error": (ctypes.c_char_p, []),
            "caper_game_new": (status, [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(_GameP)]),
            "caper_game_free": (None, [_GameP]),
            "caper_vec_new": (
                status, [_GameP, ctypes.c_size_t, ctypes.c_uint64, ctypes.POINTER(_VecP)]),
            "caper_vec_free": (None, [_VecP]),
            "caper_vec_reset": (status, [_VecP, ctypes.c_uint64]),
            "caper_vec_step": (
                status, [_VecP, ctypes.POINTER(ctypes.c_uint32), ctypes.c_size_t]),
            "caper_vec_get_buffers": (status, [_VecP, ctypes.POINTER(_Buffers)]),
            "caper_vec_get_episode_buffers": (status, [_VecP, ctypes.POINTER(_EpisodeBuffers)]),
        }
        for name, (restype, argtypes) in prototypes.items():
            fn = getattr(cdll, name)
            fn.restype, fn.argtypes = restype, argtypes
        _cdll = cdll
    return _cdll


def _check(status: int) -> None:
    if status != 0:
        message = _native().caper_last_error()
        text = message.decode("utf-8", "replace") if isinstance(message, bytes) else str(message)
        raise error_for_status(status, text)


def _view(pointer: Any, shape: tuple[int, ...]) -> npt.NDArray[Any]:
    """A read-only numpy view of a native buffer (no copy)."""
    if 0 in shape or not pointer:
        array: npt.NDArray[Any] = np.zeros(shape, dtype=np.dtype(pointer._type_))
    else:
        array = np.ctypeslib.as_array(pointer, shape)
    array.flags.writeable = False
    return array


class VectorEnv:
    """``num_envs`` independent games of ``game`` stepped together.

    After construction, ``reset`` and every ``step``, for each game i:
    ``current_player[i]`` (the seat to move), ``observations[i]`` (that seat's observation
    tensor), ``legal_mask[i]`` (one byte per action id), ``legal_actions[i, :num_legal[i]]``,
    ``rewards[i]`` (the final returns when the step ended game i, else zeros),
    ``done[i]`` (1 when the step ended game i; the game has restarted already) and, where
    done, ``truncated[i]`` (1 when its turn limit ended it) and ``final_observations[i]``
    (the final observation of the seat that made the last move)."""

    def __init__(
        self,
        game: str,
        num_envs: int,
        seed: int = 0,
        options: Optional[Union[Mapping[str, Any], str]] = None,
    ) -> None:
        native = _native()
        text = options if isinstance(options, str) else json.dumps(dict(options or {}))
        self._game = ctypes.c_void_p()
        self._vec = ctypes.c_void_p()
        _check(native.caper_game_new(game.encode(), text.encode(), ctypes.byref(self._game)))
        try:
            _check(native.caper_vec_new(self._game, int(num_envs), int(seed),
                                        ctypes.byref(self._vec)))
        except BaseException:
            native.caper_game_free(self._game)
            raise
        self._bind_buffers()

    def _bind_buffers(self) -> None:
        buffers = _Buffers()
        _check(_native().caper_vec_get_buffers(self._vec, ctypes.byref(buffers)))
        n, players = int(buffers.num_envs), int(buffers.num_players)
        self.num_envs = n
        self.num_players = players
        self.num_actions = int(buffers.num_actions)
        self.observation_size = int(buffers.observation_size)
        self.current_player = _view(buffers.current_player, (n,))
        self.observations = _view(buffers.observations, (n, self.observation_size))
        self.legal_mask = _view(buffers.legal_mask, (n, self.num_actions))
        self.legal_actions = _view(buffers.legal_actions, (n, int(buffers.max_legal)))
        self.num_legal = _view(buffers.num_legal, (n,))
        self.rewards = _view(buffers.rewards, (n, players))
        self.done = _view(buffers.done, (n,))
        episodes = _EpisodeBuffers()
        _check(_native().caper_vec_get_episode_buffers(self._vec, ctypes.byref(episodes)))
        self.truncated = _view(episodes.truncated, (n,))
        self.final_observations = _view(episodes.final_observations, (n, self.observation_size))
        self._total_steps = buffers.total_steps
        self._rows = np.arange(n)

    @property
    def total_steps(self) -> int:
        """Actions applied in all games so far, chance outcomes included."""
        self._live()
        return int(self._total_steps[0])

    def reset(self, seed: int = 0) -> None:
        """Restarts every game, the batch's rng seeded with ``seed``."""
        _check(_native().caper_vec_reset(self._live(), int(seed)))

    def step(self, actions: npt.ArrayLike) -> None:
        """Plays ``actions[i]`` in game i; an illegal one raises IllegalActionError naming
        the game, and then no game has changed."""
        chosen = np.ascontiguousarray(actions, dtype=np.uint32)
        if chosen.shape != (self.num_envs,):
            raise ValueError(f"step needs {self.num_envs} actions, got shape {chosen.shape}")
        pointer = chosen.ctypes.data_as(ctypes.POINTER(ctypes.c_uint32))
        _check(_native().caper_vec_step(self._live(), pointer, self.num_envs))

    def sample_legal(self, generator: np.random.Generator) -> npt.NDArray[np.uint32]:
        """One uniformly random legal action per game (O(num_envs), from the legal lists)."""
        picks = (generator.random(self.num_envs) * self.num_legal).astype(np.intp)
        chosen: npt.NDArray[np.uint32] = self.legal_actions[self._rows, picks]  # a new array
        return chosen

    def _live(self) -> ctypes.c_void_p:
        if not self._vec:
            raise ValueError("this VectorEnv is closed")
        return self._vec

    def close(self) -> None:
        """Frees the batch now (idempotent); its arrays must not be used afterwards."""
        if self._vec:
            native = _native()
            native.caper_vec_free(self._vec)
            native.caper_game_free(self._game)
            self._vec = ctypes.c_void_p()
            self._forget_buffers()

    def _forget_buffers(self) -> None:
        """After close the views would point at freed memory: replace them by empty arrays."""
        for name in ("current_player", "observations", "legal_mask", "legal_actions",
                     "num_legal", "rewards", "done", "truncated", "final_observations"):
            empty = np.zeros((0,), dtype=getattr(self, name).dtype)
            empty.flags.writeable = False
            setattr(self, name, empty)

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # the library may be gone at interpreter exit
            pass

    def __repr__(self) -> str:
        return f"<caper.VectorEnv {self.num_envs} games, {self.num_players} players>"
