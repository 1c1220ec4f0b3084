import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { Button } from '../../ui/Button';
import { CloseIcon, TemplateIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import type { PickedTemplate } from '../templates/TemplateCard';
import { TemplateImage } from '../templates/TemplateImage';
import { categoryLabel } from '../templates/templateCategories';
import { ChosenTemplateLayouts } from './ChosenTemplateLayouts';

// The dialog (search, tabs, pages of templates) downloads when it is first opened.
const TemplatePickerDialog = lazy(async () => ({ default: (await import('../templates/TemplatePickerDialog')).TemplatePickerDialog }));

const chooserCSS = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space.sm};
`;

const selectedCSS = css`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  & img,
  & [role='img'] {
    inline-size: 96px;
    block-size: 72px;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
  & p {
    font-size: 0.85rem;
    color: ${theme.color.textMuted};
  }
`;

type TemplateChooserProps = {
  template: PickedTemplate | null;
  onChange: (template: PickedTemplate | null) => void;
  disabled?: boolean;
  /** The button's label when nothing is chosen. */
  chooseLabelId?: MessageId;
};

/** Picks a template in the dialog; the chosen one shows name and category, removable, with 'Select Different Template'. */
export function TemplateChooser({ template, onChange, disabled, chooseLabelId = 'TemplateChooser.choose' }: TemplateChooserProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div css={chooserCSS}>
      {template ? (
        <div css={selectedCSS} data-selected-template={template.slug}>
          <TemplateImage src={template.url} alt={template.name} width={template.width} height={template.height} />
          <div>
            <strong>{template.name}</strong>
            <p>
              <FormattedMessage id="TemplateChooser.category" values={{ category: categoryLabel(intl, template.category) }} />
            </p>
            <Suspense fallback={null}>
              <ChosenTemplateLayouts template={template} onChange={onChange} disabled={disabled} />
            </Suspense>
          </div>
          <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled} aria-label={intl.formatMessage({ id: 'TemplateChooser.remove' })}>
            <CloseIcon size={18} />
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <TemplateIcon size={18} />
        {intl.formatMessage({ id: template ? 'TemplateChooser.different' : chooseLabelId })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TemplatePickerDialog open={open} onClose={() => setOpen(false)} onSelect={onChange} />
        </Suspense>
      ) : null}
    </div>
  );
}
