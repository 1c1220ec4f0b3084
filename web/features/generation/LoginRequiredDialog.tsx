import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonCSS } from '../../ui/Button';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';

type LoginRequiredDialogProps = { open: boolean; onClose: () => void };

/** What a visitor sees instead of a generation: the spec's 'Login Required' with a Login link to /auth. */
export function LoginRequiredDialog({ open, onClose }: LoginRequiredDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'LoginRequired.title' })}
      description={intl.formatMessage({ id: 'LoginRequired.description' })}
    >
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'LoginRequired.cancel' })}
        </Button>
        <Link to="/auth" css={buttonCSS} data-autofocus>
          {intl.formatMessage({ id: 'LoginRequired.login' })}
        </Link>
      </div>
    </Dialog>
  );
}
