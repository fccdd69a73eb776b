"""caper: Python bindings (ctypes, standard library only) for the caper rules library.

    import caper
    with caper.Game("trap_the_cap", {"players": 2}) as game, caper.Rng(7) as rng:
        state = game.initial_state()
        while not state.is_terminal:
            if state.is_chance_node:
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            print(state.current_player, state.action_to_string(action))
            state = state.apply(action)
        print(state.returns())

The shared library is found through the environment variable CAPER_LIBRARY, next to
this package, or on the system's search path (see caper._lib). It is loaded, and its
ABI version checked, on first use; caper.load() loads it eagerly.
"""

from ._lib import ABI_VERSION, ENV_VAR, candidate_paths
from .core import (
    CHANCE,
    FULL_VIEW,
    TERMINAL,
    Game,
    Rng,
    State,
    abi_version,
    game_names,
    version,
)
from .errors import (
    AbiVersionError,
    BadOptionsError,
    BufferTooSmallError,
    CaperError,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    LibraryError,
    LibraryNotFoundError,
    ParseError,
    UnknownGameError,
    WrongPhaseError,
    error_for_status,
    status_name,
)

__version__ = "0.1.0"


def load():
    """Loads the shared library now (and checks its ABI version); returns its path."""
    from . import _lib

    return _lib.lib().caper_path


__all__ = [
    "ABI_VERSION",
    "ENV_VAR",
    "CHANCE",
    "TERMINAL",
    "FULL_VIEW",
    "Game",
    "State",
    "Rng",
    "game_names",
    "version",
    "abi_version",
    "load",
    "candidate_paths",
    "CaperError",
    "InvalidArgumentError",
    "UnknownGameError",
    "BadOptionsError",
    "IllegalActionError",
    "ParseError",
    "BufferTooSmallError",
    "WrongPhaseError",
    "InternalError",
    "LibraryError",
    "LibraryNotFoundError",
    "AbiVersionError",
    "error_for_status",
    "status_name",
]
