/**
 * Rows read by key, the keys asked for in one turn of the event loop fetched by one query (ADR
 * 0036). A rush's requests arrive together: 1,000 buyers whose sessions this process has not kept
 * cost a handful of queries, not 1,000 of them queued for the pool ahead of the winners' orders.
 * A key is answered after the turn it was asked in, so a read never starts before what was asked
 * before it. A batch holds the keys of the requests one turn took in: bounded by the connections
 * the server accepts (MAX_CONNECTIONS), so it needs no limit of its own.
 */
export function batchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>> | undefined;

  const readWaiting = () => {
    const batch = waiting!;
    waiting = undefined;
    readMany([...batch.keys()]).then(
      (rows) => {
        for (const [key, readers] of batch) for (const reader of readers) reader.resolve(rows.get(key));
      },
      (error: unknown) => {
        for (const readers of batch.values()) for (const reader of readers) reader.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(readWaiting);
      }
      const readers = waiting.get(key) ?? [];
      readers.push({ resolve, reject });
      waiting.set(key, readers);
    });
}
