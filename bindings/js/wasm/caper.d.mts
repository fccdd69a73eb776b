// The emscripten glue of caper.wasm (built by `npm run build`): a factory of the module.
// Only what the package's loader uses is declared.
export interface CaperModule {
  readonly HEAPU8: Uint8Array;
  readonly HEAP32: Int32Array;
  readonly HEAPU32: Uint32Array;
  readonly HEAPF32: Float32Array;
  readonly HEAPF64: Float64Array;
  [name: `_${string}`]: (...args: (number | bigint)[]) => number;
}
export default function createCaperModule(options: {
  wasmBinary: ArrayBuffer | Uint8Array;
}): Promise<CaperModule>;
