// One admin-added template in the Templates tab: picture, name, category, its boxes' roles, a link
// to make a meme with it, and Delete (asked first).
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import { TemplateImage } from '../../features/templates/TemplateImage';
import { categoryLabel } from '../../features/templates/templateCategories';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { AdminTemplatesEntry_template$key } from './__generated__/AdminTemplatesEntry_template.graphql';
import type { AdminTemplatesEntryDeleteMutation } from './__generated__/AdminTemplatesEntryDeleteMutation.graphql';
import { actionsCellCSS, linkCSS } from './adminStyles';

const entryCSS = css`
  ${cardCSS};
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${theme.space.md};
  align-items: start;
  & img,
  & [role='img'] {
    inline-size: 96px;
    block-size: 96px;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
  & p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

const actionsCSS = css`
  ${actionsCellCSS};
  align-items: center;
  margin-block-start: ${theme.space.xs};
`;

const titleCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.xs};
  font-size: 1rem;
`;

/** `onDeleted` refreshes the list. */
export function AdminTemplatesEntry({ template: templateKey, onDeleted }: { template: AdminTemplatesEntry_template$key; onDeleted: () => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const template = useFragment(
    graphql`
      fragment AdminTemplatesEntry_template on Template {
        id
        slug
        name
        url
        width
        height
        isGif
        category
        textPositions {
          id
        }
        customDetails {
          aliases
        }
      }
    `,
    templateKey,
  );
  const [commitDelete, deleting] = useMutation<AdminTemplatesEntryDeleteMutation>(graphql`
    mutation AdminTemplatesEntryDeleteMutation($id: ID!) {
      adminDeleteTemplate(id: $id) {
        __typename
      }
    }
  `);
  const remove = () =>
    commitDelete({
      variables: { id: template.id },
      onCompleted: (response) => {
        setConfirming(false);
        const ok = response.adminDeleteTemplate.__typename === 'DeleteTemplatePayload';
        toast(ok ? { variant: 'success', title: intl.formatMessage({ id: 'CustomTemplate.deleted' }, { name: template.name }) } : failed());
        if (ok) onDeleted();
      },
      onError: (error) => {
        console.error('Deleting the template failed', error);
        setConfirming(false);
        toast(failed());
      },
    });
  const failed = () => ({ variant: 'destructive' as const, title: intl.formatMessage({ id: 'CustomTemplate.failed' }) });

  return (
    <article css={entryCSS} data-template={template.slug} aria-labelledby={`admin-template-${template.slug}`}>
      <TemplateImage src={template.url} alt="" width={template.width} height={template.height} />
      <div>
        <h3 css={titleCSS} id={`admin-template-${template.slug}`}>
          {template.name}
          {template.isGif ? <Badge tone="accent">{intl.formatMessage({ id: 'TemplateBrowser.gifBadge' })}</Badge> : null}
        </h3>
        <p>
          {categoryLabel(intl, template.category)} · <FormattedMessage id="AdminTemplates.boxCount" values={{ count: template.textPositions.length }} />
        </p>
        {template.customDetails?.aliases.length ? (
          <p>
            <FormattedMessage id="AdminTemplates.aliasList" values={{ aliases: intl.formatList(template.customDetails.aliases) }} />
          </p>
        ) : null}
        <div css={actionsCSS}>
          <Link css={linkCSS} to={`/template-editor?template=${encodeURIComponent(template.id)}`}>
            <FormattedMessage id="CustomTemplate.use" />
          </Link>
          <Button
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage({ id: 'CustomTemplate.deleteNamed' }, { name: template.name })}
          >
            <FormattedMessage id="CustomTemplate.delete" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'CustomTemplate.deleteTitle' }, { name: template.name })}
        description={intl.formatMessage({ id: 'AdminTemplates.deleteDescription' })}
        cancelId="CustomTemplate.cancel"
        confirmId="CustomTemplate.delete"
        pending={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </article>
  );
}
