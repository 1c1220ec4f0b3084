import { css } from '@emotion/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import { LayoutSelect } from '../templates/LayoutSelect';
import type { LayoutSwitcher_template$key } from './__generated__/LayoutSwitcher_template.graphql';

const switcherCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: 0.9rem;
  & select {
    inline-size: auto;
    max-inline-size: 100%;
  }
`;

type LayoutSwitcherProps = { template: LayoutSwitcher_template$key; onSwitch: (slug: string) => void };

/**
 * 'Layout': the other layouts of the real meme being edited (the card first, then stills, then
 * GIFs); choosing one opens it in the editor. Nothing when the meme has a single layout.
 */
export function LayoutSwitcher({ template, onSwitch }: LayoutSwitcherProps) {
  const data = useFragment(
    graphql`
      fragment LayoutSwitcher_template on Template {
        slug
        layouts {
          slug
          # eslint-disable-next-line relay/unused-fields -- LayoutSelect shows it
          name
          # eslint-disable-next-line relay/unused-fields -- LayoutSelect shows it
          isGif
        }
      }
    `,
    template,
  );
  return <LayoutSelect layouts={data.layouts} value={data.slug} onSelect={onSwitch} labelCSS={switcherCSS} />;
}
