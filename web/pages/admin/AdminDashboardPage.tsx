import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { ButtonLink } from '../../ui/ButtonLink';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import type { MessageId } from '../../i18n/messageIds';
import type { adminDashboardPageLoaderQuery as AdminDashboardPageLoaderQuery } from './__generated__/adminDashboardPageLoaderQuery.graphql';
import { AdminFigures } from './AdminFigures';
import { AdminReportsPanel } from './AdminReportsPanel';
import { AdminSitesPanel } from './AdminSitesPanel';
import { AdminTemplatesPanel } from './AdminTemplatesPanel';
import { AdminUsersPanel } from './AdminUsersPanel';
import { adminDashboardPageLoaderQuery, type AdminDashboardPageLoaderData } from './adminDashboardPageLoader';
import { emptyStateCSS } from '../../ui/EmptyState';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

const headerCSS = css`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${theme.space.sm};
`;

export type DashboardTab = 'users' | 'sites' | 'reports' | 'templates';

const FAILED_TEXT = {
  users: 'AdminDashboard.usersFailed',
  sites: 'AdminDashboard.sitesFailed',
  reports: 'AdminDashboard.reportsFailed',
  templates: 'AdminDashboard.templatesFailed',
} as const satisfies Record<DashboardTab, MessageId>;

/** Where the affiliate site forms send the admin back to: /admin, opened on the sites tab. */
export const RETURN_TO_SITES = { pathname: '/admin', state: { tab: 'sites' satisfies DashboardTab } } as const;

function Panels({ queryRef, tab, onTab }: { queryRef: AdminDashboardPageLoaderData; tab: DashboardTab; onTab: (tab: DashboardTab) => void }) {
  const intl = useIntl();
  const data = usePreloadedQuery<AdminDashboardPageLoaderQuery>(adminDashboardPageLoaderQuery, queryRef);
  const waiting = data.moderationQueue.totalCount;
  const reportsLabel = intl.formatMessage({ id: waiting > 0 ? 'AdminDashboard.reportsTabWaiting' : 'AdminDashboard.reportsTab' }, { count: waiting });
  return (
    <>
      <AdminFigures query={data} />
      <Tabs
        label={intl.formatMessage({ id: 'AdminDashboard.tabsLabel' })}
        selectedId={tab}
        onSelect={(id) => onTab(id as DashboardTab)}
        items={[
          { id: 'users', label: intl.formatMessage({ id: 'AdminDashboard.usersTab' }), panel: <AdminUsersPanel list={data.adminUsers} /> },
          { id: 'sites', label: intl.formatMessage({ id: 'AdminDashboard.sitesTab' }), panel: <AdminSitesPanel query={data} /> },
          { id: 'reports', label: reportsLabel, panel: <AdminReportsPanel query={data} /> },
          { id: 'templates', label: intl.formatMessage({ id: 'AdminDashboard.templatesTab' }), panel: <AdminTemplatesPanel /> },
        ]}
      />
    </>
  );
}

/** /admin and /admin/dashboard: the figures, then the 'User Management' (default), 'Affiliate Sites', 'Reports' and 'Templates' tabs. */
export function AdminDashboardPage() {
  const queryRef = useLoaderData<AdminDashboardPageLoaderData>();
  const location = useLocation();
  const [tab, setTab] = useState<DashboardTab>((location.state as { tab?: DashboardTab } | null)?.tab === 'sites' ? 'sites' : 'users');
  return (
    <RoutePage titleId="AdminDashboard.title">
      <div css={headerCSS}>
        <ButtonLink to="/" variant="secondary" labelId="AdminDashboard.backToApp" />
      </div>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={
          <p css={emptyStateCSS} role="alert">
            <FormattedMessage id={FAILED_TEXT[tab]} />
          </p>
        }
      >
        <LoadingBoundary>
          <Panels queryRef={queryRef} tab={tab} onTab={setTab} />
        </LoadingBoundary>
      </ErrorBoundary>
    </RoutePage>
  );
}
