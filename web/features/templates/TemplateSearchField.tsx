import { useIntl } from 'react-intl';
import { inputCSS } from '../../ui/FormField';

type TemplateSearchFieldProps = { value: string; onChange: (value: string) => void; controls?: string };

/** The 'Search templates...' box; its owner debounces what it searches for. */
export function TemplateSearchField({ value, onChange, controls }: TemplateSearchFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'TemplateBrowser.searchPlaceholder' });
  return (
    <input
      type="search"
      css={inputCSS}
      placeholder={label}
      aria-label={label}
      aria-controls={controls}
      value={value}
      maxLength={100}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
