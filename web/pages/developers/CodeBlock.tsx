import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';

const frameCSS = css`
  position: relative;
  margin: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
`;

const headCSS = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.md} ${theme.space.xs};
  border-block-end: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.8rem;
`;

const copyCSS = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-block-size: 32px;
  padding-inline: ${theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceRaised};
    border-color: ${theme.color.border};
  }
`;

const preCSS = css`
  margin: 0;
  padding: ${theme.space.md};
  overflow-x: auto;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 0.85rem;
  line-height: 1.6;
  white-space: pre;
  tab-size: 2;
  /* Code reads left to right in every language. */
  direction: ltr;
  text-align: left;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
  /* one long address: broken anywhere rather than scrolled */
  &[data-wrap='true'] {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

type CodeBlockProps = {
  /** What kind of code it is (shell, JavaScript, HTTP...), shown above it; not translated. */
  language: string;
  code: string;
  /** Wrap long lines (a URL) instead of scrolling them. */
  wrap?: boolean;
};

/** A block of code, left to right in every language, with a button that copies it. */
export function CodeBlock({ language, code, wrap = false }: CodeBlockProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: intl.formatMessage({ id: 'Developers.copyFailed' }), variant: 'destructive' });
    }
  };

  return (
    <figure css={frameCSS}>
      <figcaption css={headCSS}>
        {/* Names of languages and code: the same in every interface language. */}
        <span dir="ltr" lang="en">
          {language}
        </span>
        <button type="button" css={copyCSS} onClick={() => void copy()} aria-live="polite">
          {copied ? <CheckIcon size={14} /> : null}
          {intl.formatMessage({ id: copied ? 'Developers.copied' : 'Developers.copy' })}
        </button>
      </figcaption>
      {/* Focusable so keyboard users can scroll a long line sideways. */}
      <pre css={preCSS} dir="ltr" lang="en" data-wrap={wrap} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
