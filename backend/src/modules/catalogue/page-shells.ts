import { pictureSrcSet } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { ShellFor, ShellPicture } from '../../plugins/spa';

// Longer ids are no festival's (the admin form caps them far below): not worth a query.
const MAX_ID_LENGTH = 200;

/**
 * The first HTML of the shop front's two busiest pages paints their heading (ADR 0026): the home
 * page its hero, a festival page the festival's title, an active festival's only. Any other path,
 * or a festival that is not on sale, keeps the generic skeleton.
 */
export function shopFrontShells(db: Db): ShellFor {
  return async (path) => {
    if (path === '/') return { name: 'home', ...(await firstSlidePicture(db)) };
    const match = /^\/festivals\/([^/]+)\/?$/.exec(path);
    if (!match || match[1]!.length > MAX_ID_LENGTH) return null;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    if (id.includes('\0')) return null;
    const festival = await db.selectFrom('festivals').select(['title', 'image_url']).where('product_id', '=', id).where('active', '=', true).executeTakeFirst();
    return festival ? { name: 'festival', values: { title: festival.title }, ...shownFull(festival.image_url) } : null;
  };
}

/**
 * The picture of a stored path as a full-width <img> asks for it (the festival page's hero, the
 * home carousel's slide: ImageDisplay's default sizes). Only a path on this site: a bare name or
 * another site's address is left to the page.
 */
function shownFull(imageUrl: string | null): { picture?: ShellPicture } {
  const src = imageUrl?.trim() ?? '';
  if (!src.startsWith('/') || src.startsWith('//') || src === '/null') return {};
  return { picture: { src, srcSet: pictureSrcSet(src), sizes: '100vw' } };
}

/** The home carousel's first slide: the first featured festival on sale, in the list's order (GET /api/products). */
async function firstSlidePicture(db: Db): Promise<{ picture?: ShellPicture }> {
  const featured = db.selectFrom('festivals').select('image_url').where('active', '=', true).where('featured', '=', true);
  const first = await featured.orderBy('start_date').orderBy('product_id').executeTakeFirst();
  return shownFull(first?.image_url ?? null);
}
