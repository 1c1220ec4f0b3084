import { useIntl } from 'react-intl';
import { SearchField } from '../../ui/SearchField';

type TemplateSearchFieldProps = { value: string; onChange: (value: string) => void; controls?: string };

/** The 'Search templates...' box; its owner debounces what it searches for. */
export function TemplateSearchField({ value, onChange, controls }: TemplateSearchFieldProps) {
  const intl = useIntl();
  return <SearchField label={intl.formatMessage({ id: 'TemplateBrowser.searchPlaceholder' })} value={value} onChange={onChange} controls={controls} />;
}
