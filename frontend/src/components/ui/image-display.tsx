import { Skeleton } from '@radix-ui/themes';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { assetPaths } from '../../config/paths';
import { PICTURE_SIZE, pictureSources } from './picture-sources';

interface ImageDisplayProps {
  /** The stored image path; `imageSrc` turns it into a URL. */
  src: string | null | undefined;
  alt: string;
  /** The box's CSS width and height (the picture is cropped to fill it). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  style?: CSSProperties;
  objectFit?: CSSProperties['objectFit'];
  /** How wide the box is shown, as the `sizes` attribute: the browser picks the smallest width that fills it. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** The page's main picture (its largest paint): fetched first, before the page's other images. */
  priority?: boolean;
}

type Phase = 'loading' | 'loaded' | 'failed';

/** The one fallback of every picture (product spec, Image display): the placeholder image and its words. */
function Fallback() {
  return (
    <>
      <img src={assetPaths.imagePlaceholder} alt="" width={PICTURE_SIZE.width} height={PICTURE_SIZE.height} className="image-display-img" />
      <span className="image-display-caption">No image available</span>
    </>
  );
}

/**
 * A picture cropped into its box, a skeleton while it loads, and the same fallback everywhere when
 * there is no picture or it fails to load. `data-image` says which one shows ('loading', 'loaded', 'fallback').
 */
export function ImageDisplay({
  src,
  alt,
  width = '100%',
  height = '100%',
  className,
  style,
  objectFit = 'cover',
  sizes = '100vw',
  loading = 'lazy',
  priority = false,
}: ImageDisplayProps) {
  const picture = pictureSources(src);
  const wanted = picture?.src ?? '';
  const [state, setState] = useState<{ wanted: string; phase: Phase }>({ wanted, phase: 'loading' });
  // a new path starts a new load (state adjusted during render, as React recommends)
  if (state.wanted !== wanted) setState({ wanted, phase: 'loading' });
  const phase = state.wanted === wanted ? state.phase : 'loading';
  const settle = (next: Phase) => setState((current) => (current.wanted === wanted ? { wanted, phase: next } : current));
  const shown = picture && phase !== 'failed' ? phase : 'fallback';
  // A picture the browser already has (the first HTML preloaded the page's main one, or an earlier
  // page showed it) is complete as soon as its <img> exists: shown in that first frame, not one
  // load event and one more render later (the home page's largest paint waited ~100 ms on that).
  const img = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = img.current;
    if (phase === 'loading' && element?.complete && element.naturalWidth > 0) settle('loaded');
  });

  return (
    <span className={['image-display', className].filter(Boolean).join(' ')} data-image={shown} style={{ width, height, ...style }}>
      {shown === 'loading' && <Skeleton data-testid="image-skeleton" className="image-display-skeleton" />}
      {picture && shown !== 'fallback' ? (
        <img
          key={picture.src}
          ref={img}
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.srcSet ? sizes : undefined}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="image-display-img"
          style={{ objectFit, opacity: shown === 'loading' ? 0 : 1 }}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      ) : (
        <Fallback />
      )}
    </span>
  );
}
