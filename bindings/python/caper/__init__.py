"""caper: the caper rules library from Python (a nanobind module over its C ABI).

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

Distribution ``caper-games``: a manylinux2014 wheel (scripts/dist; the library linked
into the native module) or ``pip install .`` from the source tree (the module and the
library's libcaper.so beside it).

Threads: Game and State are immutable and may be used from several threads at once;
one Rng per thread; a Bot's choose() releases the GIL, and calls of one bot from several
threads run one after the other; a VectorEnv steps with the GIL held, one step at a time.
Copies: Game and State copy and pickle for real; Rng, Bot and VectorEnv refuse with a
TypeError (the C ABI cannot copy their hidden stream positions).
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _distribution_version
from typing import TYPE_CHECKING

from ._caper import ABI_VERSION
from .core import (
    CHANCE,
    FULL_VIEW,
    MAX_LEGAL_ACTIONS,
    PUBLIC_VIEW,
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
    BadOptionsError,
    BufferTooSmallError,
    CaperError,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    ParseError,
    UnknownGameError,
    WrongPhaseError,
    error_for_status,
    status_name,
)

if TYPE_CHECKING:  # at run time VectorEnv and AECEnv load on first use (they need numpy)
    from .aec import AECEnv
    from .vector import VectorEnv

try:
    __version__ = _distribution_version("caper-games")
except PackageNotFoundError:  # imported from a build tree, not installed
    __version__ = version()

__all__ = [
    "ABI_VERSION",
    "CHANCE",
    "TERMINAL",
    "FULL_VIEW",
    "MAX_LEGAL_ACTIONS",
    "PUBLIC_VIEW",
    "Game",
    "State",
    "Rng",
    "Bot",
    "VectorEnv",
    "ActionLike",
    "OptionsLike",
    "game_names",
    "version",
    "abi_version",
    "CaperError",
    "InvalidArgumentError",
    "UnknownGameError",
    "BadOptionsError",
    "IllegalActionError",
    "ParseError",
    "BufferTooSmallError",
    "WrongPhaseError",
    "InternalError",
    "error_for_status",
    "status_name",
]


def __getattr__(name: str) -> object:
    """caper.VectorEnv and caper.AECEnv load on first use: the rest of the package works
    without importing numpy."""
    if name == "VectorEnv":
        from .vector import VectorEnv

        return VectorEnv
    if name == "AECEnv":
        from .aec import AECEnv

        return AECEnv
    raise AttributeError(f"module 'caper' has no attribute {name!r}")
