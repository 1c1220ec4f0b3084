import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { inputCSS } from '../../ui/FormField';
import { theme } from '../../ui/theme';
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
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment LayoutSwitcher_template on Template {
        slug
        layouts {
          slug
          name
          isGif
        }
      }
    `,
    template,
  );
  if (data.layouts.length <= 1) return null;
  const gif = intl.formatMessage({ id: 'TemplateBrowser.gifBadge' });
  return (
    <label css={switcherCSS}>
      {intl.formatMessage({ id: 'TemplateEditor.layout' })}
      <select css={inputCSS} value={data.slug} onChange={(event) => onSwitch(event.target.value)} data-layout-switcher>
        {data.layouts.map((layout) => (
          <option key={layout.slug} value={layout.slug}>
            {layout.isGif ? `${layout.name} · ${gif}` : layout.name}
          </option>
        ))}
      </select>
    </label>
  );
}
