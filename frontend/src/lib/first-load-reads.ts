// The GETs index.html's inline script started before the app arrived (app/first-load.ts, ADR 0026):
// the app's first read of each URL takes the answer already on its way instead of asking again.

/** Started reads by URL; each is taken once. */
export type FirstLoadReads = Record<string, Promise<Response>>;

declare global {
  interface Window {
    __pokerfestFirstLoad?: FirstLoadReads;
  }
}

/** The started read of `url`, if one is still waiting; later reads of it go to the network. */
export function takeFirstRead(url: string): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__pokerfestFirstLoad;
  const read = reads?.[url];
  if (!read) return undefined;
  delete reads[url];
  return read;
}
