import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from './theme';

const dialogCSS = css`
  inline-size: min(480px, calc(100vw - 32px));
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  &[data-size='lg'] {
    inline-size: min(960px, calc(100vw - 32px));
    /* Held near the top rather than centred: a large dialog grows as it is used (a box's fields,
       more results), and a centred one would move up under a finger drawing on it. */
    margin-block: min(5vh, 40px) auto;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;

const titleCSS = css`
  font-size: 1.25rem;
`;

const descriptionCSS = css`
  margin-block-start: ${theme.space.sm};
  color: ${theme.color.textMuted};
`;

export const dialogActionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.lg};
`;

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  /** Called when the dialog asks to close (Escape); the owner then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'alertdialog' for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** 'lg' for content such as a grid of pictures (default 'md', 480px). */
  size?: 'md' | 'lg';
  children?: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Tab cycles inside it, Escape closes it, and focus returns to where it was when it opened.
 * Mark the control that should receive focus first with `data-autofocus` (e.g. Cancel).
 */
export function Dialog({ open, onClose, title, description, role = 'dialog', size = 'md', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      css={dialogCSS}
      data-size={size}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: let the owner close it, so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} css={titleCSS}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} css={descriptionCSS}>
              {description}
            </p>
          ) : null}
          {children}
        </>
      ) : null}
    </dialog>
  );
}
