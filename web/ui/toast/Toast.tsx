import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons';
import { theme } from '../theme';
import type { ToastVariant } from './toastContext';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const toastCSS = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  inline-size: min(360px, calc(100vw - 32px));
  padding-block: ${theme.space.md};
  padding-inline: ${theme.space.md} 44px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-inline-start-width: 4px;
  box-shadow: ${theme.shadow.raised};
  animation: ${enter} 0.18s ease-out;
  &[data-variant='success'] {
    border-inline-start-color: ${theme.color.success};
  }
  &[data-variant='destructive'] {
    border-inline-start-color: ${theme.color.destructive};
    background: color-mix(in srgb, ${theme.color.destructive} 18%, ${theme.color.surfaceRaised});
  }
`;

const titleCSS = css`
  font-weight: 700;
`;

const descriptionCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const closeCSS = css`
  position: absolute;
  inset-block-start: ${theme.space.sm};
  inset-inline-end: ${theme.space.sm};
  display: grid;
  place-items: center;
  inline-size: 28px;
  block-size: 28px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  cursor: pointer;
  color: ${theme.color.textMuted};
  &:hover {
    background: ${theme.color.border};
    color: ${theme.color.text};
  }
`;

type ToastProps = {
  id: string;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  durationMs: number;
  dismissLabel: string;
  /** Stable across renders, so the auto-dismiss timer is not restarted. */
  onDismiss: (id: string) => void;
};

export function Toast({ id, title, description, variant, durationMs, dismissLabel, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss, id]);

  return (
    <li
      css={toastCSS}
      data-variant={variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p css={titleCSS}>{title}</p>
      {description ? <p css={descriptionCSS}>{description}</p> : null}
      <button type="button" css={closeCSS} aria-label={dismissLabel} onClick={() => onDismiss(id)}>
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
