import type { SerializedStyles } from '@emotion/react';
import { useState, type ReactNode } from 'react';

type FallbackImageProps = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** What stands in for the picture (named by `alt`) when it fails to load. */
  fallback: ReactNode;
  fallbackCSS?: SerializedStyles;
};

/** A lazily loaded picture that shows `fallback` instead when its source fails (a new source tries again). */
export function FallbackImage({ src, alt, width, height, className, fallback, fallbackCSS }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span role="img" aria-label={alt} css={fallbackCSS} className={className} data-failed>
        {fallback}
      </span>
    );
  }
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} onError={() => setFailedSrc(src)} />;
}
