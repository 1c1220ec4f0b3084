import { css } from '@emotion/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { Footer } from '../../features/footer/Footer';
import { ServiceModeNotice } from '../../features/navigation/ServiceModeNotice';
import { SideNavigation } from '../../features/navigation/SideNavigation';
import { SideNavigationAccount, VisitorEntries } from '../../features/navigation/SideNavigationAccount';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { CenteredSpinner, Spinner } from '../../ui/Spinner';
import { media, theme } from '../../ui/theme';
import { visuallyHiddenCSS } from '../../ui/VisuallyHidden';
import type { appLayoutLoaderQuery as AppLayoutLoaderQuery } from './__generated__/appLayoutLoaderQuery.graphql';
import { appLayoutLoaderQuery, type AppLayoutLoaderData } from './appLayoutLoader';

const skipLinkCSS = css`
  ${visuallyHiddenCSS};
  &:focus {
    position: fixed;
    z-index: 100;
    inset-block-start: ${theme.space.sm};
    inset-inline-start: ${theme.space.sm};
    inline-size: auto;
    block-size: auto;
    margin: 0;
    padding: ${theme.space.sm} ${theme.space.md};
    clip-path: none;
    background: ${theme.color.accent};
    color: ${theme.color.accentText};
    border-radius: ${theme.radius.md};
  }
`;

const columnCSS = css`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  margin-inline-start: ${theme.size.sideNav};
  ${media.belowMd} {
    margin-inline-start: 0;
    padding-block-start: ${theme.size.topBar};
  }
`;

const mainCSS = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const accountPlaceholderCSS = css`
  display: flex;
  padding: ${theme.space.md};
`;

/** The shell around every page: side navigation, the page, the footer. */
export function AppLayout() {
  const intl = useIntl();
  const shellQuery = useLoaderData<AppLayoutLoaderData>();
  const { pathname } = useLocation();
  const loading = intl.formatMessage({ id: 'Common.loading' });

  return (
    <>
      <a href="#main" css={skipLinkCSS}>
        <FormattedMessage id="Layout.skipToContent" />
      </a>
      <SideNavigation accountSlot={<AccountSlot queryRef={shellQuery} />} />
      <div css={columnCSS}>
        <main id="main" tabIndex={-1} css={mainCSS}>
          {/* Keyed by path: each page gets its own boundary, so it shows a spinner while it loads.
              The spinner fills the screen, keeping the footer below the fold until the page
              arrives: otherwise the page pushes the visible footer down (a layout shift). */}
          <Suspense key={pathname} fallback={<CenteredSpinner label={loading} fill="screen" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </>
  );
}

/** The navigation's viewer entries; if the shell query fails they fall back to a visitor's. */
function AccountSlot({ queryRef }: { queryRef: AppLayoutLoaderData }) {
  return (
    <ErrorBoundary resetKey={queryRef} fallback={<VisitorEntries />}>
      <Suspense
        fallback={
          <div css={accountPlaceholderCSS}>
            <Spinner size="sm" />
          </div>
        }
      >
        <ShellAccount queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ShellAccount({ queryRef }: { queryRef: AppLayoutLoaderData }) {
  const { viewer, appInfo } = usePreloadedQuery<AppLayoutLoaderQuery>(appLayoutLoaderQuery, queryRef);
  return (
    <>
      <SideNavigationAccount viewer={viewer} />
      <ServiceModeNotice appInfo={appInfo} />
    </>
  );
}
