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
  /** The status of each subclass; an instance's `status` may say otherwise. */
  static readonly status: number = Status.INTERNAL;
  /** The caper_status code, e.g. 5. */
  readonly status: number;
  /** Its C name, e.g. "CAPER_E_PARSE". */
  readonly statusName: string;
  /** The library's explanation, without the status name. */
  readonly detail: string;

  constructor(detail: string, status?: number, statusName?: string) {
    const code = status ?? (new.target as typeof CaperError).status;
    const name = statusName ?? statusNameOf(code);
    super(`${name}: ${detail}`);
    this.name = new.target.name;
    this.status = code;
    this.statusName = name;
    this.detail = detail;
  }
}

// One class per failing status, each adding only its status, so that TypeScript tells
// them apart (`e: ParseError`) as well as instanceof does.

/** CAPER_E_INVALID_ARGUMENT: a bad id, seat, handle (a freed object), ... */
export class InvalidArgumentError extends CaperError {
  static override readonly status: number = Status.INVALID_ARGUMENT;
}
/** CAPER_E_UNKNOWN_GAME: no game of that name. */
export class UnknownGameError extends CaperError {
  static override readonly status: number = Status.UNKNOWN_GAME;
}
/** CAPER_E_BAD_OPTIONS: an unknown option, an out-of-range value or a bad bot spec. */
export class BadOptionsError extends CaperError {
  static override readonly status: number = Status.BAD_OPTIONS;
}
/** CAPER_E_ILLEGAL_ACTION: the action is not legal in this state. */
export class IllegalActionError extends CaperError {
  static override readonly status: number = Status.ILLEGAL_ACTION;
}
/** CAPER_E_PARSE: malformed JSON or action text. */
export class ParseError extends CaperError {
  static override readonly status: number = Status.PARSE;
}
/** CAPER_E_BUFFER_TOO_SMALL: not raised in normal use (the package retries). */
export class BufferTooSmallError extends CaperError {
  static override readonly status: number = Status.BUFFER_TOO_SMALL;
}
/** CAPER_E_WRONG_PHASE: e.g. chance outcomes asked at a player's turn. */
export class WrongPhaseError extends CaperError {
  static override readonly status: number = Status.WRONG_PHASE;
}
/** CAPER_E_INTERNAL: a bug, or the library ran out of memory. */
export class InternalError extends CaperError {
  static override readonly status: number = Status.INTERNAL;
}

const subclasses: readonly (typeof CaperError)[] = [
  InvalidArgumentError,
  UnknownGameError,
  BadOptionsError,
  IllegalActionError,
  ParseError,
  BufferTooSmallError,
  WrongPhaseError,
  InternalError,
];

function statusNameOf(status: number): string {
  for (const [key, value] of Object.entries(Status)) {
    if (value === status) return key === "OK" ? "CAPER_OK" : `CAPER_E_${key}`;
  }
  return "CAPER_E_UNKNOWN";
}

/** The error for a failing status, with the library's name for it and its message. */
export function errorForStatus(status: number, detail: string, name?: string): CaperError {
  const cls = subclasses.find((c) => c.status === status) ?? CaperError;
  return new cls(detail, status, name);
}
