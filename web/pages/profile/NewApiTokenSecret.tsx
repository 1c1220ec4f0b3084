import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { inputCSS } from '../../ui/FormField';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const boxCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid color-mix(in srgb, ${theme.color.warning} 55%, ${theme.color.border});
  background: color-mix(in srgb, ${theme.color.warning} 8%, ${theme.color.surface});
`;

const labelCSS = css`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const warningCSS = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  font-size: 0.9rem;
  & svg {
    flex: none;
    color: ${theme.color.warning};
  }
`;

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

const secretCSS = css`
  ${inputCSS};
  flex: 1 1 320px;
  inline-size: auto;
  min-inline-size: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9rem;
  /* A token reads left to right in every language. */
  direction: ltr;
`;

const statusCSS = css`
  display: inline-flex;
  gap: ${theme.space.xs};
  align-items: center;
  font-size: 0.9rem;
  &[data-tone='success'] {
    color: ${theme.color.success};
  }
  &[data-tone='error'] {
    color: ${theme.color.destructive};
  }
`;

type NewApiTokenSecretProps = { name: string; secret: string; onDone: () => void };

/** The new token's secret, shown this once: a read-only field to copy it from, then "Done". */
export function NewApiTokenSecret({ name, secret, onDone }: NewApiTokenSecretProps) {
  const intl = useIntl();
  const fieldId = useId();
  const warningId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // Focus moves here from the form, which is gone, and the whole secret is selected for copying.
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      fieldRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div css={boxCSS}>
      <label htmlFor={fieldId} css={labelCSS}>
        <FormattedMessage id="ApiTokens.secretLabel" values={{ name }} />
      </label>
      <p id={warningId} css={warningCSS}>
        <AlertIcon />
        <FormattedMessage id="ApiTokens.secretWarning" />
      </p>
      <div css={rowCSS}>
        <input
          id={fieldId}
          ref={fieldRef}
          css={secretCSS}
          value={secret}
          readOnly
          spellCheck={false}
          autoComplete="off"
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          <FormattedMessage id="ApiTokens.copy" />
        </Button>
      </div>
      <div css={rowCSS}>
        <Button onClick={onDone}>
          <FormattedMessage id="ApiTokens.done" />
        </Button>
        <span role="status" css={statusCSS} data-tone={copy === 'failed' ? 'error' : 'success'}>
          {copy === 'copied' ? (
            <>
              <CheckIcon />
              {intl.formatMessage({ id: 'ApiTokens.copied' })}
            </>
          ) : null}
          {copy === 'failed' ? intl.formatMessage({ id: 'ApiTokens.copyFailed' }) : null}
        </span>
      </div>
    </div>
  );
}
