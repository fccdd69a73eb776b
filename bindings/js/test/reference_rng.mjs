// caper's generator written from its specification (include/caper/core/rng.hpp):
// xoshiro256** whose four words are the first four outputs of SplitMix64(seed), and
// below(n) rejecting the draws under 2^64 mod n before taking the draw mod n.
const MASK = (1n << 64n) - 1n;
const rotl = (x, k) => ((x << k) | (x >> (64n - k))) & MASK;

export function referenceRng(seed) {
  let sm = seed & MASK;
  const splitmix = () => {
    sm = (sm + 0x9e3779b97f4a7c15n) & MASK;
    let z = sm;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const s = [splitmix(), splitmix(), splitmix(), splitmix()];
  const next = () => {
    const result = (rotl((s[1] * 5n) & MASK, 7n) * 9n) & MASK;
    const t = (s[1] << 17n) & MASK;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45n);
    return result;
  };
  const below = (n) => {
    const threshold = (1n << 64n) % n;
    for (;;) {
      const value = next();
      if (value >= threshold) return value % n;
    }
  };
  return { next, below };
}
