import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '../../ui/Badge';
import { cardCSS } from '../../ui/Card';
import { theme } from '../../ui/theme';
import type { AffiliateCard_site$key } from './__generated__/AffiliateCard_site.graphql';
import { affiliateCategory } from './affiliateCategory';

const linkCSS = css`
  ${cardCSS};
  block-size: 100%;
  &:hover {
    border-color: ${theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

// A flex box of definite height, so the logo's max sizes resolve against it and the whole logo
// shows, scaled down (object-fit: contain), never cropped.
const logoCSS = css`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: 120px;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.textMuted};
  overflow: hidden;
  & img {
    max-inline-size: 100%;
    max-block-size: 100%;
    object-fit: contain;
  }
`;

const titleCSS = css`
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

const descriptionCSS = css`
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const CATEGORY_LABELS = {
  templates: 'Affiliates.category.templates',
  gifs: 'Affiliates.category.gifs',
  community: 'Affiliates.category.community',
  tools: 'Affiliates.category.tools',
} as const;

/** One partner: a card that opens the site in a new tab, with its logo (or 'No Logo'), title and description. */
export function AffiliateCard({ site }: { site: AffiliateCard_site$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AffiliateCard_site on AffiliateSite {
        title
        description
        url
        logoUrl
      }
    `,
    site,
  );
  const [logoFailed, setLogoFailed] = useState(false);
  const showLogo = data.logoUrl !== '' && !logoFailed;
  return (
    <a href={data.url} target="_blank" rel="noopener noreferrer" css={linkCSS}>
      <div css={logoCSS}>
        {showLogo ? (
          <img
            src={data.logoUrl}
            alt={intl.formatMessage({ id: 'Affiliates.logoAlt' }, { title: data.title })}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <span>
            <FormattedMessage id="Affiliates.noLogo" />
          </span>
        )}
      </div>
      <Badge tone="accent">
        <FormattedMessage id={CATEGORY_LABELS[affiliateCategory(data.title)]} />
      </Badge>
      <h2 css={titleCSS}>{data.title}</h2>
      <p css={descriptionCSS}>{data.description}</p>
    </a>
  );
}
