import { useState } from 'react';
import { assetPaths } from '../../../config/paths';

interface FestivalImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
}

/** A festival picture that falls back to the default festival image when missing or broken. */
export function FestivalImage({ src, alt, className }: FestivalImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== 'null' && src !== '/null' && src !== failedSrc ? src : assetPaths.defaultFestivalImage;
  return (
    <img
      src={usable}
      alt={alt}
      className={className}
      loading="lazy"
      onError={() => {
        if (usable !== assetPaths.defaultFestivalImage) setFailedSrc(usable);
      }}
    />
  );
}
