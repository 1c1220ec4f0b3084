import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import type { MessageId } from '../../i18n/messageIds';
import { navItemCSS } from './navStyles';

type NavItemProps = {
  to: string;
  labelId: MessageId;
  icon: ComponentType<{ size?: number }>;
  /** Only mark the entry current on this exact path (not on its children). */
  end?: boolean;
};

export function NavItem({ to, labelId, icon: Icon, end }: NavItemProps) {
  return (
    <li>
      <NavLink to={to} end={end} css={navItemCSS}>
        <Icon />
        <FormattedMessage id={labelId} />
      </NavLink>
    </li>
  );
}
