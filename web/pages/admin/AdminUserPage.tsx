import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { buttonCSS } from '../../ui/Button';
import { theme } from '../../ui/theme';
import type { adminUserPageLoaderQuery as AdminUserPageLoaderQuery } from './__generated__/adminUserPageLoaderQuery.graphql';
import { AdminUserLedger } from './AdminUserLedger';
import { AdminUserProfile } from './AdminUserProfile';
import { AdminUserTokens } from './AdminUserTokens';
import { adminUserPageLoaderQuery, type AdminUserPageLoaderData } from './adminUserPageLoader';
import { emptyStateCSS } from '../../ui/EmptyState';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

const layoutCSS = css`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;

const backCSS = css`
  align-self: flex-start;
`;

function UserDetails({ queryRef }: { queryRef: AdminUserPageLoaderData }) {
  const { adminUser: user } = usePreloadedQuery<AdminUserPageLoaderQuery>(adminUserPageLoaderQuery, queryRef);
  if (!user) {
    return (
      <p css={emptyStateCSS} role="alert">
        <FormattedMessage id="AdminError.userNotFound" />
      </p>
    );
  }
  return (
    <>
      <div css={layoutCSS}>
        <AdminUserProfile user={user} />
        <AdminUserTokens user={user} />
      </div>
      <AdminUserLedger user={user} />
    </>
  );
}

/** /admin/users/{id}: profile, status and role with ban and admin actions, balance and its ledger. */
export function AdminUserPage() {
  const queryRef = useLoaderData<AdminUserPageLoaderData>();
  return (
    <RoutePage titleId="AdminUser.title">
      <Link to="/admin" css={[buttonCSS, backCSS]} data-variant="secondary">
        <FormattedMessage id="AdminUser.back" />
      </Link>
      <LoadingBoundary>
        <UserDetails queryRef={queryRef} />
      </LoadingBoundary>
    </RoutePage>
  );
}
