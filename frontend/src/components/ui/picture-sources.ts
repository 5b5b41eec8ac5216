// What an <img> gets for a stored picture path: the URL (image-src.ts), the widths it ships in, and
// a width and height, so the browser reserves the picture's box before a byte of it has arrived.
import { assetPaths } from '../../config/paths';
import { imageSrc } from './image-src';

export interface PictureSources {
  src: string;
  /** Candidates by width, when the picture ships in more than one (the demo photographs). */
  srcSet?: string;
  width: number;
  height: number;
}

/**
 * Every picture is shown cropped into a box (object-fit: cover), so its attributes give the 3:2
 * shape the photographs are made in; an upload of another shape is cropped like the rest.
 */
export const PICTURE_SIZE = { width: 960, height: 640 } as const;

/** The demo photographs (scripts/images/demo-photos.ts): `<name>.webp` is 960 wide, `<name>-480.webp` beside it. */
const DEMO_PHOTO = /^\/images\/demo\/[a-z0-9-]+\.webp$/;

/** The picture to load for a stored path, or null when there is none (empty, 'null', '/null'): the fallback shows instead. */
export function pictureSources(path: string | null | undefined): PictureSources | null {
  const src = imageSrc(path);
  if (src === assetPaths.imagePlaceholder) return null;
  if (DEMO_PHOTO.test(src)) return { src, srcSet: `${src.replace(/\.webp$/, '-480.webp')} 480w, ${src} 960w`, ...PICTURE_SIZE };
  return { src, ...PICTURE_SIZE };
}
