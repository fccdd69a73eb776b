// The few assertions the checks use, written for Node and browsers alike (node:assert is
// Node's only). Each throws an Error saying what differed.
export function equal(actual, expected, what = "value") {
  if (!Object.is(actual, expected)) {
    throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function deepEqual(actual, expected, what = "value") {
  const a = JSON.stringify(actual, bigints);
  const b = JSON.stringify(expected, bigints);
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}

export function ok(condition, what) {
  if (!condition) throw new Error(`expected: ${what}`);
}

/** fn() must throw an instance of type whose message matches pattern; returns it. */
export function throws(fn, type, pattern, what = "call") {
  let error;
  try {
    fn();
  } catch (caught) {
    error = caught;
  }
  if (error === undefined) throw new Error(`${what}: expected ${type.name}, nothing was thrown`);
  if (!(error instanceof type)) {
    throw new Error(`${what}: expected ${type.name}, got ${error?.name}: ${error?.message}`);
  }
  if (pattern && !pattern.test(error.message)) {
    throw new Error(`${what}: message ${show(error.message)} does not match ${pattern}`);
  }
  return error;
}

function bigints(_key, value) {
  return typeof value === "bigint" ? `${value}n` : value;
}

function show(value) {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
