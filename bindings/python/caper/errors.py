"""Exceptions of the caper binding: one class per ``caper_status`` of the C ABI.

Every failing call of the library raises the subclass of :class:`CaperError` that matches
its status; the exception carries the numeric ``status``, its C name (``status_name``)
and the library's message (``message``, from ``caper_last_error()``).
"""

from typing import Dict, Optional, Type

# The numeric values of caper_status (capi/include/caper/caper.h).
OK = 0
E_INVALID_ARGUMENT = 1
E_UNKNOWN_GAME = 2
E_BAD_OPTIONS = 3
E_ILLEGAL_ACTION = 4
E_PARSE = 5
E_BUFFER_TOO_SMALL = 6
E_WRONG_PHASE = 7
E_INTERNAL = 100

_STATUS_NAMES = {
    OK: "CAPER_OK",
    E_INVALID_ARGUMENT: "CAPER_E_INVALID_ARGUMENT",
    E_UNKNOWN_GAME: "CAPER_E_UNKNOWN_GAME",
    E_BAD_OPTIONS: "CAPER_E_BAD_OPTIONS",
    E_ILLEGAL_ACTION: "CAPER_E_ILLEGAL_ACTION",
    E_PARSE: "CAPER_E_PARSE",
    E_BUFFER_TOO_SMALL: "CAPER_E_BUFFER_TOO_SMALL",
    E_WRONG_PHASE: "CAPER_E_WRONG_PHASE",
    E_INTERNAL: "CAPER_E_INTERNAL",
}


def status_name(status: int) -> str:
    """The C name of a status code, e.g. ``status_name(5) == "CAPER_E_PARSE"``."""
    return _STATUS_NAMES.get(status, "CAPER_E_UNKNOWN_STATUS(%d)" % status)


class CaperError(Exception):
    """A call into the caper library failed.

    Attributes: ``status`` (int, a ``caper_status``), ``status_name`` (str) and
    ``message`` (the library's explanation)."""

    status: int = E_INTERNAL  # set by each subclass; the instance attribute overrides it

    def __init__(self, message: str, status: Optional[int] = None,
                 name: Optional[str] = None) -> None:
        if status is None:
            status = type(self).status
        self.status = status
        self.status_name = name or status_name(status)
        self.message = message
        super().__init__("%s: %s" % (self.status_name, message))


class InvalidArgumentError(CaperError, ValueError):
    """CAPER_E_INVALID_ARGUMENT: a bad handle, player index, action id, ..."""

    status = E_INVALID_ARGUMENT


class UnknownGameError(CaperError, LookupError):
    """CAPER_E_UNKNOWN_GAME: no game of that name is registered."""

    status = E_UNKNOWN_GAME


class BadOptionsError(CaperError, ValueError):
    """CAPER_E_BAD_OPTIONS: an unknown option key or an out-of-range value."""

    status = E_BAD_OPTIONS


class IllegalActionError(CaperError, ValueError):
    """CAPER_E_ILLEGAL_ACTION: the action is not legal in this state."""

    status = E_ILLEGAL_ACTION


class ParseError(CaperError, ValueError):
    """CAPER_E_PARSE: malformed JSON or action text."""

    status = E_PARSE


class BufferTooSmallError(CaperError):
    """CAPER_E_BUFFER_TOO_SMALL: never raised by the binding in normal use (it retries)."""

    status = E_BUFFER_TOO_SMALL


class WrongPhaseError(CaperError):
    """CAPER_E_WRONG_PHASE: e.g. chance outcomes asked at a player's turn."""

    status = E_WRONG_PHASE


class InternalError(CaperError):
    """CAPER_E_INTERNAL: a bug or an out-of-memory inside the library."""

    status = E_INTERNAL


_ERROR_CLASSES: Dict[int, Type[CaperError]] = {
    cls.status: cls
    for cls in (
        InvalidArgumentError,
        UnknownGameError,
        BadOptionsError,
        IllegalActionError,
        ParseError,
        BufferTooSmallError,
        WrongPhaseError,
        InternalError,
    )
}


def error_for_status(status: int, message: str, name: Optional[str] = None) -> CaperError:
    """The exception to raise for a failing ``status`` (a CaperError subclass instance);
    ``name`` is the library's caper_status_name(status) when known."""
    cls = _ERROR_CLASSES.get(status, CaperError)
    return cls(message, status, name)

