"""Game, State, Rng and Bot: the native classes of caper._caper (nanobind, over the C
ABI), and the constants and type aliases of their arguments."""

from typing import Any, List, Mapping, SupportsIndex, Union

from . import _caper
from ._caper import MAX_LEGAL_ACTIONS, Bot, Game, Rng, State

#: ``State.current_player`` at a chance node and at a terminal state.
CHANCE = -1
TERMINAL = -2
#: ``State.to_json(FULL_VIEW)``: the whole state, hidden information included.
FULL_VIEW = -1
#: ``State.to_json(PUBLIC_VIEW)``: what a person at the table who holds no seat sees (a
#: spectator): no hand, no face-down card, no secret choice; also for ``to_text``,
#: ``action_to_string`` and ``outcome_text``, not for ``observation``.
PUBLIC_VIEW = -2

#: An action: its id (any integer-like value: int, numpy integer, IntEnum) or its text.
ActionLike = Union[SupportsIndex, str]
#: Game options: a dict (sent as JSON), a JSON text, or None for the defaults.
OptionsLike = Union[Mapping[str, Any], str, bytes, None]


# Python functions over the module's, so that they pickle by name (dask's client.run, ...).
def game_names() -> List[str]:
    """The names of every game in this build of the library, in catalogue order."""
    return _caper.game_names()


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _caper.version()


def abi_version() -> int:
    """The C ABI version of the library the module was built with."""
    return _caper.abi_version()


__all__ = ["CHANCE", "TERMINAL", "FULL_VIEW", "MAX_LEGAL_ACTIONS", "PUBLIC_VIEW",
           "ActionLike", "OptionsLike",
           "Bot", "Game", "Rng", "State", "abi_version", "game_names", "version"]
