import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { ButtonLink } from '../../ui/ButtonLink';
import { emptyStateCSS } from '../../ui/EmptyState';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { theme } from '../../ui/theme';
import type { affiliatesPageLoaderQuery as AffiliatesPageLoaderQuery } from './__generated__/affiliatesPageLoaderQuery.graphql';
import { AffiliateCard } from './AffiliateCard';
import { affiliateCategory, type AffiliateCategory } from './affiliateCategory';
import { affiliatesPageLoaderQuery, type AffiliatesPageLoaderData } from './affiliatesPageLoader';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space.lg};
  list-style: none;
  /* No list indent: the cards line up with the page heading. */
  margin: 0;
  padding: 0;
`;

const messageCSS = css`
  ${emptyStateCSS};
  & h2 {
    color: ${theme.color.text};
  }
`;

function SiteGrid({ queryRef }: { queryRef: AffiliatesPageLoaderData }) {
  const intl = useIntl();
  const { affiliateSites } = usePreloadedQuery<AffiliatesPageLoaderQuery>(affiliatesPageLoaderQuery, queryRef);
  // The spec keeps a category filter that starts at All and has no control on the page.
  const [category] = useState<AffiliateCategory | 'all'>('all');
  const sites = affiliateSites.edges.map((edge) => edge.node).filter((site) => category === 'all' || affiliateCategory(site.title) === category);

  if (sites.length === 0) {
    return (
      <div css={messageCSS}>
        <h2>
          <FormattedMessage id="Affiliates.empty" />
        </h2>
        <ButtonLink to="/" labelId="Affiliates.returnHome" />
      </div>
    );
  }
  return (
    <ul css={gridCSS} aria-label={intl.formatMessage({ id: 'Affiliates.listLabel' })}>
      {sites.map((site) => (
        <li key={site.id}>
          <AffiliateCard site={site} />
        </li>
      ))}
    </ul>
  );
}

/** /affiliates, /affiliate and /uwu: the partner sites, each opening in a new tab. */
export function AffiliatesPage() {
  const queryRef = useLoaderData<AffiliatesPageLoaderData>();
  return (
    <RoutePage titleId="Affiliates.title" subtitleId="Affiliates.subtitle">
      <ErrorBoundary
        resetKey={queryRef}
        fallback={
          <p css={messageCSS} role="alert">
            <FormattedMessage id="Affiliates.error" />
          </p>
        }
      >
        <LoadingBoundary>
          <SiteGrid queryRef={queryRef} />
        </LoadingBoundary>
      </ErrorBoundary>
    </RoutePage>
  );
}
