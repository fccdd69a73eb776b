"""Checks of the environments' common arguments, each error naming the argument."""

from __future__ import annotations

import numbers
from typing import Any, Mapping, Optional, Union

import numpy as np

from .core import Game


def game_from(game: Any, options: Optional[Union[Mapping[str, Any], str]] = None) -> Game:
    """``game`` as a caper.Game: a Game (which carries its options) or a game's name."""
    if isinstance(game, Game):
        if options:
            raise TypeError("options come with the Game: Game(name, options), or pass the "
                            "game's name with the options")
        return game
    if isinstance(game, str):
        return Game(game, options or None)
    raise TypeError(f"game must be a caper.Game or a game's name, not {type(game).__name__}")


def integer(value: Any, name: str) -> int:
    """An int from an int, a numpy integer or a 0-d integer array (not a bool or float)."""
    if isinstance(value, np.ndarray) and value.shape == () and value.dtype.kind in "iu":
        return int(value)
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (numbers.Integral, np.integer)):
        raise TypeError(f"{name} must be an integer, not {type(value).__name__} ({value!r})")
    return int(value)


def real(value: Any, name: str) -> float:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (numbers.Real, np.number)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    return float(value)
