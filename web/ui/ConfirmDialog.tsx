import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { Button, type ButtonVariant } from './Button';
import { Dialog, dialogActionsCSS } from './Dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  cancelId: MessageId;
  confirmId: MessageId;
  /** The confirm button's look; destructive unless told otherwise (most confirmations guard a loss). */
  confirmVariant?: ButtonVariant;
  /** Turns both buttons off while the confirmed action runs. */
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The question before an action that cannot be undone: Cancel (focused first, the safe choice) and the action. */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelId,
  confirmId,
  confirmVariant = 'destructive',
  pending,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" open={open} onClose={onCancel} title={title} description={description}>
      <div css={dialogActionsCSS}>
        <Button variant="secondary" data-autofocus onClick={onCancel} disabled={pending}>
          <FormattedMessage id={cancelId} />
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
          <FormattedMessage id={confirmId} />
        </Button>
      </div>
    </Dialog>
  );
}
