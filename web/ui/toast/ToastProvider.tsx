import { css } from '@emotion/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { theme } from '../theme';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastOptions, type ToastVariant } from './toastContext';

const MAX_VISIBLE = 4;
const DEFAULT_DURATION_MS = 5000;

const viewportCSS = css`
  position: fixed;
  z-index: 100;
  inset-block-end: ${theme.space.md};
  inset-inline-end: ${theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  pointer-events: none;
`;

const listCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    pointer-events: auto;
  }
`;

type ToastEntry = { id: string; title: string; description: string | undefined; variant: ToastVariant; durationMs: number };

type ToastProviderProps = {
  children: ReactNode;
  /** Translated by the caller: this layer knows no message ids. */
  labels: { region: string; dismiss: string };
};

let nextId = 0;

/**
 * Holds the toasts and renders them in two live regions that exist from the start (screen
 * readers only announce changes inside regions they already know): polite for ordinary toasts,
 * assertive for destructive ones.
 */
export function ToastProvider({ children, labels }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = `toast-${++nextId}`;
    const entry: ToastEntry = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      durationMs: options.durationMs ?? DEFAULT_DURATION_MS,
    };
    setToasts((current) => [...current, entry].slice(-MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  const render = (urgent: boolean) =>
    toasts
      .filter((t) => (t.variant === 'destructive') === urgent)
      .map((t) => (
        <Toast
          key={t.id}
          id={t.id}
          title={t.title}
          description={t.description}
          variant={t.variant}
          durationMs={t.durationMs}
          dismissLabel={labels.dismiss}
          onDismiss={dismiss}
        />
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section css={viewportCSS} aria-label={labels.region}>
        <ol css={listCSS} aria-live="assertive" aria-relevant="additions text">
          {render(true)}
        </ol>
        <ol css={listCSS} aria-live="polite" aria-relevant="additions text">
          {render(false)}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
