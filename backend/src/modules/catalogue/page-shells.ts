import type { Db } from '@pokerfest/infra';
import type { ShellFor } from '../../plugins/spa';

// Longer ids are no festival's (the admin form caps them far below): not worth a query.
const MAX_ID_LENGTH = 200;

/**
 * The first HTML of the shop front's two busiest pages paints their heading (ADR 0026): the home
 * page its hero, a festival page the festival's title, an active festival's only. Any other path,
 * or a festival that is not on sale, keeps the generic skeleton.
 */
export function shopFrontShells(db: Db): ShellFor {
  return async (path) => {
    if (path === '/') return { name: 'home' };
    const match = /^\/festivals\/([^/]+)\/?$/.exec(path);
    if (!match || match[1]!.length > MAX_ID_LENGTH) return null;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    if (id.includes('\0')) return null;
    const festival = await db
      .selectFrom('festivals')
      .select('title')
      .where('product_id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
    return festival ? { name: 'festival', values: { title: festival.title } } : null;
  };
}
