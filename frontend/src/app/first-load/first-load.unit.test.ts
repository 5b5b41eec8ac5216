import { describe, expect, it, vi } from 'vitest';
import { appPaths } from '../../config/paths';
import { currentUserQueryKey } from '../../features/account/api/get-current-user';
import {
  productAccommodationsQueryOptions,
  productExtrasQueryOptions,
  productHotelsQueryOptions,
  productQueryOptions,
  productTournamentsQueryOptions,
} from '../../features/catalogue/api/festival-reads';
import { productsQueryOptions } from '../../features/catalogue/api/get-products';
import { pathOfQueryKey } from '../../lib/api-client';
import { firstLoadModules, planFirstLoads } from './plan';
import { FIRST_LOAD_TTL_MS, matchRoute, startFirstLoad, type FirstLoadTarget } from './start';

const plans = planFirstLoads((module) => [`/assets/${module.split('/').pop()!.replace('.tsx', '')}-h4sh.js`, '/assets/shared-h4sh.css']);

function target(path: string) {
  const links: Parameters<FirstLoadTarget['link']>[0][] = [];
  const cancelled: string[] = [];
  let drop: (() => void) | undefined;
  const fetch = vi.fn(async (url: string) => new Response(new ReadableStream({ cancel: () => void cancelled.push(url) })));
  const reads = startFirstLoad(plans, { path, link: (link) => links.push(link), fetch, later: (run, ms) => ((drop = run), expect(ms).toBe(FIRST_LOAD_TTL_MS)) });
  return { reads, links, fetch, cancelled, drop: () => drop?.() };
}

describe("index.html's first-load script (0026)", () => {
  it('matches router patterns: literal segments, decoded parameters, one trailing slash', () => {
    expect(matchRoute('/festivals/:id', '/festivals/vienna%20spring')).toEqual({ id: 'vienna spring' });
    expect(matchRoute('/festivals/:id', '/festivals/vienna/')).toEqual({ id: 'vienna' });
    expect(matchRoute('/', '/')).toEqual({});
    for (const path of ['/festivals/', '/festivals/a/b', '/festival/a', '/festivals/%E0%A4%A']) expect(matchRoute('/festivals/:id', path), path).toBeNull();
  });

  it("starts exactly the reads the festival page's queries make, under the keys they ask for", async () => {
    const id = 'vienna spring/2027';
    const { reads, links, fetch } = target(appPaths.festival.to(id));
    const queries = [productQueryOptions, productAccommodationsQueryOptions, productHotelsQueryOptions, productTournamentsQueryOptions, productExtrasQueryOptions];
    const expected = [pathOfQueryKey(currentUserQueryKey), ...queries.map((options) => pathOfQueryKey(options(id).queryKey))];
    expect(Object.keys(reads)).toEqual(expected);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(expected);
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/assets/festival-h4sh.js' },
      { rel: 'preload', href: '/assets/shared-h4sh.css', as: 'style' },
    ]);
    expect(Object.keys(target('/').reads)).toEqual([pathOfQueryKey(currentUserQueryKey), pathOfQueryKey(productsQueryOptions.queryKey)]);
  });

  it("names every screen's route module, ranks /booking/details above /booking/:id, and starts nothing for an unknown path", () => {
    expect(firstLoadModules).toContain('app/routes/booking-wizard.tsx');
    expect(target('/booking/details').links[0]!.href).toBe('/assets/booking-details-h4sh.js');
    expect(target('/booking/nf-1').links[0]!.href).toBe('/assets/booking-wizard-h4sh.js');
    const unknown = target('/no/such/page');
    expect([unknown.reads, unknown.links, unknown.fetch.mock.calls]).toEqual([{}, [], []]);
  });

  it('drops the reads nobody took once their time is up, cancelling their bodies', async () => {
    const { reads, drop, cancelled } = target('/help');
    expect(Object.keys(reads)).toEqual(['/api/user']);
    drop();
    expect(reads).toEqual({});
    await vi.waitFor(() => expect(cancelled).toEqual(['/api/user']));
  });
});
