// Where an image path from the server is loaded from (product spec section 2, Image display).
import { assetPaths } from '../../config/paths';

/**
 * The URL to load for a stored image path: empty, 'null' or '/null' give the placeholder;
 * http…, /uploads/… and other paths with a leading slash are used as is; other paths with a
 * slash get a leading slash; names containing 'festival-' live in the festival uploads folder;
 * '.svg' names and any other bare name live in the images folder.
 */
export function imageSrc(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (value === '' || value === 'null' || value === '/null') return assetPaths.imagePlaceholder;
  if (value.startsWith('http') || value.startsWith('/uploads/') || value.startsWith('/')) return value;
  if (value.includes('/')) return `/${value}`;
  if (value.includes('festival-')) return `${assetPaths.festivalUploads}/${value}`;
  return `${assetPaths.images}/${value}`;
}
