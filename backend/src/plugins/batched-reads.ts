import DataLoader from 'dataloader';

/**
 * Rows read by key, the keys asked for in one turn of the event loop fetched by one query (ADR
 * 0036), with DataLoader's batching and nothing of its cache (the identity cache decides what is
 * kept, and forgets it when it changes). A rush's requests arrive together: 1,000 buyers whose
 * sessions this process has not kept cost a handful of queries, not 1,000 of them queued for the
 * pool ahead of the winners' orders. The batch runs after the turn (setImmediate), so it holds the
 * keys of every request that turn took in; it is bounded by the connections the server accepts
 * (MAX_CONNECTIONS), so it needs no limit of its own.
 */
export function batchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      const rows = await readMany([...new Set(keys)]);
      return keys.map((key) => rows.get(key));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}
