import { css } from '@emotion/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import { LayoutSelect } from '../templates/LayoutSelect';
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
 * 'Meme layout' under the chosen template: the other layouts of its real meme, so a layout is
 * switched without opening the picker again. Each layout is read as a picked template is (the
 * picker card's fragment, unmasked), since the chosen one becomes it.
 */
export function ChosenTemplateLayouts({ template, onChange, disabled }: ChosenTemplateLayoutsProps) {
  const data = useLazyLoadQuery<ChosenTemplateLayoutsQuery>(
    graphql`
      query ChosenTemplateLayoutsQuery($id: ID!) {
        template(id: $id) {
          layouts {
            ...TemplateCard_template @relay(mask: false)
          }
        }
      }
    `,
    { id: template.slug },
    { fetchPolicy: 'store-or-network' },
  );
  const layouts = data.template?.layouts ?? [];
  const choose = (slug: string) => {
    const next = layouts.find((layout) => layout.slug === slug);
    if (next) onChange(next);
  };
  return <LayoutSelect layouts={layouts} value={template.slug} onSelect={choose} disabled={disabled} labelCSS={layoutCSS} />;
}
