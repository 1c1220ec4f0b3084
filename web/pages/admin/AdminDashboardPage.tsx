import { css } from '@emotion/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { buttonCSS } from '../../ui/Button';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { CenteredSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import type { adminDashboardPageLoaderQuery as AdminDashboardPageLoaderQuery } from './__generated__/adminDashboardPageLoaderQuery.graphql';
import { AdminSitesPanel } from './AdminSitesPanel';
import { AdminUsersPanel } from './AdminUsersPanel';
import { adminDashboardPageLoaderQuery, type AdminDashboardPageLoaderData } from './adminDashboardPageLoader';
import { emptyStateCSS } from '../../ui/EmptyState';

const headerCSS = css`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${theme.space.sm};
`;

export type DashboardTab = 'users' | 'sites';

/** Where the affiliate site forms send the admin back to: /admin, opened on the sites tab. */
export const RETURN_TO_SITES = { pathname: '/admin', state: { tab: 'sites' satisfies DashboardTab } } as const;

function Panels({ queryRef, tab, onTab }: { queryRef: AdminDashboardPageLoaderData; tab: DashboardTab; onTab: (tab: DashboardTab) => void }) {
  const intl = useIntl();
  const data = usePreloadedQuery<AdminDashboardPageLoaderQuery>(adminDashboardPageLoaderQuery, queryRef);
  return (
    <Tabs
      label={intl.formatMessage({ id: 'AdminDashboard.tabsLabel' })}
      selectedId={tab}
      onSelect={(id) => onTab(id as DashboardTab)}
      items={[
        { id: 'users', label: intl.formatMessage({ id: 'AdminDashboard.usersTab' }), panel: <AdminUsersPanel list={data.adminUsers} /> },
        { id: 'sites', label: intl.formatMessage({ id: 'AdminDashboard.sitesTab' }), panel: <AdminSitesPanel query={data} /> },
      ]}
    />
  );
}

/** /admin and /admin/dashboard: 'User Management' (default) and 'Affiliate Sites' tabs. */
export function AdminDashboardPage() {
  const intl = useIntl();
  const queryRef = useLoaderData<AdminDashboardPageLoaderData>();
  const location = useLocation();
  const [tab, setTab] = useState<DashboardTab>((location.state as { tab?: DashboardTab } | null)?.tab === 'sites' ? 'sites' : 'users');
  return (
    <RoutePage titleId="AdminDashboard.title">
      <div css={headerCSS}>
        <Link to="/" css={buttonCSS} data-variant="secondary">
          <FormattedMessage id="AdminDashboard.backToApp" />
        </Link>
      </div>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={
          <p css={emptyStateCSS} role="alert">
            <FormattedMessage id={tab === 'sites' ? 'AdminDashboard.sitesFailed' : 'AdminDashboard.usersFailed'} />
          </p>
        }
      >
        <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} />}>
          <Panels queryRef={queryRef} tab={tab} onTab={setTab} />
        </Suspense>
      </ErrorBoundary>
    </RoutePage>
  );
}
