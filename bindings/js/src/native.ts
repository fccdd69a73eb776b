// The WebAssembly module and the C ABI's calling conventions: loading the module,
// strings in and out of its memory, the (buf, cap, *len) protocol, statuses to errors,
// and the checks of JavaScript arguments before they reach the library.
import createCaperModule, { type CaperModule } from "../wasm/caper.mjs";
import { CaperError, InvalidArgumentError, errorForStatus, Status } from "./errors.js";

/** Where loadCaper() finds the module: its bytes, or a URL to read them from. */
export interface LoadOptions {
  /** The bytes of caper.wasm (e.g. from your bundler or cache). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to read caper.wasm; default: beside this package's wasm/caper.mjs. */
  wasmUrl?: string | WasmUrl;
}

/** A URL object (anything with an href), typed so that no DOM or Node types are needed. */
export interface WasmUrl {
  readonly href: string;
}

const TEXT_GUESS = 4096;
const ARRAY_GUESS = 1024; // kMaxLegalActions: a legal-action list never holds more
const MAX_U32 = 0xffffffff;
const SMALL_COPY = 16; // uint32 words: 64 bytes, the most V8 keeps in its own heap
const POOL_WORDS = 8192; // 32 KiB: 4 times Node's Buffer.poolSize, a new block a few hundred copies

/** The loaded module with its scratch buffers (one module a page or process). */
export class Lib {
  readonly m: CaperModule;
  /** 16 bytes for out-parameters: a handle, a uint32, a uint64. */
  readonly out: number;
  /** A size_t out-parameter (the needed length of every buffer call). */
  readonly len: number;
  private text: number;
  private textCap: number;
  /** 8 KiB for arrays: 1024 uint32 actions and their 1024 probabilities... */
  readonly array: number;
  readonly arrayCap = ARRAY_GUESS;
  // The module's memory as typed arrays, read from the module again only when memory grew
  // (growing detaches the old buffer, whose views then have length 0).
  private u32View: Uint32Array;
  private u8View: Uint8Array;
  // Where copies of more than SMALL_COPY words are cut from: V8 keeps a typed array of up
  // to 64 bytes in its heap, but gives a larger one memory of its own, which costs more
  // than a playout step. Each copy is a view of its own part of the block, written once
  // (as Node's Buffer.allocUnsafe cuts small buffers from a shared pool).
  private pool = new Uint32Array(POOL_WORDS);
  private poolUsed = 0;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder("utf-8", { fatal: false });

  constructor(m: CaperModule) {
    this.m = m;
    this.u32View = m.HEAPU32;
    this.u8View = m.HEAPU8;
    this.out = this.malloc(16);
    this.len = this.malloc(8);
    this.array = this.malloc(ARRAY_GUESS * 8);
    this.textCap = TEXT_GUESS;
    this.text = this.malloc(this.textCap);
  }

  /** The memory as uint32 words (index: address >> 2). */
  get u32(): Uint32Array {
    if (this.u32View.length === 0) this.u32View = this.m.HEAPU32;
    return this.u32View;
  }

  /** The memory as bytes. */
  get u8(): Uint8Array {
    if (this.u8View.length === 0) this.u8View = this.m.HEAPU8;
    return this.u8View;
  }

  malloc(size: number): number {
    const ptr = this.m._malloc(size);
    if (!ptr) throw new CaperError(`out of memory (${size} bytes)`, Status.INTERNAL);
    return ptr;
  }

  /** Throws the error of a failing status with the library's message. */
  fail(status: number): never {
    const detail = this.cString(this.m._caper_last_error());
    const name = this.cString(this.m._caper_status_name(status));
    throw errorForStatus(status, detail, name);
  }

  check(status: number): void {
    if (status !== Status.OK) this.fail(status);
  }

  /** The NUL-terminated UTF-8 text at ptr. */
  cString(ptr: number): string {
    if (!ptr) return "";
    const heap = this.u8;
    const end = heap.indexOf(0, ptr);
    return this.decoder.decode(heap.subarray(ptr, end));
  }

  /** The handle written to `out` by the last call. */
  outHandle(): number {
    return this.u32[this.out >> 2];
  }

  /** Calls fn(...texts as C strings) and frees them after. */
  withStrings<T>(texts: (string | null)[], fn: (...ptrs: number[]) => T): T {
    const ptrs: number[] = [];
    try {
      for (const text of texts) ptrs.push(text === null ? 0 : this.copyIn(text));
      return fn(...ptrs);
    } finally {
      for (const ptr of ptrs) if (ptr) this.m._free(ptr);
    }
  }

  private copyIn(text: string): number {
    const bytes = this.encoder.encode(text);
    const ptr = this.malloc(bytes.length + 1);
    const heap = this.u8;
    heap.set(bytes, ptr);
    heap[ptr + bytes.length] = 0;
    return ptr;
  }

  /** A string result: fn(buf, cap, lenPtr), retried once with the size it needed. */
  callString(fn: (buf: number, cap: number, len: number) => number): string {
    for (;;) {
      const status = fn(this.text, this.textCap, this.len);
      const needed = this.u32[this.len >> 2];
      if (status === Status.OK) {
        return this.decoder.decode(this.u8.subarray(this.text, this.text + needed - 1));
      }
      if (status !== Status.BUFFER_TOO_SMALL || needed <= this.textCap) this.fail(status);
      this.m._free(this.text);
      this.textCap = needed;
      this.text = this.malloc(needed);
    }
  }

  /** A copy of the n uint32 words at address ptr (from the pool for n > SMALL_COPY). */
  copyU32(ptr: number, n: number): Uint32Array {
    const words = this.u32;
    const at = ptr >> 2;
    if (n <= SMALL_COPY) return words.slice(at, at + n);
    if (this.poolUsed + n > POOL_WORDS) {
      this.pool = new Uint32Array(POOL_WORDS);
      this.poolUsed = 0;
    }
    const start = this.poolUsed;
    const pool = this.pool;
    for (let i = 0; i < n; i++) pool[start + i] = words[at + i]; // no view made to copy
    this.poolUsed = start + n;
    return new Uint32Array(this.pool.buffer, start * 4, n);
  }

  /** An array result into the scratch array: fn(buf, cap, lenPtr) gives its length. */
  callArray(fn: (buf: number, cap: number, len: number) => number, elementSize: number): number {
    this.check(fn(this.array, (this.arrayCap * 8) / elementSize, this.len));
    return this.u32[this.len >> 2];
  }
}

let loaded: Promise<Lib> | undefined;
let lib: Lib | undefined;

/** The loaded module; a clear error before loadCaper() has finished. */
export function theLib(): Lib {
  if (lib === undefined) {
    throw new CaperError("the WebAssembly module is not loaded: await loadCaper() first",
      Status.INVALID_ARGUMENT);
  }
  return lib;
}

async function readWasm(options: LoadOptions): Promise<ArrayBuffer | Uint8Array> {
  if (options.wasmBinary !== undefined) {
    if (!(options.wasmBinary instanceof ArrayBuffer) && !(options.wasmBinary instanceof Uint8Array)) {
      throw new TypeError("wasmBinary must be an ArrayBuffer or a Uint8Array");
    }
    return options.wasmBinary;
  }
  const wanted = options.wasmUrl ?? "../wasm/caper.wasm";
  if (typeof wanted !== "string" && typeof (wanted as Partial<WasmUrl> | null)?.href !== "string") {
    throw new TypeError("wasmUrl must be a string or a URL");
  }
  const url = new URL(typeof wanted === "string" ? wanted : wanted.href, import.meta.url);
  if (url.protocol === "file:") {
    // Node (and Deno, Bun): read the file; emscripten's own loader would fetch() a path.
    const fsModule: string = "node:fs/promises"; // typed loosely: no Node types needed
    const fs = (await import(fsModule)) as { readFile(url: URL): Promise<Uint8Array> };
    return fs.readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new CaperError(`cannot fetch ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** Loads the module once; later calls give the same one (their options are ignored). */
export function loadLib(options: LoadOptions = {}): Promise<Lib> {
  if (typeof options !== "object" || options === null) {
    return Promise.reject(new TypeError("loadCaper(options): options must be an object"));
  }
  loaded ??= (async () => {
    const m = await createCaperModule({ wasmBinary: await readWasm(options) });
    lib = new Lib(m);
    return lib;
  })();
  loaded.catch(() => {
    loaded = undefined; // a failed load may be retried
  });
  return loaded;
}

// ---- argument checks ----------------------------------------------------------------

/** An integer id in [0, 2^32): a TypeError for another type, InvalidArgument otherwise. */
export function u32Arg(value: unknown, what: string): number {
  if (typeof value === "number" && value >>> 0 === value) return value; // the usual case
  if (typeof value !== "number") throw new TypeError(`${what} must be a number, not ${typeName(value)}`);
  if (!Number.isInteger(value) || value < 0 || value > MAX_U32) {
    throw new InvalidArgumentError(`${what} must be an integer in [0, 2^32), not ${value}`);
  }
  return value;
}

/** A seat or viewer: an integer that fits a C int32_t. */
export function i32Arg(value: unknown, what: string): number {
  if (typeof value !== "number") throw new TypeError(`${what} must be a number, not ${typeName(value)}`);
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) {
    throw new InvalidArgumentError(`${what} must be a 32-bit integer, not ${value}`);
  }
  return value;
}

const TWO_64 = 1n << 64n;

/** A seed: a number (a safe integer) or a BigInt in [-2^63, 2^64); negative values are
 * taken as their two's complement, as a C int64_t cast to uint64_t. */
export function seedArg(value: unknown, what = "seed"): bigint {
  let seed: bigint;
  if (typeof value === "bigint") {
    seed = value;
  } else if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) {
      throw new InvalidArgumentError(`${what} must be a safe integer or a BigInt, not ${value}`);
    }
    seed = BigInt(value);
  } else {
    throw new TypeError(`${what} must be a number or a BigInt, not ${typeName(value)}`);
  }
  if (seed < -(1n << 63n) || seed >= TWO_64) {
    throw new InvalidArgumentError(`${what} ${seed} is outside [-2^63, 2^64)`);
  }
  return BigInt.asUintN(64, seed);
}

/** A text argument: a string without NUL characters. */
export function textArg(value: unknown, what: string): string {
  if (typeof value !== "string") throw new TypeError(`${what} must be a string, not ${typeName(value)}`);
  if (value.includes("\0")) throw new InvalidArgumentError(`${what} contains a NUL character`);
  return value;
}

export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "object") return value.constructor?.name ?? "object";
  return typeof value;
}
