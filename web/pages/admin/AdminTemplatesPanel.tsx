// The admin Templates tab: templates added without a release, newest first, and the form that adds
// one. Its list is loaded when the tab is first opened (the dashboard's query stays as it was).
import { css } from '@emotion/react';
import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingBoundary } from '../../ui/LoadingBoundary';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import type { AdminTemplatesPanelQuery } from './__generated__/AdminTemplatesPanelQuery.graphql';
import { AdminTemplatesEntry } from './AdminTemplatesEntry';
import { AdminTemplatesForm } from './AdminTemplatesForm';
import { linkCSS, sectionTitleCSS, toolbarCSS } from './adminStyles';

const addedCSS = css`
  ${cardCSS};
  border-color: ${theme.color.success};
`;

type Added = { id: string; name: string };

export function AdminTemplatesPanel() {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const refresh = () => startTransition(() => setFetchKey((key) => key + 1));

  return (
    <section css={stackCSS.md}>
      <div css={toolbarCSS}>
        <h2 css={sectionTitleCSS}>{intl.formatMessage({ id: 'AdminTemplates.title' })}</h2>
        <Button variant={adding ? 'secondary' : 'primary'} aria-expanded={adding} onClick={() => setAdding(!adding)}>
          <FormattedMessage id={adding ? 'CustomTemplate.cancel' : 'AdminTemplates.add'} />
        </Button>
      </div>
      {added ? (
        <div css={addedCSS} role="status">
          <FormattedMessage id="AdminTemplates.added" values={{ name: added.name }} />{' '}
          <Link css={linkCSS} to={`/template-editor?template=${encodeURIComponent(added.id)}`}>
            <FormattedMessage id="CustomTemplate.use" />
          </Link>
        </div>
      ) : null}
      {adding ? (
        <AdminTemplatesForm
          onCreated={(template) => {
            setAdded({ id: template.id, name: template.name });
            setAdding(false);
            refresh();
          }}
        />
      ) : null}
      <LoadingBoundary>
        <AdminTemplatesList fetchKey={fetchKey} onChanged={refresh} />
      </LoadingBoundary>
    </section>
  );
}

function AdminTemplatesList({ fetchKey, onChanged }: { fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<AdminTemplatesPanelQuery>(
    graphql`
      query AdminTemplatesPanelQuery {
        adminTemplates {
          id
          ...AdminTemplatesEntry_template
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  if (data.adminTemplates.length === 0) return <EmptyState messageId="AdminTemplates.empty" />;
  return (
    <div css={stackCSS.sm}>
      {data.adminTemplates.map((template) => (
        <AdminTemplatesEntry key={template.id} template={template} onDeleted={onChanged} />
      ))}
    </div>
  );
}
