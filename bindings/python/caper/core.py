"""Game, State, Rng and Bot: Python objects over the handles of the caper C ABI.

Every object owns one C handle. It is freed when the object is garbage collected, or at
once by ``close()`` or by leaving a ``with`` block. Using an object after ``close()``
raises ``ValueError``.

The playout path (``current_player``, ``legal_actions``, ``apply``, ``Rng.below``,
``sample_chance``) is written for speed: the C functions are called without ctypes
argument conversion, buffers are reused, and a State caches its player to move.
"""

import copy as _copy
import ctypes
import json
import operator
import threading
import weakref
from typing import (
    Any,
    Dict,
    List,
    Mapping,
    NoReturn,
    Optional,
    Sequence,
    SupportsIndex,
    Tuple,
    TypeVar,
    Union,
)

from . import _lib
from .errors import (
    E_BUFFER_TOO_SMALL,
    OK,
    CaperError,
    IllegalActionError,
    InvalidArgumentError,
    error_for_status,
)

#: ``State.current_player`` at a chance node and at a terminal state.
CHANCE = -1
TERMINAL = -2
#: ``State.to_json(FULL_VIEW)``: the whole state, hidden information included.
FULL_VIEW = -1

#: An action: its id (any integer-like value: int, numpy integer, IntEnum) or its text.
ActionLike = Union[SupportsIndex, str]
#: Game options: a dict (sent as JSON), a JSON text, or None for the defaults.
OptionsLike = Union[Mapping[str, Any], str, bytes, None]

_MAX_ACTION = 0xFFFFFFFF
_MAX_C_INT = 0x7FFFFFFF
_MAX_LEGAL = 1024  # kMaxLegalActions: a legal-action list never holds more
_new_object = object.__new__


def _raise_last(status: int) -> NoReturn:
    lib = _lib.lib()
    message = lib.caper_last_error()
    text = message.decode("utf-8", "replace") if message else ""
    name = lib.caper_status_name(status)
    raise error_for_status(status, text, name.decode("ascii") if name else None)


def _check(status: int) -> None:
    if status != OK:
        _raise_last(status)


def _encode(text: Union[str, bytes], what: str) -> bytes:
    if isinstance(text, bytes):
        data = text
    elif isinstance(text, str):
        data = text.encode("utf-8")
    else:
        raise TypeError("%s must be str, not %s" % (what, type(text).__name__))
    if b"\0" in data:
        raise ValueError("%s contains a NUL character" % what)
    return data


def _int_arg(value: SupportsIndex, what: str) -> int:
    if isinstance(value, bool):
        raise TypeError("%s must be an int, not bool" % what)
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__)) from None


# The size of the first buffer of each kind; a call that needs more is retried once with
# the size the library reported (the C ABI's (buf, cap, *len) protocol).
_STRING_GUESS = 512
_ARRAY_GUESS = 64


def _call_string(fn: Any, *args: Any) -> str:
    """Calls fn(*args, buf, cap, &len) with a guessed buffer, then once more if too small."""
    cap = _STRING_GUESS
    length = ctypes.c_size_t(0)
    status = OK
    for _ in range(3):
        buf = ctypes.create_string_buffer(cap)
        status = fn(*args, buf, cap, ctypes.byref(length))
        if status == OK:
            return buf.raw[: max(length.value - 1, 0)].decode("utf-8")
        if status != E_BUFFER_TOO_SMALL:
            break
        cap = length.value
    _raise_last(status)


def _call_array(fn: Any, ctype: Any, *args: Any) -> List[Any]:
    cap = _ARRAY_GUESS
    length = ctypes.c_size_t(0)
    status = OK
    for _ in range(3):
        buf = (ctype * cap)()
        status = fn(*args, buf, cap, ctypes.byref(length))
        if status == OK:
            return list(buf[: length.value])
        if status != E_BUFFER_TOO_SMALL:
            break
        cap = length.value
    _raise_last(status)


# The playout path's C functions, bound without argtypes once the library is loaded
# (_bind_fast, called by every constructor that needs the library).
_player_fn: Any = None
_legal_fn: Any = None
_apply_fn: Any = None
_free_state_fn: Any = None
_next_u64_fn: Any = None
_below_fn: Any = None
_sample_fn: Any = None
_StateP: Any = _lib.StateP
_byref = ctypes.byref
_c_uint64 = ctypes.c_uint64
_bounds: Dict[int, Any] = {}  # read-only once made: shared by threads safely


def _bind_fast() -> Any:
    global _player_fn, _legal_fn, _apply_fn, _free_state_fn, _next_u64_fn, _sample_fn, _below_fn
    lib = _lib.lib()
    if _apply_fn is None:
        fast = lib.fast
        _player_fn = fast["caper_state_current_player"]
        _legal_fn = fast["caper_state_legal_actions"]
        _free_state_fn = fast["caper_state_free"]
        _next_u64_fn = fast["caper_rng_next_u64"]
        _below_fn = fast["caper_rng_below"]
        _sample_fn = fast["caper_state_sample_chance"]
        _apply_fn = fast["caper_state_apply"]
    return lib


class _Scratch(threading.local):
    """Per-thread buffers of the playout path (ctypes releases the GIL during a call, so
    threads must not share them)."""

    def __init__(self) -> None:
        actions = (ctypes.c_uint32 * _MAX_LEGAL)()
        length = ctypes.c_size_t(0)
        self.buffers = (actions, length, ctypes.byref(length))


_scratch = _Scratch()


_H = TypeVar("_H", bound="_Handle")


class _Handle:
    """Owns one C handle: freed by close(), by ``with`` and when collected."""

    __slots__ = ("_ptr", "__weakref__")
    _free_name = ""
    _kind = "handle"
    _ptr: Any

    def _adopt(self, ptr: Any) -> None:
        if not ptr:
            raise ValueError("internal: a NULL %s handle" % self._kind)
        self._ptr = ptr

    def _handle(self) -> Any:
        ptr = self._ptr
        if ptr is None:
            raise ValueError("this %s is closed" % self._kind)
        return ptr

    @property
    def closed(self) -> bool:
        """True once close() has freed the handle."""
        return getattr(self, "_ptr", None) is None

    def close(self) -> None:
        """Frees the C handle now (idempotent)."""
        ptr = getattr(self, "_ptr", None)
        if ptr is not None:
            self._ptr = None
            getattr(_lib.lib(), self._free_name)(ptr)

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr is not None and _lib is not None and _lib._lib is not None:
            self._ptr = None
            getattr(_lib._lib, self._free_name)(ptr)

    def __enter__(self: _H) -> _H:
        self._handle()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def game_names() -> List[str]:
    """The names of every game in this build of the library, in catalogue order."""
    lib = _lib.lib()
    names = []
    for i in range(lib.caper_game_count()):
        name = lib.caper_game_name(i)
        if name is None:
            break
        names.append(name.decode("utf-8"))
    return names


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return str(_lib.lib().caper_version().decode("utf-8"))


def abi_version() -> int:
    """The library's ABI version (checked at load to equal the binding's ABI_VERSION)."""
    return int(_lib.lib().caper_abi_version())


class Rng(_Handle):
    """The library's seeded random generator (deterministic on every platform).

    Not thread-safe: use one Rng per thread."""

    __slots__ = ("_out", "_out_ref", "_action", "_action_ref")
    _free_name = "caper_rng_free"
    _kind = "Rng"

    def __init__(self, seed: SupportsIndex = 0) -> None:
        if isinstance(seed, (str, bytes, float)):
            raise TypeError("seed must be an int, not %s" % type(seed).__name__)
        value = _int_arg(seed, "seed")
        out = _lib.RngP()
        _check(_bind_fast().caper_rng_new(value & 0xFFFFFFFFFFFFFFFF, ctypes.byref(out)))
        self._adopt(out)
        # The generator is used by one thread at a time, so its result buffers may be too.
        self._out = ctypes.c_uint64(0)
        self._out_ref = ctypes.byref(self._out)
        self._action = ctypes.c_uint32(0)
        self._action_ref = ctypes.byref(self._action)

    def next_u64(self) -> int:
        """The next 64-bit value of the generator."""
        status = _next_u64_fn(self._handle(), self._out_ref)
        if status:
            _raise_last(status)
        return int(self._out.value)

    def below(self, n: SupportsIndex) -> int:
        """A uniform value in [0, n): the draw of C++ caper::Rng::below (caper_rng_below),
        so the same seed gives the same choices as the C++ library and the C# Below."""
        bound = n if type(n) is int else operator.index(n)
        if bound <= 0:
            raise ValueError("below(n) needs n > 0")
        ptr = self._ptr
        if ptr is None:
            raise ValueError("this Rng is closed")
        # uint64_t bound: a ctypes c_uint64, since an unconverted int would pass as a C int;
        # the small bounds of legal-action counts are made once.
        c_bound = _bounds.get(bound)
        if c_bound is None:
            c_bound = _c_uint64(bound)
            if bound <= _MAX_LEGAL:
                _bounds[bound] = c_bound
        status = _below_fn(ptr, c_bound, self._out_ref)
        if status:
            _raise_last(status)
        value: int = self._out.value
        return value

    def __repr__(self) -> str:
        return "<caper.Rng%s>" % (" closed" if self.closed else "")


# Games made by unpickling, shared by name and options so that a list of pickled states
# does not make one game handle per state.
_unpickled_games: "weakref.WeakValueDictionary[Tuple[str, Optional[str]], Game]" = (
    weakref.WeakValueDictionary()
)


class Game(_Handle):
    """A game with its options: ``Game("trap_the_cap", {"players": 3})``.

    ``options`` is a dict (serialized to JSON), a JSON string, or None for the defaults.
    Games are immutable and may be shared between threads."""

    __slots__ = ("_name", "_options", "_info", "_num_players", "_distinct")
    _free_name = "caper_game_free"
    _kind = "Game"

    def __init__(self, name: Union[str, bytes], options: OptionsLike = None) -> None:
        options_json: Optional[bytes]
        if options is None:
            options_json = None
        elif isinstance(options, (str, bytes)):
            options_json = _encode(options, "options")
        elif isinstance(options, Mapping):
            options_json = json.dumps(dict(options)).encode("utf-8")
        else:
            raise TypeError("options must be a dict, a JSON text or None")
        out = _lib.GameP()
        _check(_bind_fast().caper_game_new(_encode(name, "name"), options_json, ctypes.byref(out)))
        self._adopt(out)
        self._name = name if isinstance(name, str) else name.decode()
        self._options = None if options_json is None else options_json.decode("utf-8")
        self._info: Optional[Dict[str, Any]] = None
        self._num_players = int(_lib.lib().caper_game_num_players(out))
        self._distinct = int(_lib.lib().caper_game_num_distinct_actions(out))

    @property
    def name(self) -> str:
        return self._name

    @property
    def num_players(self) -> int:
        self._handle()
        return self._num_players

    @property
    def num_distinct_actions(self) -> int:
        self._handle()
        return self._distinct

    def info_json(self) -> str:
        """The game's description as JSON text (name, players, options, type, data)."""
        return _call_string(_lib.lib().caper_game_info_json, self._handle())

    def info(self) -> Dict[str, Any]:
        """The game's description as a dict (a fresh copy)."""
        if self._info is None:
            self._info = json.loads(self.info_json())
        return _copy.deepcopy(self._info)

    def _cached_info(self) -> Dict[str, Any]:
        if self._info is None:
            self._info = json.loads(self.info_json())
        return self._info

    @property
    def players_range(self) -> Tuple[int, int]:
        """(fewest, most) players the game allows."""
        players = self._cached_info().get("players")
        if isinstance(players, dict):
            return int(players["min"]), int(players["max"])
        return self.num_players, self.num_players

    @property
    def default_players(self) -> int:
        players = self._cached_info().get("players")
        if isinstance(players, dict):
            return int(players.get("default", self.num_players))
        return self.num_players

    @property
    def options(self) -> Dict[str, Dict[str, Any]]:
        """Every option: {key: {"value", "default", and "min"/"max" or "allowed"}}."""
        options = self._cached_info().get("options", {})
        return {
            key: dict(spec) if isinstance(spec, dict) and "value" in spec else {"value": spec}
            for key, spec in options.items()
        }

    @property
    def game_type(self) -> Dict[str, Any]:
        """{"chance", "hidden_information", "simultaneous", "utility"} ({} if not given)."""
        return dict(self._cached_info().get("type", {}))

    @property
    def observation_shape(self) -> Tuple[int, ...]:
        """The dimensions of State.observation_tensor(), row-major."""
        return tuple(
            int(d) for d in _call_array(
                _lib.lib().caper_game_observation_shape, ctypes.c_int32, self._handle()
            )
        )

    @property
    def observation_high(self) -> List[float]:
        """The largest value each float of State.observation_tensor() can take (the
        smallest is 0): 1 for most, more where the game says so."""
        return _call_array(_lib.lib().caper_game_observation_high, ctypes.c_float, self._handle())

    @property
    def observation_size(self) -> int:
        """The number of floats of State.observation_tensor()."""
        return int(_lib.lib().caper_game_observation_size(self._handle()))

    def initial_state(self) -> "State":
        out = _lib.StateP()
        _check(_lib.lib().caper_game_initial_state(self._handle(), ctypes.byref(out)))
        return State._own(out, self, ())

    def state_from_json(self, document: Union[str, bytes, Mapping[str, Any]]) -> "State":
        """A state from its full JSON (str or dict); raises ParseError naming the field."""
        if not isinstance(document, (str, bytes)):
            document = json.dumps(document)
        out = _lib.StateP()
        _check(
            _lib.lib().caper_state_from_json(
                self._handle(), _encode(document, "json"), ctypes.byref(out)
            )
        )
        return State._own(out, self, None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self is other or (
            self._name == other._name and self._cached_info() == other._cached_info()
        )

    def __hash__(self) -> int:
        return hash((self._name, self._num_players))

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Game, (self._name, self._options))

    def __copy__(self) -> "Game":
        return self  # immutable

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game":
        return self

    def __repr__(self) -> str:
        if self.closed:
            return "<caper.Game %s closed>" % self._name
        return "<caper.Game %s, %d players>" % (self._name, self._num_players)


def _unpickle_state(
    name: str, options: Optional[str], document: str, history: Optional[Tuple[int, ...]]
) -> "State":
    key = (name, options)
    game = _unpickled_games.get(key)
    if game is None:
        game = Game(name, options)
        _unpickled_games[key] = game
    state = game.state_from_json(document)
    state._hist = _chain(history)
    return state


# The history as a chain of (earlier chain, action) pairs: one small tuple per apply()
# instead of a copy of the whole list; () is the initial state, None unknown.
_Chain = Optional[Tuple[Any, ...]]


def _chain(actions: Optional[Sequence[int]]) -> _Chain:
    if actions is None:
        return None
    chain: Tuple[Any, ...] = ()
    for action in actions:
        chain = (chain, action)
    return chain


class State(_Handle):
    """An immutable game state. ``apply()`` returns a new State; this one never changes.

    A State keeps its game alive (also in the library), so it may outlive its Game.
    States compare and hash by the full state; they pickle and copy (through their JSON
    and the game's name and options)."""

    __slots__ = ("_game", "_hist", "_player", "_json")
    _free_name = "caper_state_free"
    _kind = "State"
    _game: Game
    _hist: _Chain
    _player: Optional[int]
    _json: Optional[str]

    def __new__(cls, *args: object, **kwargs: object) -> "State":
        raise TypeError(
            "States come from Game.initial_state(), Game.state_from_json() and State.apply()"
        )

    def __del__(self) -> None:
        try:
            ptr = self._ptr
        except AttributeError:  # never got a handle
            return
        if ptr is not None and _free_state_fn is not None:
            _free_state_fn(ptr)

    @classmethod
    def _own(cls, ptr: Any, game: Game, hist: _Chain) -> "State":
        if not ptr:
            raise ValueError("internal: a NULL State handle")
        self = object.__new__(cls)
        self._ptr = ptr
        self._game = game
        self._hist = hist
        self._player = None
        self._json = None
        return self

    @property
    def game(self) -> Game:
        return self._game

    @property
    def current_player(self) -> int:
        """A seat (0..n-1), CHANCE (-1) or TERMINAL (-2)."""
        player = self._player
        if player is None:
            ptr = self._ptr
            if ptr is None:
                raise ValueError("this State is closed")
            player = self._player = _player_fn(ptr)
        return player

    @property
    def is_terminal(self) -> bool:
        player = self._player
        if player is None:  # the first question about a new state: ask the library once
            ptr = self._ptr
            if ptr is None:
                raise ValueError("this State is closed")
            player = self._player = _player_fn(ptr)
        return player == TERMINAL

    @property
    def is_chance_node(self) -> bool:
        """True at a chance node (OpenSpiel: is_chance_node())."""
        player = self._player
        return (self.current_player if player is None else player) == CHANCE

    @property
    def history(self) -> Optional[Tuple[int, ...]]:
        """The action ids applied since the initial state, oldest first; None when the
        state was loaded from JSON (its past is not known)."""
        chain = self._hist
        if chain is None:
            return None
        actions: List[int] = []
        while chain:
            chain, action = chain
            actions.append(action)
        actions.reverse()
        return tuple(actions)

    def legal_actions(self) -> List[int]:
        """The legal action ids, ascending (at a chance node: the outcomes' actions)."""
        ptr = self._ptr
        if ptr is None:
            raise ValueError("this State is closed")
        actions, length, length_ref = _scratch.buffers
        status = _legal_fn(ptr, actions, _MAX_LEGAL, length_ref)
        if status:
            _raise_last(status)
        legal: List[int] = actions[: length.value]
        return legal

    def legal_actions_mask(self) -> List[int]:
        """One 0/1 per distinct action id (OpenSpiel's legal_actions_mask)."""
        size = self._game._distinct
        mask = (ctypes.c_uint8 * size)()
        _check(_lib.lib().caper_state_legal_mask(self._handle(), mask, size))
        return list(mask)

    def is_legal(self, action: ActionLike) -> bool:
        """True when ``action`` may be applied now (never raises for an unknown id)."""
        if isinstance(action, str):
            try:
                action_id = self.action_from_string(action)
            except CaperError:
                return False
        else:
            action_id = _int_arg(action, "an action")
            if not 0 <= action_id <= _MAX_ACTION:
                return False
        return bool(_lib.lib().caper_state_is_legal(self._handle(), action_id))

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """[(action, probability), ...] at a chance node; raises WrongPhaseError elsewhere."""
        lib = _lib.lib()
        cap = _ARRAY_GUESS
        length = ctypes.c_size_t(0)
        status = OK
        for _ in range(3):
            actions = (ctypes.c_uint32 * cap)()
            probabilities = (ctypes.c_double * cap)()
            status = lib.caper_state_chance_outcomes(
                self._handle(), actions, probabilities, cap, ctypes.byref(length)
            )
            if status == OK:
                n = length.value
                return list(zip(actions[:n], probabilities[:n]))
            if status != E_BUFFER_TOO_SMALL:
                break
            cap = length.value
        _raise_last(status)

    def _action_id(self, action: ActionLike) -> int:
        if type(action) is int:
            value = action
        elif isinstance(action, str):
            return self.action_from_string(action)
        else:
            value = _int_arg(action, "an action")  # numpy integers, IntEnum, ...
        if value < 0 or value > _MAX_ACTION:
            raise InvalidArgumentError("action id %d is out of range" % value)
        return value

    def apply(self, action: ActionLike) -> "State":
        """The state after ``action`` (an id, or its text); raises IllegalActionError."""
        ptr = self._ptr
        if ptr is None:
            raise ValueError("this State is closed")
        if type(action) is not int or not 0 <= action <= _MAX_C_INT:
            action = self._action_id(action)
            if action > _MAX_C_INT:  # not a C int: no such action in any game
                raise IllegalActionError("action %d is not legal" % action)
        out = _StateP()
        status = _apply_fn(ptr, action, _byref(out))
        if status:
            _raise_last(status)
        new = _new_object(State)
        new._ptr = out
        new._game = self._game
        new._hist = None if self._hist is None else (self._hist, action)
        new._player = None
        new._json = None
        return new

    def returns(self) -> List[float]:
        """One value per player: zeros until terminal, then 1/k for each of k winners."""
        return _call_array(_lib.lib().caper_state_returns, ctypes.c_double, self._handle())

    def action_to_string(self, action: ActionLike, viewer: SupportsIndex = FULL_VIEW) -> str:
        """The action's text; with a seat as ``viewer``, what that seat learns of it
        (a card dealt to another seat reads as "p1 is dealt a card")."""
        seat = _int_arg(viewer, "viewer")
        if seat == FULL_VIEW:
            return _call_string(
                _lib.lib().caper_state_action_to_string, self._handle(), self._action_id(action)
            )
        return _call_string(
            _lib.lib().caper_state_action_to_string_for,
            self._handle(),
            seat,
            self._action_id(action),
        )

    def action_from_string(self, text: Union[str, bytes]) -> int:
        action = ctypes.c_uint32(0)
        _check(
            _lib.lib().caper_state_action_from_string(
                self._handle(), _encode(text, "action text"), ctypes.byref(action)
            )
        )
        return int(action.value)

    def to_json(self, viewer: SupportsIndex = FULL_VIEW) -> str:
        """The state as JSON text: the whole state (viewer -1) or what seat ``viewer`` sees."""
        seat = _int_arg(viewer, "viewer")
        if seat == FULL_VIEW:
            if self._json is None:
                self._json = _call_string(_lib.lib().caper_state_to_json, self._handle(), seat)
            return self._json
        return _call_string(_lib.lib().caper_state_to_json, self._handle(), seat)

    def to_dict(self) -> Dict[str, Any]:
        """The whole state as a dict."""
        result: Dict[str, Any] = json.loads(self.to_json(FULL_VIEW))
        return result

    def to_text(self, viewer: SupportsIndex = FULL_VIEW) -> str:
        """A readable multi-line picture of the state as ``viewer`` sees it (-1: all)."""
        return _call_string(
            _lib.lib().caper_state_to_text, self._handle(), _int_arg(viewer, "viewer")
        )

    @property
    def result(self) -> Optional[Dict[str, Any]]:
        """None until the game is over, then {"winners", "returns", "reason", "truncated"}
        (the state document's ``result``; for a game whose documents lack it, built from
        the returns with reason None)."""
        document = self.to_dict()
        if "result" in document:
            value: Optional[Dict[str, Any]] = document["result"]
            return value
        if not self.is_terminal:
            return None
        returns = self.returns()
        return {
            "winners": [p for p, r in enumerate(returns) if r > 0],
            "returns": returns,
            "reason": None,
            "truncated": bool(document.get("truncated", False)),
        }

    def observation(self, player: SupportsIndex) -> Dict[str, Any]:
        """What ``player`` may see, as a dict (hidden information removed)."""
        seat = _int_arg(player, "player")
        if seat < 0:
            raise InvalidArgumentError(
                "observation: player %d is not a seat (use to_json() for the full state)" % seat
            )
        result: Dict[str, Any] = json.loads(self.to_json(seat))
        return result

    def observation_tensor(self, player: SupportsIndex) -> List[float]:
        """What ``player`` may know as a flat list of floats (Game.observation_shape)."""
        return _call_array(
            _lib.lib().caper_state_observation,
            ctypes.c_float,
            self._handle(),
            _int_arg(player, "player"),
        )

    def observation_array(self, player: SupportsIndex) -> Any:
        """observation_tensor() as a numpy float32 array of Game.observation_shape,
        written by the library straight into the array (needs numpy)."""
        import numpy

        game = self._game
        size = game.observation_size
        array = numpy.zeros(size, dtype=numpy.float32)
        written = ctypes.c_size_t(0)
        _check(
            _lib.lib().caper_state_observation(
                self._handle(),
                _int_arg(player, "player"),
                array.ctypes.data_as(ctypes.POINTER(ctypes.c_float)),
                size,
                ctypes.byref(written),
            )
        )
        shape = game.observation_shape
        return array.reshape(shape) if shape else array

    def determinize(self, player: SupportsIndex, rng: Rng) -> "State":
        """A full state drawn from what ``player`` knows (for search bots)."""
        if not isinstance(rng, Rng):
            raise TypeError("rng must be a caper.Rng")
        out = _lib.StateP()
        _check(
            _lib.lib().caper_state_determinize(
                self._handle(), _int_arg(player, "player"), rng._handle(), ctypes.byref(out)
            )
        )
        return State._own(out, self._game, None)

    def sample_chance(self, rng: Rng) -> int:
        """A chance outcome drawn with its probability; raises WrongPhaseError off chance nodes."""
        if type(rng) is not Rng and not isinstance(rng, Rng):
            raise TypeError("rng must be a caper.Rng")
        status = _sample_fn(self._handle(), rng._handle(), rng._action_ref)
        if status:
            _raise_last(status)
        return int(rng._action.value)

    # Values: equal and hashed by the full state; pickled and copied through the JSON.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self is other or (
            self._game._name == other._game._name and self.to_json() == other.to_json()
        )

    def __hash__(self) -> int:
        return hash((self._game._name, self.to_json()))

    def __reduce__(self) -> Tuple[Any, ...]:
        return (
            _unpickle_state,
            (self._game._name, self._game._options, self.to_json(), self.history),
        )

    def __copy__(self) -> "State":
        return self._game.state_from_json(self.to_json())._with_history(self._hist)

    def __deepcopy__(self, memo: Dict[int, Any]) -> "State":
        return self.__copy__()

    def _with_history(self, hist: _Chain) -> "State":
        self._hist = hist
        return self

    def __repr__(self) -> str:
        if self.closed:
            return "<caper.State of %s, closed>" % self._game.name
        player = self.current_player
        mover = {CHANCE: "chance", TERMINAL: "over"}.get(player, "p%d to move" % player)
        phase = ""
        try:
            phase = str(json.loads(self.to_json()).get("phase") or "")
        except Exception:  # a repr never fails
            phase = ""
        return "<caper.State %s%s, %s>" % (
            self._game.name,
            ", phase " + phase if phase else "",
            mover,
        )

    def __str__(self) -> str:
        return self.to_text()


class Bot(_Handle):
    """A computer opponent: ``Bot(game, "mcts:200", seed=1).choose(state)``.

    ``spec``: "random", "greedy", "mcts", "mcts:ITERATIONS" or "mcts:ms=MILLISECONDS"
    (a bad spec raises BadOptionsError). It chooses from what the seat to move may know;
    with an iteration budget the same seed gives the same choices. Asked at a chance node
    or a terminal state it raises WrongPhaseError. One bot per thread at a time; bots of
    one game may run on different threads."""

    __slots__ = ("_game", "_spec", "_out")
    _free_name = "caper_bot_free"
    _kind = "Bot"

    def __init__(self, game: Game, spec: str = "mcts", seed: SupportsIndex = 0) -> None:
        if not isinstance(game, Game):
            raise TypeError("game must be a caper.Game")
        value = _int_arg(seed, "seed")
        out = _lib.BotP()
        _check(
            _bind_fast().caper_bot_new(
                game._handle(), _encode(spec, "spec"), value & 0xFFFFFFFFFFFFFFFF,
                ctypes.byref(out),
            )
        )
        self._adopt(out)
        self._game = game
        self._spec = spec
        self._out = ctypes.c_uint32(0)

    @property
    def spec(self) -> str:
        return self._spec

    def choose(self, state: State) -> int:
        """The bot's action id for the seat to move in ``state``."""
        if not isinstance(state, State):
            raise TypeError("state must be a caper.State")
        _check(
            _lib.lib().caper_bot_choose(self._handle(), state._handle(), ctypes.byref(self._out))
        )
        return int(self._out.value)

    def __repr__(self) -> str:
        return "<caper.Bot %s for %s%s>" % (
            self._spec,
            self._game.name,
            " closed" if self.closed else "",
        )
