// The widths a stored picture ships in: the demo photographs (scripts/images/demo-photos.ts) are
// `<name>.webp`, 960 wide, with `<name>-480.webp` beside it; any other picture comes in one size.
// One rule for the SPA's <img> and for the server's first HTML, which starts the page's main
// picture before any script (ADR 0026): both must ask for the same file.

/** Every picture is shown cropped into a box of the photographs' 3:2 shape (object-fit: cover). */
export const PICTURE_SIZE = { width: 960, height: 640 } as const;

const DEMO_PHOTO = /^\/images\/demo\/[a-z0-9-]+\.webp$/;

/** The `srcset` of a picture at `src` (a URL path), when it ships in more than one width. */
export function pictureSrcSet(src: string): string | undefined {
  return DEMO_PHOTO.test(src) ? `${src.replace(/\.webp$/, '-480.webp')} 480w, ${src} 960w` : undefined;
}
