import { inputCSS } from './FormField';

type SearchFieldProps = {
  /** The placeholder, which is also the field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** id of the list the search filters */
  controls?: string;
};

/** A search box named by its placeholder (no visible label); its owner debounces what it searches for. */
export function SearchField({ label, value, onChange, controls }: SearchFieldProps) {
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
