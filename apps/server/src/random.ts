/** A random source returning numbers in [0, 1). */
export type Random = () => number;

/**
 * Mulberry32: a tiny, fast 32-bit PRNG, plenty for made-up names, shuffles and artwork. The
 * seed is taken as an unsigned 32-bit integer (fractions dropped).
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
