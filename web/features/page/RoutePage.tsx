import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { Page } from '../../ui/Page';
import { usePageTitle } from '../../ui/usePageTitle';

type RoutePageProps = {
  titleId: MessageId;
  subtitleId?: MessageId;
  children?: ReactNode;
};

/** A route's page frame: translated heading (also the document title) and optional intro. */
export function RoutePage({ titleId, subtitleId, children }: RoutePageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title, intl.formatMessage({ id: 'App.name' }));
  return (
    <Page title={title} subtitle={subtitleId ? intl.formatMessage({ id: subtitleId }) : undefined}>
      {children}
    </Page>
  );
}
