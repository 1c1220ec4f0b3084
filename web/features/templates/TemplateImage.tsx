import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { FallbackImage } from '../../ui/FallbackImage';
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
export function TemplateImage(props: TemplateImageProps) {
  return <FallbackImage {...props} fallback={<FormattedMessage id="TemplateBrowser.imageError" />} fallbackCSS={placeholderCSS} />;
}
