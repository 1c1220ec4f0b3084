import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { AlertIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import type { TemplateImagesNotice_query$key } from './__generated__/TemplateImagesNotice_query.graphql';

const noticeCSS = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  & > svg {
    flex: none;
    margin-block-start: 2px;
    color: ${theme.color.warning};
  }
  & a {
    color: ${theme.color.accent};
    font-weight: 600;
  }
`;

type TemplateImagesNoticeProps = { query: TemplateImagesNotice_query$key };

/**
 * Says so when the server cannot get template pictures (the templates then show plain stand-ins)
 * and points to Upload + Prompt, which needs none. Renders nothing while pictures are available.
 */
export function TemplateImagesNotice({ query }: TemplateImagesNoticeProps) {
  const { templateImagesAvailable } = useFragment(
    graphql`
      fragment TemplateImagesNotice_query on Query {
        templateImagesAvailable
      }
    `,
    query,
  );
  if (templateImagesAvailable) return null;
  return (
    <p role="note" css={noticeCSS} data-template-images="unavailable">
      <AlertIcon size={18} />
      <span>
        <FormattedMessage id="TemplateImagesNotice.text" values={{ link: (chunks) => <Link to="/upload-meme">{chunks}</Link> }} />
      </span>
    </p>
  );
}
