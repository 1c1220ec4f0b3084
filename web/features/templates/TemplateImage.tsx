import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { theme } from '../../ui/theme';

const placeholderCSS = css`
  display: grid;
  place-items: center;
  padding: ${theme.space.sm};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
  text-align: center;
`;

type TemplateImageProps = { src: string; alt: string; width: number; height: number; className?: string };

/**
 * A template's picture, lazily loaded; the spec's 'Template Image Error' placeholder if it fails
 * (the server already answers with artwork when the image host is down, so this is the last resort).
 */
export function TemplateImage({ src, alt, width, height, className }: TemplateImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span role="img" aria-label={alt} css={placeholderCSS} className={className}>
        <FormattedMessage id="TemplateBrowser.imageError" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
