import { css } from '@emotion/react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { theme } from '../../ui/theme';
import type { profileSettingsPageLoaderQuery as ProfileSettingsPageLoaderQuery } from './__generated__/profileSettingsPageLoaderQuery.graphql';
import { AccountDetailsCard } from './AccountDetailsCard';
import { ApiTokensCard } from './ApiTokensCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountCard } from './DeleteAccountCard';
import { profileSettingsPageLoaderQuery, type ProfileSettingsPageLoaderData } from './profileSettingsPageLoader';

const columnCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  max-inline-size: 640px;
`;

/** /profile/settings: account details, password change, API tokens, account deletion. */
export function ProfileSettingsPage() {
  const { viewer } = usePreloadedQuery<ProfileSettingsPageLoaderQuery>(profileSettingsPageLoaderQuery, useLoaderData<ProfileSettingsPageLoaderData>());

  return (
    <RoutePage titleId="ProfileSettings.title">
      {/* The gate sends visitors to /auth; null here means the session ended while loading. */}
      {viewer ? (
        <div css={columnCSS}>
          <AccountDetailsCard user={viewer} />
          <ChangePasswordForm />
          <ApiTokensCard user={viewer} />
          <DeleteAccountCard />
        </div>
      ) : null}
    </RoutePage>
  );
}
