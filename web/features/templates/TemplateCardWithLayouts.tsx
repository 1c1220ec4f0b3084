import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import type { TemplateCardWithLayouts_template$key } from './__generated__/TemplateCardWithLayouts_template.graphql';
import { TemplateCard, type PickedTemplate } from './TemplateCard';
import { TemplateLayoutsDialog } from './TemplateLayoutsDialog';

const wrapperCSS = css`
  position: relative;
  block-size: 100%;
`;

// On the picture's top corner, across from the GIF mark; large enough to tap on a phone's
// three-across picker (at least 24px high), small enough to leave the picture visible.
const badgeCSS = css`
  position: absolute;
  inset-block-start: ${theme.space.xs};
  inset-inline-start: ${theme.space.xs};
  min-block-size: 24px;
  max-inline-size: calc(100% - 2 * ${theme.space.xs});
  padding: 0 ${theme.space.xs};
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 0.65rem;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
`;

type TemplateCardWithLayoutsProps = {
  template: TemplateCardWithLayouts_template$key;
  onSelect: (template: PickedTemplate) => void;
  selected?: boolean;
};

/**
 * A real meme's card in a grid: the card (picking it picks the meme itself) and, when the meme has
 * more than one layout, an 'N layouts' button that opens them to pick one instead.
 */
export function TemplateCardWithLayouts({ template, onSelect, selected }: TemplateCardWithLayoutsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const data = useFragment(
    graphql`
      fragment TemplateCardWithLayouts_template on Template {
        slug
        layoutCount
        card {
          name
        }
        ...TemplateCard_template
      }
    `,
    template,
  );
  return (
    <div css={wrapperCSS}>
      <TemplateCard template={data} onSelect={onSelect} selected={selected} />
      {data.layoutCount > 1 ? (
        <button
          type="button"
          css={badgeCSS}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'TemplateCard.showLayouts' }, { count: data.layoutCount, name: data.card.name })}
          onClick={() => setOpen(true)}
        >
          {intl.formatMessage({ id: 'TemplateCard.layouts' }, { count: data.layoutCount })}
        </button>
      ) : null}
      {open ? (
        <TemplateLayoutsDialog
          templateSlug={data.slug}
          cardName={data.card.name}
          onClose={() => setOpen(false)}
          onSelect={(layout) => {
            setOpen(false);
            onSelect(layout);
          }}
        />
      ) : null}
    </div>
  );
}
