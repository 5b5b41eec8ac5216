import { MutationObserver, QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import type { TournamentBody } from '../catalogue-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCasinos, adminFestivals, festivalExtras, festivalTournaments } from './catalogue-resources';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify }));

const sent: { method: string; url: string; body: unknown }[] = [];
let answer: () => Response;

beforeEach(() => {
  sent.length = 0;
  notify.mockClear();
  answer = () => Response.json({ name: 'Casino Royale', title: 'Spring Open', productId: 'spring' });
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return Promise.resolve(answer());
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Runs one write against a client holding an admin list, a festival figure and a shop front list; answers which went stale. */
async function staleAfter<Result, Vars>(write: (client: QueryClient) => UseMutationOptions<Result, Error, Vars>, vars: Vars): Promise<QueryKey[]> {
  const client = new QueryClient();
  const keys: QueryKey[] = [
    ['/api/admin/casinos'],
    ['/api/admin/products'],
    ['/api/admin/stats/festivals-count'],
    ['/api/tournaments?festivalId=spring'],
    ['/api/tournaments?festivalId=autumn'],
    ['/api/products'],
    ['/api/admin/users'],
  ];
  for (const key of keys) client.setQueryData(key, []);
  await new MutationObserver(client, write(client)).mutate(vars).catch(() => undefined);
  return client.getQueryCache().getAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey);
}

// Every write marks the shop front's copies of the catalogue stale, whichever festival they show.
const shopFront: QueryKey[] = [['/api/tournaments?festivalId=spring'], ['/api/tournaments?festivalId=autumn'], ['/api/products']];

describe('the admin catalogue resources', () => {
  it('create a casino with a POST of the form body, say so with its name, and refetch the casinos and the shop front', async () => {
    const stale = await staleAfter((client) => adminCasinos.writes(client).create, { name: 'Casino Royale' } as never);
    expect(sent).toEqual([{ method: 'POST', url: '/api/admin/casinos', body: { name: 'Casino Royale' } }]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Casino created', description: 'Casino Royale' });
    expect(stale).toEqual([['/api/admin/casinos'], ...shopFront]);
  });

  it("update a tournament with a PATCH that leaves the festival out, and refetch the tournaments", async () => {
    const body = { productId: 'spring', name: 'Main Event' } as unknown as TournamentBody;
    const stale = await staleAfter((client) => festivalTournaments.writes(client).update, { id: 7, body });
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/admin/tournaments/7', body: { name: 'Main Event' } }]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Success', description: 'Tournament updated successfully' });
    expect(stale).toEqual(shopFront);
  });

  it('delete an extra by its id and say why not with the fixed text and the server message', async () => {
    answer = () => Response.json({ error: 'in use' }, { status: 409 });
    const stale = await staleAfter((client) => festivalExtras.writes(client).remove, { id: 3, festivalId: 'spring' });
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/admin/extras/3', body: undefined }]);
    expect(notify).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to delete extra product: in use', tone: 'destructive' });
    expect(stale).toEqual([]);
  });

  it('name a festival by its title, and refetch the festivals and their count', async () => {
    const body = { productId: 'spring', title: 'Spring Open' } as never;
    const stale = await staleAfter((client) => adminFestivals.writes(client).update, { id: 'spring', body });
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/admin/products/spring', body: { title: 'Spring Open', name: 'Spring Open' } }]);
    expect(stale).toEqual([['/api/admin/products'], ['/api/admin/stats/festivals-count'], ...shopFront]);
  });

  it('read a festival part under the public list URL, and the rest under the admin one', () => {
    expect(festivalTournaments.listQuery('spring').queryKey).toEqual(['/api/tournaments?festivalId=spring']);
    expect(adminCasinos.listQuery().queryKey).toEqual(['/api/admin/casinos']);
  });
});
