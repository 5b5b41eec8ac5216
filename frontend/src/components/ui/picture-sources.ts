// What an <img> gets for a stored picture path: the URL (image-src.ts), the widths it ships in, and
// a width and height, so the browser reserves the picture's box before a byte of it has arrived.
import { PICTURE_SIZE, pictureSrcSet } from '@pokerfest/domain';
import { assetPaths } from '../../config/paths';
import { imageSrc } from './image-src';

export interface PictureSources {
  src: string;
  /** Candidates by width, when the picture ships in more than one (the demo photographs). */
  srcSet?: string;
  width: number;
  height: number;
}

/** Every picture is shown cropped into a box; its attributes give the 3:2 shape the photographs are made in. */
export { PICTURE_SIZE };

/** The picture to load for a stored path, or null when there is none (empty, 'null', '/null'): the fallback shows instead. */
export function pictureSources(path: string | null | undefined): PictureSources | null {
  const src = imageSrc(path);
  if (src === assetPaths.imagePlaceholder) return null;
  const srcSet = pictureSrcSet(src);
  return srcSet ? { src, srcSet, ...PICTURE_SIZE } : { src, ...PICTURE_SIZE };
}
