import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, type LinkProps } from 'react-router';
import type { MessageId } from '../i18n/messageIds';
import { buttonCSS, type ButtonVariant } from './Button';

type ButtonLinkProps = Omit<LinkProps, 'children'> & {
  /** The link's text. */
  labelId: MessageId;
  /** The button look; none is the primary one. */
  variant?: ButtonVariant;
  /** An icon before the text. */
  icon?: ReactNode;
};

/** A link to another route that looks like a button, labelled by one message. */
export function ButtonLink({ labelId, variant, icon, ...linkProps }: ButtonLinkProps) {
  return (
    <Link css={buttonCSS} data-variant={variant} {...linkProps}>
      {icon}
      <FormattedMessage id={labelId} />
    </Link>
  );
}
