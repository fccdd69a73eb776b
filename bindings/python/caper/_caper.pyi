"""
The native part of caper: Game, State, Rng, Bot and the VectorEnv batch over the C ABI. Import it through the caper package.
"""

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, NoReturn, SupportsIndex

import numpy
import numpy.typing
from numpy.typing import NDArray


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""

def abi_version() -> int:
    """The C ABI version of the library this module was built with."""

def game_names() -> list[str]:
    """
    The names of every game in this build of the library, in catalogue order.
    """

ABI_VERSION: int = 1

MAX_LEGAL_ACTIONS: int = 1024

class Rng:
    """
    The library's seeded random generator (the same stream on every platform and host).

    One thread at a time: use one Rng per thread. It refuses copy and pickle (make a new Rng from the seed).
    """

    def __init__(self, seed: SupportsIndex = 0) -> None:
        """seed: an int in [0, 2**64)."""

    def next_u64(self) -> int:
        """The next 64-bit value of the generator."""

    def below(self, n: SupportsIndex) -> int:
        """A uniform value in [0, n): the draw of C++ caper::Rng::below."""

    def __repr__(self) -> str: ...

    def __copy__(self) -> NoReturn: ...

    def __deepcopy__(self, memo: object) -> NoReturn: ...

    def __reduce__(self) -> NoReturn: ...

    def close(self) -> None:
        """
        Frees the native handle (idempotent); a call using it on another thread finishes first. Later use raises ValueError.
        """

    @property
    def closed(self) -> bool: ...

    def __enter__(self) -> object: ...

    def __exit__(self, *args: object) -> None: ...

class Bot:
    """
    A computer opponent: ``Bot(game, "mcts:200", seed=1).choose(state)``.

    spec: a level, "easy", "medium" or "hard" (the game's own spec for it: game.info()["bot_levels"]), "random", "greedy", "mcts", "mcts:ITERATIONS" or "mcts:ms=MILLISECONDS" (more items: docs/bots.md). choose() releases the GIL; calls of one bot from several threads run one after the other, and cancel() from another thread stops the running one; bots of one game may run on different threads at once. It refuses copy and pickle.
    """

    def __init__(self, game: Game, spec: str = 'mcts', seed: SupportsIndex = 0) -> None: ...

    @property
    def spec(self) -> str: ...

    @property
    def game(self) -> Game: ...

    def choose(self, state: State) -> int:
        """The bot's action id for the seat to move in ``state``."""

    def __repr__(self) -> str: ...

    def __copy__(self) -> NoReturn: ...

    def __deepcopy__(self, memo: object) -> NoReturn: ...

    def __reduce__(self) -> NoReturn: ...

    def cancel(self) -> None:
        """
        Stops the choose() running on another thread: it returns at once with the best action found so far. Called when no choose() runs, it stops the next one at its start (a cancel is used up by the call it stopped).
        """

    def close(self) -> None:
        """Frees the bot now (idempotent; waits for a running choose())."""

    @property
    def closed(self) -> bool: ...

    def __enter__(self) -> object: ...

    def __exit__(self, *args: object) -> None: ...

class Game:
    """
    A game with its options: ``Game(name, {"players": 3})``.

    ``options`` is a dict (sent as JSON), a JSON text, or None for the defaults. Games are immutable and may be shared between threads; a copy is the game itself, a pickle holds its name and options.
    """

    def __init__(self, name: str | bytes, options: Mapping[str, Any] | str | bytes | None = None) -> None: ...

    @property
    def name(self) -> str: ...

    @property
    def options_json(self) -> str | None:
        """The options as given (JSON text), None for the defaults."""

    @property
    def num_players(self) -> int: ...

    @property
    def num_distinct_actions(self) -> int: ...

    @property
    def observation_size(self) -> int:
        """The number of floats of State.observation_tensor()."""

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """The dimensions of State.observation_array(), row-major."""

    @property
    def observation_high(self) -> list[float]:
        """
        The largest value each float of State.observation_tensor() can take (the smallest is 0): 1 for most, more where the game says so.
        """

    def info_json(self) -> str:
        """
        The game's description as JSON text (name, players, options, type, data).
        """

    def info(self) -> dict[str, Any]:
        """The game's description as a dict (a fresh copy)."""

    @property
    def players_range(self) -> tuple[int, int]:
        """(fewest, most) players the game allows."""

    @property
    def default_players(self) -> int: ...

    @property
    def options(self) -> dict[str, dict[str, Any]]:
        """
        Every option: {key: {"value", "default", and "min"/"max" or "allowed"}}.
        """

    @property
    def game_type(self) -> dict[str, Any]:
        """{"chance", "hidden_information", "simultaneous", "utility"}."""

    def initial_state(self) -> State:
        """The state before the first move."""

    def state_from_json(self, document: str | bytes | Mapping[str, Any], history: Sequence[int] | None = None) -> State:
        """
        A state from its full JSON (str or dict); raises ParseError naming the field. ``history``: the actions that led to it from the initial state, when known (State.history); InvalidArgumentError when they do not lead to it.
        """

    def __eq__(self, other: object) -> bool: ...

    def __hash__(self) -> int: ...

    def __copy__(self) -> Game: ...

    def __deepcopy__(self, memo: object) -> Game: ...

    def __reduce__(self) -> tuple[Any, ...]: ...

    def __repr__(self) -> str: ...

    def close(self) -> None:
        """
        Frees the native handle (idempotent); a call using it on another thread finishes first. Later use raises ValueError.
        """

    @property
    def closed(self) -> bool: ...

    def __enter__(self) -> object: ...

    def __exit__(self, *args: object) -> None: ...

class State:
    """
    An immutable game state: apply() returns a new State.

    States come from Game.initial_state(), Game.state_from_json() and State.apply(). A State keeps its game alive; States may be read from several threads at once.
    """

    @property
    def game(self) -> Game: ...

    @property
    def current_player(self) -> int:
        """A seat (0..n-1), CHANCE (-1) or TERMINAL (-2)."""

    @property
    def is_terminal(self) -> bool: ...

    @property
    def is_chance_node(self) -> bool: ...

    @property
    def history(self) -> tuple[int, ...] | None:
        """
        The action ids applied since the initial state, oldest first; None when the state was loaded from JSON.
        """

    def legal_actions(self) -> list[int]:
        """
        The legal action ids, ascending (at a chance node: the outcomes' actions).
        """

    def legal_mask(self, out: numpy.typing.NDArray[numpy.uint8] | None = None) -> Annotated[NDArray[numpy.uint8], dict(order='C', device='cpu')]:
        """
        One byte per distinct action id, 1 where legal, as a numpy uint8 array (written into ``out`` when given).
        """

    def legal_actions_mask(self, out: numpy.typing.NDArray[numpy.uint8] | None = None) -> Annotated[NDArray[numpy.uint8], dict(order='C', device='cpu')]:
        """Deprecated: legal_mask()."""

    def is_legal(self, action: SupportsIndex | str) -> bool:
        """
        True when ``action`` may be applied now (never raises for an unknown id).
        """

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """
        [(action, probability), ...] at a chance node; WrongPhaseError elsewhere.
        """

    def apply(self, action: SupportsIndex | str) -> State:
        """
        The state after ``action`` (an id or its text); raises IllegalActionError.
        """

    def returns(self) -> list[float]:
        """One value per player: zeros until terminal."""

    def action_to_string(self, action: SupportsIndex | str, viewer: SupportsIndex | None = None) -> str:
        """
        The action's notation (what ``action_from_string`` parses); with a ``viewer``, what that viewer learns of it in words (``FULL_VIEW``: every secret shown; ``PUBLIC_VIEW``: as a spectator, who learns no secret).
        """

    def outcome_text(self, action: SupportsIndex | str, viewer: SupportsIndex = -1) -> str:
        """
        What ``viewer`` learns from what the legal ``action`` sets off by itself, in words (points, cards revealed, a player who could not play); "" when nothing follows. For a log written after the action, never a list of moves; raises IllegalActionError for an action that is not legal here.
        """

    def action_from_string(self, text: str | bytes) -> int: ...

    def to_json(self, viewer: SupportsIndex = -1) -> str:
        """
        The state as JSON text: the whole state (``FULL_VIEW``, -1), what seat ``viewer`` sees, or what a spectator sees (``PUBLIC_VIEW``, -2).
        """

    def to_dict(self) -> dict[str, Any]: ...

    def to_text(self, viewer: SupportsIndex = -1) -> str: ...

    @property
    def result(self) -> dict[str, Any] | None:
        """
        None until the game is over, then {"winners", "returns", "reason", "truncated"}.
        """

    def view(self, viewer: SupportsIndex = -1) -> dict[str, Any]:
        """
        to_json(viewer) parsed: the whole state (-1) or what seat ``viewer`` sees.
        """

    def observation(self, player: SupportsIndex, out: numpy.typing.NDArray[numpy.float32] | None = None) -> Annotated[NDArray[numpy.float32], dict(order='C', device='cpu')]:
        """
        The observation tensor: what ``player`` may know as a float32 array of Game.observation_shape (written into ``out``, of Game.observation_size floats, when given).
        """

    def observation_array(self, player: SupportsIndex, out: numpy.typing.NDArray[numpy.float32] | None = None) -> Annotated[NDArray[numpy.float32], dict(order='C', device='cpu')]:
        """Deprecated: observation()."""

    def observation_tensor(self, player: SupportsIndex) -> list[float]:
        """
        Deprecated: observation(player).tolist() (observation() is a numpy array).
        """

    def determinize(self, player: SupportsIndex, rng: Rng) -> State:
        """A full state drawn from what ``player`` knows (for search bots)."""

    def sample_chance(self, rng: Rng) -> int:
        """A chance outcome drawn with its probability."""

    def __eq__(self, other: object) -> bool: ...

    def __hash__(self) -> int: ...

    def __reduce__(self) -> tuple[Any, ...]: ...

    def __copy__(self) -> State: ...

    def __deepcopy__(self, memo: object) -> State: ...

    def __repr__(self) -> str: ...

    def __str__(self) -> str: ...

    def close(self) -> None:
        """
        Frees the native handle (idempotent); a call using it on another thread finishes first. Later use raises ValueError.
        """

    @property
    def closed(self) -> bool: ...

    def __enter__(self) -> object: ...

    def __exit__(self, *args: object) -> None: ...

class Batch:
    """The native batch behind caper.VectorEnv."""

    def __init__(self, game: Game, num_envs: SupportsIndex, seed: SupportsIndex) -> None: ...

    def step(self, actions: Annotated[NDArray[numpy.uint32], dict(shape=(None,), order='C', device='cpu', writable=False)]) -> None: ...

    def step_results(self, actions: Annotated[NDArray[numpy.uint32], dict(shape=(None,), order='C', device='cpu', writable=False)]) -> tuple[NDArray[numpy.float32], NDArray[numpy.bool_], NDArray[numpy.bool_], NDArray[numpy.bool_], int]: ...

    def reset(self, seed: SupportsIndex) -> None: ...

    @property
    def total_steps(self) -> int: ...

    def close(self) -> None: ...

    @property
    def closed(self) -> bool: ...

    @property
    def num_envs(self) -> int: ...

    @property
    def num_players(self) -> int: ...

    @property
    def num_actions(self) -> int: ...

    @property
    def observation_size(self) -> int: ...

    def views(self) -> dict[str, numpy.typing.NDArray[Any]]:
        """
        Read-only numpy views of the buffers, each keeping the batch's memory alive.
        """

def seat_view(state: State, seat: SupportsIndex) -> dict[str, numpy.typing.NDArray[Any]]:
    """
    {"observation": seat's tensor (float32, Game.observation_size), "action_mask": its legal actions (int8, 1 where legal; all 0 unless the seat is to move)}, as new arrays.
    """
