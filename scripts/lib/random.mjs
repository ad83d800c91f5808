// A small deterministic random generator (mulberry32): the same numbers for the same seed on every run.
// Shared by the sandbox's seed (contracts/sandbox/seed.ts) and the picture script (scripts/make-pictures.mjs).
/** @param {number} seed @returns {() => number} numbers in [0, 1) */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
