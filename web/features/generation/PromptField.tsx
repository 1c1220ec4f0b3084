import { css } from '@emotion/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PROMPT_MAX_CHARACTERS } from '../../../core/limits';
import type { MessageId } from '../../i18n/messageIds';
import { Button } from '../../ui/Button';
import { inputCSS } from '../../ui/FormField';
import { SparklesIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

/** The spec's prompt maximum (core/limits.ts), the server's too. */
export const PROMPT_MAX = PROMPT_MAX_CHARACTERS;

const fieldCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  & textarea {
    min-block-size: 110px;
    resize: vertical;
    font: inherit;
  }
`;

const rowCSS = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
`;

const labelCSS = css`
  font-weight: 600;
  color: ${theme.color.text};
`;

type PromptFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  labelId?: MessageId;
  placeholderId?: MessageId;
  /** Message ids of sample prompts; 'Try sample' fills the next one. */
  samples?: readonly MessageId[];
};

/** The prompt box with its 'n / 300' counter and, when given samples, a 'Try sample' button. */
export function PromptField({
  value,
  onChange,
  disabled,
  labelId = 'PromptField.label',
  placeholderId = 'PromptField.placeholder',
  samples = [],
}: PromptFieldProps) {
  const intl = useIntl();
  const id = useId();
  const counterId = `${id}-counter`;
  const trySample = () => {
    const texts = samples.map((sample) => intl.formatMessage({ id: sample }));
    const next = texts[(texts.indexOf(value) + 1) % texts.length];
    if (next) onChange(next);
  };
  return (
    <div css={fieldCSS}>
      <div css={rowCSS}>
        <label htmlFor={id} css={labelCSS}>
          {intl.formatMessage({ id: labelId })}
        </label>
        {samples.length > 0 ? (
          <Button variant="ghost" onClick={trySample} disabled={disabled}>
            <SparklesIcon size={16} />
            {intl.formatMessage({ id: 'PromptField.trySample' })}
          </Button>
        ) : null}
      </div>
      <textarea
        id={id}
        css={inputCSS}
        value={value}
        maxLength={PROMPT_MAX}
        disabled={disabled}
        placeholder={intl.formatMessage({ id: placeholderId })}
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value.slice(0, PROMPT_MAX))}
      />
      <div css={rowCSS}>
        <span />
        <span id={counterId} aria-live="polite">
          {intl.formatMessage({ id: 'PromptField.counter' }, { count: value.length, max: PROMPT_MAX })}
        </span>
      </div>
    </div>
  );
}
