// The inline script's work (ADR 0026): find the screen's plan, start its files and reads. Kept free
// of imports: it is bundled on its own into index.html.
import type { FirstLoadReads } from '../../lib/first-load-reads';
import type { FirstLoadPlan } from './plan';

/** How long a started read waits to be taken by the app before it is dropped (the app then reads anew). */
export const FIRST_LOAD_TTL_MS = 10_000;

/** The parameters of `path` when it matches `pattern` (one optional trailing slash), else null. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index++) {
    const part = wanted[index]!;
    const value = given[index]!;
    if (!part.startsWith(':')) {
      if (part !== value) return null;
      continue;
    }
    if (!value) return null;
    try {
      params[part.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

export interface FirstLoadTarget {
  path: string;
  /** Adds a <link> to the document's head. */
  link: (attributes: { rel: 'modulepreload' | 'preload'; href: string; as?: 'style' }) => void;
  fetch: (url: string) => Promise<Response>;
  /** Runs `drop` after `ms`. */
  later: (drop: () => void, ms: number) => void;
}

/** Starts what the first matching plan names; returns the reads started, to be taken once each. */
export function startFirstLoad(plans: FirstLoadPlan[], target: FirstLoadTarget): FirstLoadReads {
  const reads: FirstLoadReads = {};
  for (const plan of plans) {
    const params = matchRoute(plan.pattern, target.path);
    if (!params) continue;
    for (const href of plan.files) {
      // a stylesheet is only fetched here: the route's loader still attaches it, and waits for it, as before
      target.link(href.endsWith('.css') ? { rel: 'preload', href, as: 'style' } : { rel: 'modulepreload', href });
    }
    for (const template of plan.reads) {
      const url = template
        .split('/')
        .map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part))
        .join('/');
      const read = target.fetch(url);
      // a read nobody takes must not surface as an unhandled rejection
      read.catch(() => undefined);
      reads[url] = read;
    }
    target.later(() => {
      for (const [url, read] of Object.entries(reads)) {
        delete reads[url];
        void read.then((response) => response.body?.cancel()).catch(() => undefined);
      }
    }, FIRST_LOAD_TTL_MS);
    break;
  }
  return reads;
}
