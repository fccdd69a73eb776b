"""caper: Python bindings (ctypes, standard library only) for the caper rules library.

    import caper
    game = caper.Game("trap_the_cap", {"players": 2})
    bot = caper.Bot(game, "mcts:200", seed=1)
    rng = caper.Rng(7)
    state = game.initial_state()
    while not state.is_terminal:
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            action = bot.choose(state)
        print(state.current_player, state.action_to_string(action))
        state = state.apply(action)
    print(state.returns(), state.result)

Installed with ``pip install --no-build-isolation ./bindings/python`` (distribution
``caper-games``) the package carries its own copy of libcaper.so. The library is found
through the environment variable CAPER_LIBRARY (which always wins), next to this package,
or on the system's search path (see caper._lib). It is loaded, and its ABI version
checked, on first use; caper.load() loads it eagerly.
"""

from ._lib import ABI_VERSION, ENV_VAR, candidate_paths
from .core import (
    CHANCE,
    FULL_VIEW,
    TERMINAL,
    ActionLike,
    Bot,
    Game,
    OptionsLike,
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


def load() -> str:
    """Loads the shared library now (and checks its ABI version); returns its path."""
    from . import _lib

    return str(_lib.lib().caper_path)


__all__ = [
    "ABI_VERSION",
    "ENV_VAR",
    "CHANCE",
    "TERMINAL",
    "FULL_VIEW",
    "Game",
    "State",
    "Rng",
    "Bot",
    "ActionLike",
    "OptionsLike",
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


def __getattr__(name: str) -> object:
    """caper.VectorEnv and caper.AECEnv need numpy, so they load on first use only: the
    rest of the package works without numpy."""
    if name == "VectorEnv":
        from .vector import VectorEnv

        return VectorEnv
    if name == "AECEnv":
        from .aec import AECEnv

        return AECEnv
    raise AttributeError(f"module 'caper' has no attribute {name!r}")
