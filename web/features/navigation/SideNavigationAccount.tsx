import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLogout } from '../auth/useLogout';
import { TokenWidget } from '../tokens/TokenWidget';
import { LoginIcon, LogoutIcon, SettingsIcon, ShieldIcon, UserIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { NavItem } from './NavItem';
import { navItemCSS, navListCSS, navSectionCSS } from './navStyles';
import type { SideNavigationAccount_viewer$key } from './__generated__/SideNavigationAccount_viewer.graphql';

const BalanceUpdates = lazy(async () => ({ default: (await import('./BalanceUpdates')).BalanceUpdates }));

const signedInCSS = css`
  padding-inline: ${theme.space.md};
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
  & strong {
    color: ${theme.color.text};
  }
`;

type SideNavigationAccountProps = { viewer: SideNavigationAccount_viewer$key | null | undefined };

/** The viewer's part of the navigation: Login for visitors; settings, tokens, Logout otherwise. */
export function SideNavigationAccount({ viewer: viewerKey }: SideNavigationAccountProps) {
  const viewer = useFragment(
    graphql`
      fragment SideNavigationAccount_viewer on User {
        id
        username
        isAdmin
        ...useViewerTokens_viewer
      }
    `,
    viewerKey,
  );
  if (!viewer) return <VisitorEntries />;

  return (
    <div css={navSectionCSS}>
      <p css={signedInCSS}>
        <FormattedMessage id="Nav.signedInAs" values={{ username: <strong>{viewer.username}</strong> }} />
      </p>
      <ul css={navListCSS}>
        <NavItem to="/profile" end labelId="Nav.profile" icon={UserIcon} />
        {viewer.isAdmin ? <NavItem to="/admin" labelId="Nav.adminPanel" icon={ShieldIcon} /> : null}
        <NavItem to="/profile/settings" labelId="Nav.settings" icon={SettingsIcon} />
      </ul>
      <TokenWidget viewer={viewer} />
      <Suspense fallback={null}>
        <BalanceUpdates viewerId={viewer.id} />
      </Suspense>
      <LogoutButton />
    </div>
  );
}

/** Also rendered when the viewer could not be loaded (API down): the visitor's entries. */
export function VisitorEntries() {
  return (
    <div css={navSectionCSS}>
      <ul css={navListCSS}>
        <NavItem to="/auth" labelId="Nav.login" icon={LoginIcon} />
      </ul>
    </div>
  );
}

function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" css={navItemCSS} disabled={pending} onClick={() => void logout()}>
      <LogoutIcon />
      <FormattedMessage id="Nav.logout" />
    </button>
  );
}
