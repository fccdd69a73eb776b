"""Finding and loading the caper shared library, and the ctypes prototypes of its C ABI.

Search order (the first that exists wins):
  1. the environment variable ``CAPER_LIBRARY`` (the library file, or a folder holding
     it; when it is set and cannot be loaded, that is an error: no silent fall-back);
  2. next to this package: ``caper/`` itself, then the folder that contains it;
  3. the system's search path: ``ctypes.util.find_library("caper")`` and the standard
     names (``libcaper.so.1``, ``libcaper.so``, ``libcaper.dylib``, ``caper.dll``).

At load the library's ``caper_abi_version()`` must equal :data:`ABI_VERSION`.
"""

import ctypes
import ctypes.util
import os
import sys
import threading
from typing import Any, Dict, List, Optional

from .errors import AbiVersionError, LibraryNotFoundError

#: The ABI version this binding was written against (CAPER_ABI_VERSION in caper.h).
ABI_VERSION = 1

ENV_VAR = "CAPER_LIBRARY"


class _Game(ctypes.Structure):
    """Opaque caper_game."""


class _State(ctypes.Structure):
    """Opaque caper_state."""


class _Rng(ctypes.Structure):
    """Opaque caper_rng."""


class _Bot(ctypes.Structure):
    """Opaque caper_bot."""


GameP = ctypes.POINTER(_Game)
StateP = ctypes.POINTER(_State)
RngP = ctypes.POINTER(_Rng)
BotP = ctypes.POINTER(_Bot)

_c_int = ctypes.c_int
_u32 = ctypes.c_uint32
_i32 = ctypes.c_int32
_u64 = ctypes.c_uint64
_size = ctypes.c_size_t
_char_p = ctypes.c_char_p
_status = ctypes.c_int  # caper_status is a C enum: int-sized
_size_p = ctypes.POINTER(ctypes.c_size_t)

# name: (restype, argtypes)
_PROTOTYPES = {
    "caper_abi_version": (_u32, []),
    "caper_version": (_char_p, []),
    "caper_last_error": (_char_p, []),
    "caper_status_name": (_char_p, [_status]),
    "caper_game_count": (_size, []),
    "caper_game_name": (_char_p, [_size]),
    "caper_game_new": (_status, [_char_p, _char_p, ctypes.POINTER(GameP)]),
    "caper_game_free": (None, [GameP]),
    "caper_game_info_json": (_status, [GameP, ctypes.c_char_p, _size, _size_p]),
    "caper_game_num_players": (_i32, [GameP]),
    "caper_game_num_distinct_actions": (_u32, [GameP]),
    "caper_game_initial_state": (_status, [GameP, ctypes.POINTER(StateP)]),
    "caper_state_from_json": (_status, [GameP, _char_p, ctypes.POINTER(StateP)]),
    "caper_state_clone": (_status, [StateP, ctypes.POINTER(StateP)]),
    "caper_state_free": (None, [StateP]),
    "caper_state_current_player": (_i32, [StateP]),
    "caper_state_is_terminal": (_c_int, [StateP]),
    "caper_state_legal_actions": (_status, [StateP, ctypes.POINTER(_u32), _size, _size_p]),
    "caper_state_chance_outcomes": (
        _status,
        [StateP, ctypes.POINTER(_u32), ctypes.POINTER(ctypes.c_double), _size, _size_p],
    ),
    "caper_state_apply": (_status, [StateP, _u32, ctypes.POINTER(StateP)]),
    "caper_state_apply_into": (_status, [StateP, _u32, StateP]),
    "caper_state_returns": (_status, [StateP, ctypes.POINTER(ctypes.c_double), _size, _size_p]),
    "caper_state_action_to_string": (_status, [StateP, _u32, ctypes.c_char_p, _size, _size_p]),
    "caper_state_action_from_string": (_status, [StateP, _char_p, ctypes.POINTER(_u32)]),
    "caper_state_to_json": (_status, [StateP, _i32, ctypes.c_char_p, _size, _size_p]),
    "caper_state_determinize": (_status, [StateP, _i32, RngP, ctypes.POINTER(StateP)]),
    "caper_rng_new": (_status, [_u64, ctypes.POINTER(RngP)]),
    "caper_rng_free": (None, [RngP]),
    "caper_rng_next_u64": (_status, [RngP, ctypes.POINTER(_u64)]),
    "caper_rng_below": (_status, [RngP, _u64, ctypes.POINTER(_u64)]),
    "caper_state_sample_chance": (_status, [StateP, RngP, ctypes.POINTER(_u32)]),
    "caper_state_to_text": (_status, [StateP, _i32, ctypes.c_char_p, _size, _size_p]),
    "caper_state_is_legal": (_c_int, [StateP, _u32]),
    "caper_state_action_to_string_for": (
        _status,
        [StateP, _i32, _u32, ctypes.c_char_p, _size, _size_p],
    ),
    "caper_game_observation_size": (_size, [GameP]),
    "caper_game_observation_shape": (_status, [GameP, ctypes.POINTER(_i32), _size, _size_p]),
    "caper_game_observation_high": (
        _status, [GameP, ctypes.POINTER(ctypes.c_float), _size, _size_p]),
    "caper_state_observation": (
        _status,
        [StateP, _i32, ctypes.POINTER(ctypes.c_float), _size, _size_p],
    ),
    "caper_state_legal_mask": (_status, [StateP, ctypes.POINTER(ctypes.c_uint8), _size]),
    "caper_bot_new": (_status, [GameP, _char_p, _u64, ctypes.POINTER(BotP)]),
    "caper_bot_choose": (_status, [BotP, StateP, ctypes.POINTER(_u32)]),
    "caper_bot_free": (None, [BotP]),
}

# The calls of a playout step, also bound a second time without argtypes: ctypes then
# passes the handles and byref() objects as they are, which halves the cost of a call
# (every argument must then be a ctypes object or an int that fits a C int).
FAST = (
    "caper_state_current_player",
    "caper_state_legal_actions",
    "caper_state_apply",
    "caper_state_free",
    "caper_rng_next_u64",
    "caper_rng_below",
    "caper_state_sample_chance",
    "caper_state_is_legal",
)


def _library_file_names() -> List[str]:
    if sys.platform == "win32":
        return ["caper.dll", "libcaper.dll"]
    if sys.platform == "darwin":
        return ["libcaper.dylib", "libcaper.1.dylib"]
    return ["libcaper.so", "libcaper.so.1"]


def candidate_paths() -> List[str]:
    """Where the library is looked for, in order (for error messages and debugging)."""
    here = os.path.dirname(os.path.abspath(__file__))
    paths = []
    for folder in (here, os.path.dirname(here)):
        for name in _library_file_names():
            paths.append(os.path.join(folder, name))
    return paths


def _system_names() -> List[str]:
    names = []
    found = ctypes.util.find_library("caper")
    if found:
        names.append(found)
    names.extend(_library_file_names())
    return names


def _open(path: str) -> ctypes.CDLL:
    return ctypes.CDLL(path)


def _bind(cdll: ctypes.CDLL) -> ctypes.CDLL:
    missing = []
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            fn = getattr(cdll, name)
        except AttributeError:
            missing.append(name)
            continue
        fn.restype = restype
        fn.argtypes = argtypes
    fast: Dict[str, Any] = {name: cdll[name] for name in FAST if name not in missing}
    cdll.fast = fast  # type: ignore[attr-defined]
    if missing:
        raise AbiVersionError(
            "the caper library %r lacks the functions %s; it is older than this binding "
            "(ABI %d) expects" % (getattr(cdll, "_name", "?"), ", ".join(missing), ABI_VERSION)
        )
    return cdll


def check_abi(found: int, path: str, expected: Optional[int] = None) -> None:
    """Raises AbiVersionError unless ``found == expected`` (default: ABI_VERSION)."""
    if expected is None:
        expected = ABI_VERSION
    if found != expected:
        raise AbiVersionError(
            "the caper library at %s has ABI version %d, but this Python binding needs ABI "
            "version %d; use a library and a binding from the same caper release "
            "(set %s to the right library)" % (path, found, expected, ENV_VAR)
        )


def load_library(path: Optional[str] = None) -> ctypes.CDLL:
    """Loads and checks the caper library; returns the ctypes CDLL with prototypes set.

    ``path`` overrides the search; otherwise see the module documentation."""
    tried: List[str] = []
    if path is None:
        path = os.environ.get(ENV_VAR) or None
        if path is not None and os.path.isdir(path):
            # A folder: the library's usual file names inside it.
            inside = [os.path.join(path, n) for n in _library_file_names()]
            path = next((p for p in inside if os.path.exists(p)), inside[0])
        if path is not None and not os.path.exists(path):
            raise LibraryNotFoundError(
                "%s=%s, but no such file exists; point %s at libcaper.so "
                "(libcaper.dylib, caper.dll), e.g. build/capi/libcaper.so" % (ENV_VAR, path, ENV_VAR)
            )
    cdll: Optional[ctypes.CDLL] = None
    if path is not None:
        try:
            cdll = _open(path)
        except OSError as e:
            raise LibraryNotFoundError(
                "cannot load the caper library %s: %s" % (path, e)
            ) from e
    else:
        for candidate in candidate_paths():
            tried.append(candidate)
            if os.path.exists(candidate):
                try:
                    cdll = _open(candidate)
                    path = candidate
                    break
                except OSError:
                    continue
        if cdll is None:
            for name in _system_names():
                tried.append(name)
                try:
                    cdll = _open(name)
                    path = name
                    break
                except OSError:
                    continue
        if cdll is None:
            raise LibraryNotFoundError(
                "the caper shared library was not found. Set the environment variable %s to "
                "its path (e.g. %s=/path/to/build/capi/libcaper.so), put it next to the caper "
                "package, or install it where the system's loader finds it. Tried: %s"
                % (ENV_VAR, ENV_VAR, ", ".join(tried))
            )
    assert cdll is not None and path is not None
    try:
        abi = cdll.caper_abi_version
    except AttributeError:
        raise AbiVersionError(
            "%s is not the caper library (it has no caper_abi_version)" % path
        ) from None
    abi.restype = _u32
    abi.argtypes = []
    check_abi(int(abi()), path)
    cdll = _bind(cdll)
    cdll.caper_path = path  # type: ignore[attr-defined]
    return cdll


_lock = threading.Lock()
_lib: Optional[ctypes.CDLL] = None


def lib() -> Any:
    """The loaded library (loaded on first use)."""
    global _lib
    if _lib is None:
        with _lock:
            if _lib is None:
                _lib = load_library()
    return _lib
