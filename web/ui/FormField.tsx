import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';
import { theme } from './theme';

export const inputCSS = css`
  inline-size: 100%;
  min-block-size: 40px;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  &::placeholder {
    color: ${theme.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 0;
    border-color: transparent;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.destructive};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const fieldCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const labelCSS = css`
  font-size: 0.9rem;
  font-weight: 600;
`;

const hintCSS = css`
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
`;

const errorCSS = css`
  font-size: 0.85rem;
  color: ${theme.color.destructive};
`;

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Help shown under the input, e.g. a length rule. */
  hint?: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string;
};

/** A labelled input with an optional hint and error, both tied to it with aria-describedby. */
export function FormField({ label, hint, error, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div css={fieldCSS}>
      <label htmlFor={id} css={labelCSS}>
        {label}
      </label>
      <input id={id} css={inputCSS} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} css={hintCSS}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={errorCSS}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
