import type { SerializedStyles } from '@emotion/react';
import { useIntl } from 'react-intl';
import { inputCSS } from '../../ui/FormField';

/** What the select shows of a layout (Template.layouts). */
type LayoutOption = { readonly slug: string; readonly name: string; readonly isGif: boolean };

type LayoutSelectProps = {
  /** The real meme's layouts, the card first, then stills, then GIFs. */
  layouts: readonly LayoutOption[];
  /** The layout shown now. */
  value: string;
  onSelect: (slug: string) => void;
  disabled?: boolean;
  /** How the label sits where it is used (beside the editor's title, under the chosen template). */
  labelCSS: SerializedStyles;
};

/**
 * 'Meme layout': the other layouts of one real meme, GIFs marked. The editor and the chosen
 * template both use it. Nothing when the meme has a single layout.
 */
export function LayoutSelect({ layouts, value, onSelect, disabled, labelCSS }: LayoutSelectProps) {
  const intl = useIntl();
  if (layouts.length <= 1) return null;
  const gif = intl.formatMessage({ id: 'TemplateBrowser.gifBadge' });
  return (
    <label css={labelCSS}>
      {intl.formatMessage({ id: 'TemplateEditor.layout' })}
      <select css={inputCSS} value={value} disabled={disabled} onChange={(event) => onSelect(event.target.value)} data-layout-select>
        {layouts.map((layout) => (
          <option key={layout.slug} value={layout.slug}>
            {layout.isGif ? `${layout.name} · ${gif}` : layout.name}
          </option>
        ))}
      </select>
    </label>
  );
}
