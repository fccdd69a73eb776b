"""Game, State and Rng: Python objects over the handles of the caper C ABI.

Every object owns one C handle. It is freed when the object is garbage collected (a
``weakref.finalize``), or at once by ``close()`` or by leaving a ``with`` block. Using an
object after ``close()`` raises ``ValueError``.
"""

import ctypes
import json
import weakref

from . import _lib
from .errors import E_BUFFER_TOO_SMALL, OK, InvalidArgumentError, error_for_status

#: ``State.current_player`` at a chance node and at a terminal state.
CHANCE = -1
TERMINAL = -2
#: ``State.to_json(FULL_VIEW)``: the whole state, hidden information included.
FULL_VIEW = -1


def _raise_last(status):
    message = _lib.lib().caper_last_error()
    text = message.decode("utf-8", "replace") if message else ""
    raise error_for_status(status, text)


def _check(status):
    if status != OK:
        _raise_last(status)


def _encode(text, what):
    if isinstance(text, bytes):
        data = text
    elif isinstance(text, str):
        data = text.encode("utf-8")
    else:
        raise TypeError("%s must be str, not %s" % (what, type(text).__name__))
    if b"\0" in data:
        raise ValueError("%s contains a NUL character" % what)
    return data


# The size of the first buffer of each kind; a call that needs more is retried once with
# the size the library reported (the C ABI's (buf, cap, *len) protocol).
_STRING_GUESS = 512
_ARRAY_GUESS = 64


def _call_string(fn, *args):
    """Calls fn(*args, buf, cap, &len) with a guessed buffer, then once more if too small."""
    cap = _STRING_GUESS
    length = ctypes.c_size_t(0)
    for _ in range(3):
        buf = ctypes.create_string_buffer(cap)
        status = fn(*args, buf, cap, ctypes.byref(length))
        if status == OK:
            return buf.raw[: max(length.value - 1, 0)].decode("utf-8")
        if status != E_BUFFER_TOO_SMALL:
            _raise_last(status)
        cap = length.value
    _raise_last(status)


def _call_array(fn, ctype, *args):
    cap = _ARRAY_GUESS
    length = ctypes.c_size_t(0)
    for _ in range(3):
        buf = (ctype * cap)()
        status = fn(*args, buf, cap, ctypes.byref(length))
        if status == OK:
            return list(buf[: length.value])
        if status != E_BUFFER_TOO_SMALL:
            _raise_last(status)
        cap = length.value
    _raise_last(status)


class _Handle:
    """Owns one C handle: freed by close(), by ``with`` and by a finalizer."""

    __slots__ = ("_ptr", "_finalizer", "__weakref__")
    _free_name = None
    _kind = "handle"

    def __init__(self, ptr):
        if not ptr:
            raise ValueError("internal: a NULL %s handle" % self._kind)
        object.__setattr__(self, "_ptr", ptr)
        free = getattr(_lib.lib(), self._free_name)
        object.__setattr__(self, "_finalizer", weakref.finalize(self, free, ptr))

    def _handle(self):
        ptr = self._ptr
        if ptr is None:
            raise ValueError("this %s is closed" % self._kind)
        return ptr

    @property
    def closed(self):
        return self._ptr is None

    def close(self):
        """Frees the C handle now (idempotent)."""
        if self._ptr is not None:
            object.__setattr__(self, "_ptr", None)
            self._finalizer()

    def __enter__(self):
        self._handle()
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def game_names():
    """The names of every game in this build of the library, in catalogue order."""
    lib = _lib.lib()
    names = []
    for i in range(lib.caper_game_count()):
        name = lib.caper_game_name(i)
        if name is None:
            break
        names.append(name.decode("utf-8"))
    return names


def version():
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _lib.lib().caper_version().decode("utf-8")


def abi_version():
    """The library's ABI version (checked at load to equal the binding's ABI_VERSION)."""
    return int(_lib.lib().caper_abi_version())


class Rng(_Handle):
    """The library's seeded random generator (deterministic on every platform).

    Not thread-safe: use one Rng per thread."""

    __slots__ = ()
    _free_name = "caper_rng_free"
    _kind = "Rng"

    def __init__(self, seed=0):
        if not isinstance(seed, int):
            raise TypeError("seed must be an int, not %s" % type(seed).__name__)
        out = _lib.RngP()
        _check(_lib.lib().caper_rng_new(seed & 0xFFFFFFFFFFFFFFFF, ctypes.byref(out)))
        super().__init__(out)

    def next_u64(self):
        """The next 64-bit value of the generator."""
        value = ctypes.c_uint64(0)
        _check(_lib.lib().caper_rng_next_u64(self._handle(), ctypes.byref(value)))
        return value.value

    def below(self, n):
        """A value in [0, n): next_u64() % n (as the examples in C and C# do)."""
        if n <= 0:
            raise ValueError("below(n) needs n > 0")
        return self.next_u64() % n

    def __repr__(self):
        return "<caper.Rng%s>" % (" closed" if self.closed else "")


class Game(_Handle):
    """A game with its options: ``Game("trap_the_cap", {"players": 3})``.

    ``options`` is a dict (serialized to JSON), a JSON string, or None for the defaults."""

    __slots__ = ("_name",)
    _free_name = "caper_game_free"
    _kind = "Game"

    def __init__(self, name, options=None):
        if options is None:
            options_json = None
        elif isinstance(options, (str, bytes)):
            options_json = _encode(options, "options")
        else:
            options_json = json.dumps(options).encode("utf-8")
        out = _lib.GameP()
        _check(_lib.lib().caper_game_new(_encode(name, "name"), options_json, ctypes.byref(out)))
        super().__init__(out)
        object.__setattr__(self, "_name", name if isinstance(name, str) else name.decode())

    def __setattr__(self, name, value):
        raise AttributeError("caper.Game is immutable")

    @property
    def name(self):
        return self._name

    @property
    def num_players(self):
        return int(_lib.lib().caper_game_num_players(self._handle()))

    @property
    def num_distinct_actions(self):
        return int(_lib.lib().caper_game_num_distinct_actions(self._handle()))

    def info_json(self):
        """The game's description as JSON text (name, players, options, component data)."""
        return _call_string(_lib.lib().caper_game_info_json, self._handle())

    def info(self):
        """The game's description as a dict."""
        return json.loads(self.info_json())

    def initial_state(self):
        out = _lib.StateP()
        _check(_lib.lib().caper_game_initial_state(self._handle(), ctypes.byref(out)))
        return State._own(out, self)

    def state_from_json(self, document):
        """A state from its full JSON (str or dict); raises ParseError naming the field."""
        if not isinstance(document, (str, bytes)):
            document = json.dumps(document)
        out = _lib.StateP()
        _check(
            _lib.lib().caper_state_from_json(
                self._handle(), _encode(document, "json"), ctypes.byref(out)
            )
        )
        return State._own(out, self)

    def __repr__(self):
        if self.closed:
            return "<caper.Game %s closed>" % self._name
        return "<caper.Game %s, %d players>" % (self._name, self.num_players)


class State(_Handle):
    """An immutable game state. ``apply()`` returns a new State; this one never changes.

    A State keeps its game alive (also in the library), so it may outlive its Game."""

    __slots__ = ("_game",)
    _free_name = "caper_state_free"
    _kind = "State"

    def __init__(self, *args, **kwargs):
        raise TypeError("States come from Game.initial_state(), Game.state_from_json() "
                        "and State.apply()")

    @classmethod
    def _own(cls, ptr, game):
        self = object.__new__(cls)
        _Handle.__init__(self, ptr)
        object.__setattr__(self, "_game", game)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("caper.State is immutable; apply() returns a new State")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def game(self):
        return self._game

    @property
    def current_player(self):
        """A seat (0..n-1), CHANCE (-1) or TERMINAL (-2)."""
        return int(_lib.lib().caper_state_current_player(self._handle()))

    @property
    def is_terminal(self):
        return bool(_lib.lib().caper_state_is_terminal(self._handle()))

    @property
    def is_chance_node(self):
        return self.current_player == CHANCE

    def legal_actions(self):
        """The legal action ids, ascending (at a chance node: the outcomes' actions)."""
        return _call_array(_lib.lib().caper_state_legal_actions, ctypes.c_uint32, self._handle())

    def chance_outcomes(self):
        """[(action, probability), ...] at a chance node; raises WrongPhaseError elsewhere."""
        lib = _lib.lib()
        cap = _ARRAY_GUESS
        length = ctypes.c_size_t(0)
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
                _raise_last(status)
            cap = length.value
        _raise_last(status)

    def _action_id(self, action):
        if isinstance(action, str):
            return self.action_from_string(action)
        if isinstance(action, bool) or not isinstance(action, int):
            raise TypeError("an action is an int id or its text, not %s" % type(action).__name__)
        if action < 0 or action > 0xFFFFFFFF:
            raise ValueError("action id %d is out of range" % action)
        return action

    def apply(self, action):
        """The state after ``action`` (an id, or its text); raises IllegalActionError."""
        out = _lib.StateP()
        _check(
            _lib.lib().caper_state_apply(self._handle(), self._action_id(action), ctypes.byref(out))
        )
        return State._own(out, self._game)

    def returns(self):
        """One value per player: zeros until terminal, then 1/k for each of k winners."""
        return _call_array(_lib.lib().caper_state_returns, ctypes.c_double, self._handle())

    def action_to_string(self, action):
        return _call_string(
            _lib.lib().caper_state_action_to_string, self._handle(), self._action_id(action)
        )

    def action_from_string(self, text):
        action = ctypes.c_uint32(0)
        _check(
            _lib.lib().caper_state_action_from_string(
                self._handle(), _encode(text, "action text"), ctypes.byref(action)
            )
        )
        return action.value

    def to_json(self, viewer=FULL_VIEW):
        """The state as JSON text: the whole state (viewer -1) or what seat ``viewer`` sees."""
        return _call_string(_lib.lib().caper_state_to_json, self._handle(), int(viewer))

    def to_dict(self):
        """The whole state as a dict."""
        return json.loads(self.to_json(FULL_VIEW))

    def observation(self, player):
        """What ``player`` may see, as a dict (hidden information removed)."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise TypeError("player must be an int seat")
        if player < 0:
            raise InvalidArgumentError(
                "observation: player %d is not a seat (use to_json() for the full state)" % player
            )
        return json.loads(self.to_json(player))

    def determinize(self, player, rng):
        """A full state drawn from what ``player`` knows (for search bots)."""
        if not isinstance(rng, Rng):
            raise TypeError("rng must be a caper.Rng")
        out = _lib.StateP()
        _check(
            _lib.lib().caper_state_determinize(
                self._handle(), int(player), rng._handle(), ctypes.byref(out)
            )
        )
        return State._own(out, self._game)

    def sample_chance(self, rng):
        """A chance outcome drawn with its probability; raises WrongPhaseError off chance nodes."""
        if not isinstance(rng, Rng):
            raise TypeError("rng must be a caper.Rng")
        action = ctypes.c_uint32(0)
        _check(
            _lib.lib().caper_state_sample_chance(self._handle(), rng._handle(), ctypes.byref(action))
        )
        return action.value

    def __repr__(self):
        if self.closed:
            return "<caper.State of %s, closed>" % self._game.name
        return "<caper.State of %s, player %d%s>" % (
            self._game.name,
            self.current_player,
            ", terminal" if self.is_terminal else "",
        )

    def __str__(self):
        return self.to_json()

