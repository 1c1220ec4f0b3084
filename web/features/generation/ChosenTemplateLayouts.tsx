import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { inputCSS } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import type { PickedTemplate } from '../templates/TemplateCard';
import type { ChosenTemplateLayoutsQuery } from './__generated__/ChosenTemplateLayoutsQuery.graphql';

const layoutCSS = css`
  display: grid;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.xs};
  font-size: 0.85rem;
  & select {
    inline-size: 100%;
  }
`;

type ChosenTemplateLayoutsProps = { template: PickedTemplate; onChange: (template: PickedTemplate) => void; disabled?: boolean };

/**
 * 'Meme layout' beside the chosen template: the other layouts of its real meme (the card first,
 * then stills, then GIFs), so a layout is switched without opening the picker again. Nothing when
 * the meme has a single layout.
 */
export function ChosenTemplateLayouts({ template, onChange, disabled }: ChosenTemplateLayoutsProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ChosenTemplateLayoutsQuery>(
    graphql`
      query ChosenTemplateLayoutsQuery($id: ID!) {
        template(id: $id) {
          layouts {
            # eslint-disable-next-line relay/unused-fields -- the whole layout goes to onChange
            id
            slug
            name
            # eslint-disable-next-line relay/unused-fields -- the whole layout goes to onChange
            category
            # eslint-disable-next-line relay/unused-fields -- the whole layout goes to onChange
            url
            isGif
            # eslint-disable-next-line relay/unused-fields -- the whole layout goes to onChange
            width
            # eslint-disable-next-line relay/unused-fields -- the whole layout goes to onChange
            height
          }
        }
      }
    `,
    { id: template.slug },
    { fetchPolicy: 'store-or-network' },
  );
  const layouts = data.template?.layouts ?? [];
  if (layouts.length <= 1) return null;
  const gif = intl.formatMessage({ id: 'TemplateBrowser.gifBadge' });
  return (
    <label css={layoutCSS}>
      {intl.formatMessage({ id: 'TemplateEditor.layout' })}
      <select
        css={inputCSS}
        value={template.slug}
        disabled={disabled}
        onChange={(event) => {
          const next = layouts.find((layout) => layout.slug === event.target.value);
          if (next) onChange(next);
        }}
        data-chosen-layouts
      >
        {layouts.map((layout) => (
          <option key={layout.slug} value={layout.slug}>
            {layout.isGif ? `${layout.name} · ${gif}` : layout.name}
          </option>
        ))}
      </select>
    </label>
  );
}
