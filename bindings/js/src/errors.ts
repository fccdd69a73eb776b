// Errors of the package: one CaperError subclass per caper_status of the C ABI. Each
// carries the numeric status, its C name and the library's message (caper_last_error()).

/** The numeric values of caper_status (caper.h). */
export const Status = {
  OK: 0,
  INVALID_ARGUMENT: 1,
  UNKNOWN_GAME: 2,
  BAD_OPTIONS: 3,
  ILLEGAL_ACTION: 4,
  PARSE: 5,
  BUFFER_TOO_SMALL: 6,
  WRONG_PHASE: 7,
  INTERNAL: 100,
} as const;

/** A call into the caper library failed, or was refused before it was made. */
export class CaperError extends Error {
  /** The caper_status code, e.g. 5. */
  readonly status: number;
  /** Its C name, e.g. "CAPER_E_PARSE". */
  readonly statusName: string;
  /** The library's explanation, without the status name. */
  readonly detail: string;

  constructor(detail: string, status: number = Status.INTERNAL, statusName?: string) {
    const name = statusName ?? statusNameOf(status);
    super(`${name}: ${detail}`);
    this.name = new.target.name;
    this.status = status;
    this.statusName = name;
    this.detail = detail;
  }
}

/** CAPER_E_INVALID_ARGUMENT: a bad id, seat, handle (a freed object), ... */
export class InvalidArgumentError extends CaperError {
  constructor(detail: string, status: number = Status.INVALID_ARGUMENT, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_UNKNOWN_GAME: no game of that name. */
export class UnknownGameError extends CaperError {
  constructor(detail: string, status: number = Status.UNKNOWN_GAME, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_BAD_OPTIONS: an unknown option, an out-of-range value or a bad bot spec. */
export class BadOptionsError extends CaperError {
  constructor(detail: string, status: number = Status.BAD_OPTIONS, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_ILLEGAL_ACTION: the action is not legal in this state. */
export class IllegalActionError extends CaperError {
  constructor(detail: string, status: number = Status.ILLEGAL_ACTION, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_PARSE: malformed JSON or action text. */
export class ParseError extends CaperError {
  constructor(detail: string, status: number = Status.PARSE, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_BUFFER_TOO_SMALL: not raised in normal use (the package retries). */
export class BufferTooSmallError extends CaperError {
  constructor(detail: string, status: number = Status.BUFFER_TOO_SMALL, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_WRONG_PHASE: e.g. chance outcomes asked at a player's turn. */
export class WrongPhaseError extends CaperError {
  constructor(detail: string, status: number = Status.WRONG_PHASE, name?: string) {
    super(detail, status, name);
  }
}
/** CAPER_E_INTERNAL: a bug, or the library ran out of memory. */
export class InternalError extends CaperError {
  constructor(detail: string, status: number = Status.INTERNAL, name?: string) {
    super(detail, status, name);
  }
}

const classes: Record<number, new (detail: string, status: number, name?: string) => CaperError> = {
  [Status.INVALID_ARGUMENT]: InvalidArgumentError,
  [Status.UNKNOWN_GAME]: UnknownGameError,
  [Status.BAD_OPTIONS]: BadOptionsError,
  [Status.ILLEGAL_ACTION]: IllegalActionError,
  [Status.PARSE]: ParseError,
  [Status.BUFFER_TOO_SMALL]: BufferTooSmallError,
  [Status.WRONG_PHASE]: WrongPhaseError,
  [Status.INTERNAL]: InternalError,
};

function statusNameOf(status: number): string {
  for (const [key, value] of Object.entries(Status)) {
    if (value === status) return key === "OK" ? "CAPER_OK" : `CAPER_E_${key}`;
  }
  return "CAPER_E_UNKNOWN";
}

/** The error for a failing status, with the library's name for it and its message. */
export function errorForStatus(status: number, detail: string, name?: string): CaperError {
  const cls = classes[status] ?? CaperError;
  return new cls(detail, status, name);
}
