import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { LoadingBoundary } from '../../ui/LoadingBoundary';
import type { TemplateLayoutsDialogQuery } from './__generated__/TemplateLayoutsDialogQuery.graphql';
import { TemplateCard, type PickedTemplate } from './TemplateCard';
import { templateGridCSS } from './templateStyles';

type TemplateLayoutsDialogProps = {
  /** Any layout of the card (the card itself, or e.g. its GIF layout in the GIFs filter). */
  templateSlug: string;
  cardName: string;
  onClose: () => void;
  onSelect: (layout: PickedTemplate) => void;
};

/** Every layout of a real meme's card, the card first: picking one picks that layout. */
export function TemplateLayoutsDialog({ templateSlug, cardName, onClose, onSelect }: TemplateLayoutsDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} size="lg" title={intl.formatMessage({ id: 'TemplateLayouts.title' }, { name: cardName })}>
      <LoadingBoundary>
        <Layouts templateSlug={templateSlug} onSelect={onSelect} />
      </LoadingBoundary>
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'TemplatePicker.close' })}
        </Button>
      </div>
    </Dialog>
  );
}

function Layouts({ templateSlug, onSelect }: Pick<TemplateLayoutsDialogProps, 'templateSlug' | 'onSelect'>) {
  const { template } = useLazyLoadQuery<TemplateLayoutsDialogQuery>(
    graphql`
      query TemplateLayoutsDialogQuery($id: ID!) {
        template(id: $id) {
          layouts {
            id
            ...TemplateCard_template
          }
        }
      }
    `,
    { id: templateSlug },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <ul css={templateGridCSS} data-layouts={templateSlug}>
      {(template?.layouts ?? []).map((layout) => (
        <li key={layout.id}>
          <TemplateCard template={layout} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
