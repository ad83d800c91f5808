/**
 * Resolves once the first screen has settled: no request of the query client in flight for `quietMs` (its
 * data and pictures' lists are in), or after `maxMs` whatever happens. The app then fetches the rest (other
 * screens, analytics) without competing with the first screen for the network and the main thread.
 */
export function firstScreenSettled(
  client: { isFetching(): number; getQueryCache(): { subscribe(fn: () => void): () => void } },
  { quietMs = 500, maxMs = 5_000 } = {},
): Promise<void> {
  return new Promise((done) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      unsubscribe();
      done();
    };
    const check = () => {
      clearTimeout(quiet);
      if (client.isFetching() === 0) quiet = setTimeout(finish, quietMs);
    };
    const limit = setTimeout(finish, maxMs);
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}
