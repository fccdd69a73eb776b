"""How a pickled caper.State comes back: its game, made once per (name, options) while
states of it are alive, then the state from its full JSON, with its history."""

import weakref
from typing import Optional, Tuple

from ._caper import Game, State

_games: "weakref.WeakValueDictionary[Tuple[str, Optional[str]], Game]" = (
    weakref.WeakValueDictionary()
)


def unpickle_state(name: str, options: Optional[str], document: str,
                   history: Optional[Tuple[int, ...]]) -> State:
    key = (name, options)
    game = _games.get(key)
    if game is None:
        game = Game(name, options)
        _games[key] = game
    return game.state_from_json(document, history)
