import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { cardCSS } from '../../ui/Card';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import type { profilePageLoaderQuery as ProfilePageLoaderQuery } from './__generated__/profilePageLoaderQuery.graphql';
import { ProfileCard } from './ProfileCard';
import { ProfileMemes } from './ProfileMemes';
import { profilePageLoaderQuery, type ProfilePageLoaderData } from './profilePageLoader';
import { ProfilePurchases } from './ProfilePurchases';

// Side card beside the tabs; it moves above them when the two no longer fit side by side.
const layoutCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space.lg};
`;

const sideCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  flex: 1 1 300px;
  max-inline-size: 100%;
  @media (min-width: 1100px) {
    max-inline-size: 320px;
  }
`;

const mainCSS = css`
  ${cardCSS};
  flex: 999 1 480px;
  min-inline-size: min(100%, 480px);
`;

/** /profile: who you are, your balance, your memes and your token purchases. */
export function ProfilePage() {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<ProfilePageLoaderQuery>(profilePageLoaderQuery, useLoaderData<ProfilePageLoaderData>());

  return (
    <RoutePage titleId="Profile.title">
      {/* The gate sends visitors to /auth; null here means the session ended while loading. */}
      {viewer ? (
        <div css={layoutCSS}>
          <div css={sideCSS}>
            <ProfileCard user={viewer} />
          </div>
          <section css={mainCSS} aria-label={intl.formatMessage({ id: 'Profile.activityLabel' })}>
            <Tabs
              label={intl.formatMessage({ id: 'Profile.tabsLabel' })}
              items={[
                { id: 'memes', label: intl.formatMessage({ id: 'Profile.memesTab' }), panel: <ProfileMemes user={viewer} /> },
                {
                  id: 'purchases',
                  label: intl.formatMessage({ id: 'Profile.purchasesTab' }),
                  panel: <ProfilePurchases user={viewer} />,
                },
              ]}
            />
          </section>
        </div>
      ) : null}
    </RoutePage>
  );
}
