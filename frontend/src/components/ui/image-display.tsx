import { Skeleton } from '@radix-ui/themes';
import { useState, type CSSProperties } from 'react';
import { assetPaths } from '../../config/paths';
import { imageSrc } from './image-src';

interface ImageDisplayProps {
  /** The stored image path; `imageSrc` turns it into a URL. */
  src: string | null | undefined;
  alt: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  style?: CSSProperties;
  objectFit?: CSSProperties['objectFit'];
  /** Shown when the path is empty or the picture fails to load; the generic placeholder unless given. */
  fallbackSrc?: string;
  loading?: 'lazy' | 'eager';
}

type Phase = 'loading' | 'loaded' | 'fallback-loading' | 'fallback';

/** An image with a skeleton while it loads and a placeholder when it is missing or broken. */
export function ImageDisplay({
  src,
  alt,
  width = '100%',
  height = '100%',
  className,
  style,
  objectFit = 'cover',
  fallbackSrc = assetPaths.imagePlaceholder,
  loading = 'lazy',
}: ImageDisplayProps) {
  const resolved = imageSrc(src);
  const wanted = resolved === assetPaths.imagePlaceholder ? fallbackSrc : resolved;
  const [state, setState] = useState<{ wanted: string; phase: Phase }>({ wanted, phase: 'loading' });
  // a new path starts a new load (state adjusted during render, as React recommends)
  if (state.wanted !== wanted) setState({ wanted, phase: 'loading' });
  const phase = state.wanted === wanted ? state.phase : 'loading';
  const onFallback = phase === 'fallback-loading' || phase === 'fallback';
  const shown = onFallback ? fallbackSrc : wanted;
  const showSkeleton = phase === 'loading' || phase === 'fallback-loading';

  const settle = (next: Phase) => setState((current) => (current.wanted === wanted ? { wanted, phase: next } : current));

  return (
    <span
      className={className}
      style={{ position: 'relative', display: 'block', width, height, overflow: 'hidden', ...style }}
    >
      {showSkeleton && (
        <Skeleton data-testid="image-skeleton" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      )}
      <img
        key={shown}
        src={shown}
        alt={alt}
        loading={loading}
        style={{ width: '100%', height: '100%', objectFit, display: 'block', opacity: showSkeleton ? 0 : 1 }}
        onLoad={() => settle(onFallback ? 'fallback' : 'loaded')}
        onError={() => settle(onFallback || wanted === fallbackSrc ? 'fallback' : 'fallback-loading')}
      />
    </span>
  );
}
