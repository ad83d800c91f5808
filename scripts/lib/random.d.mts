/** A deterministic random generator (mulberry32): numbers in [0, 1), the same for the same seed. */
export declare function random(seed: number): () => number;
