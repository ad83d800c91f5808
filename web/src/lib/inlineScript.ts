// An inline script made of a function's own source: `fn` runs in the page alone, before (or without) any of the app's
// modules, so it must be self-contained: no imports, no closure over this module, its arguments plain JSON.

/** `(fn)(arg1, arg2, …)` as script text: the function's source called with its JSON arguments. */
export function inlineCall<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
}
