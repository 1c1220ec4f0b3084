import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { RoutePage } from '../../features/page/RoutePage';
import { Button } from '../../ui/Button';
import { inputCSS } from '../../ui/FormField';
import { panelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { PlayfulTextPageQuery } from './__generated__/PlayfulTextPageQuery.graphql';

const MAX_TEXT = 1000;

const formCSS = css`
  ${panelCSS};
  & textarea {
    min-block-size: 120px;
    resize: vertical;
    font: inherit;
  }
  & label {
    font-weight: 600;
  }
`;

const resultCSS = css`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 40%, transparent);
  background: color-mix(in srgb, ${theme.color.accent} 8%, ${theme.color.surface});
  font-size: 1.2rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const query = graphql`
  query PlayfulTextPageQuery($text: String!) {
    playfulText(text: $text)
  }
`;

/** The text generator: text in, the playful style out, with copy and share. */
export function PlayfulTextPage() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { toast } = useToast();
  const inputId = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    fetchQuery<PlayfulTextPageQuery>(environment, query, { text }, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setResult(data.playfulText),
      error: (error: unknown) => {
        console.warn('The playful text could not be made', error);
        toast({ title: intl.formatMessage({ id: 'PlayfulText.failed' }), variant: 'destructive' });
        setBusy(false);
      },
      complete: () => setBusy(false),
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result ?? '');
      toast({ title: intl.formatMessage({ id: 'PlayfulText.copied' }), variant: 'success' });
    } catch {
      toast({ title: intl.formatMessage({ id: 'PlayfulText.copyFailed' }), variant: 'destructive' });
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ text: result ?? '', title: intl.formatMessage({ id: 'PlayfulText.title' }) });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <RoutePage titleId="PlayfulText.title" subtitleId="PlayfulText.subtitle">
      <form css={formCSS} onSubmit={submit}>
        <label htmlFor={inputId}>{intl.formatMessage({ id: 'PlayfulText.label' })}</label>
        <textarea
          id={inputId}
          css={inputCSS}
          value={text}
          maxLength={MAX_TEXT}
          placeholder={intl.formatMessage({ id: 'PlayfulText.placeholder' })}
          onChange={(event) => setText(event.target.value)}
        />
        <div css={rowCSS}>
          <Button type="submit" disabled={busy || !text.trim()}>
            {intl.formatMessage({ id: busy ? 'PlayfulText.converting' : 'PlayfulText.convert' })}
          </Button>
        </div>
      </form>
      {result !== null ? (
        <section aria-label={intl.formatMessage({ id: 'PlayfulText.result' })}>
          <p css={resultCSS} aria-live="polite">
            {result}
          </p>
          <div css={rowCSS}>
            <Button variant="secondary" onClick={() => void copy()}>
              {intl.formatMessage({ id: 'PlayfulText.copy' })}
            </Button>
            <Button variant="secondary" onClick={() => void share()}>
              {intl.formatMessage({ id: 'PlayfulText.share' })}
            </Button>
          </div>
        </section>
      ) : null}
    </RoutePage>
  );
}
