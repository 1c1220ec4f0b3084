// The 'My templates' tab of the template pickers: the signed-in user's own templates (pictures they
// uploaded and saved with boxes), each with Delete, asked first.
import { css } from '@emotion/react';
import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { emptyStateCSS } from '../../ui/EmptyState';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import { TemplateCard, type PickedTemplate } from '../templates/TemplateCard';
import { templateGridCSS } from '../templates/templateStyles';
import type { MyTemplatesDeleteMutation } from './__generated__/MyTemplatesDeleteMutation.graphql';
import type { MyTemplatesQuery } from './__generated__/MyTemplatesQuery.graphql';

/** The pickers' tab id of the user's own templates (the API's category of the same name). */
export const MY_TEMPLATES = 'mine';

/** A user keeps at most this many of their own templates on one screen (the API's page limit). */
const SHOWN = 100;

const itemCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const linkCSS = css`
  color: ${theme.color.accent};
  text-decoration: underline;
`;

type MyTemplatesProps = {
  /** The picker's search text: own templates are few, so they are filtered here by name. */
  search: string;
  /** The dialog's All / Images / GIFs filter. */
  kind?: 'ALL' | 'IMAGE' | 'GIF';
  onPick: (template: PickedTemplate) => void;
};

export function MyTemplates({ search, kind = 'ALL', onPick }: MyTemplatesProps) {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<MyTemplatesQuery>(
    graphql`
      query MyTemplatesQuery($first: Int!) {
        templates(category: "mine", first: $first) {
          edges {
            node {
              id
              name
              isGif
              ...TemplateCard_template
            }
          }
        }
      }
    `,
    { first: SHOWN },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  const words = search.trim().toLocaleLowerCase();
  const all = data.templates.edges.map((edge) => edge.node);
  const shown = all.filter(
    (template) => (!words || template.name.toLocaleLowerCase().includes(words)) && (kind === 'ALL' || template.isGif === (kind === 'GIF')),
  );
  if (all.length === 0) {
    return (
      <div css={emptyStateCSS}>
        <p>
          <FormattedMessage id="MyTemplates.empty" />
        </p>
        <Link css={linkCSS} to="/upload-meme">
          <FormattedMessage id="MyTemplates.emptyLink" />
        </Link>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <p css={emptyStateCSS}>
        <FormattedMessage id="TemplateBrowser.empty" />
      </p>
    );
  }
  return (
    <ul css={templateGridCSS} aria-label={intl.formatMessage({ id: 'MyTemplates.tab' })}>
      {shown.map((template) => (
        <li key={template.id} css={itemCSS}>
          <TemplateCard template={template} onSelect={onPick} />
          <DeleteMyTemplate id={template.id} name={template.name} onDeleted={() => startTransition(() => setFetchKey((key) => key + 1))} />
        </li>
      ))}
    </ul>
  );
}

function DeleteMyTemplate({ id, name, onDeleted }: { id: string; name: string; onDeleted: () => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [commit, deleting] = useMutation<MyTemplatesDeleteMutation>(graphql`
    mutation MyTemplatesDeleteMutation($id: ID!) {
      deleteMyTemplate(id: $id) {
        __typename
      }
    }
  `);
  const failed = () => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'CustomTemplate.failed' }) });
  const remove = () =>
    commit({
      variables: { id },
      onCompleted: (response) => {
        setConfirming(false);
        if (response.deleteMyTemplate.__typename !== 'DeleteTemplatePayload') {
          failed();
          return;
        }
        toast({ variant: 'success', title: intl.formatMessage({ id: 'CustomTemplate.deleted' }, { name }) });
        onDeleted();
      },
      onError: (error) => {
        console.error('Deleting the template failed', error);
        setConfirming(false);
        failed();
      },
    });
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={intl.formatMessage({ id: 'CustomTemplate.deleteNamed' }, { name })}>
        <FormattedMessage id="CustomTemplate.delete" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'CustomTemplate.deleteTitle' }, { name })}
        description={intl.formatMessage({ id: 'MyTemplates.deleteDescription' })}
        cancelId="CustomTemplate.cancel"
        confirmId="CustomTemplate.delete"
        pending={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
}
